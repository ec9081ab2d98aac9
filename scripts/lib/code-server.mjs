// Runs an extension test module inside a real VS Code: the VS Code server and web workbench
// that the npm package `code-server` ships, opened in Debian's headless Chromium through
// playwright-core (desktop VS Code cannot be downloaded on these machines; see
// ../shared/docs/real-vscode-tests.md). Used by scripts/test-vscode.mjs and the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

export const CODE_SERVER_VERSION = '4.100.3';
// The @vscode/ripgrep that code-server 4.100.3 pulls in, and the ripgrep release it fetches.
const RIPGREP_CACHE = { dir: 'vscode-ripgrep-cache-1.15.11', file: 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz' };
const CHROMIUM = '/usr/bin/chromium';
const APT_PACKAGES = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM) },
  { pkg: 'ripgrep', present: () => existsSync('/usr/bin/rg') },
  { pkg: 'libkrb5-dev', present: () => existsSync('/usr/include/krb5.h') || existsSync('/usr/include/krb5/krb5.h') },
];
const KEEP_RUNS = 3;

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = join(root, '.vscode-test');
const installDir = join(cacheDir, `code-server-${CODE_SERVER_VERSION}`);
const codeServerEntry = join(installDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const installedMarker = join(installDir, '.installed');

export function log(message) {
  process.stdout.write(`[code-server] ${message}\n`);
}

export function seconds(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

export function run(command, commandArgs, options = {}) {
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

/** Installs the apt packages and code-server into .vscode-test/ unless they are there already. */
export function ensureCodeServer() {
  ensureAptPackages();
  if (existsSync(installedMarker) && existsSync(codeServerEntry)) return;
  const started = performance.now();
  log(`installing code-server@${CODE_SERVER_VERSION} into ${installDir} (once; about 1.5 minutes)`);
  rmSync(installDir, { recursive: true, force: true });
  mkdirSync(installDir, { recursive: true });
  writeFileSync(join(installDir, 'package.json'), JSON.stringify({ name: 'code-server-host', private: true }, null, 2));
  const tmpDir = join(cacheDir, 'tmp');
  prepareRipgrepCache(tmpDir);
  // npm_config_yes: a postinstall runs `npx node-gyp`, which would wait for a "yes".
  const env = { ...process.env, TMPDIR: tmpDir, npm_config_yes: 'true' };
  // --unsafe-perm: code-server's postinstall refuses to run as root without it.
  run('npm', ['install', '--no-audit', '--no-fund', '--unsafe-perm', '--loglevel=error', `code-server@${CODE_SERVER_VERSION}`], { cwd: installDir, env });
  if (!existsSync(codeServerEntry)) throw new Error(`code-server installed but ${codeServerEntry} is missing`);
  writeFileSync(installedMarker, new Date().toISOString());
  log(`code-server installed in ${seconds(started)} s`);
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
  const runs = readdirSync(cacheDir)
    .filter((name) => name.startsWith('run-'))
    .sort();
  for (const name of runs.slice(0, Math.max(0, runs.length - KEEP_RUNS + 1))) rmSync(join(cacheDir, name), { recursive: true, force: true });
}

/**
 * User settings for test windows: no Welcome page or walkthrough opens by itself. One opened
 * (VS Code's "Setup VS Code Web", or the extension's own on its first load) moves focus to its
 * step button as it renders, closing whatever quick input a test has open at that moment.
 */
export const QUIET_USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
};

function startServer(runDir, port, workspace, extraEnv, installExtensions, userSettings) {
  const userData = join(runDir, 'user-data');
  const extensions = join(runDir, 'extensions');
  for (const dir of [join(userData, 'User'), extensions, join(runDir, 'xdg-data'), join(runDir, 'xdg-config')]) mkdirSync(dir, { recursive: true });
  if (userSettings) writeFileSync(join(userData, 'User', 'settings.json'), JSON.stringify(userSettings, null, 2));
  // The workbench takes one extension under development; others are installed from a VSIX.
  for (const vsix of installExtensions) {
    run(process.execPath, [codeServerEntry, '--user-data-dir', userData, '--extensions-dir', extensions, '--install-extension', vsix], {
      stdio: 'ignore',
      env: { ...process.env, XDG_DATA_HOME: join(runDir, 'xdg-data'), XDG_CONFIG_HOME: join(runDir, 'xdg-config') },
    });
  }
  const config = join(runDir, 'config.yaml');
  writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  const env = { ...process.env, XDG_DATA_HOME: join(runDir, 'xdg-data'), XDG_CONFIG_HOME: join(runDir, 'xdg-config'), ...extraEnv };
  const serverArgs = [
    codeServerEntry,
    '--config',
    config,
    '--user-data-dir',
    userData,
    '--extensions-dir',
    extensions,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    workspace,
  ];
  // setsid puts the server and everything it forks in a session and process group of its own,
  // so the whole group can be ended at the end. Spawned from Node it is not a group leader, so
  // it calls setsid() and execs without forking: its pid is the group id.
  const server = spawn('setsid', [process.execPath, ...serverArgs], { cwd: runDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const serverLog = [];
  const keep = (chunk) => {
    serverLog.push(chunk.toString());
    if (process.env.DSR_VSCODE_VERBOSE) process.stderr.write(chunk);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  return { server, serverLog };
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function stopServer(server) {
  if (!server.pid || !groupAlive(server.pid)) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && groupAlive(server.pid)) spawnSync('sleep', ['0.1']);
  if (groupAlive(server.pid)) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
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

/** The workbench URL for a folder, with extensions under development and optionally a test module. */
function workbenchUrl(port, workspace, developmentPaths, testsPath) {
  const remote = (path) => `vscode-remote://127.0.0.1:${port}${path}`;
  const payload = developmentPaths.map((p) => ['extensionDevelopmentPath', remote(p)]);
  if (testsPath) payload.push(['extensionTestsPath', remote(testsPath)]);
  return `http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

function launchBrowser(runDir) {
  return import('playwright-core').then(({ chromium }) =>
    chromium.launchPersistentContext(join(runDir, 'chromium'), {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1400, height: 900 },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage', '--disable-quic', '--disable-sync'],
    }),
  );
}

// Errors in the workbench or a webview frame (a suite cannot see those) go to the output.
function reportBrowserErrors(page) {
  page.on('pageerror', (error) => process.stderr.write(`[browser] ${error.message}\n`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /webview/i.test(message.location().url ?? '')) process.stderr.write(`[webview] ${message.text()}\n`);
  });
}

async function runWorkbench({ context, url, screenshotsDir, timeoutMs, onLine }) {
  const page = context.pages()[0] ?? (await context.newPage());
  let resolveExit;
  const exited = new Promise((r) => (resolveExit = r));
  const screenshot = async (name) => {
    const safe = String(name).replace(/[^a-z0-9_-]/gi, '_');
    const file = join(screenshotsDir, `${safe}.png`);
    try {
      await page.screenshot({ path: file });
      log(`screenshot saved: ${file}`);
    } catch (error) {
      log(`screenshot ${safe} failed: ${error.message}`);
    }
    writeFileSync(join(screenshotsDir, `.${safe}.done`), '');
  };
  // Both must be registered before the page loads: the workbench looks them up once.
  await page.exposeFunction('codeAutomationLog', (type, logArgs) => {
    const text = formatLogArgs(logArgs);
    const shot = /DSR_SCREENSHOT (\S+)/.exec(text);
    if (shot) void screenshot(shot[1]);
    onLine(text, type);
  });
  await page.exposeFunction('codeAutomationExit', (code) => resolveExit(Number(code)));
  reportBrowserErrors(page);
  const started = performance.now();
  await page.goto(url);
  let timer;
  const timedOut = new Promise((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)));
  const code = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (code === 'timeout') {
    log(`no result within ${timeoutMs / 1000} s`);
    await page.screenshot({ path: join(screenshotsDir, 'timeout.png') }).catch(() => undefined);
    return 124;
  }
  log(`workbench reported exit code ${code} after ${seconds(started)} s`);
  // The workbench has stopped its extension host after the suite: this page is done.
  await page.close().catch(() => undefined);
  return code;
}

/**
 * Starts a fresh code-server (own port, user-data and extensions folders), opens `workspaceSource`
 * (copied, so tests may edit it) with the extension under development (developmentPaths: the
 * workbench honours one) and any VSIXs in installExtensions, runs the test
 * module's run() and stops everything. Returns the exit code the workbench reported.
 *
 * `afterSuite`, when given, runs next in the same server and browser (the workbench stops its
 * extension host once the suite has reported, so it gets fresh pages): it receives
 * `{ context, screenshotsDir, openWorkbench }`, where `openWorkbench(name, { settings })` copies
 * `workspaceSource` to a folder of its own (no state shared with the suite), writes `settings`
 * as its workspace settings, opens it with the extensions under development in a new page and
 * returns `{ page, url, workspace }`. It
 * returns an exit code of its own; the run's code is the first non-zero one. Without
 * `testsPath` only `afterSuite` runs. `userSettings` are the user settings every window of the
 * run starts with (the tests pass QUIET_USER_SETTINGS).
 */
export async function runInCodeServer({
  workspaceSource,
  developmentPaths,
  testsPath,
  installExtensions = [],
  env = {},
  timeoutMs = 8 * 60_000,
  screenshotsDir = join(root, 'test-results'),
  onLine = (text, type) => (type === 'error' ? process.stderr : process.stdout).write(`${text}\n`),
  afterSuite,
  userSettings,
}) {
  ensureCodeServer();
  pruneRuns();
  mkdirSync(screenshotsDir, { recursive: true });
  for (const name of readdirSync(screenshotsDir)) if (name.startsWith('.') && name.endsWith('.done')) rmSync(join(screenshotsDir, name));
  mkdirSync(cacheDir, { recursive: true });
  const runDir = mkdtempSync(join(cacheDir, `run-${new Date().toISOString().replace(/[:.]/g, '-')}-`));
  const copyWorkspace = (name) => {
    const folder = join(runDir, name);
    if (workspaceSource) cpSync(workspaceSource, folder, { recursive: true });
    else mkdirSync(folder);
    return folder;
  };
  const workspace = copyWorkspace('workspace');
  const port = await freePort();
  const started = performance.now();
  // The suite saves screenshots by asking this driver (test/vscode/helpers.ts, screenshot()).
  const { server, serverLog } = startServer(runDir, port, workspace, { DSR_SCREENSHOT_DIR: screenshotsDir, ...env }, installExtensions, userSettings);
  const cleanup = () => stopServer(server);
  process.on('exit', cleanup);
  let code = 0;
  let context;
  try {
    await waitForHealth(port, server, 60_000);
    log(`code-server ${CODE_SERVER_VERSION} ready on 127.0.0.1:${port} after ${seconds(started)} s`);
    context = await launchBrowser(runDir);
    code = testsPath ? await runWorkbench({ context, url: workbenchUrl(port, workspace, developmentPaths, testsPath), screenshotsDir, timeoutMs, onLine }) : 0;
    // After a timeout the server may be wedged; the second phase would only time out too.
    if (afterSuite && code !== 124) {
      const openWorkbench = async (name, { settings } = {}) => {
        const folder = copyWorkspace(name);
        if (settings) {
          mkdirSync(join(folder, '.vscode'), { recursive: true });
          writeFileSync(join(folder, '.vscode', 'settings.json'), JSON.stringify(settings, null, 2));
        }
        const page = await context.newPage();
        reportBrowserErrors(page);
        const url = workbenchUrl(port, folder, developmentPaths);
        await page.goto(url);
        return { page, url, workspace: folder };
      };
      const afterCode = await afterSuite({ context, screenshotsDir, openWorkbench });
      code = code || afterCode;
    }
  } catch (error) {
    code = code || 1;
    log(`failed: ${error.stack ?? error}`);
    if (!process.env.DSR_VSCODE_VERBOSE) process.stderr.write(serverLog.join('').slice(-4000));
  } finally {
    await context?.close().catch(() => undefined);
    cleanup();
    process.off('exit', cleanup);
    writeFileSync(join(runDir, 'server.log'), serverLog.join(''));
  }
  return code;
}
