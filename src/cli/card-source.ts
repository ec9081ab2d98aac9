import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import {
  CardCatalog,
  cardTextInput,
  classifyCard,
  classifyDatabase,
  databaseTooLarge,
  EMBEDDED_CARDS,
  embeddedCatalog,
  formatMegabytes,
  formatProblem,
  KIND_LABELS,
  loadCardDatabase,
  MAX_DATABASE_BYTES,
  parseKindLabel,
  poolReader,
  readCardBlock,
  type CardBlock,
  type CardRecord,
  type ClassifiedCard,
  type DatabaseCard,
  type DatabaseLoad,
  type SqlWasmPort,
  withCardRulings,
} from '../core';
import { UsageError, type Io } from './io';

// Where the CLI's cards come from besides the embedded catalog: a database file (--db) or text
// typed on the command line (--text/--kind). The file system is touched here, not in the core.

const WASM = 'sql-wasm.wasm';

/** Finds sql.js's wasm: next to the bundle (scripts/build.mjs copies it), else in node_modules. */
export function locateSqlWasm(): string {
  const beside = path.join(__dirname, WASM);
  return existsSync(beside) ? beside : require.resolve(`sql.js/dist/${WASM}`);
}

export const nodeSqlWasmPort: SqlWasmPort = { wasmBinary: () => readFileSync(locateSqlWasm()) };

export interface DatabaseSource {
  load: DatabaseLoad;
  /** Embedded records first, then the database's cards (names only until `read` is called). */
  catalog: CardCatalog;
  /** The classification of a card the catalog found; undefined for an embedded record. */
  read(card: CardRecord): ClassifiedCard | undefined;
  /** Every card of the database, classified one at a time in database order (not kept). */
  each(): Iterable<ClassifiedCard>;
  /** The embedded record of that name, if any: it wins over the database's reading. */
  embedded(name: string): CardRecord | undefined;
}

/** A database whose file as a whole could not be read: exit code 1, the message names the file. */
export class DatabaseError extends Error {}

const MAX_PROBLEM_LINES = 20;

/** Problems go to stderr, so that stdout stays the answer (one JSON object or line per card). */
export function reportProblems(load: DatabaseLoad, io: Io): void {
  if (load.problems.length === 0) return;
  const lines = load.problems.slice(0, MAX_PROBLEM_LINES).map((p) => `dmgstep: ${formatProblem(p)}`);
  if (load.problems.length > MAX_PROBLEM_LINES) lines.push(`dmgstep: ${load.file}: … and ${load.problems.length - MAX_PROBLEM_LINES} more problems`);
  if (!load.fatal) lines.push(`dmgstep: ${load.file}: read ${load.cards.length} cards; ${load.problems.length} rows skipped`);
  io.err(lines.join('\n'));
}

/** Reads, classifies and merges a database; a file that cannot be read at all is an error. */
export async function openDatabase(file: string, io: Io): Promise<DatabaseSource> {
  checkDatabaseFile(file);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : e instanceof Error ? e.message : String(e);
    throw new UsageError(`--db: cannot read "${file}": ${why}`);
  }
  const load = await loadCardDatabase(bytes, file, nodeSqlWasmPort);
  if (load.fatal) throw new DatabaseError(load.problems.map(formatProblem).join('\n'));
  reportProblems(load, io);
  // A single `ask` classifies only the card it finds: a full pool takes about a second to read.
  // `classify` never looks a card up among the database's own: the catalog is built on first use.
  const inputs = new Map<CardRecord, DatabaseCard>();
  let catalog: CardCatalog | undefined;
  const catalogOf = (): CardCatalog => {
    if (!catalog) {
      const stubs = load.cards.map((input) => {
        const stub: CardRecord = { name: input.name, kind: input.kind, subtype: input.subtype, effects: [], seed: { document: '000', section: 'card text' }, source: 'database' };
        inputs.set(stub, input);
        return stub;
      });
      catalog = new CardCatalog(EMBEDDED_CARDS, stubs);
    }
    return catalog;
  };
  const cache = new Map<CardRecord, ClassifiedCard>();
  const read = (card: CardRecord): ClassifiedCard | undefined => {
    const input = inputs.get(card);
    if (!input) return undefined;
    const cached = cache.get(card);
    if (cached) return cached;
    const c = classifyDatabase({ cards: [input] })[0];
    if (c) cache.set(card, c);
    return c;
  };
  function* each(): Iterable<ClassifiedCard> {
    // A pool repeats texts (reprints, artworks): each distinct one is read once.
    const readCard = poolReader();
    for (const input of load.cards) {
      const c = readCard(input);
      c.card.source = 'database';
      yield c;
    }
  }
  const embedded = (name: string): CardRecord | undefined => embeddedCatalog().exact(name);
  return {
    load,
    get catalog() {
      return catalogOf();
    },
    read,
    each,
    embedded,
  };
}

/**
 * Refuses what is not a regular file under MAX_DATABASE_BYTES before a byte is read: a device
 * such as /dev/zero or a FIFO would otherwise be read until memory runs out.
 */
export function checkDatabaseFile(file: string): void {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`--db: cannot read "${file}": ${code === 'ENOENT' ? 'no such file' : e instanceof Error ? e.message : String(e)}`);
  }
  if (stats.isDirectory()) throw new UsageError(`--db: cannot read "${file}": is a directory`);
  if (!stats.isFile()) throw new UsageError(`--db: cannot read "${file}": not a regular file (card databases are cards.cdb or card JSON files)`);
  const tooLarge = databaseTooLarge(stats.size);
  if (tooLarge) throw new UsageError(`--db: "${file}" is not read: ${tooLarge} (card databases are read whole into memory; the limit is ${formatMegabytes(MAX_DATABASE_BYTES)})`);
}

/**
 * A card typed on the command line: `--text` is the card text or a whole pasted card (name, type
 * line, stats, text). `--kind` wins when given; otherwise the block's type line or the text's
 * own wording ("FLIP:", "(Quick Effect)") gives the kind.
 */
export function cardFromText(text: string, kindLabel: string | undefined, name: string | undefined): { classified: ClassifiedCard; block: CardBlock } {
  if (text.trim() === '') throw new UsageError('--text: give the card\'s text, e.g. --text "FLIP: Destroy 1 monster on the field."');
  const block = readCardBlock(text);
  let kind = block.kind;
  if (kindLabel !== undefined) {
    kind = parseKindLabel(kindLabel);
    if (!kind) throw new UsageError(`--kind: "${kindLabel}" is not a card kind; valid: ${KIND_LABELS.join(', ')}`);
  }
  if (!kind) {
    // A type line the reader could not place is the likely reason: say which line, and why.
    const unplaced = block.unplaced.map((u) => `; ${u.line}:${u.column}: "${u.text}" was not read (${u.why})`).join('');
    throw new UsageError(`--text needs --kind "<label>" (the text does not say what kind of card it is${unplaced}); valid: ${KIND_LABELS.join(', ')}`);
  }
  if (block.text.trim() === '') throw new UsageError('--text: the card has a name and type but no text to read');
  const classified = classifyCard(cardTextInput(block, kind, name?.trim() || block.name || 'Custom card'));
  // Named as a card the project holds rulings for, the text keeps them (as a look-up by that name does).
  const { card } = withCardRulings(classified.card, embeddedCatalog().exact(classified.card.name));
  return { classified: { ...classified, card }, block };
}
