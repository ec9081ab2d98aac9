import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/extension/commands/ids';
import { effectiveOptions } from '../../src/extension/options';
import { api, open, resetSettings } from './helpers';

suite('effective options', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetSettings();
  });

  test('Markdown follows the settings, and says which level set them', async () => {
    const doc = (await open('notes.md')).document;
    assert.deepStrictEqual(effectiveOptions(doc), { ruleset: 'modern', region: 'tcg', source: 'default', sources: { ruleset: 'default', region: 'default' } });
    await vscode.workspace.getConfiguration('damageStepRulings').update('ruleset', 'edison', vscode.ConfigurationTarget.Workspace);
    assert.deepStrictEqual(effectiveOptions(doc), { ruleset: 'edison', region: 'tcg', source: 'workspace', sources: { ruleset: 'workspace', region: 'default' } });
  });

  test("a battle file's own lines win over the settings, and the switch says where it wrote", async () => {
    const doc = (await open('sample.battle')).document;
    const choice = await vscode.commands.executeCommand<{ target: string }>(COMMANDS.switchRuleset, 'edison', 'ocg');
    assert.strictEqual(choice.target, 'workspace');
    assert.deepStrictEqual(effectiveOptions(doc), { ruleset: 'modern', region: 'tcg', source: 'battle-file', sources: { ruleset: 'battle-file', region: 'battle-file' } });
    const notes = (await open('notes.md')).document;
    assert.deepStrictEqual(effectiveOptions(notes), { ruleset: 'edison', region: 'ocg', source: 'workspace', sources: { ruleset: 'workspace', region: 'workspace' } });
  });
});
