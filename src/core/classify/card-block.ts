import type { CardTextInput } from '../types';
import { parseKindLabel, type CardKindInfo } from './kinds';

// A whole card as writers paste it: a name line, a type line, stat lines, then the text. The
// identity lines say what the card is; they are never read as effects.

export interface CardBlock {
  name?: string;
  kind?: CardKindInfo;
  /** How the kind was known: from a type line, or from the text's own wording. */
  kindFrom?: 'type-line' | 'text';
  atk?: number;
  def?: number;
  level?: number;
  /** The card text proper, and where it starts in the block. */
  text: string;
  textStart: number;
}

const MONSTER_WORDS: Record<string, string> = {
  normal: 'Normal',
  effect: 'Effect',
  flip: 'Flip',
  fusion: 'Fusion',
  ritual: 'Ritual',
  synchro: 'Synchro',
  xyz: 'Xyz',
  link: 'Link',
  pendulum: 'Pendulum',
  tuner: 'Tuner',
  spirit: 'Spirit',
  union: 'Union',
  gemini: 'Gemini',
  toon: 'Toon',
  token: 'Token',
};
const ATTRIBUTES = /^(?:dark|light|earth|water|fire|wind|divine)$/i;
// "ATK/1200 DEF/800", "ATK 1200 / DEF 800", "ATK: 2500  DEF: 2100", "ATK/? DEF/0", "ATK 1800 LINK-2"
const STATS = /^\s*atk\s*[/:]?\s*(\d+|\?)\s*(?:[/|,]\s*)?(?:(?:def\s*[/:]?\s*(\d+|\?))|(?:link\s*[-/:]?\s*\d))?\s*$/i;
const LEVEL = /^\s*(?:level|rank|lv\.?)\s*[:/]?\s*(\d{1,2})\s*$|^\s*(★+|☆+)\s*$/i;
const BRACKET_TYPES = /^\s*\[\s*([^\]]+?)\s*\]\s*$/;

/** A type line's kind: "Effect Monster", "Quick-Play Spell Card", "Counter Trap", "[Spellcaster / Flip / Effect]". */
export function kindOfTypeLine(line: string): CardKindInfo | undefined {
  const plain = line.trim().replace(/\s+/g, ' ');
  const bracket = BRACKET_TYPES.exec(plain);
  if (bracket) {
    const words = (bracket[1] ?? '').split(/\s*[/|,]\s*/).map((w) => w.trim().toLowerCase());
    const types = words.flatMap((w) => (MONSTER_WORDS[w] ? [MONSTER_WORDS[w]] : []));
    if (types.length === 0) types.push('Normal');
    return { kind: 'monster', subtype: 'monster', monsterTypes: types };
  }
  const direct = parseKindLabel(plain);
  if (direct) return direct;
  const low = plain
    .toLowerCase()
    .replace(/\bcard\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (low === 'spell') return parseKindLabel('Normal Spell');
  if (low === 'trap') return parseKindLabel('Normal Trap');
  // "Spell — Quick-Play", "Trap Card (Continuous)"
  const spellTrap = /^(spell|trap)\s*[-—–:(]\s*([a-z-]+)\)?$/.exec(low);
  if (spellTrap) return parseKindLabel(`${spellTrap[2] ?? ''} ${spellTrap[1] ?? ''}`);
  // "Fiend / Effect Monster", "Warrior Tuner Effect Monster"
  if (/\bmonster$/.test(low)) {
    const types = low
      .replace(/\bmonster$/, '')
      .split(/[\s/]+/)
      .flatMap((w) => (MONSTER_WORDS[w] ? [MONSTER_WORDS[w]] : []));
    if (types.length > 0) return { kind: 'monster', subtype: 'monster', monsterTypes: types };
  }
  return undefined;
}

/** The kind the text itself makes clear ("FLIP:", "(Quick Effect)"), for a text without a type line. */
export function kindFromWording(text: string): CardKindInfo | undefined {
  if (/(?:^|[\s.])flip:/i.test(text)) return parseKindLabel('Flip Effect Monster');
  if (
    /\(quick effect\)|\bthis card\b[^.]{0,40}\b(?:is normal summoned|is special summoned|is destroyed by battle|attacks|battles)\b|\bthis card'?s? (?:atk|def)\b|\bgains? \d+ (?:atk|def)\b.*\bthis card\b/i.test(
      text,
    )
  ) {
    return parseKindLabel('Effect Monster');
  }
  return undefined;
}

function isIdentityLine(line: string): boolean {
  return kindOfTypeLine(line) !== undefined || STATS.test(line) || LEVEL.test(line) || ATTRIBUTES.test(line.trim());
}

/** Splits a pasted card into its identity lines and its text. Never throws. */
export function readCardBlock(block: string): CardBlock {
  const lines = block.replace(/\r\n?/g, '\n').split('\n');
  const out: CardBlock = { text: block, textStart: 0 };
  let offset = 0;
  let i = 0;
  const skipBlank = () => {
    while (i < lines.length && (lines[i] ?? '').trim() === '') offset += (lines[i++] ?? '').length + 1;
  };
  skipBlank();
  // A name line is short, is not a sentence, and is followed by identity lines.
  const first = lines[i] ?? '';
  const next = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
  if (first.trim().length > 0 && first.trim().length <= 80 && !/[.:;]\s*$/.test(first.trim()) && !isIdentityLine(first) && isIdentityLine(next)) {
    out.name = first.trim().replace(/^["\u201c]|["\u201d]$/g, '');
    offset += first.length + 1;
    i++;
  }
  for (skipBlank(); i < lines.length; skipBlank()) {
    const line = lines[i] ?? '';
    const kind = kindOfTypeLine(line);
    const stats = STATS.exec(line);
    const level = LEVEL.exec(line);
    if (kind) {
      out.kind = kind;
      out.kindFrom = 'type-line';
    } else if (stats) {
      if (stats[1] && stats[1] !== '?') out.atk = Number(stats[1]);
      if (stats[2] && stats[2] !== '?') out.def = Number(stats[2]);
    } else if (level) {
      out.level = level[1] ? Number(level[1]) : (level[2] ?? '').length;
    } else if (!ATTRIBUTES.test(line.trim())) {
      break;
    }
    offset += line.length + 1;
    i++;
  }
  out.textStart = Math.min(offset, block.length);
  out.text = block.slice(out.textStart);
  if (!out.kind) {
    const fromText = kindFromWording(out.text);
    if (fromText) {
      out.kind = fromText;
      out.kindFrom = 'text';
    }
  }
  return out;
}

/** The classifier's input for a pasted card read as `kind`: its text, and the stats its block gave. */
export function cardTextInput(block: CardBlock, kind: CardKindInfo, name: string): CardTextInput {
  const input: CardTextInput = { name, ...kind, text: block.text };
  if (block.atk !== undefined) input.atk = block.atk;
  if (block.def !== undefined) input.def = block.def;
  if (block.level !== undefined) input.level = block.level;
  return input;
}
