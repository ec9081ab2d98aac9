import * as vscode from 'vscode';

// Stand-ins that extension.ts registers at activation in place of the real providers, which live
// in the second bundle (start.ts). Each one asks for the real provider on its first call, which
// loads that bundle; until then nothing of the core is read or compiled.

/** A tree's data, from a provider made on first use; its change events are passed on once it exists. */
export class StandInTree<T> implements vscode.TreeDataProvider<T>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<T | T[] | undefined | null | void>();
  readonly onDidChangeTreeData = this.changed.event;
  private relay: vscode.Disposable | undefined;

  constructor(private readonly real: () => vscode.TreeDataProvider<T>) {}

  /** Passes the real provider's change events on (called once it is made, by whichever use came first). */
  connect(provider: vscode.TreeDataProvider<T>): void {
    this.relay ??= provider.onDidChangeTreeData?.((e) => this.changed.fire(e));
  }

  getChildren(element?: T): vscode.ProviderResult<T[]> {
    return this.real().getChildren(element);
  }

  getTreeItem(element: T): vscode.TreeItem | Thenable<vscode.TreeItem> {
    return this.real().getTreeItem(element);
  }

  dispose(): void {
    this.relay?.dispose();
    this.changed.dispose();
  }
}

export function standInHover(real: () => vscode.HoverProvider): vscode.HoverProvider {
  return { provideHover: (doc, position, token) => real().provideHover(doc, position, token) };
}

export function standInCompletions(real: () => vscode.CompletionItemProvider): vscode.CompletionItemProvider {
  return { provideCompletionItems: (doc, position, token, context) => real().provideCompletionItems(doc, position, token, context) };
}

export function standInCodeActions(real: () => vscode.CodeActionProvider): vscode.CodeActionProvider {
  return { provideCodeActions: (doc, range, context, token) => real().provideCodeActions(doc, range, context, token) };
}

export function standInSerializer(real: () => vscode.WebviewPanelSerializer): vscode.WebviewPanelSerializer {
  return { deserializeWebviewPanel: (panel, state) => real().deserializeWebviewPanel(panel, state) };
}
