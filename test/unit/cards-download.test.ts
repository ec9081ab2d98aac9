import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDatabaseVersion } from '../../src/core/index';
import { FIXTURES } from './classify-fixtures';
import { buildYgoprodeckJson } from './db-fixtures';
import { parseAskJson } from './cli-json';
import { runCli } from './cli-run';

// `dmgstep cards download` against a server on 127.0.0.1 serving fixtures in YGOPRODeck's
// shape; nothing here reaches the internet. Each route is one way a download can go.

const FIXTURE = buildYgoprodeckJson(FIXTURES.map((f) => f.input));

type Route = (res: ServerResponse) => void;

const ROUTES: Record<string, Route> = {
  '/cardinfo.php': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(FIXTURE) });
    res.end(FIXTURE);
  },
  '/chunked.php': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const half = Math.floor(FIXTURE.length / 2);
    res.write(FIXTURE.slice(0, half));
    setImmediate(() => res.end(FIXTURE.slice(half)));
  },
  '/broken.php': (res) => {
    res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/plain' });
    res.end('database is down');
  },
  '/midway.php': (res) => {
    // Says the whole fixture is coming, sends half, then drops the connection.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(FIXTURE) });
    res.write(FIXTURE.slice(0, Math.floor(FIXTURE.length / 2)), () => res.socket?.destroy());
  },
  '/html.php': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body>Maintenance</body></html>');
  },
  '/empty.php': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data": []}');
  },
};

describe('dmgstep cards download (local HTTP server)', () => {
  let server: Server;
  let base: string;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-download-'));
    server = createServer((req, res) => {
      const route = ROUTES[req.url ?? ''];
      if (route) route(res);
      else {
        res.writeHead(404, 'Not Found');
        res.end();
      }
    });
    // Bounded in time: a request the server never finishes is dropped rather than waited for.
    server.requestTimeout = 5000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const leftovers = () => readdirSync(dir).filter((f) => f.endsWith('.part'));

  it('writes the card JSON, reports progress on stderr, and ask --db then answers from it', async () => {
    const out = path.join(dir, 'cards.json');
    const r = await runCli('cards', 'download', '--out', out, '--url', `${base}/cardinfo.php`);
    assert.equal(r.code, 0, r.err);
    assert.equal(readFileSync(out, 'utf8'), FIXTURE);
    assert.match(r.out, new RegExp(`^Saved ${FIXTURES.length} cards .* from ${base}/cardinfo\\.php to `));
    assert.match(r.err, /downloading http:\/\/127\.0\.0\.1:\d+\/cardinfo\.php: .* of .*\(100%\)/);
    assert.deepEqual(leftovers(), []);
    const ask = await runCli('ask', 'Puffball Guard', '--db', out, '--json');
    assert.equal(ask.code, 0, ask.err);
    assert.equal(parseAskJson(ask.out).card.source, 'database');
  });

  it('takes an answer without a content length (chunked)', async () => {
    const out = path.join(dir, 'chunked.json');
    const r = await runCli('cards', 'download', '--out', out, '--url', `${base}/chunked.php`);
    assert.equal(r.code, 0, r.err);
    assert.equal(readFileSync(out, 'utf8'), FIXTURE);
  });

  const failures: Array<[string, RegExp]> = [
    ['/broken.php', /cannot download http:\/\/127\.0\.0\.1:\d+\/broken\.php: the server answered HTTP 500 Internal Server Error; nothing was written/],
    ['/missing.php', /the server answered HTTP 404 Not Found/],
    ['/midway.php', /cannot download http:\/\/127\.0\.0\.1:\d+\/midway\.php: the (connection failed after|answer ended after)/],
    ['/html.php', /the download is not a card database \(.*not a YGOPro cards\.cdb|the download is not a card database/],
    ['/empty.php', /the download is not a card database/],
  ];
  for (const [route, message] of failures) {
    it(`${route}: exit 1, a message naming the URL and why, and no file`, async () => {
      const out = path.join(dir, `failed${route.replace(/\W/g, '-')}.json`);
      const r = await runCli('cards', 'download', '--out', out, '--url', `${base}${route}`);
      assert.equal(r.code, 1, r.err);
      assert.match(r.err, message);
      assert.ok(r.err.includes(`${base}${route}`), r.err);
      assert.equal(existsSync(out), false);
      assert.deepEqual(leftovers(), []);
    });
  }

  it('a failed download leaves the previous file as it was', async () => {
    const out = path.join(dir, 'kept.json');
    writeFileSync(out, FIXTURE);
    const r = await runCli('cards', 'download', '--out', out, '--url', `${base}/midway.php`);
    assert.equal(r.code, 1);
    assert.equal(readFileSync(out, 'utf8'), FIXTURE);
  });

  it('a server that is not there: exit 1 with the network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const out = path.join(dir, 'nobody.json');
    const r = await runCli('cards', 'download', '--out', out, '--url', `http://127.0.0.1:${port}/cardinfo.php`);
    assert.equal(r.code, 1);
    assert.match(r.err, new RegExp(`cannot download http://127\\.0\\.0\\.1:${port}/cardinfo\\.php: .*ECONNREFUSED`));
    assert.equal(existsSync(out), false);
  });

  it('usage errors: no action, no --out, a folder as --out, a bad URL (exit 2)', async () => {
    for (const argv of [
      ['cards'],
      ['cards', 'upload', '--out', 'x.json'],
      ['cards', 'download'],
      ['cards', 'download', '--out', dir],
      ['cards', 'download', '--out', path.join(dir, 'x.json'), '--url', 'ftp://example.invalid/x'],
      ['cards', 'download', '--out', path.join(dir, 'x.json'), '--url', 'not a url'],
    ]) {
      const r = await runCli(...argv);
      assert.equal(r.code, 2, argv.join(' '));
      assert.match(r.err, /^dmgstep: (cards|--out|--url)/, argv.join(' '));
    }
  });

  it("reads the version endpoint's answer, and nothing from another shape", () => {
    assert.equal(readDatabaseVersion('[{"database_version":"122.04","last_update":"2026-11-28 10:01:02"}]'), '122.04 (2026-11-28 10:01:02)');
    assert.equal(readDatabaseVersion('{"database_version":7}'), '7');
    assert.equal(readDatabaseVersion('<html>'), undefined);
    assert.equal(readDatabaseVersion('[]'), undefined);
  });
});
