// The second phase of `npm run test:vscode`: what a person does with keyboard and mouse in the
// workbench page, driven by Playwright after the mocha suite (which calls commands from inside
// the extension host and so never touches the palette, quick picks, webview keys or a reload).
// Runs in the same code-server, on a fresh copy of the fixture workspace in a new page.
import { join } from 'node:path';
import { answerPanelTests } from './answerPanel.mjs';
import { hostileNameTests } from './hostileName.mjs';
import { pageIconsTests } from './pageIcons.mjs';
import { battlePanelTests } from './battlePanel.mjs';
import { paletteTests } from './palette.mjs';
import { searchTests } from './search.mjs';
import { surfacesTests } from './surfaces.mjs';
import { waitForWorkbench } from './workbench.mjs';

// A quiet workbench: nothing opens by itself to take focus from a quick pick mid-test.
const SETTINGS = {
  'workbench.startupEditor': 'none',
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
  'workbench.tips.enabled': false,
};
// One test never waits longer than this, whatever its single waits allow.
const TEST_TIMEOUT_MS = 150_000;

/** The tests in run order: each reload test continues from the panel the test before it leaves. */
export const uiTests = [...paletteTests, ...battlePanelTests, ...pageIconsTests, ...searchTests, ...answerPanelTests, ...hostileNameTests, ...surfacesTests];

function withTimeout(promise, ms, what) {
  // The test keeps running after a timeout; its later rejection must not end the process.
  promise.catch(() => undefined);
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs the UI tests whose title matches `grep` in one workbench page; prints them like mocha's
 * spec reporter and returns `{ passed, failed }`.
 */
export async function runUiTests({ openWorkbench, screenshotsDir, grep, print }) {
  const tests = uiTests.filter((t) => !grep || t.title.includes(grep));
  if (tests.length === 0) return { passed: 0, failed: 0 };
  const started = performance.now();
  print('  user interface (Playwright: keyboard and mouse in the workbench)');
  let page;
  let workspace;
  const screenshot = async (name) => {
    const file = join(screenshotsDir, `${name}.png`);
    await page.screenshot({ path: file });
    print(`[ui] screenshot saved: ${file}`);
  };
  try {
    ({ page, workspace } = await openWorkbench('workspace-ui', { settings: SETTINGS }));
    page.setDefaultTimeout(40_000);
    await waitForWorkbench(page, 'sample.battle');
  } catch (error) {
    if (page) await screenshot('ui-failure-workbench').catch(() => undefined);
    print(`    1) the workbench loads\n\n  ${error.stack ?? error}`);
    // Every test counts as failed: none of them could run.
    return { passed: 0, failed: tests.length };
  }
  const failures = [];
  let passed = 0;
  for (const test of tests) {
    const testStarted = performance.now();
    try {
      await withTimeout(test.run({ page, screenshot, workspace }), TEST_TIMEOUT_MS, `"${test.title}"`);
      passed += 1;
      print(`    ✔ ${test.title} (${Math.round(performance.now() - testStarted)}ms)`);
    } catch (error) {
      failures.push({ test, error });
      print(`    ${failures.length}) ${test.title}`);
      await screenshot(`ui-failure-${failures.length}`).catch(() => undefined);
      // A quick pick left open by a failed test would swallow the next test's keys.
      await page.keyboard.press('Escape').catch(() => undefined);
    }
  }
  await page.close().catch(() => undefined);
  print(`  ${passed} passing (${Math.round((performance.now() - started) / 1000)}s)`);
  if (failures.length > 0) print(`  ${failures.length} failing`);
  failures.forEach(({ test, error }, i) => print(`\n  ${i + 1}) ${test.title}:\n     ${String(error.stack ?? error).replace(/\n/g, '\n     ')}`));
  return { passed, failed: failures.length };
}
