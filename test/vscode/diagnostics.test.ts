import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, open, waitFor } from './helpers';

function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'damage-step');
}

const at = (d: vscode.Diagnostic) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`;

suite('diagnostics', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('a broken battle file: every mistake with its precise range', async () => {
    const editor = await open('broken.battle');
    assert.strictEqual(editor.document.languageId, 'damage-step-battle');
    const diagnostics = await waitFor('diagnostics', () => (ours(editor.document.uri).length >= 3 ? ours(editor.document.uri) : undefined));
    const byCode = new Map(diagnostics.map((d) => [String(typeof d.code === 'object' ? d.code.value : d.code), d]));
    // ruleset modren: the value, 0-based line 0, columns 8..14
    assert.strictEqual(at(byCode.get('invalid-value') as vscode.Diagnostic), '0:8-0:14');
    // opponent hand: Kurribooh (a one-letter typo the catalog reads as Kuriboh; two are a mistake)
    assert.strictEqual(at(byCode.get('unknown-card') as vscode.Diagnostic), '3:15-3:24');
    assert.match(byCode.get('unknown-card')?.message ?? '', /Did you mean "Kuriboh"/);
    // Kuriboh's effect waits for damage calculation: not before it.
    const illegal = byCode.get('illegal-activation') as vscode.Diagnostic;
    assert.strictEqual(at(illegal), '4:49-4:56');
    assert.strictEqual(illegal.severity, vscode.DiagnosticSeverity.Error);
    assert.match(illegal.message, /\[[a-z0-9.-]+\]$/, 'cites the deciding rule');
  });

  test('a quick fix replaces an unknown card name with the suggestion', async () => {
    const editor = await open('broken.battle');
    const unknown = await waitFor('unknown-card', () => ours(editor.document.uri).find((d) => d.code === 'unknown-card'));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, unknown.range);
    const fix = actions.find((a) => a.title === 'Replace with "Kuriboh"');
    assert.ok(fix?.edit, actions.map((a) => a.title).join(', '));
    await vscode.workspace.applyEdit(fix.edit);
    assert.strictEqual(editor.document.lineAt(3).text, 'opponent hand: Kuriboh');
    await waitFor('the unknown-card diagnostic to go', () => !ours(editor.document.uri).some((d) => d.code === 'unknown-card'));
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
