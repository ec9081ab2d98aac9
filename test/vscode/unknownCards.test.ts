import * as assert from 'node:assert';
import * as vscode from 'vscode';
import type { AskAnswer } from '../../src/core/index';
import type { CardPickView } from '../../src/extension/commands/askCommands';
import type { SearchPickView } from '../../src/extension/commands/ruleCommands';
import { MAX_ANSWER_HISTORY } from '../../src/extension/views/answerProtocol';
import { api, hoverText, resetSettings, screenshotLightAndDark, sleep, waitFor, workspaceFile } from './helpers';

// Honest unknowns in a real VS Code: a card the catalog lacks is said to be unknown on every
// surface, with clickable names it may have meant and a card database to add; a misspelled name
// is said to be read as the card it almost names; Enter never answers for another card.

const CAN_ACTIVATE = 'damageStepRulings.canActivate';

async function written(name: string, text: string): Promise<vscode.TextEditor> {
  const uri = workspaceFile(name);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
}

async function hoverOn(editor: vscode.TextEditor, word: string): Promise<string> {
  const line = editor.document
    .getText()
    .split('\n')
    .findIndex((l) => l.includes(word));
  const at = new vscode.Position(line, editor.document.lineAt(line).text.indexOf(word) + 1);
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', editor.document.uri, at);
  return hoverText(hovers).replace(/\\(.)/g, '$1');
}

/** The command links of a hover, as VS Code would run them: command id and its arguments. */
function commandLinks(markdown: string): Array<{ text: string; command: string; args: unknown[] }> {
  return [...markdown.matchAll(/\[([^\]]+)\]\(command:([\w.]+)(?:\?([^\s)]+))?/g)].map((m) => ({
    text: m[1] ?? '',
    command: m[2] ?? '',
    args: m[3] ? (JSON.parse(decodeURIComponent(m[3])) as unknown[]) : [],
  }));
}

