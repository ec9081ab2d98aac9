// The battle webview as a person uses it: opened from the palette, stepped with the keys it
// documents, its buttons reached with Tab, and brought back by a window reload.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { activeTab, openFromExplorer, runCommand, waitForWorkbench, waitUntil, webviewFrame } from './workbench.mjs';

const FILE = 'sample.battle';
const STEPS = ['Start of the Damage Step', 'Before damage calculation', 'During damage calculation', 'After damage calculation', 'End of the Damage Step'];
const stepTitle = (i) => `Step ${i + 1} of ${STEPS.length}: ${STEPS[i]}`;

/** The battle panel's frame showing `fileName` (its page heading). */
function battleFrame(page, fileName = FILE) {
  return webviewFrame(page, `the battle panel showing ${fileName}`, (f) => document.querySelector('#app header h1')?.textContent === f, fileName);
}

function shownStep(frame) {
  return frame.evaluate(() => document.getElementById('step-title')?.textContent ?? '');
}

async function expectStep(frame, index, after) {
  const want = stepTitle(index);
  await waitUntil(`the panel to show "${want}" after ${after} (shows "${await shownStep(frame).catch(() => '?')}")`, async () => (await shownStep(frame)) === want);
}

/** Opens sample.battle and runs Walk Through Battle from the palette; returns the panel's frame. */
async function openBattlePanel(page) {
  await openFromExplorer(page, FILE);
  await runCommand(page, 'Walk Through Battle', 'Damage Step: Walk Through Battle');
  const frame = await battleFrame(page);
  await expectStep(frame, 0, 'Walk Through Battle');
  return frame;
}

/** The focused element of a frame with its accessible name (aria-label, labelledby, text, title). */
function focused(frame) {
  return frame.evaluate(() => {
    if (!document.hasFocus()) return undefined;
    const el = document.activeElement;
    if (!el || el === document.body) return undefined;
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ||
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '') ||
      el.textContent ||
      el.getAttribute('title') ||
      '';
    return { tag: el.tagName.toLowerCase(), id: el.id, name: name.trim() };
  });
}

/** Presses Tab until the control with this id has focus (a few presses from the heading). */
async function tabTo(page, frame, id) {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(frame))?.id === id) return;
  }
  throw new Error(`Tab did not reach #${id} within 10 presses`);
}

/** The battle page's own width (its frame's viewport), in CSS pixels. */
function pageWidth(frame) {
  return frame.evaluate(() => window.innerWidth);
}

/** Waits until the page's width holds still (the workbench lays out after a resize), and returns it. */
async function settledWidth(frame) {
  let last = -1;
  return waitUntil('the battle panel to settle after a resize', async () => {
    const now = await pageWidth(frame);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return undefined;
  });
}

/**
 * Resizes the browser window until the battle panel is `width` px wide. The workbench shares a
 * resize between its editor groups, so the window's change is found by secant steps.
 */
async function fitPanelWidth(page, frame, width) {
  let viewport = page.viewportSize();
  let measured = await settledWidth(frame);
  let slope = 0.5;
  for (let i = 0; i < 8 && measured !== width; i++) {
    const next = { width: Math.max(400, Math.round(viewport.width + (width - measured) / slope)), height: viewport.height };
    await page.setViewportSize(next);
    const now = await settledWidth(frame);
    if (next.width !== viewport.width && now !== measured) slope = Math.min(1.5, Math.max(0.2, (now - measured) / (next.width - viewport.width)));
    viewport = next;
    measured = now;
  }
  assert.ok(Math.abs(measured - width) <= 1, `the battle panel is ${measured} px wide, not ${width} (window ${viewport.width} px)`);
}

/** Whether the page scrolls sideways, and where Next and Previous are. */
function narrowLayout(frame) {
  return frame.evaluate(() => {
    const page = document.scrollingElement;
    const place = (id) => {
      const button = document.getElementById(id);
      if (!button) return undefined;
      button.scrollIntoView({ block: 'nearest' });
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width), onTop: hit !== null && button.contains(hit) };
    };
    return { scrollWidth: page.scrollWidth, clientWidth: page.clientWidth, next: place('next'), prev: place('prev') };
  });
}

async function expectNoSidewaysScrolling(frame, width) {
  const layout = await narrowLayout(frame);
  const at = `at ${width} px: ${JSON.stringify(layout)}`;
  assert.ok(layout.scrollWidth <= layout.clientWidth, `the battle panel scrolls sideways ${at}`);
  for (const button of [layout.next, layout.prev]) {
    assert.ok(button && button.width > 0, `a step button is missing ${at}`);
    assert.ok(button.left >= 0 && button.right <= layout.clientWidth, `a step button is cut off ${at}`);
    assert.ok(button.onTop, `a step button is covered ${at}`);
  }
}

/** Sets the workspace's colour theme through its settings file and waits for the panel to follow. */
async function useTheme(workspace, frame, theme, kind) {
  const file = join(workspace, '.vscode', 'settings.json');
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  if (theme) settings['workbench.colorTheme'] = theme;
  else delete settings['workbench.colorTheme'];
  writeFileSync(file, JSON.stringify(settings, null, 2));
  if (kind) await waitUntil(`the battle panel in the ${theme} theme`, () => frame.evaluate((k) => document.body.classList.contains(`vscode-${k}`), kind));
}

