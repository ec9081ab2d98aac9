import * as vscode from 'vscode';

// The context keys this extension sets, with the value it set last: VS Code offers no way to read
// a context key back, and the walkthrough's steps (and the tests) go by them.

const values = new Map<string, boolean>();

export function setContextKey(key: string, value: boolean): void {
  if (values.get(key) === value) return;
  values.set(key, value);
  void vscode.commands.executeCommand('setContext', key, value);
}

export function contextKeyValue(key: string): boolean | undefined {
  return values.get(key);
}

/** Set once a card script has been checked against a card database (Getting Started's scripts step). */
export const SCRIPT_CHECKED = 'damageStepRulings.scriptChecked';
