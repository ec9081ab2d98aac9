import * as vscode from 'vscode';
import type { CatalogService } from '../catalogService';
import { effectiveOptions } from '../options';
import { walkBattle } from '../rulesCore';
import type { Walk } from '../rulesCore';
import { isBattleDocument } from './language';

/** Pause after the last keystroke before a battle is walked again: typing a word costs one walk. */
export const REWALK_DEBOUNCE_MS = 150;

interface Entry {
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
      vscode.workspace.onDidCloseTextDocument((doc) => this.walks.delete(doc.uri.toString())),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (isBattleDocument(editor?.document)) this.setActive(editor.document);
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('damageStepRulings')) this.rewalkAll();
      }),
      catalogs.onDidChange(() => this.rewalkAll()),
    );
    const current = vscode.window.activeTextEditor?.document;
    if (isBattleDocument(current)) this.setActive(current);
  }

  get activeDocument(): vscode.TextDocument | undefined {
    return this.active && !this.active.isClosed ? this.active : undefined;
  }

  setActive(doc: vscode.TextDocument): void {
    if (this.active === doc) return;
    this.active = doc;
    this.activeChanged.fire(doc);
    void this.walk(doc);
  }

  /** The walk of a document at its current version, walking it if needed. */
  async walk(doc: vscode.TextDocument): Promise<Walk> {
    const key = doc.uri.toString();
    const cached = this.walks.get(key);
    if (cached && cached.version === doc.version) return cached.walk;
    const version = doc.version;
    const catalog = await this.catalogs.catalog();
    // An edit arrived while the catalog loaded: the text asked about is gone, walk the newest instead.
    if (doc.version !== version && !doc.isClosed) return this.walk(doc);
    const { ruleset, region } = effectiveOptions(doc);
    const walk = walkBattle(doc.getText(), catalog, { ruleset, region });
    this.walks.set(key, { version: doc.version, walk });
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
