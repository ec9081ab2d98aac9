import type Fuse from 'fuse.js';
import { editDistance } from '../edit-distance';
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

// How a name matches what was typed, best first. Within a tier, fewer edits first.
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
/** The name contains the typed words, or is within a few edits of them. (The fuzzy index's
 * finds come after all of these: words in another order, a typo in a longer name.) */
const NEAR = 3;

interface Ranked {
  card: CardRecord;
  tier: number;
  /** Edits from the typed text to the name (for a name that contains it: the letters around it). */
  edits: number;
  name: string;
}

/** Edits a mistyped name may be away from the name meant: one per four characters, at least one. */
export function typoEdits(length: number): number {
  return Math.max(1, Math.floor(length / 4));
}

/** Edits read as a mere slip (the card is taken as named): one per eight characters, at least one. */
function slipEdits(a: string, b: string): number {
  return Math.max(1, Math.floor(Math.max(a.length, b.length) / 8));
}

const byRank = (a: Ranked, b: Ranked) => a.tier - b.tier || a.edits - b.edits || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export interface LookupResult {
  card?: CardRecord;
  suggestions: string[];
}

/** A name offered for a mistyped one. */
export interface Suggestion {
  card: CardRecord;
  /** Edits between the typed text and the name (for a name starting with it: the letters added). */
  edits: number;
  /** Within typoEdits of the typed text: a typo of this name, not merely its beginning. */
  close: boolean;
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
   * Search, best first (for quick picks and completion): the exact name, names starting with
   * the text, names with a word starting with it, then names containing it or within a few
   * edits of it, fewest edits first. The fuzzy index fills up the rest when few names match.
   */
  search(query: string, limit = 10): CardRecord[] {
    // Fuzzy search costs grow with the query: an over-long one finds nothing (callers say why).
    if (query.length > MAX_QUERY_CHARS) return [];
    const key = normalizeName(query);
    // The limit holds on the key too: NFKC can make 200 characters 3,600 letters (issue 19).
    if (!key || key.length > MAX_QUERY_CHARS) return [];
    const ranked = this.rank(key);
    const out = ranked.slice(0, limit).map((r) => r.card);
    // Enough names match directly: the user is typing a real name, not a scrambled one.
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

  /**
   * What a name that is no card may have meant, best first: names that start with it, then
   * names within a few edits (typoEdits, marked `close`), fewest first. Only when fewer than
   * `limit` are that close, farther names the search finds follow, again fewest edits first.
   */
  suggest(name: string, limit = 5): Suggestion[] {
    if (name.length > MAX_QUERY_CHARS) return [];
    const key = normalizeName(name);
    if (!key || key.length > MAX_QUERY_CHARS) return [];
    const allowed = typoEdits(key.length);
    const starting = (r: Ranked) => r.tier === EXACT || r.tier === PREFIX;
    const close = this.rank(key)
      .filter((r) => starting(r) || r.edits <= allowed)
      .sort((a, b) => Number(starting(b)) - Number(starting(a)) || (starting(a) ? byRank(a, b) : a.edits - b.edits || byRank(a, b)))
      .slice(0, limit)
      .map((r) => ({ card: r.card, edits: r.edits, close: r.edits <= allowed }));
    if (close.length >= limit) return close;
    const seen = new Set(close.map((s) => s.card));
    const farther = this.search(name, limit * 2)
      .filter((card) => !seen.has(card))
      .map((card) => {
        const other = normalizeName(card.name);
        return { card, edits: editDistance(key, other, MAX_QUERY_CHARS), close: false, longer: Math.max(key.length, other.length) };
      })
      // A name more than half rewritten is another card, not what was meant ("Honest" is no "Amazoness Sage").
      .filter((s) => s.edits * 2 <= s.longer)
      .sort((a, b) => a.edits - b.edits)
      .map(({ card, edits, close }) => ({ card, edits, close }));
    return [...close, ...farther].slice(0, limit);
  }

  /**
   * Every name matching `key` directly, ranked (see search). One pass over the names: the edit
   * distance is capped, so a name of another length is refused without comparing letters.
   */
  private rank(key: string): Ranked[] {
    const cap = typoEdits(key.length);
    const best = new Map<CardRecord, Ranked>();
    for (const [name, card] of this.byName) {
      let tier: number;
      let edits: number;
      const at = name.indexOf(key);
      if (at === 0) {
        tier = name.length === key.length ? EXACT : PREFIX;
        edits = name.length - key.length;
      } else if (at > 0) {
        tier = name[at - 1] === ' ' ? WORD_PREFIX : NEAR;
        edits = name.length - key.length;
      } else {
        edits = editDistance(key, name, cap);
        if (edits > cap) continue;
        tier = NEAR;
      }
      const known = best.get(card);
      const hit = { card, tier, edits, name };
      if (!known || byRank(hit, known) < 0) best.set(card, hit);
    }
    return [...best.values()].sort(byRank);
  }

  /** Exact match, else a single close match (a slip of a letter or two), else suggestions. */
  lookup(name: string): LookupResult {
    const exact = this.exact(name);
    if (exact) return { card: exact, suggestions: [] };
    const key = normalizeName(name);
    const suggestions = this.suggest(name, 5);
    const slip = suggestions.filter((s) => s.edits <= slipEdits(key, normalizeName(s.card.name))).sort((a, b) => a.edits - b.edits)[0];
    if (slip) return { card: slip.card, suggestions: [] };
    // A name a typo away says enough: farther ones are offered only when none is that close.
    const close = suggestions.filter((s) => s.close);
    return { suggestions: (close.length > 0 ? close : suggestions.slice(0, 3)).map((s) => s.card.name) };
  }
}