suite('unknown cards', () => {
  suiteSetup(async () => {
    await api();
    await resetSettings();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  });

  test('a Markdown hover on a card no catalog has says so, offers the close names as links and a card database', async () => {
    const editor = await written('unknown-cards.md', ['# Notes', '', 'Can "Honest" be activated? And "Kurix"?', ''].join('\n'));
    const honest = await hoverOn(editor, 'Honest');
    assert.match(honest, /\*\*Honest\*\* is not in the catalog \([\d,]+ cards loaded\), so it is not answered\./);
    const offers = commandLinks(honest).map((l) => l.command);
    assert.deepStrictEqual(offers, ['damageStepRulings.downloadDatabase', 'damageStepRulings.importDatabase']);
    const kurix = await hoverOn(editor, 'Kurix');
    const links = commandLinks(kurix);
    const kuriboh = links.find((l) => l.text === 'Kuriboh');
    assert.ok(kuriboh, kurix);
    assert.strictEqual(kuriboh.command, CAN_ACTIVATE);
    // The link runs what a click runs: the answer for the name offered.
    const answer = await vscode.commands.executeCommand<AskAnswer>(kuriboh.command, ...kuriboh.args);
    assert.strictEqual(answer.card.name, 'Kuriboh');
    assert.strictEqual(answer.readAs, undefined);
    const at = new vscode.Position(2, editor.document.lineAt(2).text.indexOf('Honest') + 2);
    await vscode.window.showTextDocument(editor.document);
    editor.selection = new vscode.Selection(at, at);
    await vscode.commands.executeCommand('editor.action.showHover');
    await sleep(1200);
    await screenshotLightAndDark('hover-unknown-card', () => vscode.commands.executeCommand('editor.action.showHover'));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(workspaceFile('unknown-cards.md'));
  });

  test('a misspelled name is said to be read as the card, in the answer, the panel and its note', async () => {
    const extension = await api();
    const answer = await vscode.commands.executeCommand<AskAnswer>(CAN_ACTIVATE, 'Kurriboh', 'all');
    assert.strictEqual(answer.card.name, 'Kuriboh');
    assert.deepStrictEqual(answer.readAs, { typed: 'Kurriboh', name: 'Kuriboh' });
    assert.match(extension.lastAnswerMarkdown(), /\*Read "Kurriboh" as \*\*Kuriboh\*\*\.\*/);
    assert.match(extension.answerPanel.current?.note ?? '', /^\*Read "Kurriboh" as \*\*Kuriboh\*\*\.\*/);
  });

  test('a .battle hover on a misspelled name answers for the card it was read as, never "not known"', async () => {
    const editor = await written(
      'misspelled.battle',
      ['attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500', 'target: opponent attack "Giant Rat"', 'opponent set: "Forbiden Lance"', ''].join('\n'),
    );
    const text = await waitFor('the hover of the corrected name', async () => {
      const t = await hoverOn(editor, 'Forbiden');
      return /Forbidden Lance/.test(t) ? t : undefined;
    });
    assert.match(text, /\*\*Forbidden Lance\*\*/);
    assert.doesNotMatch(text, /no card catalog|not known/);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(workspaceFile('misspelled.battle'));
  });

  test('Can This Activate…: Enter on a name no card has says it is unknown, never answers for another card', async () => {
    const extension = await api();
    const view = await vscode.commands.executeCommand<CardPickView>(CAN_ACTIVATE, { value: 'Blue-Eyes Ultimate Dragon' });
    assert.strictEqual(view.value, 'Blue-Eyes Ultimate Dragon');
    assert.strictEqual(view.items[0]?.unknown, 'Blue-Eyes Ultimate Dragon', JSON.stringify(view.items.slice(0, 3)));
    assert.match(view.items[0]?.label ?? '', /"Blue-Eyes Ultimate Dragon" is not in the catalog/);
    assert.ok(
      view.items.some((i) => i.card === 'Malefic Blue-Eyes White Dragon'),
      'the look-alike is offered to pick, below',
    );
    await sleep(500);
    await screenshotLightAndDark('can-this-activate-unknown', () => vscode.commands.executeCommand(CAN_ACTIVATE, { value: 'Blue-Eyes Ultimate Dragon' }));
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await waitFor('the unknown card in the answer panel', () => extension.answerPanel.current?.title === 'Unknown card: Blue-Eyes Ultimate Dragon' || undefined);
    assert.match(extension.lastAnswerMarkdown(), /\*\*Blue-Eyes Ultimate Dragon\*\* is not in the catalog/);
    assert.match(extension.lastAnswerMarkdown(), /command:damageStepRulings\.downloadDatabase/);
    assert.doesNotMatch(extension.answerPanel.current?.note ?? '', /command:/, 'the note leaves VS Code: no command links');
    await sleep(800);
    await screenshotLightAndDark('answer-panel-unknown-card');
    await vscode.commands.executeCommand('notifications.clearAll');
    // A name being typed is that name: its card is what Enter answers.
    const typing = await vscode.commands.executeCommand<CardPickView>(CAN_ACTIVATE, { value: 'Kurib' });
    assert.strictEqual(typing.items[0]?.card, 'Kuriboh');
  });

  test('one timing is answered in the answer panel too, and is in its history', async () => {
    const extension = await api();
    const before = extension.answerPanel.state.history.length;
    const one = await vscode.commands.executeCommand<AskAnswer>(CAN_ACTIVATE, 'Kuriboh', 'during-damage-calculation');
    assert.strictEqual(one.verdicts.length, 1);
    assert.strictEqual(extension.answerPanel.current?.title, 'Kuriboh');
    assert.match(extension.lastAnswerMarkdown(), /During damage calculation/);
    assert.strictEqual(extension.answerPanel.state.history.length, Math.min(before + 1, MAX_ANSWER_HISTORY), 'the answer is a new entry of the history (Back goes to the one before)');
  });

  test('Search Rulings lists nothing for a name of no card, and offers a card database', async () => {
    const hits = await vscode.commands.executeCommand<unknown[]>('damageStepRulings.searchRulings', 'honest');
    assert.deepStrictEqual(hits, [], 'no Amazoness card for "honest"');
    const view = await vscode.commands.executeCommand<SearchPickView>('damageStepRulings.searchRulings', { value: 'Honest' });
    assert.deepStrictEqual(
      view.items.map((i) => i.id),
      ['card-database'],
    );
    assert.match(view.items[0]?.label ?? '', /Add a card database/);
    await sleep(500);
    await screenshotLightAndDark('search-unknown-card', () => vscode.commands.executeCommand('damageStepRulings.searchRulings', { value: 'Honest' }));
  });
});
