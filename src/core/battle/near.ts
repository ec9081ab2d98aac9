// "Did you mean" for the battle language's own words (rule sets, regions, timings, line
// keywords): a mistyped word gets the valid ones closest to it, which quick fixes offer.
import { editDistance } from '../edit-distance';

/** Longer words than this are not compared: no word of the language is near that long. */
const MAX_WORD = 64;

/** The candidates within a few edits of `word` (about one per four letters, at least two), closest first. */
export function closestWords(word: string, candidates: readonly string[], limit = 3): string[] {
  const w = word.toLowerCase();
  if (w === '' || w.length > MAX_WORD) return [];
  const allowed = Math.max(2, Math.floor(w.length / 4));
  return candidates
    .map((c) => ({ c, d: editDistance(w, c.toLowerCase(), allowed) }))
    .filter((x) => x.d > 0 && x.d <= allowed)
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((x) => x.c);
}
