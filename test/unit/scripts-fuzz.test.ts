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

  it('on hostile scripts: deep nesting, long sums, prototype names, NFKC-expanding and random text (bounded, issue 19)', function () {
    this.timeout(60_000);
    const card = scriptCardOf(classifyCard(cards[0] as (typeof cards)[number]));
    const names = fc.constantFrom(
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'prototype',
      'EFFECT_TYPE_constructor',
      'EVENT___proto__',
      'TIMING_toString',
      'EFFECT_FLAG_DAMAGE_STEP',
      '\ufdfa',
    );
    const nested = fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.constantFrom(['(', ')'], ['{', '}'], ['[', ']'])).map(([n, [open, close]]) => `local x = ${open.repeat(n)}1${close.repeat(n)}`);
    const sum = fc.tuple(fc.integer({ min: 0, max: 6000 }), names).map(([n, name]) => `e:SetProperty(EFFECT_FLAG_DAMAGE_STEP${`+${name}`.repeat(n)})`);
    const setter = fc
      .tuple(fc.constantFrom('SetType', 'SetCode', 'SetHintTiming', 'SetProperty', 'SetCondition'), fc.array(names, { minLength: 1, maxLength: 4 }))
      .map(([setter, args]) => `e:${setter}(${args.join('+')})`);
    const body = fc.array(fc.oneof(nested, sum, setter, fc.string({ unit: 'binary', maxLength: 200 })), { maxLength: 4 });
    const script = body.map((lines) => `function s.initial_effect(c)\n  local e=Effect.CreateEffect(c)\n  ${lines.join('\n  ')}\n  c:RegisterEffect(e)\nend\n`);
    fc.assert(
      fc.property(fc.oneof(script, fc.string({ unit: 'binary', maxLength: 2000 })), (source) => {
        const result = lintScript(source, 'c10000001.lua', card, { region: 'tcg' });
        if (result.reading.error) {
          assert.ok(result.reading.error.line >= 1 && result.reading.error.column >= 1);
          // Words for a person, never the reader's internals.
          assert.doesNotMatch(result.reading.error.message, /Maximum call stack|Cannot read propert|is not a function|undefined/);
        }
        for (const f of result.findings) assert.doesNotMatch(f.message, /native code|\[object Object\]/);
      }),
      { numRuns: 150, seed: 19 },
    );
  });
});
