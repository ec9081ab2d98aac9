import type { ModernTimingId, RuleSetId, Timing, TimingId } from './types';
import { EDISON_TIMINGS, MODERN_TIMINGS } from './types';

// The five modern timings (Konami's Damage Step Rules article; Perfect Rulebook 2017 pp. 188-193)
// and the seven substeps of the Edison Rules Compendium, each mapped to the modern timing(s)
// where the same things happen.
export const TIMINGS: readonly Timing[] = [
  {
    id: 'start-of-damage-step',
    ruleset: 'modern',
    order: 1,
    name: 'Start of the Damage Step',
    aliases: ['start of the damage step', 'start of damage step', 'beginning of the damage step', 'damage step start'],
    japanese: 'ダメージステップ開始時',
    modern: ['start-of-damage-step'],
    summary: 'The Damage Step is declared; "during the Damage Step" effects start to apply; a face-down attack target stays face-down.',
  },
  {
    id: 'before-damage-calculation',
    ruleset: 'modern',
    order: 2,
    name: 'Before damage calculation',
    aliases: ['before damage calculation', 'before damage calc', 'pre damage calculation'],
    japanese: 'ダメージ計算前',
    modern: ['before-damage-calculation'],
    summary: 'A face-down attack target is flipped face-up (its Flip effect waits); ATK/DEF modifiers may still be activated.',
  },
  {
    id: 'during-damage-calculation',
    ruleset: 'modern',
    order: 3,
    name: 'During damage calculation',
    aliases: ['during damage calculation', 'damage calculation', 'damage calc', 'perform damage calculation'],
    japanese: 'ダメージ計算時',
    modern: ['during-damage-calculation'],
    summary: 'Only effects that name damage calculation are added; then battle damage is calculated and destruction by battle is determined.',
  },
  {
    id: 'after-damage-calculation',
    ruleset: 'modern',
    order: 4,
    name: 'After damage calculation',
    aliases: ['after damage calculation', 'after damage calc', 'post damage calculation'],
    japanese: 'ダメージ計算後',
    modern: ['after-damage-calculation'],
    summary: 'Monsters destroyed by battle wait on the field; Flip effects and battle-damage or "after damage calculation" triggers activate.',
  },
  {
    id: 'end-of-damage-step',
    ruleset: 'modern',
    order: 5,
    name: 'End of the Damage Step',
    aliases: ['end of the damage step', 'end of damage step', 'damage step end'],
    japanese: 'ダメージステップ終了時',
    modern: ['end-of-damage-step'],
    summary: 'Monsters destroyed by battle are sent to the GY; "destroyed by battle" and end-of-Damage-Step triggers activate.',
  },
  {
    id: 'substep-1',
    ruleset: 'edison',
    order: 1,
    name: 'Substep 1: Start of the Damage Step',
    aliases: ['substep 1', 'edison substep 1'],
    modern: ['start-of-damage-step'],
    summary: '"During the Damage Step" effects apply; start-of-Damage-Step triggers activate; ATK/DEF fast effects allowed.',
  },
  {
    id: 'substep-2',
    ruleset: 'edison',
    order: 2,
    name: 'Substep 2: Flip Sets Face-up',
    aliases: ['substep 2', 'edison substep 2', 'flip sets face-up'],
    modern: ['before-damage-calculation'],
    summary: 'A Set attack target is flipped face-up (its Flip effect waits); ATK/DEF fast effects allowed.',
  },
  {
    id: 'substep-3',
    ruleset: 'edison',
    order: 3,
    name: 'Substep 3: Before Damage Calculation',
    aliases: ['substep 3', 'edison substep 3'],
    modern: ['before-damage-calculation'],
    summary: '"Before damage calculation" effects activate or apply; ATK/DEF fast effects allowed.',
  },
  {
    id: 'substep-4',
    ruleset: 'edison',
    order: 4,
    name: 'Substep 4: During Damage Calculation',
    aliases: ['substep 4', 'edison substep 4'],
    modern: ['during-damage-calculation'],
    summary: 'Effects that name damage calculation activate or apply.',
  },
  {
    id: 'substep-5',
    ruleset: 'edison',
    order: 5,
    name: 'Substep 5: After Damage Calculation',
    aliases: ['substep 5', 'edison substep 5'],
    modern: ['during-damage-calculation', 'after-damage-calculation'],
    summary: 'Damage and destruction are calculated; non-ATK/DEF effects apply; battle-damage triggers activate; one chain.',
  },
  {
    id: 'substep-6',
    ruleset: 'edison',
    order: 6,
    name: 'Substep 6: Resolve Effects',
    aliases: ['substep 6', 'edison substep 6', 'resolve effects'],
    modern: ['after-damage-calculation'],
    summary: 'Destroyed monsters lose their Continuous effects; "after damage calculation" triggers and Flip effects activate; one chain.',
  },
  {
    id: 'substep-7',
    ruleset: 'edison',
    order: 7,
    name: 'Substep 7: End of the Damage Step',
    aliases: ['substep 7', 'edison substep 7'],
    modern: ['end-of-damage-step'],
    summary: 'Monsters destroyed by battle go to the GY and their triggers activate; one chain.',
  },
];

const BY_ID = new Map<string, Timing>(TIMINGS.map((t) => [t.id, t]));

export function timingsOf(ruleset: RuleSetId): Timing[] {
  return TIMINGS.filter((t) => t.ruleset === ruleset);
}

export function timingIdsOf(ruleset: RuleSetId): TimingId[] {
  return ruleset === 'modern' ? [...MODERN_TIMINGS] : [...EDISON_TIMINGS];
}

export function getTiming(id: string): Timing | undefined {
  return BY_ID.get(id);
}

export function isTimingOf(id: string, ruleset: RuleSetId): id is TimingId {
  return BY_ID.get(id)?.ruleset === ruleset;
}

/** The Edison substeps that correspond to a modern timing. */
export function edisonSubstepsFor(modern: ModernTimingId): TimingId[] {
  return TIMINGS.filter((t) => t.ruleset === 'edison' && t.modern.includes(modern)).map((t) => t.id);
}

export function compareTimings(a: TimingId, b: TimingId): number {
  return (BY_ID.get(a) as Timing).order - (BY_ID.get(b) as Timing).order;
}
