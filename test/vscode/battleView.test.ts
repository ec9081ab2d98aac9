import * as assert from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { BattleStore } from '../../src/extension/battle/store';
import { CatalogService } from '../../src/extension/catalogService';
import { BattleTreeProvider } from '../../src/extension/views/battleTree';
import { BATTLE_VIEW_TYPE } from '../../src/extension/webview/protocol';
import { api, EXTENSION_ID, nextEvent, screenshot, waitFor, walkThroughAndProbe, workspaceFile } from './helpers';

// The Battle view and the battle panel follow the battle file the writer is on: named, followed,
// cleared when it closes, its errors shown as errors, and both right after a window reload.

type Tree = vscode.TreeDataProvider<unknown>;

async function rootItems(tree: Tree): Promise<Array<{ node: unknown; item: vscode.TreeItem }>> {
  const children = (await tree.getChildren(undefined)) ?? [];
  return Promise.all(children.map(async (node) => ({ node, item: await tree.getTreeItem(node) })));
}

const label = (item: vscode.TreeItem) => (typeof item.label === 'string' ? item.label : (item.label?.label ?? ''));
const iconId = (item: vscode.TreeItem) => (item.iconPath instanceof vscode.ThemeIcon ? item.iconPath.id : '');

/** The labels of the tree's top level once `check` accepts them. */
function treeLabels(tree: Tree, what: string, check: (labels: string[]) => boolean): Promise<string[]> {
  return waitFor(what, async () => {
    const labels = (await rootItems(tree)).map((i) => label(i.item));
    return check(labels) ? labels : undefined;
  });
}

function battlePanelTab(): vscode.Tab | undefined {
  return vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith(BATTLE_VIEW_TYPE));
}

/** Opens a fixture in a pinned tab (a preview tab would be replaced by the next file opened). */
async function open(name: string): Promise<vscode.TextEditor> {
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile(name)), { preview: false });
}

async function closeTextEditors(): Promise<void> {
  const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputText);
  await vscode.window.tabGroups.close(tabs);
}

