import type { CardKind, CardRecord, CardSubtype, EffectCharacteristics } from '../types';

// Builders that keep the hand-written catalog short and uniform. Each effect is written from
// what the seed documents say of the card, never from another engine's answers.

type EffectFields = Omit<EffectCharacteristics, 'activation' | 'cardKind' | 'cardSubtype'>;
type Seed = CardRecord['seed'];

/** A monster with its effects; each effect is a monster effect (`activation: 'effect'`). */
export function monster(name: string, seed: Seed, effects: EffectFields[], extra: Partial<CardRecord> = {}): CardRecord {
  return {
    name,
    kind: 'monster',
    subtype: 'monster',
    seed,
    source: 'embedded',
    ...extra,
    effects: effects.map((e) => ({ ...e, activation: 'effect', cardKind: 'monster', cardSubtype: 'monster' })),
  };
}

/**
 * A Spell or Trap: the first entry is the card's own activation (with the effect activated with
 * it); later entries are its other effects (activated once the card is face-up, or from the GY).
 */
export function spellTrap(name: string, subtype: Exclude<CardSubtype, 'monster'>, seed: Seed, activation: EffectFields, effects: EffectFields[] = [], extra: Partial<CardRecord> = {}): CardRecord {
  const kind: CardKind = subtype.endsWith('-spell') ? 'spell' : 'trap';
  return {
    name,
    kind,
    subtype,
    seed,
    source: 'embedded',
    ...extra,
    effects: [{ ...activation, activation: 'card', cardKind: kind, cardSubtype: subtype }, ...effects.map((e) => ({ ...e, activation: 'effect' as const, cardKind: kind, cardSubtype: subtype }))],
  };
}

export const S000 = (section: string): Seed => ({ document: '000', section });

/**
 * Printed beside a self-destroying Continuous effect the seed speaks of (Giant Kozaky, Zombie Mammoth):
 * "If/When this face-up card is destroyed, inflict damage …", a Trigger Effect by its wording.
 */
export const DAMAGE_WHEN_DESTROYED: EffectFields = {
  label: 'when this face-up card is destroyed: inflict damage to its controller (mandatory trigger)',
  effectKind: 'trigger',
  mandatory: true,
  does: ['damage'],
  event: 'self-moved',
  eventSubject: 'self',
};
export const S002 = (section: string): Seed => ({ document: '002', section });
export const S003 = (section: string): Seed => ({ document: '003', section });
