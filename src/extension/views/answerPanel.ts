import MarkdownIt from 'markdown-it';
import * as vscode from 'vscode';
import { setContextKey } from '../contextKeys';
import { OPEN_DOCUMENT_COMMAND, SHOW_RULE_COMMAND } from '../text/markdown';
import { HOVER_OFFER_COMMANDS } from '../text/unknownCard';
import { plainMessageText } from '../rulesCore';
import { escapeHtml, page, webviewOptions } from '../webview/html';
import { iconHtml } from '../webview/icons';
import type { IconName } from '../webview/protocol';
import {
  ANSWER_VIEW_TYPE,
  MAX_ANSWER_HISTORY,
  isAnswerWebviewMessage,
  readAnswerState,
  type AnswerControl,
  type AnswerEntry,
  type AnswerHostMessage,
  type AnswerPageData,
  type AnswerPanelState,
} from './answerProtocol';

// One reusable panel for answers, timing explanations and rules, rendered from Markdown with
// markdown-it. Raw HTML in the Markdown is not rendered (html: false); links may only run the
// extension's own "show rule" command. The page's one script (media/answer/main.ts, by nonce)
// wires Back, Forward, Copy as Markdown and Insert at Cursor and keeps the history for a reload.

const HISTORY_KEY = 'damageStepRulings.answerHistory';
/** Set while the panel shows an answer: the answer commands are offered in the palette then. */
const ANSWER_SHOWN = 'damageStepRulings.answerShown';

/** Where a ruling note (Markdown) can be inserted as it is. */
/** How long "Copied as Markdown." stays in the status bar. */
const STATUS_MS = 4000;

const INSERTABLE_LANGUAGES = new Set(['markdown', 'plaintext']);

