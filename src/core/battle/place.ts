import type { CardSnapshot, Position, Zone } from './types';

// Where a card is, as a player would say it. Only cards on the field have a face to show (a
// card in the hand, the GY or banished is just there), only monsters in the Monster Zone have a
// battle position, and only monsters have ATK/DEF: a surface shows no more than the game does.

/** How a card lies in its zone: face-up, or face-down ("Set" for a Spell/Trap). */
export type CardFace = 'face-up' | 'face-down' | 'set';

export interface CardPlace {
  zone: Zone;
  /** On the field only. */
  face?: CardFace;
  /** Monsters in the Monster Zone only. */
  position?: Position;
}

const FIELD_ZONES: readonly Zone[] = ['monster', 'spell-trap'];

export function cardPlace(card: Pick<CardSnapshot, 'zone' | 'faceUp' | 'position'>): CardPlace {
  if (!FIELD_ZONES.includes(card.zone)) return { zone: card.zone };
  if (card.zone === 'spell-trap') return { zone: card.zone, face: card.faceUp ? 'face-up' : 'set' };
  return { zone: card.zone, face: card.faceUp ? 'face-up' : 'face-down', ...(card.position ? { position: card.position } : {}) };
}

/** ATK and DEF to show, or undefined for a card that has none (a Spell or a Trap). */
export function cardStats(card: Pick<CardSnapshot, 'atk' | 'def'>): { atk: number; def: number } | undefined {
  if (card.atk === undefined && card.def === undefined) return undefined;
  return { atk: card.atk ?? 0, def: card.def ?? 0 };
}

/** The zones' names as the rulebook writes them. */
export const ZONE_NAMES: Readonly<Record<Zone, string>> = {
  monster: 'Monster Zone',
  'spell-trap': 'Spell & Trap Zone',
  hand: 'hand',
  gy: 'GY',
  banished: 'banished',
  'extra-deck': 'Extra Deck',
  deck: 'Deck',
};

export const POSITION_NAMES: Readonly<Record<Position, string>> = { attack: 'Attack Position', defense: 'Defense Position' };

export const FACE_NAMES: Readonly<Record<CardFace, string>> = { 'face-up': 'face-up', 'face-down': 'face-down', set: 'Set' };

/** "Monster Zone, face-down Defense Position", "Spell & Trap Zone, Set", "hand". */
export function placeWords(place: CardPlace): string {
  const how = [place.face ? FACE_NAMES[place.face] : '', place.position ? POSITION_NAMES[place.position] : ''].filter(Boolean).join(' ');
  return how ? `${ZONE_NAMES[place.zone]}, ${how}` : ZONE_NAMES[place.zone];
}
