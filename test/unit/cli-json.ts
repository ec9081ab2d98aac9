import type { AskAnswer, Citation, Region, RuleApplication, RuleRecord, RuleSetId, SearchHit, Timing, Walk } from '../../src/core';

// The JSON the CLI prints with --json, as the tests read it back. JSON.parse gives `any`; these
// name the contract's shapes (the core's own types where the CLI prints one of them as it is),
// so a test that reads a field the contract lacks does not compile. The tests still check the
// keys and values: the types say what a test may read, the assertions that it is there.

/** `dmgstep ask --json`, and each line of `ask --db ... --all --json`: the core's answer. */
export type AskJson = AskAnswer;

/** `dmgstep walk --json`: the core's walk (`winner` only when a Duel ended). */
export type WalkJson = Walk;

/** `dmgstep rule --json`: the record, its citations as text and their references beside them. */
export type RuleJson = Omit<RuleRecord, 'citations'> & { citations: string[]; citationRefs: Citation[] };

/** `dmgstep search --json`. */
export interface SearchJson {
  query: string;
  ruleset: RuleSetId;
  region: Region;
  hits: SearchHit[];
}

/** One timing of `dmgstep timings --json`: what happens there and which activation rules apply. */
export type TimingJson = Pick<Timing, 'id' | 'order' | 'name' | 'modern' | 'summary'> & {
  procedure: Array<{ rule: string; action: RuleRecord['action'] | null; title: string }>;
  activation: Array<{ rule: string; title: string; kind: RuleRecord['kind']; outcome: RuleApplication['outcome'] | null }>;
};

/** `dmgstep timings --json`. */
export interface TimingsJson {
  ruleset: RuleSetId;
  region: Region;
  asOf: string;
  timings: TimingJson[];
}

export const parseAskJson = (text: string): AskJson => JSON.parse(text) as AskJson;
export const parseWalkJson = (text: string): WalkJson => JSON.parse(text) as WalkJson;
export const parseRuleJson = (text: string): RuleJson => JSON.parse(text) as RuleJson;
export const parseSearchJson = (text: string): SearchJson => JSON.parse(text) as SearchJson;
export const parseTimingsJson = (text: string): TimingsJson => JSON.parse(text) as TimingsJson;
