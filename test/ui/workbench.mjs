// What a person does in the VS Code workbench, as Playwright steps: the command palette, quick
// picks, the explorer, webview panels. Every wait polls for a condition and fails with a message
// naming what it waited for, so a slow machine only makes a run slower, never flaky.

// Generous: the 2-core CI machine runs the server, the extension host and Chromium at once.
export const WAIT_MS = 40_000;

const QUICK_INPUT = '.quick-input-widget';

/** Polls `check` until it returns a truthy value; throws "timed out ... waiting for <what>". */
export async function waitUntil(what, check, timeoutMs = WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError ? ` (last error: ${String(lastError.message).split('\n')[0]})` : '';
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the workbench has loaded the workspace: the explorer lists its files. */
export async function waitForWorkbench(page, fileName) {
  await waitUntil(`the workbench to show ${fileName} in the explorer`, () => explorerRow(page, fileName).isVisible());
}

function explorerRow(page, fileName) {
  return page.locator('.explorer-folders-view .monaco-list-row', { hasText: fileName }).first();
}

/** Opens a file by clicking it in the explorer, and waits until its editor tab is the active one. */
export async function openFromExplorer(page, fileName) {
  await explorerRow(page, fileName).click();
  await waitUntil(`the editor tab of ${fileName} to be active`, () => activeTab(page).then((t) => t.includes(fileName)));
}

/** The label of the active editor tab. */
export async function activeTab(page) {
  const tab = page.locator('.tabs-container .tab.active').first();
  return (await tab.count()) > 0 ? ((await tab.getAttribute('aria-label')) ?? '') : '';
}

function quickInputTitle(page) {
  return page.locator(`${QUICK_INPUT} .quick-input-title`);
}

function quickInputBox(page) {
  return page.locator(`${QUICK_INPUT} .quick-input-box input`);
}

/** The label of the focused quick pick item (the one Enter would accept). */
async function focusedItem(page) {
  const row = page.locator(`${QUICK_INPUT} .quick-input-list .monaco-list-row.focused .label-name`).first();
  return (await row.count()) > 0 ? ((await row.textContent()) ?? '').trim() : '';
}

/** The labels of the quick pick's items as they are listed now. */
export async function quickPickItems(page) {
  return (await page.locator(`${QUICK_INPUT} .quick-input-list .monaco-list-row .label-name`).allTextContents()).map((t) => t.trim());
}

/**
 * Presses F1, types `text` into the command palette and presses Enter once the focused entry is
 * `label` (a person reads the entry before accepting it).
 */
export async function runCommand(page, text, label) {
  // The palette lists the commands known when it opens: right after the workbench shows, the
  // extension's contributions may not have arrived yet (the explorer comes first), and the list
  // never gains them. Closed and opened again, it does.
  const ATTEMPTS = 4;
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('F1');
    await waitUntil('the command palette to open', async () => (await quickInputBox(page).isVisible()) && (await quickInputBox(page).inputValue()).startsWith('>'));
    await page.keyboard.type(text);
    // On a loaded machine a key typed while the palette is still taking focus can be lost: the
    // box must hold the whole text before its ranking means anything.
    const typed = `>${text}`;
    const whole = await waitUntil('the palette to hold the typed text', async () => (await quickInputBox(page).inputValue()) === typed, 2_000).catch(() => false);
    if (!whole) {
      process.stdout.write(`[ui] the palette held "${await quickInputBox(page).inputValue()}" after typing "${text}"; filling it in\n`);
      // Focus moving back from a webview can close the palette meanwhile: then the next attempt opens it again.
      await quickInputBox(page)
        .fill(typed, { timeout: 5_000 })
        .catch(() => process.stdout.write('[ui] the palette closed before it could be filled in\n'));
    }
    try {
      await waitUntil(`"${label}" to be the focused entry of the command palette`, async () => (await focusedItem(page)) === label, WAIT_MS / ATTEMPTS);
      break;
    } catch (error) {
      const state = `the palette holds "${await quickInputBox(page).inputValue()}", focused: "${await focusedItem(page)}"`;
      if (attempt >= ATTEMPTS) throw new Error(`${error.message}; ${state}`);
      process.stdout.write(`[ui] "${label}" is not listed (${state}); opening the palette again\n`);
      await page.keyboard.press('Escape');
    }
  }
  await page.keyboard.press('Enter');
}

/**
 * Runs a command that opens a quick pick, and waits for it. On a loaded machine the palette's
 * Enter is now and then taken while focus is still moving from a webview, and the command never
 * runs: one more try then, after closing whatever is open. The quick pick must still appear.
 */
export async function runCommandForQuickPick(page, text, label, title) {
  for (let attempt = 1; ; attempt++) {
    await runCommand(page, text, label);
    try {
      return await waitUntil(
        `the quick pick "${title}"`,
        async () => (await quickInputBox(page).isVisible()) && ((await quickInputTitle(page).textContent()) ?? '').trim() === title,
        attempt === 1 ? 15_000 : WAIT_MS,
      );
    } catch (error) {
      if (attempt >= 2) throw error;
      process.stdout.write(`[ui] "${label}" opened no quick pick in 15 s; running it once more\n`);
      await page.keyboard.press('Escape');
    }
  }
}

/** Waits for the extension's quick pick with this title to show. */
export async function waitForQuickPick(page, title) {
  await waitUntil(`the quick pick "${title}"`, async () => (await quickInputBox(page).isVisible()) && ((await quickInputTitle(page).textContent()) ?? '').trim() === title);
}

/** In the open quick pick titled `title`: types `text`, waits for `label` to be focused, presses Enter. */
export async function pick(page, title, text, label) {
  await waitForQuickPick(page, title);
  await page.keyboard.type(text);
  await waitUntil(`"${label}" to be the focused item of "${title}"`, async () => (await focusedItem(page)) === label);
  await page.keyboard.press('Enter');
  await waitUntil(`the quick pick "${title}" to close`, async () => !(await quickInputBox(page).isVisible()) || ((await quickInputTitle(page).textContent()) ?? '').trim() !== title);
}

/**
 * The webview frame whose document satisfies `matches` (evaluated in the frame). Webviews live
 * in nested iframes whose addresses say nothing about their content, so they are found by it.
 */
export async function webviewFrame(page, what, matches, arg) {
  return waitUntil(what, async () => {
    for (const frame of page.frames()) {
      if (frame === page.mainFrame() || frame.isDetached()) continue;
      if (await frame.evaluate(matches, arg).catch(() => false)) return frame;
    }
    return undefined;
  });
}

/** The visible text of a frame's document. */
export function frameText(frame) {
  return frame.evaluate(() => document.body?.innerText ?? '');
}
