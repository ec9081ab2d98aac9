import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { embeddedCatalog } from '../../src/core/index';
import { parseBattle, walkBattle } from '../../src/core/battle';
import { generate, rng } from './battle-fuzz-input';

const catalog = embeddedCatalog();
const parse = (text: string) => parseBattle(text, catalog);

const BASE = ['attacker: you "Don Zaloog"', 'target: opponent attack "Giant Rat"'];

describe('battle parser', () => {
  it('reads rule set, region, LP, attacker, target and zones', () => {
    const { battle, diagnostics } = parse(
      [
        'ruleset edison',
        'region ocg',
        'lp you 4000',
        'lp opponent 7000',
        'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500',
        'target: opponent face-down defense "Man-Eater Bug"',
        'opponent hand: Kuriboh, "Giant Rat"',
        'you set: "Forbidden Lance"',
      ].join('\n'),
    );
    assert.deepEqual(diagnostics, []);
    assert.equal(battle.ruleset, 'edison');
    assert.equal(battle.region, 'ocg');
    assert.deepEqual(battle.lp, { you: 4000, opponent: 7000 });
    const target = battle.cards[battle.target as number];
    assert.deepEqual([target?.name, target?.faceUp, target?.position, target?.zone], ['Man-Eater Bug', false, 'defense', 'monster']);
    assert.deepEqual(
      battle.cards.map((c) => [c.name, c.controller, c.zone]),
      [
        ['Blue-Eyes White Dragon', 'you', 'monster'],
        ['Man-Eater Bug', 'opponent', 'monster'],
        ['Kuriboh', 'opponent', 'hand'],
        ['Giant Rat', 'opponent', 'hand'],
        ['Forbidden Lance', 'you', 'spell-trap'],
      ],
    );
  });

  it('reads activations with a target and effects, and chains', () => {
    const { battle, diagnostics } = parse(
      [
        ...BASE,
        'at before-damage-calculation: you activate Forbidden Chalice on Don Zaloog: atk +400 until the end of the damage step, destroy "Giant Rat"',
        'at before damage calculation, new chain: opponent activates Kuriboh: no battle damage',
      ].join('\n'),
    );
    assert.deepEqual(diagnostics, []);
    const [a, b] = battle.activations;
    assert.equal(a?.timing, 'before-damage-calculation');
    assert.equal(battle.cards[a?.on as number]?.name, 'Don Zaloog');
    assert.deepEqual(
      a?.effects.map((e) => e.kind),
      ['stat', 'destroy'],
    );
    assert.deepEqual(a?.effects[0] && { ...a.effects[0], range: undefined }, { kind: 'stat', stat: 'atk', mode: 'add', amount: 400, target: a.on, untilEndOfDamageStep: true, range: undefined });
    assert.equal(b?.chain, 2);
    // Undescribed catalog cards join the battle where they are activated from.
    assert.equal(battle.cards.find((c) => c.name === 'Kuriboh')?.zone, 'hand');
    assert.equal(battle.cards.find((c) => c.name === 'Forbidden Chalice')?.zone, 'spell-trap');
  });

  it('reads inline cards with kind and text', () => {
    const { battle, diagnostics } = parse([...BASE, 'you set: card "My Trap" kind "Normal Trap" text "When an opponent\'s monster declares an attack: destroy it."'].join('\n'));
    assert.ok(
      diagnostics.every((d) => d.severity !== 'error'),
      JSON.stringify(diagnostics),
    );
    const trap = battle.cards.find((c) => c.name === 'My Trap');
    assert.equal(trap?.record.subtype, 'normal-trap');
    assert.equal(trap?.record.source, 'text');
  });

  it('suggests catalog names for an unknown card, with the range of the name', () => {
    const { diagnostics } = parse(['attacker: you "Don Zaloog"', 'target: opponent "Man-Eatr Bugg"'].join('\n'));
    assert.equal(diagnostics.length, 1);
    const [d] = diagnostics;
    assert.equal(d?.code, 'unknown-card');
    assert.match(d?.message ?? '', /Did you mean "Man-Eater Bug"/);
    assert.ok(d?.suggestions?.includes('Man-Eater Bug'));
    assert.deepEqual([d?.line, d?.column, d?.length], [2, 19, 'Man-Eatr Bugg'.length]);
  });

  it('reads a name with a small typo as the card, and says so in an info diagnostic', () => {
    const { battle, diagnostics } = parse(['attacker: you "Don Zaloog"', 'target: opponent attack "Giant Ratt"'].join('\n'));
    assert.ok(battle.cards.some((c) => c.record.name === 'Giant Rat'));
    assert.equal(diagnostics.length, 1);
    const [d] = diagnostics;
    assert.deepEqual([d?.severity, d?.code, d?.message], ['info', 'corrected-name', 'Read "Giant Ratt" as "Giant Rat".']);
    assert.deepEqual(d?.suggestions, ['Giant Rat']);
    assert.deepEqual([d?.line, d?.column, d?.length], [2, 26, 'Giant Ratt'.length]);
  });

  it('reports a Life Points value that is no number once, not twice at one column', () => {
    for (const value of ['abc', '8000x']) {
      const { diagnostics } = parse([...BASE, `lp you ${value}`].join('\n'));
      assert.deepEqual(
        diagnostics.map((d) => [d.line, d.column, d.message]),
        [[3, 8, 'Expected the Life Points (a number)']],
        value,
      );
    }
  });

  it('names a misspelled card by the card it was read as, so the walk, panel and export say the same', () => {
    const { battle } = parse(['attacker: you "Don Zaloog"', 'target: opponent attack "Giant Ratt"', 'opponent set: "Forbiden Lance"'].join('\n'));
    assert.deepEqual(
      battle.cards.map((c) => c.name),
      ['Don Zaloog', 'Giant Rat', 'Forbidden Lance'],
    );
    const exact = parse(['attacker: you "don zaloog"', 'target: opponent attack "Giant Rat"'].join('\n')).battle;
    assert.equal(exact.cards[0]?.name, 'don zaloog', "a name the catalog knows as written keeps the writer's spelling");
  });

  it('keeps going after errors: three mistakes, three diagnostics', () => {
    const { diagnostics } = parse(['ruleset moderne', ...BASE, 'opponent hand: Kurib0hhh', 'at during-damage-calculation: opponent activates Kuriboh: double damage'].join('\n'));
    assert.equal(diagnostics.length, 3, JSON.stringify(diagnostics, null, 1));
    assert.deepEqual(
      diagnostics.map((d) => d.line),
      [1, 4, 5],
    );
    assert.ok(diagnostics.every((d) => d.severity === 'error' && d.rule === null));
  });

  it('reports a timing of the other rule set, a missing attacker and an unterminated string', () => {
    const { diagnostics } = parse(['target: opponent "Giant Rat"', 'at substep-3: you activate "Forbidden Lance" on "Giant Rat"', 'you hand: "Kuriboh'].join('\n'));
    const messages = diagnostics.map((d) => d.message).join('\n');
    assert.match(messages, /edison rule set/);
    assert.match(messages, /no attacker/);
    assert.match(messages, /no closing quote/);
  });

  it('never throws, and every diagnostic has a 1-based range (fast-check)', () => {
    const line = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'ruleset modern',
        'direct attack',
        'attacker: you "Don Zaloog"',
        'target: opponent face-down "Giant Kozaky"',
        'at substep-6, new chain: you activate Kuriboh: no battle damage',
        'applying: "Giant Kozaky" destroys itself',
      ),
      fc.tuple(fc.constantFrom('at ', 'you ', 'opponent hand: ', 'applying: ', 'lp you ', 'attacker: '), fc.string()).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
        const text = lines.join('\n');
        const walk = walkBattle(text, catalog);
        for (const d of walk.diagnostics) assert.ok(d.line >= 1 && d.column >= 1 && d.length >= 0 && d.line <= lines.length + 1);
      }),
      { numRuns: 2500, seed: 4 },
    );
  });

  it('never throws on 2,500 seeded generated inputs', () => {
    const r = rng(20240604);
    for (let i = 0; i < 2500; i++) {
      const text = generate(r);
      const walk = walkBattle(text, catalog);
      // Neither a crash caught per line nor a member of Object (issue 19) is in what comes back.
      assert.deepEqual(
        walk.diagnostics.filter((d) => d.code === 'internal'),
        [],
        text,
      );
      assert.doesNotMatch(JSON.stringify(walk), /native code/, text);
    }
  });
});
