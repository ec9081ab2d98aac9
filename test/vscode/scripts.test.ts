import * as assert from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, api, hoverText, resetSettings, waitFor, workspaceFile } from './helpers';

// Card scripts: diagnostics when a database holds the script's card, quick fixes in the script's
// own dialect, hovers on the flags and guard helpers.

const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'test', 'fixtures', 'scripts');

function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'damage-step');
}

async function copyScript(dialect: string, kind: 'bad' | 'good', id: number): Promise<vscode.Uri> {
  const uri = workspaceFile(path.join('scripts', dialect, `c${id}.lua`));
  await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
  await vscode.workspace.fs.writeFile(uri, fs.readFileSync(path.join(FIXTURES, dialect, kind, `c${id}.lua`)));
  return uri;
}

async function openScript(uri: vscode.Uri): Promise<vscode.TextEditor> {
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
}

/** Opens the script and waits until the extension has linted it (whatever it found). */
async function openScriptAndWaitForLint(extension: Awaited<ReturnType<typeof api>>, uri: vscode.Uri): Promise<void> {
  const linted = new Promise<void>((resolve) => {
    const l = extension.onDidLintScript((u) => {
      if (u.toString() === uri.toString()) {
        l.dispose();
        resolve();
      }
    });
  });
  await openScript(uri);
  await linted;
}

async function fixAndCheck(uri: vscode.Uri, code: string, title: RegExp, expectText: RegExp): Promise<void> {
  const editor = await openScript(uri);
  const diagnostic = await waitFor(`${code} on ${path.basename(uri.path)}`, () => ours(uri).find((d) => d.code === code));
  assert.match(diagnostic.message, /\[[a-z0-9.-]+\]$/, 'names the deciding rule');
  // The message is short; the rule in words, with its sources, is the diagnostic's related line.
  assert.ok(diagnostic.message.length <= 300, diagnostic.message);
  assert.match(diagnostic.relatedInformation?.[0]?.message ?? '', /^Rule: .+\(.+\)\.$/);
  const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, diagnostic.range);
  const fix = actions.find((a) => title.test(a.title));
  assert.ok(fix?.edit, actions.map((a) => a.title).join(' | '));
  assert.ok(await vscode.workspace.applyEdit(fix.edit));
  assert.match(editor.document.getText(), expectText);
  await waitFor(`${code} to go after the fix`, () => !ours(uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error || d.code === code));
  await editor.document.save();
}

