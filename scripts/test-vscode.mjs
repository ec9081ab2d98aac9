// Runs the extension's mocha suite (test/vscode) inside a real VS Code: code-server's VS Code
// in headless Chromium (scripts/lib/code-server.mjs). `npm run test:electron` runs the same
// suite in desktop VS Code where it can be downloaded.
//
//   npm run test:vscode                        build, install code-server once, run the suite
//   node scripts/test-vscode.mjs --no-build    skip the build
//   DSR_VSCODE_GREP=hover npm run test:vscode  only tests whose title matches
//   DSR_VSCODE_VERBOSE=1                       also print code-server's own output
//
// Prints the test output as it arrives and ends with one line `N passed, N failed`. Exits with
// the workbench's code (0 when every test passed); never waits longer than
// DSR_VSCODE_TIMEOUT_MS (default 8 minutes) for the suite.
import { join } from 'node:path';
import { log, root, run, runInCodeServer, seconds } from './lib/code-server.mjs';

const started = performance.now();
if (!process.argv.includes('--no-build')) {
  run(process.execPath, [join(root, 'scripts', 'build.mjs')]);
  run(process.execPath, [join(root, 'scripts', 'build-vscode-tests.mjs')]);
  log(`built in ${seconds(started)} s`);
}
let counts;
const code = await runInCodeServer({
  workspaceSource: join(root, 'test', 'vscode', 'fixtures', 'workspace'),
  developmentPaths: [root],
  testsPath: join(root, 'out', 'test', 'vscode', 'index'),
  env: process.env.DSR_VSCODE_GREP ? { DSR_VSCODE_GREP: process.env.DSR_VSCODE_GREP } : {},
  timeoutMs: Number(process.env.DSR_VSCODE_TIMEOUT_MS ?? 8 * 60_000),
  onLine: (text, type) => {
    // test/vscode/index.ts prints the mocha counts in this form.
    const counted = /^(\d+) passed, (\d+) failed$/m.exec(text);
    if (counted) counts = { passed: Number(counted[1]), failed: Number(counted[2]) };
    (type === 'error' ? process.stderr : process.stdout).write(`${text}\n`);
  },
});
log(`total ${seconds(started)} s`);
const final = counts ?? { passed: 0, failed: code === 0 ? 0 : 1 };
process.stdout.write(`${final.passed} passed, ${final.failed} failed\n`);
process.exit(code === 0 && final.failed === 0 ? 0 : code || 1);
