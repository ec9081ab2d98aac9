import type { Token } from './lexer';
import type { Cursor } from './cursor';
import type { Position, SourceRange } from './types';

/** A card as one line writes it: a name plus optional stats, kind, text and position words. */
export interface CardSpec {
  name: string;
  nameRange: SourceRange;
  quoted: boolean;
  atk?: number;
  def?: number;
  level?: number;
  kind?: { value: string; range: SourceRange };
  text?: { value: string; range: SourceRange };
  /** An inline monster with a Flip effect (and no text to say so). */
  flip: boolean;
  faceUp?: boolean;
  position?: Position;
  /** Words after the name the spec did not understand. */
  extra: Token[];
}

const MODIFIERS = ['face-up', 'face-down', 'facedown', 'faceup', 'attack', 'defense', 'defence', 'flip'];
const NUMERIC_ATTRS = ['atk', 'def', 'level'];
const STRING_ATTRS = ['kind', 'text'];

export interface SpecOptions {
  /** Words that end an unquoted name (e.g. `on` in an activation). */
  stopWords?: string[];
  /** Stop at a comma (lists) — always true in practice, kept explicit for readers. */
  stopAtComma?: boolean;
}

function applyModifier(spec: Pick<CardSpec, 'faceUp' | 'position' | 'flip'>, word: string): void {
  switch (word) {
    case 'face-up':
    case 'faceup':
      spec.faceUp = true;
      break;
    case 'face-down':
    case 'facedown':
      spec.faceUp = false;
      break;
    case 'attack':
      spec.position = 'attack';
      break;
    case 'defense':
    case 'defence':
      spec.position = 'defense';
      break;
    case 'flip':
      spec.flip = true;
      break;
  }
}

function startsAttribute(c: Cursor, offset: number): boolean {
  const t = c.peek(offset);
  const n = c.peek(offset + 1);
  if (!t || t.type !== 'word' || !n) return false;
  const w = t.value.toLowerCase();
  return (NUMERIC_ATTRS.includes(w) && n.type === 'number') || (STRING_ATTRS.includes(w) && n.type === 'string');
}

/**
 * Reads `[card] [modifiers] name [attributes and modifiers]`. An unquoted name runs until an
 * attribute, a stop word, a comma or a colon; trailing position words are taken off it. Returns
 * undefined (reading nothing) when no name is there.
 */
export function readCardSpec(c: Cursor, opts: SpecOptions = {}): CardSpec | undefined {
  const stop = opts.stopWords ?? [];
  const mods: Pick<CardSpec, 'faceUp' | 'position' | 'flip'> = { flip: false };
  if (c.isWord('card') && c.peek(1)?.type === 'string') c.next();
  while (c.peek()?.type === 'word' && MODIFIERS.includes((c.peek() as Token).value.toLowerCase()) && !startsAttribute(c, 0)) {
    applyModifier(mods, (c.next() as Token).value.toLowerCase());
  }
  let name: string;
  let nameRange: SourceRange;
  let quoted = false;
  const first = c.peek();
  if (!first) return undefined;
  if (first.type === 'string') {
    c.next();
    name = first.value;
    nameRange = { line: c.line, column: first.start + 2, length: first.value.length };
    quoted = true;
  } else if (first.type === 'word' || first.type === 'number') {
    const words: Token[] = [];
    while (!c.done) {
      const t = c.peek() as Token;
      if (t.type !== 'word' && t.type !== 'number') break;
      if (stop.includes(t.value.toLowerCase()) && words.length > 0) break;
      if (startsAttribute(c, 0) && words.length > 0) break;
      words.push(t);
      c.next();
    }
    while (words.length > 1 && MODIFIERS.includes((words[words.length - 1] as Token).value.toLowerCase())) {
      applyModifier(mods, (words.pop() as Token).value.toLowerCase());
    }
    const a = words[0] as Token;
    const b = words[words.length - 1] as Token;
    name = words.map((w) => w.value).join(' ');
    nameRange = c.span(a, b);
  } else {
    return undefined;
  }
  const spec: CardSpec = { name, nameRange, quoted, extra: [], ...mods };
  while (!c.done) {
    const t = c.peek() as Token;
    if (t.type === 'comma' || t.type === 'colon') break;
    const w = t.type === 'word' ? t.value.toLowerCase() : '';
    if (stop.includes(w)) break;
    const n = c.peek(1);
    if (NUMERIC_ATTRS.includes(w) && n?.type === 'number') {
      c.next();
      c.next();
      const v = Number(n.value);
      if (w === 'atk') spec.atk = v;
      else if (w === 'def') spec.def = v;
      else spec.level = v;
    } else if (STRING_ATTRS.includes(w) && n?.type === 'string') {
      c.next();
      c.next();
      const value = { value: n.value, range: c.range(n) };
      if (w === 'kind') spec.kind = value;
      else spec.text = value;
    } else if (MODIFIERS.includes(w)) {
      c.next();
      applyModifier(spec, w);
    } else {
      spec.extra.push(t);
      c.next();
    }
  }
  return spec;
}
