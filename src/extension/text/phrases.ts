import { edisonSubstepsFor, getTiming, resolveTiming, type ModernTimingId, type RuleSetId, type TimingId } from '../rulesCore';

// Finding the name under the cursor. Hovers look names up in exact indexes (a card catalog's
// normalised names, the timings' names and aliases), never by fuzzy search: a hover must not
// claim that a word is a card it merely resembles.

export interface Found<T> {
  value: T;
  /** Character offsets in the line. */
  start: number;
  end: number;
}

const MAX_WORDS = 10;
const EDGE_PUNCTUATION = /^[\s"'“”‘’(),.;:!?[\]]+|[\s"'“”‘’(),.;:!?[\]]+$/g;

interface Word {
  start: number;
  end: number;
}

function words(line: string): Word[] {
  return [...line.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Shrinks a span to drop quotes and punctuation around a name ("Kuriboh," → Kuriboh). */
function tighten(line: string, start: number, end: number): { start: number; end: number } {
  const text = line.slice(start, end);
  const lead = text.length - text.replace(/^[\s"'“”‘’(),.;:[\]]+/, '').length;
  const trail = text.length - text.replace(/[\s"'“”‘’(),.;:[\]]+$/, '').length;
  return { start: start + lead, end: Math.max(start + lead, end - trail) };
}

/**
 * The longest run of words around `character` that `lookup` recognises; a quoted string that
 * contains the cursor is tried first, whole.
 */
export function findPhrase<T>(line: string, character: number, lookup: (text: string) => T | undefined): Found<T> | undefined {
  for (const m of line.matchAll(/"([^"]+)"|“([^”]+)”/g)) {
    const inner = m[1] ?? m[2] ?? '';
    const start = m.index + 1;
    if (character >= start && character <= start + inner.length) {
      const value = lookup(inner);
      if (value !== undefined) return { value, start, end: start + inner.length };
    }
  }
  const all = words(line);
  const at = all.findIndex((w) => character >= w.start && character <= w.end);
  if (at < 0) return undefined;
  let best: Found<T> | undefined;
  for (let first = Math.max(0, at - MAX_WORDS + 1); first <= at; first++) {
    for (let last = at; last < Math.min(all.length, first + MAX_WORDS); last++) {
      const start = all[first]?.start ?? 0;
      const end = all[last]?.end ?? 0;
      const span = tighten(line, start, end);
      if (span.end <= span.start || (best && span.end - span.start <= best.end - best.start)) continue;
      const text = line.slice(span.start, span.end).replace(EDGE_PUNCTUATION, '');
      const value = lookup(text);
      if (value !== undefined) best = { value, ...span };
    }
  }
  return best;
}

/** The quoted text ("…" or “…”) around `character`, without its quotes, or undefined. */
export function quotedAt(line: string, character: number): Found<string> | undefined {
  for (const m of line.matchAll(/"([^"]+)"|“([^”]+)”/g)) {
    const inner = m[1] ?? m[2] ?? '';
    const start = m.index + 1;
    if (character >= start && character <= start + inner.length) return { value: inner, start, end: start + inner.length };
  }
  return undefined;
}

/**
 * The timings a phrase means under a rule set. Under Edison a modern phrase ("damage
 * calculation") means the substeps it spans, so the hover explains those, not the modern timing.
 */
export function timingsForPhrase(text: string, ruleset: RuleSetId): TimingId[] | undefined {
  const { id, other } = resolveTiming(text, ruleset);
  if (id) return [id];
  if (!other) return undefined;
  if (ruleset === 'edison' && getTiming(other)?.ruleset === 'modern') {
    const substeps = edisonSubstepsFor(other as ModernTimingId);
    if (substeps.length > 0) return substeps;
  }
  return [other];
}
