import { eventTimings, inherentTimings } from '../events';
import type { EffectCharacteristics, EffectMatcher, RuleSetId, TimingId } from '../types';

/** What a matcher may look at besides the effect: where we are, and which rule is asking. */
export interface MatchContext {
  timing: TimingId;
  ruleset: RuleSetId;
  ruleId: string;
}

type MatchableEffect = Partial<EffectCharacteristics> & Pick<EffectCharacteristics, 'does' | 'effectKind' | 'mandatory'>;
type Check = (e: MatchableEffect, ctx: MatchContext) => boolean;
export type CompiledMatcher = Check;

/** The event is the battle's own at some timings of the step and can be caused by an effect at others. */
function partlyInherent(event: NonNullable<EffectCharacteristics['event']>, ruleset: RuleSetId): boolean {
  const inherent = inherentTimings(event, ruleset);
  return inherent.length > 0 && eventTimings(event, ruleset).some((t) => !inherent.includes(t));
}

function within<T>(allowed: readonly T[], value: T | undefined): boolean {
  return value !== undefined && allowed.includes(value);
}

/**
 * The part of a matcher that looks only at what never changes about an effect (how it is
 * activated, its card, its kind, whether it is mandatory): the engine also uses it to drop, once
 * per kind of effect, the rules that can never match.
 */
export function matchesFixedTraits(m: EffectMatcher, e: MatchableEffect): boolean {
  return (
    (!m.activation || within(m.activation, e.activation)) &&
    (!m.cardKind || within(m.cardKind, e.cardKind)) &&
    (!m.cardSubtype || within(m.cardSubtype, e.cardSubtype)) &&
    (!m.effectKind || within(m.effectKind, e.effectKind)) &&
    (m.mandatory === undefined || m.mandatory === e.mandatory)
  );
}

/**
 * Turns a declarative matcher into a list of checks for the fields it sets, once: verdicts run
 * every candidate rule's matcher, so skipping absent fields is what keeps them cheap.
 */
function compile(m: EffectMatcher): Check {
  const checks: Check[] = [];
  const { doesAny, doesAll, doesSomethingBesides, event, eventSubject } = m;
  if (m.activation || m.cardKind || m.cardSubtype || m.effectKind || m.mandatory !== undefined) checks.push((e) => matchesFixedTraits(m, e));
  if (doesAny) checks.push((e) => doesAny.some((a) => e.does.includes(a)));
  if (doesAll) checks.push((e) => doesAll.every((a) => e.does.includes(a)));
  if (doesSomethingBesides) checks.push((e) => e.does.some((a) => !doesSomethingBesides.includes(a)));
  if (event) checks.push((e) => within(event, e.event));
  if (eventSubject) checks.push((e) => within(eventSubject, e.eventSubject));
  if (m.eventImpossibleHere !== undefined) {
    const expected = m.eventImpossibleHere;
    checks.push((e, ctx) => (e.event !== undefined && !eventTimings(e.event, ctx.ruleset).includes(ctx.timing)) === expected);
  }
  if (m.eventInherentHere !== undefined) {
    const expected = m.eventInherentHere;
    checks.push((e, ctx) => (e.event !== undefined && inherentTimings(e.event, ctx.ruleset).includes(ctx.timing)) === expected);
  }
  if (m.eventPartlyDamageStepSpecific !== undefined) {
    const expected = m.eventPartlyDamageStepSpecific;
    checks.push((e, ctx) => (e.event !== undefined && partlyInherent(e.event, ctx.ruleset)) === expected);
  }
  if (m.namedInRulings !== undefined) {
    const expected = m.namedInRulings;
    checks.push((e, ctx) => (e.rulings ?? []).includes(ctx.ruleId) === expected);
  }
  if (m.eventSelfAlternative !== undefined) {
    const expected = m.eventSelfAlternative;
    checks.push((e) => Boolean(e.eventSelfAlternative) === expected);
  }
  if (m.evenDuringDamageStep !== undefined) {
    const expected = m.evenDuringDamageStep;
    checks.push((e) => Boolean(e.evenDuringDamageStep) === expected);
  }
  if (m.exceptDuringDamageStep !== undefined) {
    const expected = m.exceptDuringDamageStep;
    checks.push((e) => Boolean(e.exceptDuringDamageStep) === expected);
  }
  if (m.sourceDestroyedByBattle !== undefined) {
    const expected = m.sourceDestroyedByBattle;
    checks.push((e) => Boolean(e.sourceDestroyedByBattle) === expected);
  }
  if (m.notRead !== undefined) {
    const expected = m.notRead;
    checks.push((e) => Boolean(e.notRead) === expected);
  }
  if (m.sameChainLinkEffect) {
    const inner = compileMatcher(m.sameChainLinkEffect);
    checks.push((e, ctx) => e.sameChainLinkEffect !== undefined && inner(e.sameChainLinkEffect, ctx));
  }
  if (m.anyOf) {
    const alternatives = m.anyOf.map(compileMatcher);
    checks.push((e, ctx) => alternatives.some((alt) => alt(e, ctx)));
  }
  if (m.not) {
    const negated = compileMatcher(m.not);
    checks.push((e, ctx) => !negated(e, ctx));
  }
  return (e, ctx) => checks.every((check) => check(e, ctx));
}

const cache = new WeakMap<EffectMatcher, Check>();

/** The matcher as one function, built once per matcher object. */
export function compileMatcher(m: EffectMatcher): CompiledMatcher {
  let check = cache.get(m);
  if (!check) {
    check = compile(m);
    cache.set(m, check);
  }
  return check;
}
