// How much work one request may cost. Every surface (CLI, quick picks, hovers, battle walks)
// checks these before the expensive part, so that a pasted megabyte or a device file given as a
// database gets a clear refusal instead of minutes of fuzzy search or gigabytes of memory.
// docs/limits.md lists them with the reasons for their values.

import { normalizeName } from './cards/normalize';

/** Longest search text (card name, search words, rule id): the longest card name is under 100 characters. */
export const MAX_QUERY_CHARS = 200;

/** Longest card text read by `ask --text` (a whole pasted card is under 2,000 characters). */
export const MAX_CARD_TEXT_CHARS = 10_000;

/**
 * Largest card database file read by default. The full YGOPRODeck card JSON and an EDOPro
 * cards.cdb are well under 100 MiB; the extension lets users raise it (a setting).
 */
export const MAX_DATABASE_BYTES = 256 * 1024 * 1024;

/**
 * Why a database row's name or text is not read (a bad row, the rest of the file loads), or
 * undefined. A card's text is held to what `ask --text` reads; a name past the query limit could
 * never be looked up. One 20 MB text otherwise aborted the whole classification (issue 19).
 */
export function databaseRowTooLong(name: string, text: string): string | undefined {
  if (name.length > MAX_QUERY_CHARS) return `the card name is ${name.length.toLocaleString('en-US')} characters long; names of at most ${MAX_QUERY_CHARS} are read`;
  if (text.length > MAX_CARD_TEXT_CHARS)
    return `"${name}": the card text is ${text.length.toLocaleString('en-US')} characters long; texts of at most ${MAX_CARD_TEXT_CHARS.toLocaleString('en-US')} are read`;
  return undefined;
}

/** Largest `.battle` text walked (characters); a battle is one attack, written by hand. */
export const MAX_BATTLE_CHARS = 512 * 1024;

/** Most lines in a `.battle` text walked (the 25 examples have at most 40). */
export const MAX_BATTLE_LINES = 5_000;

/** Most diagnostics reported for one file; one more says how many were left out. */
export const MAX_DIAGNOSTICS_PER_FILE = 100;

/**
 * The length a search costs: the text's, or its normalised key's when NFKC makes that longer
 * (one U+FDFA is 18 letters once normalised). Past MAX_QUERY_CHARS the text is not normalised.
 */
export function queryLength(query: string): number {
  if (query.length > MAX_QUERY_CHARS) return query.length;
  return Math.max(query.length, normalizeName(query).length);
}

/** Why a search text is refused, or undefined when it is short enough to search. */
export function queryTooLong(query: string, what = 'search text'): string | undefined {
  const length = queryLength(query);
  if (length <= MAX_QUERY_CHARS) return undefined;
  const normalised = length > query.length ? ` (${length.toLocaleString('en-US')} once its letters are normalised)` : '';
  return `The ${what} is ${query.length.toLocaleString('en-US')} characters long${normalised}; at most ${MAX_QUERY_CHARS} are searched. Shorten it.`;
}

/** Why a database file of this size is refused, or undefined. `limit` defaults to MAX_DATABASE_BYTES. */
export function databaseTooLarge(bytes: number, limit = MAX_DATABASE_BYTES): string | undefined {
  if (bytes <= limit) return undefined;
  return `the file is ${formatMegabytes(bytes)}, larger than the limit of ${formatMegabytes(limit)}`;
}

export function formatMegabytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return `${mib >= 10 || Number.isInteger(mib) ? Math.round(mib) : mib.toFixed(1)} MB`;
}

/** Why a battle text is not walked (too many characters or lines), or undefined. Stops counting at the limit. */
export function battleTooLarge(text: string): string | undefined {
  if (text.length > MAX_BATTLE_CHARS) {
    return `This battle file is ${text.length.toLocaleString('en-US')} characters long; battles of at most ${MAX_BATTLE_CHARS.toLocaleString('en-US')} characters are walked. Split it into one file per attack.`;
  }
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (++lines > MAX_BATTLE_LINES) {
      return `This battle file has more than ${MAX_BATTLE_LINES.toLocaleString('en-US')} lines; longer battles are not walked. Split it into one file per attack.`;
    }
  }
  return undefined;
}

/**
 * Why a battle file of this many bytes is not even read, or undefined. UTF-8 takes at most four
 * bytes a character, so a file past this cannot be within MAX_BATTLE_CHARS.
 */
export function battleFileTooLarge(bytes: number): string | undefined {
  if (bytes <= MAX_BATTLE_CHARS * 4) return undefined;
  return `This battle file is ${formatMegabytes(bytes)}; battles of at most ${MAX_BATTLE_CHARS.toLocaleString('en-US')} characters are walked. Split it into one file per attack.`;
}

/** The first MAX_DIAGNOSTICS_PER_FILE items, and how many were left out. */
export function capDiagnostics<T>(items: readonly T[], limit = MAX_DIAGNOSTICS_PER_FILE): { kept: T[]; omitted: number } {
  return items.length <= limit ? { kept: [...items], omitted: 0 } : { kept: items.slice(0, limit), omitted: items.length - limit };
}
