import { EVENTS, eventTimings } from '../events';
import { formatCitation } from '../sources';
import { ACTIVATION_RULES, EVENT_GATE_RULE_ID, PRECEDENCE_RULE_ID, NO_PERMISSION_RULE_ID, NO_ACTIVATED_EFFECT_RULE_ID, NOT_READ_RULE_ID, getRule } from '../rules';
import { getTiming, isTimingOf, timingIdsOf } from '../timings';
import type { CardRecord, EffectCharacteristics, RuleOutcome, RuleRecord, TimingId, Verdict, VerdictOptions, VerdictReason } from '../types';
import { compileMatcher, matchesFixedTraits, type CompiledMatcher } from './matcher';

export class UnknownTimingError extends RangeError {
  constructor(
    readonly timing: string,
    readonly ruleset: string,
  ) {
    super(`"${timing}" is not a timing of the ${ruleset} rule set; valid: ${timingIdsOf(ruleset === 'edison' ? 'edison' : 'modern').join(', ')}`);
  }
}

// The candidate rules for a (rule set, region, timing) never change: index them once, with
// their compiled matchers, so a verdict only runs the checks (see bench/run.mjs).
interface Candidate {
  rule: RuleRecord;
  outcome: RuleOutcome;
  check: CompiledMatcher;
}
const candidates = new Map<string, Map<TimingId, Candidate[]>>();

function candidateRules(timing: TimingId, opts: VerdictOptions): Candidate[] {
  const setKey = `${opts.ruleset}-${opts.region}`;
  let byTiming = candidates.get(setKey);
  if (!byTiming) {
    byTiming = new Map();
    candidates.set(setKey, byTiming);
  }
  let list = byTiming.get(timing);
  if (!list) {
    list = ACTIVATION_RULES.filter((r) => (r.ruleset === 'both' || r.ruleset === opts.ruleset) && (r.region === 'both' || r.region === opts.region) && r.timings.includes(timing)).flatMap((rule) =>
      rule.applies ? [{ rule, outcome: rule.applies.outcome, check: compileMatcher(rule.applies.match) }] : [],
    );
    byTiming.set(timing, list);
  }
  return list;
}

// A second index by the effect's fixed traits drops the rules that can never match it, so
// only the rules that depend on the event, actions or rulings are checked per effect.
const byTraits = new Map<Candidate[], Map<string, Candidate[]>>();

function traitKey(effect: EffectCharacteristics): string {
  return `${effect.activation}|${effect.cardSubtype}|${effect.effectKind}|${effect.mandatory}`;
}

function candidatesFor(effect: EffectCharacteristics, timing: TimingId, opts: VerdictOptions): Candidate[] {
  return withTraits(candidateRules(timing, opts), effect, traitKey(effect));
}

function withTraits(all: Candidate[], effect: EffectCharacteristics, key: string): Candidate[] {
  let index = byTraits.get(all);
  if (!index) {
    index = new Map();
    byTraits.set(all, index);
  }
  let list = index.get(key);
  if (!list) {
    list = all.filter(({ rule }) => rule.applies !== undefined && matchesFixedTraits(rule.applies.match, effect));
    index.set(key, list);
  }
  return list;
}

// The event gate's words for an event that cannot happen in the Damage Step at all; `distance`
// below reads them back, so both use this one string.
const NEVER_MET = 'is never met inside the Damage Step.';

