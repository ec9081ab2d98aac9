import * as vscode from 'vscode';
import { isBattleDocument } from './battle/language';
import type { BattleStore } from './battle/store';
import { COMMANDS } from './commands/ids';
import { affectsOptions, effectiveOptions, type OptionSource } from './options';
import { optionsLabel } from './rulesCore';

function sourceText(source: OptionSource): string {
  switch (source) {
    case 'battle-file':
      return vscode.l10n.t('named in this battle file');
    case 'workspace':
      return vscode.l10n.t('from the workspace settings');
    case 'user':
      return vscode.l10n.t('from the user settings');
    case 'default':
      return vscode.l10n.t('the defaults');
  }
}

/** "Modern · TCG" for the active editor of any kind: what its answers use; clicking switches. */
export class RulesetStatus implements vscode.Disposable {
  readonly item = vscode.window.createStatusBarItem('damageStepRulings.ruleset', vscode.StatusBarAlignment.Right, 100);
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly store: BattleStore) {
    this.item.name = vscode.l10n.t('Damage Step Rule Set');
    this.item.command = COMMANDS.switchRuleset;
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.workspace.onDidChangeConfiguration((e) => affectsOptions(e) && this.update()),
      store.onDidChange(() => this.update()),
      store.onDidChangeActive(() => this.update()),
    ];
    this.update();
  }

  private update(): void {
    const editing = vscode.window.activeTextEditor?.document;
    // Menus ("Export Battle as Markdown") show only while a battle file is in the editor.
    void vscode.commands.executeCommand('setContext', 'damageStepRulings.battleActive', isBattleDocument(editing));
    // With a panel focused (the answer or battle panel) there is no text editor: the item stays,
    // naming what the battle the panels follow uses, or else the settings.
    const doc = editing ?? this.store.activeDocument;
    const options = effectiveOptions(doc);
    this.item.text = `$(law) ${optionsLabel(options)}`;
    this.item.tooltip = vscode.l10n.t('Damage Step rule set and region ({0}); click to switch', sourceText(options.source));
    this.item.show();
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.item.dispose();
  }
}
