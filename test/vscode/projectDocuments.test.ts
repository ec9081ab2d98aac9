import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api } from './helpers';

// A project document a rule cites (docs/game-rules.md) is a link that opens it in the editor;
// the link runs only for the documents the sources name, and the ruling note keeps no command link.

const OPEN_DOCUMENT = 'damageStepRulings.openDocument';

suite('project documents cited as sources', () => {
  teardown(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  test('the answer links docs/game-rules.md; the link opens it in the editor; other paths open nothing', async () => {
    const extension = await api();
    await vscode.commands.executeCommand('damageStepRulings.canActivate', 'Steamroid', 'all');
    const markdown = extension.lastAnswerMarkdown();
    const link = /\]\(command:damageStepRulings\.openDocument\?([^\s)]+)/.exec(markdown);
    assert.ok(link?.[1], markdown);
    const args = JSON.parse(decodeURIComponent(link[1])) as unknown[];
    assert.deepStrictEqual(args, ['docs/game-rules.md']);
    const editor = await vscode.commands.executeCommand<vscode.TextEditor | undefined>(OPEN_DOCUMENT, ...args);
    assert.ok(editor, 'an editor opened');
    assert.ok(editor.document.uri.path.endsWith('/docs/game-rules.md'), editor.document.uri.toString());
    assert.match(editor.document.getText(), /^# /);
    for (const other of ['../package.json', 'package.json', '/etc/passwd', 'docs/../package.json']) {
      assert.strictEqual(await vscode.commands.executeCommand(OPEN_DOCUMENT, other), undefined, other);
    }
    // Copy as Markdown and Insert at Cursor give the source as words: the note leaves VS Code.
    const note = extension.answerPanel.current?.note ?? '';
    assert.match(note, /docs\/game-rules\.md/);
    assert.doesNotMatch(note, /command:/);
  });
});
