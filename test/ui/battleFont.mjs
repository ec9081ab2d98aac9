// The battle panel's icon font comes in its page, as a data: URL: a font fetched through VS
// Code's webview service worker, still in flight when the panel closes, is never answered, and
// the next webview then waits for the worker's 30 s timeout (bench/extension-first-render.mjs).
import assert from 'node:assert/strict';
import { waitUntil, webviewFrame } from './workbench.mjs';

export const battleFontTests = [
  {
    title: 'battle panel: the icon font is carried in the page and loads',
    async run({ page }) {
      // The panel the battle panel tests left open (after the reload).
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
