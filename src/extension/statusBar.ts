import * as vscode from 'vscode';
import { isBattleDocument, type BattleStore } from './battle/store';
import { COMMANDS } from './commands/ids';
import { readSettings } from './settings';

/** "Damage Step: modern · TCG" while a battle file is in the editor; clicking switches. */
export class RulesetStatus implements vscode.Disposable {
  readonly item = vscode.window.createStatusBarItem('damageStepRulings.ruleset', vscode.StatusBarAlignment.Right, 100);
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly store: BattleStore) {
    this.item.name = vscode.l10n.t('Damage Step Rule Set');
    this.item.command = COMMANDS.switchRuleset;
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('damageStepRulings') && this.update()),
      store.onDidChange(() => this.update()),
    ];
    this.update();
  }

  private update(): void {
    const doc = vscode.window.activeTextEditor?.document;
    // Menus ("Export Battle as Markdown") show only while a battle file is in the editor.
    void vscode.commands.executeCommand('setContext', 'damageStepRulings.battleActive', isBattleDocument(doc));
    if (!isBattleDocument(doc)) {
      this.item.hide();
      return;
    }
    // The battle file may name its own rule set; the status shows what its walk uses.
    const walk = this.store.peek(doc.uri);
    const settings = readSettings(doc.uri);
    const ruleset = walk?.ruleset ?? settings.ruleset;
    const region = walk?.region ?? settings.region;
    this.item.text = `$(law) ${ruleset === 'modern' ? vscode.l10n.t('Modern') : vscode.l10n.t('Edison')} · ${region.toUpperCase()}`;
    this.item.tooltip = vscode.l10n.t('Damage Step rule set and region; click to switch');
    this.item.show();
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.item.dispose();
  }
}
