import Fuse from 'fuse.js';
import type { CardCatalog } from './cards/catalog';
import { normalizeName } from './cards/normalize';
import { editDistance } from './edit-distance';
import { MAX_QUERY_CHARS, queryLength } from './limits';
import { RULES } from './rules';
import type { RuleRecord, VerdictOptions } from './types';
import { DEFAULT_OPTIONS, ruleApplies } from './vocabulary';

export interface SearchHit {
  type: 'rule' | 'card';
  id: string;
  title: string;
  score: number;
}

/**
 * Where a query's words count most: a word of the id or the title says what the rule is about,
 * a word of its text or of an example card's name only that the rule mentions it.
 */
const RULE_FIELDS = [
  { name: 'id', weight: 3 },
  { name: 'title', weight: 3 },
  { name: 'text', weight: 1 },
  { name: 'examples.card', weight: 1 },
];

/** One index per rule set and region: a search never sees a rule that does not hold there. */
const ruleIndexes = new Map<string, Fuse<RuleRecord>>();

function ruleIndex(options: VerdictOptions): Fuse<RuleRecord> {
  const key = `${options.ruleset}/${options.region}`;
  let index = ruleIndexes.get(key);
  if (!index) {
    // Token search matches each word of the query on its own (typos allowed) and weighs rare
    // words above common ones, so "atk change damage calculation" finds the rule with all four.
    index = new Fuse(
      RULES.filter((r) => ruleApplies(r, options)),
      { keys: RULE_FIELDS, useTokenSearch: true, includeScore: true, ignoreLocation: true, threshold: 0.3 },
    );
    ruleIndexes.set(key, index);
  }
  return index;
}

/**
 * The weakest hits still listed (0 is a perfect match, 1 none). Below them a hit shares a few
 * letters with the query, no more: "honest" finds no "Amazoness Tiger", and "Blue-Eyes Ultimate
 * Dragon" no rule about flipped monsters. An empty list says more than a wrong one.
 */
export const RULE_SCORE_FLOOR = 0.8;
export const CARD_SCORE_FLOOR = 0.45;

/**
 * Search over the rule records that hold under `options` (ranked by field-weighted relevance)
 * and card names (ranked by the catalog: exact, prefix, then fewest edits). Best first.
 */
export function searchAll(query: string, catalog: CardCatalog, limit = 20, options: VerdictOptions = DEFAULT_OPTIONS): SearchHit[] {
  if (queryLength(query) > MAX_QUERY_CHARS || query.trim() === '') return [];
  const rules = ruleIndex(options)
    .search(query, { limit })
    .map((r) => ({ type: 'rule' as const, id: r.item.id, title: r.item.title, score: r.score ?? 1 }))
    .filter((h) => h.score <= RULE_SCORE_FLOOR);
  const key = normalizeName(query);
  const cards = catalog
    .search(query, limit)
    .map((c) => ({ type: 'card' as const, id: c.name, title: c.name, score: cardScore(key, normalizeName(c.name)) }))
    .filter((h) => h.score <= CARD_SCORE_FLOOR);
  // A stable sort: on equal scores, rules before cards, each in its own ranking's order.
  return [...rules, ...cards].sort((a, b) => a.score - b.score).slice(0, limit);
}

/**
 * A card hit on the rules' scale (0 is a perfect match, 1 none): the exact name first, then a
 * name starting with or containing the words, then by the share of the name that differs.
 */
function cardScore(key: string, name: string): number {
  if (name === key) return 0;
  if (name.startsWith(key)) return 0.05;
  if (name.includes(key)) return 0.1;
  const longer = Math.max(key.length, name.length);
  return 0.2 + (0.6 * Math.min(longer, editDistance(key, name, longer))) / longer;
}
