import { strict as assert } from 'node:assert';
import * as fc from 'fast-check';
import { classifyCard } from '../../src/core/classify';
import { lintScript, scriptCardOf } from '../../src/core/scripts';
import { DIALECTS, EXPECTED, fixtureCards, readScriptFixture } from './script-fixtures';

// Whatever a script holds (a half-typed line, a deleted `end`, garbage), the check never throws,
// and every finding it still makes points inside the text.

describe('card scripts: never throws (fast-check)', () => {
  const cards = fixtureCards();
  const sources = DIALECTS.flatMap((d) => EXPECTED.flatMap(({ id }) => [readScriptFixture(d, 'bad', id), readScriptFixture(d, 'good', id)]));

  it('on mutated fixture scripts and random text', () => {
    const card = scriptCardOf(classifyCard(cards[0] as (typeof cards)[number]));
    const mutated = fc.tuple(fc.constantFrom(...sources), fc.nat(), fc.nat(200), fc.string()).map(([src, at, len, insert]) => {
      const i = at % (src.length + 1);
      return src.slice(0, i) + insert + src.slice(Math.min(src.length, i + len));
    });
    fc.assert(
      fc.property(fc.oneof(mutated, fc.string(), fc.string({ unit: 'grapheme' })), (source) => {
        const result = lintScript(source, 'c10000001.lua', card, { region: 'tcg' });
        if (result.reading.error) {
          assert.ok(result.reading.error.line >= 1 && result.reading.error.column >= 1);
          assert.deepEqual(result.findings, []);
        }
        for (const f of result.findings) {
          assert.ok(f.range.start.offset >= 0 && f.range.end.offset <= source.length);
          assert.ok(f.range.start.line >= 1 && f.range.start.column >= 1);
          for (const fix of f.fixes) for (const e of fix.edits) assert.ok(e.start >= 0 && e.start <= e.end && e.end <= source.length);
        }
      }),
      { numRuns: 400 },
    );
  });
});
