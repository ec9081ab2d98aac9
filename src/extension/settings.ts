import * as vscode from 'vscode';

export const SECTION = 'damageStepRulings';

/** The settings other than the rule set and region, which `options.ts` reads with the document in hand. */
export interface Settings {
  /** As written in settings: absolute paths, `~`-free, or relative to the first workspace folder. */
  cardDatabases: string[];
}

/** Reads the settings afresh each time: they are cheap to read and can change at any moment. */
export function readSettings(scope?: vscode.ConfigurationScope): Settings {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  const databases = config.get<unknown>('cardDatabases');
  const cardDatabases = Array.isArray(databases) ? databases.filter((d): d is string => typeof d === 'string' && d.trim() !== '') : [];
  return { cardDatabases };
}

export async function updateSetting(key: 'cardDatabases', value: unknown, chosen?: vscode.ConfigurationTarget): Promise<void> {
  // Workspace settings when a folder is open (a rule set is usually a project's choice), else user settings.
  const target = chosen ?? (vscode.workspace.workspaceFolders?.length ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global);
  await vscode.workspace.getConfiguration(SECTION).update(key, value, target);
}

/** A database path from settings as a URI: absolute paths as files, others under the first folder. */
export function databaseUri(path: string): vscode.Uri | undefined {
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(path)) return vscode.Uri.parse(path);
  if (path.startsWith('/') || /^[a-z]:[\\/]/i.test(path)) return vscode.Uri.file(path);
  const folder = vscode.workspace.workspaceFolders?.[0];
  return folder ? vscode.Uri.joinPath(folder.uri, path) : undefined;
}
