// Runs the extension's mocha suite (test/vscode) inside a real VS Code: the VS Code server and
// web workbench that the npm package `code-server` ships, opened in Debian's headless Chromium
// through playwright-core. Desktop VS Code cannot be downloaded on these machines (see
// ../shared/docs/real-vscode-tests.md); `npm run test:electron` runs the same suite where it can.
//
//   npm run test:vscode            build, install code-server if needed, run the suite
//   node scripts/test-vscode.mjs --no-build     skip tsc and esbuild (already built)
//
// Prints the workbench's test output as it arrives and ends with one line `N passed, N failed`.
// Exits with the code the workbench reports (0 when every test passed).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

const CODE_SERVER_VERSION = '4.100.3';
// The @vscode/ripgrep that code-server 4.100.3 pulls in, and the ripgrep release it fetches.
const RIPGREP_CACHE = { dir: 'vscode-ripgrep-cache-1.15.11', file: 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz' };
const CHROMIUM = '/usr/bin/chromium';
const APT_PACKAGES = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM) },
  { pkg: 'ripgrep', present: () => existsSync('/usr/bin/rg') },
  { pkg: 'libkrb5-dev', present: () => existsSync('/usr/include/krb5.h') || existsSync('/usr/include/krb5/krb5.h') },
];
const RUN_TIMEOUT_MS = Number(process.env.DSR_VSCODE_TIMEOUT_MS ?? 8 * 60_000);
const KEEP_RUNS = 3;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, '.vscode-test');
const installDir = join(cacheDir, `code-server-${CODE_SERVER_VERSION}`);
const codeServerEntry = join(installDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const installedMarker = join(installDir, '.installed');
const resultsDir = join(root, 'test-results');
const args = new Set(process.argv.slice(2));

function log(message) {
  process.stdout.write(`[test-vscode] ${message}\n`);
}

function seconds(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status ?? result.signal}`);
}

function ensureAptPackages() {
  const missing = APT_PACKAGES.filter((p) => !p.present()).map((p) => p.pkg);
  if (missing.length === 0) return;
  log(`installing from apt: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

// @vscode/ripgrep's postinstall downloads a binary from a host these machines cannot reach; it
// first looks in a cache folder under $TMPDIR, so a tarball of Debian's rg placed there serves.
function prepareRipgrepCache(tmpDir) {
  const dir = join(tmpDir, RIPGREP_CACHE.dir);
  mkdirSync(dir, { recursive: true });
  const tarball = join(dir, RIPGREP_CACHE.file);
  if (!existsSync(tarball)) run('tar', ['-czf', tarball, '-C', '/usr/bin', 'rg']);
}

function ensureCodeServer() {
  if (existsSync(installedMarker) && existsSync(codeServerEntry)) return;
  const started = performance.now();
  log(`installing code-server@${CODE_SERVER_VERSION} into ${installDir} (once; about 1.5 minutes)`);
  rmSync(installDir, { recursive: true, force: true });
  mkdirSync(installDir, { recursive: true });
  writeFileSync(join(installDir, 'package.json'), JSON.stringify({ name: 'code-server-host', private: true }, null, 2));
  const tmpDir = join(cacheDir, 'tmp');
  prepareRipgrepCache(tmpDir);
  const env = { ...process.env, TMPDIR: tmpDir, npm_config_yes: 'true' };
  // --unsafe-perm: code-server's postinstall refuses to run as root without it.
  run('npm', ['install', '--no-audit', '--no-fund', '--unsafe-perm', '--loglevel=error', `code-server@${CODE_SERVER_VERSION}`], { cwd: installDir, env });
  if (!existsSync(codeServerEntry)) throw new Error(`code-server installed but ${codeServerEntry} is missing`);
  writeFileSync(installedMarker, new Date().toISOString());
  log(`code-server installed in ${seconds(started)} s`);
}

function build() {
  const started = performance.now();
  run(process.execPath, [join(root, 'scripts', 'build.mjs')]);
  run(process.execPath, [join(root, 'scripts', 'build-vscode-tests.mjs')]);
  log(`built in ${seconds(started)} s`);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

// Keeps the last few run folders for inspection and removes older ones.
function pruneRuns() {
  if (!existsSync(cacheDir)) return;
  const runs = readdirSync(cacheDir).filter((name) => name.startsWith('run-')).sort();
  for (const name of runs.slice(0, Math.max(0, runs.length - KEEP_RUNS + 1))) {
    rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
}

function startServer(runDir, port, workspace) {
  const userData = join(runDir, 'user-data');
  const extensions = join(runDir, 'extensions');
  for (const dir of [userData, extensions, join(runDir, 'xdg-data'), join(runDir, 'xdg-config')]) mkdirSync(dir, { recursive: true });
  const config = join(runDir, 'config.yaml');
  writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  const env = {
    ...process.env,
    XDG_DATA_HOME: join(runDir, 'xdg-data'),
    XDG_CONFIG_HOME: join(runDir, 'xdg-config'),
    // The suite saves screenshots by asking this driver (see test/vscode/screenshots.ts).
    DSR_SCREENSHOT_DIR: resultsDir,
  };
  const serverArgs = [
    codeServerEntry,
    '--config', config,
    '--user-data-dir', userData,
    '--extensions-dir', extensions,
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override',
    workspace,
  ];
  // setsid (detached) puts the server and everything it forks in a process group of its own,
  // so the whole group can be ended at the end of the run.
  const server = spawn('setsid', [process.execPath, ...serverArgs], { cwd: runDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const serverLog = [];
  const keep = (chunk) => {
    serverLog.push(chunk.toString());
    if (process.env.DSR_VSCODE_VERBOSE) process.stderr.write(chunk);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  return { server, serverLog };
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  // `setsid` execs into node without forking (it is not a group leader when spawned), so the
  // pid is the group id of the new session.
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    try {
      process.kill(-server.pid, 0);
    } catch {
      return;
    }
    spawnSync('sleep', ['0.1']);
  }
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function waitForHealth(port, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`code-server exited with ${server.exitCode} before it was ready`);
    try {
      const response = await globalThis.fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`code-server did not answer /healthz within ${timeoutMs} ms`);
}

// The workbench passes console arguments through unformatted (mocha logs '%s%s', indent, text).
function formatLogArgs(logArgs) {
  const list = Array.isArray(logArgs) ? logArgs : [logArgs];
  return format(...list);
}

async function runWorkbench(port, runDir, workspace) {
  const { chromium } = await import('playwright-core');
  const remote = (path) => `vscode-remote://127.0.0.1:${port}${path}`;
  const payload = [
    ['extensionDevelopmentPath', remote(root)],
    ['extensionTestsPath', remote(join(root, 'out', 'test', 'vscode', 'index'))],
  ];
  const url = `http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
  const context = await chromium.launchPersistentContext(join(runDir, 'chromium'), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage', '--disable-quic', '--disable-sync'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  let counts;
  let resolveExit;
  const exited = new Promise((r) => (resolveExit = r));
  const screenshot = async (name) => {
    const safe = String(name).replace(/[^a-z0-9_-]/gi, '_');
    const file = join(resultsDir, `${safe}.png`);
    try {
      await page.screenshot({ path: file });
      log(`screenshot saved: ${file}`);
    } catch (error) {
      log(`screenshot ${safe} failed: ${error.message}`);
    }
    writeFileSync(join(resultsDir, `.${safe}.done`), '');
  };
  // Both must be registered before the page loads: the workbench looks them up once.
  await page.exposeFunction('codeAutomationLog', (type, logArgs) => {
    const text = formatLogArgs(logArgs);
    const counted = /^(\d+) passed, (\d+) failed$/m.exec(text);
    if (counted) counts = { passed: Number(counted[1]), failed: Number(counted[2]) };
    const shot = /DSR_SCREENSHOT (\S+)/.exec(text);
    if (shot) void screenshot(shot[1]);
    (type === 'error' ? process.stderr : process.stdout).write(`${text}\n`);
  });
  await page.exposeFunction('codeAutomationExit', (code) => resolveExit(Number(code)));
  // Errors in the workbench or a webview frame (the suite cannot see those) go to the output.
  page.on('pageerror', (error) => process.stderr.write(`[browser] ${error.message}\n`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /vscode-webview|webview/i.test(message.location().url ?? '')) process.stderr.write(`[webview] ${message.text()}\n`);
  });
  const started = performance.now();
  await page.goto(url);
  let timer;
  const timedOut = new Promise((r) => (timer = setTimeout(() => r('timeout'), RUN_TIMEOUT_MS)));
  const code = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (code === 'timeout') {
    log(`no result within ${RUN_TIMEOUT_MS / 1000} s`);
    await page.screenshot({ path: join(resultsDir, 'timeout.png') }).catch(() => undefined);
  } else {
    log(`workbench reported exit code ${code} after ${seconds(started)} s`);
  }
  await context.close().catch(() => undefined);
  return { code: code === 'timeout' ? 124 : code, counts };
}

async function main() {
  const started = performance.now();
  if (!args.has('--no-build')) build();
  ensureAptPackages();
  ensureCodeServer();
  pruneRuns();
  mkdirSync(resultsDir, { recursive: true });
  for (const name of readdirSync(resultsDir)) if (name.startsWith('.') && name.endsWith('.done')) rmSync(join(resultsDir, name));
  const runDir = mkdtempSync(join(cacheDir, `run-${new Date().toISOString().replace(/[:.]/g, '-')}-`));
  // The suite edits files, so it gets a fresh copy of the fixture workspace each run.
  const workspace = join(runDir, 'workspace');
  cpSync(join(root, 'test', 'vscode', 'fixtures', 'workspace'), workspace, { recursive: true });
  const port = await freePort();
  const { server, serverLog } = startServer(runDir, port, workspace);
  const cleanup = () => stopServer(server);
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  let result = { code: 1, counts: undefined };
  try {
    await waitForHealth(port, server, 60_000);
    log(`code-server ${CODE_SERVER_VERSION} ready on 127.0.0.1:${port} after ${seconds(started)} s`);
    result = await runWorkbench(port, runDir, workspace);
  } catch (error) {
    log(`failed: ${error.stack ?? error}`);
    if (!process.env.DSR_VSCODE_VERBOSE) process.stderr.write(serverLog.join('').slice(-4000));
  } finally {
    cleanup();
  }
  writeFileSync(join(runDir, 'server.log'), serverLog.join(''));
  log(`total ${seconds(started)} s; server log in ${join(runDir, 'server.log')}`);
  const counts = result.counts ?? { passed: 0, failed: result.code === 0 ? 0 : 1 };
  const code = result.code === 0 && counts.failed === 0 ? 0 : result.code || 1;
  process.stdout.write(`${counts.passed} passed, ${counts.failed} failed\n`);
  process.exit(code);
}

await main();
