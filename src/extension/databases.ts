import * as vscode from 'vscode';
import { classifyDatabase, formatProblem, loadCardDatabase, type CardRecord, type SqlWasmPort } from './rulesCore';

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

export async function loadDatabase(uri: vscode.Uri, extensionUri: vscode.Uri): Promise<DatabaseResult> {
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(uri);
  } catch (error) {
    return { uri, cards: [], problems: [], error: vscode.l10n.t('cannot read the file: {0}', error instanceof Error ? error.message : String(error)) };
  }
  const port: SqlWasmPort = { wasmBinary: async () => vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'dist', 'sql-wasm.wasm')) };
  try {
    const load = await loadCardDatabase(bytes, fileName(uri), port);
    const problems = load.problems.map(formatProblem);
    if (load.fatal) return { uri, cards: [], problems, error: problems[0] ?? vscode.l10n.t('the file could not be read') };
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
