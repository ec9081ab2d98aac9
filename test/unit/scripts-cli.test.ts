import { strict as assert } from 'node:assert';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FINDING_CODES } from '../../src/core/scripts';
import { runCli } from './cli-run';
import { buildCdb, typeBitsOf } from './db-fixtures';
import { DIALECTS, EXPECTED, SCRIPT_FIXTURES, fixtureCards, scriptPath } from './script-fixtures';

const KEYS = ['card', 'code', 'column', 'file', 'line', 'message', 'rule', 'severity'];

describe('dmgstep lint-scripts', () => {
  let dir: string;
  let cdb: string;
  const json = path.join(SCRIPT_FIXTURES, 'cards.json');

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-lint-'));
    cdb = path.join(dir, 'cards.cdb');
    writeFileSync(cdb, await buildCdb(fixtureCards().map((c) => ({ id: c.id, name: c.name, desc: c.text, type: typeBitsOf(c) }))));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const dialect of DIALECTS) {
    it(`--json: one object per finding with exactly the contract's fields (${dialect}, cards.cdb and JSON)`, async () => {
      for (const db of [cdb, json]) {
        const folder = path.join(SCRIPT_FIXTURES, dialect, 'bad');
        const r = await runCli('lint-scripts', folder, '--db', db, '--json');
        assert.equal(r.code, 1, r.err);
        const lines = r.out
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>);
        assert.equal(lines.length, EXPECTED.length);
        for (const [i, line] of lines.entries()) {
          assert.deepEqual(Object.keys(line).sort(), KEYS);
          const expected = EXPECTED[i];
          assert.ok(expected);
          assert.equal(line.file, path.join(folder, `c${expected.id}.lua`), 'the file as given, joined with its name in the folder');
          assert.equal(line.code, expected.code);
          assert.equal(line.severity, expected.severity);
          assert.ok((FINDING_CODES as readonly string[]).includes(String(line.code)));
          assert.equal(typeof line.line, 'number');
          assert.ok((line.line as number) >= 1 && (line.column as number) >= 1);
          assert.deepEqual(Object.keys(line.card as object).sort(), ['id', 'name']);
          assert.equal((line.card as { id: string }).id, String(expected.id));
        }
      }
    });

    it(`exit 0 and no output for the fixed scripts (${dialect})`, async () => {
      const r = await runCli('lint-scripts', path.join(SCRIPT_FIXTURES, dialect, 'good'), '--db', cdb, '--json');
      assert.equal(r.code, 0, r.err);
      assert.equal(r.out, '');
      assert.match(r.err, new RegExp(`${EXPECTED.length} scripts checked: 0 errors, 0 warnings, 0 infos`));
    });
  }

  it('text format: file:line:col: severity: message [code, rule]', async () => {
    const file = scriptPath('ygopro', 'bad', 10000005);
    const r = await runCli('lint-scripts', file, '--db', cdb);
    assert.equal(r.code, 1);
    assert.match(r.out.trim(), new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:10:2: error: .+ \\[extra-damage-step-flag, activation\\.only-listed-cards-and-effects\\]$`));
  });

  it('exit 0 when the only findings are warnings or infos', async () => {
    const r = await runCli('lint-scripts', scriptPath('edopro', 'bad', 10000004), scriptPath('edopro', 'bad', 10000008), '--db', cdb, '--json');
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(
      r.out
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { severity: string }).severity),
      ['warning', 'info'],
    );
  });

  it('skips files that are not card scripts or have no card, and reports unreadable scripts with their position', async () => {
    const folder = path.join(dir, 'repo');
    mkdirSync(path.join(folder, 'official'), { recursive: true });
    copyFileSync(scriptPath('edopro', 'good', 10000001), path.join(folder, 'official', 'c10000001.lua'));
    writeFileSync(path.join(folder, 'utility.lua'), 'Auxiliary={}\n');
    writeFileSync(path.join(folder, 'c99999999.lua'), '--no such card\n');
    writeFileSync(path.join(folder, 'c10000005.lua'), 'local s,id=GetID()\nfunction s.initial_effect(c)\n\tlocal e1=Effect.CreateEffect(c\nend\n');
    const r = await runCli('lint-scripts', folder, '--db', cdb);
    assert.equal(r.code, 0, r.err);
    assert.match(r.err, new RegExp(`c10000005\\.lua:4:\\d+: the script could not be read`));
    assert.match(r.err, /1 scripts checked: 0 errors, 0 warnings, 0 infos; skipped 1 without a card in .*, 1 unreadable/);
  });

  it('exit 2 on usage errors: no paths, no --db, a missing path, an unreadable database, another rule set', async () => {
    const cases: string[][] = [
      ['lint-scripts', '--db', cdb],
      ['lint-scripts', SCRIPT_FIXTURES],
      ['lint-scripts', path.join(dir, 'nope'), '--db', cdb],
      ['lint-scripts', SCRIPT_FIXTURES, '--db', path.join(dir, 'missing.cdb')],
      ['lint-scripts', SCRIPT_FIXTURES, '--db', scriptPath('edopro', 'bad', 10000001)],
      ['lint-scripts', SCRIPT_FIXTURES, '--db', cdb, '--ruleset', 'edison'],
      ['lint-scripts', SCRIPT_FIXTURES, '--db', cdb, '--bogus'],
    ];
    for (const argv of cases) {
      const r = await runCli(...argv);
      assert.equal(r.code, 2, `${argv.join(' ')}\n${r.err}`);
      assert.match(r.err, /usage: dmgstep lint-scripts/);
    }
  });
});
