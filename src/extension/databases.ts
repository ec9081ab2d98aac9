import * as vscode from 'vscode';
import type { CardRecord } from './core';

// Reading an imported card database (a YGOPro `cards.cdb` or a YGOPRODeck JSON). The bytes are
// read through `vscode.workspace.fs` so that virtual workspaces work; turning them into card
// records is the core's job (issue 3: sql.js reader and card-text classifier). Until the core
// exports that import, a database is checked for its format and reported as not yet readable,
// and the extension answers from the embedded catalog.

export interface DatabaseLoad {
  uri: vscode.Uri;
  cards: CardRecord[];
  /** Why the file gave no cards, for the user; undefined when it loaded. */
  error?: string;
}

const SQLITE_MAGIC = 'SQLite format 3\u0000';

type Format = 'cdb' | 'json';

function detectFormat(bytes: Uint8Array): Format | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 16));
  if (head === SQLITE_MAGIC) return 'cdb';
  const firstChar = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart()[0];
  return firstChar === '{' ? 'json' : undefined;
}

function checkJsonShape(bytes: Uint8Array): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    return vscode.l10n.t('not valid JSON ({0})', error instanceof Error ? error.message : String(error));
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return vscode.l10n.t('a YGOPRODeck card JSON has a "data" array; this file has none');
  return undefined;
}

export async function loadDatabase(uri: vscode.Uri): Promise<DatabaseLoad> {
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(uri);
  } catch (error) {
    return { uri, cards: [], error: vscode.l10n.t('cannot read the file: {0}', error instanceof Error ? error.message : String(error)) };
  }
  const format = detectFormat(bytes);
  if (format === undefined) return { uri, cards: [], error: vscode.l10n.t('neither an SQLite cards.cdb nor a YGOPRODeck JSON file') };
  if (format === 'json') {
    const shapeError = checkJsonShape(bytes);
    if (shapeError) return { uri, cards: [], error: shapeError };
  }
  return { uri, cards: [], error: vscode.l10n.t('reading card databases needs a newer rules core; answering from the embedded catalog') };
}
