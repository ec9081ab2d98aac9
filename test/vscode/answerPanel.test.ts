import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/extension/commands/ids';
import { ANSWER_VIEW_TYPE, type AnswerEntry, type AnswerPanelState } from '../../src/extension/views/answerProtocol';
import { api, waitFor, workspaceFile } from './helpers';

const RULE = 'activation.during-damage-calculation-effects';

/** The answer panels open in the workbench, as tabs (VS Code prefixes the view type). */
function answerTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith(ANSWER_VIEW_TYPE));
}

/** Three answers in a row: a card, a timing, a rule. */
async function threeAnswers(): Promise<void> {
  await vscode.commands.executeCommand(COMMANDS.canActivate, 'Kuriboh', 'all');
  await vscode.commands.executeCommand(COMMANDS.explainTiming, 'during-damage-calculation');
  await vscode.commands.executeCommand(COMMANDS.showRule, RULE);
}

suite('answer panel', () => {
  setup(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await waitFor('the answer panel to close', () => answerTabs().length === 0);
  });

  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('Can This Activate…? opens the answer panel while the card is being picked and fills it on Enter; given up, the panel stays, with no answer', async () => {
    const extension = await api();
    // Given up: the panel made for the answer stays where it is (closing it would close its group as the person moves on).
    await vscode.commands.executeCommand(COMMANDS.canActivate, { value: 'Kuriboh' });
    await waitFor('the answer panel beside, while the card is picked', () => answerTabs().length === 1 || undefined);
    assert.strictEqual(extension.answerPanel.current, undefined, 'no answer before one is asked');
    assert.strictEqual(extension.contextKey('damageStepRulings.answerShown'), false, 'Back, Forward and Copy are not offered for an empty panel');
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    assert.strictEqual(answerTabs().length, 1, 'the waiting panel stays after the quick pick is given up');
    assert.strictEqual(extension.answerPanel.current, undefined);
    // Asked: the same panel, made while picking, shows the answer.
    await vscode.commands.executeCommand(COMMANDS.canActivate, { value: 'Kuriboh' });
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await waitFor('the timings quick pick', async () => {
      await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      return extension.answerPanel.current?.title.includes('Kuriboh') || undefined;
    });
    assert.strictEqual(answerTabs().length, 1);
    assert.strictEqual(extension.contextKey('damageStepRulings.answerShown'), true);
  });

  test('three answers share one panel, titled in words, never by a rule id', async () => {
    const extension = await api();
    await threeAnswers();
    await waitFor('the answer tab', () => answerTabs().length > 0);
    assert.strictEqual(
      answerTabs().length,
      1,
      `answer tabs: ${answerTabs()
        .map((t) => t.label)
        .join(', ')}`,
    );
    const tab = answerTabs()[0] as vscode.Tab;
    assert.strictEqual(tab.label, extension.answerPanel.current?.title);
    assert.ok(!tab.label.includes(RULE) && !/^[a-z-]+(\.[a-z-]+)+$/.test(tab.label), `the tab is titled by an id: ${tab.label}`);
    assert.deepStrictEqual(
      extension.answerPanel.state.history.map((e) => e.title.length > 0),
      [true, true, true],
    );
    assert.strictEqual(extension.answerPanel.state.history[0]?.title, 'Kuriboh');
    assert.strictEqual(extension.answerPanel.state.history[1]?.title, 'During damage calculation');
    // The rule's page: its title as the heading, its scope in words, the id only at the foot.
    const markdown = extension.lastAnswerMarkdown();
    assert.ok(markdown.startsWith(`# ${tab.label}`), markdown);
    assert.ok(!/region both|\bboth rules\b/.test(markdown), markdown);
    assert.match(markdown, /TCG and OCG/);
  });

  test('Back and Forward move through the answers of the session', async () => {
    const extension = await api();
    await threeAnswers();
    const ruleTitle = extension.answerPanel.current?.title;
    const back = await vscode.commands.executeCommand<AnswerEntry>(COMMANDS.answerBack);
    assert.strictEqual(back.title, 'During damage calculation');
    assert.strictEqual((await vscode.commands.executeCommand<AnswerEntry>(COMMANDS.answerBack)).title, 'Kuriboh');
    // At the first answer Back stays there.
    assert.strictEqual((await vscode.commands.executeCommand<AnswerEntry>(COMMANDS.answerBack)).title, 'Kuriboh');
    assert.match(extension.lastAnswerMarkdown(), /^# Kuriboh/);
    await waitFor('the tab to follow Back', () => answerTabs()[0]?.label === 'Kuriboh');
    assert.strictEqual((await vscode.commands.executeCommand<AnswerEntry>(COMMANDS.answerForward)).title, 'During damage calculation');
    assert.strictEqual((await vscode.commands.executeCommand<AnswerEntry>(COMMANDS.answerForward)).title, ruleTitle);
    assert.strictEqual((await vscode.commands.executeCommand<AnswerEntry>(COMMANDS.answerForward)).title, ruleTitle);
    // A new answer after Back drops the answers that were ahead, as a browser does.
    await vscode.commands.executeCommand(COMMANDS.answerBack);
    await vscode.commands.executeCommand(COMMANDS.canActivate, 'Giant Kozaky', 'all');
    assert.deepStrictEqual(
      extension.answerPanel.state.history.map((e) => e.title),
      ['Kuriboh', 'During damage calculation', 'Giant Kozaky'],
    );
    assert.strictEqual(answerTabs().length, 1);
  });

  test('Copy as Markdown puts a ruling note with its citations as links on the clipboard', async () => {
    await vscode.commands.executeCommand(COMMANDS.canActivate, 'Kuriboh', 'all');
    await vscode.env.clipboard.writeText('');
    const note = await vscode.commands.executeCommand<string>(COMMANDS.copyAnswer);
    assert.strictEqual(await vscode.env.clipboard.readText(), note);
    assert.match(note, /^\*\*Kuriboh\*\* \(Monster, from the embedded catalog\) — Modern rules, TCG/);
    assert.match(note, /\*\*Can be activated during damage calculation\*\*/);
    assert.match(note, /\*\*Cannot be activated at the start of the Damage Step, before damage calculation, after damage calculation and at the end of the Damage Step\*\*/);
    // Sources are links a reader can follow; nothing runs a VS Code command outside VS Code.
    assert.match(note, /\[Konami, "Damage Step Rules" \(yugioh-card\.com\)[^\]]*\]\(<?https?:\/\//);
    assert.ok(!note.includes('command:'), note);
    assert.ok(!/\\[-.,()'!?:]/.test(note), `needless escapes in ${note}`);
  });

  test('Insert at Cursor writes the note into the last text editor', async () => {
    const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: 'Ruling:\n\nEnd.' });
    const editor = await vscode.window.showTextDocument(doc);
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    await vscode.commands.executeCommand(COMMANDS.canActivate, 'Kuriboh', 'all');
    // As a person does: the panel has focus when they press Insert.
    await vscode.commands.executeCommand('workbench.action.focusNextGroup');
    const done = await vscode.commands.executeCommand<boolean>(COMMANDS.insertAnswer);
    assert.strictEqual(done, true);
    const text = doc.getText();
    // A block of its own lines: a blank line before and after it.
    assert.ok(text.startsWith('Ruling:\n\n**Kuriboh**'), text);
    assert.ok(text.endsWith('\n\nEnd.'), text);
    assert.match(text, /Can be activated during damage calculation/);
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  test('Insert at Cursor never splits a sentence, and writes only into Markdown or plain text', async () => {
    const prose = workspaceFile('insert-prose.txt');
    await vscode.workspace.fs.writeFile(prose, new TextEncoder().encode('A sentence here.\nNext.'));
    const doc = await vscode.workspace.openTextDocument(prose);
    const editor = await vscode.window.showTextDocument(doc);
    editor.selection = new vscode.Selection(0, 2, 0, 2);
    await vscode.commands.executeCommand(COMMANDS.canActivate, 'Kuriboh', 'all');
    await vscode.commands.executeCommand('workbench.action.focusNextGroup');
    assert.strictEqual(await vscode.commands.executeCommand<boolean>(COMMANDS.insertAnswer), true);
    const text = doc.getText();
    assert.ok(text.startsWith('A sentence here.\n\n**Kuriboh**'), text);
    assert.ok(text.endsWith('\n\nNext.'), text);
    // Saved and closed, so that no editor but the battle file's is left to insert into.
    await doc.save();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const scriptFile = workspaceFile('insert-target.battle');
    await vscode.workspace.fs.writeFile(scriptFile, new TextEncoder().encode('# a battle\n'));
    const lua = await vscode.workspace.openTextDocument(scriptFile);
    const script = await vscode.window.showTextDocument(lua);
    script.selection = new vscode.Selection(0, 5, 0, 5);
    await vscode.commands.executeCommand(COMMANDS.canActivate, 'Kuriboh', 'all');
    await vscode.commands.executeCommand('workbench.action.focusNextGroup');
    const inserted = await vscode.commands.executeCommand<boolean>(COMMANDS.insertAnswer);
    assert.strictEqual(
      inserted,
      false,
      `no Markdown into a battle file (nor a Lua script): ${lua.languageId} ${JSON.stringify(lua.getText().slice(0, 80))} / ${vscode.window.visibleTextEditors.map((e) => `${e.document.uri.path.split('/').pop()}:${e.document.languageId}:${e.document.isDirty}`).join(', ')}`,
    );
    assert.strictEqual(lua.getText(), '# a battle\n');
    await vscode.window.showTextDocument(lua);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await vscode.workspace.fs.delete(prose);
    await vscode.workspace.fs.delete(scriptFile);
  });

  test('restored after a reload: the serializer revives the history and place it was given', async () => {
    const extension = await api();
    const saved: AnswerPanelState = {
      history: [
        { title: 'First <b>answer</b>', markdown: '# First <b>answer</b>\n\nOne.', note: 'note one' },
        { title: 'Second answer', markdown: '# Second answer\n\nTwo.', note: 'note two' },
      ],
      position: 0,
    };
    // What VS Code does after a reload: a new panel of the view type, and the state the page kept.
    const panel = vscode.window.createWebviewPanel(ANSWER_VIEW_TYPE, 'restoring', vscode.ViewColumn.One);
    await extension.answerSerializer.deserializeWebviewPanel(panel, saved);
    assert.strictEqual(panel.title, 'First <b>answer</b>');
    assert.strictEqual(extension.answerPanel.visible, true);
    assert.deepStrictEqual(extension.answerPanel.state, saved);
    assert.ok(panel.webview.html.includes('First &lt;b&gt;answer&lt;/b&gt;'), 'the restored page escapes the title');
    assert.ok(!panel.webview.html.includes('<b>answer'), 'no markup from the saved state');
    assert.strictEqual((await vscode.commands.executeCommand<AnswerEntry>(COMMANDS.answerForward)).title, 'Second answer');
    assert.strictEqual(panel.title, 'Second answer');
    assert.strictEqual(await vscode.commands.executeCommand<string>(COMMANDS.copyAnswer), 'note two');
    // The panel it revived is the one reused for the next answer.
    await vscode.commands.executeCommand(COMMANDS.canActivate, 'Kuriboh', 'all');
    assert.strictEqual(answerTabs().length, 1);
    assert.strictEqual(panel.title, 'Kuriboh');
  });

  test('a saved state that is not one is refused: the revived panel is closed', async () => {
    const extension = await api();
    for (const state of [undefined, null, 'x', { history: 'x' }, { history: [{ title: 1 }] }]) {
      const panel = vscode.window.createWebviewPanel(ANSWER_VIEW_TYPE, 'restoring', vscode.ViewColumn.One);
      let disposed = false;
      panel.onDidDispose(() => (disposed = true));
      await extension.answerSerializer.deserializeWebviewPanel(panel, state);
      assert.strictEqual(disposed, true, `kept a panel for ${JSON.stringify(state)}`);
    }
  });
});
