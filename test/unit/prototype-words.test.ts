import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyDatabase, catalogWithDatabase, decodeTypeString, embeddedCatalog, kindLabelOf, parseBattle, parseKindLabel, readYgoprodeckJson, walkBattle } from '../../src/core/index';
import type { BattleDiagnostic as Diagnostic } from '../../src/core/index';
import { parseKind } from '../../src/core/battle/resolve-card';
import { ownValue } from '../../src/core/own-key';
import { effectFacts } from '../../src/core/scripts/facts';
import { readScript } from '../../src/core/scripts';

// Issue 19: words a user writes are looked up in tables. On an object literal, "constructor",
// "__proto__", "toString"… find Object's own members: a battle crashed, a player named
// "constructor" was taken as the opponent, a Spell's race "__proto__" printed [object Object].
// Here every such word, in every word position of every example battle and every database field,
// must mean no more than any unknown word does.

const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype', 'valueOf', 'isPrototypeOf', '__defineGetter__'];
/** An unknown word of no special meaning: what a prototype word must behave like. */
const NEUTRAL = 'xyzzy';

const ROOT = path.resolve(__dirname, '../../..');
const EXAMPLES = path.join(ROOT, 'examples');
const catalog = embeddedCatalog();

/** Each unquoted word of each line (comments skipped), as [line index, start, end]. */
function wordPositions(lines: readonly string[]): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  lines.forEach((line, li) => {
    if (line.trimStart().startsWith('#')) return;
    for (const m of line.matchAll(/"[^"]*"|[A-Za-z_'][\w'-]*/g)) if (!m[0].startsWith('"')) out.push([li, m.index, m.index + m[0].length]);
  });
  return out;
}

