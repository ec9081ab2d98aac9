import { findRule } from '../rules';

// Events and diagnostics cite rule records by id; the ids are looked up in the index at run time
// so that a renamed or missing record drops the citation instead of citing something absent.

/** The id if the index has that record. */
export function ruleIf(id: string): string | undefined {
  return findRule(id) ? id : undefined;
}
