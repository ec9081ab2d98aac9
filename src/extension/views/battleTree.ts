import * as vscode from 'vscode';
import type { StepEvent, Step } from '../rulesCore';
import type { BattleStore } from '../battle/store';
import { timingName } from '../text/markdown';

// The Battle view: the steps of the active battle file and, under each, its events. Selecting
// a step shows it in the battle webview.

export const REVEAL_STEP_COMMAND = 'damageStepRulings.revealStep';

export type BattleNode = { kind: 'step'; index: number; step: Step } | { kind: 'event'; step: number; index: number; event: StepEvent };

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
    if (!node) return walk.steps.map((step, index) => ({ kind: 'step', index, step }));
    if (node.kind === 'step') return node.step.events.map((event, index) => ({ kind: 'event', step: node.index, index, event }));
    return [];
  }

  getTreeItem(node: BattleNode): vscode.TreeItem {
    if (node.kind === 'step') {
      const item = new vscode.TreeItem(`${node.index + 1}. ${timingName(node.step.timing)}`, node.step.events.length > 0 ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.None);
      item.id = `step/${node.index}`;
      const usable = node.step.options.filter((o) => o.canActivate).length;
      item.description = vscode.l10n.t('{0} events, {1} can activate', node.step.events.length, usable);
      item.iconPath = new vscode.ThemeIcon('debug-step-over');
      item.command = { command: REVEAL_STEP_COMMAND, title: vscode.l10n.t('Show Step'), arguments: [node.index] };
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
