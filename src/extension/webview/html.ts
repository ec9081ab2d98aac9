import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { InlineAssets } from './assets';
import { iconSprite } from './icons';

/** A fresh random nonce for a Content-Security-Policy (scripts run only with it). */
export function nonce(): string {
  return randomBytes(18).toString('base64').replace(/[+/=]/g, '');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Only the extension's media/ and bundled dist/ folders can be loaded into its webviews. */
export function webviewOptions(extensionUri: vscode.Uri, enableScripts: boolean, commandUris: readonly string[] = []): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return {
    enableScripts,
    enableCommandUris: commandUris,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, 'dist')],
    enableFindWidget: true,
  };
}

export interface PageParts {
  webview: vscode.Webview;
  extensionUri: vscode.Uri;
  title: string;
  body: string;
  /** Script file under dist/, loaded with the page's nonce. */
  script?: string;
  /** Styles and script carried in the page, in place of the stylesheets and the script file. */
  inline?: InlineAssets;
}

/** A page with a strict CSP: nothing by default, styles from the extension, scripts by nonce; its icons' sprite first in the body. */
export function page({ webview, extensionUri, title, body, script, inline }: PageParts): string {
  const n = nonce();
  const asset = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...path)).toString();
  const csp = ["default-src 'none'", `style-src ${webview.cspSource}${inline ? ` 'nonce-${n}'` : ''}`, `img-src ${webview.cspSource}`, script || inline ? `script-src 'nonce-${n}'` : '']
    .filter(Boolean)
    .join('; ');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(vscode.env.language)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${inline ? `<style nonce="${n}">\n${inline.styles}\n</style>` : `<link rel="stylesheet" href="${asset('media', 'panel.css')}">`}
<title>${escapeHtml(title)}</title>
</head>
<body>
${iconSprite(extensionUri)}
${body}
${inline ? `<script nonce="${n}">\n${inline.script}\n</script>` : script ? `<script nonce="${n}" src="${asset('dist', script)}"></script>` : ''}
</body>
</html>`;
}