/** The event gate's reason names the condition and where it can be met: its title alone is vague. */
function eventGateReason(rule: RuleRecord, effect: EffectCharacteristics, opts: VerdictOptions): VerdictReason | undefined {
  if (rule.id !== EVENT_GATE_RULE_ID || effect.event === undefined) return undefined;
  const where = eventTimings(effect.event, opts.ruleset).map((t) => lowerFirst(getTiming(t)?.name ?? t));
  const condition = EVENTS[effect.event].description;
  const text = where.length === 0 ? `Its condition (${condition}) ${NEVER_MET}` : `Its condition (${condition}) is only met at another timing: ${where.join(' or ')}.`;
  return { rule: rule.id, text, outcome: 'prohibit' };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function reasonOf(rule: RuleRecord, note?: string): VerdictReason {
  const base = rule.title.endsWith('.') ? rule.title : `${rule.title}.`;
  return { rule: rule.id, text: note ? `${base} ${note}` : base, outcome: rule.applies?.outcome };
}

const formattedCitations = new Map<string, string[]>();

function citationsOf(rules: RuleRecord[]): string[] {
  const seen = new Set<string>();
  for (const r of rules) {
    let list = formattedCitations.get(r.id);
    if (!list) {
      list = r.citations.map(formatCitation);
      formattedCitations.set(r.id, list);
    }
    for (const c of list) seen.add(c);
  }
  return [...seen];
}

/**
 * An effect that answers this card being Special Summoned by another of its effects ("If Summoned this
 * way") comes only where that effect can be activated: the Summon happens as it resolves.
 */
export function onlyWhereSummoned(own: Verdict, summonerVerdict: Verdict, summoner: EffectCharacteristics): Verdict {
  if (!own.canActivate || summonerVerdict.canActivate) return own;
  const gate = getRule(EVENT_GATE_RULE_ID);
  const text = `Its condition (this card Special Summoned by its effect "${summoner.label}") is only met where that effect can be activated, and it cannot be at this timing.`;
  const citations = [...new Set([...citationsOf([gate]), ...summonerVerdict.citations])];
  return { timing: own.timing, canActivate: false, conditions: [], reasons: [{ rule: gate.id, text, outcome: 'prohibit' }, ...summonerVerdict.reasons.slice(0, 1)], citations };
}

/** A card's effects' verdicts at one timing, each "If Summoned this way" effect taken with the effect that Summons the card. */
export function linkSummoned(effects: readonly EffectCharacteristics[], own: readonly Verdict[]): Verdict[] {
  return own.map((v, i) => {
    const j = effects[i]?.summonedBy;
    const summoner = j === undefined || j === i ? undefined : effects[j];
    return summoner ? onlyWhereSummoned(v, own[j as number] as Verdict, summoner) : v;
  });
}

/** Each of a card's effects' verdict at one timing, as `cardVerdicts` gives them. */
export function effectVerdicts(effects: readonly EffectCharacteristics[], timing: string, opts: VerdictOptions): Verdict[] {
  return linkSummoned(
    effects,
    effects.map((e) => verdict(e, timing, opts)),
  );
}

/**
 * Can this effect (or, for `activation: 'card'`, this card) be activated at this timing?
 * A card needs only one permission, and an explicit prohibition beats every permission.
 */
export function verdict(effect: EffectCharacteristics, timing: string, opts: VerdictOptions): Verdict {
  if (!isTimingOf(timing, opts.ruleset)) throw new UnknownTimingError(timing, opts.ruleset);
  return decide(effect, timing, opts, candidatesFor(effect, timing, opts));
}

/** The verdict from the candidates that may match this effect at this timing. */
function decide(effect: EffectCharacteristics, timing: TimingId, opts: VerdictOptions, list: Candidate[]): Verdict {
  const ctx = { timing, ruleset: opts.ruleset, ruleId: '' };
  // Which candidates matched, one character each: with the event (for the gate's wording) it
  // identifies the explanation, which many effects share and which is built only once.
  let matched = '';
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as Candidate;
    ctx.ruleId = c.rule.id;
    matched += c.check(effect, ctx) ? '1' : '0';
  }
  let cache = explanations.get(list);
  if (!cache) {
    cache = new Map();
    explanations.set(list, cache);
  }
  const key = `${effect.event ?? ''}|${matched}`;
  let explained = cache.get(key);
  if (!explained) {
    const buckets: Matched = { prohibitions: [], permits: [], conditional: [], insufficient: [] };
    list.forEach((c, i) => {
      if (matched[i] !== '1') return;
      if (c.outcome === 'prohibit') buckets.prohibitions.push(c.rule);
      else if (c.outcome === 'permit') buckets.permits.push(c.rule);
      else if (c.outcome === 'permit-with-condition') buckets.conditional.push(c.rule);
      else buckets.insufficient.push(c.rule);
    });
    explained = Object.freeze(explain(effect, timing, opts, buckets));
    cache.set(key, explained);
  }
  return explained;
}

