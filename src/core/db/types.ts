import type { CardTextInput } from '../types';

/** One problem found while reading a database: which file, which row, what is wrong. */
export interface DatabaseProblem {
  file: string;
  /** The row: a cards.cdb `datas.id`, or `data[<index>]` of a JSON file; absent for the file as a whole. */
  row?: string;
  message: string;
}

/** A card as a database gives it, with the id it has there. */
export interface DatabaseCard extends CardTextInput {
  id: string;
}

export type DatabaseFormat = 'cdb' | 'ygoprodeck-json';

/** What reading one file gave: every card it could read, and a problem per thing it could not. */
export interface DatabaseLoad {
  file: string;
  format: DatabaseFormat | 'unknown';
  cards: DatabaseCard[];
  problems: DatabaseProblem[];
  /** The file as a whole could not be read (no cards at all came from it). */
  fatal: boolean;
}

/**
 * How the core gets sql.js's WebAssembly without touching the disk itself: the caller passes the
 * bytes of `sql-wasm.wasm` (a Node CLI reads them, an extension host fetches them), or tells
 * sql.js where to find the file.
 */
export interface SqlWasmPort {
  wasmBinary?: () => Uint8Array | ArrayBuffer | Promise<Uint8Array | ArrayBuffer>;
  locateFile?: (file: string) => string;
}

export function formatProblem(p: DatabaseProblem): string {
  return p.row === undefined ? `${p.file}: ${p.message}` : `${p.file}: row ${p.row}: ${p.message}`;
}
