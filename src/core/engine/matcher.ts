import { eventTimings, inherentTimings } from '../events';
import type { EffectCharacteristics, EffectMatcher, RuleSetId, TimingId } from '../types';

/** What a matcher may look at besides the effect: where we are, and which rule is asking. */
export interface MatchContext {
  timing: TimingId;
  ruleset: RuleSetId;
  ruleId: string;
}

type MatchableEffect = Partial<EffectCharacteristics> & Pick<EffectCharacteristics, 'does' | 'effectKind' | 'mandatory'>;

function within<T>(allowed: readonly T[] | undefined, value: T | undefined): boolean {
  return allowed === undefined || (value !== undefined && allowed.includes(value));
}

function flag(expected: boolean | undefined, value: boolean | undefined): boolean {
  return expected === undefined || expected === Boolean(value);
}

export function matches(m: EffectMatcher, e: MatchableEffect, ctx: MatchContext): boolean {
  if (!within(m.activation, e.activation)) return false;
  if (!within(m.cardKind, e.cardKind)) return false;
  if (!within(m.cardSubtype, e.cardSubtype)) return false;
  if (!within(m.effectKind, e.effectKind)) return false;
  if (m.mandatory !== undefined && m.mandatory !== e.mandatory) return false;
  if (m.doesAny && !m.doesAny.some((a) => e.does.includes(a))) return false;
  if (m.doesAll && !m.doesAll.every((a) => e.does.includes(a))) return false;
  if (m.doesSomethingBesides && !e.does.some((a) => !m.doesSomethingBesides?.includes(a))) return false;
  if (!within(m.event, e.event)) return false;
  if (!within(m.eventSubject, e.eventSubject)) return false;
  if (m.eventImpossibleHere !== undefined) {
    const impossible = e.event !== undefined && !eventTimings(e.event, ctx.ruleset).includes(ctx.timing);
    if (impossible !== m.eventImpossibleHere) return false;
  }
  if (m.eventInherentHere !== undefined) {
    const inherent = e.event !== undefined && inherentTimings(e.event, ctx.ruleset).includes(ctx.timing);
    if (inherent !== m.eventInherentHere) return false;
  }
  if (m.namedInRulings !== undefined && m.namedInRulings !== (e.rulings ?? []).includes(ctx.ruleId)) return false;
  if (!flag(m.exceptDuringDamageStep, e.exceptDuringDamageStep)) return false;
  if (!flag(m.sourceDestroyedByBattle, e.sourceDestroyedByBattle)) return false;
  if (m.sameChainLinkEffect) {
    if (!e.sameChainLinkEffect || !matches(m.sameChainLinkEffect, e.sameChainLinkEffect, ctx)) return false;
  }
  if (m.anyOf && !m.anyOf.some((sub) => matches(sub, e, ctx))) return false;
  if (m.not && matches(m.not, e, ctx)) return false;
  return true;
}
