// "Did you mean" for the battle language's own words (rule sets, regions, timings, line
// keywords): a mistyped word gets the valid ones closest to it, which quick fixes offer.

/** Edits between two short words (the words here are at most a few dozen characters). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    prev = cur;
  }
  return prev[b.length] ?? Number.MAX_SAFE_INTEGER;
}

/** Longer words than this are not compared: no word of the language is near that long. */
const MAX_WORD = 64;

/** The candidates within a few edits of `word` (about one per four letters, at least two), closest first. */
export function closestWords(word: string, candidates: readonly string[], limit = 3): string[] {
  const w = word.toLowerCase();
  if (w === '' || w.length > MAX_WORD) return [];
  const allowed = Math.max(2, Math.floor(w.length / 4));
  return candidates
    .map((c) => ({ c, d: distance(w, c.toLowerCase()) }))
    .filter((x) => x.d > 0 && x.d <= allowed)
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((x) => x.c);
}