/** What a walk says, without the words themselves (a suggestion or a quoted word differs by word). */
function shape(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.line} ${d.severity} ${d.code ?? ''}`).sort();
}

function walked(text: string) {
  const parsed = parseBattle(text, catalog);
  const walk = walkBattle(text, catalog);
  const json = JSON.stringify(walk);
  assert.doesNotMatch(json, /native code|\[object Object\]|function /, 'a member of Object reached the walk');
  return { parsed: shape(parsed.diagnostics), walk: shape(walk.diagnostics), steps: walk.steps?.length ?? 0 };
}

describe('prototype words mean nothing special (issue 19)', () => {
  it('the reader of table keys refuses what a table does not hold itself', () => {
    const table = { you: 1 };
    assert.equal(ownValue(table, 'you'), 1);
    for (const w of PROTOTYPE_WORDS) assert.equal(ownValue(table, w), undefined, w);
  });

  it('in every word position of every example battle, a prototype word is read as an unknown word', function () {
    this.timeout(120_000);
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.battle'));
    assert.ok(files.length > 10, 'the examples were found');
    let positions = 0;
    for (const file of files) {
      const lines = readFileSync(path.join(EXAMPLES, file), 'utf8').split('\n');
      for (const [li, start, end] of wordPositions(lines)) {
        const withWord = (word: string) => {
          const copy = [...lines];
          copy[li] = `${lines[li]?.slice(0, start)}${word}${lines[li]?.slice(end)}`;
          return copy.join('\n');
        };
        const neutral = walked(withWord(NEUTRAL));
        for (const word of PROTOTYPE_WORDS) {
          const text = withWord(word);
          let got;
          try {
            got = walked(text);
          } catch (error) {
            assert.fail(`${file}:${li + 1} "${text.split('\n')[li]}" threw ${String(error)}`);
          }
          assert.deepEqual(got, neutral, `${file}:${li + 1} "${text.split('\n')[li]}" is read unlike "${NEUTRAL}"`);
        }
        positions++;
      }
    }
    assert.ok(positions > 300, `word positions tried: ${positions}`);
  });

  it('the cases of the report: an attacker, a player, LP and an activation named by a prototype word get a positioned diagnostic', () => {
    const base = ['attacker: you "Don Zaloog"', 'target: opponent attack "Giant Rat"'];
    const cases: Array<[string, number]> = [
      ['attacker: constructor "Don Zaloog"', 1],
      ['you __proto__: "Forbidden Chalice"', 3],
      ['lp constructor 8000', 3],
      ['at before-damage-calculation: constructor activates "Forbidden Chalice"', 3],
    ];
    for (const [line, at] of cases) {
      const lines = [...base, 'you set: "Forbidden Chalice"'];
      if (at === 1) lines[0] = line;
      else lines.push(line);
      const text = lines.join('\n');
      const walk = walkBattle(text, catalog);
      const atLine = at === 1 ? 1 : lines.length;
      assert.ok(
        walk.diagnostics.some((d) => d.severity === 'error' && d.line === atLine && d.column > 1),
        `${line}: ${JSON.stringify(walk.diagnostics)}`,
      );
      // No key of Object's own ("function Object() { [native code] }") joins the Life Points.
      assert.deepEqual(Object.keys(parseBattle(text, catalog).battle.lp).sort(), ['opponent', 'you']);
    }
  });

  it('a card kind or type line of a prototype word is no kind', () => {
    for (const word of PROTOTYPE_WORDS) {
      assert.equal(parseKind(word), undefined, word);
      assert.equal(parseKindLabel(word), undefined, word);
      for (const [type, race] of [
        ['Spell Card', word],
        ['Trap Card', word],
        [word, undefined],
        [`${word} Monster`, undefined],
        [`Effect ${word} Monster`, undefined],
      ] as const)
        assert.ok('error' in decodeTypeString(type, race), `${type} / ${race ?? ''}`);
    }
  });

  it('a YGOPRODeck row with a prototype word in any field is a bad row, or a card of that name; the other rows load', () => {
    for (const word of PROTOTYPE_WORDS) {
      const good = { id: 1, name: 'Invented Lancer', type: 'Spell Card', frameType: 'spell', race: 'Quick-Play', desc: 'Draw 1 card.' };
      const rows = [
        good,
        { ...good, id: 2, name: 'Bad Race Spell', race: word },
        { ...good, id: 3, name: 'Bad Race Trap', type: 'Trap Card', race: word },
        { ...good, id: 4, name: 'Bad Type', type: word },
        { ...good, id: 5, name: 'Bad Type Word', type: `${word} Effect Monster`, race: 'Fiend' },
        { ...good, id: 6, name: word, frameType: word },
      ];
      const load = readYgoprodeckJson(JSON.stringify({ data: rows }), 'cards.json');
      assert.deepEqual(
        load.problems.map((p) => p.row),
        ['data[1]', 'data[2]', 'data[3]', 'data[4]'],
        `${word}: ${JSON.stringify(load.problems)}`,
      );
      assert.deepEqual(
        load.cards.map((c) => c.name),
        ['Invented Lancer', word],
      );
      const db = catalogWithDatabase(classifyDatabase(load), []);
      for (const card of db.cards()) assert.doesNotMatch(kindLabelOf(card), /object|function/i);
      assert.equal(db.lookup(word).card?.name, word);
      // A catalog without the card has no member of that name either.
      assert.equal(catalogWithDatabase([], []).lookup(word).card, undefined);
    }
  });

  it('a card script naming a prototype word as an effect type, event code or hint timing reads it as unknown', () => {
    for (const word of PROTOTYPE_WORDS) {
      const source = `function s.initial_effect(c)\n  local e=Effect.CreateEffect(c)\n  e:SetType(${word})\n  e:SetCode(${word})\n  e:SetHintTiming(${word})\n  c:RegisterEffect(e)\nend\n`;
      const reading = readScript(source, 'c1.lua');
      assert.equal(reading.error, undefined, word);
      const [effect] = reading.effects;
      assert.ok(effect, word);
      const facts = effectFacts(reading, effect);
      assert.equal(facts.action, 'unknown', word);
      assert.equal(facts.code, undefined, word);
      assert.equal(facts.hint.readable, false, word);
    }
  });
});
