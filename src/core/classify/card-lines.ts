// The shapes of a pasted card's identity lines, as card databases, wikis, the official database,
// deck builders, chat bots and card makers print them. Each record is one way of writing one
// part of a card's identity, with real-looking examples; test/unit/card-lines.test.ts reads every
// example with the record it illustrates. The tables are Maps, never plain-object look-ups: a
// pasted word such as "constructor" or "__proto__" is only ever an unknown word.

/** What identity lines said about the card, before it is turned into a kind. */
export interface IdentityDraft {
  attribute?: string;
  race?: string;
  /** Monster frame words in the order written: "Flip", "Effect", "Tuner"... */
  frames: string[];
  /** "spell", "trap" or "monster" when a line names it. */
  category?: 'spell' | 'trap' | 'monster';
  /** A Spell/Trap property: "normal", "quick-play", "continuous"... */
  property?: string;
  /** Words that are a frame for a monster and a property for a Spell/Trap ("Normal", "Ritual"). */
  either: string[];
  level?: number;
  rank?: number;
  link?: number;
  scale?: number;
  atk?: number | '?';
  def?: number | '?';
}

export const emptyDraft = (): IdentityDraft => ({ frames: [], either: [] });

type WordClass = 'race' | 'frame' | 'category' | 'property' | 'either' | 'card';
interface TypeWord {
  cls: WordClass;
  /** As the card shows it: "Spellcaster", "Effect", "quick-play". */
  value: string;
}

const RACES = [
  'Aqua',
  'Beast',
  'Beast-Warrior',
  'Creator God',
  'Cyberse',
  'Dinosaur',
  'Divine-Beast',
  'Dragon',
  'Fairy',
  'Fiend',
  'Fish',
  'Illusion',
  'Insect',
  'Machine',
  'Plant',
  'Psychic',
  'Pyro',
  'Reptile',
  'Rock',
  'Sea Serpent',
  'Spellcaster',
  'Thunder',
  'Warrior',
  'Winged Beast',
  'Wyrm',
  'Zombie',
];
const FRAMES = ['Effect', 'Flip', 'Fusion', 'Synchro', 'Xyz', 'Link', 'Pendulum', 'Tuner', 'Spirit', 'Union', 'Gemini', 'Toon', 'Token'];
const PROPERTIES: ReadonlyArray<[string, string]> = [
  ['Quick-Play', 'quick-play'],
  ['Quickplay', 'quick-play'],
  ['Continuous', 'continuous'],
  ['Equip', 'equip'],
  ['Field', 'field'],
  ['Counter', 'counter'],
];

/** Letters only, lower case: "Quick-Play", "quick play" and "QUICKPLAY" are one key. */
export const wordKey = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

const TYPE_WORDS = new Map<string, TypeWord>([
  ...RACES.map((r): [string, TypeWord] => [wordKey(r), { cls: 'race', value: r }]),
  ...FRAMES.map((f): [string, TypeWord] => [wordKey(f), { cls: 'frame', value: f }]),
  ...PROPERTIES.map(([w, p]): [string, TypeWord] => [wordKey(w), { cls: 'property', value: p }]),
  ['normal', { cls: 'either', value: 'Normal' }],
  ['ritual', { cls: 'either', value: 'Ritual' }],
  ['spell', { cls: 'category', value: 'spell' }],
  ['magic', { cls: 'category', value: 'spell' }],
  ['trap', { cls: 'category', value: 'trap' }],
  ['monster', { cls: 'category', value: 'monster' }],
  ['monsters', { cls: 'category', value: 'monster' }],
  ['card', { cls: 'card', value: 'card' }],
]);

export function typeWordOf(word: string): TypeWord | undefined {
  const key = wordKey(word);
  return TYPE_WORDS.get(key) ?? (key.endsWith('type') ? TYPE_WORDS.get(key.slice(0, -4)) : undefined);
}

