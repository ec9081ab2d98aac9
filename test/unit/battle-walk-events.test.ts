import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedCatalog } from '../../src/core/index';
import { CLAUSE_FORMS, EVENT_KINDS, walkBattle, type Step, type Walk } from '../../src/core/battle';

// Issue 11: event-gated activations, mandatory triggers, the end of the Duel and the larger
// effect vocabulary, each walked from its example battle.

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
const errors = (w: Walk) => w.diagnostics.filter((d) => d.severity === 'error');
const noErrors = (w: Walk) => assert.deepEqual(errors(w), []);
const option = (s: Step, name: string) => s.options.find((o) => o.card === name);

describe('battle walk: activations wait for their event', () => {
  it('a Flip effect of a monster that left the Monster Zone before damage calculation is refused, naming why', () => {
    const w = walkFile('flipped-monster-leaves-field.battle');
    const [d, ...rest] = errors(w);
    assert.deepEqual(rest, []);
    assert.equal(d?.code, 'illegal-activation');
    assert.equal(d?.rule, 'procedure.before-damage-calculation.flipped-monster-leaves-field');
    assert.match(d?.message ?? '', /flipped face-up but left the Monster Zone/);
    assert.deepEqual([d?.line, d?.column], [14, 50]);
    const before = step(w, 'before-damage-calculation');
    assert.deepEqual(kinds(before), ['flip-face-up', 'flip-effect-waits', 'trigger', 'activate', 'resolve', 'destroy']);
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['activation-rejected']);
    assert.equal(card(after, 'Drillroid').zone, 'monster');
    assert.equal(after.optionsAfter.find((o) => o.card === 'Man-Eater Bug')?.canActivate, false);
  });

  it('a face-down monster destroyed before it was flipped gets no Flip effect', () => {
    const w = walkFile('face-down-destroyed-no-flip.battle');
    const [d] = errors(w);
    assert.equal(errors(w).length, 1);
    assert.equal(d?.rule, 'procedure.start-of-damage-step.destroyed-face-down-no-flip-effect');
    assert.match(d?.message ?? '', /never flipped face-up/);
    assert.equal(card(step(w, 'after-damage-calculation'), 'Sasuke Samurai').zone, 'monster');
  });

  it('a monster destroyed by battle and then by an effect never goes to the GY by battle: its trigger is refused', () => {
    const w = walkFile('destroyed-by-effect-not-by-battle.battle');
    const [d] = errors(w);
    assert.equal(errors(w).length, 1);
    assert.equal(d?.rule, 'destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers');
    assert.match(d?.message ?? '', /left the field by another effect/);
    assert.deepEqual(kinds(step(w, 'after-damage-calculation')), ['trigger', 'activate', 'resolve', 'destroy']);
    assert.deepEqual(kinds(step(w, 'end-of-damage-step')), ['activation-rejected', 'end-damage-step']);
  });

  it('a battle-damage trigger without battle damage is refused; with it, it is allowed', () => {
    const none = walkText([
      'attacker: opponent "Don Zaloog"',
      'target: you defense "Wall" atk 0 def 1400',
      'you set: "Damage Condenser"',
      'at after-damage-calculation: you activate "Damage Condenser"',
    ]);
    const [d] = errors(none);
    assert.equal(d?.rule, 'walk.trigger-needs-its-event');
    assert.match(d?.message ?? '', /No player took battle damage/);
    assert.equal(card(step(none, 'after-damage-calculation'), 'Damage Condenser').zone, 'spell-trap');
    noErrors(walkFile('damage-condenser-special-summon.battle'));
  });

  it('options after the chains read the field then: a card in the GY is not "yes"', () => {
    const w = walkFile('kuriboh-damage-calculation.battle');
    const o = step(w, 'during-damage-calculation').optionsAfter.find((x) => x.card === 'Kuriboh');
    assert.equal(o?.canActivate, false);
    assert.equal(o?.reasons[0]?.rule, 'walk.activate-from-where-the-card-is');
  });
});

