import * as assert from 'node:assert/strict';
import { embeddedCatalog } from '../../src/core/index';
import { APPLYING_FORMS, CLAUSE_FORMS, formStarts, parseBattle, type EffectClause } from '../../src/core/battle';

// The battle language's effect words (damage, LP, Summons, positions, equips, piercing) and applying forms: what each one reads into, and the diagnostics (with their
// positions) for the ways a writer can get them wrong.

const catalog = embeddedCatalog();
const parse = (lines: string[]) => parseBattle(lines.join('\n'), catalog);
const BASE = ['attacker: you "Grenosaurus"', 'target: opponent attack "Giant Rat"'];
const strip = (e: EffectClause | undefined) => (e ? { ...e, range: undefined } : e);
const errorsOf = (lines: string[]) => parse(lines).diagnostics.filter((d) => d.severity === 'error');

describe('battle parser: the effect vocabulary', () => {
  it('reads inflict N damage [to player], gain N LP and battle damage to the other player', () => {
    const { battle, diagnostics } = parse([
      ...BASE,
      'at end-of-damage-step: you activate "Grenosaurus": inflict 1000 damage, inflict 300 damage to you and gain 500 LP, battle damage to the other player',
    ]);
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(battle.activations[0]?.effects.map(strip), [
      { kind: 'inflict-damage', amount: 1000, to: null, range: undefined },
      { kind: 'inflict-damage', amount: 300, to: 'you', range: undefined },
      { kind: 'gain-lp', amount: 500, range: undefined },
      { kind: 'redirect-battle-damage', range: undefined },
    ]);
  });

  it('reads special summon of a described, catalog or inline monster, in a position', () => {
    const { battle, diagnostics } = parse([
      ...BASE,
      'opponent deck: "Don Zaloog"',
      'at end-of-damage-step: opponent activates "Giant Rat": special summon "Don Zaloog" in defense, special summon "Earth Pup" atk 1200 def 800',
    ]);
    assert.deepEqual(diagnostics, []);
    const [a, b] = battle.activations[0]?.effects ?? [];
    assert.equal(a?.kind === 'special-summon' && battle.cards[a.target]?.zone, 'deck');
    assert.equal(a?.kind === 'special-summon' && a.position, 'defense');
    const pup = b?.kind === 'special-summon' ? battle.cards[b.target] : undefined;
    assert.deepEqual([pup?.name, pup?.controller, pup?.zone, pup?.implicit, b?.kind === 'special-summon' && b.position], ['Earth Pup', 'opponent', 'deck', true, 'attack']);
  });

  it('reads change battle position, flip face-down, equip to and piercing on the `on` card or a named one', () => {
    const { battle, diagnostics } = parse([
      ...BASE,
      'at before-damage-calculation: you activate "Horn of the Phantom Beast" on "Grenosaurus": equip to "Grenosaurus", piercing, change battle position "Giant Rat", flip face-down',
    ]);
    assert.deepEqual(diagnostics, []);
    const [g, r] = [0, 1];
    assert.deepEqual(
      battle.activations[0]?.effects.map((e) => [e.kind, 'target' in e ? e.target : undefined]),
      [
        ['equip', g],
        ['piercing', g],
        ['change-position', r],
        ['flip-face-down', g],
      ],
    );
  });

  it('reads `effect:` lines, with `on` and `itself`', () => {
    const { battle, diagnostics } = parse([...BASE, 'effect: "Giant Rat" on "Grenosaurus": destroy, banish itself']);
    assert.deepEqual(diagnostics, []);
    const [e] = battle.cardEffects ?? [];
    assert.deepEqual(
      [e?.card, e?.on, e?.effects.map((x) => [x.kind, 'target' in x ? x.target : undefined])],
      [
        1,
        0,
        [
          ['destroy', 0],
          ['banish', 1],
        ],
      ],
    );
  });

  it('reads the applying forms: scope, piercing, redirect, replacement, control limits', () => {
    const { battle, diagnostics } = parse([
      ...BASE,
      'opponent field: "Rivalry of Warlords", "Vicious Claw"',
      'applying: "Giant Rat" gives monsters your opponent controls atk -500 while face-up',
      'applying: "Grenosaurus" gives all monsters def +100 during damage calculation',
      'applying: "Grenosaurus" piercing',
      'applying: "Vicious Claw" battle damage to the other player',
      'applying: "Vicious Claw" instead of destruction by battle of "Giant Rat": return itself to hand',
      'applying: "Giant Rat" you can only control 1',
      'applying: "Rivalry of Warlords" does not allow "Giant Rat"',
    ]);
    assert.deepEqual(diagnostics, []);
    const a = battle.applying;
    assert.deepEqual(
      a.map((e) => e.kind),
      ['stat', 'stat', 'piercing', 'redirect-battle-damage', 'replacement', 'control-one', 'type-limit'],
    );
    assert.deepEqual(a[0]?.kind === 'stat' && [a[0].scope, a[0].amount, a[0].window], ['opponents', -500, 'always']);
    assert.deepEqual(a[1]?.kind === 'stat' && [a[1].scope, a[1].window], ['all', 'damage-calculation']);
    const r = a[4];
    assert.deepEqual(r?.kind === 'replacement' && [r.card, r.protects, r.effects.map((e) => [e.kind, 'target' in e ? e.target : undefined])], [3, 1, [['return-to-hand', 3]]]);
    assert.deepEqual(a[6]?.kind === 'type-limit' && a[6].forbids, 1);
  });

  it('gives positioned errors for the new words written wrong', () => {
    const noNumber = errorsOf([...BASE, 'at end-of-damage-step: you activate "Grenosaurus": inflict damage']);
    assert.deepEqual(
      noNumber.map((d) => [d.line, d.column, d.message]),
      [[3, 60, 'Expected the damage (a number such as 1000)']],
    );
    const badPlayer = errorsOf([...BASE, 'effect: "Grenosaurus": inflict 1000 damage to nobody']);
    assert.deepEqual(
      badPlayer.map((d) => [d.line, d.column]),
      [[3, 47]],
    );
    assert.match(badPlayer[0]?.message ?? '', /to you" or "to opponent/);
    const negative = errorsOf([...BASE, 'effect: "Grenosaurus": gain -5 LP']);
    assert.deepEqual(
      negative.map((d) => [d.line, d.column]),
      [[3, 29]],
    );
    const unknown = errorsOf([...BASE, 'effect: "Giant Rat": special summon "Don Zalog"']);
    assert.ok(unknown.length === 0, 'a small typo is read as the catalog card');
    const spell = errorsOf([...BASE, 'effect: "Giant Rat": special summon "Forbidden Lance"']);
    assert.match(spell[0]?.message ?? '', /not a monster/);
    const scope = errorsOf([...BASE, 'applying: "Giant Rat" gives monsters atk -500']);
    assert.match(scope[0]?.message ?? '', /Say whose monsters/);
    const noColon = errorsOf([...BASE, 'applying: "Giant Rat" instead of destruction by battle banish itself']);
    assert.match(noColon[0]?.message ?? '', /Say what happens instead/);
    const forbidsUnknown = errorsOf([...BASE, 'applying: "Giant Rat" does not allow "Nobody Here"']);
    assert.equal(forbidsUnknown[0]?.code, 'unknown-reference');
    const half = errorsOf([...BASE, 'effect: "Giant Rat": flip']);
    assert.match(half[0]?.message ?? '', /flip face-down/);
    const limit = errorsOf([...BASE, 'applying: "Giant Rat" you can only control 2']);
    assert.match(limit[0]?.message ?? '', /you can only control 1/);
  });
});

