import type { CardKind, CardSubtype } from '../types';

// YGOPro / EDOPro `datas.type` bit flags, as their card scripts define them.
export const TYPE = {
  MONSTER: 0x1,
  SPELL: 0x2,
  TRAP: 0x4,
  NORMAL: 0x10,
  EFFECT: 0x20,
  FUSION: 0x40,
  RITUAL: 0x80,
  TRAPMONSTER: 0x100,
  SPIRIT: 0x200,
  UNION: 0x400,
  GEMINI: 0x800,
  TUNER: 0x1000,
  SYNCHRO: 0x2000,
  TOKEN: 0x4000,
  QUICKPLAY: 0x10000,
  CONTINUOUS: 0x20000,
  EQUIP: 0x40000,
  FIELD: 0x80000,
  COUNTER: 0x100000,
  FLIP: 0x200000,
  TOON: 0x400000,
  XYZ: 0x800000,
  PENDULUM: 0x1000000,
  SPSUMMON: 0x2000000,
  LINK: 0x4000000,
} as const;

/**
 * The bits of a card's type given by name, as exports of a card database list them ("monster",
 * "quickplay", "special_summon"); a name that is no type bit adds nothing.
 */
export function typeBitsOfNames(names: readonly string[]): number {
  let bits = 0;
  for (const name of names) {
    const key = name === 'special_summon' ? 'SPSUMMON' : name.toUpperCase();
    if (Object.hasOwn(TYPE, key)) bits |= TYPE[key as keyof typeof TYPE];
  }
  return bits;
}

// Frame words in the order a type line reads them ("Synchro Tuner Effect Monster").
const MONSTER_WORDS: Array<[number, string]> = [
  [TYPE.FUSION, 'Fusion'],
  [TYPE.RITUAL, 'Ritual'],
  [TYPE.SYNCHRO, 'Synchro'],
  [TYPE.XYZ, 'Xyz'],
  [TYPE.LINK, 'Link'],
  [TYPE.PENDULUM, 'Pendulum'],
  [TYPE.SPIRIT, 'Spirit'],
  [TYPE.UNION, 'Union'],
  [TYPE.GEMINI, 'Gemini'],
  [TYPE.TOON, 'Toon'],
  [TYPE.FLIP, 'Flip'],
  [TYPE.TUNER, 'Tuner'],
  [TYPE.TOKEN, 'Token'],
  [TYPE.NORMAL, 'Normal'],
  [TYPE.EFFECT, 'Effect'],
];

const MONSTER_BITS = TYPE.MONSTER | MONSTER_WORDS.reduce((a, [b]) => a | b, 0) | TYPE.TRAPMONSTER | TYPE.SPSUMMON;
const SPELL_BITS = TYPE.SPELL | TYPE.QUICKPLAY | TYPE.CONTINUOUS | TYPE.EQUIP | TYPE.FIELD | TYPE.RITUAL;
const TRAP_BITS = TYPE.TRAP | TYPE.CONTINUOUS | TYPE.COUNTER | TYPE.TRAPMONSTER;

export type DecodedType = { kind: CardKind; subtype: CardSubtype; monsterTypes?: string[] } | { error: string };

const hex = (n: number): string => `0x${n.toString(16)}`;

