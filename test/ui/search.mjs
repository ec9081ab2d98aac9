// Search Rulings… with the keyboard: words in, the best rule first, Enter opens it; words that
// match nothing leave an empty list whose title says so.
import assert from 'node:assert/strict';
import { frameText, quickPickItems, runCommandForQuickPick, waitUntil, webviewFrame } from './workbench.mjs';

const TITLE = 'Search Rulings (Modern · TCG)';
const ATK_RULE = 'Fast cards and effects that directly change ATK/DEF may be activated until damage calculation';

function quickInputTitle(page) {
  return page.locator('.quick-input-widget .quick-input-title');
}

export const searchTests = [
  {
    title: 'F1 → Search Rulings… → "atk change damage calculation" → Enter opens the ATK/DEF rule; "zzqqxx" says nothing matches and offers a card database',
    async run({ page, screenshot }) {
      await runCommandForQuickPick(page, 'Search Rulings', 'Damage Step: Search Rulings…', TITLE);
      await page.keyboard.type('zzqqxx');
      await waitUntil('the title to say nothing matches', async () => ((await quickInputTitle(page).textContent()) ?? '').includes('Nothing matches "zzqqxx"'));
      // No weak match is listed; the one item offers what would answer a card the catalog lacks.
      assert.equal((await quickPickItems(page))[0], 'A card not in the catalog? Add a card database');
      await screenshot('search-nothing-keyboard');
      // Select the words and type new ones over them, as a person does.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('atk change damage calculation');
      const items = await waitUntil('the rules to be listed', async () => {
        const labels = await quickPickItems(page);
        return labels[0] === ATK_RULE ? labels : undefined;
      });
      assert.equal(((await quickInputTitle(page).textContent()) ?? '').trim(), TITLE);
      assert.ok(items.length > 3, items.join(' | '));
      await page.keyboard.press('Enter');
      const frame = await webviewFrame(page, 'the answer panel showing the rule', (h) => document.querySelector('main.markdown-body h1')?.textContent?.trim() === h, ATK_RULE);
      assert.match(await frameText(frame), /activation\.atk-def-modifiers-until-damage-calculation/);
      await screenshot('search-rule-opened');
    },
  },
];