describe('battle language: the words the editor offers', () => {
  it('offers a starting word for every effect form and every applying form', () => {
    const effects = formStarts(CLAUSE_FORMS).map((f) => f.words);
    for (const w of [
      'atk',
      'def',
      'destroy',
      'banish',
      'return',
      'no battle damage',
      'negate activation',
      'inflict',
      'gain',
      'piercing',
      'special summon',
      'change battle position',
      'flip face-down',
      'equip to',
      'battle damage to the other player',
    ]) {
      assert.ok(effects.includes(w), `${w}: ${effects.join(', ')}`);
    }
    const applying = formStarts(APPLYING_FORMS).map((f) => f.words);
    for (const w of [
      'destroys itself',
      'atk',
      'def',
      'gives monsters you control atk',
      'piercing',
      'battle damage to the other player',
      'instead of destruction by battle',
      'you can only control 1',
      'there can only be 1',
      'does not allow',
    ]) {
      assert.ok(applying.includes(w), `${w}: ${applying.join(', ')}`);
    }
  });

  it('every offered form parses: each effect form, written out, walks without a diagnostic', () => {
    const battle = (effect: string) =>
      ['ruleset modern', 'attacker: you "Don Zaloog"', 'target: opponent face-up attack "Giant Rat"', 'you hand: "Kuriboh"', `effect: "Giant Rat" on "Don Zaloog": ${effect}`].join('\n');
    for (const effect of [
      'inflict 500 damage to opponent',
      'gain 500 LP',
      'piercing',
      'change battle position',
      'change battle position itself',
      'flip face-down',
      'battle damage to the other player',
      'special summon "Kuriboh" from hand',
      'gives "Don Zaloog" atk +800',
    ]) {
      const result = parseBattle(battle(effect), catalog);
      assert.deepEqual(
        result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
        [],
        effect,
      );
    }
  });
});
