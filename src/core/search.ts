import Fuse from 'fuse.js';
import type { CardCatalog } from './cards/catalog';
import { MAX_QUERY_CHARS } from './limits';
import { RULES } from './rules';
import type { RuleRecord } from './types';

export interface SearchHit {
  type: 'rule' | 'card';
  id: string;
  title: string;
  score: number;
}

let ruleIndex: Fuse<RuleRecord> | undefined;

/** Fuzzy search over rule records (id, title, text, example cards) and card names. */
export function searchAll(query: string, catalog: CardCatalog, limit = 20): SearchHit[] {
  if (query.length > MAX_QUERY_CHARS) return [];
  ruleIndex ??= new Fuse([...RULES], {
    keys: [
      { name: 'title', weight: 3 },
      { name: 'id', weight: 2 },
      { name: 'text', weight: 1 },
      { name: 'examples.card', weight: 2 },
    ],
    includeScore: true,
    ignoreLocation: true,
    threshold: 0.35,
    useExtendedSearch: false,
  });
  const rules = ruleIndex.search(query, { limit }).map((r) => ({ type: 'rule' as const, id: r.item.id, title: r.item.title, score: r.score ?? 1 }));
  const cards = catalog.search(query, limit).map((c, i) => ({ type: 'card' as const, id: c.name, title: c.name, score: i / (limit * 2) }));
  return [...rules, ...cards].sort((a, b) => a.score - b.score).slice(0, limit);
}
