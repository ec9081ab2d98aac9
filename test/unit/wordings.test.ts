import { strict as assert } from 'node:assert';
import { readEvent, withoutNoise } from '../../src/core/classify/patterns';
import { CONDITION_NOISE, EVENT_WORDINGS } from '../../src/core/classify/wordings';

// Every wording record of the reader's catalog, run on its own examples: a record that no
// longer reads its examples (or is shadowed by an earlier record) fails here.

describe('card-text reader: event wordings read their own examples', () => {
  it('has unique ids', () => {
    const ids = EVENT_WORDINGS.map((w) => w.id);
    assert.deepEqual(ids, [...new Set(ids)]);
  });
  for (const w of EVENT_WORDINGS) {
    it(`${w.id}`, () => {
      assert.ok(w.examples.length > 0, 'a wording needs at least one example');
      for (const ex of w.examples) {
        const reading = readEvent(withoutNoise(ex.text).cond);
        assert.ok(reading, `"${ex.text}" read no event`);
        assert.equal(reading.wording, w.id, `"${ex.text}" was read by ${reading.wording}`);
        assert.equal(reading.event, ex.event, `"${ex.text}"`);
      }
    });
  }
});

describe('card-text reader: condition clauses that name no event', () => {
  for (const w of CONDITION_NOISE) {
    it(`${w.id}`, () => {
      for (const text of w.examples) {
        const cleaned = withoutNoise(text);
        assert.ok(cleaned.wordings.includes(w.id), `"${text}" did not match`);
        assert.ok(cleaned.cond.length < text.length, 'the clause is removed');
      }
    });
  }
});
