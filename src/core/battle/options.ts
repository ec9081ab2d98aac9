import { combineEffectVerdicts, effectVerdicts } from '../engine/eligibility';
import type { CardRecord, TimingId, Verdict, VerdictOptions } from '../types';
import type { StepOption } from './types';

/**
 * Can the card be activated at this timing? The card's effects as the eligibility engine sees
 * them, marked when the card has been determined destroyed by battle and is still on the field.
 */
export function cardVerdict(record: CardRecord, timing: TimingId, opts: VerdictOptions, destroyedByBattle: boolean): Verdict {
  const effects = destroyedByBattle ? record.effects.map((e) => ({ ...e, sourceDestroyedByBattle: true })) : record.effects;
  return combineEffectVerdicts(timing, effectVerdicts(effects, timing, opts));
}

export function optionOf(name: string, v: Verdict): StepOption {
  return { card: name, canActivate: v.canActivate, reasons: v.reasons.map((r) => ({ rule: r.rule, text: r.text })) };
}
