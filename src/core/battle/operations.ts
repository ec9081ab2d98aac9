import { RULES } from '../rules';
import type { ProcedureOperation, RuleSetId, TimingId } from '../types';

// Which procedure record stands behind an operation of the walk, read from the records
// themselves (their `operations`), so the procedure is described once: in the rule index.

const key = (ruleset: RuleSetId, timing: TimingId, op: ProcedureOperation) => `${ruleset}|${timing}|${op}`;

let index: Map<string, string> | undefined;

function operationIndex(): Map<string, string> {
  if (index) return index;
  const built = new Map<string, string>();
  for (const r of RULES) {
    if (r.kind !== 'procedure' || r.ruleset === 'both') continue;
    for (const timing of r.timings) for (const op of r.operations ?? []) if (!built.has(key(r.ruleset, timing, op))) built.set(key(r.ruleset, timing, op), r.id);
  }
  index = built;
  return built;
}

/** The id of the procedure record of this operation at this timing, when the index has one. */
export function operationRule(ruleset: RuleSetId, timing: TimingId, op: ProcedureOperation): string | undefined {
  return operationIndex().get(key(ruleset, timing, op));
}
