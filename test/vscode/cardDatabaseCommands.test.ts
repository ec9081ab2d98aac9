import * as assert from 'node:assert';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';
import type { AskAnswer } from '../../src/core/index';
import { MAX_BATTLE_LINES } from '../../src/core/limits';
import { api, EXTENSION_ID, hoverText, resetSettings, waitFor, workspaceFile } from './helpers';

// Download / Import / Remove Card Database and the limits, in a real VS Code. The download is
// served from 127.0.0.1 by this test: nothing reaches the internet.

const CARDS = {
  data: [
    { id: 70001, name: 'Downloaded Lancer', type: 'Spell Card', frameType: 'spell', race: 'Quick-Play', desc: 'Target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.' },
    {
      id: 70002,
      name: 'Downloaded Sentry',
      type: 'Effect Monster',
      frameType: 'effect',
      race: 'Fairy',
      atk: 300,
      def: 200,
      level: 1,
      desc: 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
    },
  ],
};
const BODY = JSON.stringify(CARDS);
const VERSION = '1.0';

const ROUTES: Record<string, (res: ServerResponse) => void> = {
  '/cardinfo.php': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
    res.end(BODY);
  },
  '/checkDBVer.php': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ database_version: VERSION, last_update: '2026-11-30 10:00:00' }]));
  },
  '/broken.php': (res) => {
    res.writeHead(503, 'Service Unavailable');
    res.end();
  },
  '/midway.php': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
    res.write(BODY.slice(0, 100), () => res.socket?.destroy());
  },
};

const config = () => vscode.workspace.getConfiguration('damageStepRulings');

async function setGlobal(key: string, value: unknown): Promise<void> {
  await config().update(key, value, vscode.ConfigurationTarget.Global);
}

