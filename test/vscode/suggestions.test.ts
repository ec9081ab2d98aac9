import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, hoverText, resetSettings, waitFor, workspaceFile } from './helpers';

// Card suggestions rank by what was typed, over every loaded card: an exact name is the card,
// a mistyped one is offered the closest names first.

const CARDS = {
  data: [
    {
      id: 44095762,
      name: 'Mirror Force',
      type: 'Trap Card',
      frameType: 'trap',
      race: 'Normal',
      desc: "When an opponent's monster declares an attack: Destroy all your opponent's Attack Position monsters.",
    },
    {
      id: 89631139,
      name: 'Blue-Eyes White Dragon',
      type: 'Normal Monster',
      frameType: 'normal',
      race: 'Dragon',
      atk: 3000,
      def: 2500,
      level: 8,
      desc: 'This legendary dragon is a powerful engine of destruction.',
    },
  ],
};

const ours = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'damage-step');

suite('card suggestions', () => {
  const battle = workspaceFile('suggestions.battle');

  suiteSetup(async () => {
    const extension = await api();
    await vscode.workspace.fs.writeFile(workspaceFile('suggested-cards.json'), new TextEncoder().encode(JSON.stringify(CARDS)));
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['suggested-cards.json'], vscode.ConfigurationTarget.Workspace);
    await waitFor('the database to load', async () => {
      await extension.catalogSize();
      return extension.databaseStatus().some((s) => s.path === 'suggested-cards.json' && s.cards === 2);
    });
  });
  suiteTeardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetSettings();
    for (const name of ['suggested-cards.json', 'suggestions.battle']) await vscode.workspace.fs.delete(workspaceFile(name)).then(undefined, () => undefined);
  });

  test('"Mirror Force" and "Blue-Eyes White Dragon" are the loaded cards; a typo is offered the closest name, never "Zero Force"', async () => {
    const text = ['ruleset modern', 'attacker: you "Blue-Eyes White Dragon"', 'target: opponent attack "Giant Rat"', 'opponent set: "Mirror Force"', 'you hand: "Miror Forse"', ''].join('\n');
    await vscode.workspace.fs.writeFile(battle, new TextEncoder().encode(text));
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(battle));
    const unknown = await waitFor('the unknown-card diagnostic', () => ours(battle).filter((d) => d.code === 'unknown-card' || d.code === 'corrected-name'));
    // Only the typo is flagged: the exact names are the cards themselves.
    assert.deepStrictEqual(
      unknown.map((d) => d.range.start.line),
      [4],
      unknown.map((d) => d.message).join('\n'),
    );
    const diagnostic = unknown[0] as vscode.Diagnostic;
    assert.match(diagnostic.message, /Did you mean "Mirror Force"/);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', battle, diagnostic.range);
    const titles = actions.map((a) => a.title);
    assert.strictEqual(
      titles.find((t) => t.startsWith('Replace with')),
      'Replace with "Mirror Force"',
      titles.join(', '),
    );
    assert.ok(!titles.some((t) => t.includes('Zero Force')), titles.join(', '));
    // The attacker is Blue-Eyes White Dragon itself, not the Malefic card named after it.
    const line = editor.document.lineAt(1).text;
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', battle, new vscode.Position(1, line.indexOf('White') + 1));
    const shown = hoverText(hovers).replace(/\\(.)/g, '$1');
    assert.match(shown, /\*\*Blue-Eyes White Dragon\*\*/);
    assert.doesNotMatch(shown, /Malefic/);
  });
});
