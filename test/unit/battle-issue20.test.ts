import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Step, StepOption, Walk } from '../../src/core/battle';
import { parseWalkJson } from './cli-json';
import { runCli } from './cli-run';

// Issue 20: what could be done at each timing (two moments per step) and the faults the
// kept-aside battles showed, each walked from its example through the CLI.

const EXAMPLES = join(__dirname, '..', '..', '..', 'examples');

async function walkJson(name: string): Promise<{ code: number; walk: Walk; err: string }> {
  const r = await runCli('walk', join(EXAMPLES, name), '--json');
  return { code: r.code, walk: parseWalkJson(r.out), err: r.err };
}
const step = (w: Walk, timing: string): Step => {
  const s = w.steps.find((x) => x.timing === timing);
  assert.ok(s, `no step ${timing}`);
  return s;
};
const answer = (options: StepOption[], card: string): StepOption => {
  const o = options.find((x) => x.card === card);
  assert.ok(o, `no option for ${card}`);
  return o;
};
const zoneAt = (s: Step['state'], card: string) => s.cards.find((c) => c.name === card)?.zone;

describe('dmgstep walk: two moments per timing (issue 20)', () => {
  it('options are the answers when the players may first act; optionsAfter after the last chain', async () => {
    const { code, walk } = await walkJson('two-moments.battle');
    assert.equal(code, 0);
    const before = step(walk, 'before-damage-calculation');
    // The flip happens first; then Forbidden Lance could be activated; after its chain it is in the GY.
    assert.equal(before.events[before.eventsAtOpening - 1]?.kind, 'flip-effect-waits');
    assert.equal(before.stateAtOpening.cards.find((c) => c.name === 'Man-Eater Bug')?.faceUp, true);
    assert.equal(answer(before.options, 'Forbidden Lance').canActivate, true);
    assert.equal(answer(before.optionsAfter, 'Forbidden Lance').canActivate, false);
    assert.equal(answer(before.optionsAfter, 'Forbidden Lance').reasons[0]?.rule, 'walk.activate-from-where-the-card-is');

    // During damage calculation the opening is before the damage: Kuriboh is in the hand.
    const during = step(walk, 'during-damage-calculation');
    assert.equal(during.stateAtOpening.damageCalculated, false);
    assert.equal(zoneAt(during.stateAtOpening, 'Kuriboh'), 'hand');
    assert.equal(answer(during.options, 'Kuriboh').canActivate, true);
    assert.equal(answer(during.optionsAfter, 'Kuriboh').canActivate, false);
    assert.equal(during.state.damageCalculated, true);

    // A mandatory Flip effect is "yes, activates now" at its timing, spent after its chain.
    const after = step(walk, 'after-damage-calculation');
    assert.equal(after.events[0]?.kind, 'trigger');
    assert.equal(after.eventsAtOpening, 1);
    const bug = answer(after.options, 'Man-Eater Bug');
    assert.deepEqual([bug.canActivate, bug.reasons[0]?.rule], [true, 'walk.mandatory-triggers-are-chained']);
    assert.match(bug.reasons[0]?.text ?? '', /mandatory: it activates now/);
    assert.equal(answer(after.optionsAfter, 'Man-Eater Bug').canActivate, false);
    assert.equal(zoneAt(after.stateAtOpening, 'Blue-Eyes White Dragon'), 'monster');
    assert.equal(zoneAt(after.state, 'Blue-Eyes White Dragon'), 'gy');
  });

  it('the text output shows "At this timing" before the chain log and only what changed after it', async () => {
    const r = await runCli('walk', join(EXAMPLES, 'two-moments.battle'));
    assert.equal(r.code, 0);
    const block = r.out.split(/\n(?=\d\. )/).find((b) => b.startsWith('3. During damage calculation'));
    assert.ok(block, r.out);
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('At this timing: Can each card be activated now?'));
    const chain = lines.findIndex((l) => l.includes('Chain Link 1: your opponent activates "Kuriboh"'));
    const still = lines.findIndex((l) => l.includes('Still possible now'));
    assert.ok(at > 0 && chain > at && still > chain, block);
    assert.match(lines.slice(at, chain).join('\n'), /yes {2}"Kuriboh"/);
    // After the chain only Kuriboh changed: one line, and it reads "no".
    assert.deepEqual(
      lines
        .slice(still + 1)
        .filter((l) => l.trim() !== '')
        .map((l) => l.trim().slice(0, 12)),
      ['no   "Kuribo'],
    );
    // The field at the opening is shown because the chain changed it.
    assert.ok(lines.some((l) => l.includes('Field at this timing')));
    // The start of the Damage Step has no chain: no "Still possible now" there.
    const start = r.out.split(/\n(?=\d\. )/).find((b) => b.startsWith('1. '));
    assert.ok(start && !start.includes('Still possible now') && !start.includes('Field at this timing'), start);
  });
});
