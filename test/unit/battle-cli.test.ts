import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { parseWalkJson } from './cli-json';
import { runCli } from './cli-run';

const run = (args: string[]) => runCli(...args);

const EXAMPLES = join(__dirname, '..', '..', '..', 'examples');

describe('dmgstep walk', () => {
  it('walks an example: exit 0, one block per step', async () => {
    const r = await run(['walk', join(EXAMPLES, 'flip-monster-attacked.battle')]);
    assert.equal(r.code, 0);
    assert.equal(r.err, '');
    for (const n of [1, 2, 3, 4, 5]) assert.match(r.out, new RegExp(`^${n}\\. `, 'm'));
    assert.match(r.out, /Man-Eater Bug" is flipped face-up/);
    assert.match(r.out, /Can each card be activated now\?/);
  });

  it('--json prints the fixed shape', async () => {
    const r = await run(['walk', join(EXAMPLES, 'flip-monster-attacked.battle'), '--json']);
    assert.equal(r.code, 0);
    const walk = parseWalkJson(r.out);
    assert.deepEqual(Object.keys(walk), ['ruleset', 'region', 'diagnostics', 'steps']);
    assert.equal(walk.ruleset, 'modern');
    assert.equal(walk.region, 'tcg');
    const [s] = walk.steps;
    assert.ok(s);
    // Issue 20 added the two moments; the fields before it keep their place.
    assert.deepEqual(Object.keys(s), ['timing', 'events', 'state', 'options', 'optionsAfter', 'stateAtOpening', 'eventsAtOpening']);
    assert.deepEqual(Object.keys(s.stateAtOpening), ['lp', 'damageCalculated', 'cards']);
    assert.deepEqual(Object.keys(s.state), ['lp', 'damageCalculated', 'cards']);
    assert.deepEqual(s.state.lp, { you: 8000, opponent: 8000 });
    assert.deepEqual(s.state.cards[1], { name: 'Man-Eater Bug', controller: 'opponent', zone: 'monster', faceUp: false, position: 'defense', atk: 450, def: 600, destroyedByBattle: false });
    for (const e of s.events) assert.match(e.kind, /^[a-z]+(-[a-z]+)*$/);
    for (const o of [...s.options, ...s.optionsAfter]) {
      assert.deepEqual(Object.keys(o), ['card', 'canActivate', 'reasons']);
      for (const reason of o.reasons) assert.deepEqual(Object.keys(reason), ['rule', 'text']);
    }
  });

  it('exit 1 with file:line:col diagnostics when the file has errors; JSON still printed', async () => {
    const file = join(EXAMPLES, 'illegal-atk-modifier.battle');
    const r = await run(['walk', file, '--json']);
    assert.equal(r.code, 1);
    assert.equal(
      r.err.trim(),
      `${file}:13:51: error: "Forbidden Lance" cannot be activated here (during damage calculation): From damage calculation on, changing ATK/DEF no longer allows an activation. [activation.atk-def-modifiers-end-at-damage-calculation]`,
    );
    const [d] = parseWalkJson(r.out).diagnostics;
    assert.ok(d);
    assert.deepEqual(Object.keys(d).slice(0, 2), ['severity', 'message']);
    assert.deepEqual({ line: d.line, column: d.column, length: d.length, rule: d.rule }, { line: 13, column: 51, length: 15, rule: 'activation.atk-def-modifiers-end-at-damage-calculation' });
  });

  it('a Duel that ends: the human output says who won, --json adds `winner` after the fixed keys', async () => {
    const file = join(EXAMPLES, 'duel-ends-at-zero-lp.battle');
    const text = await run(['walk', file]);
    assert.equal(text.code, 0);
    assert.match(text.out, /The Duel is over: you win\. The walk stops here\.\s*$/);
    const walk = parseWalkJson((await run(['walk', file, '--json'])).out);
    assert.deepEqual(Object.keys(walk), ['ruleset', 'region', 'diagnostics', 'steps', 'winner']);
    assert.equal(walk.winner, 'you');
    const last = walk.steps.at(-1)?.events.at(-1);
    assert.deepEqual([last?.kind, last?.winner, last?.player], ['duel-ends', 'you', 'you']);
  });

  it('exit 2 for a missing file or no file', async () => {
    const missing = await run(['walk', join(EXAMPLES, 'no-such.battle')]);
    assert.equal(missing.code, 2);
    assert.match(missing.err, /no such file/);
    assert.equal((await run(['walk'])).code, 2);
  });

  it('walks every bundled example', async () => {
    const { readdirSync } = await import('node:fs');
    // These examples show an activation the rules refuse: the walk reports it and exits 1.
    const refusing = [
      'illegal-atk-modifier.battle',
      'flipped-monster-leaves-field.battle',
      'face-down-destroyed-no-flip.battle',
      'destroyed-by-effect-not-by-battle.battle',
      'replacement-instead-of-destruction.battle',
      'last-minute-cancel.battle',
      'equip-spell-speed-1.battle',
      'destroyed-and-sent-waits-for-the-end.battle',
    ];
    for (const f of readdirSync(EXAMPLES).filter((n) => n.endsWith('.battle'))) {
      const r = await run(['walk', join(EXAMPLES, f), '--json']);
      assert.equal(r.code, refusing.includes(f) ? 1 : 0, `${f}: ${r.err}`);
      assert.ok(parseWalkJson(r.out).steps.length >= 5, f);
    }
  });
});
