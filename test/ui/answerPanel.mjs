// The answer panel as a person uses it: answers asked from the palette, the panel's Back and
// Copy as Markdown reached with Tab and pressed with Enter, seen in a light and a dark theme,
// and brought back by a window reload.
import assert from 'node:assert/strict';
import { assertIconsDrawn } from './pageIcons.mjs';
import { pick, runCommand, runCommandForQuickPick, waitForWorkbench, waitUntil, webviewFrame } from './workbench.mjs';

/** The answer panel's frame (the page with the Back button) whose heading is `heading`. */
export function answerFrame(page, heading) {
  return webviewFrame(
    page,
    `the answer panel headed "${heading}"`,
    (h) => document.getElementById('back') !== null && document.querySelector('main.markdown-body h1')?.textContent?.trim() === h,
    heading,
  );
}

/** The id of the focused control of a frame, when the frame has focus. */
function focusedId(frame) {
  return frame.evaluate(() => (document.hasFocus() && document.activeElement ? document.activeElement.id : undefined));
}

async function askKuriboh(page) {
  await runCommandForQuickPick(page, 'Can This Activate', 'Damage Step: Can This Activate…?', 'Can This Activate…?');
  await pick(page, 'Can This Activate…?', 'Kuriboh', 'Kuriboh');
  await pick(page, 'At which timing?', 'All timings', 'All timings');
}

async function explainTiming(page) {
  await runCommandForQuickPick(page, 'Explain Timing', 'Damage Step: Explain Timing…', 'Explain Timing…');
  await pick(page, 'Explain Timing…', 'During damage calculation', 'During damage calculation');
}

const QUICK_INPUT = '.quick-input-widget';

/** The text of the quick input's focused row (its label, description and keys). */
async function focusedRow(page) {
  const row = page.locator(`${QUICK_INPUT} .quick-input-list .monaco-list-row.focused`).first();
  return (await row.count()) > 0 ? ((await row.textContent()) ?? '') : '';
}

/** In the open quick input: types `text`, then moves down to the row showing `label` and presses Enter. */
async function choose(page, text, label) {
  await page.keyboard.type(text);
  const rows = page.locator(`${QUICK_INPUT} .quick-input-list .monaco-list-row`);
  await waitUntil(`"${label}" to be listed`, async () => (await rows.allTextContents()).some((t) => t.includes(label)));
  // Fuzzy matching may rank another row first ("Browse Color Themes…"): go down to ours.
  for (let i = 0; i < 15 && !(await focusedRow(page)).includes(label); i++) await page.keyboard.press('ArrowDown');
  assert.ok((await focusedRow(page)).includes(label), `focused: ${await focusedRow(page)}`);
  await page.keyboard.press('Enter');
}

/** Switches the colour theme with Preferences: Color Theme, as a person does. */
export async function colorTheme(page, theme) {
  const input = page.locator(`${QUICK_INPUT} .quick-input-box input`);
  await page.keyboard.press('F1');
  await waitUntil('the command palette to open', async () => (await input.isVisible()) && (await input.inputValue()).startsWith('>'));
  await choose(page, 'Preferences: Color Theme', 'Preferences: Color Theme');
  await waitUntil('the colour theme picker', async () => (await input.isVisible()) && !(await input.inputValue()).startsWith('>'));
  await choose(page, theme, theme);
  await waitUntil('the colour theme picker to close', async () => !(await input.isVisible()));
}

/** Waits until the workbench and the answer panel's page both wear the `kind` ('light' or 'dark') of theme. */
async function themed(page, heading, kind) {
  await waitUntil(`the workbench in a ${kind} theme`, () => page.locator(`.monaco-workbench.${kind === 'dark' ? 'vs-dark' : 'vs'}`).count());
  await waitUntil(`the answer panel in a ${kind} theme`, async () => {
    const frame = await answerFrame(page, heading);
    return frame.evaluate((k) => document.body.classList.contains(`vscode-${k}`), kind);
  });
}

/** Presses Tab (or Shift+Tab) until the control with this id has focus. */
async function tabTo(page, frame, id, key = 'Tab') {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(key);
    if ((await focusedId(frame)) === id) return;
  }
  throw new Error(`${key} did not reach #${id} within 8 presses (focused: ${await focusedId(frame)})`);
}

/** Waits until the page's width holds still (the workbench lays out after a resize), and returns it. */
async function settledWidth(frame) {
  let last = -1;
  return waitUntil('the answer panel to settle after a resize', async () => {
    const now = await frame.evaluate(() => window.innerWidth);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return undefined;
  });
}

/** Resizes the browser window until the answer panel is `width` px wide (secant steps, as the battle panel's test does). */
export async function fitPanelWidth(page, frame, width) {
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
  assert.ok(Math.abs(measured - width) <= 1, `the answer panel is ${measured} px wide, not ${width} (window ${viewport.width} px)`);
}

/**
 * The page scrolls sideways, or a toolbar button leaves it: what a 260 px panel must never do.
 * Measured once the page has its stylesheet (a page just set lays out unstyled for a moment), so
 * the layout is polled for a few seconds before the last one measured is judged.
 */