/** JSON inside a <script> element: "<" escaped, so no answer text can close the element. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export class AnswerPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private panelSubscriptions: vscode.Disposable[] = [];
  private readonly md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  private history: AnswerEntry[] = [];
  private position = -1;
  /** The text editor a person was in before the panel: where Insert at Cursor writes. */
  private lastEditor: vscode.TextEditor | undefined = vscode.window.activeTextEditor;
  private readonly subscriptions: vscode.Disposable[];
  private disposed = false;
  private readonly rendered = new vscode.EventEmitter<AnswerEntry>();
  /** Fires when the page of an answer is built in the panel (the figure of bench/extension-first-answer.mjs ends there). */
  readonly onDidRender = this.rendered.event;

  /**
   * @param memory where the history is kept between window reloads (workspace state): a panel
   * tab that VS Code has not revived yet (it revives only visible ones) still has its history.
   */
  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly memory?: vscode.Memento,
  ) {
    const saved = readAnswerState(memory?.get(HISTORY_KEY));
    if (saved) {
      this.history = saved.history;
      this.position = saved.position;
    }
    // Only the extension's own command links are allowed; markdown-it rejects javascript: and data: URLs already.
    const validate = this.md.validateLink.bind(this.md);
    const allowed = new Set([SHOW_RULE_COMMAND, OPEN_DOCUMENT_COMMAND, ...HOVER_OFFER_COMMANDS]);
    this.md.validateLink = (url) => validate(url) && (!/^command:/i.test(url) || allowed.has(/^command:([\w.]+)/i.exec(url)?.[1] ?? ''));
    // A verdict heading ("✓ Yes: …", "✗ No: …") gets a class, so the theme's pass/fail colours mark it.
    this.md.core.ruler.push('verdict-headings', (state) => {
      state.tokens.forEach((token, i) => {
        if (token.type !== 'heading_open') return;
        const text = state.tokens[i + 1]?.content ?? '';
        if (text.startsWith('✓')) token.attrJoin('class', 'verdict-yes');
        else if (text.startsWith('✗')) token.attrJoin('class', 'verdict-no');
      });
    });
    // A link whose text is a rule's id is a small muted reference; a link with words (a card's name) reads as text.
    this.md.core.ruler.push('rule-id-links', (state) => {
      for (const block of state.tokens) {
        const children = block.children ?? [];
        children.forEach((token, i) => {
          if (token.type === 'link_open' && /^[a-z]+(?:\.[\w-]+)+$/.test(children[i + 1]?.content ?? '')) token.attrJoin('class', 'rule-id');
        });
      }
    });
    // Each cell carries its column's heading: a narrow panel lists a row as "heading: value" lines
    // (media/panel.css), since six timing columns in 260 px break their headings letter by letter.
    this.md.core.ruler.push('table-cell-labels', (state) => {
      let headings: string[] = [];
      let column = 0;
      state.tokens.forEach((token, i) => {
        if (token.type === 'thead_open') headings = [];
        else if (token.type === 'th_open') headings.push(state.tokens[i + 1]?.content ?? '');
        else if (token.type === 'tr_open') column = 0;
        else if (token.type === 'td_open') token.attrSet('data-label', headings[column++] ?? '');
      });
    });
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor) this.lastEditor = editor;
      }),
    ];
  }

  /** The answer shown now (tests and the commands read it). */
  get current(): AnswerEntry | undefined {
    return this.history[this.position];
  }

  /** The Markdown shown last; tests read it. */
  get lastMarkdown(): string {
    return this.current?.markdown ?? '';
  }

  /** The titles Back and Forward move through, and where the panel is among them. */
  get state(): AnswerPanelState {
    return { history: this.history.map((e) => ({ ...e })), position: this.position };
  }

  get visible(): boolean {
    return this.panel !== undefined;
  }

  /**
   * Opens the panel beside the editor while a question is still being asked: VS Code takes a
   * second or more to make a webview, which then passes while the person picks. Given up, the
   * question leaves the panel there, saying what it is for, rather than closing it: the editor
   * groups do not change under a person already moving on (Escape, then at once the Command
   * Palette), and the next question needs no new webview. Nothing is opened if a panel, or a tab
   * of one not yet revived, is already there.
   */
  prepare(): void {
    if (this.panel || vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith(ANSWER_VIEW_TYPE)))) return;
    const title = vscode.l10n.t('Damage Step answer');
    const panel = vscode.window.createWebviewPanel(ANSWER_VIEW_TYPE, title, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, this.options());
    this.attach(panel);
    panel.webview.html = page({
      webview: panel.webview,
      extensionUri: this.extensionUri,
      title,
      body: `<main class="markdown-body"><p>${escapeHtml(vscode.l10n.t('Answers to Can This Activate…?, Explain Timing… and Search Rulings… appear here.'))}</p></main>`,
    });
  }

  /** Shows a new answer: it becomes the newest of the history (answers after the current one are dropped). */
  show(title: string, markdown: string, note: string = markdown): void {
    this.history = [...this.history.slice(0, this.position + 1), { title, markdown, note }].slice(-MAX_ANSWER_HISTORY);
    this.position = this.history.length - 1;
    this.ensurePanel();
    this.render();
    this.panel?.reveal(undefined, true);
  }

  /**
   * One panel: made beside the editor the first time (or after it was closed), reused after.
   * After a reload, a tab of the panel that VS Code has not revived yet is replaced in place, so
   * that a second answer tab never appears beside it.
   */
  private ensurePanel(): void {
    if (this.panel || !this.current) return;
    const stale = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith(ANSWER_VIEW_TYPE));
    const viewColumn = stale?.group.viewColumn ?? vscode.ViewColumn.Beside;
    if (stale) void vscode.window.tabGroups.close(stale, true);
    this.attach(vscode.window.createWebviewPanel(ANSWER_VIEW_TYPE, this.current.title, { viewColumn, preserveFocus: true }, this.options()));
  }

  private remember(): void {
    void this.memory?.update(HISTORY_KEY, this.history.length > 0 ? this.state : undefined);
  }

  /** Called by the serializer with a panel VS Code recreated after a reload, and the state it kept. */
  restore(panel: vscode.WebviewPanel, state: AnswerPanelState): void {
    if (this.panel && this.panel !== panel) this.panel.dispose();
    this.history = state.history;
    this.position = state.position;
    panel.webview.options = this.options();
    this.attach(panel);
    this.render();
  }

  /** Back, from the palette or the page: `fromPage` keeps focus on the page's button, else focus stays where the person is. */
  back(fromPage = false): AnswerEntry | undefined {
    return this.move(-1, fromPage ? 'back' : undefined);
  }

  forward(fromPage = false): AnswerEntry | undefined {
    return this.move(1, fromPage ? 'forward' : undefined);
  }

  /** Copy as Markdown: the current answer's ruling note on the clipboard; returns it. */
  async copy(): Promise<string | undefined> {
    const note = this.current?.note;
    if (note === undefined) return undefined;
    await vscode.env.clipboard.writeText(note);
    this.status(vscode.l10n.t('Copied as Markdown.'));
    return note;
  }

  /**
   * Insert at Cursor: the ruling note as a block of its own lines in the last text editor, which
   * must hold Markdown or plain text (elsewhere Copy is offered). A selection is replaced; an
   * empty cursor inside a line puts the block after that line, never into the sentence.
   */
  async insert(): Promise<boolean> {
    const note = this.current?.note;
    const last = this.lastEditor;
    if (note === undefined) return false;
    if (!last || last.document.isClosed) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a text editor to insert the answer into.'));
      return false;
    }
    if (!INSERTABLE_LANGUAGES.has(last.document.languageId)) {
      const copy = vscode.l10n.t('Copy as Markdown');
      const name = plainMessageText(last.document.uri.path.split('/').pop() ?? '');
      void vscode.window
        .showInformationMessage(vscode.l10n.t('Answers are inserted into Markdown or plain text only; {0} is {1}. Copy the answer instead?', name, last.document.languageId), copy)
        .then((choice) => {
          if (choice === copy) void this.copy();
        });
      return false;
    }
    // A hidden editor cannot be edited: bring its document back where it was.
    const editor = vscode.window.visibleTextEditors.includes(last) ? last : await vscode.window.showTextDocument(last.document, { viewColumn: last.viewColumn, preserveFocus: true });
    const { document, selection } = editor;
    const line = document.lineAt(selection.end.line);
    const range = selection.isEmpty && !line.isEmptyOrWhitespace ? new vscode.Range(line.range.end, line.range.end) : selection;
    const before = document.lineAt(range.start.line).text.slice(0, range.start.character);
    const after = document.lineAt(range.end.line).text.slice(range.end.character);
    const previous = range.start.line > 0 ? document.lineAt(range.start.line - 1).text : '';
    const prefix = before.trim() !== '' ? '\n\n' : previous.trim() !== '' ? '\n' : '';
    const suffix = after.trim() !== '' ? '\n\n' : '\n';
    const done = await editor.edit((edit) => edit.replace(range, `${prefix}${note.trim()}${suffix}`));
    if (done) this.status(vscode.l10n.t('Inserted into {0}.', plainMessageText(document.uri.path.split('/').pop() ?? '')));
    return done;
  }

  private move(by: number, control: AnswerControl | undefined): AnswerEntry | undefined {
    const to = this.position + by;
    if (to < 0 || to >= this.history.length) return this.current;
    this.position = to;
    this.ensurePanel();
    this.render(control);
    // Back or Forward from the palette brings a panel hidden behind an editor to the front.
    if (this.panel && !this.panel.visible) this.panel.reveal(undefined, true);
    return this.current;
  }

  private options(): vscode.WebviewOptions & vscode.WebviewPanelOptions {
    return webviewOptions(this.extensionUri, true, [SHOW_RULE_COMMAND, OPEN_DOCUMENT_COMMAND, ...HOVER_OFFER_COMMANDS]);
  }

  private attach(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    // The answer commands are offered in the palette while there is an answer to act on (a panel prepare() opened has none yet).
    setContextKey(ANSWER_SHOWN, this.history.length > 0);
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'media', 'icon.svg');
    this.panelSubscriptions = [
      panel.webview.onDidReceiveMessage((message: unknown) => this.receive(message)),
      panel.onDidDispose(() => {
        for (const s of this.panelSubscriptions) s.dispose();
        this.panelSubscriptions = [];
        if (this.panel !== panel) return;
        this.panel = undefined;
        // Shutting down (a reload): the history stays for the panel VS Code will bring back.
        if (this.disposed) return;
        // Closing the panel ends its history: the next answer starts a new one.
        this.history = [];
        this.position = -1;
        this.remember();
        setContextKey(ANSWER_SHOWN, false);
      }),
    ];
  }

  private receive(message: unknown): void {
    // The page is ours, but what it sends is checked like any input.
    if (!isAnswerWebviewMessage(message)) return;
    if (message.type === 'rendered') {
      if (this.current) this.rendered.fire(this.current);
      return;
    }
    switch (message.control) {
      case 'back':
        this.back(true);
        break;
      case 'forward':
        this.forward(true);
        break;
      case 'copy':
        void this.copy();
        break;
      case 'insert':
        void this.insert();
        break;
    }
  }

  /** Said in the page (visible beside the buttons, and read out) and in the status bar. */
  private status(text: string): void {
    const message: AnswerHostMessage = { type: 'status', text };
    void this.panel?.webview.postMessage(message);
    vscode.window.setStatusBarMessage(`$(check) ${text}`, STATUS_MS);
  }

  /** Sets the page for the current answer; `focus` names the control to keep focused. */
  private render(focus?: AnswerControl): void {
    this.remember();
    const panel = this.panel;
    const entry = this.current;
    if (!panel || !entry) return;
    setContextKey(ANSWER_SHOWN, true);
    panel.title = entry.title;
    const t = vscode.l10n.t;
    const first = this.position === 0;
    const last = this.position === this.history.length - 1;
    const button = (control: AnswerControl, icon: IconName, label: string, disabled: boolean, keys?: string) =>
      `<button type="button" id="${control}" data-control="${control}"${disabled ? ' disabled' : ''}${keys ? ` aria-keyshortcuts="${keys}"` : ''}>${iconHtml(icon)}<span>${escapeHtml(label)}</span></button>`;
    const toolbar = `<nav class="answer-toolbar" aria-label="${escapeHtml(t('Answer'))}">
${button('back', 'arrow-left', t('Back'), first, 'Alt+ArrowLeft')}
${button('forward', 'arrow-right', t('Forward'), last, 'Alt+ArrowRight')}
<span class="meta">${escapeHtml(t('Answer {0} of {1}', this.position + 1, this.history.length))}</span>
${button('copy', 'copy', t('Copy as Markdown'), false)}
${button('insert', 'insert', t('Insert at Cursor'), false)}
</nav>`;
    const data: AnswerPageData = { state: this.state, ...(focus ? { focus } : {}) };
    panel.webview.html = page({
      webview: panel.webview,
      extensionUri: this.extensionUri,
      title: entry.title,
      body: `${toolbar}
<div id="status" class="answer-status" role="status" aria-live="polite"></div>
<main class="markdown-body">${this.md.render(entry.markdown)}</main>
<script type="application/json" id="answer-data">${jsonInHtml(data)}</script>`,
      script: 'webview/answer.js',
    });
  }

  dispose(): void {
    this.disposed = true;
    this.panel?.dispose();
    this.rendered.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}

/** Brings the answer panel back after a window reload, with its history and place. */
export function answerSerializer(answers: AnswerPanel): vscode.WebviewPanelSerializer {
  return {
    deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown) {
      const saved = readAnswerState(state);
      if (saved) answers.restore(panel, saved);
      else panel.dispose();
      // VS Code's interface asks for a Thenable; restoring is synchronous.
      return Promise.resolve();
    },
  };
}