suite('card scripts', () => {
  suiteSetup(async () => {
    await api();
    await vscode.workspace.fs.writeFile(workspaceFile('script-cards.json'), fs.readFileSync(path.join(FIXTURES, 'cards.json')));
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  suiteTeardown(resetSettings);

  test('no diagnostics on a script while no card database is configured', async () => {
    const extension = await api();
    await resetSettings();
    // What this test is about: no database in effect at any level (an earlier suite's user setting would be).
    const databases = vscode.workspace.getConfiguration('damageStepRulings').inspect<string[]>('cardDatabases');
    assert.deepStrictEqual(vscode.workspace.getConfiguration('damageStepRulings').get('cardDatabases'), [], `card databases still configured: ${JSON.stringify(databases)}`);
    const uri = await copyScript('edopro', 'bad', 10000005);
    await openScriptAndWaitForLint(extension, uri);
    assert.deepStrictEqual(ours(uri), []);
  });

  test('a script whose card is in the database gets the finding, at the offending call, with its rule', async () => {
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['script-cards.json'], vscode.ConfigurationTarget.Workspace);
    const uri = await copyScript('edopro', 'bad', 10000005);
    const editor = await openScript(uri);
    const diagnostic = await waitFor('extra-damage-step-flag', () => ours(uri).find((d) => d.code === 'extra-damage-step-flag'));
    assert.strictEqual(diagnostic.severity, vscode.DiagnosticSeverity.Error);
    assert.match(editor.document.lineAt(diagnostic.range.start.line).text, /e1:SetProperty\(EFFECT_FLAG_CARD_TARGET\|EFFECT_FLAG_DAMAGE_STEP\)/);
    assert.match(diagnostic.message, /\[activation\.only-listed-cards-and-effects\]$/);
  });

  test("Getting Started's scripts step completes once a script has been checked against a card database, not on Import", async () => {
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as {
      contributes: { walkthroughs: Array<{ steps: Array<{ id: string; completionEvents: string[] }> }> };
    };
    const steps = manifest.contributes.walkthroughs[0]?.steps ?? [];
    assert.deepStrictEqual(steps.find((s) => s.id === 'scripts')?.completionEvents, ['onContext:damageStepRulings.scriptChecked']);
    assert.ok(steps.find((s) => s.id === 'text')?.completionEvents.includes('onCommand:damageStepRulings.checkDocument'));
    const extension = await api();
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['script-cards.json'], vscode.ConfigurationTarget.Workspace);
    const uri = await copyScript('edopro', 'good', 10000001);
    await openScriptAndWaitForLint(extension, uri);
    assert.strictEqual(extension.contextKey('damageStepRulings.scriptChecked'), true);
  });

  test('a script whose card no configured database holds is said to be unchecked, on its first line', async () => {
    const extension = await api();
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['script-cards.json'], vscode.ConfigurationTarget.Workspace);
    const uri = workspaceFile(path.join('scripts', 'edopro', 'c99999991.lua'));
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
    await vscode.workspace.fs.writeFile(uri, fs.readFileSync(path.join(FIXTURES, 'edopro', 'bad', 'c10000005.lua')));
    await openScriptAndWaitForLint(extension, uri);
    const notes = ours(uri);
    assert.deepStrictEqual(
      notes.map((d) => [d.code, d.severity, d.range.start.line]),
      [['card-not-in-database', vscode.DiagnosticSeverity.Information, 0]],
    );
    assert.match(notes[0]?.message ?? '', /^Not checked: card 99999991 is in none of the configured card databases/);
  });

  test('quick fix (EDOPro): remove the flag', async () => {
    const uri = await copyScript('edopro', 'bad', 10000005);
    await fixAndCheck(uri, 'extra-damage-step-flag', /^Remove EFFECT_FLAG_DAMAGE_STEP/, /e1:SetProperty\(EFFECT_FLAG_CARD_TARGET\)\n/);
  });

  test('quick fix (EDOPro): add the flag, with the guard and the hint timing', async () => {
    const uri = await copyScript('edopro', 'bad', 10000001);
    await fixAndCheck(
      uri,
      'missing-damage-step-flag',
      /^Add EFFECT_FLAG_DAMAGE_STEP to e1, with the guard and the hint timing$/,
      /^(?=[\s\S]*SetProperty\(EFFECT_FLAG_CARD_TARGET\|EFFECT_FLAG_DAMAGE_STEP\))(?=[\s\S]*SetCondition\(aux\.StatChangeDamageStepCondition\))(?=[\s\S]*SetHintTiming\(TIMING_DAMAGE_STEP,TIMINGS_CHECK_MONSTER\|TIMING_DAMAGE_STEP\))/,
    );
  });

  test("quick fix (YGOPro): add the guard in the dialect's own name", async () => {
    const uri = await copyScript('ygopro', 'bad', 10000003);
    await fixAndCheck(uri, 'missing-after-calculation-guard', /^Add e1:SetCondition\(aux\.dscon\)$/, /\te1:SetCondition\(aux\.dscon\)\n/);
  });

  test('quick fix (YGOPro): add the condition that keeps a trigger out of the Damage Step', async () => {
    const uri = await copyScript('ygopro', 'bad', 10000007);
    await fixAndCheck(
      uri,
      'missing-damage-step-condition',
      /not during the Damage Step/,
      /SetCondition\(function\(\) return Duel\.GetCurrentPhase\(\)~=PHASE_DAMAGE and Duel\.GetCurrentPhase\(\)~=PHASE_DAMAGE_CAL end\)/,
    );
  });

  test('quick fix (EDOPro): extend the hint timing', async () => {
    const uri = await copyScript('edopro', 'bad', 10000004);
    await fixAndCheck(uri, 'missing-damage-step-hint-timing', /hint timing/, /SetHintTiming\(TIMING_DAMAGE_STEP,TIMINGS_CHECK_MONSTER\|TIMING_DAMAGE_STEP\)/);
  });

  test('hovers on the flag and the guard helpers explain the rule with its sources', async () => {
    const uri = await copyScript('ygopro', 'good', 10000001);
    const editor = await openScript(uri);
    const text = editor.document.getText();
    const at = (needle: string): vscode.Position => editor.document.positionAt(text.indexOf(needle) + 3);
    // Markdown escapes (\_, \., \-) are dropped before matching.
    const flag = hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at('EFFECT_FLAG_DAMAGE_STEP'))).replace(/\\/g, '');
    assert.match(flag, /\*\*EFFECT_FLAG_DAMAGE_STEP\*\*/);
    assert.match(flag, /activation\.only-listed-cards-and-effects/);
    assert.match(flag, /Rulebook/);
    const guard = hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at('aux.dscon'))).replace(/\\/g, '');
    assert.match(guard, /after damage calculation/);
    assert.match(guard, /activation\.atk-def-modifiers-end-at-damage-calculation/);
  });
});

