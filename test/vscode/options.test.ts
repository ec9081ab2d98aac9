import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/extension/commands/ids';
import { effectiveOptions } from '../../src/extension/options';
import { api, open, resetSettings, waitFor } from './helpers';

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

  test("on a battle file with its own lines, the switch offers to change them, and that changes the file's answers", async () => {
    const doc = (await open('sample.battle')).document;
    const asked: Array<{ message: string; items: string[] }> = [];
    // The person presses the offer's button; the test shares the extension's vscode object.
    const window = vscode.window as unknown as Record<string, unknown>;
    const original = window.showInformationMessage;
    window.showInformationMessage = (message: string, ...items: string[]) => {
      asked.push({ message, items });
      return Promise.resolve(items[0]);
    };
    try {
      await vscode.commands.executeCommand(COMMANDS.switchRuleset, 'edison', 'ocg');
      await waitFor('the battle file changed', () => /^ruleset edison$/m.test(doc.getText()) && /^region ocg$/m.test(doc.getText()));
    } finally {
      window.showInformationMessage = original;
    }
    assert.deepStrictEqual(asked[0]?.items, ['Change sample.battle too']);
    assert.match(asked[0]?.message ?? '', /sample\.battle names its own rule set or region/);
    assert.deepStrictEqual(effectiveOptions(doc), { ruleset: 'edison', region: 'ocg', source: 'battle-file', sources: { ruleset: 'battle-file', region: 'battle-file' } });
    // One edit: one undo brings the file's own lines back.
    await vscode.commands.executeCommand('undo');
    assert.deepStrictEqual(effectiveOptions(doc).ruleset, 'modern');
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
