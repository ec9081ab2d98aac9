// The panels' icons are an SVG sprite carried in the page (src/extension/webview/icons.ts): no icon
// font to decode before the first paint, and nothing fetched through VS Code's webview service
// worker, whose unanswered requests (a panel closed mid-fetch) made the next webview wait 30 s.
import assert from 'node:assert/strict';
import { openFromExplorer, runCommand, webviewFrame } from './workbench.mjs';

/** Every icon of a panel's frame is drawn from a symbol of the page's own sprite, at 16 px. */
export async function assertIconsDrawn(frame, what) {
  const icons = await frame.evaluate(() =>
    [...document.querySelectorAll('svg.icon')].map((svg) => {
      const use = svg.querySelector('use');
      const href = use?.getAttribute('href') ?? '';
      const symbol = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
      const box = svg.getBoundingClientRect();
      const drawn = use ? use.getBBox() : { width: 0, height: 0 };
      return { href, symbol: symbol?.tagName ?? null, width: box.width, height: box.height, drawn: drawn.width > 0 && drawn.height > 0 };
    }),
  );
  assert.ok(icons.length > 0, `${what} shows icons`);
  for (const i of icons) {
    assert.equal(i.symbol, 'symbol', `${what}: ${i.href} names a symbol of the page's sprite`);
    assert.deepEqual([i.width, i.height], [16, 16], `${what}: ${i.href} is 16 px square`);
    assert.ok(i.drawn, `${what}: ${i.href} draws something`);
  }
  const loaded = await frame.evaluate(() => ({
    fonts: [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].filter((r) => r.cssText.startsWith('@font-face'))).length,
    links: document.querySelectorAll('link[rel="stylesheet"][href*="codicon"]').length,
  }));
  assert.deepEqual(loaded, { fonts: 0, links: 0 }, `${what} loads no icon font`);
}

export const pageIconsTests = [
  {
    title: 'battle panel: its icons are drawn from the sprite in the page, with no icon font',
    async run({ page }) {
      // Opened here, so that the test does not depend on what the tests before it left open.
      await openFromExplorer(page, 'sample.battle');
      await runCommand(page, 'Walk Through Battle', 'Damage Step: Walk Through Battle');
      const frame = await webviewFrame(page, 'the battle panel', () => document.querySelector('#app header h1') !== null && document.querySelector('svg.icon') !== null);
      await assertIconsDrawn(frame, 'the battle panel');
    },
  },
];
