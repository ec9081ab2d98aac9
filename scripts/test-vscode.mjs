// Runs the extension's tests inside a real VS Code: code-server's VS Code in headless Chromium
// (scripts/lib/code-server.mjs), in two phases in one server:
//   1. the mocha suite (test/vscode), run by the workbench inside the extension host;
//   2. the user-interface tests (test/ui), Playwright pressing keys and clicking in the
//      workbench page as a person does: command palette and quick picks, the battle webview's
//      keys and Tab order, the battle panel restored after Developer: Reload Window.
// `npm run test:electron` runs the mocha suite in desktop VS Code where it can be downloaded.
//
//   npm run test:vscode                        build, install code-server once, run both phases
//   node scripts/test-vscode.mjs --no-build    skip the build
//   node scripts/test-vscode.mjs --ui-only     only the user-interface phase
//   DSR_VSCODE_GREP=hover npm run test:vscode  only tests whose title contains the words
//   DSR_VSCODE_VERBOSE=1                       also print code-server's own output
//
// Prints the test output as it arrives and ends with one line `N passed, N failed` (both phases
// together). Exits non-zero when any test failed; never waits longer than
// DSR_VSCODE_TIMEOUT_MS (default 8 minutes) for the suite. Screenshots go to test-results/.
import { join } from 'node:path';
import { runUiTests } from '../test/ui/index.mjs';
import { log, QUIET_USER_SETTINGS, root, run, runInCodeServer, seconds } from './lib/code-server.mjs';

const started = performance.now();
if (!process.argv.includes('--no-build')) {
  run(process.execPath, [join(root, 'scripts', 'build.mjs')]);
  run(process.execPath, [join(root, 'scripts', 'build-vscode-tests.mjs')]);
  log(`built in ${seconds(started)} s`);
}
const uiOnly = process.argv.includes('--ui-only');
const grep = process.env.DSR_VSCODE_GREP;
let counts;
let uiCounts = { passed: 0, failed: 0 };
const print = (text, type) => (type === 'error' ? process.stderr : process.stdout).write(`${text}\n`);
const code = await runInCodeServer({
  workspaceSource: join(root, 'test', 'vscode', 'fixtures', 'workspace'),
  developmentPaths: [root],
  testsPath: uiOnly ? undefined : join(root, 'out', 'test', 'vscode', 'index'),
  env: grep ? { DSR_VSCODE_GREP: grep } : {},
  timeoutMs: Number(process.env.DSR_VSCODE_TIMEOUT_MS ?? 8 * 60_000),
  userSettings: QUIET_USER_SETTINGS,
  onLine: (text, type) => {
    // test/vscode/index.ts prints the mocha counts in this form.
    const counted = /^(\d+) passed, (\d+) failed$/m.exec(text);
    if (counted) counts = { passed: Number(counted[1]), failed: Number(counted[2]) };
    print(text, type);
  },
  afterSuite: async ({ openWorkbench, screenshotsDir }) => {
    const phaseStarted = performance.now();
    uiCounts = await runUiTests({ openWorkbench, screenshotsDir, grep, print });
    log(`user-interface phase ${seconds(phaseStarted)} s`);
    return uiCounts.failed === 0 ? 0 : 1;
  },
});
log(`total ${seconds(started)} s`);
const suite = counts ?? (uiOnly ? { passed: 0, failed: 0 } : { passed: 0, failed: code === 0 ? 0 : 1 });
const final = { passed: suite.passed + uiCounts.passed, failed: suite.failed + uiCounts.failed };
process.stdout.write(`${final.passed} passed, ${final.failed} failed\n`);
process.exit(code === 0 && final.failed === 0 ? 0 : code || 1);
