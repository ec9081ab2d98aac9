import { DEFAULT_OPTIONS, parseRegion as regionOf, parseRuleset as rulesetOf, REGIONS, resolveTiming, RULESETS, timingIdsOf, type Region, type RuleSetId, type TimingId } from '../core';
import { UsageError } from './io';

// The CLI's reading of --ruleset, --region and --at: the core's vocabulary, with a usage error
// that names the bad argument and lists the valid values.

export function parseRuleset(value: string | undefined): RuleSetId {
  if (value === undefined) return DEFAULT_OPTIONS.ruleset;
  const ruleset = rulesetOf(value);
  if (ruleset) return ruleset;
  throw new UsageError(`--ruleset: "${value}" is not a rule set; valid: ${RULESETS.join(', ')}`);
}

export function parseRegion(value: string | undefined): Region {
  if (value === undefined) return DEFAULT_OPTIONS.region;
  const region = regionOf(value);
  if (region) return region;
  throw new UsageError(`--region: "${value}" is not a region; valid: ${REGIONS.join(', ')}`);
}

/** A timing id of the rule set, or one of its names ("damage calculation"). */
export function parseTiming(value: string | undefined, ruleset: RuleSetId): TimingId[] {
  if (value === undefined) return timingIdsOf(ruleset);
  const { id } = resolveTiming(value, ruleset);
  if (id) return [id];
  throw new UsageError(`--at: "${value}" is not a timing of the ${ruleset} rule set; valid: ${timingIdsOf(ruleset).join(', ')}`);
}
