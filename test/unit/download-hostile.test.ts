import * as assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { download, DownloadError } from '../../src/core/index';
import { FIXTURES } from './classify-fixtures';
import { buildYgoprodeckJson } from './db-fixtures';
import { runCli } from './cli-run';

// Issue 19: misbehaving download servers, all on 127.0.0.1 and bounded in time. A trickle never
// ended (only an idle timer), redirects to other hosts were followed silently, gzip progress
// went past 100 %, --out replaced a symlink or a FIFO, and an interrupted run left a .part file.

const FIXTURE = buildYgoprodeckJson(FIXTURES.map((f) => f.input));
const GZIPPED = gzipSync(FIXTURE);

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  server.requestTimeout = 10_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('downloads from misbehaving servers (issue 19)', () => {
  let dir: string;
  let main: { server: Server; base: string };
  let other: { server: Server; base: string };
  const trickles = new Set<NodeJS.Timeout>();

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-hostile-download-'));
    other = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(FIXTURE) });
      res.end(FIXTURE);
    });
    main = await listen((req, res) => {
      switch (req.url) {
        case '/cardinfo.php':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(FIXTURE) });
          return res.end(FIXTURE);
        case '/trickle.php': {
          // Says a megabyte is coming and sends one byte every 20 ms: never idle, never done.
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1024 * 1024 });
          res.write('{');
          const timer = setInterval(() => res.write(' '), 20);
          trickles.add(timer);
          res.on('close', () => clearInterval(timer));
          return undefined;
        }
        case '/redirect-same.php':
          res.writeHead(302, { location: '/cardinfo.php' });
          return res.end();
        case '/redirect-other.php':
          res.writeHead(301, { location: `${other.base}/cardinfo.php` });
          return res.end();
        case '/gzip.php':
          res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': GZIPPED.byteLength });
          return res.end(GZIPPED);
        default:
          res.writeHead(404);
          return res.end();
      }
    });
  });
  after(async () => {
    for (const t of trickles) clearInterval(t);
    await close(main.server);
    await close(other.server);
    rmSync(dir, { recursive: true, force: true });
  });

  const leftovers = () => readdirSync(dir).filter((f) => f.endsWith('.part'));
  const get = (route: string, extra: Partial<Parameters<typeof download>[1]> = {}) => download(`${main.base}${route}`, { fetch: (u, init) => fetch(u, init), maxBytes: 4 * 1024 * 1024, ...extra });

  it('a trickle slower than the minimum rate is given up after the grace time', async () => {
    await assert.rejects(
      get('/trickle.php', { minBytesPerSecond: 1000, rateGraceMs: 300 }),
      (e: unknown) => e instanceof DownloadError && /slower than 1000 bytes\/s \(the server is trickling\)/.test(e.message),
    );
  });

  it('a download past its total deadline is given up, however steadily bytes come', async () => {
    await assert.rejects(get('/trickle.php', { minBytesPerSecond: 0, deadlineMs: 400 }), (e: unknown) => e instanceof DownloadError && /not done within 0\.4 s/.test(e.message));
  });

  it('a download is cancelled by its signal (the extension progress Cancel button)', async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 150);
    await assert.rejects(
      get('/trickle.php', { minBytesPerSecond: 0, signal: cancel.signal }),
      (e: unknown) => e instanceof DownloadError && /: the connection failed after .*: cancelled$/.test(e.message),
    );
  });

  it('a redirect within the host is followed; one to another host only with allowRedirect', async () => {
    assert.equal(new TextDecoder().decode(await get('/redirect-same.php')), FIXTURE);
    await assert.rejects(
      get('/redirect-other.php'),
      (e: unknown) => e instanceof DownloadError && e.message.includes(`the server redirected to another host (${new URL(other.base).host}); give --allow-redirect to follow it`),
    );
    assert.equal(new TextDecoder().decode(await get('/redirect-other.php', { allowRedirect: true })), FIXTURE);
  });

  it('CLI: a redirect to another host is refused (exit 1, nothing written) unless --allow-redirect', async () => {
    const out = path.join(dir, 'redirected.json');
    const refused = await runCli('cards', 'download', '--out', out, '--url', `${main.base}/redirect-other.php`);
    assert.equal(refused.code, 1, refused.err);
    assert.match(refused.err, /redirected to another host .*--allow-redirect.*; nothing was written/);
    assert.equal(existsSync(out), false);
    const allowed = await runCli('cards', 'download', '--out', out, '--url', `${main.base}/redirect-other.php`, '--allow-redirect');
    assert.equal(allowed.code, 0, allowed.err);
    assert.equal(readFileSync(out, 'utf8'), FIXTURE);
  });

  it('a gzip answer is read whole and its progress never passes 100 %', async () => {
    const seen: Array<number | undefined> = [];
    const body = await get('/gzip.php', { onProgress: (received, total) => seen.push(total === undefined ? undefined : received / total) });
    assert.equal(new TextDecoder().decode(body), FIXTURE);
    assert.ok(seen.length > 0 && seen.every((share) => share === undefined || share <= 1), JSON.stringify(seen));
    const r = await runCli('cards', 'download', '--out', path.join(dir, 'gzip.json'), '--url', `${main.base}/gzip.php`);
    assert.equal(r.code, 0, r.err);
    assert.doesNotMatch(r.err, /\((?:1\d\d|[2-9]\d\d|\d{4,})%\)/);
  });

  it('--out refuses a symbolic link, a FIFO and /dev/stdout (exit 2), leaving them as they were', async function () {
    if (process.platform === 'win32') this.skip();
    const target = path.join(dir, 'real.json');
    writeFileSync(target, 'keep me');
    const link = path.join(dir, 'link.json');
    symlinkSync(target, link);
    const fifo = path.join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    for (const [out, what] of [
      [link, 'a symbolic link'],
      [fifo, 'a named pipe'],
      ['/dev/stdout', 'a symbolic link'],
    ] as const) {
      const r = await runCli('cards', 'download', '--out', out, '--url', `${main.base}/cardinfo.php`);
      assert.equal(r.code, 2, `${out}: ${r.err}`);
      assert.ok(r.err.startsWith(`dmgstep: --out: "${out}" is ${what}, which a download would replace with a file`), r.err);
    }
    assert.ok(lstatSync(link).isSymbolicLink());
    assert.ok(lstatSync(fifo).isFIFO());
    assert.equal(readFileSync(target, 'utf8'), 'keep me');
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} during a download: the CLI says so, exits ${signal === 'SIGINT' ? 130 : 143} and leaves no file and no .part`, async function () {
      this.timeout(20_000);
      const bin = path.resolve(__dirname, '../../../bin/dmgstep.cjs');
      const out = path.join(dir, `${signal}.json`);
      const child = spawn(process.execPath, [bin, 'cards', 'download', '--out', out, '--url', `${main.base}/trickle.php`], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      let sent = false;
      child.stderr.on('data', (b: Buffer) => {
        err += b.toString();
        // Once the download has started, the signal comes (once).
        if (!sent && /downloading .*trickle/.test(err)) sent = child.kill(signal);
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      assert.equal(code, signal === 'SIGINT' ? 130 : 143, err);
      assert.match(err, new RegExp(`interrupted \\(${signal}\\); nothing was written`));
      assert.equal(existsSync(out), false);
      assert.deepEqual(leftovers(), []);
    });
  }
});
