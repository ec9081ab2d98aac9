// The mocha entry point VS Code loads as `extensionTestsPath`: the workbench calls run() inside
// the extension host and reports its outcome (code-server through codeAutomationExit, desktop
// VS Code through @vscode/test-electron).
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';

export async function run(): Promise<void> {
  // No colours: the output travels through the workbench's log, which shows escapes verbatim.
  const mocha = new Mocha({ ui: 'tdd', timeout: 120_000, color: false, reporter: 'spec' });
  const grep = process.env.DSR_VSCODE_GREP;
  if (grep) mocha.grep(grep);
  for (const file of fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort()) {
    mocha.addFile(path.join(__dirname, file));
  }
  const { passes, failures } = await new Promise<{ passes: number; failures: number }>((resolve) => {
    const runner = mocha.run(() => resolve({ passes: runner.stats?.passes ?? 0, failures: runner.stats?.failures ?? 0 }));
  });
  // The drivers read this line to print the counts.
  console.log(`${passes} passed, ${failures} failed`);
  if (failures > 0) throw new Error(`${failures} test(s) failed`);
}
