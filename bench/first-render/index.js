/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module VS Code loads with require() */
// Runs inside the extension host (as `extensionTestsPath`) for bench/extension-first-render.mjs:
// activates Damage Step Rulings, then, in the order DSR_BENCH_ORDER gives (the first one is the
// cold one), times
//   render:   the battle panel from the Walk Through Battle command to the webview's "rendered"
//             message, sent once the step's DOM is built;
//   baseline: a plain webview panel (one line of text, an inline script that posts one message
//             once its DOM is there), from createWebviewPanel to that message: what VS Code's
//             webview costs with nothing of ours in it. It opens the way the battle panel does,
//             beside the same battle file just shown: a first webview beside a just-opened editor
//             takes about 4 s here, against about 1.5 s as the only thing on screen;
//   hover:    a hover from the request to its answer (vscode.executeHoverProvider: VS Code's
//             own hover delay comes on top).
// Then, warm (VS Code's webview machinery started, the extension's bundle loaded): the battle
// panel and the plain webview opened and closed alternately, WARM_ROUNDS times each, on two
// files. Prints one JSON line for the driver.
const vscode = require('vscode');
const path = require('node:path');
const crypto = require('node:crypto');

const ID = 'damage-step-rulings.damage-step-rulings';
const EXAMPLES = ['kuriboh-damage-calculation.battle', 'flip-monster-attacked.battle'].map((f) => path.join(__dirname, '..', '..', 'examples', f));
const WARM_ROUNDS = 4;

// When the battle panel's page was set, and how big it was: wraps the panel VS Code makes, so the
// time can be split into ours up to the page (command, walk, page) and the webview's after it.
let lastPage;
const createWebviewPanel = vscode.window.createWebviewPanel;
vscode.window.createWebviewPanel = (...args) => {
  const panel = createWebviewPanel(...args);
  const webview = panel.webview;
  const html = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(webview), 'html');
  Object.defineProperty(webview, 'html', {
    get: () => html.get.call(webview),
    set: (value) => {
      lastPage = { at: performance.now(), chars: value.length };
      html.set.call(webview, value);
    },
  });
  return panel;
};

async function timeRender(api, example) {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(example));
  await vscode.window.showTextDocument(doc);
  const panel = api.battlePanel;
  const rendered = new Promise((resolve) => {
    const sub = panel.onDidRender((e) => {
      sub.dispose();
      resolve(e);
    });
  });
  lastPage = undefined;
  const t0 = performance.now();
  await vscode.commands.executeCommand('damageStepRulings.walkThrough');
  const e = await rendered;
  const ms = performance.now() - t0;
  return { ms, steps: e.steps, toPage: lastPage ? lastPage.at - t0 : undefined, pageChars: lastPage?.chars };
}

async function timeBaseline(example) {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(example));
  await vscode.window.showTextDocument(doc);
  const t0 = performance.now();
  const panel = vscode.window.createWebviewPanel('dsrBench.baseline', 'Baseline', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: true });
  const posted = new Promise((resolve) => {
    const sub = panel.webview.onDidReceiveMessage(() => {
      sub.dispose();
      resolve();
    });
  });
  const nonce = crypto.randomBytes(18).toString('base64').replace(/[+/=]/g, '');
  const setAt = performance.now();
  panel.webview.html = `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-${nonce}'"></head>
<body><main id="app"></main><script nonce="${nonce}">const p = document.createElement('p'); p.textContent = 'Hello'; document.getElementById('app').append(p); acquireVsCodeApi().postMessage({ type: 'rendered' });</script></body></html>`;
  await posted;
  const ms = performance.now() - t0;
  panel.dispose();
  return { ms, toPage: setAt - t0 };
}

async function timeHover(character) {
  const doc = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'When Kuriboh is discarded during damage calculation.' });
  const t0 = performance.now();
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, new vscode.Position(0, character));
  return { ms: performance.now() - t0, answered: hovers.some((h) => h.contents.some((c) => /Kuriboh|damage calculation/i.test(typeof c === 'string' ? c : c.value))) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// A webview opened right after another was closed sometimes waits 30 s (the service worker's
// request timeout: the request went to the closed one's frame): let the teardown finish first.
const closeAll = async () => {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await sleep(1500);
};

async function run() {
  const order = (process.env.DSR_BENCH_ORDER ?? 'render,hover').split(',');
  const ext = vscode.extensions.getExtension(ID);
  if (!ext || ext.isActive) throw new Error('the bench needs Damage Step Rulings, not yet active');
  const t0 = performance.now();
  const api = await ext.activate();
  const result = { order: order.join(','), activation: performance.now() - t0 };
  for (const what of order) {
    if (what === 'render') result.render = await timeRender(api, EXAMPLES[0]);
    else if (what === 'baseline') result.baseline = await timeBaseline(EXAMPLES[0]);
    else result.hover = await timeHover(7);
    await closeAll();
  }
  result.secondHover = await timeHover(30);
  result.warmRender = [];
  result.warmBaseline = [];
  for (let i = 0; i < WARM_ROUNDS; i++) {
    // Alternate which of the two goes first, so neither always follows the other's teardown.
    const pair = i % 2 === 0 ? ['render', 'baseline'] : ['baseline', 'render'];
    for (const what of pair) {
      if (what === 'render') {
        const r = await timeRender(api, EXAMPLES[(i + 1) % 2]);
        result.warmRender.push(r.ms);
        (result.warmRenderToPage ??= []).push(r.toPage);
        result.pageChars = r.pageChars;
      } else result.warmBaseline.push((await timeBaseline(EXAMPLES[(i + 1) % 2])).ms);
      await closeAll();
    }
  }
  console.log(`DSR_BENCH ${JSON.stringify(result)}`);
}

module.exports = { run };
