import * as assert from 'node:assert/strict';
import { embeddedCatalog, walkBattle } from '../../src/core/index';
import { closestWords } from '../../src/core/battle/near';

// Mistyped words of the battle language carry the valid words closest to them, which the
// extension offers as quick fixes.

const BATTLE = [
  'ruleset modren',
  'region tgc',
  'attacker: you "Don Zaloog"',
  'target: opponent face-up attack "Giant Rat"',
  'you hand: "Kuriboh"',
  'at during-damage-calculaton: you activate "Kuriboh"',
  'att before-damage-calculation: you activate "Kuriboh"',
  'ruleset chess',
].join('\n');

describe('battle language: "did you mean" for its own words', () => {
  const walk = walkBattle(BATTLE, embeddedCatalog());
  const on = (line: number) => walk.diagnostics.filter((d) => d.line === line);

  it('a mistyped rule set, region, timing and line keyword each get the right word', () => {
    assert.deepEqual(on(1)[0]?.suggestions, ['modern']);
    assert.deepEqual(on(2)[0]?.suggestions, ['tcg']);
    assert.deepEqual(on(6)[0]?.suggestions, ['during-damage-calculation']);
    assert.deepEqual(on(7)[0]?.suggestions, ['at']);
  });

  it('a word far from every valid one gets no suggestion', () => {
    assert.equal(on(8)[0]?.code, 'invalid-value');
    assert.equal(on(8)[0]?.suggestions, undefined);
    assert.deepEqual(closestWords('chess', ['modern', 'edison']), []);
  });

  it('closest first, never the word itself, nothing for an over-long word', () => {
    assert.deepEqual(closestWords('edisn', ['modern', 'edison']), ['edison']);
    assert.deepEqual(closestWords('modern', ['modern', 'edison']), []);
    assert.deepEqual(closestWords('a'.repeat(65), ['a'.repeat(64)]), []);
    assert.deepEqual(closestWords('targt', ['target', 'at', 'lp']), ['target']);
  });
});