const explanations = new Map<Candidate[], Map<string, Verdict>>();

interface Matched {
  prohibitions: RuleRecord[];
  permits: RuleRecord[];
  conditional: RuleRecord[];
  insufficient: RuleRecord[];
}

function explain(effect: EffectCharacteristics, timing: TimingId, opts: VerdictOptions, { prohibitions, permits, conditional, insufficient }: Matched): Verdict {
  const precedence = getRule(PRECEDENCE_RULE_ID);
  if (prohibitions.length > 0) {
    const overridden = [...permits, ...conditional];
    const decided = [...prohibitions, ...(overridden.length > 0 ? [precedence, ...overridden] : [])];
    return {
      timing,
      canActivate: false,
      conditions: [],
      reasons: [
        ...prohibitions.map((r) => eventGateReason(r, effect, opts) ?? reasonOf(r)),
        ...(overridden.length > 0 ? [reasonOf(precedence), ...overridden.map((r) => reasonOf(r, '(Overridden by the prohibition.)'))] : []),
      ],
      citations: citationsOf(decided),
    };
  }
  if (permits.length > 0 || conditional.length > 0) {
    const deciding = permits.length > 0 ? permits : conditional;
    const decided = [...deciding, ...insufficient];
    return {
      timing,
      canActivate: true,
      conditions: permits.length > 0 ? [] : conditional.map((r) => r.applies?.condition ?? r.title),
      reasons: [...deciding.map((r) => reasonOf(r)), ...insufficient.map((r) => reasonOf(r, '(Not needed: another rule permits it.)'))],
      citations: citationsOf(decided),
    };
  }
  const closedList = getRule(NO_PERMISSION_RULE_ID);
  return {
    timing,
    canActivate: false,
    conditions: [],
    reasons: [...insufficient.map((r) => reasonOf(r)), reasonOf(closedList)],
    citations: citationsOf([...insufficient, closedList]),
  };
}

export interface EffectVerdicts {
  effect: EffectCharacteristics;
  verdicts: Verdict[];
}

export interface CardVerdicts {
  card: CardRecord;
  verdicts: Verdict[];
  effects: EffectVerdicts[];
}

interface Combination {
  next: WeakMap<Verdict, Combination>;
  combined?: Verdict;
}
const combinations = new Map<TimingId, WeakMap<Verdict, Combination>>();

/**
 * A card can be activated at a timing when the card itself or any of its effects can. The same
 * shared per-effect verdicts always combine into the same (frozen, shared) verdict: a card pool
 * has a few hundred such combinations, not one per card.
 */
export function combineEffectVerdicts(timing: TimingId, perEffect: Verdict[]): Verdict {
  if (perEffect.length < 2 || !perEffect.every((v) => Object.isFrozen(v))) return combine(timing, perEffect);
  let level = combinations.get(timing);
  if (!level) {
    level = new WeakMap();
    combinations.set(timing, level);
  }
  let node: Combination | undefined;
  for (const v of perEffect) {
    node = level.get(v);
    if (!node) {
      node = { next: new WeakMap() };
      level.set(v, node);
    }
    level = node.next;
  }
  const known = node as Combination;
  known.combined ??= Object.freeze(combine(timing, perEffect));
  return known.combined;
}

function combine(timing: TimingId, perEffect: Verdict[]): Verdict {
  if (perEffect.length === 0) {
    const rule = getRule(NO_ACTIVATED_EFFECT_RULE_ID);
    return { timing, canActivate: false, conditions: [], reasons: [reasonOf(rule)], citations: citationsOf([rule]) };
  }
  if (perEffect.length === 1) return perEffect[0] as Verdict;
  const yes = perEffect.filter((v) => v.canActivate);
  const unconditional = yes.filter((v) => v.conditions.length === 0);
  // When every effect says no, the effect that came closest to the Damage Step explains it best.
  const chosen = unconditional.length > 0 ? unconditional : yes.length > 0 ? yes : [...perEffect].sort((a, b) => distance(a) - distance(b));
  const reasons: VerdictReason[] = [];
  const seen = new Set<string>();
  for (const v of chosen) {
    for (const r of v.reasons) {
      if (!seen.has(r.rule)) {
        seen.add(r.rule);
        reasons.push(r);
      }
    }
  }
  return {
    timing,
    canActivate: yes.length > 0,
    conditions: unconditional.length > 0 ? [] : [...new Set(yes.flatMap((v) => v.conditions))],
    reasons,
    citations: [...new Set(chosen.flatMap((v) => v.citations))],
  };
}

