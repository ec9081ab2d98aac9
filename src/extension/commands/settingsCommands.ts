import * as vscode from 'vscode';
import { isBattleDocument } from '../battle/language';
import { offerLocalDatabase } from '../localDatabases';
import { activeEditorOptions, writeOptions } from '../options';
import { optionsLabel, plainMessageText, parseRegion, parseRuleset, REGIONS, RULESETS, type Region, type RuleSetId, type VerdictOptions } from '../rulesCore';
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
  // Asked when a person imports (no URI given) and a folder is open: one project, or every one.
  const scope = uri instanceof vscode.Uri || !vscode.workspace.workspaceFolders?.length ? undefined : await pickSettingsScope(path === relative && relative !== target.fsPath);
  if (scope === 'cancelled') return undefined;
  const stored = scope === 'user' ? (target.scheme === 'file' ? target.fsPath : target.toString()) : path;
  const current = readSettings().cardDatabases;
  const configTarget = scope === 'user' ? vscode.ConfigurationTarget.Global : undefined;
  const existing = scope === 'user' ? (vscode.workspace.getConfiguration('damageStepRulings').inspect<string[]>('cardDatabases')?.globalValue ?? []) : current;
  if (!existing.includes(stored)) await updateSetting('cardDatabases', [...existing, stored], configTarget);
  services.catalogs.invalidate();
  const where =
    (scope ?? (vscode.workspace.workspaceFolders?.length ? 'workspace' : 'user')) === 'workspace'
      ? vscode.l10n.t('the workspace settings (.vscode/settings.json)')
      : vscode.l10n.t('your user settings');
  void vscode.window.showInformationMessage(plainMessageText(vscode.l10n.t('Loaded {0} cards from {1}; saved in {2}.', loaded.cards.length.toLocaleString(), stored, where)));
  return stored;
}

/** Where an imported database is remembered: this workspace's settings or the user's; 'cancelled' on Escape. */
async function pickSettingsScope(inWorkspace: boolean): Promise<'workspace' | 'user' | 'cancelled'> {
  const items: Array<vscode.QuickPickItem & { scope: 'workspace' | 'user' }> = [
    {
      label: vscode.l10n.t('$(folder) Workspace settings'),
      detail: inWorkspace
        ? vscode.l10n.t('This project only; the path is kept relative to the folder.')
        : vscode.l10n.t('This project only; the file is outside the folder, so its full path is written into .vscode/settings.json.'),
      scope: 'workspace',
    },
    { label: vscode.l10n.t('$(account) User settings'), detail: vscode.l10n.t('Every project on this computer; the full path is kept.'), scope: 'user' },
  ];
  if (!inWorkspace) items.reverse();
  const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Save the card database in…') });
  return picked?.scope ?? 'cancelled';
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
  const said = vscode.l10n.t('Rule set and region set to {0} in the {1}.', optionsLabel(choice), where);
  const battle = vscode.window.activeTextEditor?.document;
  if (current.source !== 'battle-file' || !battle || !isBattleDocument(battle)) {
    void vscode.window.showInformationMessage(plainMessageText(said));
    return { ...choice, target };
  }
  // The battle file's own lines still win: the switch offers to change them too, so that the switch shows.
  const file = battle.uri.path.split('/').pop() ?? '';
  const edit = vscode.l10n.t('Change {0} too', plainMessageText(file));
  const wanted = choice;
  void vscode.window
    .showInformationMessage(plainMessageText(`${said} ${vscode.l10n.t('{0} names its own rule set or region, which it keeps using.', file)}`), edit)
    .then((answer) => (answer === edit ? editDeclaredOptions(battle, wanted) : undefined));
  return { ...choice, target };
}

/** Rewrites a battle file's own `ruleset` and `region` lines (the ones it names) to `options`; one undoable edit. */
export async function editDeclaredOptions(doc: vscode.TextDocument, options: VerdictOptions): Promise<boolean> {
  const edit = new vscode.WorkspaceEdit();
  const done = new Set<string>();
  for (let i = 0; i < doc.lineCount; i++) {
    const m = /^(\s*)(ruleset|region)(\s+)(\S+)/i.exec(doc.lineAt(i).text);
    const keyword = m?.[2]?.toLowerCase();
    if (!m || !keyword || done.has(keyword)) continue;
    done.add(keyword);
    const start = (m[1] ?? '').length + (m[2] ?? '').length + (m[3] ?? '').length;
    edit.replace(doc.uri, new vscode.Range(i, start, i, start + (m[4] ?? '').length), keyword === 'ruleset' ? options.ruleset : options.region);
  }
  return done.size > 0 && vscode.workspace.applyEdit(edit);
}
