import type { Citation, RuleRecord, TimingId } from '../types';
import { EDISON_TIMINGS, MODERN_TIMINGS } from '../types';

// Small helpers that keep the rule data files readable.

export const ALL_MODERN: TimingId[] = [...MODERN_TIMINGS];
export const ALL_EDISON: TimingId[] = [...EDISON_TIMINGS];
export const UNTIL_DAMAGE_CALCULATION: TimingId[] = ['start-of-damage-step', 'before-damage-calculation'];
export const FROM_DAMAGE_CALCULATION: TimingId[] = ['during-damage-calculation', 'after-damage-calculation', 'end-of-damage-step'];
/** Edison substeps that map to the modern timings up to damage calculation. */
export const EDISON_UNTIL_DAMAGE_CALCULATION: TimingId[] = ['substep-1', 'substep-2', 'substep-3'];

export const cite = (source: string, at?: string): Citation => (at ? { source, at } : { source });

export const RULEBOOK_P41 = cite('rulebook.v10', 'p. 41');
export const PRB_P110 = cite('prb.2017', 'p. 110');
export const PRB_P112 = cite('prb.2017', 'p. 112');
export const PRB_DAMAGE_STEP = cite('prb.2017', 'pp. 188–193');
export const DS_ARTICLE = cite('konami.damage-step-rules');
export const EDISON = (substep: string) => cite('edison.compendium', substep);

type Defaults = 'examples' | 'related' | 'region';

/** A rule record with sensible defaults: no examples or related rules, both regions. */
export function rule(r: Omit<RuleRecord, Defaults> & Partial<Pick<RuleRecord, Defaults>>): RuleRecord {
  return { examples: [], related: [], region: 'both', ...r };
}

export const ex = (card: string, note?: string) => (note ? { card, note } : { card });
