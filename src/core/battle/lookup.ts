import type { CardCatalog, LookupResult } from '../cards/catalog';
import { normalizeName } from '../cards/normalize';

// The catalog's fuzzy search costs about a millisecond per unknown name; a file is re-read on
// every keystroke and names repeat, so answers are remembered per catalog (a bounded cache).
const MAX_ENTRIES = 2000;
/** No card name is longer than this; a longer "name" is a typing slip, not worth a fuzzy search. */
const MAX_FUZZY_LENGTH = 72;

const caches = new WeakMap<CardCatalog, Map<string, LookupResult>>();

export function lookupCard(catalog: CardCatalog, name: string): LookupResult {
  const key = normalizeName(name);
  let cache = caches.get(catalog);
  if (!cache) {
    cache = new Map();
    caches.set(catalog, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const exact = catalog.exact(name);
  const result = exact ? { card: exact, suggestions: [] } : key.length > MAX_FUZZY_LENGTH || key === '' ? { suggestions: [] } : catalog.lookup(name);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}
