import * as vscode from 'vscode';
import { walkToMarkdown } from '../battle/exportMarkdown';
import { battleFileName } from '../battle/language';
import type { BattleStore } from '../battle/store';
import { SHOW_RULE_COMMAND } from '../text/markdown';
import { plainMessageText } from '../rulesCore';
import { battleAssets } from './assets';
import { emptyText, walkthroughView } from './battleView';
import { page, webviewOptions } from './html';
import { BATTLE_VIEW_TYPE, isBattleWebviewMessage, readBattleState, type HostMessage, type ProbeResult, type WalkthroughView, type WebviewMessage } from './protocol';

/** JSON inside a <script> element: "<" escaped, so no text of the battle can close the element. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const sameFile = (a: vscode.TextDocument | undefined, b: vscode.TextDocument | undefined) => a?.uri.toString() === b?.uri.toString();

/**
 * The battle walkthrough panel: one at a time, showing the active battle file, following its
 * edits and the active battle editor, and empty once that file is closed. The webview keeps its
 * place with setState; after a window reload the serializer below brings it back on the same
 * file and step.
 */
export class BattlePanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private doc: vscode.TextDocument | undefined;
  private step = 0;
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly rendered = new vscode.EventEmitter<{ step: number; steps: number }>();
  /** Fires when the webview has drawn a step (tests wait on it). */
  readonly onDidRender = this.rendered.event;
  private readonly probes: Array<(r: ProbeResult) => void> = [];
  /** The battle and version the page was set with, until the page says it is ready. */
  private embedded: { uri: string; version: number } | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly store: BattleStore,
  ) {
    this.subscriptions.push(
      store.onDidChange((doc) => {
        if (doc === this.doc) void this.post();
      }),
      store.onDidChangeActive((doc) => {
        if (!this.panel || sameFile(doc, this.doc)) return;
        // Another battle became active, or the shown one was closed (doc undefined): no stale steps.
        this.doc = doc;
        this.step = 0;
        void this.post();
      }),
    );
  }

  get currentStep(): number {
    return this.step;
  }

  get document(): vscode.TextDocument | undefined {
    return this.doc;
  }

  show(doc: vscode.TextDocument): void {
    if (this.doc !== doc) this.step = 0;
    this.doc = doc;
    if (this.panel) {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
      void this.post();
      return;
    }
    // A new panel starts at the first step; an open one keeps its place.
    this.step = 0;
    const panel = vscode.window.createWebviewPanel(
      BATTLE_VIEW_TYPE,
      vscode.l10n.t('Battle: {0}', plainMessageText(battleFileName(doc.uri))),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      webviewOptions(this.extensionUri, true),
    );
    this.attach(panel);
  }

  /** Called by the serializer with a panel VS Code recreated after a reload (no document: its empty state). */
  restore(panel: vscode.WebviewPanel, doc: vscode.TextDocument | undefined, step: number): void {
    this.panel?.dispose();
    this.doc = doc;
    this.step = step;
    panel.webview.options = webviewOptions(this.extensionUri, true);
    this.attach(panel);
  }

  /** Shows the step; `part` scrolls to one of its two moments (`after`: "Still possible now"). */
  reveal(step: number, part?: 'opening' | 'after'): void {
    this.step = step;
    void this.postMessage({ type: 'reveal', step, ...(part ? { part } : {}) });
    this.panel?.reveal(undefined, true);
  }

  /** What the webview's DOM holds now (a test hook: card names must stay text). */
  probe(): Promise<ProbeResult> {
    return new Promise((resolve) => {
      this.probes.push(resolve);
      void this.postMessage({ type: 'probe' });
    });
  }

  private attach(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'media', 'icon.svg');
    const subscriptions = [
      // Checked before anything is stored or run: the page is not trusted with the host's state.
      panel.webview.onDidReceiveMessage((m: unknown) => {
        if (this.panel === panel && isBattleWebviewMessage(m)) this.receive(m);
      }),
      panel.onDidDispose(() => {
        for (const s of subscriptions) s.dispose();
        // A panel replaced by a restored one leaves the new one alone.
        if (this.panel !== panel) return;
        this.panel = undefined;
        this.embedded = undefined;
      }),
    ];
    void this.load(panel);
  }

  /**
   * Sets the page with the current step's data in it: the webview draws it as soon as its script
   * runs, instead of asking for it ('ready') and waiting for the answer, a round trip through
   * the workbench that a first render would otherwise wait on.
   */
  private async load(panel: vscode.WebviewPanel): Promise<void> {
    const doc = this.doc;
    const [view, inline] = await Promise.all([doc ? this.view(doc) : undefined, battleAssets(this.extensionUri)]);
    if (this.panel !== panel) return;
    if (!doc) this.showEmptyTitle();
    this.embedded = view && doc ? { uri: doc.uri.toString(), version: doc.version } : undefined;
    const initial = view ? { view, step: this.step } : { empty: { text: emptyText() } };
    const data = `\n<script type="application/json" id="initial-view">${jsonInHtml(initial)}</script>`;
    panel.webview.html = page({
      webview: panel.webview,
      extensionUri: this.extensionUri,
      title: panel.title,
      body: `<div id="live" class="visually-hidden" role="status" aria-live="polite"></div>\n<main id="app" tabindex="-1"></main>${data}`,
      script: 'webview/battle.js',
      ...(inline ? { inline } : {}),
    });
  }

  /** Shows the battle file with the problem the page lists at `index` selected (the file as the walk read it). */
  private async goToProblem(index: number): Promise<void> {
    const doc = this.doc;
    if (!doc) return;
    const problem = (await this.store.walk(doc)).diagnostics[index];
    if (!problem) return;
    const at = new vscode.Position(Math.max(0, problem.line - 1), Math.max(0, problem.column - 1));
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
    await vscode.window.showTextDocument(doc, { viewColumn: editor?.viewColumn ?? vscode.ViewColumn.One, selection: new vscode.Range(at, at.translate(0, problem.length)) });
  }

  private receive(message: WebviewMessage): void {
    switch (message.type) {
      case 'ready': {
        // The page was drawn from the data it was set with, unless the battle changed since.
        const sent = this.embedded;
        this.embedded = undefined;
        if (!this.doc ? sent !== undefined : !sent || sent.uri !== this.doc.uri.toString() || sent.version !== this.doc.version) void this.post();
        break;
      }
      case 'step':
        this.step = message.step;
        break;
      case 'rendered':
        this.step = message.step;
        this.rendered.fire({ step: message.step, steps: message.steps });
        break;
      case 'export':
        void vscode.commands.executeCommand('damageStepRulings.exportMarkdown');
        break;
      case 'openRule':
        void vscode.commands.executeCommand(SHOW_RULE_COMMAND, message.rule);
        break;
      case 'goToProblem':
        void this.goToProblem(message.index);
        break;
      case 'probeResult':
        for (const resolve of this.probes.splice(0)) resolve(message.result);
        break;
    }
  }

  private postMessage(message: HostMessage): Thenable<boolean> {
    return this.panel ? this.panel.webview.postMessage(message) : Promise.resolve(false);
  }

  private async post(): Promise<void> {
    const doc = this.doc;
    if (!this.panel) return;
    if (!doc) {
      this.showEmptyTitle();
      await this.postMessage({ type: 'empty', view: { text: emptyText() } });
      return;
    }
    const view = await this.view(doc);
    // The file changed while it was walked: the newer post shows it.
    if (this.doc !== doc) return;
    await this.postMessage({ type: 'walkthrough', view, step: this.step });
  }

  private showEmptyTitle(): void {
    if (this.panel) this.panel.title = vscode.l10n.t('Battle');
  }

  /** The walkthrough of a battle as the webview shows it; keeps the step within its steps. */
  private async view(doc: vscode.TextDocument): Promise<WalkthroughView> {
    const walk = await this.store.walk(doc);
    if (this.panel) this.panel.title = vscode.l10n.t('Battle: {0}', plainMessageText(battleFileName(doc.uri)));
    this.step = Math.max(0, Math.min(this.step, walk.steps.length - 1));
    return walkthroughView(doc.uri, walk);
  }

  /** The walkthrough of the shown battle as Markdown, or undefined when no battle is shown. */
  async markdown(): Promise<string | undefined> {
    if (!this.doc) return undefined;
    return walkToMarkdown(await this.store.walk(this.doc), battleFileName(this.doc.uri));
  }

  dispose(): void {
    this.panel?.dispose();
    for (const s of this.subscriptions) s.dispose();
    this.rendered.dispose();
  }
}

/**
 * Brings the battle panel back after a window reload, on the file and step it showed; a panel
 * that showed no file, or whose file is gone, comes back empty rather than not at all.
 */
export function battleSerializer(battlePanel: BattlePanel): vscode.WebviewPanelSerializer {
  return {
    async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown) {
      const saved = readBattleState(state);
      const step = saved.step;
      let doc: vscode.TextDocument | undefined;
      if (saved.uri !== '') {
        try {
          doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(saved.uri));
        } catch {
          doc = undefined;
        }
      }
      battlePanel.restore(panel, doc, doc ? step : 0);
    },
  };
}
