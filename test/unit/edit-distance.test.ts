import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { editDistance } from '../../src/core/edit-distance';

/** The textbook full table, to check the banded, capped one against. */
function fullTable(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

describe('edit distance', () => {
  it('counts inserted, removed and replaced letters', () => {
    assert.equal(editDistance('kurboh', 'kuriboh'), 1);
    assert.equal(editDistance('mirror force', 'zero force'), 4);
    assert.equal(editDistance('', 'abc'), 3);
    assert.equal(editDistance('same', 'same'), 0);
  });

  it('stops at the cap: anything farther is cap + 1', () => {
    assert.equal(editDistance('mirror force', 'zero force', 3), 4);
    assert.equal(editDistance('a', 'a very long name indeed', 2), 3);
  });

  it('agrees with the full table for every cap (fast-check)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' '), maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 14 }), (a, b, cap) => {
        const exact = fullTable(a, b);
        assert.equal(editDistance(a, b, cap), Math.min(exact, cap + 1), `${a}|${b}|${cap}`);
      }),
      { numRuns: 3000 },
    );
  });
});
