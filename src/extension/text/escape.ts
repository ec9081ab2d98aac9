// Escaping untrusted text (card names, card text, database rows) for Markdown, in context: only
// the characters that would change the meaning where the text lands are escaped, so an export
// reads "flip-monster-attacked.battle", not "flip\-monster\-attacked\.battle". No vscode here:
// the unit tests render the output with markdown-it and compare it with the input.

/** Characters that can start or close inline markup anywhere in running text. */
const INLINE = /[\\`*[\]<~]/g;

/** `&` that would start an entity reference (`&amp;`, `&#38;`, `&#x26;`). */
const ENTITY_START = /&(?=#?[A-Za-z0-9]+;)/g;

/** `_` opens or closes emphasis unless letters or digits stand on both sides (`snake_case`). */
const UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

/**
 * A block marker at the start of a line: a heading's `#`s followed by a space, a quote `>`, a
 * list `-`/`+` followed by a space (or a `---` break), an ordered list `1.`/`1)`. (`*` and
 * backticks are escaped everywhere.) The optional single space is what collapsed whitespace leaves.
 */
const LINE_START = /^( ?)(?:(#{1,6}(?=\s|$)|>)|([-+])(?=\s|$|-[-\s]*$)|(\d{1,9})([.)])(?=\s|$))/;

/** A closing `#` sequence of an ATX heading: ` ##` at the end of the line. */
const HEADING_CLOSE = /(^|\s)(#+)(\s*)$/;

/** Collapses line breaks and runs of whitespace: escaped text is always one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function escapeInline(text: string): string {
  return text.replace(INLINE, '\\$&').replace(ENTITY_START, '\\&').replace(UNDERSCORE, '\\_');
}

/**
 * Escapes text for running Markdown: a paragraph, a heading's text, a list item's text or a
 * link's text. The text may start a line (a marker there is escaped) and may end a heading.
 */
export function escapeMarkdown(text: string): string {
  const inline = escapeInline(oneLine(text));
  const start = inline.replace(LINE_START, (_m, space: string, mark?: string, list?: string, digits?: string, dot?: string) =>
    mark ? `${space}\\${mark}` : list ? `${space}\\${list}` : `${space}${digits ?? ''}\\${dot ?? ''}`,
  );
  return start.replace(HEADING_CLOSE, (_m, before: string, hashes: string, after: string) => `${before}\\${hashes}${after}`);
}

/** Escapes text for one cell of a Markdown table: as running text, and `|` ends no cell. */
export function escapeTableCell(text: string): string {
  return escapeMarkdown(text).replace(/\|/g, '\\|');
}

/** Escapes text for a link title in double quotes: `"`, `\` and entity references. */
export function escapeLinkTitle(text: string): string {
  return oneLine(text).replace(/[\\"]/g, '\\$&').replace(ENTITY_START, '\\&');
}
