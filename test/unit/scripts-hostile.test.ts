import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_SCRIPT_CHARS, MAX_SCRIPT_NESTING, readScript } from '../../src/core/index';
import { runCli } from './cli-run';
import { SCRIPT_FIXTURES, scriptPath } from './script-fixtures';

// Issue 19: one hostile script (a 20,000-term flag sum, 10,000-deep nesting, random bytes, 20 MB,
// a FIFO) is reported in plain words, and every other script is still checked and counted.

const GOOD = 10000005;
const FLAG_SUM = `function s.initial_effect(c)\n  local e=Effect.CreateEffect(c)\n  e:SetProperty(EFFECT_FLAG_DAMAGE_STEP${'+EFFECT_FLAG_CARD_TARGET'.repeat(20_000)})\n  c:RegisterEffect(e)\nend\n`;
const NESTED = `function s.initial_effect(c)\n  local x = ${'('.repeat(10_000)}1${')'.repeat(10_000)}\nend\n`;

describe('card scripts: hostile files (issue 19)', () => {
  let dir: string;
  const db = path.join(SCRIPT_FIXTURES, 'cards.json');
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-hostile-lua-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('the reader answers a long flag sum, deep nesting, random bytes and a huge script in words, never a throw', () => {
    const sum = readScript(FLAG_SUM, 'c1.lua');
    assert.match(sum.error?.message ?? '', /nests too deeply to be read/);
    const nested = readScript(NESTED, 'c1.lua');
    assert.deepEqual(nested.error, { message: `brackets nest more than ${MAX_SCRIPT_NESTING} levels deep here; scripts nested that deeply are not read`, line: 2, column: 13 + MAX_SCRIPT_NESTING });
    const huge = readScript(`function s.initial_effect(c)\n${'  local x = 1\n'.repeat(MAX_SCRIPT_CHARS / 14 + 1)}end\n`, 'c1.lua');
    assert.match(huge.error?.message ?? '', /characters long; scripts of at most 1,048,576 characters are read/);
    let seed = 19;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const bytes = Array.from({ length: 4000 }, () => String.fromCharCode(random() % 256)).join('');
    const noise = readScript(bytes, 'c1.lua');
    assert.ok(noise.error && noise.error.line >= 1 && noise.error.column >= 1);
    assert.doesNotMatch(noise.error.message, /Maximum call stack|Cannot read properties|undefined/);
  });

  it('lint-scripts reports each unreadable script in words and still checks and counts the others', async () => {
    const folder = path.join(dir, 'mixed');
    mkdirSync(folder);
    copyFileSync(scriptPath('ygopro', 'good', GOOD), path.join(folder, `c${GOOD}.lua`));
    // Other passcodes of the fixture database: each file's card is known, so each is read.
    writeFileSync(path.join(folder, 'c10000001.lua'), FLAG_SUM);
    writeFileSync(path.join(folder, 'c10000002.lua'), NESTED);
    writeFileSync(path.join(folder, 'c10000003.lua'), Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)));
    const r = await runCli('lint-scripts', folder, '--db', db);
    assert.match(r.err, /c10000001\.lua:1:1: the script could not be read: the script nests too deeply to be read/);
    assert.match(r.err, /c10000002\.lua:2:213: the script could not be read: brackets nest more than 200 levels deep here/);
    assert.match(r.err, /c10000003\.lua:\d+:\d+: the script could not be read: /);
    assert.match(r.err, /1 scripts checked: 0 errors, 0 warnings, 0 infos; skipped 3 unreadable/);
    assert.equal(r.code, 0);
  });

  it('a FIFO named c<id>.lua given directly is refused without blocking; a too-large file unread', async function () {
    if (process.platform === 'win32') this.skip();
    const fifo = path.join(dir, 'c10000001.lua');
    execFileSync('mkfifo', [fifo]);
    const big = path.join(dir, 'c10000002.lua');
    writeFileSync(big, Buffer.alloc(MAX_SCRIPT_CHARS * 4 + 1, 0x20));
    const r = await runCli('lint-scripts', fifo, big, scriptPath('ygopro', 'good', GOOD), '--db', db);
    assert.match(r.err, /c10000001\.lua: cannot read: not a regular file \(a folder, device or pipe\)/);
    assert.match(r.err, /c10000002\.lua: cannot read: the file is 4,194,305 bytes; scripts of at most 1,048,576 characters are read/);
    assert.match(r.err, /1 scripts checked/);
  });

  it('a folder nested far deeper than any repository is walked without overflowing', async () => {
    let deep = path.join(dir, 'deep');
    for (let i = 0; i < 40; i++) deep = path.join(deep, 'd');
    mkdirSync(deep, { recursive: true });
    copyFileSync(scriptPath('ygopro', 'good', GOOD), path.join(deep, `c${GOOD}.lua`));
    const r = await runCli('lint-scripts', path.join(dir, 'deep'), '--db', db);
    assert.match(r.err, /1 scripts checked/);
  });
});
