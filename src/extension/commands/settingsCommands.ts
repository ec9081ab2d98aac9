import * as vscode from 'vscode';
import { offerLocalDatabase } from '../localDatabases';
import { activeEditorOptions, writeOptions } from '../options';
import { optionsLabel, parseRegion, plainMessageText, parseRuleset, REGIONS, RULESETS, type Region, type RuleSetId, type VerdictOptions } from '../rulesCore';
import type { Services } from '../services';
import { readSettings, updateSetting } from '../settings';

/**
 * Import Card Database…: reads the chosen `cards.cdb` or YGOPRODeck JSON at once; a file that
 * gives no cards is refused with the reason and the setting is left alone. The reading is kept,
 * so the catalog does not read the file again. With a URI argument it asks nothing; without one
 * it offers a local EDOPro / YGO Omega cards.cdb when one is installed, then a file dialog.
 */
export async function importDatabase(services: Services, uri?: unknown): Promise<string | undefined> {
  let target = uri instanceof vscode.Uri ? uri : undefined;
  if (!target) {
    // A local EDOPro / YGO Omega database is offered first: most users who have one want it.
    const local = await offerLocalDatabase(vscode.l10n.t('Import Card Database…'), vscode.l10n.t('Choose a file…'));
    if (local === undefined) return undefined;
    if (local !== 'otherwise') target = local;
  }
  if (!target) {
    const picked = await vscode.window.showOpenDialog({
      title: vscode.l10n.t('Import Card Database…'),
      canSelectMany: false,
      filters: { [vscode.l10n.t('Card databases')]: ['cdb', 'json'] },
    });
    target = picked?.[0];
  }
  if (!target) return undefined;
  const loaded = await services.catalogs.load(target);
  if (loaded.error) {
    void vscode.window.showErrorMessage(plainMessageText(vscode.l10n.t('Card database "{0}" was not imported: {1}', target.path.split('/').pop() ?? target.toString(), loaded.error)));
    return undefined;
  }
  // A file inside the workspace is remembered relative to it, so the setting travels with the project.
  const relative = vscode.workspace.asRelativePath(target, false);
  const path = relative !== target.fsPath && relative !== target.toString() && target.scheme === 'file' ? relative : target.scheme === 'file' ? target.fsPath : target.toString();
  const current = readSettings().cardDatabases;
  if (!current.includes(path)) await updateSetting('cardDatabases', [...current, path]);
  services.catalogs.invalidate();
  void vscode.window.showInformationMessage(plainMessageText(vscode.l10n.t('Loaded {0} cards from {1}.', loaded.cards.length.toLocaleString(), path)));
  return path;
}

/**
 * Switch Rule Set / Region: a quick pick of the four combinations, or the given ones. It says
 * where it wrote them, and warns when the active battle file names its own, which still wins.
 */
export async function switchRuleset(_services: Services, ruleset?: unknown, region?: unknown): Promise<{ ruleset: RuleSetId; region: Region; target: 'workspace' | 'user' } | undefined> {
  const current = activeEditorOptions();
  let choice: VerdictOptions | undefined;
  const givenRuleset = typeof ruleset === 'string' ? parseRuleset(ruleset) : undefined;
  const givenRegion = typeof region === 'string' ? parseRegion(region) : undefined;
  if (givenRuleset && (region === undefined || givenRegion)) {
    choice = { ruleset: givenRuleset, region: givenRegion ?? current.region };
  } else {
    const items = RULESETS.flatMap((r) =>
      REGIONS.map((g) => ({
        label: optionsLabel({ ruleset: r, region: g }),
        description: r === current.ruleset && g === current.region ? vscode.l10n.t('current') : undefined,
        ruleset: r,
        region: g,
      })),
    );
    const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Switch Rule Set / Region') });
    if (picked) choice = { ruleset: picked.ruleset, region: picked.region };
  }
  if (!choice) return undefined;
  const target = await writeOptions(choice);
  const where = target === 'workspace' ? vscode.l10n.t('workspace settings') : vscode.l10n.t('user settings');
  const shadowed = current.source === 'battle-file' ? vscode.l10n.t(' The active battle file names its own rule set or region, which it keeps using.') : '';
  void vscode.window.showInformationMessage(plainMessageText(vscode.l10n.t('Rule set and region set to {0} in the {1}.', optionsLabel(choice), where) + shadowed));
  return { ...choice, target };
}