export const battlePanelTests = [
  {
    title: 'battle panel: a listed problem\'s "Line N", reached with Tab and Enter, puts the cursor on it in the battle file',
    async run({ page, screenshot }) {
      await openFromExplorer(page, 'broken.battle');
      await runCommand(page, 'Walk Through Battle', 'Damage Step: Walk Through Battle');
      const frame = await battleFrame(page, 'broken.battle');
      const link = frame.locator('.diagnostics .problem-line').first();
      await waitUntil('a problem listed with its line as a button', async () => (await link.count()) > 0);
      const label = (await link.textContent()) ?? '';
      const line = Number(/(\d+)/.exec(label)?.[1]);
      assert.ok(line > 0, `the problem's label names its line: "${label}"`);
      await frame.locator('#app header h1').click();
      for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      assert.ok(await link.evaluate((el) => el === document.activeElement), `Tab never reached "${label}"`);
      await page.keyboard.press('Enter');
      const position = page.locator('#workbench\\.parts\\.statusbar .statusbar-item', { hasText: /Ln \d+, Col \d+/ }).first();
      await waitUntil(`the cursor on line ${line} of broken.battle`, async () => new RegExp(`Ln ${line}, Col`).test((await position.textContent().catch(() => '')) ?? ''));
      assert.match(await activeTab(page), /broken\.battle/);
      await screenshot('panel-problem-line');
    },
  },
  {
    title: 'battle panel: the documented keys step through the battle; every button is reached with Tab and named',
    async run({ page, screenshot }) {
      const frame = await openBattlePanel(page);
      // The keys the panel documents on its buttons (aria-keyshortcuts), pressed as documented.
      const nextKey = await frame.locator('#next').getAttribute('aria-keyshortcuts');
      const previousKey = await frame.locator('#prev').getAttribute('aria-keyshortcuts');
      assert.ok(nextKey && previousKey, `documented keys: next=${nextKey} previous=${previousKey}`);
      // Focus the panel the way a person does: click on its text (the file name heading).
      await frame.locator('#app header h1').click();
      await page.keyboard.press(nextKey);
      await expectStep(frame, 1, nextKey);
      await page.keyboard.press('PageDown');
      await expectStep(frame, 2, 'PageDown');
      await page.keyboard.press(previousKey);
      await expectStep(frame, 1, previousKey);
      await page.keyboard.press('End');
      await expectStep(frame, 4, 'End');
      await page.keyboard.press(nextKey);
      await expectStep(frame, 4, `${nextKey} on the last step`);
      await page.keyboard.press('Home');
      await expectStep(frame, 0, 'Home');

      // Tab from the top of the page through every control until focus leaves the panel.
      await frame.locator('#app header h1').click();
      const reached = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(frame);
        if (!now) break;
        reached.push(now);
      }
      const names = reached.map((r) => r.name);
      assert.ok(reached.length > 0, 'Tab reached no control in the panel');
      const unnamed = reached.filter((r) => r.name === '');
      assert.deepEqual(unnamed, [], `controls without an accessible name: ${JSON.stringify(unnamed)}`);
      for (const name of ['Export as Markdown', 'Next', ...STEPS]) assert.ok(names.includes(name), `Tab never reached "${name}"; reached: ${names.join(' | ')}`);
      // Previous is disabled on the first step, so Tab rightly skips it; it is named all the same.
      assert.equal(await frame.getByRole('button', { name: 'Previous' }).count(), 1);

      // Enter on a focused button: the step changes and focus stays on the button.
      await frame.locator('#app header h1').click();
      await tabTo(page, frame, 'next');
      await page.keyboard.press('Enter');
      await expectStep(frame, 1, 'Enter on Next');
      assert.equal((await focused(frame))?.id, 'next', 'focus left the Next button after pressing it');
      await page.keyboard.press('Enter');
      await expectStep(frame, 2, 'Enter on Next again');
      await screenshot('panel-keyboard');
    },
  },
  {
    title: 'Developer: Reload Window brings the battle panel back on the same file and step, and the Battle view with its steps',
    async run({ page, screenshot }) {
      // Continues from the previous test when it left the panel open; opens it otherwise.
      let frame = await battleFrame(page).catch(() => undefined);
      if (!frame) frame = await openBattlePanel(page);
      await frame.locator('#app header h1').click();
      await page.keyboard.press('End');
      await page.keyboard.press('PageUp');
      await expectStep(frame, 3, 'End, PageUp');

      const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: 60_000 });
      // Handled here too: if the palette step fails first, this wait must not reject unobserved.
      reloaded.catch(() => undefined);
      await runCommand(page, 'Reload Window', 'Developer: Reload Window');
      await reloaded.catch((error) => {
        throw new Error(`the page did not reload after Developer: Reload Window (${error.message.split('\n')[0]})`);
      });
      await waitForWorkbench(page, FILE);
      const restored = await battleFrame(page);
      await expectStep(restored, 3, 'the reload');
      await waitUntil(
        `the panel's tab to read "Battle: ${FILE}" (active tab: "${await activeTab(page)}")`,
        async () => (await page.locator('.tabs-container .tab', { hasText: `Battle: ${FILE}` }).count()) === 1,
      );
      // Still live after the reload: the keys work on the restored panel.
      await restored.locator('#app header h1').click();
      await page.keyboard.press('ArrowLeft');
      await expectStep(restored, 2, 'ArrowLeft in the restored panel');
      await page.keyboard.press('ArrowRight');
      await expectStep(restored, 3, 'ArrowRight in the restored panel');
      await screenshot('restored');

      // The Battle view after the reload: the open battle file, named, with its steps, not the
      // empty state that says to open one.
      await page.locator('.activitybar .action-label[aria-label^="Damage Step"]').first().click();
      const pane = page.locator('.pane', { has: page.locator('.pane-header h3.title', { hasText: /^Battle$/ }) }).first();
      await waitUntil(
        `the Battle view to name ${FILE} after the reload (heading: "${await pane
          .locator('.pane-header')
          .textContent()
          .catch(() => '?')}")`,
        async () => ((await pane.locator('.pane-header .description').textContent()) ?? '').includes(FILE),
      );
      await waitUntil('the Battle view to list the steps after the reload', async () =>
        (await pane.locator('.monaco-list-row .label-name').allTextContents()).some((t) => t.startsWith('1. Start of the Damage Step')),
      );
      assert.equal(await pane.locator('.welcome-view-content').count(), 0, 'the Battle view shows its empty state while a battle file is open');
      await screenshot('battle-view-restored');
      await page.locator('.activitybar .action-label[aria-label^="Explorer"]').first().click();
    },
  },
  {
    title: 'battle panel at 260 and 300 px: no sideways scrolling, Next and Previous whole and usable by keyboard (light and dark)',
    async run({ page, screenshot, workspace }) {
      let frame = await battleFrame(page).catch(() => undefined);
      if (!frame) frame = await openBattlePanel(page);
      const original = page.viewportSize();
      try {
        await fitPanelWidth(page, frame, 260);
        await expectNoSidewaysScrolling(frame, 260);

        // The keyboard path at this width: Home, Tab to Next, Enter twice, Shift+Tab to Previous, Enter.
        await frame.locator('#app header h1').click();
        await page.keyboard.press('Home');
        await expectStep(frame, 0, 'Home at 260 px');
        await tabTo(page, frame, 'next');
        await page.keyboard.press('Enter');
        await expectStep(frame, 1, 'Enter on Next at 260 px');
        await page.keyboard.press('Enter');
        await expectStep(frame, 2, 'Enter on Next again at 260 px');
        await page.keyboard.press('Shift+Tab');
        assert.equal((await focused(frame))?.id, 'prev', 'Shift+Tab from Next did not reach Previous');
        await page.keyboard.press('Enter');
        await expectStep(frame, 1, 'Enter on Previous at 260 px');
        await page.keyboard.press('ArrowRight');
        await expectStep(frame, 2, 'ArrowRight at 260 px');
        // Every step at this width, the last included (the step title is longest there).
        for (const key of ['Home', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']) {
          await page.keyboard.press(key);
          await expectNoSidewaysScrolling(frame, 260);
        }
        await page.keyboard.press('Home');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expectStep(frame, 2, 'Home, ArrowRight twice');

        await useTheme(workspace, frame, 'Default Light Modern', 'light');
        await expectNoSidewaysScrolling(frame, 260);
        await screenshot('battle-narrow-light');
        await useTheme(workspace, frame, 'Default Dark Modern', 'dark');
        await expectNoSidewaysScrolling(frame, 260);
        await screenshot('battle-narrow-dark');
        // The field at this width: each card a stacked block of "name: value" lines.
        await frame.evaluate(() => document.querySelector('table.field')?.scrollIntoView({ block: 'start' }));
        await screenshot('battle-narrow-field-dark');
        await frame.evaluate(() => window.scrollTo(0, 0));

        await fitPanelWidth(page, frame, 300);
        await expectNoSidewaysScrolling(frame, 300);
        await page.keyboard.press('End');
        await expectStep(frame, 4, 'End at 300 px');
        await expectNoSidewaysScrolling(frame, 300);
        await screenshot('battle-300-dark');

        // Long unbroken card names (hostile.battle's are markup without spaces) wrap too: the
        // panel follows the file opened from the explorer and still fits.
        // Into the battle file's editor group, so that the panel beside it stays in view.
        await page.locator('.tabs-container .tab', { hasText: FILE }).first().click();
        await openFromExplorer(page, 'hostile.battle');
        const hostile = await battleFrame(page, 'hostile.battle');
        await expectNoSidewaysScrolling(hostile, 300);
        await screenshot('battle-300-hostile');
        await openFromExplorer(page, FILE);
        await battleFrame(page);
      } finally {
        await useTheme(workspace, frame, undefined).catch(() => undefined);
        await page.setViewportSize(original).catch(() => undefined);
      }
    },
  },
];
