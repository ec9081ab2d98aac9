// Runs the same mocha suite as `npm run test:vscode` in desktop VS Code, downloaded by
// @vscode/test-electron. Its download host is not reachable from every machine (not from the
// project's build machines, which use test:vscode); this is for machines that can reach it.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { runTests } from '@vscode/test-electron';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) {
  for (const step of [[join(root, 'scripts', 'build.mjs')], [join(root, 'scripts', 'build-vscode-tests.mjs')]]) {
    const result = spawnSync(process.execPath, step, { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
const workspace = join(mkdtempSync(join(tmpdir(), 'dsr-electron-')), 'workspace');
cpSync(join(root, 'test', 'vscode', 'fixtures', 'workspace'), workspace, { recursive: true });
try {
  const code = await runTests({
    version: process.env.DSR_VSCODE_VERSION ?? '1.100.3',
    extensionDevelopmentPath: root,
    extensionTestsPath: join(root, 'out', 'test', 'vscode', 'index'),
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust'],
  });
  process.exit(code);
} catch (error) {
  console.error(`test:electron failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
