import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, open, resetSettings, waitFor } from './helpers';

async function items(provider: vscode.TreeDataProvider<unknown>, parent?: unknown): Promise<Array<{ node: unknown; item: vscode.TreeItem }>> {
  const children = (await provider.getChildren(parent)) ?? [];
  return Promise.all(children.map(async (node) => ({ node, item: await provider.getTreeItem(node) })));
}

const label = (item: vscode.TreeItem) => (typeof item.label === 'string' ? item.label : (item.label?.label ?? ''));

suite('sidebar trees', () => {
  teardown(resetSettings);

  test('Timings: the five modern timings → what happens / what can be activated → rules', async () => {
    const { timingsTree } = await api();
    const timings = await items(timingsTree);
    assert.deepStrictEqual(
      timings.map((t) => label(t.item)),
      ['Start of the Damage Step', 'Before damage calculation', 'During damage calculation', 'After damage calculation', 'End of the Damage Step'],
    );
    const groups = await items(timingsTree, timings[2]?.node);
    assert.deepStrictEqual(
      groups.map((g) => label(g.item)),
      ['What happens', 'What can be activated'],
    );
    for (const group of groups) {
      const rules = await items(timingsTree, group.node);
      assert.ok(rules.length > 0, `${label(group.item)} is empty`);
      for (const rule of rules) {
        assert.strictEqual(rule.item.command?.command, 'damageStepRulings.showRule');
        const id: unknown = rule.item.command?.arguments?.[0];
        assert.ok(typeof id === 'string', `${label(rule.item)}: the command names no rule`);
        // The title alone, as in the Battle view; the id at the end of the tooltip.
        assert.strictEqual(rule.item.description, undefined, label(rule.item));
        const tooltip = rule.item.tooltip instanceof vscode.MarkdownString ? rule.item.tooltip.value.replace(/\\/g, '') : '';
        assert.ok(tooltip.endsWith(`\n\n${id}`), tooltip);
      }
    }
  });

  test('Timings: the view names the rule set and region it shows, and follows a change', async () => {
    const { timingsView } = await api();
    await waitFor('the Timings view to name modern rules, TCG', () => (timingsView.description === 'Modern · TCG' ? true : undefined));
    const config = vscode.workspace.getConfiguration('damageStepRulings');
    await config.update('ruleset', 'edison', vscode.ConfigurationTarget.Workspace);
    await config.update('region', 'ocg', vscode.ConfigurationTarget.Workspace);
    await waitFor('the Timings view to name Edison rules, OCG', () => (timingsView.description === 'Edison · OCG' ? true : undefined));
  });

  test('Timings: the Edison rule set shows its seven substeps', async () => {
    const { timingsTree } = await api();
    await vscode.workspace.getConfiguration('damageStepRulings').update('ruleset', 'edison', vscode.ConfigurationTarget.Workspace);
    const timings = await items(timingsTree);
    assert.strictEqual(timings.length, 7);
    assert.match(label(timings[1]?.item ?? new vscode.TreeItem('')), /^Substep 2/);
  });

  test('Battle: the steps of the active battle file, with their events', async () => {
    const { battleTree } = await api();
    await open('sample.battle');
    const steps = await waitFor('battle steps', async () => {
      const found = await items(battleTree);
      return found.length === 5 ? found : undefined;
    });
    assert.match(label(steps[0]?.item ?? new vscode.TreeItem('')), /^1\. Start of the Damage Step/);
    assert.deepStrictEqual(steps[1]?.item.command?.arguments, [1]);
    const events = await items(battleTree, steps[2]?.node);
    // The kind stays on the node; the item shows the event's words only.
    const kinds = events.map((e) => (e.node as { event?: { kind: string } }).event?.kind);
    assert.ok(kinds.includes('damage-calculation'), kinds.join());
    assert.ok(events.filter((e) => (e.node as { kind: string }).kind === 'event').every((e) => e.item.description === undefined));
    // Under the step's rules node, each rule shows its title alone; its id only in the tooltip.
    const rulesNode = events.find((e) => (e.node as { kind: string }).kind === 'rules');
    const rules = await items(battleTree, rulesNode?.node);
    assert.ok(rules.length > 0, 'the step lists its activation rules');
    for (const r of rules) {
      assert.strictEqual(r.item.description, undefined, label(r.item));
      const tooltip = r.item.tooltip;
      assert.ok(typeof tooltip === 'string', label(r.item));
      assert.match(tooltip, /^[a-z]+\./, label(r.item));
    }
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