// How far a "no" is from a "yes": a prohibition aimed at this very effect (an ATK/DEF rule,
// "(except during the Damage Step)") is closest; an event that only happens at another timing
// next; the closed list after; Spell Speed 1, Continuous effects and unread text are furthest.
const FAR_RULES = new Set(['gate.spell-speed-1', 'gate.continuous-effects-are-not-activated', NOT_READ_RULE_ID, NO_ACTIVATED_EFFECT_RULE_ID]);
function distance(v: Verdict): number {
  const first = v.reasons[0]?.rule ?? '';
  if (FAR_RULES.has(first)) return 4;
  if (first === EVENT_GATE_RULE_ID) return v.reasons[0]?.text.endsWith(NEVER_MET) ? 3 : 1;
  if (first === NO_PERMISSION_RULE_ID || v.reasons.every((r) => r.outcome !== 'prohibit')) return 2;
  return 0;
}

// Effects that differ only in how they are described (label, text, where it was read, how sure
// the reading is) get the same verdicts: a card pool repeats a few thousand kinds of effect, so
// each kind is decided once. Every other field is part of the key, so a field that a matcher
// learns to read is in it without anyone having to remember it.
const DESCRIPTIVE = new Set(['label', 'text', 'span', 'confidence', 'assumptions', 'wordings', 'notReadText']);
const MAX_KINDS = 100_000;
const byKind = new Map<string, Map<string, Verdict[]>>();

function kindKey(effect: EffectCharacteristics): string {
  // A plain copy keeps JSON.stringify on its fast path (a replacer function would leave it).
  const decisive: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(effect)) if (!DESCRIPTIVE.has(key)) decisive[key] = value;
  return JSON.stringify(decisive);
}

export function cardVerdicts(card: CardRecord, timings: TimingId[], opts: VerdictOptions): CardVerdicts {
  let lists: Candidate[][] | undefined;
  // The candidates per timing are looked up once per card (the timings checked then), and each
  // effect's traits once.
  const listsOf = (): Candidate[][] =>
    (lists ??= timings.map((t) => {
      if (!isTimingOf(t, opts.ruleset)) throw new UnknownTimingError(t, opts.ruleset);
      return candidateRules(t, opts);
    }));
  const setKey = `${opts.ruleset}|${opts.region}|${timings.join(',')}`;
  let kinds = byKind.get(setKey);
  if (!kinds) {
    kinds = new Map();
    byKind.set(setKey, kinds);
  }
  const effects = card.effects.map((effect) => {
    const kind = kindKey(effect);
    let verdicts = kinds.get(kind);
    if (!verdicts) {
      const traits = traitKey(effect);
      verdicts = listsOf().map((all, i) => decide(effect, timings[i] as TimingId, opts, withTraits(all, effect, traits)));
      if (kinds.size >= MAX_KINDS) kinds.clear();
      kinds.set(kind, verdicts);
    }
    return { effect, verdicts: [...verdicts] };
  });
  if (card.effects.some((e) => e.summonedBy !== undefined)) {
    timings.forEach((_, i) => {
      const linked = linkSummoned(
        card.effects,
        effects.map((e) => e.verdicts[i] as Verdict),
      );
      effects.forEach((e, k) => (e.verdicts[i] = linked[k] as Verdict));
    });
  }
  const verdicts = timings.map((t, i) =>
    combineEffectVerdicts(
      t,
      effects.map((e) => e.verdicts[i] as Verdict),
    ),
  );
  return { card, verdicts, effects };
}
