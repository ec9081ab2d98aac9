// The command palette and quick picks, with the keyboard as a person uses them.
import assert from 'node:assert/strict';
import { frameText, pick, quickPickItems, runCommand, runCommandForQuickPick, waitForQuickPick, waitUntil, webviewFrame } from './workbench.mjs';

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
      assert.ok(headings.includes('During damage calculation: yes'), `headings: ${headings.join(' | ')}`);
      assert.ok(headings.includes('Start of the Damage Step: no'), `headings: ${headings.join(' | ')}`);
      // The verdict table: one row per timing, "yes" only during damage calculation.
      const rows = await frame.evaluate(() =>
        [...document.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.cells]
            .slice(0, 2)
            .map((c) => c.textContent?.trim())
            .join(': '),
        ),
      );
      assert.deepEqual(rows, ['Start of the Damage Step: no', 'Before damage calculation: no', 'During damage calculation: yes', 'After damage calculation: no', 'End of the Damage Step: no']);
      await screenshot('answer');
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
];
