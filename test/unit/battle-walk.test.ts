import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedCatalog } from '../../src/core/index';
import { walkBattle, type Step, type Walk } from '../../src/core/battle';

const EXAMPLES = join(__dirname, '..', '..', '..', 'examples');
const walkFile = (name: string): Walk => walkBattle(readFileSync(join(EXAMPLES, name), 'utf8'), embeddedCatalog());
const walkText = (lines: string[]): Walk => walkBattle(lines.join('\n'), embeddedCatalog());

const step = (w: Walk, timing: string): Step => {
  const s = w.steps.find((x) => x.timing === timing);
  assert.ok(s, `no step ${timing}`);
  return s;
};
const kinds = (s: Step): string[] => s.events.map((e) => e.kind);
const card = (s: Step, name: string) => {
  const c = s.state.cards.find((x) => x.name === name);
  assert.ok(c, `no card ${name}`);
  return c;
};
const noErrors = (w: Walk) =>
  assert.deepEqual(
    w.diagnostics.filter((d) => d.severity === 'error'),
    [],
  );

describe('battle walk: the examples', () => {
  it('a face-down Flip monster: flipped before damage calculation, Flip effect after it', () => {
    const w = walkFile('flip-monster-attacked.battle');
    noErrors(w);
    assert.deepEqual(
      w.steps.map((s) => s.timing),
      ['start-of-damage-step', 'before-damage-calculation', 'during-damage-calculation', 'after-damage-calculation', 'end-of-damage-step'],
    );
    assert.equal(card(step(w, 'start-of-damage-step'), 'Man-Eater Bug').faceUp, false);
    const before = step(w, 'before-damage-calculation');
    assert.deepEqual(kinds(before), ['flip-face-up', 'flip-effect-waits']);
    assert.equal(before.events[0]?.rule, 'procedure.before-damage-calculation.flip-attack-target');
    const during = step(w, 'during-damage-calculation');
    assert.deepEqual(kinds(during), ['damage-calculation', 'destroyed-by-battle']);
    assert.equal(card(during, 'Man-Eater Bug').destroyedByBattle, true);
    assert.equal(during.state.damageCalculated, true);
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['trigger', 'activate', 'resolve', 'destroy']);
    assert.equal(card(after, 'Blue-Eyes White Dragon').zone, 'gy');
    // At this timing the mandatory Flip effect activates; after its chain it has been activated.
    const opening = after.options.find((o) => o.card === 'Man-Eater Bug');
    assert.equal(opening?.canActivate, true);
    assert.equal(opening?.reasons[0]?.rule, 'walk.mandatory-triggers-are-chained');
    const bug = after.optionsAfter.find((o) => o.card === 'Man-Eater Bug');
    assert.equal(bug?.canActivate, false);
    assert.match(bug?.reasons[0]?.text ?? '', /already been activated/);
    const end = step(w, 'end-of-damage-step');
    assert.deepEqual(kinds(end), ['send-to-gy', 'end-damage-step']);
    assert.equal(card(end, 'Man-Eater Bug').zone, 'gy');
  });

  it('an ATK-boosting Quick-Play Spell before damage calculation changes the outcome', () => {
    const w = walkFile('atk-boost-quick-play.battle');
    noErrors(w);
    const before = step(w, 'before-damage-calculation');
    assert.deepEqual(kinds(before), ['activate', 'resolve', 'atk-change', 'send-to-gy']);
    assert.equal(card(before, 'Don Zaloog').atk, 1800);
    const during = step(w, 'during-damage-calculation');
    assert.deepEqual(
      during.events.find((e) => e.kind === 'battle-damage'),
      { kind: 'battle-damage', text: 'Your opponent takes 400 battle damage: LP 8000 → 7600.', player: 'opponent', amount: 400, card: 'Don Zaloog' },
    );
    assert.deepEqual(during.state.lp, { you: 8000, opponent: 7600 });
    assert.match(step(w, 'after-damage-calculation').events[0]?.text ?? '', /Don Zaloog.*inflicted battle damage/);
  });

  it('Kuriboh during damage calculation: no battle damage', () => {
    const w = walkFile('kuriboh-damage-calculation.battle');
    noErrors(w);
    const during = step(w, 'during-damage-calculation');
    assert.deepEqual(kinds(during), ['activate', 'send-to-gy', 'resolve', 'resolve', 'damage-calculation', 'battle-damage']);
    assert.equal(during.events.at(-1)?.amount, 0);
    assert.deepEqual(during.state.lp, { you: 8000, opponent: 8000 });
    assert.equal(card(during, 'Kuriboh').zone, 'gy');
    // At this timing Kuriboh is in the hand: "yes". It was discarded: after the chain it is in the GY.
    assert.equal(during.options.find((o) => o.card === 'Kuriboh')?.canActivate, true);
    assert.equal(card({ ...during, state: during.stateAtOpening }, 'Kuriboh').zone, 'hand');
    const kuriboh = during.optionsAfter.find((o) => o.card === 'Kuriboh');
    assert.equal(kuriboh?.canActivate, false);
    assert.equal(kuriboh?.reasons[0]?.rule, 'walk.activate-from-where-the-card-is');
    assert.match(kuriboh?.reasons[0]?.text ?? '', /"Kuriboh" is in the GY/);
    assert.equal(step(w, 'before-damage-calculation').options.find((o) => o.card === 'Kuriboh')?.canActivate, false);
  });

  it('an ATK modifier during damage calculation is rejected with the rule and not applied', () => {
    const w = walkFile('illegal-atk-modifier.battle');
    const errors = w.diagnostics.filter((d) => d.severity === 'error');
    assert.equal(errors.length, 1);
    const [d] = errors;
    assert.equal(d?.code, 'illegal-activation');
    assert.equal(d?.rule, 'activation.atk-def-modifiers-end-at-damage-calculation');
    assert.deepEqual([d?.line, d?.column, d?.length], [13, 51, 'Forbidden Lance'.length]);
    const during = step(w, 'during-damage-calculation');
    assert.equal(during.events[0]?.kind, 'activation-rejected');
    assert.match(during.events[1]?.text ?? '', /ATK 3000/);
    assert.equal(card(during, 'Forbidden Lance').zone, 'spell-trap');
  });

  it('the attack target removed before damage calculation: no damage calculation, the rest goes on', () => {
    const w = walkFile('target-removed.battle');
    noErrors(w);
    assert.deepEqual(kinds(step(w, 'start-of-damage-step')), ['declare-damage-step', 'trigger', 'activate', 'resolve', 'destroy']);
    const during = step(w, 'during-damage-calculation');
    assert.deepEqual(kinds(during), ['damage-calculation-skipped']);
    assert.equal(during.events[0]?.rule, 'procedure.before-damage-calculation.target-left-field-no-damage-calculation');
    assert.equal(during.state.damageCalculated, false);
    assert.equal(w.steps.length, 5);
    assert.ok(!w.steps.some((s) => s.events.some((e) => e.kind === 'flip-face-up')));
    assert.deepEqual(kinds(step(w, 'end-of-damage-step')), ['end-damage-step']);
  });

  it("a monster destroyed by battle stays until the end, then its trigger and the destroyer's", () => {
    const w = walkFile('destroyed-by-battle-trigger.battle');
    noErrors(w);
    assert.equal(card(step(w, 'after-damage-calculation'), 'Giant Rat').zone, 'monster');
    assert.equal(card(step(w, 'after-damage-calculation'), 'Giant Rat').destroyedByBattle, true);
    const end = step(w, 'end-of-damage-step');
    assert.deepEqual(kinds(end), ['send-to-gy', 'trigger', 'trigger', 'activate', 'activate', 'resolve', 'resolve', 'end-damage-step']);
    assert.equal(end.events[0]?.rule, 'procedure.end-of-damage-step.send-destroyed-to-gy');
    assert.match(end.events[1]?.text ?? '', /Giant Rat.*can be activated now/);
    assert.match(end.events[2]?.text ?? '', /Grenosaurus.*activates now/);
  });

  it('Giant Kozaky: its self-destruction waits, then applies after damage calculation', () => {
    const w = walkFile('kozaky-self-destruction.battle');
    noErrors(w);
    assert.deepEqual(kinds(step(w, 'before-damage-calculation')), ['flip-face-up', 'self-destroy-waits']);
    assert.equal(card(step(w, 'during-damage-calculation'), 'Giant Kozaky').zone, 'monster');
    const after = step(w, 'after-damage-calculation');
    // Its printed "If this face-up card is destroyed, inflict damage" answers the self-destruction.
    assert.deepEqual(kinds(after), ['self-destroy', 'trigger']);
    assert.equal(after.events[0]?.rule, 'procedure.after-damage-calculation.self-destroying-continuous-effects-apply');
    assert.match(after.events[1]?.text ?? '', /Giant Kozaky" was destroyed and sent to the GY: .*inflict damage.*activates now/);
    assert.equal(card(after, 'Giant Kozaky').zone, 'gy');
  });

  it('Zombie Mammoth destroyed by battle: its self-destruction never applies', () => {
    const w = walkFile('zombie-mammoth-destroyed-by-battle.battle');
    noErrors(w);
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['continuous-stops']);
    assert.equal(after.events[0]?.rule, 'destroyed-by-battle.continuous-effects-no-longer-apply');
    assert.equal(card(after, 'Zombie Mammoth').zone, 'monster');
    assert.deepEqual(kinds(step(w, 'end-of-damage-step')).slice(0, 2), ['send-to-gy', 'trigger']);
  });

  it('the same Flip battle under Edison: seven substeps, flip at 2, damage at 5, Flip effect at 6', () => {
    const w = walkFile('flip-monster-attacked-edison.battle');
    noErrors(w);
    assert.equal(w.ruleset, 'edison');
    assert.deepEqual(
      w.steps.map((s) => s.timing),
      ['substep-1', 'substep-2', 'substep-3', 'substep-4', 'substep-5', 'substep-6', 'substep-7'],
    );
    assert.deepEqual(kinds(step(w, 'substep-2')), ['flip-face-up', 'flip-effect-waits']);
    assert.deepEqual(kinds(step(w, 'substep-5')), ['damage-calculation', 'destroyed-by-battle']);
    assert.deepEqual(kinds(step(w, 'substep-6')), ['trigger', 'activate', 'resolve', 'destroy']);
    assert.deepEqual(kinds(step(w, 'substep-7')).slice(0, 1), ['send-to-gy']);
  });
});

