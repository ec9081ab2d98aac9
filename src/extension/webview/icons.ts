import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { IconName } from './protocol';

// The webviews' icons are a sprite of SVG <symbol>s in the page itself (scripts/build.mjs writes
// dist/webview/icons.svg from the codicons they use), drawn with <use>: nothing to fetch through
// the webview's service worker and no 168 kB icon font to decode before the first paint.

let sprite: string | undefined;

/**
 * The sprite, for the start of a page's body; empty when it cannot be read (the buttons keep
 * their words). Read once, synchronously: an 8 kB file on the extension host's own disk, and a page
 * is set in one go.
 */
export function iconSprite(extensionUri: vscode.Uri): string {
  if (sprite !== undefined) return sprite;
  try {
    const text = readFileSync(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'icons.svg').fsPath, 'utf8');
    // Built from our own dependency, but checked like anything else that goes into a page.
    sprite = /^<svg[^>]*class="icon-sprite"[^>]*>(<symbol id="icon-[a-z-]+" viewBox="[\d. ]+">(?:(?!<\/?(?:script|foreignObject|style)\b)[\s\S])*?<\/symbol>)*<\/svg>\s*$/.test(text)
      ? text.trim()
      : '';
  } catch {
    return '';
  }
  return sprite;
}

/** One icon as markup, for a page the host writes; the page's script draws its own the same way. */
export function iconHtml(name: IconName): string {
  return `<svg class="icon" aria-hidden="true" focusable="false"><use href="#icon-${name}"></use></svg>`;
}
