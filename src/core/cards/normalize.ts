// Names made of ASCII, curly quotes and a few common non-ASCII separators (nearly all card names)
// take a path without NFKC and Unicode property classes: compiling /\p{L}/u costs milliseconds of
// a cold start. For such names it gives the same key as the general path (a test checks both).
const CURLY_QUOTES = '\u2018\u2019\u201c\u201d';
/** Non-ASCII characters that are neither letters nor numbers, before and after NFKC. */
export const FAST_SEPARATORS = '\u00a0\u00b7\u2010\u2011\u2012\u2013\u2014\u2015\u2022\u2026\u2605\u2606\u3000\u30fb';
const FAST = new RegExp(`^[\\x00-\\x7f${CURLY_QUOTES}${FAST_SEPARATORS}]*$`);
const SEPARATOR = new RegExp(`[${FAST_SEPARATORS}]`, 'g');
const QUOTE = new RegExp(`[${CURLY_QUOTES}"'\`]`, 'g');

/** A card name reduced to what identifies it: case, punctuation, spacing and width do not count. */
export function normalizeName(name: string): string {
  if (!FAST.test(name)) return normalizeAnyName(name);
  return name
    .replace(QUOTE, '')
    .replace(SEPARATOR, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The general path, for any text. */
export function normalizeAnyName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d"'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
