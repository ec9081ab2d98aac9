import { strict as assert } from 'node:assert';
import { readCardBlock } from '../../src/core/classify';
import { emptyDraft, FRAGMENT_SHAPES, LINE_SHAPES, readIdentityLine } from '../../src/core/classify/card-lines';

// Every line shape of the card-block reader, run on its own examples.

describe('card-block reader: identity line shapes read their own examples', () => {
  it('has unique ids', () => {
    const ids = [...FRAGMENT_SHAPES, ...LINE_SHAPES].map((s) => s.id);
    assert.deepEqual(ids, [...new Set(ids)]);
  });
  for (const shape of FRAGMENT_SHAPES) {
    it(shape.id, () => {
      assert.ok(shape.examples.length > 0);
      for (const ex of shape.examples) {
        const reading = readIdentityLine(ex.line, emptyDraft(), { loneWords: true });
        assert.ok(reading, `"${ex.line}" is not read as identity`);
        assert.ok(reading.shapes.includes(shape.id), `"${ex.line}" was read by ${reading.shapes.join(', ')}`);
        for (const [key, value] of Object.entries(ex.reads)) assert.deepEqual(reading.draft[key as keyof typeof reading.draft], value, `${ex.line}: ${key}`);
        assert.equal(reading.ignoredOnly, shape.ignored === true, ex.line);
      }
    });
  }
  for (const shape of LINE_SHAPES) {
    it(shape.id, () => {
      for (const line of shape.examples) {
        const b = readCardBlock(`Some Card\nEffect Monster\n${line}\nDraw 1 card.`);
        assert.deepEqual(b.lines[2]?.shapes, [shape.id], line);
        assert.equal(b.unplaced.length, 0, line);
      }
    });
  }
});
