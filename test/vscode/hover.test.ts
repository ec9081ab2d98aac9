import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, hoverText, open, resetSettings, screenshot, screenshotLightAndDark, sleep, workspaceFile } from './helpers';

async function hoverAt(uri: vscode.Uri, line: number, character: number): Promise<vscode.Hover[]> {
  return vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(line, character));
}

function ours(hovers: vscode.Hover[]): vscode.Hover[] {
  return hovers.filter((h) =>
    h.contents.some((c) => typeof c !== 'string' && /damageStepRulings|Damage Step|Described in this battle|Timing|not in the catalog|Can be activated|Substep/.test(c.value)),
  );
}

/** Writes a file into the fixture workspace and opens it. */
async function openWritten(name: string, text: string): Promise<vscode.TextEditor> {
  const uri = workspaceFile(name);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
}

/** The hovers at the first occurrence of `word` on `line`, a character into it. */
async function hoverOn(editor: vscode.TextEditor, line: number, word: string): Promise<vscode.Hover[]> {
  const at = editor.document.lineAt(line).text.indexOf(word);
  assert.ok(at >= 0, `${word} on line ${line}`);
  return ours(await hoverAt(editor.document.uri, line, at + 1));
}

suite('hovers', () => {
  suiteSetup(async () => {
    await api();
  });

  test('a card name in Markdown shows its verdict at every timing', async () => {
    const editor = await open('notes.md');
    const line = editor.document.lineAt(2).text;
    const hovers = ours(await hoverAt(editor.document.uri, 2, line.indexOf('Kuriboh') + 2));
    assert.strictEqual(hovers.length, 1, hoverText(hovers));
    const hover = hovers[0] as vscode.Hover;
    const text = hoverText([hover]);
    assert.match(text, /\*\*Kuriboh\*\*/);
    // One line answers first; then the timings that share a reason, on one line each. Plain
    // punctuation is not escaped in the Markdown source.
    const shown = text;
    assert.ok(!/\\[-.,;()'!?:]/.test(text), `needless escapes in ${text}`);
    assert.match(shown.split('\n')[0] ?? '', /^\*\*Can be activated:\*\* during damage calculation only/);
    assert.match(shown, /Monster, from the embedded catalog; /);
    const lines = shown.split('\n').filter((l) => l.startsWith('- **'));
    assert.strictEqual(lines.length, 2, shown);
    assert.match(lines.find((l) => l.startsWith('- **✗ no**')) ?? '', /Start of the Damage Step, Before damage calculation, After damage calculation, End of the Damage Step/);
    assert.ok(hover.range?.isEqual(new vscode.Range(2, line.indexOf('Kuriboh'), 2, line.indexOf('Kuriboh') + 'Kuriboh'.length)), 'hover range is the name');
    const md = hover.contents[0] as vscode.MarkdownString;
    assert.notStrictEqual(md.supportHtml, true, 'hovers must not render HTML');
    // Show Rule, opening a cited project document (one the sources name), and the offers of an
    // unknown card (answer a name, add a database): nothing that changes a file unasked.
    if (typeof md.isTrusted === 'object')
      assert.deepStrictEqual(md.isTrusted.enabledCommands, [
        'damageStepRulings.showRule',
        'damageStepRulings.openDocument',
        'damageStepRulings.canActivate',
        'damageStepRulings.downloadDatabase',
        'damageStepRulings.importDatabase',
      ]);
    else assert.notStrictEqual(md.isTrusted, true, 'hovers must trust only their own command');
  });

  test('a quoted card name is found whole', async () => {
    const editor = await open('notes.md');
    const line = editor.document.lineAt(4).text;
    const text = hoverText(ours(await hoverAt(editor.document.uri, 4, line.indexOf('Lance'))));
    assert.match(text, /\*\*Forbidden Lance\*\*/);
  });

  test('a timing phrase shows what happens then', async () => {
    const editor = await open('notes.md');
    const line = editor.document.lineAt(2).text;
    const text = hoverText(ours(await hoverAt(editor.document.uri, 2, line.indexOf('damage calculation') + 3)));
    assert.match(text, /During damage calculation/);
    assert.match(text, /What happens/);
  });

  test('a word that merely resembles a card shows nothing (exact index, not fuzzy)', async () => {
    const editor = await open('notes.md');
    const line = editor.document.lineAt(2).text;
    const hovers = ours(await hoverAt(editor.document.uri, 2, line.indexOf('discarded') + 2));
    assert.strictEqual(hovers.length, 0, hoverText(hovers));
  });

  test('hostile card names in a battle file stay text in the hover', async () => {
    const editor = await open('hostile.battle');
    const line = editor.document.lineAt(1).text;
    const text = hoverText(ours(await hoverAt(editor.document.uri, 1, line.indexOf('onerror'))));
    assert.ok(text.length > 0, 'no hover for the declared card');
    assert.ok(!/<img/i.test(text.replace(/\\</g, '')), `unescaped markup in ${text}`);
    assert.ok(text.includes('\\<img src=x onerror=alert(1)>'), text);
    const script = editor.document.lineAt(2).text;
    const text2 = hoverText(ours(await hoverAt(editor.document.uri, 2, script.indexOf('alert'))));
    assert.ok(text2.includes('\\</script>'), text2);
    assert.ok(!/(^|[^\\])</.test(text2), `unescaped markup in ${text2}`);
  });

  test('a quoted name a slip from a card is answered as that card and says so; another unknown name says it is unknown', async () => {
    const editor = await openWritten('did-you-mean.md', ['# Rulings notes', '', 'Does "Kurboh" work while "Hello there" is said, or "Mirror Force"?', ''].join('\n'));
    const hovers = await hoverOn(editor, 2, 'Kurboh');
    assert.strictEqual(hovers.length, 1, hoverText(hovers));
    const text = hoverText(hovers).replace(/\\(.)/g, '$1');
    assert.match(text, /^\*Read "Kurboh" as \*\*Kuriboh\*\*\.\*/);
    assert.match(text, /\*\*Can be activated:\*\* during damage calculation/);
    const line = editor.document.lineAt(2).text;
    assert.ok(hovers[0]?.range?.isEqual(new vscode.Range(2, line.indexOf('Kurboh'), 2, line.indexOf('Kurboh') + 'Kurboh'.length)), 'the range is the quoted name');
    // Quoted prose is no card name: no hover. A card the catalog lacks is said to be unknown.
    assert.deepStrictEqual(hoverText(await hoverOn(editor, 2, 'Hello')), '');
    assert.match(hoverText(await hoverOn(editor, 2, 'Mirror')).replace(/\\(.)/g, '$1'), /\*\*Mirror Force\*\* is not in the catalog/);
    const at = new vscode.Position(2, line.indexOf('Kurboh') + 2);
    editor.selection = new vscode.Selection(at, at);
    await vscode.commands.executeCommand('editor.action.showHover');
    await sleep(1500);
    await screenshotLightAndDark('hover-did-you-mean', () => vscode.commands.executeCommand('editor.action.showHover'));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(workspaceFile('did-you-mean.md'));
  });

  test('under Edison, a timing phrase explains the Edison substeps it spans, not the modern timing', async () => {
    const battle = await openWritten(
      'edison-hover.battle',
      ['ruleset edison', 'attacker: you "Giant Kozaky"', 'target: opponent Steamroid', '# Kuriboh is discarded during damage calculation.', ''].join('\n'),
    );
    // Compared as the reader sees it: Markdown escapes are taken out.
    const shown = (hovers: vscode.Hover[]) => hoverText(hovers).replace(/\\(.)/g, '$1');
    const text = shown(await hoverOn(battle, 3, 'damage calculation'));
    // Said so that it does not read as a contradiction: the names are Edison's, each substep says what it does.
    assert.match(text, /^Under Edison rules, what "during damage calculation" covers is spread over 2 substeps \(the names are those of the Edison rules, not the modern timings\):/, text);
    assert.match(text, /- \*\*Substep 4: During Damage Calculation\*\*: Effects that name damage calculation activate or apply\./, text);
    assert.match(text, /- \*\*Substep 5: After Damage Calculation\*\*: Damage and destruction are calculated/, text);
    assert.match(text, /\*Edison · /);
    assert.match(text, /edison\.procedure\.substep-4\./);
    assert.doesNotMatch(text, /procedure\.during-damage-calculation/, 'no modern procedure rule');
    const at = new vscode.Position(3, battle.document.lineAt(3).text.indexOf('damage calculation') + 2);
    battle.selection = new vscode.Selection(at, at);
    await vscode.commands.executeCommand('editor.action.showHover');
    await sleep(1500);
    await screenshotLightAndDark('hover-edison-substeps', () => vscode.commands.executeCommand('editor.action.showHover'));
    // The file's own Edison substep names are explained as they are.
    const substep = await openWritten('edison-substep.battle', ['ruleset edison', '# In substep 2 the attack target is flipped.', ''].join('\n'));
    assert.match(shown(await hoverOn(substep, 1, 'substep 2')), /^\*\*Substep 2/);
    // The setting decides in Markdown.
    await vscode.workspace.getConfiguration('damageStepRulings').update('ruleset', 'edison', vscode.ConfigurationTarget.Workspace);
    const notes = await open('notes.md');
    assert.match(shown(await hoverOn(notes, 2, 'damage calculation')), /^Under Edison rules, what "(during )?damage calculation" covers is spread over 2 substeps[^]*- \*\*Substep 4/);
    await resetSettings();
    assert.match(shown(await hoverOn(notes, 2, 'damage calculation')), /^\*\*During damage calculation\*\*/);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    for (const name of ['edison-hover.battle', 'edison-substep.battle']) await vscode.workspace.fs.delete(workspaceFile(name));
  });

  test('the hover as a person sees it (screenshot)', async () => {
    const editor = await open('notes.md');
    const line = editor.document.lineAt(2).text;
    const at = new vscode.Position(2, line.indexOf('Kuriboh') + 2);
    editor.selection = new vscode.Selection(at, at);
    await vscode.commands.executeCommand('editor.action.showHover');
    await sleep(1500);
    await screenshot('hover');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
