import { getSource } from '../sources';
import type { RuleRecord, TimingId } from '../types';
import { MODERN_ACTIVATION_RULES } from './activation';
import { BATTLE_WALK_RULES } from './battle-walk';
import { DESTROYED_BY_BATTLE_RULES } from './destroyed-by-battle';
import { EDISON_ACTIVATION_RULES } from './edison';
import { EDISON_PROCEDURE_RULES } from './edison-procedure';
import { PROCEDURE_RULES } from './procedure';

export {
  DAMAGE_IN_CALCULATION_RULE_ID,
  EVENT_GATE_RULE_ID,
  NO_ACTIVATED_EFFECT_RULE_ID,
  NO_PERMISSION_RULE_ID,
  NOT_READ_RULE_ID,
  OTHER_CARDS_RULE_ID,
  PARTLY_DAMAGE_STEP_NOT_IN_CALCULATION_RULE_ID,
  PRECEDENCE_RULE_ID,
} from './activation';

/** Every rule record of the index, in reading order: procedures by timing, then activation rules. */
export const RULES: readonly RuleRecord[] = [...PROCEDURE_RULES, ...DESTROYED_BY_BATTLE_RULES, ...EDISON_PROCEDURE_RULES, ...MODERN_ACTIVATION_RULES, ...EDISON_ACTIVATION_RULES, ...BATTLE_WALK_RULES];

/** The records the eligibility engine consults. */
export const ACTIVATION_RULES: readonly RuleRecord[] = RULES.filter((r) => r.applies !== undefined);

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function findRule(id: string): RuleRecord | undefined {
  return BY_ID.get(id);
}

/**
 * Whether the record permits a card's activation only with one of its effects activated in the same
 * Chain Link (a Set Continuous Trap's): a conditional permission whose match asks for that effect.
 */
export function permitsOnlyWithItsEffectInOneChainLink(id: string): boolean {
  const applies = BY_ID.get(id)?.applies;
  return applies?.outcome === 'permit-with-condition' && applies.match.sameChainLinkEffect !== undefined;
}

export function getRule(id: string): RuleRecord {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`no rule record "${id}"`);
  return r;
}

/** What happens at a timing, in order. */
export function procedureAt(timing: TimingId): RuleRecord[] {
  return RULES.filter((r) => r.kind === 'procedure' && r.timings.includes(timing)).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The newest dated source any record cites: the index is current as of this date. */
export function rulesAsOf(): string {
  let newest = '';
  for (const r of RULES)
    for (const c of r.citations) {
      const date = getSource(c.source)?.date ?? '';
      if (date > newest) newest = date;
    }
  return newest;
}
