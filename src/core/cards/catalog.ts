import type Fuse from 'fuse.js';
import { MAX_QUERY_CHARS } from '../limits';
import type { CardRecord } from '../types';
import { normalizeName } from './normalize';

type FuseClass = typeof Fuse;

let fuseClass: FuseClass | undefined;
/**
 * fuse.js is loaded on the first fuzzy search, not with the catalog: most look-ups are exact
 * (a hover, `dmgstep ask Kuriboh`), and evaluating the library is a visible part of a cold start.
 */
function loadFuse(): FuseClass {
  // A bundle gives the ES module's namespace, Node's require the CommonJS build's class itself.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require('fuse.js') as FuseClass | { default: FuseClass };
  fuseClass ??= typeof loaded === 'function' ? loaded : loaded.default;
  return fuseClass;
}

/** Direct hits after which a search skips the (slow) fuzzy pass. */
const ENOUGH_DIRECT_HITS = 10;

export interface LookupResult {
  card?: CardRecord;
  suggestions: string[];
}

/**
 * Cards from one or more sources, looked up by name. Sources are merged in the order given:
 * the first source to name a card wins (the embedded hand-written records come first).
 */
export class CardCatalog {
  private readonly byName = new Map<string, CardRecord>();
  private fuse: Fuse<{ key: string; card: CardRecord }> | undefined;

  constructor(...sources: Iterable<CardRecord>[]) {
    for (const source of sources) this.addAll(source);
  }

  addAll(cards: Iterable<CardRecord>): void {
    for (const card of cards) {
      for (const name of [card.name, ...(card.aliases ?? [])]) {
        const key = normalizeName(name);
        if (key && !this.byName.has(key)) this.byName.set(key, card);
      }
    }
    this.fuse = undefined;
  }

  get size(): number {
    return new Set(this.byName.values()).size;
  }

  cards(): CardRecord[] {
    return [...new Set(this.byName.values())];
  }

  /** Exact look-up, tolerant of case, punctuation and spacing (for hovers). */
  exact(name: string): CardRecord | undefined {
    return this.byName.get(normalizeName(name));
  }

  /**
   * Search, best first (for quick picks and "did you mean"). Names that contain the typed words
   * come first (a plain scan, fast enough per keystroke); the fuzzy index fills up the rest,
   * which is what finds typos.
   */
  search(query: string, limit = 10): CardRecord[] {
    // Fuzzy search costs grow with the query: an over-long one finds nothing (callers say why).
    if (query.length > MAX_QUERY_CHARS) return [];
    const key = normalizeName(query);
    if (!key) return [];
    const out = this.containing(key, limit);
    // Enough names contain the words: the user is typing a real name, not a typo.
    if (out.length >= Math.min(limit, ENOUGH_DIRECT_HITS)) return out;
    const FuseIndex = fuseClass ?? loadFuse();
    this.fuse ??= new FuseIndex(
      [...this.byName.entries()].map(([k, card]) => ({ key: k, card })),
      { keys: ['key'], threshold: 0.4, ignoreLocation: true, includeScore: true },
    );
    const seen = new Set<CardRecord>(out);
    for (const r of this.fuse.search(key, { limit: limit * 3 })) {
      if (!seen.has(r.item.card)) {
        seen.add(r.item.card);
        out.push(r.item.card);
        if (out.length >= limit) break;
      }
    }
    return out;
  }

  /** Cards whose name contains the words: names starting with them first, then shorter names. */
  private containing(key: string, limit: number): CardRecord[] {
    const hits: Array<{ rank: number; length: number; card: CardRecord }> = [];
    for (const [name, card] of this.byName) {
      const at = name.indexOf(key);
      if (at < 0) continue;
      hits.push({ rank: at === 0 ? 0 : name[at - 1] === ' ' ? 1 : 2, length: name.length, card });
    }
    hits.sort((a, b) => a.rank - b.rank || a.length - b.length);
    const out: CardRecord[] = [];
    for (const h of hits) {
      if (!out.includes(h.card)) out.push(h.card);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Exact match, else a single close match (a small typo), else suggestions. */
  lookup(name: string): LookupResult {
    const exact = this.exact(name);
    if (exact) return { card: exact, suggestions: [] };
    const key = normalizeName(name);
    const hits = this.search(name, 5);
    const best = hits[0];
    if (best && isSmallTypo(key, normalizeName(best.name))) return { card: best, suggestions: [] };
    return { suggestions: hits.map((c) => c.name) };
  }
}

/** At most one edit per eight characters (and at least one allowed): a typo, not another card. */
function isSmallTypo(a: string, b: string): boolean {
  const allowed = Math.max(1, Math.floor(Math.max(a.length, b.length) / 8));
  return levenshtein(a, b, allowed) <= allowed;
}

function levenshtein(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length] ?? cap + 1;
}
