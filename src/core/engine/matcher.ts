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

function within<T>(allowed: readonly T[], value: T | undefined): boolean {
  return value !== undefined && allowed.includes(value);
}

/**
 * Turns a declarative matcher into a list of checks for the fields it sets, once: verdicts run
 * every candidate rule's matcher, so skipping absent fields is what keeps them cheap.
 */
function compile(m: EffectMatcher): Check {
  const checks: Check[] = [];
  const { activation, cardKind, cardSubtype, effectKind, mandatory, doesAny, doesAll, doesSomethingBesides, event, eventSubject } = m;
  if (activation) checks.push((e) => within(activation, e.activation));
  if (cardKind) checks.push((e) => within(cardKind, e.cardKind));
  if (cardSubtype) checks.push((e) => within(cardSubtype, e.cardSubtype));
  if (effectKind) checks.push((e) => within(effectKind, e.effectKind));
  if (mandatory !== undefined) checks.push((e) => e.mandatory === mandatory);
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
  if (m.namedInRulings !== undefined) {
    const expected = m.namedInRulings;
    checks.push((e, ctx) => (e.rulings ?? []).includes(ctx.ruleId) === expected);
  }
  if (m.exceptDuringDamageStep !== undefined) {
    const expected = m.exceptDuringDamageStep;
    checks.push((e) => Boolean(e.exceptDuringDamageStep) === expected);
  }
  if (m.sourceDestroyedByBattle !== undefined) {
    const expected = m.sourceDestroyedByBattle;
    checks.push((e) => Boolean(e.sourceDestroyedByBattle) === expected);
  }
  if (m.sameChainLinkEffect) {
    const inner = compiled(m.sameChainLinkEffect);
    checks.push((e, ctx) => e.sameChainLinkEffect !== undefined && inner(e.sameChainLinkEffect, ctx));
  }
  if (m.anyOf) {
    const alternatives = m.anyOf.map(compiled);
    checks.push((e, ctx) => alternatives.some((alt) => alt(e, ctx)));
  }
  if (m.not) {
    const negated = compiled(m.not);
    checks.push((e, ctx) => !negated(e, ctx));
  }
  return (e, ctx) => checks.every((check) => check(e, ctx));
}

const cache = new WeakMap<EffectMatcher, Check>();

function compiled(m: EffectMatcher): Check {
  let check = cache.get(m);
  if (!check) {
    check = compile(m);
    cache.set(m, check);
  }
  return check;
}

/** The matcher as one function, built once per matcher object. */
export function compileMatcher(m: EffectMatcher): CompiledMatcher {
  return compiled(m);
}

/** Does the effect have every characteristic the matcher names, at this timing? */
export function matches(m: EffectMatcher, e: MatchableEffect, ctx: MatchContext): boolean {
  return compiled(m)(e, ctx);
}
