// The one edit distance of the project (Levenshtein: insert, delete, replace one character),
// used wherever a mistyped word or card name is matched to the nearest valid ones.

/**
 * Edits between `a` and `b`, or `cap + 1` as soon as it is known to exceed `cap`. Only the band
 * of `cap` cells either side of the diagonal is computed, so comparing a typed name with every
 * name of a large database stays cheap: most names are refused by their length alone.
 */
export function editDistance(a: string, b: string, cap = Math.max(a.length, b.length)): number {
  const over = cap + 1;
  if (Math.abs(a.length - b.length) > cap) return over;
  if (a === b) return 0;
  // prev[j] and cur[j]: edits between a's first i characters and b's first j.
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j <= cap ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - cap);
    const to = Math.min(b.length, i + cap);
    cur[from - 1] = from === 1 && i <= cap ? i : over;
    let rowMin = cur[from - 1] ?? over;
    for (let j = from; j <= to; j++) {
      const replace = (prev[j - 1] ?? over) + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      const remove = (prev[j] ?? over) + 1;
      const insert = (cur[j - 1] ?? over) + 1;
      const v = Math.min(replace, remove, insert, over);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (to < b.length) cur[to + 1] = over;
    if (rowMin > cap) return over;
    [prev, cur] = [cur, prev];
  }
  return Math.min(prev[b.length] ?? over, over);
}
