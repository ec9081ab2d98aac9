import type { CardKind, CardSubtype } from '../types';

/** A card's kind as the classifier needs it: kind, subtype and (monsters) frame words. */
export interface CardKindInfo {
  kind: CardKind;
  subtype: CardSubtype;
  monsterTypes?: string[];
}

const MONSTER = (types: string[]): CardKindInfo => ({ kind: 'monster', subtype: 'monster', monsterTypes: types });

// The labels players write on the card's type line; the order is the one usage messages list.
const LABELS: ReadonlyArray<[string, CardKindInfo]> = [
  ['Normal Monster', MONSTER(['Normal'])],
  ['Effect Monster', MONSTER(['Effect'])],
  ['Flip Effect Monster', MONSTER(['Flip', 'Effect'])],
  ['Fusion Monster', MONSTER(['Fusion', 'Effect'])],
  ['Ritual Effect Monster', MONSTER(['Ritual', 'Effect'])],
  ['Synchro Monster', MONSTER(['Synchro', 'Effect'])],
  ['XYZ Monster', MONSTER(['Xyz', 'Effect'])],
  ['Link Monster', MONSTER(['Link', 'Effect'])],
  ['Pendulum Effect Monster', MONSTER(['Pendulum', 'Effect'])],
  ['Normal Spell', { kind: 'spell', subtype: 'normal-spell' }],
  ['Quick-Play Spell', { kind: 'spell', subtype: 'quick-play-spell' }],
  ['Continuous Spell', { kind: 'spell', subtype: 'continuous-spell' }],
  ['Equip Spell', { kind: 'spell', subtype: 'equip-spell' }],
  ['Field Spell', { kind: 'spell', subtype: 'field-spell' }],
  ['Ritual Spell', { kind: 'spell', subtype: 'ritual-spell' }],
  ['Normal Trap', { kind: 'trap', subtype: 'normal-trap' }],
  ['Continuous Trap', { kind: 'trap', subtype: 'continuous-trap' }],
  ['Counter Trap', { kind: 'trap', subtype: 'counter-trap' }],
];

/** The `--kind` labels, in the order they are listed to users. */
export const KIND_LABELS: readonly string[] = LABELS.map(([label]) => label);

const labelKey = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/\s+card$/, '')
    .trim();
const BY_KEY = new Map(LABELS.map(([label, info]) => [labelKey(label), info]));

/** The kind for a player's label ("Quick-Play Spell", "flip effect monster"); undefined if unknown. */
export function parseKindLabel(label: string): CardKindInfo | undefined {
  const info = BY_KEY.get(labelKey(label));
  return info && { ...info, ...(info.monsterTypes ? { monsterTypes: [...info.monsterTypes] } : {}) };
}

const SUBTYPE_LABELS: Record<Exclude<CardSubtype, 'monster'>, string> = {
  'normal-spell': 'Normal Spell',
  'quick-play-spell': 'Quick-Play Spell',
  'continuous-spell': 'Continuous Spell',
  'equip-spell': 'Equip Spell',
  'field-spell': 'Field Spell',
  'ritual-spell': 'Ritual Spell',
  'normal-trap': 'Normal Trap',
  'continuous-trap': 'Continuous Trap',
  'counter-trap': 'Counter Trap',
};

/** A readable label for a card's kind ("Flip Effect Monster", "Counter Trap"). */
export function kindLabelOf(card: { subtype: CardSubtype; monsterTypes?: string[] }): string {
  if (card.subtype !== 'monster') return SUBTYPE_LABELS[card.subtype];
  const types = card.monsterTypes ?? [];
  return types.length > 0 ? `${types.join(' ')} Monster` : 'Monster';
}
