import { findRule } from '../rules';
import type { RuleSetId, TimingId } from '../types';

// Events and diagnostics cite rule records by id; the ids are looked up in the index at run time
// so that a renamed or missing record drops the citation instead of citing something absent.

/** The id of a procedure record of this timing (`procedure.<timing>.<slug>` or its Edison form). */
export function procedureRule(ruleset: RuleSetId, timing: TimingId, slug: string): string | undefined {
  const id = ruleset === 'edison' ? `edison.procedure.${timing}.${slug}` : `procedure.${timing}.${slug}`;
  return findRule(id) ? id : undefined;
}

/** The id if the index has that record. */
export function ruleIf(id: string): string | undefined {
  return findRule(id) ? id : undefined;
}
