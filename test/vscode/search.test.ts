import * as assert from 'node:assert';
import * as vscode from 'vscode';
import type { SearchHit } from '../../src/core/index';
import type { SearchPickView } from '../../src/extension/commands/ruleCommands';
import { api, resetSettings, screenshotLightAndDark, sleep } from './helpers';

// Search Rulings… in a real VS Code: the picker's items for one query, its "nothing matches"
// title, and the active rule set and region deciding which rules are searched.

const SEARCH = 'damageStepRulings.searchRulings';
const config = () => vscode.workspace.getConfiguration('damageStepRulings');

async function openPicker(value: string): Promise<SearchPickView> {
  return await vscode.commands.executeCommand<SearchPickView>(SEARCH, { value });
}

suite('Search Rulings', () => {
  suiteSetup(async () => {
    await api();
    await resetSettings();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await resetSettings();
  });

  test('"atk change damage calculation": the ATK/DEF change rule is the first item', async () => {
    const view = await openPicker('atk change damage calculation');
    assert.strictEqual(view.title, 'Search Rulings (Modern · TCG)');
    assert.strictEqual(view.value, 'atk change damage calculation');
    const first = view.items[0];
    assert.strictEqual(first?.id, 'activation.atk-def-modifiers-until-damage-calculation', JSON.stringify(view.items.slice(0, 3)));
    assert.strictEqual(first?.description, 'rule', 'a rule is described in words, not by its id');
    assert.match(first?.label ?? '', /^\$\(law\) Fast cards and effects that directly change ATK\/DEF/);
    assert.ok(
      view.items.every((i) => !i.id.startsWith('edison.')),
      'modern mode lists no Edison rule',
    );
    await sleep(500);
    await screenshotLightAndDark('search-rulings', () => openPicker('atk change damage calculation'));
    // Enter opens the first item: the rule in the answer panel.
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const extension = await api();
    for (let i = 0; i < 100 && !extension.lastAnswerMarkdown().includes('activation.atk-def-modifiers-until-damage-calculation'); i++) await sleep(100);
    assert.match(extension.lastAnswerMarkdown(), /activation\.atk-def-modifiers-until-damage-calculation/);
  });

  test('words that match nothing: the title says so, with the rule set searched', async () => {
    const view = await openPicker('zzqqxx');
    // The one item offers what would answer a card the catalog lacks.
    assert.deepStrictEqual(
      view.items.map((i) => i.id),
      ['card-database'],
    );
    assert.strictEqual(view.title, 'Nothing matches "zzqqxx" in the Modern · TCG rules or the card names');
    await sleep(500);
    await screenshotLightAndDark('search-rulings-nothing', () => openPicker('zzqqxx'));
  });

  test('only the active rule set and region are searched', async () => {
    const modern = await vscode.commands.executeCommand<SearchHit[]>(SEARCH, 'substep');
    assert.deepStrictEqual(
      modern.filter((h) => h.type === 'rule'),
      [],
    );
    await config().update('ruleset', 'edison', vscode.ConfigurationTarget.Workspace);
    const edison = await vscode.commands.executeCommand<SearchHit[]>(SEARCH, 'substep');
    assert.ok(
      edison.some((h) => h.type === 'rule' && h.id.startsWith('edison.')),
      JSON.stringify(edison),
    );
    const view = await openPicker('substep');
    assert.strictEqual(view.title, 'Search Rulings (Edison · TCG)');

    await config().update('ruleset', 'modern', vscode.ConfigurationTarget.Workspace);
    await config().update('region', 'ocg', vscode.ConfigurationTarget.Workspace);
    const ocg = await vscode.commands.executeCommand<SearchHit[]>(SEARCH, 'summon triggers');
    assert.ok(
      ocg.some((h) => h.id === 'ruling.ocg.summon-triggers-not-in-damage-step'),
      JSON.stringify(ocg),
    );
    assert.ok(!ocg.some((h) => h.id === 'ruling.tcg.summon-triggers-without-exception-text'), 'a TCG-only rule is not searched under OCG');
  });
});
