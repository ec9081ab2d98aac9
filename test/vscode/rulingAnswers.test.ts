import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { EMBEDDED_CARDS, findRule, type AskAnswer } from '../../src/core/index';
import { COMMANDS } from '../../src/extension/commands/ids';
import { withoutCommandLinks } from '../../src/extension/text/markdown';
import { api, resetSettings, screenshotLightAndDark, sleep, waitFor } from './helpers';

// Answers that read like a ruling, in a real VS Code: the one-line answer first, each reason
// once under the timings it decides, the deciding effect named, rule ids only as links; timing
// explanations grouped by what a rule says; the Timings view says the outcome first.

type Node = { node: unknown; item: vscode.TreeItem };
async function items(provider: vscode.TreeDataProvider<unknown>, parent?: unknown): Promise<Node[]> {
  const children = (await provider.getChildren(parent)) ?? [];
  return Promise.all(children.map(async (node) => ({ node, item: await provider.getTreeItem(node) })));
}
const label = (item: vscode.TreeItem) => (typeof item.label === 'string' ? item.label : (item.label?.label ?? ''));

/** The Markdown between a `## title` heading and the next heading. */
function section(markdown: string, title: string): string {
  const at = markdown.indexOf(`## ${title}\n`);
  if (at < 0) return '';
  const next = markdown.indexOf('\n#', at + 3);
  return markdown.slice(at, next < 0 ? undefined : next);
}

