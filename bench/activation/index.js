/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module VS Code loads with require() */
// Runs inside the extension host (as `extensionTestsPath`) for bench/extension-activation.mjs:
// waits for the workbench's start-up work to settle, activates an empty warm-up extension (the
// extension host's one-time costs of a first activation fall on it), then the hello-world
// baseline and Damage Step Rulings in the order DSR_BENCH_ORDER gives, then times the first
// hover answer (in plain text, where no built-in hover provider competes), and prints one JSON
// line for the driver.
const vscode = require('vscode');

const IDS = { warmUp: 'damage-step-rulings-bench.warm-up', hello: 'damage-step-rulings-bench.hello-world', dsr: 'damage-step-rulings.damage-step-rulings' };
const SETTLE_MS = 3000;

async function timeActivation(id) {
  const ext = vscode.extensions.getExtension(id);
  if (!ext) throw new Error(`${id} not found`);
  if (ext.isActive) throw new Error(`${id} was already active; the bench needs a cold activation`);
  const t0 = performance.now();
  const api = await ext.activate();
  return { ms: performance.now() - t0, api };
}

async function run() {
  const order = (process.env.DSR_BENCH_ORDER ?? 'hello,dsr').split(',');
  const result = {};
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  result.warmUp = (await timeActivation(IDS.warmUp)).ms;
  for (const key of order) {
    const { ms, api } = await timeActivation(IDS[key]);
    result[key] = ms;
    if (key === 'dsr') result.dsrActivateBody = api.activationMs;
  }
  const doc = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'When Kuriboh is discarded during damage calculation.' });
  const t0 = performance.now();
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, new vscode.Position(0, 7));
  result.firstHover = performance.now() - t0;
  const t1 = performance.now();
  await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, new vscode.Position(0, 30));
  result.secondHover = performance.now() - t1;
  result.hoverAnswered = hovers.some((h) => h.contents.some((c) => /Kuriboh/.test(typeof c === 'string' ? c : c.value)));
  console.log(`DSR_BENCH ${JSON.stringify(result)}`);
}

module.exports = { run };
