import * as vscode from 'vscode';
import type { CatalogService } from '../catalogService';
import { effectiveOptions } from '../options';
import { walkBattle } from '../rulesCore';
import type { Walk } from '../rulesCore';
import { isBattleDocument } from './language';

function tabUri(tab: vscode.Tab): vscode.Uri | undefined {
  if (tab.input instanceof vscode.TabInputText) return tab.input.uri;
  if (tab.input instanceof vscode.TabInputTextDiff) return tab.input.modified;
  return undefined;
}

/** Whether an editor tab shows the file (its document may outlive the tab for a while). */
export function isOpenInTab(uri: vscode.Uri): boolean {
  const key = uri.toString();
  return vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => tabUri(t)?.toString() === key));
}

/** Battle files open in tabs: the active group's active tab, the other groups' active tabs, then the rest. */
function battleTabs(): vscode.Uri[] {
  const groups = vscode.window.tabGroups;
  const tabs = [groups.activeTabGroup.activeTab, ...groups.all.map((g) => g.activeTab), ...groups.all.flatMap((g) => g.tabs)];
  const uris = tabs.flatMap((t) => {
    const uri = t && tabUri(t);
    return uri && uri.path.endsWith('.battle') ? [uri] : [];
  });
  return [...new Map(uris.map((u) => [u.toString(), u])).values()];
}

/** Pause after the last keystroke before a battle is walked again: typing a word costs one walk. */
export const REWALK_DEBOUNCE_MS = 150;

interface Entry {
  /** The document walked: an Untitled name ("Untitled-1") is given again once its document is gone. */
  doc: vscode.TextDocument;
  version: number;
  walk: Walk;
}

/**
 * Walks of battle documents, one per document version, and which battle is "active" (the
 * battle file last shown in an editor): the diagnostics, the Battle tree, the webview and the
 * status bar all read from here so they agree.
 */
export class BattleStore implements vscode.Disposable {
  private readonly walks = new Map<string, Entry>();
  private readonly changed = new vscode.EventEmitter<vscode.TextDocument>();
  /** Fires after a battle document was walked anew (edit, open, settings or catalog change). */
  readonly onDidChange = this.changed.event;
  private readonly activeChanged = new vscode.EventEmitter<vscode.TextDocument | undefined>();
  readonly onDidChangeActive = this.activeChanged.event;
  private active: vscode.TextDocument | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly catalogs: CatalogService) {
    this.subscriptions.push(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (isBattleDocument(e.document)) this.schedule(e.document);
      }),
      vscode.workspace.onDidOpenTextDocument((doc) => {
        if (isBattleDocument(doc)) void this.walk(doc);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        const key = doc.uri.toString();
        if (this.walks.get(key)?.doc === doc) this.walks.delete(key);
        if (doc === this.active) void this.followOpenEditors();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (isBattleDocument(editor?.document)) this.setActive(editor.document);
        else this.recheckOpen();
      }),
      // After a reload the editors come back after activation, and not always as the active one.
      vscode.window.onDidChangeVisibleTextEditors(() => this.recheckOpen()),
      // Closing an editor tab does not close its document at once: the tabs say what is open.
      vscode.window.tabGroups.onDidChangeTabs(() => this.recheckOpen()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('damageStepRulings')) this.rewalkAll();
      }),
      catalogs.onDidChange(() => this.rewalkAll()),
    );
    void this.followOpenEditors();
  }

  get activeDocument(): vscode.TextDocument | undefined {
    return this.active && !this.active.isClosed ? this.active : undefined;
  }

  /** Makes a battle the active one, or none (then the views show their empty state). */
  setActive(doc: vscode.TextDocument | undefined): void {
    if (this.active === doc) return;
    this.active = doc;
    this.activeChanged.fire(doc);
    if (doc) void this.walk(doc);
  }

  /** Picks the active battle anew when there is none or its file is no longer open in a tab. */
  private recheckOpen(): void {
    const current = this.activeDocument;
    if (!current || !isOpenInTab(current.uri)) void this.followOpenEditors();
  }

  /**
   * Picks the active battle from what is open: the active editor's, else a visible editor's,
   * else an open tab's (the active tab of a group first); none when no battle file is open.
   */
  async followOpenEditors(): Promise<void> {
    // The editors are checked against the tabs: right after a tab closes they may still list it.
    const editor = vscode.window.activeTextEditor?.document;
    if (isBattleDocument(editor) && isOpenInTab(editor.uri)) return this.setActive(editor);
    const visible = vscode.window.visibleTextEditors.map((e) => e.document).find((d) => isBattleDocument(d) && isOpenInTab(d.uri));
    if (visible) return this.setActive(visible);
    const current = this.activeDocument;
    if (current && isOpenInTab(current.uri)) return;
    const [uri] = battleTabs();
    if (!uri) return this.setActive(undefined);
    const before = this.active;
    let doc: vscode.TextDocument | undefined;
    try {
      doc = await vscode.workspace.openTextDocument(uri);
    } catch {
      doc = undefined;
    }
    // Something else became active while the document loaded: that one wins.
    if (this.active === before) this.setActive(isBattleDocument(doc) ? doc : undefined);
  }

  /** The walk of a document at its current version, walking it if needed. */
  async walk(doc: vscode.TextDocument): Promise<Walk> {
    const key = doc.uri.toString();
    const cached = this.walks.get(key);
    if (cached && cached.doc === doc && cached.version === doc.version) return cached.walk;
    const version = doc.version;
    const catalog = await this.catalogs.catalog();
    // An edit arrived while the catalog loaded: the text asked about is gone, walk the newest instead.
    if (doc.version !== version && !doc.isClosed) return this.walk(doc);
    const { ruleset, region } = effectiveOptions(doc);
    const walk = walkBattle(doc.getText(), catalog, { ruleset, region });
    // A document closed while the catalog loaded is answered but not kept: a new document may
    // already hold its name, and its walk must not be taken for the new one's.
    if (doc.isClosed) return walk;
    this.walks.set(key, { doc, version: doc.version, walk });
    this.changed.fire(doc);
    return walk;
  }

  /** The last walk of a document without waiting, if there is one. */
  peek(uri: vscode.Uri): Walk | undefined {
    return this.walks.get(uri.toString())?.walk;
  }

  // Typing fires a change per keystroke; walking after a short pause keeps the editor smooth.
  private schedule(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.walk(doc);
      }, REWALK_DEBOUNCE_MS),
    );
  }

  private rewalkAll(): void {
    this.walks.clear();
    for (const doc of vscode.workspace.textDocuments) if (isBattleDocument(doc)) void this.walk(doc);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
    this.activeChanged.dispose();
  }
}
