import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { cardPlace, cardStats, EVENT_KINDS, placeWords, TIMINGS } from '../../src/core';
import { runCli } from './cli-run';

const EXAMPLES = join(__dirname, '..', '..', '..', 'examples');

describe('walkthrough words', () => {
  it('only a card on the field has a face; only a monster in the Monster Zone has a position', () => {
    for (const zone of ['hand', 'gy', 'banished', 'deck', 'extra-deck'] as const) {
      assert.deepEqual(cardPlace({ zone, faceUp: false }), { zone }, zone);
      assert.doesNotMatch(placeWords(cardPlace({ zone, faceUp: false })), /face/, zone);
    }
    assert.equal(placeWords(cardPlace({ zone: 'monster', faceUp: false, position: 'defense' })), 'Monster Zone, face-down Defense Position');
    assert.equal(placeWords(cardPlace({ zone: 'monster', faceUp: true, position: 'attack' })), 'Monster Zone, face-up Attack Position');
    assert.equal(placeWords(cardPlace({ zone: 'spell-trap', faceUp: false })), 'Spell & Trap Zone, Set');
    assert.equal(placeWords(cardPlace({ zone: 'spell-trap', faceUp: true })), 'Spell & Trap Zone, face-up');
  });

  it('a card without ATK/DEF (a Spell or a Trap) shows none', () => {
    assert.equal(cardStats({}), undefined);
    assert.deepEqual(cardStats({ atk: 300, def: 200 }), { atk: 300, def: 200 });
  });

  it('dmgstep walk: Kuriboh in the hand is not face-down, a Set Trap shows no ATK/DEF, no ids before the lines', async () => {
    const kuriboh = await runCli('walk', join(EXAMPLES, 'kuriboh-damage-calculation.battle'));
    const hand = kuriboh.out.split('\n').find((l) => /"Kuriboh"\s+hand/.test(l));
    assert.ok(hand, kuriboh.out);
    assert.doesNotMatch(hand, /face-down|face-up/);

    const equip = await runCli('walk', join(EXAMPLES, 'equip-trap-stays.battle'));
    const trap = equip.out.split('\n').find((l) => l.includes('"Horn of the Phantom Beast"') && l.includes('Spell & Trap Zone'));
    assert.ok(trap, equip.out);
    assert.doesNotMatch(trap, /ATK|DEF|\?/);

    for (const { out } of [kuriboh, equip]) {
      const lines = out.split('\n');
      // Timings by their names; ids belong to --json and --at.
      for (const t of TIMINGS) assert.ok(!lines.some((l) => l.includes(`[${t.id}]`)), `${t.id} printed as an id`);
      for (const kind of EVENT_KINDS) assert.ok(!lines.some((l) => l.trimStart().startsWith(kind)), `a line starts with the event kind ${kind}`);
      assert.match(out, /^1\. Start of the Damage Step$/m);
    }
  });

  it('walk --json keeps the event kinds', async () => {
    const walk = JSON.parse((await runCli('walk', join(EXAMPLES, 'kuriboh-damage-calculation.battle'), '--json')).out) as { steps: Array<{ events: Array<{ kind: string }> }> };
    assert.equal(walk.steps[0]?.events[0]?.kind, 'declare-damage-step');
  });
});
