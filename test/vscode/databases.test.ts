import * as assert from 'node:assert';
import * as vscode from 'vscode';
import type { AskAnswer } from '../../src/core/index';
import { buildCdb } from '../unit/db-fixtures';
import { api, hoverText, open, resetSettings, waitFor, workspaceFile } from './helpers';

async function write(name: string, bytes: Uint8Array): Promise<void> {
  await vscode.workspace.fs.writeFile(workspaceFile(name), bytes);
}

suite('card databases', () => {
  teardown(resetSettings);

  test('with no database configured, answers come from the embedded catalog', async () => {
    const extension = await api();
    await resetSettings();
    assert.ok((await extension.catalogSize()) >= 10);
    assert.deepStrictEqual(extension.databaseStatus(), []);
    const answer = await vscode.commands.executeCommand<AskAnswer>('damageStepRulings.canActivate', 'Kuriboh', 'all');
    assert.strictEqual(answer.card.source, 'embedded');
  });

  test('a corrupt database is reported and skipped; everything else works', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    await write('corrupt.cdb', new TextEncoder().encode('SQLite format 3\u0000 truncated garbage'));
    await write('random.cdb', new Uint8Array([0xde, 0xad, 0xbe, 0xef, 1, 2, 3]));
    await write('wrong-shape.json', new TextEncoder().encode('{"cards": 1}'));
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['corrupt.cdb', 'random.cdb', 'wrong-shape.json', 'missing.cdb'], vscode.ConfigurationTarget.Workspace);
    const size = await waitFor('the catalog to reload', async () => {
      const n = await extension.catalogSize();
      return extension.databaseStatus().length === 4 ? n : undefined;
    });
    assert.strictEqual(size, embedded);
    for (const status of extension.databaseStatus()) assert.ok(status.error, `${status.path} gave no error`);
    const answer = await vscode.commands.executeCommand<AskAnswer>('damageStepRulings.canActivate', 'Kuriboh', 'all');
    assert.strictEqual(answer.verdicts.length, 5);
    const editor = await open('notes.md');
    const line = editor.document.lineAt(2).text;
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', editor.document.uri, new vscode.Position(2, line.indexOf('Kuriboh') + 1));
    assert.match(hoverText(hovers), /\*\*Kuriboh\*\*/);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('a YGOPRODeck JSON adds its cards; hostile names stay text in hovers', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    const data = {
      data: [
        { id: 1, name: 'Invented Lancer', type: 'Spell Card', frameType: 'spell', race: 'Quick-Play', desc: 'Target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.' },
        {
          id: 2,
          name: '<img src=x onerror=alert(1)>',
          type: 'Effect Monster',
          frameType: 'effect',
          race: 'Fiend',
          atk: 100,
          def: 100,
          desc: 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
        },
        { id: 3, name: 'Broken Row' },
      ],
    };
    await write('cards.json', new TextEncoder().encode(JSON.stringify(data)));
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['cards.json'], vscode.ConfigurationTarget.Workspace);
    const size = await waitFor('the database to load', async () => {
      const n = await extension.catalogSize();
      return extension.databaseStatus().length === 1 ? n : undefined;
    });
    assert.strictEqual(size, embedded + 2);
    const [status] = extension.databaseStatus();
    assert.strictEqual(status?.error, undefined);
    assert.strictEqual(status?.cards, 2);
    assert.strictEqual(status?.problems, 1, 'the row without a type is reported, the rest loads');
    const answer = await vscode.commands.executeCommand<AskAnswer>('damageStepRulings.canActivate', 'Invented Lancer', 'all');
    assert.strictEqual(answer.card.source, 'database');
    // The answer names the database file in words, not an internal source id.
    assert.match(extension.lastAnswerMarkdown(), /Quick-Play Spell, from cards\.json/);

    const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: 'The card "<img src=x onerror=alert(1)>" again.' });
    const text = hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, new vscode.Position(0, 15)));
    assert.ok(text.includes('\\<img src=x onerror=alert(1)>'), text);
    assert.ok(!/<img/.test(text.replace(/\\</g, '')), text);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('a cards.cdb is read with sql.js from the packaged WebAssembly', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    const cdb = await buildCdb([
      {
        id: 90001,
        name: 'Invented Sentry',
        desc: 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
        type: 0x1 | 0x20,
        atk: 300,
        def: 200,
        level: 1,
      },
      { id: 90002, name: 'Invented Trap', desc: "When an opponent's monster declares an attack: Destroy that monster.", type: 0x4 },
    ]);
    await write('cards.cdb', cdb);
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabases', ['cards.cdb'], vscode.ConfigurationTarget.Workspace);
    const size = await waitFor('the database to load', async () => {
      const n = await extension.catalogSize();
      return extension.databaseStatus().length === 1 ? n : undefined;
    });
    assert.strictEqual(extension.databaseStatus()[0]?.error, undefined, JSON.stringify(extension.databaseStatus()));
    assert.strictEqual(size, embedded + 2);
    const answer = await vscode.commands.executeCommand<AskAnswer>('damageStepRulings.canActivate', 'Invented Sentry', 'during-damage-calculation');
    assert.strictEqual(answer.card.source, 'database');
    assert.strictEqual(answer.verdicts[0]?.canActivate, true);
  });
});
