import * as vscode from 'vscode';
import { isBattleDocument } from '../battle/language';
import { isOpenInTab } from '../battle/store';
import type { Services } from '../services';

async function battleDocument(services: Services, uri?: unknown): Promise<vscode.TextDocument | undefined> {
  if (uri instanceof vscode.Uri) return vscode.workspace.openTextDocument(uri);
  const active = vscode.window.activeTextEditor?.document;
  if (isBattleDocument(active)) return active;
  return services.battles.activeDocument;
}

/** Walk Through Battle: opens the battle webview on the given or the active `.battle` file. */
export async function walkThrough(services: Services, uri?: unknown): Promise<boolean> {
  const doc = await battleDocument(services, uri);
  if (!doc) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a .battle file to walk through it.'));
    return false;
  }
  // The views follow the battle files open in tabs: a file given by its URI is opened in one.
  if (!isOpenInTab(doc.uri)) await vscode.window.showTextDocument(doc, { preview: true });
  services.battles.setActive(doc);
  services.battlePanel.show(doc);
  return true;
}

/** Shows a step in the webview (the Battle tree's items run this); `part` `after` scrolls to "Still possible now". */
export function revealStep(services: Services, step?: unknown, part?: unknown): void {
  const index = typeof step === 'number' ? step : 0;
  const doc = services.battles.activeDocument;
  if (doc && !services.battlePanel.document) services.battlePanel.show(doc);
  services.battlePanel.reveal(index, part === 'after' || part === 'opening' ? part : undefined);
}

/** Export as Markdown: the walkthrough as a new Markdown document; returns it. */
export async function exportMarkdown(services: Services): Promise<vscode.TextDocument | undefined> {
  if (!services.battlePanel.document) {
    const doc = await battleDocument(services);
    if (doc) services.battlePanel.show(doc);
  }
  const content = await services.battlePanel.markdown();
  if (content === undefined) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a .battle file to export its walkthrough.'));
    return undefined;
  }
  // An untitled document works in every workspace, virtual and untrusted ones included.
  const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content });
  await vscode.window.showTextDocument(doc, { preview: false });
  return doc;
}
