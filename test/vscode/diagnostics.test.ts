import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { embeddedCatalog } from '../../src/core/index';
import { BattleStore } from '../../src/extension/battle/store';
import type { CatalogService } from '../../src/extension/catalogService';
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

suite('battle walks and closed documents', () => {
  test('a walk that ends after its document closed is not taken for the next document of that name', async () => {
    // The catalog is held back until both documents exist, as a slow load would: the first
    // document's walk then ends after it closed, and after the second one of the same name opened.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const changed = new vscode.EventEmitter<void>();
    const catalogs = {
      onDidChange: changed.event,
      catalog: async () => {
        await held;
        return embeddedCatalog();
      },
    } as unknown as CatalogService;
    const store = new BattleStore(catalogs);
    const published: vscode.TextDocument[] = [];
    const listening = store.onDidChange((doc) => published.push(doc));
    // An Untitled document with a path keeps its name when it is opened again.
    const uri = vscode.Uri.from({ scheme: 'untitled', path: '/walk-race.battle' });
    const write = async (doc: vscode.TextDocument, text: string) => {
      const edit = new vscode.WorkspaceEdit();
      edit.insert(doc.uri, new vscode.Position(0, 0), text);
      assert.ok(await vscode.workspace.applyEdit(edit));
    };
    let first: vscode.TextDocument | undefined;
    let second: vscode.TextDocument | undefined;
    try {
      first = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), 'damage-step-battle');
      await write(first, 'ruleset modren\n');
      const firstWalk = store.walk(first);
      await vscode.window.showTextDocument(first);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      const closing = first;
      await waitFor('the first document closed', () => closing.isClosed || undefined);
      second = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), 'damage-step-battle');
      assert.notStrictEqual(second, first);
      await write(second, 'region tgc\n');
      // Same name, same version: only the document tells the two walks apart.
      while (second.version < first.version) await write(second, '\n');
      assert.strictEqual(second.version, first.version);
      release();
      await firstWalk;
      const walk = await store.walk(second);
      const messages = walk.diagnostics.map((d) => d.message).join('\n');
      assert.match(messages, /"tgc" is not a region/);
      assert.doesNotMatch(messages, /modren/);
      assert.strictEqual(store.peek(second.uri), walk);
      // The closed document's late walk is published to no one.
      assert.ok(!published.includes(first), 'a walk of the closed document was published');
    } finally {
      release();
      listening.dispose();
      store.dispose();
      changed.dispose();
      // Nothing is left open for the tests after this one, even when an early step failed.
      for (const doc of [first, second]) {
        if (!doc || doc.isClosed) continue;
        await vscode.window.showTextDocument(doc);
        await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      }
    }
  });
});
