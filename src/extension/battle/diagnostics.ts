import * as vscode from 'vscode';
import type { CatalogService } from '../catalogService';
import type { BattleDiagnostic } from '../rulesCore';
import { moveActivationFixes } from './moveActivation';
import { BATTLE_LANGUAGE, isBattleDocument } from './language';
import type { BattleStore } from './store';

const SOURCE = 'damage-step';

export function toRange(d: BattleDiagnostic): vscode.Range {
  const line = Math.max(0, d.line - 1);
  const start = Math.max(0, d.column - 1);
  return new vscode.Range(line, start, line, start + Math.max(1, d.length));
}

function toDiagnostic(d: BattleDiagnostic): vscode.Diagnostic {
  const severity = d.severity === 'error' ? vscode.DiagnosticSeverity.Error : d.severity === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information;
  // The deciding rule's id goes into the message so a writer can look it up (Search Rulings).
  const diagnostic = new vscode.Diagnostic(toRange(d), d.rule ? `${d.message} [${d.rule}]` : d.message, severity);
  diagnostic.source = SOURCE;
  if (d.code) diagnostic.code = d.code;
  return diagnostic;
}

/** The Untitled documents shown in a tab now. */
function untitledTabs(): Set<string> {
  return new Set(vscode.window.tabGroups.all.flatMap((g) => g.tabs).flatMap((t) => (t.input instanceof vscode.TabInputText && t.input.uri.scheme === 'untitled' ? [t.input.uri.toString()] : [])));
}

/** Publishes each battle walk's diagnostics for its document. */
export function registerDiagnostics(store: BattleStore): vscode.Disposable {
  const collection = vscode.languages.createDiagnosticCollection(SOURCE);
  // An Untitled battle whose tab is gone (closed with Don't Save) is gone for the writer, though
  // VS Code may keep its document a while: its problems go with the tab, and a walk that was
  // still waiting publishes nothing. One never shown yet (New Battle, before its editor) keeps
  // them. Documents, not names: the next Untitled battle may be "Untitled-1" again.
  const shown = new WeakSet<vscode.TextDocument>();
  const discarded = new WeakSet<vscode.TextDocument>();
  const subscriptions = [
    collection,
    store.onDidChange((doc) => {
      if (doc.isClosed || discarded.has(doc)) {
        collection.delete(doc.uri);
        return;
      }
      const walk = store.peek(doc.uri);
      if (walk) collection.set(doc.uri, walk.diagnostics.map(toDiagnostic));
    }),
    // A new document that takes the closed one's name publishes its own walk after this: the store keeps no closed document's.
    // VS Code may close an old Untitled document after a new one took its name: that one's problems stay.
    vscode.workspace.onDidCloseTextDocument((doc) => {
      const key = doc.uri.toString();
      if (!vscode.workspace.textDocuments.some((d) => d !== doc && !d.isClosed && d.uri.toString() === key)) collection.delete(doc.uri);
    }),
    vscode.window.tabGroups.onDidChangeTabs(() => {
      const tabs = untitledTabs();
      for (const doc of vscode.workspace.textDocuments) {
        if (doc.uri.scheme !== 'untitled' || doc.isClosed) continue;
        if (tabs.has(doc.uri.toString())) {
          shown.add(doc);
          discarded.delete(doc);
        } else if (shown.has(doc) && !discarded.has(doc)) {
          discarded.add(doc);
          collection.delete(doc.uri);
        }
      }
    }),
  ];
  for (const doc of vscode.workspace.textDocuments) if (isBattleDocument(doc)) void store.walk(doc);
  return vscode.Disposable.from(...subscriptions);
}

/** "Replace with ..." for unknown card names (and rule sets, regions, timings): the walk's suggestions. */
export class BattleQuickFixes implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix];

  constructor(
    private readonly store: BattleStore,
    private readonly catalogs?: CatalogService,
  ) {}

  async provideCodeActions(doc: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): Promise<vscode.CodeAction[]> {
    const walk = await this.store.walk(doc);
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== SOURCE) continue;
      if (diagnostic.code === 'illegal-activation' && this.catalogs) {
        actions.push(...moveActivationFixes(doc, diagnostic, walk, await this.catalogs.catalog()));
        continue;
      }
      const found = walk.diagnostics.find((d) => d.code === diagnostic.code && toRange(d).isEqual(diagnostic.range));
      (found?.suggestions ?? []).slice(0, 5).forEach((suggestion, i) => {
        const action = new vscode.CodeAction(vscode.l10n.t('Replace with "{0}"', suggestion), vscode.CodeActionKind.QuickFix);
        action.edit = new vscode.WorkspaceEdit();
        action.edit.replace(doc.uri, diagnostic.range, suggestion);
        action.diagnostics = [diagnostic];
        action.isPreferred = i === 0;
        actions.push(action);
      });
    }
    return actions;
  }
}

export function registerQuickFixes(store: BattleStore, catalogs?: CatalogService): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider({ language: BATTLE_LANGUAGE }, new BattleQuickFixes(store, catalogs), { providedCodeActionKinds: BattleQuickFixes.kinds });
}
