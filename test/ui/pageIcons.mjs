// The battle panel's icon font comes in its page, as a data: URL: a font fetched through VS
// Code's webview service worker, still in flight when the panel closes, is never answered, and
// the next webview then waits for the worker's 30 s timeout (bench/extension-first-render.mjs).
import assert from 'node:assert/strict';
import { openFromExplorer, runCommand, waitUntil, webviewFrame } from './workbench.mjs';

export const battleFontTests = [
  {
    title: 'battle panel: the icon font is carried in the page and loads',
    async run({ page }) {
      // Opened here, so that the test does not depend on what the tests before it left open.
      await openFromExplorer(page, 'sample.battle');
      await runCommand(page, 'Walk Through Battle', 'Damage Step: Walk Through Battle');
      const frame = await webviewFrame(page, 'the battle panel', () => document.querySelector('#app header h1') !== null);
      const sources = await frame.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].filter((r) => r.cssText.startsWith('@font-face')).map((r) => r.style.getPropertyValue('src'))),
      );
      assert.ok(sources.length > 0, 'the page declares its icon font');
      for (const src of sources) assert.match(src, /^url\("data:font\/ttf;base64,/, `font source ${src.slice(0, 80)}`);
      await waitUntil('the icon font to load', () => frame.evaluate(() => [...document.fonts].some((f) => f.family.includes('codicon') && f.status === 'loaded')));
    },
  },
];
