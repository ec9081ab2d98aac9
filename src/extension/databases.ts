import * as vscode from 'vscode';
import { readCardDatabaseSettings } from './cardDatabaseSettings';
import { classifyDatabase, databaseTooLarge, formatProblem, loadCardDatabase, type CardRecord, type SqlWasmPort } from './rulesCore';

// Reading an imported card database (a YGOPro `cards.cdb` or a YGOPRODeck JSON) with the core's
// reader and classifier. Every byte is read through `vscode.workspace.fs`, the database and
// sql.js's WebAssembly (shipped in dist/) alike, so virtual workspaces work too.

export interface DatabaseResult {
  uri: vscode.Uri;
  cards: CardRecord[];
  /** Why the file gave no cards, for the user; undefined when it loaded. */
  error?: string;
  /** Rows that could not be read (the rest of the file still loaded). */
  problems: string[];
  /** The cards by their database id (the passcode), for card scripts named c<passcode>.lua. */
  byId?: Map<string, CardRecord>;
}

function fileName(uri: vscode.Uri): string {
  return uri.path.split('/').pop() ?? uri.toString();
}

/**
 * Why a file is not read as a database (not a regular file, over the size setting), or
 * undefined. Checked before reading: a device or a huge file would otherwise fill memory.
 */
export async function refuseDatabaseFile(uri: vscode.Uri, maxBytes = readCardDatabaseSettings().maxBytes): Promise<string | undefined> {
  let stat: vscode.FileStat;
  try {
    stat = await vscode.workspace.fs.stat(uri);
  } catch (error) {
    return vscode.l10n.t('cannot read the file: {0}', error instanceof Error ? error.message : String(error));
  }
  if ((stat.type & vscode.FileType.Directory) !== 0) return vscode.l10n.t('it is a folder, not a card database file');
  if ((stat.type & vscode.FileType.File) === 0) return vscode.l10n.t('it is not a regular file (card databases are cards.cdb or card JSON files)');
  const tooLarge = databaseTooLarge(stat.size, maxBytes);
  return tooLarge ? vscode.l10n.t('{0} (setting damageStepRulings.maxDatabaseMegabytes)', tooLarge) : undefined;
}

export async function loadDatabase(uri: vscode.Uri, extensionUri: vscode.Uri): Promise<DatabaseResult> {
  const refused = await refuseDatabaseFile(uri);
  if (refused) return { uri, cards: [], problems: [], error: refused };
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(uri);
  } catch (error) {
    return { uri, cards: [], problems: [], error: vscode.l10n.t('cannot read the file: {0}', error instanceof Error ? error.message : String(error)) };
  }
  return readDatabaseBytes(uri, bytes, extensionUri);
}

/** Reads and classifies a database's bytes (already read, or just downloaded); `uri` names it in messages. */
export async function readDatabaseBytes(uri: vscode.Uri, bytes: Uint8Array, extensionUri: vscode.Uri): Promise<DatabaseResult> {
  const port: SqlWasmPort = { wasmBinary: async () => vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'dist', 'sql-wasm.wasm')) };
  try {
    const load = await loadCardDatabase(bytes, fileName(uri), port);
    const problems = load.problems.map(formatProblem);
    if (load.fatal) return { uri, cards: [], problems, error: problems[0] ?? vscode.l10n.t('the file could not be read') };
    if (load.cards.length === 0) return { uri, cards: [], problems, error: vscode.l10n.t('the file holds no cards') };
    const cards = classifyDatabase(load).map((c) => c.card);
    const byId = new Map<string, CardRecord>();
    load.cards.forEach((input, i) => {
      const card = cards[i];
      if (card && !byId.has(input.id)) byId.set(input.id, card);
    });
    return { uri, cards, problems, byId };
  } catch (error) {
    // The core reports bad input as problems; anything thrown is a bug, and still must not stop the extension.
    return { uri, cards: [], problems: [], error: error instanceof Error ? error.message : String(error) };
  }
}
