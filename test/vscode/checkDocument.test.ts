import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/extension/commands/ids';
import type { DocumentCheck } from '../../src/extension/commands/documentCommands';
import { api, resetSettings, screenshotLightAndDark, sleep, workspaceFile } from './helpers';

// Check All Cards in This Document in a real VS Code: every quoted card of a Markdown article at
// the chosen timings in one table; unknown and misspelled names listed apart; copy or insert.

const ARTICLE = [
  '# Damage Step notes',
  '',
  'When "Blue-Eyes White Dragon" attacks, the opponent discards "Kuriboh" during damage calculation.',
  'Is "Forbiden Lance" still allowed? And what about "Honest"? "Kuriboh" again, and "Hello there" is prose.',
  '',
].join('\n');

suite('check all cards in a document', () => {
  suiteSetup(async () => {
    await api();
    await resetSettings();
  });

  test('one table of every quoted card at the chosen timings, unknown and misspelled names apart', async () => {
    const extension = await api();
    const file = workspaceFile('article.md');
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(ARTICLE));
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(file));
    const check = await vscode.commands.executeCommand<DocumentCheck>(COMMANDS.checkDocument, ['before-damage-calculation', 'during-damage-calculation']);
    assert.deepStrictEqual(check.timings, ['before-damage-calculation', 'during-damage-calculation']);
    assert.deepStrictEqual(
      check.cards.map((c) => c.name),
      ['Kuriboh', 'Forbidden Lance'],
      'each card once, in the order the article names them',
    );
    assert.deepStrictEqual(check.cards.find((c) => c.name === 'Kuriboh')?.answers, [false, true]);
    assert.deepStrictEqual(check.misspelled, [{ typed: 'Forbiden Lance', name: 'Forbidden Lance' }]);
    assert.deepStrictEqual(
      check.unknown.map((u) => u.name),
      ['Blue-Eyes White Dragon', 'Honest'],
      'names no catalog has (Blue-Eyes White Dragon is named by no ruling of the embedded catalog)',
    );
    const markdown = extension.lastAnswerMarkdown();
    assert.strictEqual(markdown, check.markdown, 'shown in the answer panel');
    assert.match(markdown, /^\| Card \| Before damage calculation \| During damage calculation \|$/m);
    assert.match(markdown, /^\| Kuriboh \| ✗ no \| ✓ yes \|$/m);
    assert.match(markdown, /## Read as another name\n\n- "Forbiden Lance" read as \*\*Forbidden Lance\*\*/);
    assert.match(markdown, /## Not in the catalog .*\n\n- \*\*Blue-Eyes White Dragon\*\*.*\n- \*\*Honest\*\*/);
    // The note (Copy as Markdown, Insert at Cursor) is the same table without VS Code command links.
    const note = await vscode.commands.executeCommand<string>(COMMANDS.copyAnswer);
    assert.match(note, /^\| Kuriboh \| ✗ no \| ✓ yes \|$/m);
    assert.ok(!note.includes('command:'), note);
    await sleep(2500);
    await screenshotLightAndDark('check-document-table');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(file);
  });

  test('outside Markdown it says what it checks and does nothing', async () => {
    const doc = await vscode.workspace.openTextDocument(workspaceFile('sample.battle'));
    await vscode.window.showTextDocument(doc);
    assert.strictEqual(await vscode.commands.executeCommand(COMMANDS.checkDocument, 'all'), undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
