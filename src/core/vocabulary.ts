import { normalizeName } from './cards/normalize';
import { RULES } from './rules';
import { TIMINGS } from './timings';
import type { Region, RuleKind, RuleRecord, RuleSetId, TimingId, VerdictOptions } from './types';

// The words every front end shares: the rule sets and regions, the default options, how a
// timing is named, and which rules speak at a timing. The CLI, the battle language and the
// editor all ask here, so that one question gets one answer on every surface.

export const RULESETS: readonly RuleSetId[] = ['modern', 'edison'];
export const REGIONS: readonly Region[] = ['tcg', 'ocg'];

/** What a question is asked under when nobody said otherwise. */
export const DEFAULT_OPTIONS: Readonly<VerdictOptions> = { ruleset: 'modern', region: 'tcg' };

const RULESET_LABELS: Record<RuleSetId, string> = { modern: 'Modern', edison: 'Edison' };
const REGION_LABELS: Record<Region, string> = { tcg: 'TCG', ocg: 'OCG' };

/** A rule set as users write it (any case), or undefined when the word names none. */
export function parseRuleset(text: string): RuleSetId | undefined {
  const word = text.trim().toLowerCase();
  return RULESETS.find((r) => r === word);
}

/** A region as users write it (any case), or undefined when the word names none. */
export function parseRegion(text: string): Region | undefined {
  const word = text.trim().toLowerCase();
  return REGIONS.find((r) => r === word);
}

export function rulesetLabel(ruleset: RuleSetId): string {
  return RULESET_LABELS[ruleset];
}

export function regionLabel(region: Region): string {
  return REGION_LABELS[region];
}

/** "Modern · TCG": how the options of an answer are shown in one line. */
export function optionsLabel(options: VerdictOptions): string {
  return `${rulesetLabel(options.ruleset)} · ${regionLabel(options.region)}`;
}

/** The timing a name or id means in a rule set, or the other rule set's timing it means there. */
export interface ResolvedTiming {
  id?: TimingId;
  /** Set when the text names no timing of the rule set asked about but one of the other. */
  other?: TimingId;
}

let timingNames: Map<string, Map<RuleSetId, TimingId>> | undefined;

function timingNameIndex(): Map<string, Map<RuleSetId, TimingId>> {
  if (timingNames) return timingNames;
  const index = new Map<string, Map<RuleSetId, TimingId>>();
  for (const t of TIMINGS) {
    for (const name of [t.id, t.name, ...t.aliases]) {
      const key = normalizeName(name);
      const byRuleset = index.get(key) ?? new Map<RuleSetId, TimingId>();
      if (!byRuleset.has(t.ruleset)) byRuleset.set(t.ruleset, t.id);
      index.set(key, byRuleset);
    }
  }
  timingNames = index;
  return index;
}

/** Resolves a timing from its id or any of its names ("damage calculation", "substep 2"). */
export function resolveTiming(text: string, ruleset: RuleSetId): ResolvedTiming {
  const byRuleset = timingNameIndex().get(normalizeName(text));
  if (!byRuleset) return {};
  const id = byRuleset.get(ruleset);
  if (id) return { id };
  const other = RULESETS.map((r) => byRuleset.get(r)).find((t) => t !== undefined);
  return other ? { other } : {};
}

/** Does the rule hold under these options (its rule set and its region)? */
export function ruleApplies(rule: RuleRecord, options: VerdictOptions): boolean {
  return (rule.ruleset === 'both' || rule.ruleset === options.ruleset) && (rule.region === 'both' || rule.region === options.region);
}

// How the rules at a timing are listed: what may be activated, then what it takes, then what
// is forbidden, then the notes and the rules that weigh one rule against another.
const ACTIVATION_KIND_ORDER: Partial<Record<RuleKind, number>> = {
  'activation-permission': 1,
  'activation-condition': 2,
  'activation-prohibition': 3,
  'activation-note': 4,
  gate: 5,
  precedence: 6,
  'destroyed-by-battle-state': 7,
};

/** A rule that says what may or may not be activated (not what the game does by itself). */
export function isActivationRule(rule: RuleRecord): boolean {
  if (rule.applies !== undefined) return true;
  return rule.kind !== 'procedure' && rule.kind !== 'destroyed-by-battle-state';
}

/**
 * The activation rules at a timing under these options, in display order: by kind (see above),
 * then general rules before card-specific rulings, then in the index's reading order.
 */
export function activationRulesAt(timing: TimingId, options: VerdictOptions): RuleRecord[] {
  const rank = (r: RuleRecord) => (ACTIVATION_KIND_ORDER[r.kind] ?? 9) * 2 + (r.applies?.match.namedInRulings ? 1 : 0);
  return RULES.filter((r) => isActivationRule(r) && r.timings.includes(timing) && ruleApplies(r, options))
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => rank(a.rule) - rank(b.rule) || a.index - b.index)
    .map((x) => x.rule);
}
