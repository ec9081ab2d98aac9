// A card name is untrusted: VS Code renders `[label](command:…)` in a notification as a link that
// runs the command (issue 19). A database card named like a "Show reasoning" link must show as
// words in the unknown-card notification that offers it ("did you mean"), with no link.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { quickPickItems, runCommandForQuickPick, waitUntil } from './workbench.mjs';

const HOSTILE_NAME = 'Zz [Show reasoning](command:workbench.action.terminal.new)';
const DATABASE = 'hostile-name.json';

function hostileDatabase() {
  const card = {
    id: 99000019,
    name: HOSTILE_NAME,
    type: 'Effect Monster',
    frameType: 'effect',
    race: 'Fiend',
    atk: 100,
    def: 100,
    desc: 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
  };
  return JSON.stringify({ data: [card] });
}

export const hostileNameTests = [
  {
    title: 'a database card named like a command link shows in the quick pick and the notification as words, with no link',
    async run({ page, workspace }) {
      const settingsFile = join(workspace, '.vscode', 'settings.json');
      const settings = readFileSync(settingsFile, 'utf8');
      writeFileSync(join(workspace, DATABASE), hostileDatabase());
      writeFileSync(settingsFile, JSON.stringify({ ...JSON.parse(settings), 'damageStepRulings.cardDatabases': [DATABASE] }, null, 2));
      try {
        // The quick pick shows the name as words too: its label is the neutralised name. The
        // database loads after the settings change; a quick pick opened before lists without it.
        const label = 'Zz [Show reasoning] (command:workbench.action.terminal.new)';
        for (let attempt = 1; ; attempt++) {
          await runCommandForQuickPick(page, 'Can This Activate', 'Damage Step: Can This Activate…?', 'Can This Activate…?');
          await page.keyboard.type('Zz Show reasoning');
          const listed = await waitUntil('the hostile card in the quick pick', async () => (await quickPickItems(page)).includes(label), 10_000).catch(() => false);
          if (listed) break;
          if (attempt >= 4) throw new Error(`"${label}" never listed; the quick pick holds: ${(await quickPickItems(page)).join(' | ')}`);
          await page.keyboard.press('Escape');
        }
        // An answer goes to the answer panel (issue 23); the notification that quotes card names is
        // the unknown-card one, whose "did you mean" names the hostile card and offers it as a button.
        // Typed one letter off the hostile name: the notification echoes what was typed and offers the card.
        await page.keyboard.press('Control+A');
        await page.keyboard.type(`${HOSTILE_NAME}q`);
        await waitUntil('the unknown-card item', async () => (await quickPickItems(page)).some((i) => /is not in the catalog/.test(i)), 10_000);
        await page.keyboard.press('Enter');
        const toast = page
          .locator('.notifications-toasts .notification-list-item')
          .filter({ hasText: /is not in the catalog/ })
          .first();
        await waitUntil('the unknown-card notification naming the hostile card', async () => (await toast.count()) > 0 && (await toast.isVisible()));
        const message = toast.locator('.notification-list-item-message');
        const text = ((await message.textContent()) ?? '').trim();
        assert.doesNotMatch(text, /\]\(/, `the notification reads: ${text}`);
        assert.match(text, /^"Zz \[Show reasoning\] \(command:workbench\.action\.terminal\.new\)q" is not in the catalog/);
        // No link at all in the message: the hostile name is words, and a button only as itself.
        assert.equal(await message.locator('a').count(), 0, `links in the notification: ${await message.innerHTML()}`);
        for (const button of await toast.locator('.monaco-button').allTextContents()) assert.doesNotMatch(button, /\]\(/, `a button reads: ${button}`);
      } finally {
        writeFileSync(settingsFile, settings);
        rmSync(join(workspace, DATABASE), { force: true });
        await page.keyboard.press('Escape').catch(() => undefined);
      }
    },
  },
];
