import assert from 'node:assert/strict';
import { operationRule } from '../../src/core/battle/operations';
import { opsAt } from '../../src/core/battle/script';
import { PROCEDURE_OPERATIONS, RULES, RULESETS, timingIdsOf } from '../../src/core/index';

// The procedure is described once, in the rule index: each procedure record names the walk's
// operations it stands for, and the walk cites the record of the operation it performs.

// The operations a step runs that cite other records themselves (activation rules, replacement
// and control-limit rulings), not a procedure step of their own.
const CITE_THEIR_OWN = new Set(['triggers', 'activations', 'replacements', 'control-limits', 'damage-calculation-effects-stop']);

// The Edison compendium describes no step of its own for the declaration, the triggers, the
// expiry or the return to the Battle Step; in the modern rules, a destroyed monster losing its
// Continuous effects is a state rule (destroyed-by-battle.*), not a step.
const WITHOUT_PROCEDURE_STEP = new Set([
  'edison:declare',
  'edison:flip-effects',
  'edison:battle-damage-triggers',
  'edison:destroyed-by-battle-triggers',
  'edison:expire',
  'edison:end',
  'modern:destroyed-lose-continuous',
]);

describe('procedure operations', () => {
  it('resolves every operation a procedure record names to that record', () => {
    const named = RULES.filter((r) => r.operations !== undefined);
    assert.ok(named.length > 10);
    for (const r of named) {
      assert.equal(r.kind, 'procedure', r.id);
      for (const op of r.operations ?? []) {
        assert.ok((PROCEDURE_OPERATIONS as readonly string[]).includes(op), `${r.id}: ${op}`);
        for (const timing of r.timings) assert.equal(operationRule(r.ruleset === 'edison' ? 'edison' : 'modern', timing, op), r.id, `${r.id}: ${op}`);
      }
    }
  });

  it('gives each operation at most one record per timing', () => {
    const seen = new Map<string, string>();
    for (const r of RULES)
      for (const op of r.operations ?? [])
        for (const t of r.timings) {
          const key = `${r.ruleset}|${t}|${op}`;
          assert.equal(seen.get(key), undefined, `${key}: ${seen.get(key)} and ${r.id}`);
          seen.set(key, r.id);
        }
  });

  it('has a record for every operation a step runs, except those that cite their own rules', () => {
    for (const ruleset of RULESETS) {
      for (const timing of timingIdsOf(ruleset)) {
        for (const op of opsAt(ruleset, timing)) {
          if (CITE_THEIR_OWN.has(op)) continue;
          if (WITHOUT_PROCEDURE_STEP.has(`${ruleset}:${op}`)) continue;
          assert.ok(operationRule(ruleset, timing, op), `${ruleset} ${timing}: ${op}`);
        }
      }
    }
  });

  it("names only operations that some step runs or reports at the record's timing", () => {
    const reported = new Set(['continuous-on-flip', 'self-destroy-waits', 'destroyed-by-battle', 'chain-limit']);
    for (const r of RULES)
      for (const op of r.operations ?? [])
        for (const t of r.timings) {
          const ruleset = r.ruleset === 'edison' ? 'edison' : 'modern';
          assert.ok(reported.has(op) || (opsAt(ruleset, t) as string[]).includes(op), `${r.id}: ${op} is not run at ${t}`);
        }
  });
});