describe('battle walk: rules the examples do not show', () => {
  const BASE = ['ruleset edison', 'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500', 'target: opponent face-down defense "Man-Eater Bug"'];

  it('Edison allows one manual chain in substeps 5-7: a second chain is a diagnostic', () => {
    const w = walkText([...BASE, 'at substep-6: opponent activates "Man-Eater Bug" on "Blue-Eyes White Dragon": destroy', 'at substep-6, new chain: opponent activates "Man-Eater Bug"']);
    const errors = w.diagnostics.filter((d) => d.code === 'chain-limit');
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.rule, 'edison.procedure.substep-6.one-chain');
    assert.equal(errors[0]?.line, 5);
    assert.ok(step(w, 'substep-6').events.some((e) => e.kind === 'activation-rejected'));
  });

  it("ATK vs ATK with equal values destroys both; ATK below DEF damages the attacker's controller", () => {
    const tie = walkText(['attacker: you "Don Zaloog"', 'target: opponent attack "Alpha" atk 1400 def 0']);
    assert.deepEqual(kinds(step(tie, 'during-damage-calculation')), ['damage-calculation', 'destroyed-by-battle', 'destroyed-by-battle']);
    const wall = walkText(['attacker: you "Don Zaloog"', 'target: opponent defense "Wall" atk 0 def 2000']);
    const during = step(wall, 'during-damage-calculation');
    assert.deepEqual(during.state.lp, { you: 7400, opponent: 8000 });
    assert.deepEqual(kinds(during), ['damage-calculation', 'battle-damage']);
  });

  it('a monster determined destroyed by battle cannot be targeted', () => {
    const w = walkText([
      'attacker: you "Grenosaurus"',
      'target: opponent attack "Giant Rat"',
      'opponent set: "Forbidden Lance"',
      'at after-damage-calculation: opponent activates "Forbidden Lance" on "Giant Rat": atk +0',
    ]);
    assert.ok(w.diagnostics.some((d) => d.severity === 'error'));
  });

  it('"until the end of the damage step" effects expire at the end, "during damage calculation" ones stop after it', () => {
    const w = walkText([
      'attacker: you "Don Zaloog"',
      'target: opponent defense "Giant Rat"',
      'applying: "Giant Rat" def +100 during damage calculation',
      'at start-of-damage-step: you activate "Forbidden Chalice" on "Don Zaloog": atk +400 until the end of the damage step',
    ]);
    noErrors(w);
    assert.deepEqual(kinds(step(w, 'during-damage-calculation')).slice(0, 1), ['continuous-starts']);
    assert.ok(kinds(step(w, 'after-damage-calculation')).includes('continuous-stops'));
    assert.ok(kinds(step(w, 'end-of-damage-step')).includes('effect-expires'));
    assert.equal(card(step(w, 'end-of-damage-step'), 'Don Zaloog').atk, 1400);
  });

  it('a file that cannot be walked (no attacker) has no steps and says why', () => {
    const w = walkText(['target: opponent "Giant Rat"']);
    assert.deepEqual(w.steps, []);
    assert.equal(w.diagnostics[0]?.code, 'missing');
  });
});
