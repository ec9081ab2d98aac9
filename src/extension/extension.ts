import * as vscode from 'vscode';

export function activate(_context: vscode.ExtensionContext): { ready: true } {
  return { ready: true };
}

export function deactivate(): void {}