export async function expectFits(frame, what) {
  const measure = () =>
    frame.evaluate(() => {
      const page = document.scrollingElement;
      const buttons = [...document.querySelectorAll('.answer-toolbar button')].map((b) => {
        const r = b.getBoundingClientRect();
        return { left: Math.round(r.left), right: Math.round(r.right) };
      });
      return { scrollWidth: page.scrollWidth, clientWidth: page.clientWidth, buttons };
    });
  const fits = (l) => l.scrollWidth <= l.clientWidth && l.buttons.every((b) => b.left >= 0 && b.right <= l.clientWidth);
  let layout = await measure();
  for (let deadline = Date.now() + 5_000; !fits(layout) && Date.now() < deadline; layout = await measure()) await new Promise((resolve) => setTimeout(resolve, 250));
  const at = `${what}: ${JSON.stringify(layout)}`;
  assert.ok(layout.scrollWidth <= layout.clientWidth, `the answer panel scrolls sideways (${at})`);
  for (const b of layout.buttons) assert.ok(b.left >= 0 && b.right <= layout.clientWidth, `a toolbar button is cut off (${at})`);
}

export const answerPanelTests = [
  {
    title: 'answer panel: Back and Copy as Markdown are reached with the keyboard; light and dark themes',
    async run({ page, screenshot }) {
      await askKuriboh(page);
      await explainTiming(page);
      let frame = await answerFrame(page, 'During damage calculation');
      // One panel for both answers: one tab of the panel's kind, titled by what it shows.
      await waitUntil('the panel tab to read "During damage calculation"', async () => (await page.locator('.tabs-container .tab', { hasText: 'During damage calculation' }).count()) === 1);
      assert.equal(await page.locator('.tabs-container .tab', { hasText: 'Kuriboh' }).count(), 0, 'a second panel was opened for the second answer');

      // Focus the panel as a person does (a click on its toolbar text), then Shift+Tab to Back.
      await frame.locator('.answer-toolbar .meta').click();
      await tabTo(page, frame, 'back', 'Shift+Tab');
      await page.keyboard.press('Enter');
      frame = await answerFrame(page, 'Kuriboh');
      // The page was set anew: focus stays on Back, or moves to Forward when Back is now
      // disabled (at the first answer), never dropped to the page.
      const backEnabled = await frame.locator('#back').isEnabled();
      await waitUntil('focus to stay in the toolbar after Back', async () => (await focusedId(frame)) === (backEnabled ? 'back' : 'forward'));
      await tabTo(page, frame, 'copy');
      await page.keyboard.press('Enter');
      await waitUntil('the panel to announce the copy', async () => ((await frame.locator('#status').textContent()) ?? '').includes('Copied'));
      // Every control of the toolbar has a name a screen reader reads.
      const names = await frame.evaluate(() => [...document.querySelectorAll('.answer-toolbar button')].map((b) => b.textContent?.trim()));
      assert.deepEqual(names, ['Back', 'Forward', 'Copy as Markdown', 'Insert at Cursor']);
      await assertIconsDrawn(frame, 'the answer panel');

      await colorTheme(page, 'Default Light Modern');
      await themed(page, 'Kuriboh', 'light');
      await screenshot('answer-light');
      await colorTheme(page, 'Default Dark Modern');
      await themed(page, 'Kuriboh', 'dark');
      await screenshot('answer-dark');
    },
  },
  {
    title: 'answer panel at 260 px: a card answer and a timing explanation fit without sideways scrolling (light and dark)',
    async run({ page, screenshot }) {
      let frame = await answerFrame(page, 'Kuriboh').catch(() => undefined);
      if (!frame) {
        await askKuriboh(page);
        frame = await answerFrame(page, 'Kuriboh');
      }
      const original = page.viewportSize();
      try {
        await fitPanelWidth(page, frame, 260);
        for (const [theme, kind] of [
          ['Default Light Modern', 'light'],
          ['Default Dark Modern', 'dark'],
        ]) {
          await colorTheme(page, theme);
          await themed(page, 'Kuriboh', kind);
          frame = await answerFrame(page, 'Kuriboh');
          await expectFits(frame, `Kuriboh, ${kind}`);
          await screenshot(`answer-260-${kind}`);
        }
        // Asked anew (not Forward): the history may end at Kuriboh when this test starts alone.
        await explainTiming(page);
        frame = await answerFrame(page, 'During damage calculation');
        await expectFits(frame, 'During damage calculation, dark');
        await screenshot('explain-timing-260-dark');
        await runCommand(page, 'Answer: Back', 'Damage Step: Answer: Back');
        await answerFrame(page, 'Kuriboh');
      } finally {
        await page.setViewportSize(original);
      }
    },
  },
  {
    title: 'Developer: Reload Window brings the answer panel back with its history',
    async run({ page, screenshot }) {
      // Continues from the previous test when it left the panel on Kuriboh; asks again otherwise.
      const left = await answerFrame(page, 'Kuriboh').catch(() => undefined);
      if (!left) {
        await askKuriboh(page);
        await explainTiming(page);
        await runCommand(page, 'Answer: Back', 'Damage Step: Answer: Back');
        await answerFrame(page, 'Kuriboh');
      }
      const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: 60_000 });
      reloaded.catch(() => undefined);
      await runCommand(page, 'Reload Window', 'Developer: Reload Window');
      await reloaded;
      await waitForWorkbench(page, 'sample.battle');
      const restored = await answerFrame(page, 'Kuriboh');
      // The history came back too: Forward (from the palette) goes to the answer after Kuriboh.
      assert.ok(restored);
      await runCommand(page, 'Answer: Forward', 'Damage Step: Answer: Forward');
      await answerFrame(page, 'During damage calculation');
      await screenshot('answer-restored');
    },
  },
];