suite('card database commands and limits', () => {
  let server: Server;
  let base: string;

  suiteSetup(async () => {
    await api();
    server = createServer((req, res) => {
      const route = ROUTES[req.url ?? ''];
      if (route) route(res);
      else {
        res.writeHead(404);
        res.end();
      }
    });
    server.requestTimeout = 5000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await setGlobal('cardDatabaseVersionUrl', `${base}/checkDBVer.php`);
  });
  suiteTeardown(async () => {
    await vscode.commands.executeCommand('damageStepRulings.removeDatabase', 'downloaded');
    for (const key of ['cardDatabaseUrl', 'cardDatabaseVersionUrl', 'maxDatabaseMegabytes']) await setGlobal(key, undefined);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  teardown(async () => {
    await resetSettings();
    await setGlobal('maxDatabaseMegabytes', undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('Download Card Database: fetched from the URL setting, used for answers, then removed', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    await setGlobal('cardDatabaseUrl', `${base}/cardinfo.php`);
    const result = await vscode.commands.executeCommand<{ cards: number; version?: string }>('damageStepRulings.downloadDatabase');
    assert.deepStrictEqual(result, { cards: 2, version: '1.0 (2026-11-30 10:00:00)' });
    const size = await waitFor('the downloaded cards', async () => {
      const n = await extension.catalogSize();
      return n === embedded + 2 ? n : undefined;
    });
    assert.strictEqual(size, embedded + 2);
    assert.strictEqual(extension.databaseStatus().find((s) => s.downloaded)?.cards, 2);
    const answer = await vscode.commands.executeCommand<AskAnswer>('damageStepRulings.canActivate', 'Downloaded Sentry', 'all');
    assert.strictEqual(answer.card.source, 'database');

    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.removeDatabase', 'downloaded'), 'downloaded');
    await waitFor('the embedded catalog alone', async () => ((await extension.catalogSize()) === embedded ? true : undefined));
    assert.ok(!extension.databaseStatus().some((s) => s.downloaded));
  });

  test('a download that fails (HTTP 503, cut off midway) keeps nothing and says why', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    for (const route of ['/broken.php', '/midway.php']) {
      await setGlobal('cardDatabaseUrl', `${base}${route}`);
      assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.downloadDatabase'), undefined, route);
      assert.strictEqual(await extension.catalogSize(), embedded, route);
      assert.ok(!extension.databaseStatus().some((s) => s.downloaded), route);
    }
  });

  test('Import refuses an empty database and a device without writing the setting; a good one is loaded once', async () => {
    const empty = workspaceFile('empty-cards.json');
    await vscode.workspace.fs.writeFile(empty, new TextEncoder().encode('{"data": []}'));
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.importDatabase', empty), undefined);
    assert.deepStrictEqual(config().get('cardDatabases'), []);
    if (process.platform !== 'win32') {
      assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.importDatabase', vscode.Uri.file('/dev/zero')), undefined);
      assert.deepStrictEqual(config().get('cardDatabases'), []);
    }
    const good = workspaceFile('imported-cards.json');
    await vscode.workspace.fs.writeFile(good, new TextEncoder().encode(BODY));
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.importDatabase', good), 'imported-cards.json');
    assert.deepStrictEqual(config().get('cardDatabases'), ['imported-cards.json']);
    const extension = await api();
    await waitFor('the imported database', async () => {
      await extension.catalogSize();
      return extension.databaseStatus().find((s) => s.path === 'imported-cards.json' && s.cards === 2);
    });
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.removeDatabase', 'imported-cards.json'), 'imported-cards.json');
    assert.deepStrictEqual(config().get('cardDatabases'), []);
  });

  test('maxDatabaseMegabytes: a database of exactly the limit loads, one byte more is refused', async () => {
    await setGlobal('maxDatabaseMegabytes', 1);
    const limit = 1024 * 1024;
    const at = workspaceFile('at-limit.json');
    const over = workspaceFile('over-limit.json');
    await vscode.workspace.fs.writeFile(at, new TextEncoder().encode(BODY + ' '.repeat(limit - Buffer.byteLength(BODY))));
    await vscode.workspace.fs.writeFile(over, new TextEncoder().encode(BODY + ' '.repeat(limit + 1 - Buffer.byteLength(BODY))));
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.importDatabase', over), undefined);
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.importDatabase', at), 'at-limit.json');
  });

  test('a battle over the line limit gets one diagnostic instead of a walk', async () => {
    const ours = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'damage-step');
    const atLimit = await vscode.workspace.openTextDocument({ language: 'damage-step-battle', content: 'nonsense here\n'.repeat(MAX_BATTLE_LINES - 1) });
    await vscode.window.showTextDocument(atLimit);
    const walked = await waitFor('the walk of a file at the limit', () => (ours(atLimit.uri).length > 1 ? ours(atLimit.uri) : undefined));
    assert.ok(!walked.some((d) => d.code === 'too-large'));
    assert.ok(walked.length <= 101, `${walked.length} diagnostics`);
    assert.strictEqual(walked.at(-1)?.code, 'too-many-diagnostics');
    const over = await vscode.workspace.openTextDocument({ language: 'damage-step-battle', content: 'nonsense here\n'.repeat(MAX_BATTLE_LINES) });
    await vscode.window.showTextDocument(over);
    const diagnostics = await waitFor('the one diagnostic', () => (ours(over.uri).length > 0 ? ours(over.uri) : undefined));
    assert.strictEqual(diagnostics.length, 1);
    assert.strictEqual(diagnostics[0]?.code, 'too-large');
    assert.match(diagnostics[0]?.message ?? '', /more than 5,000 lines/);
  });

  test('mistyped keywords get quick fixes: modren, tgc, during-damage-calculaton', async () => {
    const doc = await vscode.workspace.openTextDocument({
      language: 'damage-step-battle',
      content: [
        'ruleset modren',
        'region tgc',
        'attacker: you "Don Zaloog"',
        'target: opponent face-up attack "Giant Rat"',
        'you hand: "Kuriboh"',
        'at during-damage-calculaton: you activate "Kuriboh"',
      ].join('\n'),
    });
    await vscode.window.showTextDocument(doc);
    const ours = () => vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === 'damage-step' && d.code === 'invalid-value');
    const diagnostics = await waitFor('three mistyped words', () => (ours().length === 3 ? ours() : undefined));
    const expected = ['modern', 'tcg', 'during-damage-calculation'];
    for (const [i, diagnostic] of diagnostics.entries()) {
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, diagnostic.range);
      const fix = actions.find((a) => a.title === `Replace with "${expected[i] ?? ''}"`);
      assert.ok(fix?.edit, `${doc.getText(diagnostic.range)}: ${actions.map((a) => a.title).join(', ')}`);
      assert.ok(fix.isPreferred);
    }
  });

  test('the Getting Started walkthrough and the Can This Activate? keybinding are contributed', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const manifest = extension.packageJSON as {
      contributes: { walkthroughs: Array<{ id: string; steps: Array<{ id: string; media: { markdown: string } }> }>; keybindings: Array<{ command: string; key: string }> };
    };
    const [walkthrough] = manifest.contributes.walkthroughs;
    assert.strictEqual(walkthrough?.id, 'damageStepRulings.gettingStarted');
    assert.deepStrictEqual(
      walkthrough.steps.map((s) => s.id),
      ['ask', 'cards', 'battle', 'text', 'scripts'],
    );
    for (const step of walkthrough.steps) {
      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, step.media.markdown)));
      assert.match(text, /^# /, step.media.markdown);
    }
    assert.ok(manifest.contributes.keybindings.some((k) => k.command === 'damageStepRulings.canActivate' && k.key === 'ctrl+alt+d'));
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${EXTENSION_ID}#damageStepRulings.gettingStarted`, false);
  });

  test('New Battle opens a battle that walks; completion offers keywords, timings of its rule set and card names', async () => {
    const doc = await vscode.commands.executeCommand<vscode.TextDocument>('damageStepRulings.newBattle');
    assert.strictEqual(doc.languageId, 'damage-step-battle');
    const extension = await api();
    await waitFor('the new battle in the Battle view', async () => ((await extension.battleTree.getChildren?.(undefined))?.length ? true : undefined));
    // Its first walk tells the whole story: Kuriboh's effect is stated, so it is applied, not "not described".
    const tree = extension.battleTree;
    const texts: string[] = [];
    const collect = async (node: unknown): Promise<void> => {
      for (const child of (await tree.getChildren?.(node)) ?? []) {
        const item = await tree.getTreeItem(child);
        const label = typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
        texts.push(`${label} ${typeof item.description === 'string' ? item.description : ''} ${typeof item.tooltip === 'string' ? item.tooltip : ''}`);
        if (item.collapsibleState !== vscode.TreeItemCollapsibleState.None) await collect(child);
      }
    };
    await collect(undefined);
    assert.ok(!texts.some((t) => /not described/.test(t)), texts.filter((t) => /Kuriboh/.test(t)).join('\n'));
    assert.ok(
      texts.some((t) => /takes no battle damage/.test(t)),
      texts.join('\n'),
    );
    const editor = await vscode.window.showTextDocument(doc);
    const labels = async (line: number, text: string) => {
      await editor.edit((e) => e.insert(new vscode.Position(line, 0), `${text}\n`));
      const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', doc.uri, new vscode.Position(line, text.length));
      await editor.edit((e) => e.delete(new vscode.Range(line, 0, line + 1, 0)));
      return list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    };
    const starts = await labels(0, 'att');
    assert.ok(starts.includes('attacker:') && starts.includes('at'), starts.join(', '));
    const timings = await labels(0, 'at ');
    assert.ok(timings.includes('during-damage-calculation') && !timings.includes('substep-1'), timings.join(', '));
    const cards = await labels(0, 'you hand: "Kurib');
    assert.strictEqual(cards[0], 'Kuriboh', cards.slice(0, 5).join(', '));
    const zones = await labels(0, 'you ');
    assert.ok(zones.includes('hand:') && zones.includes('gy:'), zones.join(', '));
    // The effect words of the battle language, after an activation's or an effect line's colon.
    for (const line of ['at after-damage-calculation: you activates "Kuriboh": ', 'effect: "Kuriboh": destroy, ']) {
      const effects = await labels(0, line);
      for (const word of ['inflict', 'gain', 'piercing', 'special summon', 'change battle position', 'flip face-down', 'equip to', 'battle damage to the other player', 'return']) {
        assert.ok(effects.includes(word), `${line}: ${effects.join(', ')}`);
      }
    }
    const applying = await labels(0, 'applying: "Kuriboh" ');
    for (const word of ['destroys itself', 'gives monsters you control atk', 'instead of destruction by battle', 'you can only control 1', 'there can only be 1', 'does not allow']) {
      assert.ok(applying.includes(word), applying.join(', '));
    }
  });

  test('an illegal activation gets one quick fix per timing where it walks, and it moves the activation there', async () => {
    const content = [
      'ruleset modern',
      'attacker: you "Don Zaloog"',
      'target: opponent face-up attack "Giant Rat"',
      'opponent hand: "Kuriboh"',
      'at before-damage-calculation: opponent activates "Kuriboh"',
    ].join('\n');
    const doc = await vscode.workspace.openTextDocument({ language: 'damage-step-battle', content });
    await vscode.window.showTextDocument(doc);
    const illegal = await waitFor('the illegal activation', () => vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'illegal-activation'));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, illegal.range);
    const moves = actions.filter((a) => a.title.startsWith('Move to '));
    assert.strictEqual(moves.length, 1, actions.map((a) => a.title).join(', '));
    const [move] = moves;
    assert.ok(move?.edit && move.isPreferred);
    await vscode.workspace.applyEdit(move.edit);
    assert.strictEqual(doc.lineAt(4).text, 'at during-damage-calculation: opponent activates "Kuriboh"');
    await waitFor('no more errors', () => (vscode.languages.getDiagnostics(doc.uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error) ? undefined : true));
  });

  test('a quoted unknown name in Markdown gets a "did you mean" hover; quoted prose gets none', async () => {
    const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: 'Then "Kuriboo" is discarded, and "hello" is said.' });
    const hoverAt = async (word: string) => {
      const ours = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, new vscode.Position(0, doc.getText().indexOf(word) + 2));
      return hoverText(ours);
    };
    assert.match(await hoverAt('Kuriboo'), /Read "Kuriboo" as \*\*Kuriboh\*\*/);
    assert.doesNotMatch(await hoverAt('hello'), /Did you mean/);
  });
});
