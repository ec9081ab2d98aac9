import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';

// A webview fetches each stylesheet, script and font of its page through VS Code's service
// worker, which on a first page is slow to start: the battle panel carries them in the page
// instead, so its first step is drawn without waiting for a fetch. A request still in flight when
// a panel closes is never answered, and VS Code's next webview then waits for the service
// worker's 30 s timeout before it shows; the icons are an SVG sprite in the page (icons.ts).

export interface InlineAssets {
  styles: string;
  script: string;
}

const texts = new Map<string, Promise<string>>();

/** A file of the extension as text, read once. */
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
export async function battleAssets(extensionUri: vscode.Uri): Promise<InlineAssets | undefined> {
  const at = (...path: string[]) => vscode.Uri.joinPath(extensionUri, ...path);
  try {
    const [styles, script] = await Promise.all([read(at('media', 'panel.css')), read(at('dist', 'webview', 'battle.js'))]);
    if (/<\/(style|script)/i.test(styles + script)) return undefined;
    return { styles, script };
  } catch {
    return undefined;
  }
}
