import { classifyCard } from '../classify/classify';
import { CardCatalog } from '../cards/catalog';
import { EMBEDDED_CARDS } from '../cards/embedded';
import type { CardRecord, ClassifiedCard } from '../types';
import { isSqlite, readCdb } from './cdb';
import type { DatabaseLoad, SqlWasmPort } from './types';
import { readYgoprodeckJson } from './ygoprodeck';

// Card databases: read a file's bytes (the caller reads the file), classify every card, and
// merge with the embedded catalog.

export { readCdb, isSqlite, sqlEngine } from './cdb';
export { readYgoprodeckJson } from './ygoprodeck';
export { decodeTypeBits, decodeTypeString, typeBitsOfNames, TYPE } from './type-bits';
export type { DecodedType } from './type-bits';
export { formatProblem } from './types';
export type { DatabaseCard, DatabaseFormat, DatabaseLoad, DatabaseProblem, SqlWasmPort } from './types';

/** Reads a cards.cdb or a YGOPRODeck JSON, told apart by content. Never throws. */
export async function loadCardDatabase(bytes: Uint8Array, file: string, port: SqlWasmPort): Promise<DatabaseLoad> {
  if (isSqlite(bytes)) return readCdb(bytes, file, port);
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 256))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return readYgoprodeckJson(bytes, file);
  // An empty .json is meant as card JSON: the hint says what that file should hold.
  if (head === '' && /\.json$/i.test(file)) {
    return {
      file,
      format: 'unknown',
      cards: [],
      fatal: true,
      problems: [{ file, message: 'the file is empty; expected a YGOPRODeck card JSON ({"data": [ ... ]} as the cardinfo.php API gives it)' }],
    };
  }
  if (/\.(cdb|db|sqlite)$/i.test(file) || bytes.length === 0) return readCdb(bytes, file, port);
  return {
    file,
    format: 'unknown',
    cards: [],
    fatal: true,
    problems: [{ file, message: 'neither a YGOPro cards.cdb (SQLite) nor a YGOPRODeck card JSON' }],
  };
}

/** Classifies every card of a load; each record says it came from a database. */
export function classifyDatabase(load: Pick<DatabaseLoad, 'cards'>): ClassifiedCard[] {
  return load.cards.map((input) => {
    const c = classifyCard(input);
    c.card.source = 'database';
    return c;
  });
}

/**
 * The catalog for a database: the embedded hand-written records first (they win over a
 * classification of the same card), then every other card of the database.
 */
export function catalogWithDatabase(classified: Iterable<ClassifiedCard>, embedded: Iterable<CardRecord> = EMBEDDED_CARDS): CardCatalog {
  const cards: CardRecord[] = [];
  for (const c of classified) cards.push(c.card);
  return new CardCatalog(embedded, cards);
}
