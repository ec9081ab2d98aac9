import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { databaseRowTooLong } from '../limits';
import { decodeTypeBits } from './type-bits';
import type { DatabaseCard, DatabaseLoad, DatabaseProblem, SqlWasmPort } from './types';

// YGOPro / EDOPro cards.cdb through sql.js (SQLite compiled to WebAssembly, so the same code
// runs in Node and in VS Code's extension host without a native module).

const SQLITE_MAGIC = 'SQLite format 3\u0000';

export function isSqlite(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  for (let i = 0; i < 16; i++) if (bytes[i] !== SQLITE_MAGIC.charCodeAt(i)) return false;
  return true;
}

const engines = new WeakMap<SqlWasmPort, Promise<SqlJsStatic>>();

/** sql.js, initialised once per port. */
export function sqlEngine(port: SqlWasmPort): Promise<SqlJsStatic> {
  let engine = engines.get(port);
  if (!engine) {
    engine = (async () => {
      // Loaded on first use: a CLI answering from the embedded catalog never pays for it.
      const init = (await import('sql.js')).default;
      const config: { wasmBinary?: ArrayBuffer; locateFile?: (file: string) => string } = {};
      if (port.wasmBinary) {
        const bin = await port.wasmBinary();
        config.wasmBinary = bin instanceof Uint8Array ? (bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer) : bin;
      }
      if (port.locateFile) config.locateFile = port.locateFile;
      return init(config);
    })();
    // A failed start (wasm missing) should be retried with the next call, not cached.
    engine.catch(() => engines.delete(port));
    engines.set(port, engine);
  }
  return engine;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const fail = (file: string, text: string): DatabaseLoad => ({ file, format: 'cdb', cards: [], problems: [{ file, message: text }], fatal: true });

/**
 * Whether a header's size can be the file's whole: a truncated copy keeps at least a quarter of it.
 * A 100-byte file claiming 1 GiB is refused before anything is allocated (issue 19).
 */
function plausibleLength(claimed: number, actual: number): boolean {
  return claimed <= 1 << 30 && claimed <= actual * 4;
}

/** The header's size (page size × pages), or undefined before a header is complete. */
function headerLength(bytes: Uint8Array): number | undefined {
  if (bytes.length < 100) return undefined;
  const rawPageSize = (bytes[16] as number) * 256 + (bytes[17] as number);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pages = (((bytes[28] as number) << 24) >>> 0) + ((bytes[29] as number) << 16) + ((bytes[30] as number) << 8) + (bytes[31] as number);
  return pageSize * pages;
}

/**
 * SQLite refuses a file shorter than its header says. Padding the missing pages with zeros lets
 * it read every page that survived; the zeroed ones fail on their own when a scan reaches them.
 */
function padTruncated(bytes: Uint8Array): Uint8Array {
  const expected = headerLength(bytes);
  if (expected === undefined || expected < 512 || expected <= bytes.length || !plausibleLength(expected, bytes.length)) return bytes;
  const padded = new Uint8Array(expected);
  padded.set(bytes);
  return padded;
}

const asInt = (v: SqlValue | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined);

interface TextRow {
  name: string;
  desc: string;
}

/** Every readable row of a cards.cdb; a problem for each row (or part of the file) that is not. */
export async function readCdb(bytes: Uint8Array, file: string, port: SqlWasmPort): Promise<DatabaseLoad> {
  if (bytes.length === 0) return fail(file, 'the file is empty; expected a YGOPro cards.cdb (SQLite)');
  if (!isSqlite(bytes)) return fail(file, 'not an SQLite database (no "SQLite format 3" header); expected a YGOPro cards.cdb');
  let SQL: SqlJsStatic;
  try {
    SQL = await sqlEngine(port);
  } catch (e) {
    return fail(file, `cannot start sql.js: ${message(e)}`);
  }
  const problems: DatabaseProblem[] = [];
  const claimed = headerLength(bytes);
  if (claimed !== undefined && claimed > bytes.length && !plausibleLength(claimed, bytes.length)) {
    return fail(
      file,
      `the header says the database is ${claimed.toLocaleString('en-US')} bytes, but the file is ${bytes.length.toLocaleString('en-US')}; not a whole cards.cdb (damaged or cut short)`,
    );
  }
  const whole = padTruncated(bytes);
  if (whole !== bytes) {
    problems.push({ file, message: `the file is truncated (${bytes.length} of ${whole.length} bytes); reading what is left` });
  }
  let db: Database;
  try {
    db = new SQL.Database(whole);
  } catch (e) {
    return fail(file, `cannot open the database: ${message(e)}`);
  }
  try {
    const load = readOpen(db, file);
    return { ...load, problems: [...problems, ...load.problems] };
  } catch (e) {
    return fail(file, `cannot read the database: ${message(e)}`);
  } finally {
    db.close();
  }
}

function readOpen(db: Database, file: string): DatabaseLoad {
  const problems: DatabaseProblem[] = [];
  let tables: Set<string>;
  try {
    tables = new Set((db.exec("SELECT name FROM sqlite_master WHERE type = 'table'")[0]?.values ?? []).map((r) => String(r[0])));
  } catch (e) {
    return fail(file, `not a readable SQLite database (${message(e)}); the file may be truncated or damaged`);
  }
  const missing = ['datas', 'texts'].filter((t) => !tables.has(t));
  if (missing.length > 0) return fail(file, `no ${missing.map((t) => `"${t}"`).join(' or ')} table; not a YGOPro cards.cdb`);

  // A well-formed cards.cdb is read in one pass (one joined query); anything unusual about it (a
  // non-rowid id, a damaged page) is read table by table, so damage in one still leaves the
  // other's rows, and every bad row is reported.
  if (hasRowidIds(db, 'datas') && hasRowidIds(db, 'texts')) {
    const joined = readJoined(db, file);
    if (joined) return joined;
  }
  const texts = new Map<number, TextRow>();
  scan(db, 'SELECT id, name, desc FROM texts', file, problems, 'texts', (row) => {
    const id = asInt(row[0]);
    if (id === undefined) return `texts row with a non-numeric id ${JSON.stringify(row[0])}`;
    texts.set(id, { name: typeof row[1] === 'string' ? row[1] : '', desc: typeof row[2] === 'string' ? row[2] : '' });
    return undefined;
  });

  const reader = new CardRows();
  scan(db, 'SELECT id, type, atk, def, level, alias FROM datas ORDER BY id', file, problems, 'datas', (row) => {
    const id = asInt(row[0]);
    if (id === undefined) return `datas row with a non-numeric id ${JSON.stringify(row[0])}`;
    return reader.add(id, row, texts.get(id));
  });
  return { file, format: 'cdb', cards: reader.cards, problems, fatal: reader.cards.length === 0 && problems.length > 0 };
}

/** `id INTEGER PRIMARY KEY` of a rowid table: every id an integer, and no two alike. */
function hasRowidIds(db: Database, table: string): boolean {
  try {
    const sql = db.exec(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = '${table}'`)[0]?.values[0]?.[0];
    if (typeof sql !== 'string' || /without\s+rowid/i.test(sql)) return false;
    const columns = db.exec(`PRAGMA table_info(${table})`)[0]?.values ?? [];
    const keys = columns.filter((c) => Number(c[5]) > 0);
    return keys.length === 1 && keys[0]?.[1] === 'id' && String(keys[0]?.[2]).toUpperCase() === 'INTEGER';
  } catch {
    return false;
  }
}

/** Both tables in one joined scan; undefined when the file fails part way (then read it table by table). */
function readJoined(db: Database, file: string): DatabaseLoad | undefined {
  const problems: DatabaseProblem[] = [];
  const reader = new CardRows();
  try {
    const stmt = db.prepare('SELECT d.id, d.type, d.atk, d.def, d.level, t.id, t.name, t.desc FROM datas d LEFT JOIN texts t ON t.id = d.id ORDER BY d.id');
    try {
      while (stmt.step()) {
        const row = stmt.get();
        const id = row[0] as number;
        const text = row[5] === null ? undefined : { name: typeof row[6] === 'string' ? row[6] : '', desc: typeof row[7] === 'string' ? row[7] : '' };
        try {
          const r = reader.add(id, row, text);
          if (r) problems.push({ file, row: r.row, message: r.message });
        } catch (e) {
          problems.push({ file, row: String(id), message: message(e) });
        }
      }
    } finally {
      stmt.free();
    }
  } catch {
    return undefined;
  }
  return { file, format: 'cdb', cards: reader.cards, problems, fatal: reader.cards.length === 0 && problems.length > 0 };
}

/** Turns `datas` rows (id, type, atk, def, level, ...) and their text into cards, in order. */
class CardRows {
  readonly cards: DatabaseCard[] = [];
  private readonly seen = new Set<string>();

  add(id: number, row: SqlValue[], text: TextRow | undefined): { row: string; message: string } | undefined {
    const rowId = String(id);
    if (!text) return { row: rowId, message: 'no "texts" row (name and text) for this id' };
    if (text.name.trim() === '') return { row: rowId, message: 'the card has no name' };
    const tooLong = databaseRowTooLong(text.name, text.desc);
    if (tooLong) return { row: rowId, message: tooLong };
    const type = asInt(row[1]);
    if (type === undefined) return { row: rowId, message: `"${text.name}": type ${JSON.stringify(row[1])} is not a number` };
    const decoded = decodeTypeBits(type);
    if ('error' in decoded) return { row: rowId, message: `"${text.name}": ${decoded.error}` };
    // Alternate artworks repeat a card under another id: the first row stands for the card.
    if (this.seen.has(text.name)) return undefined;
    this.seen.add(text.name);
    const card: DatabaseCard = { id: rowId, name: text.name, kind: decoded.kind, subtype: decoded.subtype, text: text.desc };
    if (decoded.monsterTypes) {
      card.monsterTypes = decoded.monsterTypes;
      const atk = asInt(row[2]);
      const def = asInt(row[3]);
      const level = asInt(row[4]);
      // -2 is "?"; a Link Monster's DEF column holds its arrows; Pendulum Scales share `level`.
      if (atk !== undefined && atk >= 0) card.atk = atk;
      if (def !== undefined && def >= 0 && !decoded.monsterTypes.includes('Link')) card.def = def;
      if (level !== undefined && level > 0) card.level = level & 0xff;
    }
    this.cards.push(card);
    return undefined;
  }
}

type RowResult = string | { row: string; message: string } | undefined;

function scan(db: Database, sql: string, file: string, problems: DatabaseProblem[], table: string, onRow: (row: SqlValue[]) => RowResult): void {
  let count = 0;
  let last: SqlValue | undefined;
  try {
    const stmt = db.prepare(sql);
    try {
      while (stmt.step()) {
        const row = stmt.get();
        count++;
        last = row[0];
        try {
          const r = onRow(row);
          if (typeof r === 'string') problems.push({ file, row: `${table}[${count}]`, message: r });
          else if (r) problems.push({ file, row: r.row, message: r.message });
        } catch (e) {
          problems.push({ file, row: String(row[0]), message: message(e) });
        }
      }
    } finally {
      stmt.free();
    }
  } catch (e) {
    const where = count === 0 ? `reading table "${table}" failed` : `reading table "${table}" stopped after ${count} rows (last id ${String(last)})`;
    problems.push({ file, message: `${where}: ${message(e)}; the file may be truncated or damaged` });
  }
}
