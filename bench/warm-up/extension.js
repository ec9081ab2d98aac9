/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module VS Code loads with require() */
// Activated first by the activation bench: absorbs the extension host's one-time costs.
const vscode = require('vscode');

function activate(context) {
  context.subscriptions.push(vscode.commands.registerCommand('warmUp.hello', () => 'warm'));
  return { ready: true };
}

module.exports = { activate, deactivate() {} };