describe('battle walk: mandatory triggers and the end of the Duel', () => {
  it('a mandatory trigger is chained (turn player first) and what it does is applied', () => {
    const w = walkFile('grenosaurus-effect-damage.battle');
    noErrors(w);
    const end = step(w, 'end-of-damage-step');
    assert.deepEqual(kinds(end), ['send-to-gy', 'trigger', 'trigger', 'activate', 'activate', 'resolve', 'special-summon', 'resolve', 'effect-damage', 'end-damage-step']);
    assert.match(end.events[3]?.text ?? '', /Chain Link 1: you activate "Grenosaurus" \(mandatory/);
    assert.equal(end.events[3]?.rule, 'walk.mandatory-triggers-are-chained');
    assert.deepEqual(end.events[8] && { kind: end.events[8].kind, player: end.events[8].player, amount: end.events[8].amount }, { kind: 'effect-damage', player: 'opponent', amount: 1000 });
    assert.deepEqual(end.state.lp, { you: 8000, opponent: 6400 });
    const pup = card(end, 'Earth Pup');
    assert.deepEqual([pup.zone, pup.position, pup.faceUp, pup.controller], ['monster', 'defense', true, 'opponent']);
    // The mandatory trigger "activates now" at this timing; after its chain it is spent.
    assert.equal(option(end, 'Grenosaurus')?.canActivate, true);
    assert.equal(option(end, 'Grenosaurus')?.reasons[0]?.rule, 'walk.mandatory-triggers-are-chained');
    assert.equal(end.optionsAfter.find((o) => o.card === 'Grenosaurus')?.canActivate, false);
  });

  it('at 0 LP the Duel ends: the walk says who won and walks no further', () => {
    const w = walkFile('duel-ends-at-zero-lp.battle');
    noErrors(w);
    assert.equal(w.winner, 'you');
    const last = w.steps[w.steps.length - 1] as Step;
    assert.equal(last.timing, 'end-of-damage-step');
    const ends = last.events[last.events.length - 1];
    assert.deepEqual(ends && [ends.kind, ends.winner, ends.rule], ['duel-ends', 'you', 'walk.duel-ends-at-zero-lp']);
    assert.ok(!kinds(last).includes('end-damage-step'));
    assert.equal(last.state.lp.opponent, 0);
  });

  it('battle damage that takes a player to 0 stops the walk at damage calculation', () => {
    const w = walkText(['lp opponent 3000', 'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500', 'direct attack', 'at after-damage-calculation: you activate "Forbidden Chalice"']);
    assert.equal(w.winner, 'you');
    assert.deepEqual(
      w.steps.map((s) => s.timing),
      ['start-of-damage-step', 'before-damage-calculation', 'during-damage-calculation'],
    );
    assert.deepEqual(kinds(step(w, 'during-damage-calculation')).slice(-2), ['battle-damage', 'duel-ends']);
    assert.equal(walkText(['attacker: you "Don Zaloog"', 'direct attack']).winner, undefined);
  });
});

describe('battle walk: which triggers the walk chains', () => {
  it("a Set Spell/Trap's own effect does not trigger; face-up it does", () => {
    const set = walkText(['attacker: you "Grenosaurus"', 'target: opponent attack "Giant Rat"', 'you set: "Horn of the Phantom Beast"']);
    assert.ok(!step(set, 'end-of-damage-step').events.some((e) => e.card === 'Horn of the Phantom Beast'));
    const up = walkText(['attacker: you "Grenosaurus"', 'target: opponent attack "Giant Rat"', 'you field: "Horn of the Phantom Beast"']);
    assert.ok(step(up, 'end-of-damage-step').events.some((e) => e.kind === 'activate' && e.card === 'Horn of the Phantom Beast'));
  });

  it("an activation written without effects uses the card's `effect:` line", () => {
    const w = walkText([
      'attacker: you "Don Zaloog"',
      'target: opponent attack "Alpha" atk 1000 def 0',
      'effect: "Don Zaloog": inflict 200 damage',
      'at after-damage-calculation: you activate "Don Zaloog"',
    ]);
    noErrors(w);
    assert.deepEqual(kinds(step(w, 'after-damage-calculation')), ['trigger', 'activate', 'resolve', 'effect-damage']);
    assert.equal(step(w, 'after-damage-calculation').state.lp.opponent, 8000 - 400 - 200);
  });

  it('an inherent-timing mandatory trigger is chained only with an `effect:` line', () => {
    const bare = walkText(['attacker: you "Drillroid"', 'target: opponent defense "Giant Rat"']);
    assert.ok(!kinds(step(bare, 'before-damage-calculation')).includes('activate'));
    const described = walkText(['attacker: you "Drillroid"', 'target: opponent defense "Giant Rat"', 'effect: "Drillroid": destroy "Giant Rat"']);
    assert.deepEqual(kinds(step(described, 'before-damage-calculation')), ['trigger', 'activate', 'resolve', 'destroy']);
  });

  it('under Edison the mandatory Flip effect is chained in substep 6', () => {
    const w = walkText([
      'ruleset edison',
      'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500',
      'target: opponent face-down defense "Man-Eater Bug"',
      'effect: "Man-Eater Bug" on "Blue-Eyes White Dragon": destroy',
    ]);
    noErrors(w);
    assert.deepEqual(kinds(step(w, 'substep-6')), ['trigger', 'activate', 'resolve', 'destroy']);
    assert.equal(card(step(w, 'substep-6'), 'Blue-Eyes White Dragon').zone, 'gy');
  });
});

describe('battle walk: the effect vocabulary', () => {
  it("piercing: ATK minus DEF to the Defense Position monster's controller", () => {
    const w = walkFile('piercing-battle-damage.battle');
    noErrors(w);
    const during = step(w, 'during-damage-calculation');
    const damage = during.events.find((e) => e.kind === 'battle-damage');
    assert.deepEqual(damage && [damage.player, damage.amount, damage.rule], ['opponent', 2400, 'walk.piercing-battle-damage']);
    assert.deepEqual(during.state.lp, { you: 8000, opponent: 5600 });
    // Without piercing, no damage.
    const plain = walkText(['attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500', 'target: opponent face-down defense "Man-Eater Bug"']);
    assert.deepEqual(step(plain, 'during-damage-calculation').state.lp, { you: 8000, opponent: 8000 });
  });

  it('an activation can give piercing to the attacker', () => {
    const w = walkText([
      'attacker: you "Don Zaloog"',
      'target: opponent defense "Giant Rat"',
      'you set: card "Spear" kind "Quick-Play Spell" text "Target 1 monster; it gains 100 ATK."',
      'at before-damage-calculation: you activate "Spear" on "Don Zaloog": piercing',
    ]);
    // 1400 ATK does not get past 1450 DEF: piercing inflicts nothing, the attacker's controller takes 50.
    assert.deepEqual(step(w, 'during-damage-calculation').state.lp, { you: 7950, opponent: 8000 });
    const strong = walkText([
      'attacker: you "Grenosaurus"',
      'target: opponent defense "Giant Rat"',
      'you set: card "Spear" kind "Quick-Play Spell" text "Target 1 monster; it gains 100 ATK."',
      'at before-damage-calculation: you activate "Spear" on "Grenosaurus": piercing',
    ]);
    assert.equal(step(strong, 'during-damage-calculation').state.lp.opponent, 8000 - (2000 - 1450));
  });

  it('special summon and gain LP: Damage Condenser summons from the Deck', () => {
    const w = walkFile('damage-condenser-special-summon.battle');
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['trigger', 'activate', 'resolve', 'special-summon', 'lp-gain', 'send-to-gy']);
    const zaloog = card(after, 'Don Zaloog');
    assert.deepEqual([zaloog.zone, zaloog.position, zaloog.controller], ['monster', 'defense', 'you']);
    assert.deepEqual(after.state.lp, { you: 6900, opponent: 8000 });
    assert.equal(card(step(w, 'during-damage-calculation'), 'Don Zaloog').zone, 'deck');
    const trailing = walkText([
      'attacker: you "Grenosaurus"',
      'target: opponent attack "Giant Rat"',
      'at end-of-damage-step: opponent activates "Giant Rat": special summon "Earth Pup" atk 1200 def 800 defense',
    ]);
    assert.equal(card(step(trailing, 'end-of-damage-step'), 'Earth Pup').position, 'defense');
  });

  it('flip face-down: the attack target is flipped face-up again before damage calculation', () => {
    const w = walkFile('gemini-counter-re-flip.battle');
    noErrors(w);
    const before = step(w, 'before-damage-calculation');
    const i = kinds(before).indexOf('flip-face-down');
    assert.equal(kinds(before)[i + 1], 'flip-face-up');
    assert.equal(before.events[i + 1]?.rule, 'procedure.before-damage-calculation.re-flip-if-turned-face-down');
    const elf = card(before, 'Gemini Elf');
    assert.deepEqual([elf.faceUp, elf.position], [true, 'defense']);
    assert.equal(card(before, 'Don Zaloog').atk, 1400);
    assert.ok(step(w, 'during-damage-calculation').events[0]?.text.includes('DEF 900, Defense Position'));
    // After damage calculation it stays face-down.
    const late = walkText(['attacker: you "Giant Rat"', 'target: opponent defense "Kangaroo Champ" atk 1500 def 1700', 'effect: "Kangaroo Champ" on "Kangaroo Champ": flip face-down']);
    assert.equal(card(step(late, 'after-damage-calculation'), 'Kangaroo Champ').faceUp, false);
  });

  it('change battle position: Kangaroo Champ; a monster destroyed by battle cannot be changed', () => {
    const w = walkFile('kangaroo-champ-position.battle');
    noErrors(w);
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['trigger', 'activate', 'resolve', 'position-change']);
    assert.equal(card(after, 'Giant Rat').position, 'defense');
    const destroyed = walkText(['attacker: you "Don Zaloog"', 'target: opponent attack "Kangaroo Champ" atk 1500 def 1700', 'effect: "Kangaroo Champ" on "Don Zaloog": change battle position']);
    const resolved = step(destroyed, 'after-damage-calculation').events.find((e) => e.rule === 'destroyed-by-battle.cannot-be-targeted-or-changed');
    assert.ok(resolved, 'the change is refused for the monster destroyed by battle');
    assert.equal(card(step(destroyed, 'after-damage-calculation'), 'Don Zaloog').position, 'attack');
  });

  it('equip: the Equip Card stays on the field, and goes when its monster leaves', () => {
    const w = walkFile('equip-trap-stays.battle');
    noErrors(w);
    const before = step(w, 'before-damage-calculation');
    assert.deepEqual(kinds(before), ['activate', 'resolve', 'equip', 'atk-change']);
    assert.equal(card(step(w, 'end-of-damage-step'), 'Horn of the Phantom Beast').zone, 'spell-trap');
    const lost = walkText([
      'attacker: you "Don Zaloog"',
      'target: opponent attack "Grenosaurus"',
      'you set: "Horn of the Phantom Beast"',
      'at before-damage-calculation: you activate "Horn of the Phantom Beast" on "Don Zaloog": equip to "Don Zaloog", atk +100',
    ]);
    const end = step(lost, 'end-of-damage-step');
    assert.equal(card(end, 'Don Zaloog').zone, 'gy');
    assert.equal(card(end, 'Horn of the Phantom Beast').zone, 'gy');
    assert.ok(end.events.some((e) => e.kind === 'send-to-gy' && e.card === 'Horn of the Phantom Beast' && e.rule === 'walk.equip-card-stays'));
  });

  it('Continuous effects with a scope: a flipped monster weakens the attacker, a Field Spell boosts every monster', () => {
    const w = walkFile('flipped-monster-weakens-attacker.battle');
    noErrors(w);
    assert.equal(card(step(w, 'start-of-damage-step'), 'Don Zaloog').atk, 1500);
    const before = step(w, 'before-damage-calculation');
    assert.deepEqual(kinds(before), ['flip-face-up', 'continuous-starts']);
    assert.equal(card(before, 'Don Zaloog').atk, 1000);
    assert.equal(card(before, 'Weakening Bug').atk, 600);
    assert.deepEqual(step(w, 'during-damage-calculation').state.lp, { you: 7800, opponent: 8000 });
  });

  it("instead of destruction by battle: the replacement happens and the destruction's triggers do not", () => {
    const w = walkFile('replacement-instead-of-destruction.battle');
    const during = step(w, 'during-damage-calculation');
    assert.deepEqual(kinds(during), ['damage-calculation', 'battle-damage', 'replacement-chosen']);
    assert.equal(during.events[2]?.rule, 'procedure.during-damage-calculation.instead-replacement-chosen');
    assert.equal(card(during, 'Giant Rat').destroyedByBattle, false);
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['replacement', 'return-to-hand']);
    assert.equal(card(after, 'Vicious Claw').zone, 'hand');
    const end = step(w, 'end-of-damage-step');
    assert.deepEqual(kinds(end), ['activation-rejected', 'end-damage-step']);
    assert.equal(card(end, 'Giant Rat').zone, 'monster');
    const [d] = errors(w);
    assert.equal(d?.rule, 'walk.trigger-needs-its-event');
    assert.match(d?.message ?? '', /was not destroyed by battle/);
  });

  it('return to hand instead of the GY (Last Minute Cancel): done at the end, and no "sent to the GY" triggers', () => {
    const w = walkFile('last-minute-cancel.battle');
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['activate', 'resolve', 'replacement-chosen', 'send-to-gy']);
    assert.equal(after.events[2]?.rule, 'destroyed-by-battle.cannot-be-returned-to-hand');
    assert.equal(card(after, 'Giant Rat').zone, 'monster');
    const end = step(w, 'end-of-damage-step');
    assert.deepEqual(kinds(end), ['replacement', 'activation-rejected', 'end-damage-step']);
    assert.equal(card(end, 'Giant Rat').zone, 'hand');
    assert.deepEqual(
      errors(w).map((d) => d.rule),
      ['walk.trigger-needs-its-event'],
    );
  });

  it('battle damage to the other player', () => {
    const w = walkFile('battle-damage-to-the-other-player.battle');
    noErrors(w);
    const damage = step(w, 'during-damage-calculation').events.find((e) => e.kind === 'battle-damage');
    assert.deepEqual(damage && [damage.player, damage.amount], ['opponent', 600]);
    assert.deepEqual(step(w, 'during-damage-calculation').state.lp, { you: 8000, opponent: 7400 });
    const activated = walkText([
      'attacker: you "Don Zaloog"',
      'target: opponent attack "Grenosaurus"',
      'you hand: Kuriboh',
      'at during-damage-calculation: you activate Kuriboh: battle damage to the other player',
    ]);
    assert.deepEqual(step(activated, 'during-damage-calculation').state.lp, { you: 8000, opponent: 7400 });
  });

  it('"you can only control 1": the flipped copy waits, then is destroyed after damage calculation', () => {
    const w = walkFile('control-limit-name.battle');
    noErrors(w);
    const before = step(w, 'before-damage-calculation');
    assert.ok(kinds(before).includes('control-limit-waits'));
    assert.equal(before.events.find((e) => e.kind === 'control-limit-waits')?.rule, 'procedure.before-damage-calculation.type-and-name-conflicts-wait');
    assert.equal(step(w, 'during-damage-calculation').state.cards.filter((c) => c.name === 'Amazoness Tiger' && c.zone === 'monster').length, 2);
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['control-limit']);
    assert.equal(after.events[0]?.rule, 'procedure.after-damage-calculation.name-conflict-destroyed');
    assert.equal(after.state.cards.filter((c) => c.name === 'Amazoness Tiger' && c.zone === 'gy').length, 1);
    // "There can only be 1 on the field" counts the other player's copy too; "you can only control 1" does not.
    const lines = (limit: string) => [
      'attacker: you "Malefic Blue-Eyes White Dragon" atk 3000 def 2500',
      'target: opponent face-down defense "Malefic Blue-Eyes White Dragon" atk 3000 def 3000',
      `applying: "Malefic Blue-Eyes White Dragon" ${limit}`,
    ];
    const field = walkText(lines('there can only be 1 on the field'));
    assert.deepEqual(kinds(step(field, 'after-damage-calculation')), ['control-limit']);
    assert.match(step(field, 'after-damage-calculation').events[0]?.text ?? '', /there can only be 1/);
    assert.ok(!kinds(step(walkText(lines('you can only control 1')), 'after-damage-calculation')).includes('control-limit'));
  });

  it('Rivalry of Warlords sends the flipped monster to the GY: no "destroyed by battle" sending, Flip effect still activates', () => {
    const w = walkFile('rivalry-of-warlords.battle');
    noErrors(w);
    const after = step(w, 'after-damage-calculation');
    assert.deepEqual(kinds(after), ['control-limit', 'trigger', 'activate', 'resolve', 'destroy']);
    assert.equal(after.events[0]?.rule, 'procedure.after-damage-calculation.rivalry-and-gozen-send');
    assert.equal(card(after, 'Man-Eater Bug').destroyedByBattle, false);
    assert.deepEqual(kinds(step(w, 'end-of-damage-step')), ['end-damage-step']);
  });
});

