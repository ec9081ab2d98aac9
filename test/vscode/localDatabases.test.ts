import * as assert from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { DownloadResult } from '../../src/extension/commands/databaseCommands';
import { candidateDatabases, findLocalDatabases, LOCAL_DATABASE_PLACES } from '../../src/extension/localDatabases';
import { buildCdb } from '../unit/db-fixtures';
import { api, resetSettings, screenshot, sleep } from './helpers';

// A local EDOPro / YGO Omega cards.cdb is found in the usual places and offered by Import Card
// Database and Download Card Database. The home folder is a temporary one holding a fixture.

/** Runs a command that shows a quick pick, and presses Enter on its first item once it is up. */
async function runAndAcceptFirst<T>(command: string, shot?: string): Promise<T> {
  let settled = false;
  const result = Promise.resolve(vscode.commands.executeCommand<T>(command)).finally(() => {
    settled = true;
  });
  await sleep(1500);
  if (shot) await screenshot(shot);
  for (let i = 0; i < 50 && !settled; i++) {
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await sleep(200);
  }
  return result;
}

suite('local EDOPro / YGO Omega card databases', () => {
  const savedHome = process.env.HOME;
  let home: string;
  let cdb: string;

  suiteSetup(async () => {
    await api();
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'dsr-home-'));
    cdb = path.join(home, 'ProjectIgnis', 'expansions', 'cards.cdb');
    fs.mkdirSync(path.dirname(cdb), { recursive: true });
    const bytes = await buildCdb([
      {
        id: 91001,
        name: 'Local Sentry',
        desc: 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
        type: 0x1 | 0x20,
        atk: 300,
        def: 200,
        level: 1,
      },
      { id: 91002, name: 'Local Lancer', desc: 'Target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.', type: 0x2 | 0x10000 },
    ]);
    fs.writeFileSync(cdb, bytes);
    // os.homedir() reads HOME on Linux and macOS: the extension looks in the temporary home.
    process.env.HOME = home;
  });
  suiteTeardown(async () => {
    process.env.HOME = savedHome;
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await resetSettings();
    fs.rmSync(home, { recursive: true, force: true });
  });

  test('the usual places, on Linux and on Windows', () => {
    const linux = candidateDatabases({ home: '/home/ann', env: {}, platform: 'linux' }).map((c) => c.path);
    assert.deepStrictEqual(linux.slice(0, 3), ['/home/ann/ProjectIgnis/expansions/cards.cdb', '/home/ann/ProjectIgnis/cards.cdb', '/home/ann/.local/share/ProjectIgnis/expansions/cards.cdb']);
    const windows = candidateDatabases({
      home: 'C:\\Users\\ann',
      env: { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming', 'ProgramFiles(x86)': 'C:\\Program Files (x86)' },
      platform: 'win32',
    }).map((c) => c.path);
    for (const expected of [
      'C:\\Users\\ann\\ProjectIgnis\\expansions\\cards.cdb',
      'C:\\Users\\ann\\AppData\\Roaming\\ProjectIgnis\\expansions\\cards.cdb',
      'C:\\ProjectIgnis\\expansions\\cards.cdb',
      'C:\\Program Files (x86)\\YGO Omega\\YGO Omega_Data\\Files\\Databases\\cards.cdb',
    ]) {
      assert.ok(windows.includes(expected), `${expected} in ${windows.join(', ')}`);
    }
    assert.ok(LOCAL_DATABASE_PLACES.some((p) => p.app === 'YGO Omega'));
  });

  test('the fixture in the temporary home is found, and only it', async () => {
    assert.deepStrictEqual(await findLocalDatabases(), [{ app: 'EDOPro', path: cdb }]);
    // The search is injectable: another environment and another notion of "exists".
    const asked: string[] = [];
    const found = await findLocalDatabases({ home: '/nowhere', env: {}, platform: 'linux' }, (file) => {
      asked.push(file);
      return Promise.resolve(file.endsWith('/ProjectIgnis/cards.cdb'));
    });
    assert.deepStrictEqual(found, [{ app: 'EDOPro', path: '/nowhere/ProjectIgnis/cards.cdb' }]);
    assert.ok(asked.length >= 3);
  });

  test("Import Card Database… offers EDOPro's cards.cdb first and imports it", async () => {
    const extension = await api();
    const imported = await runAndAcceptFirst<string>('damageStepRulings.importDatabase', 'import-local-cards-cdb');
    assert.strictEqual(imported, cdb);
    assert.deepStrictEqual(vscode.workspace.getConfiguration('damageStepRulings').get('cardDatabases'), [cdb]);
    await extension.catalogSize();
    const status = extension.databaseStatus().find((s) => s.path === cdb);
    assert.strictEqual(status?.cards, 2, JSON.stringify(extension.databaseStatus()));
    await resetSettings();
  });

  test('Download Card Database offers the local cards.cdb before a first download; choosing it downloads nothing', async () => {
    // An address nothing listens on: choosing the local database must not try it.
    await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabaseUrl', 'http://127.0.0.1:9/cardinfo.php', vscode.ConfigurationTarget.Global);
    try {
      const result = await runAndAcceptFirst<DownloadResult>('damageStepRulings.downloadDatabase');
      assert.deepStrictEqual(result, { cards: 2, imported: cdb });
      assert.deepStrictEqual(vscode.workspace.getConfiguration('damageStepRulings').get('cardDatabases'), [cdb]);
    } finally {
      await vscode.workspace.getConfiguration('damageStepRulings').update('cardDatabaseUrl', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});
