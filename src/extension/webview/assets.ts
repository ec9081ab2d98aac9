import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';

// A webview fetches each stylesheet, script and font of its page through VS Code's service
// worker, which on a first page is slow to start: the battle panel carries them in the page
// instead, so its first step is drawn without waiting for a fetch. That includes the icon font:
// a font request still in flight when a panel closes is never answered, and VS Code's next
// webview then waits for the service worker's 30 s timeout before it shows.

export interface InlineAssets {
  styles: string;
  script: string;
  /** The styles' fonts are data: URLs (the page's CSP must allow them). */
  font?: 'data';
}

const texts = new Map<string, Promise<string>>();

/** A file of the extension as text (`utf8`) or base64, read once. */
function read(uri: vscode.Uri, encoding: 'utf8' | 'base64' = 'utf8'): Promise<string> {
  const key = `${encoding}:${uri.toString()}`;
  let text = texts.get(key);
  if (!text) {
    // The extension's own files are on the extension host's disk: read there, not through
    // workspace.fs, which in a remote window (code-server) goes by way of the browser (~1 s).
    const bytes = uri.scheme === 'file' ? readFile(uri.fsPath) : Promise.resolve(vscode.workspace.fs.readFile(uri));
    text = bytes.then((b) => Buffer.from(b).toString(encoding));
    // A failed read is retried on the next page, not cached.
    text.catch(() => texts.delete(key));
    texts.set(key, text);
  }
  return text;
}

/** The battle page's styles and script; undefined when one cannot be read or inlined safely. */
export async function battleAssets(extensionUri: vscode.Uri, webview: vscode.Webview): Promise<InlineAssets | undefined> {
  const at = (...path: string[]) => vscode.Uri.joinPath(extensionUri, ...path);
  try {
    const [codicons, font, panel, script] = await Promise.all([
      read(at('dist', 'codicons', 'codicon.css')),
      read(at('dist', 'codicons', 'codicon.ttf'), 'base64'),
      read(at('media', 'panel.css')),
      read(at('dist', 'webview', 'battle.js')),
    ]);
    if (/<\/(style|script)/i.test(codicons + panel + script)) return undefined;
    // The font goes in as a data: URL (the page's CSP allows data: fonts when it is inline); any
    // other URL was relative to the stylesheet's own and must be absolute inside the page.
    const files = webview.asWebviewUri(at('dist', 'codicons')).toString();
    const styles = codicons.replace(/url\("\.\/([^"?]+)(\?[^"]*)?"\)/g, (_, file: string) => (file === 'codicon.ttf' ? `url("data:font/ttf;base64,${font}")` : `url("${files}/${file}")`));
    return { styles: `${styles}\n${panel}`, script, font: 'data' };
  } catch {
    return undefined;
  }
}
