import { ownValue } from '../own-key';
import type { ClassifiedCard } from '../types';

/** How a set of classified cards was read: effects per category and what was not read. */
export interface CoverageReport {
  cards: number;
  effects: number;
  cardsWithoutEffects: number;
  byEffectKind: Record<string, number>;
  byAction: Record<string, number>;
  byEvent: Record<string, number>;
  /** Effects marked "(except during the Damage Step)". */
  exceptDuringDamageStep: number;
  /** Continuous Trap activations carrying a same-Chain-Link effect. */
  sameChainLink: number;
  unrecognisedClauses: number;
  cardsWithUnrecognised: number;
  lowConfidenceCards: number;
  meanConfidence: number;
  /** The most frequent unrecognised clause openings (first three words), most frequent first. */
  topUnrecognised: Array<{ clause: string; count: number }>;
}

const bump = (m: Record<string, number>, k: string): void => {
  m[k] = (ownValue(m, k) ?? 0) + 1;
};

/** Coverage of any set of classified cards (a whole database, a fixture set). */
export function coverageReport(cards: Iterable<ClassifiedCard>, lowConfidence = 0.7): CoverageReport {
  const r: CoverageReport = {
    cards: 0,
    effects: 0,
    cardsWithoutEffects: 0,
    byEffectKind: {},
    byAction: {},
    byEvent: {},
    exceptDuringDamageStep: 0,
    sameChainLink: 0,
    unrecognisedClauses: 0,
    cardsWithUnrecognised: 0,
    lowConfidenceCards: 0,
    meanConfidence: 0,
    topUnrecognised: [],
  };
  // Keyed by the card text's own words: no prototype, so "__proto__" counts like any other opening.
  const openings = Object.create(null) as Record<string, number>;
  let confidenceSum = 0;
  for (const c of cards) {
    r.cards++;
    confidenceSum += c.confidence;
    if (c.confidence < lowConfidence) r.lowConfidenceCards++;
    if (c.card.effects.length === 0) r.cardsWithoutEffects++;
    for (const e of c.card.effects) {
      r.effects++;
      bump(r.byEffectKind, e.activation === 'card' ? `card activation (${e.effectKind})` : e.effectKind);
      for (const a of e.does) bump(r.byAction, a);
      bump(r.byEvent, e.event ?? '(none)');
      if (e.exceptDuringDamageStep) r.exceptDuringDamageStep++;
      if (e.sameChainLinkEffect) r.sameChainLink++;
    }
    r.unrecognisedClauses += c.unrecognised.length;
    if (c.unrecognised.length > 0) r.cardsWithUnrecognised++;
    for (const u of c.unrecognised)
      bump(
        openings,
        u.text
          .toLowerCase()
          .replace(/"[^"]*"/g, '"…"')
          .split(/\s+/)
          .slice(0, 3)
          .join(' '),
      );
  }
  r.meanConfidence = r.cards === 0 ? 1 : Math.round((confidenceSum / r.cards) * 1000) / 1000;
  r.topUnrecognised = Object.entries(openings)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([clause, count]) => ({ clause, count }));
  return r;
}

function table(title: string, m: Record<string, number>): string[] {
  const rows = Object.entries(m).sort((a, b) => b[1] - a[1]);
  const width = Math.max(0, ...rows.map(([k]) => k.length));
  return [`${title}:`, ...rows.map(([k, n]) => `  ${k.padEnd(width)}  ${n}`)];
}

/** The report as plain text, for a terminal. */
export function formatCoverage(r: CoverageReport): string {
  const pct = (n: number, d: number): string => (d === 0 ? '0%' : `${((100 * n) / d).toFixed(1)}%`);
  return [
    `cards: ${r.cards} (${r.cardsWithoutEffects} without effects), effects: ${r.effects}, mean confidence ${r.meanConfidence}`,
    `unrecognised clauses: ${r.unrecognisedClauses} in ${r.cardsWithUnrecognised} cards (${pct(r.cardsWithUnrecognised, r.cards)}); low-confidence cards: ${r.lowConfidenceCards}`,
    `"(except during the Damage Step)": ${r.exceptDuringDamageStep}; Continuous Traps with a same-Chain-Link effect: ${r.sameChainLink}`,
    ...table('effects per kind', r.byEffectKind),
    ...table('effects per action', r.byAction),
    ...table('effects per event', r.byEvent),
    ...(r.topUnrecognised.length > 0 ? ['most frequent unrecognised openings:', ...r.topUnrecognised.map((u) => `  ${u.count}× ${u.clause}…`)] : []),
  ].join('\n');
}
