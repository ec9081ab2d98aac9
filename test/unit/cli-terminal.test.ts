import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { terminalIo, type Io } from '../../src/cli/io';
import { runCli } from './cli-run';

// Issue 19: card names and database rows are untrusted; printed raw, an ESC in one clears the
// screen or plants an OSC-8 link in the terminal. The CLI removes control characters from all it writes.

// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('CLI output holds no control characters (issue 19)', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-terminal-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('an unknown card name with escape sequences is echoed without them', async () => {
    const r = await runCli('ask', 'Kuri\u001b[2J\u001b]8;;http://x\u0007boh\u202e');
    assert.equal(r.code, 3);
    assert.doesNotMatch(r.err, CONTROL);
    assert.match(r.err, /Kuri\[2J\]8;;http:\/\/xboh/);
  });

  it('database card names with escape sequences are listed without them, in text and bytes', async () => {
    const file = path.join(dir, 'cards.json');
    const name = 'Evil\u001b[31m Name\u009b1m';
    writeFileSync(file, JSON.stringify({ data: [{ id: 1, name, type: 'Effect Monster', desc: 'FLIP: Draw 1 card.', atk: 0, def: 0 }] }));
    const r = await runCli('classify', '--db', file);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Evil\[31m Name1m/);
    assert.doesNotMatch(r.out, CONTROL);
    const chunks: Uint8Array[] = [];
    const io: Io = { out: () => undefined, err: () => undefined, outBytes: (b) => chunks.push(b) };
    terminalIo(io).outBytes?.(Buffer.from(`${name}\tok — ★\n`, 'utf8'));
    assert.equal(Buffer.concat(chunks).toString('utf8'), 'Evil[31m Name1m\tok — ★\n');
  });
});