describe('battle language docs', () => {
  it('describe every event kind and every effect word', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'battle-language.md'), 'utf8');
    for (const k of EVENT_KINDS) assert.ok(doc.includes(`| \`${k}\``) || doc.includes(`\`${k}\` /`) || doc.includes(`/ \`${k}\``), `event kind ${k} is not in the docs' table`);
    for (const form of CLAUSE_FORMS) {
      const word = (form.split(/[ "[]/)[0] ?? '').trim();
      assert.ok(doc.includes(`\`${word}`), `effect word ${word} is not in the docs' table`);
    }
  });
});

describe('battle walk: another monster flipped face-up by the attack (issue 18, thirteenth round)', () => {
  const watcher = 'opponent field: card "Flip Watcher" kind "Effect Monster" atk 500 def 500 text "If a face-down monster you control is flipped face-up: You can draw 1 card."';
  it('announces the trigger after damage calculation (seed 000), and refuses it when no monster was flipped', () => {
    const flipped = walkText(['attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500', 'target: opponent face-down defense "Man-Eater Bug"', watcher]);
    assert.ok(step(flipped, 'after-damage-calculation').events.some((e) => e.kind === 'trigger' && e.card === 'Flip Watcher'));
    assert.ok(!step(flipped, 'before-damage-calculation').events.some((e) => e.card === 'Flip Watcher'));
    // Only from where it works (not the Deck), and for the monster its text names ("you control").
    const others = walkText([
      'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500',
      'target: opponent face-down defense "Man-Eater Bug"',
      watcher.replace('opponent field:', 'you field:'),
      'opponent deck: card "Deck Watcher" kind "Effect Monster" atk 500 def 500 text "If a monster is flipped face-up: You can draw 1 card."',
    ]);
    assert.ok(!step(others, 'after-damage-calculation').events.some((e) => e.kind === 'trigger' && (e.card === 'Flip Watcher' || e.card === 'Deck Watcher')));
    const faceUp = walkText([
      'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500',
      'target: opponent attack "Man-Eater Bug"',
      watcher,
      'at after-damage-calculation: opponent activates "Flip Watcher"',
    ]);
    const [d] = errors(faceUp);
    assert.equal(d?.rule, 'walk.trigger-needs-its-event');
    assert.match(d?.message ?? '', /No monster was flipped face-up/);
  });
});
