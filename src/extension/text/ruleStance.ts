import type { RuleRecord } from '../rulesCore';

// What an activation rule says about activating, in one word: the timing explanations group
// rules by it and the Timings view marks each rule with it, so that a rule that forbids never
// reads as one that permits.

export type RuleStance = 'permits' | 'permits-if' | 'forbids' | 'not-enough' | 'general';

export function ruleStance(rule: RuleRecord): RuleStance {
  switch (rule.applies?.outcome) {
    case 'permit':
      return 'permits';
    case 'permit-with-condition':
      return 'permits-if';
    case 'prohibit':
      return 'forbids';
    case 'not-sufficient':
      return 'not-enough';
    default:
      // Notes and which-rule-wins: facts of the game the answers rely on, not a verdict.
      return 'general';
  }
}

/** The card a card-specific ruling is about, as its examples name it (else undefined). */
export function rulingCards(rule: RuleRecord): string[] {
  return rule.applies?.match.namedInRulings ? rule.examples.map((e) => e.card) : [];
}
