import * as assert from 'node:assert';
import * as vscode from 'vscode';
import type { AskAnswer } from '../../src/core/index';
import { api, hoverText, open, resetSettings, waitFor, workspaceFile } from './helpers';

async function write(name: string, bytes: Uint8Array): Promise<void> {
  await vscode.workspace.fs.writeFile(workspaceFile(name), bytes);
}

suite('card databases', () => {
  teardown(resetSettings);

  test('with no database configured, answers come from the embedded catalog', async () => {
    const extension = await api();
    await resetSettings();
    assert.ok((await extension.catalogSize()) >= 10);
    assert.deepStrictEqual(extension.databaseStatus(), []);
    const answer = await vscode.commands.executeCommand<AskAnswer>('damageStepRulings.canActivate', 'Kuriboh', 'all');
    assert.strictEqual(answer.card.source, 'embedded');
  });

  test('a corrupt database is reported and skipped; everything else works', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    await write('corrupt.cdb', new TextEncoder().encode('SQLite format 3\u0000 truncated garbage'));
    await write('random.cdb', new Uint8Array([0xde, 0xad, 0xbe, 0xef, 1, 2, 3]));
    await write('wrong-shape.json', new TextEncoder().encode('{"cards": 1}'));
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['corrupt.cdb', 'random.cdb', 'wrong-shape.json', 'missing.cdb'], vscode.ConfigurationTarget.Workspace);
    const size = await waitFor('the catalog to reload', async () => {
      const n = await extension.catalogSize();
      return extension.databaseStatus().length === 4 ? n : undefined;
    });
    assert.strictEqual(size, embedded);
    for (const status of extension.databaseStatus()) assert.ok(status.error, `${status.path} gave no error`);
    const answer = await vscode.commands.executeCommand<AskAnswer>('damageStepRulings.canActivate', 'Kuriboh', 'all');
    assert.strictEqual(answer.verdicts.length, 5);
    const editor = await open('notes.md');
    const line = editor.document.lineAt(2).text;
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', editor.document.uri, new vscode.Position(2, line.indexOf('Kuriboh') + 1));
    assert.match(hoverText(hovers), /\*\*Kuriboh\*\*/);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
