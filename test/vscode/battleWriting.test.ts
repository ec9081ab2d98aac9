import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, waitFor, workspaceFile } from './helpers';

// Writing a .battle file in a real VS Code: card names completed without a quote (the battle's
// own cards first), faces and positions completed, one diagnostic per fault.

const BATTLE = ['attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500', 'target: opponent attack "Giant Rat"', 'opponent hand: Kuriboh', ''].join('\n');

suite('writing battles', () => {
  let doc: vscode.TextDocument;
  let editor: vscode.TextEditor;
  suiteSetup(async () => {
    const extension = await api();
    await vscode.workspace.fs.writeFile(workspaceFile('writing.battle'), new TextEncoder().encode(BATTLE));
    doc = await vscode.workspace.openTextDocument(workspaceFile('writing.battle'));
    editor = await vscode.window.showTextDocument(doc);
    await waitFor('the battle in the Battle view', async () => ((await extension.battleTree.getChildren?.(undefined))?.length ? true : undefined));
  });
  suiteTeardown(async () => {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await vscode.workspace.fs.delete(workspaceFile('writing.battle'));
  });

  /** The completion items at the end of `text`, typed on a new last line (then removed). */
  async function completions(text: string): Promise<vscode.CompletionItem[]> {
    const line = doc.lineCount - 1;
    await editor.edit((e) => e.insert(new vscode.Position(line, 0), text));
    // The walk that knows the battle's own cards runs after a short pause, as after typing.
    await new Promise((r) => setTimeout(r, 600));
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', doc.uri, new vscode.Position(line, text.length));
    await editor.edit((e) => e.delete(new vscode.Range(line, 0, line, text.length)));
    return list.items;
  }
  const label = (i: vscode.CompletionItem) => (typeof i.label === 'string' ? i.label : i.label.label);

  test("a card name typed without a quote is completed, quoted, with the battle's own cards first", async () => {
    const items = await completions('at during-damage-calculation: opponent activates ');
    assert.deepStrictEqual(items.slice(0, 3).map(label), ['Blue-Eyes White Dragon', 'Giant Rat', 'Kuriboh'], items.slice(0, 5).map(label).join(', '));
    assert.strictEqual(items[0]?.insertText, '"Blue-Eyes White Dragon"');
    assert.strictEqual(items[0]?.detail, 'in this battle');
    const typed = await completions('at during-damage-calculation: opponent activates Kuri');
    assert.strictEqual(label(typed[0] ?? new vscode.CompletionItem('')), 'Kuriboh');
    const range = typed[0]?.range as vscode.Range;
    assert.strictEqual(range.end.character - range.start.character, 'Kuri'.length, 'the typed word is replaced');
    const zone = await completions('you hand: Forbidden');
    assert.strictEqual(label(zone[0] ?? new vscode.CompletionItem('')), 'Forbidden Lance');
  });

  test('faces and positions are completed before a target and after a card', async () => {
    const target = (await completions('target: opponent ')).map(label);
    for (const word of ['face-up', 'face-down', 'attack', 'defense']) assert.ok(target.includes(word), target.join(', '));
    const after = (await completions('opponent field: "Giant Rat" ')).map(label);
    for (const word of ['face-down', 'defense', 'atk']) assert.ok(after.includes(word), after.join(', '));
  });

  test('a Life Points value that is no number is one diagnostic, not two at one column', async () => {
    const line = doc.lineCount - 1;
    await editor.edit((e) => e.insert(new vscode.Position(line, 0), 'lp you lots'));
    const lpErrors = await waitFor('the LP diagnostic', () => {
      const found = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.range.start.line === line);
      return found.length > 0 ? found : undefined;
    });
    await new Promise((r) => setTimeout(r, 800));
    const again = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.range.start.line === line);
    assert.strictEqual(again.length, 1, again.map((d) => d.message).join(' | '));
    assert.match(lpErrors[0]?.message ?? '', /Life Points/);
    await editor.edit((e) => e.delete(new vscode.Range(line, 0, line, 'lp you lots'.length)));
  });
});