suite('Battle view and panel: the file they show', () => {
  suiteSetup(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('the view names its file, follows the active battle editor, and is empty once the file closes', async () => {
    const { battleTree, battleView } = await api();
    await treeLabels(battleTree, 'an empty Battle view', (l) => l.length === 0);
    assert.strictEqual(battleView.description, undefined);

    await open('sample.battle');
    await treeLabels(battleTree, 'the steps of sample.battle', (l) => l.length === 5 && l[0] === '1. Start of the Damage Step');
    await waitFor('the view to name sample.battle', () => battleView.description === 'sample.battle');

    await open('duel-ends.battle');
    await waitFor('the view to name duel-ends.battle', () => battleView.description === 'duel-ends.battle');

    // Closing the active one: the other battle file, still open, is the one shown.
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await waitFor('the view to follow back to sample.battle', () => battleView.description === 'sample.battle');

    // Closing the last battle file: no stale steps, the welcome text instead.
    await closeTextEditors();
    await treeLabels(battleTree, 'the Battle view to empty after its file closed', (l) => l.length === 0);
    await waitFor('the view to name no file', () => battleView.description === undefined);
    // The welcome text is shown as written: no Markdown code marks to show as literal backticks.
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const nls = JSON.parse(fs.readFileSync(path.join(extension.extensionPath, 'package.nls.json'), 'utf8')) as Record<string, string>;
    assert.match(nls['viewsWelcome.battle'] ?? '', /^Open a \.battle file/);
    assert.ok(!nls['viewsWelcome.battle']?.includes('`'), nls['viewsWelcome.battle']);
  });

  test("the view shows a broken file's errors as errors, before its steps", async () => {
    const { battleTree, battleView } = await api();
    await open('broken.battle');
    const items = await waitFor('the problems of broken.battle', async () => {
      const found = await rootItems(battleTree);
      return found[0] && iconId(found[0].item) === 'error' ? found : undefined;
    });
    const problems = items.filter((i) => ['error', 'warning', 'info'].includes(iconId(i.item)));
    const steps = items.filter((i) => /^\d+\. /.test(label(i.item)));
    const [firstProblem] = problems;
    assert.ok(firstProblem && steps.length > 0);
    assert.ok(
      problems.some((p) => /Unknown card "Kurribooh"/.test(label(p.item))),
      problems.map((p) => label(p.item)).join('\n'),
    );
    assert.ok(problems.some((p) => /"modren" is not a rule set/.test(label(p.item))));
    assert.strictEqual(
      items.findIndex((i) => /^\d+\. /.test(label(i.item))),
      problems.length,
      'the problems come first, then the steps',
    );
    for (const s of steps) assert.ok(!/Unknown card|not a rule set/.test(label(s.item)), `a problem shown as a step: ${label(s.item)}`);
    // A problem leads to where it is.
    const first = firstProblem.item.command;
    assert.strictEqual(first?.command, 'vscode.open');
    assert.strictEqual((first?.arguments?.[0] as vscode.Uri).path, workspaceFile('broken.battle').path);
    await waitFor('the view heading to count the errors', () => /^This file has \d+ errors\.$/.test(battleView.message ?? ''));
  });

  test('after a reload the view shows the battle file open in a tab, even when another editor is active', async () => {
    // A new store and view, as activation makes them after a reload: sample.battle is open in a
    // tab behind notes.md, so no battle editor is active or visible.
    await open('sample.battle');
    await open('notes.md');
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const log = vscode.window.createOutputChannel('Damage Step Rulings (reload test)', { log: true });
    const catalogs = new CatalogService(log, extension.extensionUri);
    const store = new BattleStore(catalogs);
    const tree = new BattleTreeProvider(store);
    try {
      const labels = await treeLabels(tree, 'the steps of sample.battle in a fresh view', (l) => l.length === 5);
      assert.strictEqual(labels[0], '1. Start of the Damage Step');
      assert.strictEqual(store.activeDocument?.uri.path, workspaceFile('sample.battle').path);
    } finally {
      tree.dispose();
      store.dispose();
      catalogs.dispose();
      log.dispose();
    }
  });

  test('the panel names its file, follows the active battle editor and empties when the file closes', async () => {
    const { battlePanel } = await api();
    await open('sample.battle');
    const first = nextEvent(battlePanel.onDidRender);
    await vscode.commands.executeCommand('damageStepRulings.walkThrough');
    assert.deepStrictEqual(await first, { step: 0, steps: 5 });
    assert.match((await battlePanel.probe()).uri, /sample\.battle$/);
    await waitFor('the tab "Battle: sample.battle"', () => battlePanelTab()?.label === 'Battle: sample.battle');

    const followed = nextEvent(battlePanel.onDidRender, (r) => r.steps === 5);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(workspaceFile('duel-ends.battle')), vscode.ViewColumn.One);
    await followed;
    const probe = await battlePanel.probe();
    assert.match(probe.uri, /duel-ends\.battle$/);
    assert.ok(probe.text.includes('duel-ends.battle'), 'the page heading names the file');
    await waitFor('the tab "Battle: duel-ends.battle"', () => battlePanelTab()?.label === 'Battle: duel-ends.battle');

    const emptied = nextEvent(battlePanel.onDidRender, (r) => r.steps === 0);
    await closeTextEditors();
    await emptied;
    const empty = await battlePanel.probe();
    assert.strictEqual(empty.uri, '');
    assert.match(empty.text, /No battle file is open/);
    assert.ok(!/Giant Kozaky|Step \d/.test(empty.text), empty.text);
    await waitFor('the tab "Battle"', () => battlePanelTab()?.label === 'Battle');
    assert.strictEqual(battlePanel.document, undefined);
  });

  test("the panel shows a broken file's errors as an error banner above the steps", async () => {
    await open('broken.battle');
    const probe = await walkThroughAndProbe();
    assert.deepStrictEqual(probe.sections.slice(0, 3), ['header', 'section.diagnostics.has-errors', 'nav'], probe.sections.join());
    assert.ok(probe.problems.filter((p) => p === 'error').length >= 2, probe.problems.join());
    assert.match(probe.text, /This file has errors/);
    await screenshot('battle-errors');
  });

  test('the panel in plain words: no event ids, no face for a card in the hand, no ATK/DEF for a Trap', async () => {
    const doc = await vscode.workspace.openTextDocument({
      language: 'damage-step-battle',
      content: ['attacker: you "Giant Kozaky"', 'target: opponent Steamroid', 'opponent hand: Kuriboh', 'you set: "Horn of the Phantom Beast"', ''].join('\n'),
    });
    await vscode.window.showTextDocument(doc);
    const probe = await walkThroughAndProbe();
    assert.deepStrictEqual(probe.kinds, ['declare-damage-step']);
    assert.ok(!probe.text.includes('declare-damage-step'), 'an event kind printed as words');
    const kuriboh = probe.fieldRows.find((r) => r.startsWith('Kuriboh'));
    assert.ok(kuriboh, probe.fieldRows.join('\n'));
    assert.match(kuriboh, /\| hand \|/);
    assert.ok(!/face-down|face-up/.test(kuriboh), kuriboh);
    const trap = probe.fieldRows.find((r) => r.startsWith('Horn of the Phantom Beast'));
    assert.ok(trap, probe.fieldRows.join('\n'));
    assert.match(trap, /Spell & Trap Zone, Set \| $/);
    assert.ok(!trap.includes('?'), trap);
    assert.match(probe.fieldRows.find((r) => r.startsWith('Steamroid')) ?? '', /Monster Zone, face-up Attack Position \| 1800 \/ 1800$/);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  test('the serializer brings the panel back on its file and step, or empty when it had none', async () => {
    const { battlePanel, battleSerializer } = await api();
    await open('sample.battle');
    const revive = async (state: unknown) => {
      const panel = vscode.window.createWebviewPanel(BATTLE_VIEW_TYPE, 'Battle', { viewColumn: vscode.ViewColumn.Two, preserveFocus: true }, { enableScripts: true });
      await battleSerializer.deserializeWebviewPanel(panel, state);
    };

    const atStep = nextEvent(battlePanel.onDidRender, (r) => r.step === 3);
    await revive({ uri: workspaceFile('sample.battle').toString(), step: 3 });
    assert.deepStrictEqual(await atStep, { step: 3, steps: 5 });
    assert.strictEqual(battlePanel.document?.uri.path, workspaceFile('sample.battle').path);
    assert.match((await battlePanel.probe()).text, /Step 4 of 5: After damage calculation/);
    await waitFor('the restored tab "Battle: sample.battle"', () => battlePanelTab()?.label === 'Battle: sample.battle');

    for (const state of [undefined, { uri: workspaceFile('no-such-file.battle').toString(), step: 2 }]) {
      const empty = nextEvent(battlePanel.onDidRender, (r) => r.steps === 0);
      await revive(state);
      await empty;
      assert.strictEqual(battlePanel.document, undefined);
      assert.match((await battlePanel.probe()).text, /No battle file is open/);
    }
  });
});
