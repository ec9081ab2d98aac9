import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { DamageStepApi } from '../../src/extension/extension';
import type { ProbeResult } from '../../src/extension/webview/protocol';

export const EXTENSION_ID = 'damage-step-rulings.damage-step-rulings';

export async function api(): Promise<DamageStepApi> {
  const ext = vscode.extensions.getExtension<DamageStepApi>(EXTENSION_ID);
  if (!ext) throw new Error(`${EXTENSION_ID} is not installed`);
  return ext.activate();
}

export function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the tests need the fixture workspace open');
  return vscode.Uri.joinPath(folder.uri, name);
}

export async function open(name: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument(workspaceFile(name));
  return vscode.window.showTextDocument(doc);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The next event that satisfies `predicate`. */
export function nextEvent<T>(event: vscode.Event<T>, predicate: (value: T) => boolean = () => true, timeoutMs = 40_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      listener.dispose();
      reject(new Error('timed out waiting for an event'));
    }, timeoutMs);
    const listener = event((value) => {
      if (!predicate(value)) return;
      clearTimeout(timer);
      listener.dispose();
      resolve(value);
    });
  });
}

/** Walk Through Battle on the active editor; what the panel's DOM holds once it has rendered. */
export async function walkThroughAndProbe(): Promise<ProbeResult> {
  const { battlePanel } = await api();
  const rendered = nextEvent(battlePanel.onDidRender);
  await vscode.commands.executeCommand('damageStepRulings.walkThrough');
  await rendered;
  return battlePanel.probe();
}

export function hoverText(hovers: vscode.Hover[]): string {
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

/** The manifest's contributed command ids. */
export function contributedCommands(): string[] {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  const manifest = ext?.packageJSON as { contributes?: { commands?: Array<{ command: string }> } } | undefined;
  return (manifest?.contributes?.commands ?? []).map((c) => c.command);
}

/**
 * Asks the driver (scripts/test-vscode.mjs) for a screenshot of the workbench and waits until it
 * is saved. Without a driver (test:electron) it does nothing.
 */
export async function screenshot(name: string): Promise<void> {
  const dir = process.env.DSR_SCREENSHOT_DIR;
  if (!dir) return;
  // Toasts from earlier tests (e.g. the corrupt-database warnings) would cover the picture.
  await vscode.commands.executeCommand('notifications.clearAll');
  const done = path.join(dir, `.${name}.done`);
  console.log(`DSR_SCREENSHOT ${name}`);
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(done) && Date.now() < deadline) await sleep(100);
}

/** The settings the suites change: each suite leaves them as it found them (unset) with resetSettings. */
const SUITE_SETTINGS = ['ruleset', 'region', 'cardDatabases'];

/**
 * Unsets the suites' settings in the user settings as well as the workspace's: Import saves a
 * database outside the folder in the user settings, which the two phases of a run share, and a
 * value left there would be in effect for every later suite.
 */
export async function resetSettings(): Promise<void> {
  const config = vscode.workspace.getConfiguration('damageStepRulings');
  for (const key of SUITE_SETTINGS) {
    const set = config.inspect(key);
    if (set?.globalValue !== undefined) await config.update(key, undefined, vscode.ConfigurationTarget.Global);
    await config.update(key, undefined, vscode.ConfigurationTarget.Workspace);
  }
}

/**
 * Screenshots in the light theme (the default) and then the dark one, restoring the theme.
 * `reshow` brings the surface back after the theme change (a hover or quick pick may close).
 */
export async function screenshotLightAndDark(name: string, reshow?: () => Thenable<unknown>): Promise<void> {
  await screenshot(name);
  const workbench = vscode.workspace.getConfiguration('workbench');
  await workbench.update('colorTheme', 'Default Dark Modern', vscode.ConfigurationTarget.Global);
  await sleep(800);
  await reshow?.();
  await sleep(800);
  await screenshot(`${name}-dark`);
  await workbench.update('colorTheme', undefined, vscode.ConfigurationTarget.Global);
  await sleep(300);
  await reshow?.();
  await sleep(500);
}
