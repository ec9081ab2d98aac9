import * as vscode from 'vscode';
import { activationRulesAt, type RuleRecord, type StepEvent, type Step, type VerdictOptions } from '../rulesCore';
import type { BattleStore } from '../battle/store';
import { SHOW_RULE_COMMAND, timingName } from '../text/markdown';

// The Battle view: the steps of the active battle file and, under each, its events and the
// activation rules of its timing (the core's one list, under the walk's rule set and region).
// Selecting a step shows it in the battle webview.

export const REVEAL_STEP_COMMAND = 'damageStepRulings.revealStep';

export type BattleNode =
  | { kind: 'step'; index: number; step: Step; options: VerdictOptions }
  | { kind: 'event'; step: number; index: number; event: StepEvent }
  | { kind: 'rules'; step: number; rules: RuleRecord[] }
  | { kind: 'rule'; step: number; rule: RuleRecord };

export class BattleTreeProvider implements vscode.TreeDataProvider<BattleNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<BattleNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly store: BattleStore) {
    this.subscriptions = [
      store.onDidChange((doc) => {
        if (doc === store.activeDocument) this.changed.fire(undefined);
      }),
      store.onDidChangeActive(() => this.changed.fire(undefined)),
    ];
  }

  async getChildren(node?: BattleNode): Promise<BattleNode[]> {
    const doc = this.store.activeDocument;
    if (!doc) return [];
    const walk = await this.store.walk(doc);
    const options = { ruleset: walk.ruleset, region: walk.region };
    if (!node) return walk.steps.map((step, index) => ({ kind: 'step', index, step, options }));
    if (node.kind === 'step') {
      const events: BattleNode[] = node.step.events.map((event, index) => ({ kind: 'event', step: node.index, index, event }));
      return [...events, { kind: 'rules', step: node.index, rules: activationRulesAt(node.step.timing, node.options) }];
    }
    if (node.kind === 'rules') return node.rules.map((rule) => ({ kind: 'rule', step: node.step, rule }));
    return [];
  }

  getTreeItem(node: BattleNode): vscode.TreeItem {
    if (node.kind === 'step') {
      const item = new vscode.TreeItem(
        `${node.index + 1}. ${timingName(node.step.timing)}`,
        node.step.events.length > 0 ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed,
      );
      item.id = `step/${node.index}`;
      const usable = node.step.options.filter((o) => o.canActivate).length;
      item.description = vscode.l10n.t('{0} events, {1} can activate', node.step.events.length, usable);
      item.iconPath = new vscode.ThemeIcon('debug-step-over');
      item.command = { command: REVEAL_STEP_COMMAND, title: vscode.l10n.t('Show Step'), arguments: [node.index] };
      return item;
    }
    if (node.kind === 'rules') {
      const item = new vscode.TreeItem(vscode.l10n.t('Activation rules at this timing'), vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `step/${node.step}/rules`;
      item.description = String(node.rules.length);
      item.iconPath = new vscode.ThemeIcon('law');
      return item;
    }
    if (node.kind === 'rule') {
      const item = new vscode.TreeItem(node.rule.title, vscode.TreeItemCollapsibleState.None);
      item.id = `step/${node.step}/rules/${node.rule.id}`;
      item.description = node.rule.id;
      item.command = { command: SHOW_RULE_COMMAND, title: vscode.l10n.t('Show Rule'), arguments: [node.rule.id] };
      return item;
    }
    const item = new vscode.TreeItem(node.event.text, vscode.TreeItemCollapsibleState.None);
    item.id = `step/${node.step}/event/${node.index}`;
    item.description = node.event.kind;
    item.iconPath = new vscode.ThemeIcon('circle-small-filled');
    item.command = { command: REVEAL_STEP_COMMAND, title: vscode.l10n.t('Show Step'), arguments: [node.step] };
    return item;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
  }
}
