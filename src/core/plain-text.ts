// Untrusted text (card names, database rows, a server's words) shown where VS Code renders
// `[label](command:…)` as a link that runs a command: notifications, progress titles, status
// items, quick-pick labels (issue 19). The text is kept readable; only what could act is broken.

// C0/C1 controls (ESC starts terminal sequences), and the bidirectional overrides that can make
// a shown name read differently from what it is.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text with Markdown link syntax broken up (`](` becomes `] (`, so no label can pair with a
 * target), `$(` icon syntax broken the same way, line breaks made spaces and control characters
 * removed. Safe for any VS Code message, title or label.
 */
export function plainMessageText(text: string): string {
  return text
    .replace(/\r\n?|\n/g, ' ')
    .replace(CONTROLS, '')
    .replace(/\]\s*\(/g, '] (')
    .replace(/\$\(/g, '$ (');
}

/** The text without control characters, for a terminal: no escape sequence reaches it. */
export function plainTerminalText(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '');
}