suite('answers that read like a ruling', () => {
  suiteSetup(async () => {
    await api();
    await resetSettings();
  });

  test('a card answer: the answer line first, one heading per shared reason with its mark, each reason once, ids only as links', async () => {
    const extension = await api();
    const answer = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.canActivate, 'Kuriboh', 'all');
    const markdown = extension.lastAnswerMarkdown();
    const lines = markdown.split('\n');
    assert.strictEqual(lines[0], '# Kuriboh');
    assert.strictEqual(lines[1], '**Can be activated:** during damage calculation only');
    const headings = lines.filter((l) => l.startsWith('## '));
    assert.deepStrictEqual(headings, ['## ✗ No: Start of the Damage Step, Before damage calculation, After damage calculation, End of the Damage Step', '## ✓ Yes: During damage calculation']);
    for (const reason of new Set(answer.verdicts.map((v) => v.reasons[0]?.text ?? ''))) {
      const said = markdown.split(reason).length - 1;
      assert.strictEqual(said, 1, `"${reason}" is said ${said} times`);
    }
    // Outside links no rule id: the reader reads words; the id is the link's text only.
    const words = markdown.replace(/\[[^\]]*\]\([^)]*\)/g, '');
    assert.doesNotMatch(words, /\b(activation|gate|ruling|procedure)\.[a-z-]+/);
    assert.match(markdown, /Sources: \[/, 'sources are links');
    await sleep(2500);
    await screenshotLightAndDark('answer-panel-ruling');
  });

  test('a card of several effects names the effect that decides, its label never cut mid-word', async () => {
    const extension = await api();
    const card = EMBEDDED_CARDS.find((c) => c.name === 'Altergeist Protocol');
    assert.ok(card);
    await vscode.commands.executeCommand<AskAnswer>(COMMANDS.canActivate, card.name, 'all');
    const markdown = extension.lastAnswerMarkdown();
    assert.match(markdown, /Decided by the effect: \*/);
    for (const clipped of markdown.match(/\S+…/g) ?? []) assert.match(clipped, /^[\p{L}\p{N})"']+…$/u, `cut mid-word: ${clipped}`);
    assert.doesNotMatch(markdown, /\w…: never/);
  });

  test('Explain Timing: what happens, then what may and may not be activated apart, game rules out of the list', async () => {
    const markdown = await vscode.commands.executeCommand<string>(COMMANDS.explainTiming, 'during-damage-calculation');
    const can = section(markdown, 'What can be activated');
    const cannot = section(markdown, 'What cannot be activated');
    assert.ok(can.length > 0 && cannot.length > 0, markdown.slice(0, 400));
    assert.doesNotMatch(can, /forbids|Spell Speed 1|Life Points reach 0/, 'no prohibition or game fact among what may be activated');
    assert.match(cannot, /Spell Speed 1/);
    assert.match(cannot, /Cards a specific ruling forbids: \[Evil Blast\]/);
    assert.match(section(markdown, 'Game rules that also hold'), /Life Points reach 0/);
    // Card-specific rulings on one line, not one line each.
    assert.strictEqual(can.split('\n').filter((l) => l.startsWith('- A specific ruling allows')).length, 0);
    assert.ok(markdown.indexOf('## What happens') < markdown.indexOf('## What can be activated'));
    const titles = (findRule('activation.during-damage-calculation-effects')?.title ?? '').slice(0, 30);
    assert.ok(withoutCommandLinks(can).includes(titles), can);
    await sleep(2500);
    await screenshotLightAndDark('explain-timing');
  });

  test('Back from the palette brings a hidden answer panel to the front', async () => {
    await vscode.commands.executeCommand(COMMANDS.canActivate, 'Kuriboh', 'all');
    await vscode.commands.executeCommand(COMMANDS.explainTiming, 'during-damage-calculation');
    await sleep(500);
    const panelTab = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('damageStepRulings.answer'));
    const group = vscode.window.tabGroups.all.find((g) => g.tabs.includes(panelTab() as vscode.Tab));
    // An editor opened over the panel in its own group hides it.
    const notes = await vscode.workspace.openTextDocument({ language: 'markdown', content: 'notes' });
    await vscode.window.showTextDocument(notes, { viewColumn: group?.viewColumn ?? vscode.ViewColumn.Beside, preview: false });
    await waitFor('the panel hidden behind the editor', () => panelTab()?.isActive === false || undefined, 5000);
    await vscode.commands.executeCommand(COMMANDS.answerBack);
    await sleep(500);
    assert.strictEqual(panelTab()?.isActive, true, 'Back showed the panel');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('the Timings view says the outcome first, with an icon of its own for forbidding rules', async () => {
    const { timingsTree } = await api();
    const timings = await items(timingsTree);
    const during = timings.find((t) => t.item.id === 'during-damage-calculation');
    assert.ok(during);
    assert.strictEqual(during.item.description, '', 'no Japanese name in TCG mode');
    const groups = await items(timingsTree, during.node);
    const activation = groups.find((g) => g.item.id === 'during-damage-calculation/activation');
    assert.ok(activation);
    const rules = await items(timingsTree, activation.node);
    for (const r of rules) {
      const id = String(r.item.command?.arguments?.[0]);
      const outcome = findRule(id)?.applies?.outcome;
      const icon = (r.item.iconPath as vscode.ThemeIcon).id;
      if (outcome === 'prohibit') {
        assert.match(label(r.item), /^Not allowed: /, id);
        assert.strictEqual(icon, 'circle-slash', id);
      } else if (outcome === 'permit') {
        assert.match(label(r.item), /^Allowed: /, id);
        assert.strictEqual(icon, 'pass', id);
      } else assert.notStrictEqual(icon, 'pass', `${id} is no permission: no check`);
    }
    const procedure = await items(timingsTree, groups.find((g) => g.item.id === 'during-damage-calculation/procedure')?.node);
    assert.ok(procedure.every((p) => (p.item.iconPath as vscode.ThemeIcon).id === 'debug-stackframe-dot'));
    // Opened as a person does with the keyboard: During damage calculation, then its activation rules.
    await vscode.commands.executeCommand('damageStepRulings.timings.focus');
    await sleep(500);
    for (const command of ['list.focusFirst', 'list.focusDown', 'list.focusDown', 'list.expand', 'list.focusDown', 'list.focusDown', 'list.expand']) {
      await vscode.commands.executeCommand(command);
      await sleep(200);
    }
    await sleep(800);
    await screenshotLightAndDark('timings-sidebar');
  });
});