// Longest first, so that "Beast-Warrior" is one word and "Sea Serpent" is not "Sea".
const TYPE_WORD_SOURCE = [...RACES, ...FRAMES, ...PROPERTIES.map(([w]) => w), 'Quick Play', 'Normal', 'Ritual', 'Spell', 'Magic', 'Trap', 'Monsters', 'Monster', 'Card']
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[-\s]+/g, '[\\s-]?'))
  .join('|');
// "Fiend-Type": older card texts name the race so.
const TYPE_WORD = new RegExp(`(?:${TYPE_WORD_SOURCE})(?:[\\s-]type)?(?![a-z0-9])`, 'iy');
const ATTRIBUTES = new Map(['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'].map((a) => [a.toLowerCase(), a]));

/** A stat as printed: a number ("1,600" too), "?" for an unknown one; a dash (a Link Monster's DEF) is no value. */
const num = (s: string | undefined): number | '?' | undefined => (s === undefined || /^[-–—]$/.test(s) ? undefined : /^[?？∞]$/.test(s) ? '?' : Number(s.replace(/,/g, '')));
const STAT = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,5}|[?？∞]|[-–—])`;
function setStat(d: IdentityDraft, key: 'atk' | 'def', value: number | '?' | undefined): true {
  if (value !== undefined) d[key] = value;
  return true;
}

/** Adds one type word to the draft; false when it is not one. */
function addTypeWord(d: IdentityDraft, word: string): boolean {
  const w = typeWordOf(word);
  if (!w) return false;
  if (w.cls === 'race') d.race = w.value;
  else if (w.cls === 'frame' && !d.frames.includes(w.value)) d.frames.push(w.value);
  else if (w.cls === 'either' && !d.either.includes(w.value)) d.either.push(w.value);
  else if (w.cls === 'property') d.property = w.value;
  else if (w.cls === 'category') d.category = w.value as IdentityDraft['category'];
  return true;
}

/** Reads a run of type words ("Quick-Play Spell Card", "Winged Beast"); the words it read, or undefined. */
function addTypeWords(d: IdentityDraft, phrase: string): TypeWord[] | undefined {
  const read: TypeWord[] = [];
  let pos = 0;
  const s = phrase.trim();
  while (pos < s.length) {
    const gap = /[\s/|,+／-]*/y;
    gap.lastIndex = pos;
    pos += gap.exec(s)?.[0].length ?? 0;
    if (pos >= s.length) break;
    TYPE_WORD.lastIndex = pos;
    const m = TYPE_WORD.exec(s);
    if (!m) return undefined;
    const w = typeWordOf(m[0]);
    if (!w) return undefined;
    addTypeWord(d, m[0]);
    read.push(w);
    pos += m[0].length;
  }
  return read.length > 0 ? read : undefined;
}

/** One piece of an identity line: a shape, how it is read, and lines that show it. */
export interface FragmentShape {
  id: string;
  /** Sticky, case-insensitive: tried at the position the line has been read up to. */
  re: RegExp;
  meaning: string;
  /** Applies the match to the draft; false refuses it (the next shape is tried). */
  read(m: RegExpExecArray, d: IdentityDraft): boolean;
  /** Only ignored information (set codes, rarity...): a line of these alone says nothing. */
  ignored?: true;
  examples: Array<{ line: string; reads: Partial<IdentityDraft> }>;
}

const END = '(?![a-z0-9])';

/** Tried in order at each position of an identity line; separators between them are skipped. */
export const FRAGMENT_SHAPES: readonly FragmentShape[] = [
  {
    id: 'stats.atk-def-pair',
    re: new RegExp(String.raw`atk\s*/\s*def\s*[:=]?\s*${STAT}\s*/\s*${STAT}${END}`, 'iy'),
    meaning: 'ATK and DEF under one label',
    read: (m, d) => setStat(d, 'atk', num(m[1])) && setStat(d, 'def', num(m[2])),
    examples: [{ line: 'ATK/DEF 1600 / 1000', reads: { atk: 1600, def: 1000 } }],
  },
  {
    id: 'stats.atk',
    re: new RegExp(String.raw`atk\s*[/:=]?\s*${STAT}${END}`, 'iy'),
    meaning: 'ATK',
    read: (m, d) => setStat(d, 'atk', num(m[1])),
    examples: [
      { line: 'ATK/1200 DEF/800', reads: { atk: 1200, def: 800 } },
      { line: 'ATK 1200 / DEF 800', reads: { atk: 1200, def: 800 } },
      { line: 'ATK: ?', reads: { atk: '?' } },
      { line: 'ATK 2,500', reads: { atk: 2500 } },
    ],
  },
  {
    id: 'stats.def',
    re: new RegExp(String.raw`def\s*[/:=]?\s*${STAT}${END}`, 'iy'),
    meaning: 'DEF',
    read: (m, d) => setStat(d, 'def', num(m[1])),
    examples: [
      { line: 'DEF: 2100', reads: { def: 2100 } },
      { line: 'ATK/1500 DEF/—', reads: { atk: 1500 } },
    ],
  },
  {
    id: 'stats.number-first',
    re: new RegExp(String.raw`${STAT}\s*(atk|def)${END}`, 'iy'),
    meaning: 'a stat written before its name, as some deck builders print it',
    read: (m, d) => setStat(d, (m[2] ?? '').toLowerCase() === 'atk' ? 'atk' : 'def', num(m[1])),
    examples: [{ line: '1600 ATK / 1000 DEF', reads: { atk: 1600, def: 1000 } }],
  },
  {
    id: 'rating.link',
    re: /link(?:\s*rating)?\s*[-:]?\s*(\d)(?![0-9])/iy,
    meaning: 'Link Rating',
    read: (m, d) => ((d.link = Number(m[1])), true),
    examples: [
      { line: 'Link-2', reads: { link: 2 } },
      { line: 'LINK 2', reads: { link: 2 } },
      { line: 'LINK-2 ATK 1500', reads: { link: 2, atk: 1500 } },
    ],
  },
  {
    id: 'rating.rank',
    re: /rank\s*[:.]?\s*(\d{1,2})(?![0-9])/iy,
    meaning: 'Rank',
    read: (m, d) => ((d.rank = Number(m[1])), true),
    examples: [{ line: 'Rank 4', reads: { rank: 4 } }],
  },
  {
    id: 'rating.level',
    re: /(?:level|lvl|lv)\.?\s*[:.]?\s*[★☆]?\s*(\d{1,2})(?![0-9])/iy,
    meaning: 'Level',
    read: (m, d) => ((d.level = Number(m[1])), true),
    examples: [
      { line: 'Level 4', reads: { level: 4 } },
      { line: 'LV4', reads: { level: 4 } },
      { line: 'Lv. 7', reads: { level: 7 } },
    ],
  },
  {
    id: 'rating.stars',
    re: /(?:[★☆]\s*(\d{1,2})(?![0-9])|(\d{1,2})\s*[★☆](?![★☆])|([★☆]{1,13}))/y,
    meaning: 'Level written as stars: "★4", "4★" or one star per Level',
    read: (m, d) => ((d.level = m[1] ? Number(m[1]) : m[2] ? Number(m[2]) : (m[3] ?? '').length), true),
    examples: [
      { line: '★4', reads: { level: 4 } },
      { line: '★★★', reads: { level: 3 } },
    ],
  },
  {
    id: 'rating.pendulum-scale',
    re: /(?:pendulum\s+)?scale\s*[:.]?\s*(\d{1,2})(?:\s*[/|]\s*\d{1,2})?(?![0-9])|[◀◁]\s*(\d{1,2})\s*[▶▷]/iy,
    meaning: 'Pendulum Scale',
    read: (m, d) => ((d.scale = Number(m[1] ?? m[2])), true),
    examples: [
      { line: 'Pendulum Scale 5', reads: { scale: 5 } },
      { line: 'Scale 3/3', reads: { scale: 3 } },
      { line: '◀ 8 ▶', reads: { scale: 8 } },
    ],
  },
  {
    id: 'attribute',
    re: new RegExp(`(dark|light|earth|water|fire|wind|divine)(?:\\s+attribute)?${END}`, 'iy'),
    meaning: 'Attribute',
    read: (m, d) => {
      const a = ATTRIBUTES.get((m[1] ?? '').toLowerCase());
      if (a) d.attribute = a;
      return a !== undefined;
    },
    examples: [
      { line: 'DARK', reads: { attribute: 'DARK' } },
      { line: 'LIGHT / Level 4', reads: { attribute: 'LIGHT', level: 4 } },
      { line: 'FIRE ★4', reads: { attribute: 'FIRE', level: 4 } },
    ],
  },
  {
    id: 'type.bracketed',
    re: /[[【]\s*([^\]】]*?)\s*[\]】]/y,
    meaning: "a type line in brackets, the official database's form",
    read: (m, d) => {
      const inner = m[1] ?? '';
      const parts = inner.split(/\s*[/|,／]\s*/).filter((p) => p !== '');
      const trial = { ...d, frames: [...d.frames], either: [...d.either] };
      if (parts.length === 0 || !parts.every((p) => addTypeWords(trial, p))) return false;
      Object.assign(d, trial);
      return true;
    },
    examples: [
      { line: '[ Fiend / Effect ]', reads: { race: 'Fiend', frames: ['Effect'] } },
      { line: '[Insect/Flip/Effect]', reads: { race: 'Insect', frames: ['Flip', 'Effect'] } },
      { line: '[Spell Card / Quick-Play]', reads: { category: 'spell', property: 'quick-play' } },
    ],
  },
  {
    id: 'type.words',
    re: TYPE_WORD,
    meaning: 'a type word as wikis and deck builders write them: race, frame, Spell/Trap and property',
    read: (m, d) => addTypeWord(d, m[0]),
    examples: [
      { line: 'Spellcaster / Effect', reads: { race: 'Spellcaster', frames: ['Effect'] } },
      { line: 'Effect Monster', reads: { category: 'monster', frames: ['Effect'] } },
      { line: 'Quick-Play Spell Card', reads: { category: 'spell', property: 'quick-play' } },
      { line: 'Spell Card / Quick-Play', reads: { category: 'spell', property: 'quick-play' } },
      { line: 'Trap Card / Normal', reads: { category: 'trap', either: ['Normal'] } },
      { line: 'Normal Trap', reads: { category: 'trap', either: ['Normal'] } },
    ],
  },
  {
    id: 'stats.bare-pair',
    re: new RegExp(String.raw`${STAT}\s*/\s*${STAT}${END}`, 'iy'),
    meaning: 'ATK / DEF without their names',
    read: (m, d) => {
      if (d.atk !== undefined) return false;
      return setStat(d, 'atk', num(m[1])) && setStat(d, 'def', num(m[2]));
    },
    examples: [{ line: '1200 / 800', reads: { atk: 1200, def: 800 } }],
  },
  {
    id: 'ignored.set-code',
    re: /\(?[a-z0-9]{2,5}-(?:[a-z]{1,2})?\d{2,3}\)?(?![a-z0-9])/iy,
    meaning: 'a set code: which product printed the card',
    read: () => true,
    ignored: true,
    examples: [{ line: 'ASDW-EN012', reads: {} }],
  },
  {
    id: 'ignored.passcode',
    re: /#?\d{8}(?![0-9])/y,
    meaning: 'the eight-digit passcode printed on the card',
    read: () => true,
    ignored: true,
    examples: [{ line: '40112233', reads: {} }],
  },
  {
    id: 'ignored.rarity',
    re: /(?:(?:quarter century|prismatic|platinum|starlight|collector'?s|ultimate|ghost|secret|ultra|super|gold|premium gold|mosaic|starfoil|shatterfoil|short print|rare)\s*)+rare|(?:common|rare|short print|parallel rare)(?![a-z])/iy,
    meaning: 'a rarity',
    read: () => true,
    ignored: true,
    examples: [{ line: 'Ultra Rare', reads: {} }],
  },
  {
    id: 'ignored.limit',
    re: /(?:(?:tcg|ocg)\s*[:-]?\s*)?(?:semi-?limited|unlimited|limited|forbidden|banned|legal)(?![a-z])/iy,
    meaning: 'a Forbidden/Limited list status',
    read: () => true,
    ignored: true,
    examples: [
      { line: 'Limited', reads: {} },
      { line: 'TCG: Semi-Limited', reads: {} },
    ],
  },
];

const SEPARATORS = /[\s|/,·•:;()\-–—_=／]*/y;

export interface LineReading {
  draft: IdentityDraft;
  shapes: string[];
  /** Every piece was ignored information (a set code, a rarity...). */
  ignoredOnly: boolean;
}

/** Reads a whole line as identity pieces; undefined unless every piece of it is one. */
export function readIdentityLine(line: string, into: IdentityDraft = emptyDraft(), opts: { loneWords?: boolean } = {}): LineReading | undefined {
  const d: IdentityDraft = { ...into, frames: [...into.frames], either: [...into.either] };
  const shapes: string[] = [];
  const kinds: WordClass[] = [];
  let ignoredOnly = true;
  let pos = 0;
  while (pos < line.length) {
    SEPARATORS.lastIndex = pos;
    pos += SEPARATORS.exec(line)?.[0].length ?? 0;
    if (pos >= line.length) break;
    let matched = false;
    for (const shape of FRAGMENT_SHAPES) {
      shape.re.lastIndex = pos;
      const m = shape.re.exec(line);
      if (!m || m[0].length === 0 || !shape.read(m, d)) continue;
      if (!shapes.includes(shape.id)) shapes.push(shape.id);
      if (!shape.ignored) ignoredOnly = false;
      if (shape.id === 'type.words') kinds.push(typeWordOf(m[0])?.cls ?? 'card');
      if (shape.id === 'type.bracketed') kinds.push('category');
      pos += m[0].length;
      matched = true;
      break;
    }
    if (!matched) return undefined;
  }
  if (shapes.length === 0) return undefined;
  // "Normal", "Effect" or "Continuous" alone is a word, not a type line, unless a label says so.
  const onlyWords = shapes.every((s) => s === 'type.words');
  // A property under a SPELL or TRAP line already read ("SPELL" then "Quick-Play") is the official database's form.
  const underCategory = (into.category === 'spell' || into.category === 'trap') && kinds.every((k) => k === 'property' || k === 'either' || k === 'card');
  if (onlyWords && !opts.loneWords && !underCategory && !kinds.some((k) => k === 'race' || k === 'category')) return undefined;
  return { draft: d, shapes, ignoredOnly };
}

/** Labels written before a value ("Types: ...", "**Attribute**: DARK", "Level\t4"). */
export type LabelRole = { role: 'name' } | { role: 'identity'; prefix: string; loneWords?: boolean } | { role: 'text' } | { role: 'ignored' };

const IDENTITY = (prefix = '', loneWords = false): LabelRole => ({ role: 'identity', prefix, loneWords });
export const LABELS = new Map<string, LabelRole>([
  ...['name', 'cardname', 'card', 'title', 'english', 'englishname'].map((k): [string, LabelRole] => [k, { role: 'name' }]),
  ...['type', 'types', 'typing', 'cardtype', 'monstertype', 'race', 'kind', 'frame', 'category', 'attribute', 'attr', 'stats', 'icon', 'spelltype', 'traptype', 'property'].map(
    (k): [string, LabelRole] => [k, IDENTITY('', ['property', 'icon', 'spelltype', 'traptype', 'type', 'types', 'typing', 'kind', 'frame', 'category', 'race'].includes(k))],
  ),
  ['level', IDENTITY('Level ')],
  ['lv', IDENTITY('Level ')],
  ['rank', IDENTITY('Rank ')],
  ['link', IDENTITY('Link ')],
  ['linkrating', IDENTITY('Link ')],
  ['scale', IDENTITY('Scale ')],
  ['pendulumscale', IDENTITY('Scale ')],
  ['atk', IDENTITY('ATK ')],
  ['def', IDENTITY('DEF ')],
  ['atkdef', IDENTITY('ATK/DEF ')],
  ...['effect', 'text', 'cardtext', 'description', 'desc', 'lore', 'monstereffect', 'pendulumeffect', 'flavortext', 'flavourtext', 'effecttext', 'cardeffect', 'materials', 'summoningcondition'].map(
    (k): [string, LabelRole] => [k, { role: 'text' }],
  ),
  ...[
    'set',
    'sets',
    'setcode',
    'passcode',
    'password',
    'cardid',
    'id',
    'rarity',
    'status',
    'banstatus',
    'banlist',
    'tcg',
    'ocg',
    'tcgstatus',
    'ocgstatus',
    'limit',
    'format',
    'archetype',
    'series',
    'linkarrows',
    'arrows',
    'release',
    'released',
    'cardnumber',
    'number',
    'price',
    'artist',
    'effecttype',
    'spellspeed',
    'effecttypes',
    'konamiid',
    'databaseid',
    'japanese',
    'japanesename',
    'romaji',
    'translated',
    'korean',
    'chinese',
  ].map((k): [string, LabelRole] => [k, { role: 'ignored' }]),
]);

/** A line's label and what follows it, when the label is one of LABELS. */
export function readLabel(line: string): { role: LabelRole; label: string; value: string; valueColumn: number } | undefined {
  const m = /^([a-z][a-z /&]{0,24}?)\s*(?:[:：]|\t|\s{2,})\s*/i.exec(line);
  if (!m) return undefined;
  const role = LABELS.get(wordKey(m[1] ?? ''));
  if (!role) return undefined;
  return { role, label: (m[1] ?? '').trim(), value: line.slice(m[0].length).trim(), valueColumn: m[0].length };
}

/** Whole lines that carry no card information. */
export interface LineShape {
  id: string;
  re: RegExp;
  meaning: string;
  role: 'ignored' | 'label';
  examples: string[];
}

export const LINE_SHAPES: readonly LineShape[] = [
  { id: 'markup.code-fence', re: /^(?:```|~~~)[\w-]*\s*$/, meaning: 'a Markdown code fence', role: 'ignored', examples: ['```', '```text'] },
  { id: 'markup.rule', re: /^(?:([-*_=])\s*\1\s*\1[\s\-*_=]*)$/, meaning: 'a Markdown rule', role: 'ignored', examples: ['---', '* * *'] },
  {
    id: 'box.effect',
    re: /^[[【(]?\s*(?:pendulum effects?|monster effects?|pendulum text|flavou?r text|card text|effect text|effects?|lore|description)\s*[\]】)]?\s*:?$/i,
    meaning: 'the heading of a text box: "[ Pendulum Effect ]", "[ Monster Effect ]"',
    role: 'label',
    examples: ['[ Pendulum Effect ]', '[ Monster Effect ]', 'Flavor Text:'],
  },
  {
    id: 'ignored.copyright',
    re: /^(?:©|\(c\)\s*\d|copyright\b)|©|\bkonami\b|\b(?:made|created|generated) (?:with|by|in)\b.*\b(?:maker|generator|bot|studio)\b|\bcard ?maker\b/i,
    meaning: 'a copyright or card-maker line',
    role: 'ignored',
    examples: ['© 2026 Lantern Forge Studio', 'Made with Ember Card Maker'],
  },
];
