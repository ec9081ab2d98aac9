import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { parseBattle, walkBattle, type Step, type StepOption, type Walk } from '../../src/core/battle';
import { embeddedCatalog } from '../../src/core/index';
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

describe('dmgstep walk: the faults of the kept-aside battles (issue 20)', () => {
  it('an Equip Spell is Spell Speed 1 in the Damage Step even when its text also holds a trigger', async () => {
    const { code, walk, err } = await walkJson('equip-spell-speed-1.battle');
    assert.equal(code, 1);
    assert.match(err, /"Kept Blade" cannot be activated here.*\[gate\.spell-speed-1\]/);
    const start = step(walk, 'start-of-damage-step');
    const blade = answer(start.options, 'Kept Blade');
    assert.deepEqual([blade.canActivate, blade.reasons[0]?.rule], [false, 'gate.spell-speed-1']);
    assert.ok(!start.events.some((e) => e.kind === 'equip' || e.kind === 'atk-change'));
    assert.equal(start.state.cards.find((c) => c.name === 'Blue-Eyes White Dragon')?.atk, 3000);
  });

  it('"destroyed by battle and sent to the GY" waits for the sending at the end of the Damage Step', async () => {
    const { code, walk, err } = await walkJson('destroyed-and-sent-waits-for-the-end.battle');
    assert.equal(code, 1);
    assert.equal(err.trim().split('\n').length, 1, err);
    assert.match(err, /:9:\d+: error: "Hero Signal" cannot be activated here \(after damage calculation\)/);
    const after = step(walk, 'after-damage-calculation');
    assert.equal(answer(after.options, 'Hero Signal').canActivate, false);
    assert.equal(zoneAt(after.state, 'Hero Signal'), 'spell-trap');
    const end = step(walk, 'end-of-damage-step');
    assert.equal(answer(end.options, 'Hero Signal').canActivate, true);
    assert.ok(end.events.some((e) => e.kind === 'activate' && e.card === 'Hero Signal'));
    assert.equal(zoneAt(end.state, 'Hero Signal'), 'gy');
  });

  it('a Trap that answers damage answers effect damage, in a new chain at the same timing', async () => {
    const { code, walk, err } = await walkJson('effect-damage-new-chain.battle');
    assert.equal(code, 0, err);
    const end = step(walk, 'end-of-damage-step');
    const kinds = end.events.map((e) => e.kind);
    const damage = kinds.indexOf('effect-damage');
    const announced = end.events.findIndex((e) => e.kind === 'trigger' && e.card === 'Attack and Receive');
    const activated = end.events.findIndex((e) => e.kind === 'activate' && e.card === 'Attack and Receive');
    assert.ok(damage >= 0 && announced > damage && activated > announced, kinds.join());
    assert.match(end.events[announced]?.text ?? '', /^Your opponent took damage from an effect/);
    // Not announced again once it is spent in the GY.
    assert.equal(end.events.filter((e) => e.kind === 'trigger' && e.card === 'Attack and Receive').length, 1);
    assert.deepEqual(end.state.lp, { you: 7300, opponent: 6400 });
    // Before the chains it could not be activated (no damage yet at this timing); after them it is spent.
    assert.equal(answer(end.optionsAfter, 'Attack and Receive').canActivate, false);
  });
});

describe('dmgstep walk: triggers of caused events are announced (issue 20)', () => {
  it('a monster destroyed by an effect announces a trigger waiting for it, through the rules of the timing', async () => {
    const { code, walk, err } = await walkJson('caused-events-announced.battle');
    assert.equal(code, 0, err);
    const after = step(walk, 'after-damage-calculation');
    const destroyed = after.events.findIndex((e) => e.kind === 'destroy' && e.card === 'Blue-Eyes White Dragon');
    const announced = after.events.findIndex((e) => e.kind === 'trigger' && e.card === 'Chthonian Answer');
    assert.ok(destroyed >= 0 && announced > destroyed, after.events.map((e) => e.kind).join());
    assert.match(after.events[announced]?.text ?? '', /^"Blue-Eyes White Dragon" was destroyed by an effect, but .* cannot be activated/);
    assert.equal(after.events[announced]?.rule, 'activation.optional-triggers-about-other-cards');
  });

  it('a monster Special Summoned by an effect announces a mandatory trigger, chained in a chain of its own', async () => {
    const { code, walk, err } = await walkJson('caused-special-summon-announced.battle');
    assert.equal(code, 0, err);
    const end = step(walk, 'end-of-damage-step');
    const summoned = end.events.findIndex((e) => e.kind === 'special-summon' && e.card === 'Earth Pup');
    const announced = end.events.findIndex((e) => e.kind === 'trigger' && e.card === 'Summon Sentry');
    assert.ok(summoned >= 0 && announced > summoned);
    assert.match(end.events[announced]?.text ?? '', /"Earth Pup" was Special Summoned: .*activates now/);
    assert.equal(end.events[announced]?.rule, 'walk.caused-events-announce-triggers');
    const link = end.events[announced + 1];
    assert.deepEqual([link?.kind, link?.card, link?.rule], ['activate', 'Summon Sentry', 'walk.mandatory-triggers-are-chained']);
    assert.match(link?.text ?? '', /^Chain Link 1:/);
    assert.deepEqual(end.state.lp, { you: 7700, opponent: 7400 });
  });
});

