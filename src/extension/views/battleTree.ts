import * as vscode from 'vscode';
import { activationRulesAt, type BattleDiagnostic, type RuleRecord, type StepEvent, type Step, type VerdictOptions } from '../rulesCore';
import type { BattleStore } from '../battle/store';
import { SHOW_RULE_COMMAND, timingName } from '../text/markdown';
import { battleFileName } from '../battle/language';

// The Battle view: the active battle file's name in its heading, the file's problems first (as
// problems, never as steps), then its steps and, under each, its events and the activation
// rules of its timing (the core's one list, under the walk's rule set and region). Selecting a
// step shows it in the battle webview.

export const REVEAL_STEP_COMMAND = 'damageStepRulings.revealStep';

export type BattleNode =
  | { kind: 'problem'; index: number; uri: vscode.Uri; diagnostic: BattleDiagnostic }
  | { kind: 'no-steps' }
  | { kind: 'step'; index: number; step: Step; options: VerdictOptions }
  | { kind: 'event'; step: number; index: number; event: StepEvent }
  | { kind: 'rules'; step: number; rules: RuleRecord[] }
  | { kind: 'rule'; step: number; rule: RuleRecord };

const SEVERITY_ORDER: Record<BattleDiagnostic['severity'], number> = { error: 0, warning: 1, info: 2 };

function problemIcon(severity: BattleDiagnostic['severity']): vscode.ThemeIcon {
  if (severity === 'error') return new vscode.ThemeIcon('error', new vscode.ThemeColor('problemsErrorIcon.foreground'));
  if (severity === 'warning') return new vscode.ThemeIcon('warning', new vscode.ThemeColor('problemsWarningIcon.foreground'));
  return new vscode.ThemeIcon('info', new vscode.ThemeColor('problemsInfoIcon.foreground'));
}

export class BattleTreeProvider implements vscode.TreeDataProvider<BattleNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<BattleNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly subscriptions: vscode.Disposable[];
  private view: vscode.TreeView<BattleNode> | undefined;

  constructor(private readonly store: BattleStore) {
    this.subscriptions = [
      store.onDidChange((doc) => {
        if (doc === store.activeDocument) this.refresh();
      }),
      store.onDidChangeActive(() => this.refresh()),
    ];
  }

  /** Shows this provider's heading (file name, error count) on the view. */
  attach(view: vscode.TreeView<BattleNode>): void {
    this.view = view;
    void this.updateHeading();
  }

  private refresh(): void {
    this.changed.fire(undefined);
    void this.updateHeading();
  }

  // Kept on the view itself, not only in getChildren, which VS Code calls only while the view is visible.
  private async updateHeading(): Promise<void> {
    const view = this.view;
    if (!view) return;
    const doc = this.store.activeDocument;
    if (!doc) {
      view.description = undefined;
      view.message = undefined;
      return;
    }
    view.description = battleFileName(doc.uri);
    const walk = await this.store.walk(doc);
    if (this.store.activeDocument !== doc) return;
    const errors = walk.diagnostics.filter((d) => d.severity === 'error').length;
    view.message = errors === 0 ? undefined : errors === 1 ? vscode.l10n.t('This file has 1 error.') : vscode.l10n.t('This file has {0} errors.', errors);
  }

  async getChildren(node?: BattleNode): Promise<BattleNode[]> {
    const doc = this.store.activeDocument;
    if (!doc) return [];
    const walk = await this.store.walk(doc);
    const options = { ruleset: walk.ruleset, region: walk.region };
    if (!node) {
      const problems: BattleNode[] = walk.diagnostics
        .map((diagnostic, index) => ({ kind: 'problem' as const, index, uri: doc.uri, diagnostic }))
        .sort((a, b) => SEVERITY_ORDER[a.diagnostic.severity] - SEVERITY_ORDER[b.diagnostic.severity] || a.index - b.index);
      const steps: BattleNode[] = walk.steps.map((step, index) => ({ kind: 'step', index, step, options }));
      // Never the empty state while a battle file is open: the welcome text would say to open one.
      return [...problems, ...(steps.length > 0 ? steps : [{ kind: 'no-steps' as const }])];
    }
    if (node.kind === 'step') {
      const events: BattleNode[] = node.step.events.map((event, index) => ({ kind: 'event', step: node.index, index, event }));
      return [...events, { kind: 'rules', step: node.index, rules: activationRulesAt(node.step.timing, node.options) }];
    }
    if (node.kind === 'rules') return node.rules.map((rule) => ({ kind: 'rule', step: node.step, rule }));
    return [];
  }

  getTreeItem(node: BattleNode): vscode.TreeItem {
    switch (node.kind) {
      case 'problem': {
        const d = node.diagnostic;
        const item = new vscode.TreeItem(d.message, vscode.TreeItemCollapsibleState.None);
        item.id = `problem/${node.index}`;
        item.description = vscode.l10n.t('line {0}', d.line);
        item.tooltip = d.message;
        item.iconPath = problemIcon(d.severity);
        const at = new vscode.Position(Math.max(0, d.line - 1), Math.max(0, d.column - 1));
        item.command = { command: 'vscode.open', title: vscode.l10n.t('Go to Problem'), arguments: [node.uri, { selection: new vscode.Range(at, at.translate(0, d.length)) }] };
        return item;
      }
      case 'no-steps': {
        const item = new vscode.TreeItem(vscode.l10n.t('This battle has no steps yet.'), vscode.TreeItemCollapsibleState.None);
        item.id = 'no-steps';
        item.iconPath = new vscode.ThemeIcon('info');
        return item;
      }
      case 'step': {
        const item = new vscode.TreeItem(
          `${node.index + 1}. ${timingName(node.step.timing)}`,
          node.step.events.length > 0 ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed,
        );
        item.id = `step/${node.index}`;
        const usable = node.step.options.filter((o) => o.canActivate).length;
        const events = node.step.events.length === 1 ? vscode.l10n.t('1 event') : vscode.l10n.t('{0} events', node.step.events.length);
        item.description = vscode.l10n.t('{0}, {1} can activate', events, usable);
        item.iconPath = new vscode.ThemeIcon('debug-step-over');
        item.command = { command: REVEAL_STEP_COMMAND, title: vscode.l10n.t('Show Step'), arguments: [node.index] };
        return item;
      }
      case 'rules': {
        const item = new vscode.TreeItem(vscode.l10n.t('Activation rules at this timing'), vscode.TreeItemCollapsibleState.Collapsed);
        item.id = `step/${node.step}/rules`;
        item.description = String(node.rules.length);
        item.iconPath = new vscode.ThemeIcon('law');
        return item;
      }
      case 'rule': {
        const item = new vscode.TreeItem(node.rule.title, vscode.TreeItemCollapsibleState.None);
        item.id = `step/${node.step}/rules/${node.rule.id}`;
        // The id is for whoever looks closer (the tooltip), not a second title beside the rule's own.
        item.tooltip = node.rule.id;
        item.command = { command: SHOW_RULE_COMMAND, title: vscode.l10n.t('Show Rule'), arguments: [node.rule.id] };
        return item;
      }
      case 'event': {
        // The event's text alone: its kind is an id for `walk --json`, not words for a reader.
        const item = new vscode.TreeItem(node.event.text, vscode.TreeItemCollapsibleState.None);
        item.id = `step/${node.step}/event/${node.index}`;
        item.tooltip = node.event.text;
        item.iconPath = new vscode.ThemeIcon('circle-small-filled');
        item.command = { command: REVEAL_STEP_COMMAND, title: vscode.l10n.t('Show Step'), arguments: [node.step] };
        return item;
      }
    }
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
  }
}
