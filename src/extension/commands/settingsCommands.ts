import * as vscode from 'vscode';
import type { Services } from '../services';
import { readSettings, updateSetting } from '../settings';

/**
 * Import Card Database…: reads the chosen `cards.cdb` or YGOPRODeck JSON at once; a file that
 * gives no cards is refused with the reason and the setting is left alone. The reading is kept,
 * so the catalog does not read the file again. With a URI argument it asks nothing.
 */
export async function importDatabase(services: Services, uri?: unknown): Promise<string | undefined> {
  let target = uri instanceof vscode.Uri ? uri : undefined;
  if (!target) {
    const picked = await vscode.window.showOpenDialog({
      title: vscode.l10n.t('Import Card Database…'), canSelectMany: false,
      filters: { [vscode.l10n.t('Card databases')]: ['cdb', 'json'] },
    });
    target = picked?.[0];
  }
  if (!target) return undefined;
  const loaded = await services.catalogs.load(target);
  if (loaded.error) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Card database "{0}" was not imported: {1}', target.path.split('/').pop() ?? target.toString(), loaded.error));
    return undefined;
  }
  // A file inside the workspace is remembered relative to it, so the setting travels with the project.
  const relative = vscode.workspace.asRelativePath(target, false);
  const path = relative !== target.fsPath && relative !== target.toString() && target.scheme === 'file' ? relative : target.scheme === 'file' ? target.fsPath : target.toString();
  const current = readSettings().cardDatabases;
  if (!current.includes(path)) await updateSetting('cardDatabases', [...current, path]);
  services.catalogs.invalidate();
  void vscode.window.showInformationMessage(vscode.l10n.t('Loaded {0} cards from {1}.', loaded.cards.length.toLocaleString(), path));
  return path;
}

/** Switch Rule Set / Region: a quick pick of the four combinations, or the given ones. */
export async function switchRuleset(_services: Services, ruleset?: unknown, region?: unknown): Promise<{ ruleset: string; region: string } | undefined> {
  let choice: { ruleset: string; region: string } | undefined;
  if ((ruleset === 'modern' || ruleset === 'edison') && (region === undefined || region === 'tcg' || region === 'ocg')) {
    choice = { ruleset, region: typeof region === 'string' ? region : readSettings().region };
  } else {
    const current = readSettings();
    const items = (['modern', 'edison'] as const).flatMap((r) => (['tcg', 'ocg'] as const).map((g) => ({
      label: `${r === 'modern' ? vscode.l10n.t('Modern rules') : vscode.l10n.t('Edison rules')} · ${g.toUpperCase()}`,
      description: r === current.ruleset && g === current.region ? vscode.l10n.t('current') : undefined,
      ruleset: r, region: g,
    })));
    const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Switch Rule Set / Region') });
    if (picked) choice = { ruleset: picked.ruleset, region: picked.region };
  }
  if (!choice) return undefined;
  await updateSetting('ruleset', choice.ruleset);
  await updateSetting('region', choice.region);
  return choice;
}
