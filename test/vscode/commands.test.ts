import * as assert from 'node:assert';
import * as vscode from 'vscode';
import type { AskAnswer, SearchHit } from '../../src/core/index';
import { COMMANDS } from '../../src/extension/commands/ids';
import { api, contributedCommands, open, resetSettings, workspaceFile } from './helpers';

suite('commands', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(resetSettings);

  test('every contributed command is registered, and every registered one is contributed', async () => {
    const registered = new Set(await vscode.commands.getCommands(true));
    const contributed = contributedCommands();
    assert.deepStrictEqual([...contributed].sort(), Object.values(COMMANDS).sort());
    for (const id of contributed) assert.ok(registered.has(id), `${id} is not registered`);
  });

  test('Can This Activate…? answers for all timings and for one', async () => {
    const all = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.canActivate, 'Kuriboh', 'all');
    assert.strictEqual(all.card.name, 'Kuriboh');
    assert.strictEqual(all.verdicts.length, 5);
    const one = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.canActivate, 'kuriboh', 'during-damage-calculation');
    assert.strictEqual(one.verdicts.length, 1);
    assert.strictEqual(one.verdicts[0]?.canActivate, true);
    assert.ok((one.verdicts[0]?.reasons.length ?? 0) > 0);
  });

  test('Can This Activate…? with an unknown card answers nothing and does not throw', async () => {
    const none = await vscode.commands.executeCommand<AskAnswer | undefined>(COMMANDS.canActivate, 'No Such Card Anywhere', 'all');
    assert.strictEqual(none, undefined);
  });

  test('Explain Timing… shows what happens and what can be activated', async () => {
    const markdown = await vscode.commands.executeCommand<string>(COMMANDS.explainTiming, 'during-damage-calculation');
    assert.match(markdown, /During damage calculation/);
    assert.match(markdown, /What happens/);
    assert.match(markdown, /What can be activated/);
    assert.match(markdown, /command:damageStepRulings\.showRule/);
  });

  test('Search Rulings… finds rules and cards', async () => {
    const hits = await vscode.commands.executeCommand<SearchHit[]>(COMMANDS.searchRulings, 'Kuriboh');
    assert.ok(
      hits.some((h) => h.type === 'card' && h.title === 'Kuriboh'),
      JSON.stringify(hits),
    );
    const rules = await vscode.commands.executeCommand<SearchHit[]>(COMMANDS.searchRulings, 'damage calculation');
    assert.ok(rules.some((h) => h.type === 'rule'));
  });

  test('Show Rule renders a rule record with its sources', async () => {
    const timings = await vscode.commands.executeCommand<string>(COMMANDS.explainTiming, 'start-of-damage-step');
    const id = /showRule\?([^)\s]+)/.exec(timings)?.[1];
    assert.ok(id, 'no rule link in the timing explanation');
    const ruleId = (JSON.parse(decodeURIComponent(id)) as string[])[0];
    const markdown = await vscode.commands.executeCommand<string>(COMMANDS.showRule, ruleId);
    assert.ok(markdown.includes(ruleId ?? '?'));
  });

  test('Check Selected Card Text classifies the text and answers for every timing', async () => {
    const text = 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.';
    const answer = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.checkSelection, text, 'Effect Monster');
    assert.strictEqual(answer.card.source, 'text');
    assert.strictEqual(answer.verdicts.length, 5);
    assert.deepStrictEqual(
      answer.verdicts.map((v) => v.canActivate),
      [false, false, true, false, false],
    );
    assert.ok(answer.effects[0]?.span, 'the effect says where in the text it was read');
    // From the editor selection, with the kind stated in the text itself.
    const doc = await vscode.workspace.openTextDocument({ language: 'plaintext', content: `Quick-Play Spell\nTarget 1 face-up monster; it gains 500 ATK.` });
    const editor = await vscode.window.showTextDocument(doc);
    editor.selection = new vscode.Selection(0, 0, 1, 43);
    const fromSelection = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.checkSelection);
    assert.strictEqual(fromSelection.card.subtype, 'quick-play-spell');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('Check Selected Card Text reads a whole pasted card: name, type and stats are its identity, not effects', async () => {
    const block =
      "Kuriboh\n[Fiend / Effect]\nLevel 1\nATK/300 DEF/200\nDuring damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle.";
    const answer = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.checkSelection, block);
    assert.strictEqual(answer.card.name, 'Kuriboh');
    assert.strictEqual(answer.card.kind, 'monster');
    assert.strictEqual(answer.effects.length, 1, JSON.stringify(answer.effects.map((e) => e.label)));
    assert.deepStrictEqual(
      answer.verdicts.map((v) => v.canActivate),
      [false, false, true, false, false],
    );
  });

  test('Switch Rule Set / Region updates the settings', async () => {
    const choice = await vscode.commands.executeCommand<{ ruleset: string; region: string; target: string }>(COMMANDS.switchRuleset, 'edison', 'ocg');
    // The test workspace has a folder open: the switch writes there and says so.
    assert.deepStrictEqual(choice, { ruleset: 'edison', region: 'ocg', target: 'workspace' });
    const config = vscode.workspace.getConfiguration('damageStepRulings');
    assert.strictEqual(config.get('ruleset'), 'edison');
    assert.strictEqual(config.get('region'), 'ocg');
    const edison = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.canActivate, 'Kuriboh', 'all');
    assert.strictEqual(edison.verdicts.length, 7);
  });

  test('Import Card Database… remembers the file in settings', async () => {
    const uri = workspaceFile('cards.json');
    const card = {
      id: 1,
      name: 'Imported Sentry',
      type: 'Effect Monster',
      frameType: 'effect',
      race: 'Fairy',
      atk: 300,
      def: 200,
      desc: 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
    };
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(JSON.stringify({ data: [card] })));
    const path = await vscode.commands.executeCommand<string>(COMMANDS.importDatabase, uri);
    assert.strictEqual(path, 'cards.json');
    assert.deepStrictEqual(vscode.workspace.getConfiguration('damageStepRulings').get('cardDatabases'), ['cards.json']);
  });

  test('Walk Through Battle, Show Battle Step and Export as Markdown', async () => {
    const extension = await api();
    await open('sample.battle');
    assert.strictEqual(await vscode.commands.executeCommand<boolean>(COMMANDS.walkThrough), true);
    await vscode.commands.executeCommand(COMMANDS.revealStep, 1);
    const doc = await vscode.commands.executeCommand<vscode.TextDocument>(COMMANDS.exportMarkdown);
    assert.strictEqual(doc.languageId, 'markdown');
    // Plain Markdown a writer can paste: the punctuation of names and sentences is not escaped.
    const text = doc.getText();
    assert.match(text, /^# sample\.battle$/m);
    assert.match(text, /^Modern rules, TCG$/m);
    assert.match(text, /## 3\. During damage calculation/);
    assert.ok(!/\\[-.,()'!?:]/.test(text), `needless escapes in:\n${text}`);
    assert.ok(extension.battlePanel.document);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
