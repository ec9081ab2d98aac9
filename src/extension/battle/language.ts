import type * as vscode from 'vscode';

/** The language id of `.battle` files (package.json `contributes.languages`). */
export const BATTLE_LANGUAGE = 'damage-step-battle';

export function isBattleDocument(doc: vscode.TextDocument | undefined): doc is vscode.TextDocument {
  return doc?.languageId === BATTLE_LANGUAGE;
}
