/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module VS Code loads with require() */
// Runs inside the extension host (as `extensionTestsPath`) for bench/extension-first-render.mjs:
// activates Damage Step Rulings, then, in the order DSR_BENCH_ORDER gives (the first of the two
// is the cold one), times (1) the battle panel from the Walk Through Battle command to the
// webview's "rendered" message, sent once the step's DOM is built, and (2) a hover from the
// request to its answer (vscode.executeHoverProvider: VS Code's own hover delay comes on top).
// Then the panel is closed and opened again on another file: (3) a render with VS Code's webview
// service worker already running. Prints one JSON line for the driver.
const vscode = require('vscode');
const path = require('node:path');

const ID = 'damage-step-rulings.damage-step-rulings';
const EXAMPLE = path.join(__dirname, '..', '..', 'examples', 'kuriboh-damage-calculation.battle');

async function timeRender(api, example = EXAMPLE) {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(example));
  await vscode.window.showTextDocument(doc);
  const rendered = new Promise((resolve) => {
    const sub = api.battlePanel.onDidRender((e) => {
      sub.dispose();
      resolve(e);
    });
  });
  const t0 = performance.now();
  await vscode.commands.executeCommand('damageStepRulings.walkThrough');
  const e = await rendered;
  return { ms: performance.now() - t0, steps: e.steps };
}

async function timeHover(character) {
  const doc = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'When Kuriboh is discarded during damage calculation.' });
  const t0 = performance.now();
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, new vscode.Position(0, character));
  return { ms: performance.now() - t0, answered: hovers.some((h) => h.contents.some((c) => /Kuriboh|damage calculation/i.test(typeof c === 'string' ? c : c.value))) };
}

async function run() {
  const order = (process.env.DSR_BENCH_ORDER ?? 'render,hover').split(',');
  const ext = vscode.extensions.getExtension(ID);
  if (!ext || ext.isActive) throw new Error('the bench needs Damage Step Rulings, not yet active');
  const t0 = performance.now();
  const api = await ext.activate();
  const result = { order: order.join(','), activation: performance.now() - t0 };
  for (const what of order) {
    if (what === 'render') Object.assign(result, { render: await timeRender(api) });
    else Object.assign(result, { hover: await timeHover(7) });
  }
  result.secondHover = await timeHover(30);
  // The same panel opened again, once VS Code's webview machinery (its service worker) is up.
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  result.reopened = await timeRender(api, EXAMPLE.replace('kuriboh-damage-calculation', 'flip-monster-attacked'));
  console.log(`DSR_BENCH ${JSON.stringify(result)}`);
}

module.exports = { run };
