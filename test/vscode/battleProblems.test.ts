import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, sleep, waitFor } from './helpers';

// Problems of an Untitled battle that is closed without saving: gone with its tab (issue 23),
// also when an edit's walk was still waiting for the typing pause as the tab closed.

const ours = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'damage-step');

suite('problems of a discarded Untitled battle', () => {
  test("closing an Untitled battle with Don't Save clears its problems, and a waiting walk brings none back", async () => {
    await api();
    const doc = await vscode.workspace.openTextDocument({ language: 'damage-step-battle', content: 'ruleset modren\nattacker: you "Kuriboh"\ndirect attack\n' });
    await vscode.window.showTextDocument(doc);
    await waitFor('the misspelled rule set reported', () => ours(doc.uri).length > 0);
    // An edit schedules a walk (150 ms pause); the tab is discarded before it runs.
    const editor = vscode.window.activeTextEditor;
    assert.ok(editor && editor.document === doc);
    await editor.edit((e) => e.insert(new vscode.Position(3, 0), 'lp you 9x\n'));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await waitFor('the problems of the discarded battle to go', () => ours(doc.uri).length === 0, 10_000);
    // The walk that was waiting has run by now: nothing came back.
    await sleep(800);
    assert.deepStrictEqual(
      ours(doc.uri).map((d) => d.message),
      [],
    );
  });
});
