import * as vscode from 'vscode';
import { activationRulesAt, optionsLabel, procedureAt, timingsOf, type RuleRecord, type Timing, type VerdictOptions } from '../rulesCore';
import { activeEditorOptions, affectsOptions } from '../options';
import { SHOW_RULE_COMMAND } from '../text/markdown';
import { ruleStance, type RuleStance } from '../text/ruleStance';

// The Timings view: the active rule set's timings → "What happens" / "What can be activated" →
// rule records; clicking a rule opens it. The Edison rule set shows its seven substeps.

export type TimingsNode = { kind: 'timing'; timing: Timing } | { kind: 'group'; timing: Timing; group: 'procedure' | 'activation' } | { kind: 'rule'; rule: RuleRecord; parent: string };

const STANCE_LABELS: Record<RuleStance, () => string> = {
  permits: () => vscode.l10n.t('Allowed'),
  'permits-if': () => vscode.l10n.t('Allowed if'),
  forbids: () => vscode.l10n.t('Not allowed'),
  'not-enough': () => vscode.l10n.t('Not enough'),
  general: () => vscode.l10n.t('Rule'),
};

/** A distinct icon and theme colour per stance: a rule that forbids never shows a check. */
const STANCE_ICONS: Record<RuleStance, () => vscode.ThemeIcon> = {
  permits: () => new vscode.ThemeIcon('pass', new vscode.ThemeColor('testing.iconPassed')),
  'permits-if': () => new vscode.ThemeIcon('question', new vscode.ThemeColor('testing.iconQueued')),
  forbids: () => new vscode.ThemeIcon('circle-slash', new vscode.ThemeColor('testing.iconFailed')),
  'not-enough': () => new vscode.ThemeIcon('circle-large-outline'),
  general: () => new vscode.ThemeIcon('info'),
};

function optionsKey(o: VerdictOptions): string {
  return `${o.ruleset}/${o.region}`;
}

export class TimingsTreeProvider implements vscode.TreeDataProvider<TimingsNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TimingsNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  // The tree follows the active editor: a battle file may name its own rule set and region.
  private readonly listeners = [
    vscode.workspace.onDidChangeConfiguration((e) => affectsOptions(e) && this.refresh()),
    vscode.window.onDidChangeActiveTextEditor(() => this.refreshIfOptionsChanged()),
    vscode.workspace.onDidChangeTextDocument((e) => e.document === vscode.window.activeTextEditor?.document && this.refreshIfOptionsChanged()),
  ];
  private shown = optionsKey(activeEditorOptions());
  private view: vscode.TreeView<TimingsNode> | undefined;

  /** The view names the rule set and region it shows ("Modern · TCG") beside its title. */
  attach(view: vscode.TreeView<TimingsNode>): void {
    this.view = view;
    this.updateHeading();
  }

  private refresh(): void {
    this.changed.fire(undefined);
    this.updateHeading();
  }

  private refreshIfOptionsChanged(): void {
    const key = optionsKey(activeEditorOptions());
    if (key === this.shown) return;
    this.shown = key;
    this.refresh();
  }

  // Kept on the view itself, not only in getChildren, which VS Code calls only while the view is visible.
  private updateHeading(): void {
    if (this.view) this.view.description = optionsLabel(activeEditorOptions());
  }

  getChildren(node?: TimingsNode): TimingsNode[] {
    const options = activeEditorOptions();
    this.shown = optionsKey(options);
    if (!node) return timingsOf(options.ruleset).map((timing) => ({ kind: 'timing', timing }));
    if (node.kind === 'timing') {
      return (['procedure', 'activation'] as const).map((group) => ({ kind: 'group', timing: node.timing, group }));
    }
    if (node.kind === 'group') {
      const rules = node.group === 'procedure' ? procedureAt(node.timing.id) : activationRulesAt(node.timing.id, options);
      return rules.map((rule) => ({ kind: 'rule', rule, parent: `${node.timing.id}/${node.group}` }));
    }
    return [];
  }

  getTreeItem(node: TimingsNode): vscode.TreeItem {
    if (node.kind === 'timing') {
      const item = new vscode.TreeItem(node.timing.name, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = node.timing.id;
      // The Japanese name is the OCG's; a TCG reader is not shown it.
      item.description = activeEditorOptions().region === 'ocg' ? (node.timing.japanese ?? '') : '';
      item.tooltip = node.timing.summary;
      item.iconPath = new vscode.ThemeIcon('clock');
      item.contextValue = 'timing';
      return item;
    }
    if (node.kind === 'group') {
      const label = node.group === 'procedure' ? vscode.l10n.t('What happens') : vscode.l10n.t('What can be activated');
      const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `${node.timing.id}/${node.group}`;
      item.iconPath = new vscode.ThemeIcon(node.group === 'procedure' ? 'list-ordered' : 'zap');
      return item;
    }
    const procedure = node.rule.kind === 'procedure';
    const stance = ruleStance(node.rule);
    // The outcome first: at sidebar width the end of a title is cut, and the icon alone is no answer.
    const item = new vscode.TreeItem(procedure ? node.rule.title : `${STANCE_LABELS[stance]()}: ${node.rule.title}`, vscode.TreeItemCollapsibleState.None);
    item.id = `${node.parent}/${node.rule.id}`;
    // The title alone in the tree, as in the Battle view; the id for whoever looks closer.
    item.tooltip = new vscode.MarkdownString().appendText(node.rule.text).appendMarkdown('\n\n').appendText(node.rule.id);
    item.iconPath = procedure ? new vscode.ThemeIcon('debug-stackframe-dot') : STANCE_ICONS[stance]();
    item.command = { command: SHOW_RULE_COMMAND, title: vscode.l10n.t('Show Rule'), arguments: [node.rule.id] };
    item.contextValue = 'rule';
    return item;
  }

  dispose(): void {
    for (const l of this.listeners) l.dispose();
    this.changed.dispose();
  }
}
