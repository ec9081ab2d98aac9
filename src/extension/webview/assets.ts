import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';

// A webview fetches each stylesheet and script of its page through VS Code's service worker,
// which on a first page is slow to start: the battle panel carries them in the page instead,
// so its first step is drawn without waiting for a fetch (the icon font still loads by URL).

export interface InlineAssets {
  styles: string;
  script: string;
}

const texts = new Map<string, Promise<string>>();

function read(uri: vscode.Uri): Promise<string> {
  const key = uri.toString();
  let text = texts.get(key);
  if (!text) {
    // The extension's own files are on the extension host's disk: read there, not through
    // workspace.fs, which in a remote window (code-server) goes by way of the browser (~1 s).
    const bytes = uri.scheme === 'file' ? readFile(uri.fsPath) : Promise.resolve(vscode.workspace.fs.readFile(uri));
    text = bytes.then((b) => new TextDecoder().decode(b));
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
    const [codicons, panel, script] = await Promise.all([read(at('dist', 'codicons', 'codicon.css')), read(at('media', 'panel.css')), read(at('dist', 'webview', 'battle.js'))]);
    if (/<\/(style|script)/i.test(codicons + panel + script)) return undefined;
    // The font's URL was relative to the stylesheet's own; inside the page it must be absolute.
    const fonts = webview.asWebviewUri(at('dist', 'codicons')).toString();
    return { styles: `${codicons.replace(/url\("\.\/([^"]+)"\)/g, (_, file: string) => `url("${fonts}/${file}")`)}\n${panel}`, script };
  } catch {
    return undefined;
  }
}
