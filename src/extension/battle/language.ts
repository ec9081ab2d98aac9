import type * as vscode from 'vscode';

/** The language id of `.battle` files (package.json `contributes.languages`). */
export const BATTLE_LANGUAGE = 'damage-step-battle';

export function isBattleDocument(doc: vscode.TextDocument | undefined): doc is vscode.TextDocument {
  return doc?.languageId === BATTLE_LANGUAGE;
}

/** The name a battle goes by in headings and titles: its file's name ("Untitled-1" for a new one). */
export function battleFileName(uri: vscode.Uri): string {
  return uri.path.split('/').pop() || uri.toString();
}