suite('card scripts: fix all and silence', () => {
  suiteSetup(async () => {
    await api();
    await vscode.workspace.fs.writeFile(workspaceFile('script-cards.json'), fs.readFileSync(path.join(FIXTURES, 'cards.json')));
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['script-cards.json'], vscode.ConfigurationTarget.Workspace);
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  suiteTeardown(resetSettings);

  const wholeDocument = (doc: vscode.TextDocument): vscode.Range => new vscode.Range(new vscode.Position(0, 0), doc.lineAt(doc.lineCount - 1).range.end);
  const errorsOrWarnings = (uri: vscode.Uri): vscode.Diagnostic[] => ours(uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error || d.severity === vscode.DiagnosticSeverity.Warning);

  test('source action "Fix all Damage Step findings in this file" (source.fixAll.dmgstep) leaves the script with no error or warning', async () => {
    const uri = await copyScript('edopro', 'bad', 10000001);
    const editor = await openScript(uri);
    await waitFor('the finding', () => ours(uri).find((d) => d.code === 'missing-damage-step-flag'));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, wholeDocument(editor.document), 'source.fixAll');
    const fixAll = actions.find((a) => a.title === 'Fix all Damage Step findings in this file');
    assert.ok(fixAll?.edit, actions.map((a) => a.title).join(' | '));
    assert.strictEqual(fixAll.kind?.value, 'source.fixAll.dmgstep');
    assert.ok(!actions.some((a) => a.kind?.value === 'quickfix'), 'a source request gets no quick fixes');
    assert.ok(await vscode.workspace.applyEdit(fixAll.edit));
    const text = editor.document.getText();
    assert.match(text, /SetProperty\(EFFECT_FLAG_CARD_TARGET\|EFFECT_FLAG_DAMAGE_STEP\)/);
    assert.match(text, /SetCondition\(aux\.StatChangeDamageStepCondition\)/);
    assert.match(text, /SetHintTiming\(TIMING_DAMAGE_STEP,TIMINGS_CHECK_MONSTER\|TIMING_DAMAGE_STEP\)/);
    await waitFor('no error or warning after fix all', () => errorsOrWarnings(uri).length === 0 && !ours(uri).some((d) => d.code === 'missing-damage-step-flag'));
    // Nothing left to fix: the action is no longer offered.
    const again = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, wholeDocument(editor.document), 'source.fixAll.dmgstep');
    assert.ok(!again.some((a) => a.title === 'Fix all Damage Step findings in this file'));
    await editor.document.save();
  });

  test('quick fix: silence the finding with a dmgstep-disable-next-line comment above the line', async () => {
    const uri = await copyScript('ygopro', 'bad', 10000005);
    const editor = await openScript(uri);
    const diagnostic = await waitFor('extra-damage-step-flag', () => ours(uri).find((d) => d.code === 'extra-damage-step-flag'));
    const line = editor.document.lineAt(diagnostic.range.start.line).text;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, diagnostic.range);
    const silence = actions.find((a) => /^Silence extra-damage-step-flag on this line/.test(a.title));
    assert.ok(silence?.edit, actions.map((a) => a.title).join(' | '));
    assert.strictEqual(silence.kind?.value, 'quickfix');
    assert.ok(await vscode.workspace.applyEdit(silence.edit));
    const lines = editor.document.getText().split('\n');
    const at = lines.indexOf(line);
    assert.strictEqual(lines[at - 1], `${/^\s*/.exec(line)?.[0] ?? ''}-- dmgstep-disable-next-line extra-damage-step-flag`);
    await waitFor('the finding silenced', () => !ours(uri).some((d) => d.code === 'extra-damage-step-flag'));
    await editor.document.save();
  });
});
