/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module VS Code loads with require() */
// The activation baseline: what every extension pays (module load, activate call), nothing more.
const vscode = require('vscode');

function activate(context) {
  context.subscriptions.push(vscode.commands.registerCommand('helloWorld.hello', () => 'Hello World'));
  return { ready: true };
}

module.exports = { activate, deactivate() {} };
