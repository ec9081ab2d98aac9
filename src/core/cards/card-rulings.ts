import type { CardRecord, EffectCharacteristics } from '../types';

// A card read from its text keeps the card-specific rulings the project holds for that card: the
// text of "Muko" pasted and named answers as "Muko" looked up by name does, by the ruling that
// allows it in the Damage Step (seed 002, cards allowed by specific rulings), not by the general
// rule its wording alone would meet.

/** One card-specific ruling carried from the project's record of the card to an effect read from text. */
export interface CarriedRuling {
  ruling: string;
  /** Index of the effect read from text that now carries the ruling. */
  effect: number;
}

export interface CardRulingsApplied<C extends CardRecord = CardRecord> {
  card: C;
  carried: CarriedRuling[];
  /** Rulings of the record no effect read from the text matched; said, never applied to a guess. */
  unmatched: string[];
}

const family = (e: EffectCharacteristics): string => e.effectKind.replace(/-like$/, '');

/**
 * `card` (read from text) with the rulings of `ruled` (the project's record of a card of the same
 * name) on the effects that match them: a ruling on a Spell or Trap's activation goes to the card's
 * activation read from the text; one on an effect goes to an effect of the same kind (Trigger, Quick,
 * Ignition, Continuous, Flip; "-like" aside) or the same event, the same place among them first. A
 * ruling whose effect the text does not have is left unapplied.
 */
export function withCardRulings<C extends CardRecord>(card: C, ruled: CardRecord | undefined): CardRulingsApplied<C> {
  const carried: CarriedRuling[] = [];
  const unmatched: string[] = [];
  if (ruled === undefined || !ruled.effects.some((e) => (e.rulings ?? []).length > 0)) return { card, carried, unmatched };
  const effects: C['effects'] = card.effects.map((e) => ({ ...e }));
  ruled.effects.forEach((r, ruledIndex) => {
    const rulings = r.rulings ?? [];
    if (rulings.length === 0) return;
    const place = ruled.effects.filter((x, i) => i < ruledIndex && x.activation === r.activation).length;
    let best = -1;
    let bestScore = 0;
    effects.forEach((e, i) => {
      if (e.activation !== r.activation) return;
      const samePlace = effects.filter((x, j) => j < i && x.activation === e.activation).length === place;
      // A Spell or Trap has one activation of the card itself: the ruling on it is the ruling on that.
      const sameActivation = r.activation === 'card' ? 2 : 0;
      const score = sameActivation + (family(e) === family(r) ? 2 : 0) + (e.event !== undefined && e.event === r.event ? 2 : 0) + (samePlace ? 1 : 0);
      if (score >= 2 && score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    const target = effects[best];
    if (target === undefined) {
      unmatched.push(...rulings);
      return;
    }
    target.rulings = [...new Set([...(target.rulings ?? []), ...rulings])];
    // An effect read from text says what it assumed; this is said with the rest.
    const withAssumptions = target as { assumptions?: unknown };
    if (Array.isArray(withAssumptions.assumptions))
      withAssumptions.assumptions = [...(withAssumptions.assumptions as string[]), `the project's card-specific ruling for "${ruled.name}" applies (${rulings.join(', ')}): the text is named so`];
    for (const ruling of rulings) carried.push({ ruling, effect: best });
  });
  return { card: { ...card, effects }, carried, unmatched };
}
