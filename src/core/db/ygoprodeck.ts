import { databaseRowTooLong } from '../limits';
import { decodeTypeString } from './type-bits';
import type { DatabaseCard, DatabaseLoad, DatabaseProblem } from './types';

// YGOPRODeck card JSON: `{ "data": [ { "name", "type", "frameType", "desc", "atk", "def", "race", ... } ] }`.

const fail = (file: string, text: string): DatabaseLoad => ({ file, format: 'ygoprodeck-json', cards: [], problems: [{ file, message: text }], fatal: true });

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function readYgoprodeckJson(content: string | Uint8Array, file: string): DatabaseLoad {
  const text = typeof content === 'string' ? content : new TextDecoder().decode(content);
  if (text.trim() === '') return fail(file, 'the file is empty; expected a YGOPRODeck card JSON ({ "data": [...] })');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return fail(file, `not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const data = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return fail(file, 'expected a YGOPRODeck card JSON: an object with a "data" array of cards');
  // Said, not taken silently: an empty list is a failed export or query, never a card database.
  if (data.length === 0) return fail(file, 'the "data" array holds no cards');

  const problems: DatabaseProblem[] = [];
  const cards: DatabaseCard[] = [];
  const seen = new Set<string>();
  data.forEach((entry: unknown, i: number) => {
    const row = `data[${i}]`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push({ file, row, message: 'not a card object' });
      return;
    }
    const e = entry as Record<string, unknown>;
    const name = typeof e['name'] === 'string' ? e['name'].trim() : '';
    if (name === '') {
      problems.push({ file, row, message: 'the card has no "name"' });
      return;
    }
    const desc = typeof e['desc'] === 'string' ? e['desc'] : '';
    const tooLong = databaseRowTooLong(name, desc);
    if (tooLong) {
      problems.push({ file, row, message: tooLong });
      return;
    }
    const type = typeof e['type'] === 'string' ? e['type'] : undefined;
    if (type === undefined) {
      problems.push({ file, row, message: `"${name}": no "type"` });
      return;
    }
    const decoded = decodeTypeString(type, typeof e['race'] === 'string' ? e['race'] : undefined);
    if ('error' in decoded) {
      problems.push({ file, row, message: `"${name}": ${decoded.error}` });
      return;
    }
    if (seen.has(name)) return;
    seen.add(name);
    // YGOPRODeck ids are numbers; an id of another shape (object, list, null) names the row instead.
    const id = typeof e['id'] === 'number' || typeof e['id'] === 'string' ? String(e['id']) : row;
    const card: DatabaseCard = { id, name, kind: decoded.kind, subtype: decoded.subtype, text: desc };
    if (decoded.monsterTypes) {
      card.monsterTypes = decoded.monsterTypes;
      const atk = num(e['atk']);
      const def = num(e['def']);
      const level = num(e['level']);
      if (atk !== undefined && atk >= 0) card.atk = atk;
      if (def !== undefined && def >= 0) card.def = def;
      if (level !== undefined && level > 0) card.level = level;
    }
    cards.push(card);
  });
  return { file, format: 'ygoprodeck-json', cards, problems, fatal: cards.length === 0 && problems.length > 0 };
}