describe('dmgstep walk: naming, replacement costs and position changes (issue 20)', () => {
  it('Rope of Life Special Summons the monster just sent to the GY, named without a target, and gives it 800 ATK', async () => {
    const { code, walk, err } = await walkJson('rope-of-life-from-gy.battle');
    assert.equal(code, 0, err);
    const end = step(walk, 'end-of-damage-step');
    assert.equal(answer(end.options, 'Rope of Life').canActivate, true);
    assert.equal(zoneAt(end.stateAtOpening, 'Giant Rat'), 'gy');
    const rat = end.state.cards.find((c) => c.name === 'Giant Rat');
    assert.deepEqual(rat && [rat.zone, rat.position, rat.atk, rat.destroyedByBattle], ['monster', 'attack', 2200, false]);
    assert.ok(end.events.some((e) => e.kind === 'atk-change' && e.card === 'Giant Rat' && e.amount === 800));
  });

  it('"from gy" is checked when the effect resolves: a monster not there is not Summoned', () => {
    const w = walkBattle(
      [
        'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500',
        'target: opponent attack "Giant Rat"',
        'opponent hand: "Earth Pup" atk 1200 def 800',
        'at end-of-damage-step: opponent activates "Giant Rat": special summon "Earth Pup" from gy',
      ].join('\n'),
      embeddedCatalog(),
    );
    const end = step(w, 'end-of-damage-step');
    assert.ok(end.events.some((e) => e.kind === 'resolve' && /"Earth Pup" is not in the GY/.test(e.text)));
    assert.equal(zoneAt(end.state, 'Earth Pup'), 'hand');
  });

  it('a replacement whose cost banishes the replacing card from the GY does so right after damage calculation', async () => {
    const { code, walk, err } = await walkJson('replacement-banishes-itself-from-gy.battle');
    assert.equal(code, 0, err);
    const during = step(walk, 'during-damage-calculation');
    assert.ok(during.events.some((e) => e.kind === 'replacement-chosen'));
    assert.equal(zoneAt(during.state, 'Return of the Dragon Lords'), 'gy');
    const after = step(walk, 'after-damage-calculation');
    assert.deepEqual(
      after.events.slice(0, 2).map((e) => e.kind),
      ['replacement', 'banish'],
    );
    assert.equal(zoneAt(after.state, 'Return of the Dragon Lords'), 'banished');
    assert.equal(zoneAt(step(walk, 'end-of-damage-step').state, 'Tyrant Dragon'), 'monster');
  });

  it('a card text sentence changes the battle position at the end of the Damage Step through its effect: line', async () => {
    const { code, walk, err } = await walkJson('position-change-at-end-of-damage-step.battle');
    assert.equal(code, 0, err);
    const end = step(walk, 'end-of-damage-step');
    const brute = answer(end.options, 'Tired Brute');
    assert.deepEqual([brute.canActivate, brute.reasons[0]?.rule], [true, 'walk.mandatory-triggers-are-chained']);
    assert.ok(end.events.some((e) => e.kind === 'position-change' && e.card === 'Tired Brute'));
    assert.equal(end.stateAtOpening.cards.find((c) => c.name === 'Tired Brute')?.position, 'attack');
    assert.equal(end.state.cards.find((c) => c.name === 'Tired Brute')?.position, 'defense');
  });

  it('the new words written wrong get positioned errors, never a throw', () => {
    const head = ['attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500', 'target: opponent attack "Giant Rat"'];
    const errorsOf = (line: string) =>
      parseBattle([...head, line].join('\n'), embeddedCatalog())
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => `${d.line}:${d.column} ${d.message}`);
    assert.deepEqual(errorsOf('effect: "Giant Rat": special summon "Giant Rat" from nowhere'), ['3:54 Write "from gy", "from banished", "from hand" or "from deck"']);
    assert.deepEqual(errorsOf('effect: "Giant Rat": gives "Giant Rat" +800'), ['3:44 Expected "atk" or "def" and a change (e.g. gives "Giant Rat" atk +800)']);
    assert.deepEqual(errorsOf('effect: "Giant Rat": gives'), ['3:27 Name the monster after "gives" (e.g. gives "Giant Rat" atk +800)']);
    assert.match(errorsOf('effect: "Giant Rat": gives "Nobody Here" atk +800')[0] ?? '', /^3:29 No card "Nobody Here" in this battle/);
  });
});

describe('dmgstep walk: "If Summoned this way" in the hand (issue 18, ninth round)', () => {
  // The walk answers as `ask` does: the effect that answers the card's own Summon comes only where the
  // effect that Summons it can be activated, and the walk never plays out such a Summon.
  const walkWith = (text: string): Walk =>
    walkBattle(['attacker: you "Giant Rat"', 'target: opponent attack "Grenosaurus"', `opponent hand: card "Answering Envoy" kind "Effect Monster" text "${text}"`].join('\n'), embeddedCatalog());
  it('a mandatory follow-up after a refused optional trigger about other cards is no at every timing', () => {
    const w = walkWith('If your opponent Special Summons a monster(s): You can Special Summon this card from your hand. If Summoned this way: Inflict 500 damage to your opponent.');
    for (const s of w.steps) {
      const o = answer(s.options, 'Answering Envoy');
      assert.equal(o.canActivate, false, s.timing);
    }
    assert.equal(answer(step(w, 'start-of-damage-step').options, 'Answering Envoy').reasons[0]?.rule, 'gate.activation-event-must-be-possible');
  });
  it('after a trigger the step can hold, the follow-up still waits for a Summon the walk never plays out', () => {
    const w = walkWith('If a monster is destroyed by battle: Special Summon this card from your hand. If Summoned this way: You can draw 1 card.');
    const end = step(w, 'end-of-damage-step');
    assert.ok(end.events.every((e) => !/Answering Envoy"'s effect \(If Summoned this way/.test(e.text)));
  });
});
