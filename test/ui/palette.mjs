// The command palette and quick picks, with the keyboard as a person uses them.
import assert from 'node:assert/strict';
import { frameText, openFromExplorer, pick, quickPickItems, runCommand, runCommandForQuickPick, waitForQuickPick, waitUntil, webviewFrame } from './workbench.mjs';

/** The answer panel (markdown-it page) whose first heading is `heading`. */
function answerPanel(page, heading) {
  return webviewFrame(page, `the answer panel headed "${heading}"`, (h) => document.querySelector('main.markdown-body h1')?.textContent?.trim() === h, heading);
}

export const paletteTests = [
  {
    title: 'F1 → Can This Activate…? → type Kuriboh → All timings: the answer panel says yes during damage calculation',
    async run({ page, screenshot }) {
      await runCommand(page, 'Can This Activate', 'Damage Step: Can This Activate…?');
      await pick(page, 'Can This Activate…?', 'Kuriboh', 'Kuriboh');
      await waitForQuickPick(page, 'At which timing?');
      // The full list of timings, before typing narrows it: what a person chooses from.
      const offered = await waitUntil('the timing quick pick to list its items', async () => {
        const items = await quickPickItems(page);
        return items.length >= 6 ? items : undefined;
      });
      assert.deepEqual(offered, ['All timings', 'Start of the Damage Step', 'Before damage calculation', 'During damage calculation', 'After damage calculation', 'End of the Damage Step']);
      await screenshot('quickpick');
      await pick(page, 'At which timing?', 'All timings', 'All timings');

      const frame = await answerPanel(page, 'Kuriboh');
      const headings = await frame.evaluate(() => [...document.querySelectorAll('h2')].map((h) => h.textContent?.trim()));
      // One heading per answer and reason, the timings that share it after the mark: yes during damage calculation only.
      assert.deepEqual(headings, ['✗ No: Start of the Damage Step, Before damage calculation, After damage calculation, End of the Damage Step', '✓ Yes: During damage calculation']);
      const first = await frame.evaluate(() => document.querySelector('main p')?.textContent?.trim());
      assert.equal(first, 'Can be activated: during damage calculation only');
      await screenshot('answer');
    },
  },
  {
    title: 'F1 → Can This Activate…? → type a card no catalog has → Enter: the panel says it is unknown, never answers a look-alike',
    async run({ page, screenshot }) {
      await runCommandForQuickPick(page, 'Can This Activate', 'Damage Step: Can This Activate…?', 'Can This Activate…?');
      // Enter on what was typed: the first item says the name is unknown (the look-alike is below it).
      await pick(page, 'Can This Activate…?', 'Blue-Eyes Ultimate Dragon', '"Blue-Eyes Ultimate Dragon" is not in the catalog');
      const frame = await webviewFrame(page, 'the answer panel on the unknown card', (h) => document.querySelector('main.markdown-body h1')?.textContent?.trim() === h, 'Blue-Eyes Ultimate Dragon');
      const text = await frameText(frame);
      assert.match(text, /Blue-Eyes Ultimate Dragon is not in the catalog/);
      assert.match(text, /download one/);
      assert.doesNotMatch(text, /Can be activated|Cannot be activated/, 'no answer for another card');
      await screenshot('unknown-card-keyboard');
    },
  },
  {
    title: 'F1 → Explain Timing… → During damage calculation: what happens and what can be activated',
    async run({ page }) {
      await runCommandForQuickPick(page, 'Explain Timing', 'Damage Step: Explain Timing…', 'Explain Timing…');
      await pick(page, 'Explain Timing…', 'During damage calculation', 'During damage calculation');
      // The same reusable panel, now showing the timing.
      const frame = await answerPanel(page, 'During damage calculation');
      const text = await frameText(frame);
      assert.match(text, /What happens/);
      assert.match(text, /What can be activated/);
    },
  },
  {
    title: 'Escape on Can This Activate…? with no answer panel yet, then at once F1: the Command Palette stays open; the panel made meanwhile stays, empty',
    async run({ page, screenshot }) {
      // A text file open and no answer panel: the one the quick pick opens beside the file is new,
      // in an editor group of its own, its webview still being made.
      await runCommand(page, 'View: Close All Editors', 'View: Close All Editors');
      await waitUntil('every editor to close', async () => (await page.locator('.tabs-container .tab').count()) === 0);
      await openFromExplorer(page, 'notes.md');
      await runCommandForQuickPick(page, 'Can This Activate', 'Damage Step: Can This Activate…?', 'Can This Activate…?');
      const waiting = page.locator('.tabs-container .tab', { hasText: 'Damage Step answer' });
      await waitUntil('the answer panel to open beside while the card is picked', async () => (await waiting.count()) === 1);
      await page.keyboard.type('Kuri');
      await page.keyboard.press('Escape');
      await page.keyboard.press('F1');
      const box = page.locator('.quick-input-widget .quick-input-box input');
      await waitUntil('the command palette to open right after Escape', async () => (await box.isVisible()) && (await box.inputValue()).startsWith('>'));
      await page.keyboard.type('Explain Timing');
      // While the panel's webview finishes loading: the palette keeps focus and every key typed.
      for (let deadline = Date.now() + 3_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
        assert.ok(await box.isVisible(), 'the command palette closed by itself after Escape');
      }
      assert.equal(await box.inputValue(), '>Explain Timing');
      await screenshot('escape-then-palette');
      await page.keyboard.press('Escape');
      assert.equal(await waiting.count(), 1, 'the waiting panel stays after the question is given up');
      const frame = await webviewFrame(page, 'the empty answer panel', () => /appear here/.test(document.body?.innerText ?? ''));
      assert.match(await frameText(frame), /Answers to Can This Activate…\?, Explain Timing… and Search Rulings… appear here/);
    },
  },
];
