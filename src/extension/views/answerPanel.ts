import MarkdownIt from 'markdown-it';
import * as vscode from 'vscode';
import { SHOW_RULE_COMMAND } from '../text/markdown';
import { page, webviewOptions } from '../webview/html';

// One reusable panel for answers, timing explanations and rules, rendered from Markdown with
// markdown-it. Raw HTML in the Markdown is not rendered (html: false) and the page runs no
// script; links may only run the extension's own "show rule" command.

const VIEW_TYPE = 'damageStepRulings.answer';

export class AnswerPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private readonly md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  /** The Markdown shown last; tests and "copy" read it. */
  lastMarkdown = '';

  constructor(private readonly extensionUri: vscode.Uri) {
    // Only the extension's own command links are allowed; markdown-it rejects javascript: and data: URLs already.
    const validate = this.md.validateLink.bind(this.md);
    this.md.validateLink = (url) => validate(url) && (!/^command:/i.test(url) || url.startsWith(`command:${SHOW_RULE_COMMAND}`));
  }

  show(title: string, markdown: string): void {
    this.lastMarkdown = markdown;
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(VIEW_TYPE, title, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, webviewOptions(this.extensionUri, false, [SHOW_RULE_COMMAND]));
      this.panel.onDidDispose(() => (this.panel = undefined));
    }
    this.panel.title = title;
    this.panel.webview.html = page({
      webview: this.panel.webview,
      extensionUri: this.extensionUri,
      title,
      body: `<main class="markdown-body">${this.md.render(markdown)}</main>`,
    });
    this.panel.reveal(undefined, true);
  }

  get visible(): boolean {
    return this.panel !== undefined;
  }

  dispose(): void {
    this.panel?.dispose();
  }
}
