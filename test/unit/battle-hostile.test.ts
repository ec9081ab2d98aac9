import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedCatalog, parseBattle, walkBattle } from '../../src/core/index';
import { MAX_BATTLE_NUMBER } from '../../src/core/battle/parser';
import { runCli } from './cli-run';

// Issue 19: numbers in a battle are bounded. 400 digits became Infinity LP or ATK (null in
// JSON) with no diagnostic; past the limit a number now gets one, and is read as the limit.

const catalog = embeddedCatalog();
const BASE = ['attacker: you "Don Zaloog"', 'target: opponent attack "Giant Rat"', 'you set: "Forbidden Chalice"'];
const HUGE = '9'.repeat(400);

function battleWith(line: string) {
  const text = [...BASE, line].join('\n');
  return { parsed: parseBattle(text, catalog), walk: walkBattle(text, catalog) };
}

describe('battle numbers are bounded (issue 19)', () => {
  it('the limit itself is read as written, without a diagnostic', () => {
    const { parsed } = battleWith(`lp you ${MAX_BATTLE_NUMBER}`);
    assert.deepEqual(parsed.diagnostics, []);
    assert.equal(parsed.battle.lp.you, MAX_BATTLE_NUMBER);
  });

  for (const [what, line] of [
    ['Life Points', `lp you ${HUGE}`],
    ['ATK of a card', `opponent hand: "Kuriboh" atk ${HUGE} def 200`],
    ['ATK change', `at before-damage-calculation: you activate "Forbidden Chalice" on "Don Zaloog": atk +${HUGE}`],
    ['damage', `at before-damage-calculation: you activate "Forbidden Chalice": inflict ${HUGE} damage`],
    ['one past the limit', `lp opponent ${MAX_BATTLE_NUMBER + 1}`],
  ] as const) {
    it(`${what}: a diagnostic at the number, and no Infinity anywhere`, () => {
      const { parsed, walk } = battleWith(line);
      const d = parsed.diagnostics.find((x) => /is past the largest a battle takes \(1,000,000\)/.test(x.message));
      assert.ok(d, JSON.stringify(parsed.diagnostics));
      // At the number as written (its sign included).
      assert.deepEqual([d.line, d.column, d.severity], [4, line.search(/[+-]?\d{7,}/) + 1, 'error']);
      // JSON writes Infinity as null: no number of the battle or its walk may be either.
      const numbers: unknown[] = [];
      JSON.stringify({ parsed: parsed.battle, walk }, (key, value: unknown) => {
        if (/^(?:atk|def|level|lp|you|opponent|amount|damage)$/i.test(key)) numbers.push(value);
        return value;
      });
      assert.ok(numbers.length > 2);
      for (const n of numbers) assert.ok(n === undefined || (typeof n === 'number' && Number.isFinite(n)) || typeof n === 'object', String(n));
      assert.ok(Object.values(parsed.battle.lp).every(Number.isFinite));
      for (const card of parsed.battle.cards) for (const v of [card.record.atk, card.record.def]) assert.ok(v === undefined || Number.isFinite(v), `${card.name}: ${String(v)}`);
    });
  }

  it('dmgstep walk --json: an attacker named "constructor" or 400 digits of LP is an error with its place (exit 1), never a silent 0', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-hostile-walk-'));
    try {
      for (const [line, at] of [
        ['attacker: constructor "Don Zaloog"', 1],
        [`lp you ${HUGE}`, 4],
      ] as const) {
        const file = path.join(dir, 'b.battle');
        const lines = at === 1 ? [line, ...BASE.slice(1)] : [...BASE, line];
        writeFileSync(file, lines.join('\n'));
        const r = await runCli('walk', file, '--json');
        assert.equal(r.code, 1, line);
        const walk = JSON.parse(r.out) as { diagnostics: Array<{ line: number; severity: string }> };
        assert.ok(
          walk.diagnostics.some((d) => d.line === at && d.severity === 'error'),
          `${line}: ${r.out}`,
        );
        assert.doesNotMatch(r.out, /native code|"(?:you|opponent|atk|def|lp)":null/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