/** Kind, subtype and frame words of a `datas.type` value; an error names what does not fit. */
export function decodeTypeBits(type: number): DecodedType {
  if (!Number.isInteger(type) || type < 0) return { error: `type code ${String(type)} is not a non-negative integer` };
  const base = type & (TYPE.MONSTER | TYPE.SPELL | TYPE.TRAP);
  if (base === TYPE.MONSTER) {
    const unknown = type & ~MONSTER_BITS;
    if (unknown) return { error: `unknown type code ${hex(type)} (monster with unknown bits ${hex(unknown)})` };
    return { kind: 'monster', subtype: 'monster', monsterTypes: MONSTER_WORDS.filter(([b]) => type & b).map(([, w]) => w) };
  }
  if (base === TYPE.SPELL) {
    const unknown = type & ~SPELL_BITS;
    if (unknown) return { error: `unknown type code ${hex(type)} (Spell with unknown bits ${hex(unknown)})` };
    const subtypes: CardSubtype[] = [];
    if (type & TYPE.QUICKPLAY) subtypes.push('quick-play-spell');
    if (type & TYPE.CONTINUOUS) subtypes.push('continuous-spell');
    if (type & TYPE.EQUIP) subtypes.push('equip-spell');
    if (type & TYPE.FIELD) subtypes.push('field-spell');
    if (type & TYPE.RITUAL) subtypes.push('ritual-spell');
    if (subtypes.length > 1) return { error: `unknown type code ${hex(type)} (a Spell with ${subtypes.length} subtypes)` };
    return { kind: 'spell', subtype: subtypes[0] ?? 'normal-spell' };
  }
  if (base === TYPE.TRAP) {
    const unknown = type & ~TRAP_BITS;
    if (unknown) return { error: `unknown type code ${hex(type)} (Trap with unknown bits ${hex(unknown)})` };
    if (type & TYPE.CONTINUOUS && type & TYPE.COUNTER) return { error: `unknown type code ${hex(type)} (both Continuous and Counter Trap)` };
    return { kind: 'trap', subtype: type & TYPE.COUNTER ? 'counter-trap' : type & TYPE.CONTINUOUS ? 'continuous-trap' : 'normal-trap' };
  }
  return { error: `unknown type code ${hex(type)} (${base === 0 ? 'neither Monster, Spell nor Trap' : 'more than one of Monster, Spell and Trap'})` };
}

// ---------------------------------------------------------------------------------------------
// YGOPRODeck type strings ("Flip Effect Monster", "Spell Card") and `race` for Spells/Traps.

// Maps, not object literals: a `race` or type word like "constructor" or "__proto__" from a
// downloaded file must not find Object's own members (issue 19).
const DECK_WORDS: ReadonlyMap<string, string> = new Map(
  ['Normal', 'Effect', 'Flip', 'Fusion', 'Ritual', 'Synchro', 'Xyz', 'Link', 'Pendulum', 'Tuner', 'Spirit', 'Union', 'Gemini', 'Toon', 'Token'].map((w) => [w.toLowerCase(), w]),
);
const SPELL_RACE: ReadonlyMap<string, CardSubtype> = new Map([
  ['normal', 'normal-spell'],
  ['quick-play', 'quick-play-spell'],
  ['continuous', 'continuous-spell'],
  ['equip', 'equip-spell'],
  ['field', 'field-spell'],
  ['ritual', 'ritual-spell'],
]);
const TRAP_RACE: ReadonlyMap<string, CardSubtype> = new Map([
  ['normal', 'normal-trap'],
  ['continuous', 'continuous-trap'],
  ['counter', 'counter-trap'],
]);

/** Kind and subtype from a YGOPRODeck entry's `type` (and `race` for Spells/Traps). */
export function decodeTypeString(type: string, race: string | undefined): DecodedType {
  const t = type.trim().toLowerCase();
  if (t === 'spell card' || t === 'trap card') {
    const table = t === 'spell card' ? SPELL_RACE : TRAP_RACE;
    const subtype = table.get((race ?? 'normal').trim().toLowerCase());
    if (!subtype) return { error: `unknown ${t === 'spell card' ? 'Spell' : 'Trap'} type "${race ?? ''}"` };
    return { kind: t === 'spell card' ? 'spell' : 'trap', subtype };
  }
  if (t === 'token') return { kind: 'monster', subtype: 'monster', monsterTypes: ['Token'] };
  if (!t.endsWith(' monster')) return { error: `unknown card type "${type}"` };
  const words = t
    .slice(0, -' monster'.length)
    .split(/\s+/)
    .filter((w) => w !== '');
  const out: string[] = [];
  for (const w of words) {
    const word = DECK_WORDS.get(w);
    if (!word) return { error: `unknown card type "${type}" (the word "${w}")` };
    out.push(word);
  }
  return { kind: 'monster', subtype: 'monster', monsterTypes: out.length > 0 ? out : ['Normal'] };
}
