import type { CardTextInput } from '../types';
import { emptyDraft, LABELS, LINE_SHAPES, readIdentityLine, readLabel, wordKey, type IdentityDraft, type LineReading } from './card-lines';
import { kindLabelOf, parseKindLabel, type CardKindInfo } from './kinds';

// A whole card as writers paste it, from a card database, a wiki, the official database, a deck
// builder, a chat bot or a card maker: name, attribute, Level, type line and stats in any order,
// with or without labels and Markdown, then the text (and perhaps the stats again after it).
// Identity lines say what the card is and are never read as effects; a line that is neither
// identity nor text is reported, never read as an effect.

export type BlockLineRole = 'name' | 'identity' | 'text' | 'ignored' | 'label' | 'unplaced';

export interface BlockLine {
  /** 1-based, in the pasted block. */
  line: number;
  role: BlockLineRole;
  /** Ids of the line shapes (card-lines.ts) that read it. */
  shapes: string[];
}

export interface UnplacedLine {
  line: number;
  column: number;
  text: string;
  why: string;
}

export interface CardBlock {
  name?: string;
  kind?: CardKindInfo;
  /** How the kind was known: from a type line, from the text's own wording, or from monster stats alone. */
  kindFrom?: 'type-line' | 'text' | 'stats';
  attribute?: string;
  race?: string;
  atk?: number | '?';
  def?: number | '?';
  level?: number;
  rank?: number;
  link?: number;
  scale?: number;
  /** The card text proper (its lines joined), and where its first line starts in the block. */
  text: string;
  textStart: number;
  lines: BlockLine[];
  unplaced: UnplacedLine[];
}

/** What `ask --json` shows as `card.read`: what the block said the card is, line by line. */
export interface CardRead {
  name?: string;
  kind?: string;
  kindFrom?: CardBlock['kindFrom'];
  attribute?: string;
  race?: string;
  level?: number;
  rank?: number;
  link?: number;
  scale?: number;
  atk?: number | '?';
  def?: number | '?';
  identityLines: number[];
  textLines: number[];
  ignoredLines: number[];
  unplaced: UnplacedLine[];
}

/** A type line's kind: "Effect Monster", "Quick-Play Spell Card", "Trap Card / Normal", "[Spellcaster / Effect]". */
export function kindOfTypeLine(line: string): CardKindInfo | undefined {
  const reading = readIdentityLine(stripMarkup(line).clean);
  return reading ? kindOfDraft(reading.draft) : undefined;
}

