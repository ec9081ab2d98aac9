import { isTimingOf, timingIdsOf, TIMINGS } from '../core/timings';
import { normalizeName } from '../core/cards/normalize';
import type { Region, RuleSetId, TimingId } from '../core/types';
import { UsageError } from './io';

export const RULESETS: readonly RuleSetId[] = ['modern', 'edison'];
export const REGIONS: readonly Region[] = ['tcg', 'ocg'];

export function parseRuleset(value: string | undefined): RuleSetId {
  if (value === undefined) return 'modern';
  const v = value.toLowerCase();
  if ((RULESETS as readonly string[]).includes(v)) return v as RuleSetId;
  throw new UsageError(`--ruleset: "${value}" is not a rule set; valid: ${RULESETS.join(', ')}`);
}

export function parseRegion(value: string | undefined): Region {
  if (value === undefined) return 'tcg';
  const v = value.toLowerCase();
  if ((REGIONS as readonly string[]).includes(v)) return v as Region;
  throw new UsageError(`--region: "${value}" is not a region; valid: ${REGIONS.join(', ')}`);
}

/** A timing id of the rule set, or one of its names ("damage calculation"). */
export function parseTiming(value: string | undefined, ruleset: RuleSetId): TimingId[] {
  if (value === undefined) return timingIdsOf(ruleset);
  if (isTimingOf(value, ruleset)) return [value];
  const key = normalizeName(value);
  const byName = TIMINGS.find((t) => t.ruleset === ruleset && [t.name, ...t.aliases].some((n) => normalizeName(n) === key));
  if (byName) return [byName.id];
  throw new UsageError(`--at: "${value}" is not a timing of the ${ruleset} rule set; valid: ${timingIdsOf(ruleset).join(', ')}`);
}
