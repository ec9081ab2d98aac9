import { cardVerdicts } from './engine/eligibility';
import { timingIdsOf } from './timings';
import type { CardRecord, EffectCharacteristics, TimingId, Verdict, VerdictOptions } from './types';
import type { CardRead } from './classify/card-block';

/** The answer to "can this card be activated?", in the shape `dmgstep ask --json` prints. */
export interface AskAnswer {
  /** `read`: for a card read from a pasted block, what the block said the card is (card-block.ts). */
  card: { name: string; source: CardRecord['source']; kind: CardRecord['kind']; subtype: CardRecord['subtype']; read?: CardRead; grantedElsewhere?: CardRecord['grantedElsewhere'] };
  ruleset: VerdictOptions['ruleset'];
  region: VerdictOptions['region'];
  verdicts: PublicVerdict[];
  effects: Array<{ label: string; kind: 'card-activation' | 'effect'; verdicts: PublicVerdict[] } & EffectExtras>;
  /** Set when the name asked about was a slip for this card's ("Kurriboh" read as "Kuriboh"). */
  readAs?: { typed: string; name: string };
}

/** Extra fields an effect entry may carry (text span and confidence for classified cards). */
export interface EffectExtras {
  text?: string;
  span?: { start: number; end: number };
  confidence?: number;
  assumptions?: string[];
  /** The reader's wording records that decided how the effect was read. */
  wordings?: string[];
  /** The activation condition the reader could not read; the card's verdicts leave the effect out. */
  notRead?: { text: string; countedInVerdict: false };
}

export type PublicVerdict = Omit<Verdict, 'reasons'> & { reasons: Array<{ rule: string; text: string }> };

export function publicVerdict(v: Verdict): PublicVerdict {
  return { timing: v.timing, canActivate: v.canActivate, conditions: v.conditions, reasons: v.reasons.map((r) => ({ rule: r.rule, text: r.text })), citations: v.citations };
}

/** Provenance a classifier attaches to an effect; absent for hand-written records. */
export type EffectProvenance = (effect: EffectCharacteristics) => EffectExtras | undefined;

/** The card as an answer names it; `ask --json` and its pool serializer both build it here, so the two stay the same. */
export function answerCardOf(card: CardRecord): AskAnswer['card'] {
  return { name: card.name, source: card.source, kind: card.kind, subtype: card.subtype, ...(card.grantedElsewhere?.length ? { grantedElsewhere: card.grantedElsewhere } : {}) };
}

export function ask(card: CardRecord, opts: VerdictOptions, timings: TimingId[] = timingIdsOf(opts.ruleset), provenance?: EffectProvenance): AskAnswer {
  const result = cardVerdicts(card, timings, opts);
  return {
    card: answerCardOf(card),
    ruleset: opts.ruleset,
    region: opts.region,
    verdicts: result.verdicts.map(publicVerdict),
    effects: result.effects.map(({ effect, verdicts }) => ({
      label: effect.label,
      kind: effect.activation === 'card' ? 'card-activation' : 'effect',
      verdicts: verdicts.map(publicVerdict),
      ...(provenance?.(effect) ?? {}),
    })),
  };
}