function kindOfDraft(d: IdentityDraft): CardKindInfo | undefined {
  if (d.category === 'spell' || d.category === 'trap') {
    const property = d.property ?? (d.either.includes('Ritual') ? 'ritual' : 'normal');
    return parseKindLabel(`${property} ${d.category}`);
  }
  if (d.category !== 'monster' && d.frames.length === 0 && d.race === undefined) return undefined;
  const types = [...d.either, ...d.frames];
  const add = (t: string) => types.includes(t) || types.push(t);
  if (d.rank !== undefined) add('Xyz');
  if (d.link !== undefined) add('Link');
  if (d.scale !== undefined) add('Pendulum');
  // A type line naming only the race is a Normal Monster's, as the official database prints it.
  if (types.length === 0) types.push('Normal');
  return { kind: 'monster', subtype: 'monster', monsterTypes: types };
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

/** Markdown and chat-bot markup off a line; `marked` when the whole line was bold or a heading (a name, usually). */
function stripMarkup(raw: string): { clean: string; marked: boolean } {
  let s = raw
    .trim()
    .replace(/^(?:>\s*)+/, '')
    .replace(LEADING_EMOJI, '');
  s = s.replace(/^[-*+•]\s+/, '').replace(LEADING_EMOJI, '');
  // A Markdown table row: "| Attribute | DARK |" is the labelled line "Attribute: DARK".
  const row = /^\|(.*)\|$/.exec(s);
  if (row) {
    const cells = (row[1] ?? '').split('|').map((c) => c.trim());
    s = cells.length === 2 ? `${cells[0] ?? ''}: ${cells[1] ?? ''}` : cells.join(' | ');
  }
  let marked = false;
  const heading = /^#{1,6}\s+/.exec(s);
  if (heading) {
    s = s.slice(heading[0].length);
    marked = true;
  }
  if (/^(\*\*|__)(?:(?!\1).)+\1$/.test(s)) marked = true;
  s = s
    .replace(/\*\*|__|`/g, '')
    .replace(/^\*(.+)\*$/, '$1')
    .trim();
  return { clean: s, marked };
}

// A sentence, a clause with its colon or semicolon, an effect number or bullet: card text.
const TEXT_LIKE = /[.!?。][)"'”’\]]*$|[:;]\s+\S|^[\u2460-\u2473●■・]|^\(\d{1,2}\)|^flip:/i;
// A Fusion, Synchro, Xyz or Link monster's materials open its text without a full stop.
const MATERIALS = /^(?:\d\+?|[a-z]+ \d\+?)\s.*\b(?:monsters?|tuners?)\b|^"[^"]+"\s*\+|\+\s*\d\+?\s+non-tuner/i;
// Words of a card's own text, never of a chat's "Here is the card:".
const CARD_WORDING_BEFORE_COLON =
  /\b(?:this card|summon(?:ed|s)?|activate|effects?|toss|coin|face-(?:up|down)|on the field|damage|control|graveyard|gy|destroy(?:ed)?|target|battle|tribute|monsters? you)\b/i;
const ENDS_SENTENCE = /[.!?。:;)"'”’\]]\s*$/;
const NAME_LIKE = (s: string) => s.length <= 70 && /\p{L}/u.test(s) && s.split(/\s+/).length <= 10 && !/^\p{Ll}/u.test(s);

// Emoji a chat bot puts before its labels; not ©, ® or ™, which start copyright lines.
const LEADING_EMOJI = /^(?:(?![©®™])[\p{Extended_Pictographic}\uFE0F\u200D]|\s)+/u;
const TABLE_RULE = /^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$/;
const WRAPPED_END = /\s(?:the|a|an|if|and|or|to|by|from|your|you|its|this|that|is|are|with|when|then|on|in)$/;
const cleanName = (s: string) => s.replace(/^["“'‘「『]+|["”'’」』]+$/g, '').trim();

/** The text lines' canonical box headings, which the effect reader's segmenter knows. */
function boxHeading(line: string): string | undefined {
  const low = line.toLowerCase();
  if (low.includes('pendulum')) return '[ Pendulum Effect ]';
  if (low.includes('monster')) return '[ Monster Effect ]';
  if (low.includes('flavo')) return '[ Flavor Text ]';
  return undefined;
}

interface Pending {
  line: number;
  role: BlockLineRole;
  shapes: string[];
  /** The line's text as the card text gets it (markup off, label off). */
  text?: string;
  offset: number;
  unplaced?: UnplacedLine;
}

/** Splits a pasted card into its identity lines and its text. Never throws. */
export function readCardBlock(block: string): CardBlock {
  const normal = block.replace(/\r\n?/g, '\n');
  const raws = normal.split('\n');
  let draft = emptyDraft();
  const pending: Pending[] = [];
  let name: string | undefined;
  let textStarted = false;
  let lastText = '';
  let offset = 0;
  // The next non-blank line of each line, found once: a block may have thousands of lines.
  const nextLine: number[] = new Array<number>(raws.length).fill(-1);
  for (let i = raws.length - 2; i >= 0; i--) nextLine[i] = (raws[i + 1] ?? '').trim() !== '' ? i + 1 : (nextLine[i + 1] ?? -1);
  raws.forEach((raw, index) => {
    const at = offset;
    offset += raw.length + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const line = index + 1;
    const column = raw.indexOf(trimmed.charAt(0)) + 1;
    const push = (p: Omit<Pending, 'line' | 'offset'>) => pending.push({ line, offset: at, ...p });
    const asText = (text: string, shapes: string[]) => {
      push({ role: 'text', shapes, text });
      textStarted = true;
      lastText = text;
    };
    // A name line may carry the kind too: "Gleam - Quick-Play Spell", "Gleam (Quick-Play Spell Card)".
    const takeName = (text: string, shape: string) => {
      const split = nameAndIdentity(text, draft);
      name = cleanName(split.name);
      if (split.reading) draft = split.reading.draft;
      return push({ role: 'name', shapes: [shape, ...(split.reading?.shapes ?? [])] });
    };
    const fence = LINE_SHAPES.find((s) => s.re.test(trimmed) && s.id.startsWith('markup.'));
    if (fence) return push({ role: 'ignored', shapes: [fence.id] });
    // A table's rule row, and the header row above it ("| Field | Value |").
    if (TABLE_RULE.test(trimmed) || (/^\|.*\|$/.test(trimmed) && TABLE_RULE.test((raws[index + 1] ?? '').trim()))) return push({ role: 'ignored', shapes: ['markup.table'] });
    const { clean, marked } = stripMarkup(raw);
    if (clean === '') return push({ role: 'ignored', shapes: ['markup'] });
    const shape = LINE_SHAPES.find((s) => s.re.test(clean));
    if (shape) {
      const heading = shape.role === 'label' ? boxHeading(clean) : undefined;
      return heading ? asText(heading, [shape.id]) : push({ role: shape.role, shapes: [shape.id] });
    }
    const label = readLabel(clean);
    if (label) {
      const { role } = label;
      if (role.role === 'name') {
        if (name === undefined && label.value !== '') return takeName(label.value, 'label.name');
        // The name again ("English: ..." under the name line) is the name; another one is said.
        if (name !== undefined && wordKey(cleanName(label.value)) === wordKey(name)) return push({ role: 'name', shapes: ['label.name'] });
        return push({ role: 'unplaced', shapes: [], unplaced: { line, column, text: trimmed, why: `a second name; the card is read as "${name ?? ''}"` } });
      } else if (role.role === 'ignored') {
        return push({ role: 'ignored', shapes: ['label.ignored'] });
      } else if (role.role === 'text') {
        const heading = boxHeading(label.label);
        if (heading) asText(heading, ['label.text']);
        if (label.value !== '') asText(label.value, ['label.text']);
        else if (!heading) push({ role: 'label', shapes: ['label.text'] });
        return;
      } else {
        const reading = readIdentityLine(`${role.prefix}${label.value}`, draft, { loneWords: role.loneWords === true }) ?? readParts(clean, draft);
        if (reading) {
          draft = reading.draft;
          return push({ role: 'identity', shapes: ['label.identity', ...reading.shapes] });
        }
        return push({
          role: 'unplaced',
          shapes: [],
          unplaced: { line, column, text: trimmed, why: `${label.label}: "${label.value}" is not a value this reader knows` },
        });
      }
    }
    const identity = readIdentityLine(clean, draft) ?? readParts(clean, draft);
    if (identity) {
      draft = identity.draft;
      return push({ role: identity.ignoredOnly ? 'ignored' : 'identity', shapes: identity.shapes });
    }
    // "Here is the card:" — a chat bot's words before the card; not the card's own first line
    // ("When this card is Summoned, toss a coin:", "… based on the type of damage:" before its bullets).
    if (!textStarted && /:\s*$/.test(clean) && !CARD_WORDING_BEFORE_COLON.test(clean) && clean.length <= 70 && !/^\s*[●•■]/.test(raws[nextLine[index] ?? -1] ?? ''))
      return push({ role: 'ignored', shapes: ['chat.intro'] });
    // No name ends on a colon: a line of the card's wording that heads what follows it is its text.
    // A semicolon ends a cost or target before bullets ("…, then activate 1 of these effects;"), never a name.
    if (/;\s*$/.test(clean) || (/:\s*$/.test(clean) && (CARD_WORDING_BEFORE_COLON.test(clean) || clean.length > 70))) return asText(clean, ['text']);
    if (marked && name === undefined && !textStarted && NAME_LIKE(clean)) return takeName(clean, 'markup.name');
    const continues = textStarted && !ENDS_SENTENCE.test(lastText);
    if (TEXT_LIKE.test(clean) || MATERIALS.test(clean) || continues || clean.length > 70) {
      // A site's "•" before a line of the text is the card's own bullet, which the segmenter knows as "●".
      const bullet = /^[•・]\s*/.test(trimmed.replace(LEADING_EMOJI, '')) ? '● ' : '';
      return asText(`${bullet}${clean}`, continues ? ['text.continued'] : bullet ? ['text.bullet'] : ['text']);
    }
    // A wrapped text's first line: the next line goes on in lower case, or this one stops on "the", "if"...
    const nextClean = stripMarkup(raws[nextLine[index] ?? -1] ?? '').clean;
    if (!textStarted && NAME_LIKE(clean) && (/^\p{Ll}/u.test(nextClean) || WRAPPED_END.test(clean))) return asText(clean, ['text.wrapped']);
    if (name === undefined && !textStarted && NAME_LIKE(clean)) return takeName(clean, 'name.first-short-line');
    const bracket = /^\[[^\]]*\]$/.test(clean) ? 'a bracketed type line with a word that is no type, Attribute or frame' : undefined;
    push({ role: 'unplaced', shapes: [], unplaced: { line, column, text: trimmed, why: bracket ?? 'not a name, identity line or card text' } });
  });
  return assemble(normal, pending, draft, name);
}

/** "Attribute: DARK Level: 4 Type: Fiend" cut before each label that LABELS knows. */
function splitAtLabels(part: string): string[] {
  const cuts = [0];
  for (const m of part.matchAll(/([A-Za-z][A-Za-z/]*(?: [A-Za-z/]+){0,2})\s*:(?=\s)/g)) {
    const words = (m[1] ?? '').split(' ');
    for (let k = 0; k < words.length; k++) {
      const suffix = words.slice(k).join(' ');
      if (!LABELS.has(wordKey(suffix))) continue;
      const at = (m.index ?? 0) + (m[1] ?? '').length - suffix.length;
      if (at > 0) cuts.push(at);
      break;
    }
  }
  return cuts.map((at, i) => part.slice(at, cuts[i + 1]).trim());
}

/** A name and, after a bar, a dash or in brackets, identity: the name, and the identity read. */
function nameAndIdentity(s: string, into: IdentityDraft): { name: string; reading?: LineReading } {
  const splits = [/^(.+?)\s+[|•·]\s+(.+)$/, /^(.*\S)\s*[([]([^()[\]]+)[)\]]$/, /^(.*\S)\s+[-–—]\s+(.+)$/];
  for (const re of splits) {
    const m = re.exec(s);
    if (!m || !m[1] || !m[2]) continue;
    const reading = readParts(m[2], into, 1);
    if (reading && !reading.ignoredOnly) return { name: m[1], reading };
  }
  return { name: s };
}

/** "ATK: 1600 | Level: 4 | Type: Spellcaster" — several labelled pieces on one line. */
function readParts(line: string, into: IdentityDraft, minParts = 2): LineReading | undefined {
  // Split at bars and tabs, and before each "Label:" ("Type: Fiend/Effect Attribute: DARK").
  const parts = line
    .split(/\s+[|•·]\s+|\t+|\s{3,}/)
    .flatMap(splitAtLabels)
    .filter((p) => p.trim() !== '');
  if (parts.length < minParts) return undefined;
  let d = into;
  const shapes: string[] = [];
  let ignoredOnly = true;
  for (const part of parts) {
    const label = readLabel(part);
    const reading =
      label && label.role.role === 'identity'
        ? readIdentityLine(`${label.role.prefix}${label.value}`, d, { loneWords: label.role.loneWords === true })
        : label && label.role.role === 'ignored'
          ? { draft: d, shapes: ['label.ignored'], ignoredOnly: true }
          : readIdentityLine(part, d);
    if (!reading) return undefined;
    d = reading.draft;
    shapes.push(...reading.shapes.filter((s) => !shapes.includes(s)));
    ignoredOnly &&= reading.ignoredOnly;
  }
  return { draft: d, shapes, ignoredOnly };
}

function assemble(normal: string, pending: Pending[], draft: IdentityDraft, name: string | undefined): CardBlock {
  if (pending.every((p) => p.role === 'text' && p.shapes.every((s) => s.startsWith('text')))) {
    // A bare card text, as before: every line of it is the text, read by the effect reader.
    const out: CardBlock = { text: normal, textStart: 0, lines: pending.map((p) => ({ line: p.line, role: 'text', shapes: ['text'] })), unplaced: [] };
    const fromText = kindFromWording(normal);
    if (fromText) Object.assign(out, { kind: fromText, kindFrom: 'text' });
    return out;
  }
  const textLines = pending.filter((p) => p.role === 'text');
  const out: CardBlock = {
    text: textLines.map((p) => p.text ?? '').join('\n'),
    textStart: textLines[0]?.offset ?? normal.length,
    lines: pending.map((p) => ({ line: p.line, role: p.role, shapes: p.shapes })),
    unplaced: pending.flatMap((p) => (p.unplaced ? [p.unplaced] : [])),
  };
  if (name !== undefined && name !== '') out.name = name;
  if (draft.attribute) out.attribute = draft.attribute;
  if (draft.race) out.race = draft.race;
  for (const key of ['level', 'rank', 'link', 'scale'] as const) if (draft[key] !== undefined) out[key] = draft[key];
  if (draft.atk !== undefined) out.atk = draft.atk;
  if (draft.def !== undefined) out.def = draft.def;
  const kind = kindOfDraft(draft);
  if (kind) Object.assign(out, { kind, kindFrom: 'type-line' });
  else {
    const fromText = kindFromWording(out.text);
    const monsterStats = draft.attribute !== undefined || draft.level !== undefined || draft.atk !== undefined || draft.def !== undefined;
    if (fromText) Object.assign(out, { kind: fromText, kindFrom: 'text' });
    else if (monsterStats) Object.assign(out, { kind: parseKindLabel('Effect Monster'), kindFrom: 'stats' });
  }
  return out;
}

/** `card.read` for `ask --json`: what the block said the card is, and which lines were what. */
export function cardReadOf(block: CardBlock): CardRead {
  const rolesOf = (...roles: BlockLineRole[]) => block.lines.filter((l) => roles.includes(l.role)).map((l) => l.line);
  const read: CardRead = {
    identityLines: rolesOf('name', 'identity'),
    textLines: rolesOf('text'),
    ignoredLines: rolesOf('ignored', 'label'),
    unplaced: block.unplaced.map((u) => ({ ...u })),
  };
  if (block.name !== undefined) read.name = block.name;
  if (block.kind) read.kind = kindLabelOf(block.kind);
  if (block.kindFrom) read.kindFrom = block.kindFrom;
  for (const key of ['attribute', 'race', 'level', 'rank', 'link', 'scale', 'atk', 'def'] as const) {
    const v = block[key];
    if (v !== undefined) (read as unknown as Record<string, unknown>)[key] = v;
  }
  return read;
}

const lineList = (lines: number[]): string => (lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`);

/** One line saying what the block was read as: the card's identity, and which lines were its text. */
export function describeCardRead(read: CardRead, kindShown: string | undefined = read.kind, givenName?: string): string {
  const rating = read.rank !== undefined ? `Rank ${read.rank}` : read.link !== undefined ? `Link-${read.link}` : read.level !== undefined ? `Level ${read.level}` : undefined;
  const stats = read.atk !== undefined || read.def !== undefined ? `ATK ${read.atk ?? '-'}${read.link === undefined || read.def !== undefined ? ` / DEF ${read.def ?? '-'}` : ''}` : undefined;
  const kindWords = kindShown !== undefined && read.kindFrom === 'stats' && kindShown === read.kind ? `${kindShown} (no type line: assumed from its stats)` : kindShown;
  const parts = [kindWords, read.attribute, read.race, rating, read.scale !== undefined ? `Scale ${read.scale}` : undefined, stats].filter((p): p is string => p !== undefined);
  // A name given beside the text (not in it) is still the card's: say where it came from.
  const who = read.name !== undefined ? `"${read.name}"` : givenName ? `"${givenName}" (name given beside the text)` : 'no name';
  const identity = read.identityLines.length > 0 ? `identity ${lineList(read.identityLines)}` : 'no identity lines';
  const text = read.textLines.length > 0 ? `text ${lineList(read.textLines)}` : 'no text';
  const unplaced = read.unplaced.length > 0 ? `; not placed: ${read.unplaced.map((u) => `line ${u.line} "${u.text.length > 40 ? `${u.text.slice(0, 39)}…` : u.text}"`).join(', ')}` : '';
  return `read as ${who}${parts.length > 0 ? ` — ${parts.join(', ')}` : ''} (${identity}; ${text}${unplaced})`;
}

/** The classifier's input for a pasted card read as `kind`: its text, and the stats its block gave. */
export function cardTextInput(block: CardBlock, kind: CardKindInfo, name: string): CardTextInput {
  const input: CardTextInput = { name, ...kind, text: block.text };
  if (typeof block.atk === 'number') input.atk = block.atk;
  if (typeof block.def === 'number') input.def = block.def;
  if (block.level !== undefined) input.level = block.level;
  return input;
}
