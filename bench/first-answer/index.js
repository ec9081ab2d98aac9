/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module VS Code loads with require() */
// Runs inside the extension host (as `extensionTestsPath`) for bench/extension-first-answer.mjs,
// in a VS Code whose window has just loaded: activates Damage Step Rulings and at once asks its
// first answer (Can This Activate…? for a card, all timings), the way a person does right after
// opening the window. In the order DSR_BENCH_ORDER gives, it times
//   answer:   from the command to the answer panel's page reporting it is built ("rendered"),
//             split at the moment the page was handed to VS Code (everything of ours before it:
//             loading the working half, the catalog, the engine, the Markdown);
//   baseline: a plain webview panel opened the same way (beside, focus kept), from
//             createWebviewPanel to its one message: VS Code's own cost of a first webview.
//   person:   the way a person asks, in the quick picks: from their last Enter to the answer on
//             screen.
// Then a second answer (another card, the panel reused). Prints one JSON line for the driver.
const vscode = require('vscode');
const crypto = require('node:crypto');

const ID = 'damage-step-rulings.damage-step-rulings';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Now and then code-server's webview service worker never answers a page's stylesheet and
// script requests (the page shows unstyled and never reports): counted as a stall, not timed.
const STALL_MS = 45_000;
const orStall = (promise) => Promise.race([promise, sleep(STALL_MS).then(() => undefined)]);

// The panel VS Code makes for us, watched: when its page is set and when the page says it is built.
let watched;
const createWebviewPanel = vscode.window.createWebviewPanel;
vscode.window.createWebviewPanel = (...args) => {
  const panel = createWebviewPanel(...args);
  const webview = panel.webview;
  const html = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(webview), 'html');
  Object.defineProperty(webview, 'html', {
    get: () => html.get.call(webview),
    set: (value) => {
      watched?.onPage(performance.now());
      html.set.call(webview, value);
    },
  });
  webview.onDidReceiveMessage((message) => {
    if (message && message.type === 'rendered') watched?.onRendered(performance.now(), message.title);
  });
  return panel;
};

async function timeAnswer(card) {
  let pageAt;
  const rendered = new Promise((resolve) => {
    watched = {
      onPage: (at) => (pageAt ??= at),
      onRendered: (at, title) => title === card && resolve(at),
    };
  });
  const t0 = performance.now();
  const answer = await vscode.commands.executeCommand('damageStepRulings.canActivate', card, 'all');
  const renderedAt = await orStall(rendered);
  watched = undefined;
  if (!answer || answer.card.name !== card) throw new Error(`no answer for ${card}`);
  const toPage = pageAt === undefined ? undefined : pageAt - t0;
  return renderedAt === undefined ? { stalled: true, toPage } : { ms: renderedAt - t0, toPage };
}

// A person's own time in the two quick picks: typing a card's name, then choosing a timing.
const TYPING_MS = 1500;
const CHOOSING_MS = 500;
const accept = () => vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');

/**
 * The person's path: Can This Activate…? opened on a typed name, Enter after TYPING_MS, "All
 * timings" after CHOOSING_MS more; timed from that last Enter to the answer on screen.
 */
async function timePerson(card) {
  const rendered = new Promise((resolve) => {
    watched = { onPage: () => undefined, onRendered: (at, title) => title === card && resolve(at) };
  });
  const t0 = performance.now();
  await vscode.commands.executeCommand('damageStepRulings.canActivate', { value: card });
  await sleep(TYPING_MS);
  await accept();
  await sleep(CHOOSING_MS);
  const enteredAt = performance.now();
  await accept();
  const renderedAt = await orStall(rendered);
  watched = undefined;
  return renderedAt === undefined ? { stalled: true } : { ms: renderedAt - enteredAt, fromCommand: renderedAt - t0 };
}

async function timeBaseline() {
  const t0 = performance.now();
  const panel = vscode.window.createWebviewPanel('dsrBench.baseline', 'Baseline', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: true });
  const posted = new Promise((resolve) => {
    const sub = panel.webview.onDidReceiveMessage(() => {
      sub.dispose();
      resolve();
    });
  });
  const nonce = crypto.randomBytes(18).toString('base64').replace(/[+/=]/g, '');
  panel.webview.html = `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-${nonce}'"></head>
<body><main id="app"></main><script nonce="${nonce}">const p = document.createElement('p'); p.textContent = 'Hello'; document.getElementById('app').append(p); acquireVsCodeApi().postMessage({ type: 'rendered' });</script></body></html>`;
  const done = await orStall(posted.then(() => true));
  const ms = performance.now() - t0;
  panel.dispose();
  return done ? { ms } : { stalled: true };
}

async function run() {
  const order = (process.env.DSR_BENCH_ORDER ?? 'answer,baseline').split(',');
  const ext = vscode.extensions.getExtension(ID);
  if (!ext || ext.isActive) throw new Error('the bench needs Damage Step Rulings, not yet active');
  const t0 = performance.now();
  await ext.activate();
  const result = { order: order.join(','), activation: performance.now() - t0 };
  for (const what of order) {
    if (what === 'answer') {
      result.answer = await timeAnswer('Kuriboh');
      result.fromActivation = performance.now() - t0;
    } else if (what === 'person') {
      result.person = await timePerson('Kuriboh');
    } else {
      result.baseline = await timeBaseline();
      // A webview opened right after another was closed may wait for the old frame's teardown.
      await sleep(1500);
    }
  }
  result.second = await timeAnswer('Giant Kozaky');
  console.log(`DSR_BENCH ${JSON.stringify(result)}`);
}

module.exports = { run };
