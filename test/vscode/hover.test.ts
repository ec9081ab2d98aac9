import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, hoverText, open, screenshot, sleep } from './helpers';

async function hoverAt(uri: vscode.Uri, line: number, character: number): Promise<vscode.Hover[]> {
  return vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(line, character));
}

function ours(hovers: vscode.Hover[]): vscode.Hover[] {
  return hovers.filter((h) => h.contents.some((c) => typeof c !== 'string' && /damageStepRulings|Damage Step|Described in this battle|Timing/.test(c.value)));
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
    assert.match(lines.find((l) => l.startsWith('- **no**')) ?? '', /Start of the Damage Step, Before damage calculation, After damage calculation, End of the Damage Step/);
    assert.ok(hover.range?.isEqual(new vscode.Range(2, line.indexOf('Kuriboh'), 2, line.indexOf('Kuriboh') + 'Kuriboh'.length)), 'hover range is the name');
    const md = hover.contents[0] as vscode.MarkdownString;
    assert.notStrictEqual(md.supportHtml, true, 'hovers must not render HTML');
    if (typeof md.isTrusted === 'object') assert.deepStrictEqual(md.isTrusted.enabledCommands, ['damageStepRulings.showRule']);
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
