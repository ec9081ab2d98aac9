import type { RuleRecord, TriggerEvent } from '../types';
import { EDISON, EDISON_UNTIL_DAMAGE_CALCULATION, ex, rule } from './build';

// The Edison Rules Compendium's seven substeps: what happens in each, and what its text adds to
// the general list of what may be activated (the general records marked `ruleset: 'both'`).

const SEED = (section: string) => ({ document: '003' as const, section });

function edisonWindow(id: string, substep: RuleRecord['timings'][number], events: TriggerEvent[], title: string, text: string, examples: RuleRecord['examples'] = []): RuleRecord {
  return rule({
    id,
    kind: 'activation-permission',
    ruleset: 'edison',
    timings: [substep],
    title,
    text,
    examples,
    citations: [EDISON(substep.replace('substep-', 'Substep '))],
    seed: SEED(substep.replace('substep-', 'Substep ')),
    applies: { outcome: 'permit', match: { event: events } },
  });
}

export const EDISON_ACTIVATION_RULES: RuleRecord[] = [
  edisonWindow(
    'edison.activation.start-of-damage-step-effects',
    'substep-1',
    ['start-of-damage-step', 'start-or-before-damage-calculation'],
    'Edison: effects that trigger at the start of the Damage Step activate in substep 1',
    'Effects whose timing is the start of the Damage Step are activated in the first substep.',
    [ex('Neo-Spacian Grand Mole')],
  ),
  rule({
    id: 'edison.activation.atk-def-fast-effects',
    kind: 'activation-permission',
    ruleset: 'edison',
    timings: EDISON_UNTIL_DAMAGE_CALCULATION,
    title: 'Edison: Quick Effects and Spells/Traps that affect ATK/DEF may be activated in substeps 1 to 3',
    text: 'From the start of the Damage Step until damage calculation (substeps 1, 2 and 3), Quick Effects and Spell/Trap Cards that change ATK/DEF may be activated.',
    citations: [EDISON('Substeps 1–3')],
    seed: SEED('Substeps 1–3'),
    examples: [ex('Forbidden Lance')],
    applies: {
      outcome: 'permit',
      match: {
        doesAny: ['atk-def-direct'],
        anyOf: [{ effectKind: ['quick', 'quick-like'] }, { activation: ['card'], cardKind: ['spell', 'trap'], cardSubtype: ['quick-play-spell', 'normal-trap', 'continuous-trap'] }],
      },
    },
  }),
  rule({
    id: 'edison.activation.atk-def-not-from-damage-calculation',
    kind: 'activation-note',
    ruleset: 'edison',
    timings: ['substep-4', 'substep-5', 'substep-6', 'substep-7'],
    title: 'Edison: from damage calculation on, affecting ATK/DEF no longer allows an activation',
    text: 'Substeps 5, 6 and 7 say Quick Effects and Spells/Traps that affect ATK/DEF may not be activated; substep 4 admits only effects that name damage calculation.',
    citations: [EDISON('Substeps 4–7')],
    seed: SEED('Substeps 4–7'),
    applies: { outcome: 'not-sufficient', match: { doesAny: ['atk-def-direct'] } },
  }),
  edisonWindow(
    'edison.activation.before-damage-calculation-effects',
    'substep-3',
    ['before-damage-calculation', 'start-or-before-damage-calculation'],
    'Edison: effects that state "before damage calculation" activate in substep 3',
    'Effects whose timing is "before damage calculation" activate or apply in the third substep, after the Set attack target was flipped in substep 2.',
    [ex('Drillroid')],
  ),
  edisonWindow(
    'edison.activation.damage-calculation-effects',
    'substep-4',
    ['during-damage-calculation'],
    'Edison: effects that name damage calculation activate in substep 4',
    'Effects that state "damage calculation", including monster effects that can be activated during the Damage Step for it, activate or apply in substep 4.',
    [ex('Kuriboh')],
  ),
  edisonWindow(
    'edison.activation.battle-damage-effects',
    'substep-5',
    ['battle-damage'],
    'Edison: effects that trigger when battle damage is inflicted activate in substep 5',
    'Once damage is calculated in substep 5, effects that respond to a card inflicting battle damage activate there.',
    [ex('Don Zaloog')],
  ),
  edisonWindow(
    'edison.activation.after-damage-calculation-effects',
    'substep-6',
    ['after-damage-calculation', 'self-flipped-face-up', 'monster-flipped-face-up'],
    'Edison: "after damage calculation" effects and Flip effects activate in substep 6',
    'Substep 6 is where effects that name "after damage calculation" activate, together with Flip effects of a monster flipped by the attack, on one chain.',
    [ex('Wall of Illusion'), ex('Man-Eater Bug')],
  ),
  edisonWindow(
    'edison.activation.destroyed-by-battle-effects',
    'substep-7',
    ['destroyed-by-battle', 'monster-destroyed-any-method', 'end-of-damage-step'],
    'Edison: effects that trigger on destruction by battle activate in substep 7',
    'After monsters destroyed by battle are sent to the GY in substep 7, effects that respond to that activate, on one chain.',
    [ex('Grenosaurus')],
  ),
];
