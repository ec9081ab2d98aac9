import * as assert from 'node:assert';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';
import { api, resetSettings, waitFor } from './helpers';

// The choices a person makes around a card database, in a real VS Code: Cancel on the download's
// progress notification, Retry on its error, and the modal question of Remove Card Database.
// The card list is served from 127.0.0.1 by this test. What VS Code would ask a person (the
// notification's Cancel, the buttons, the modal) is answered by wrapping the window functions
// the extension calls — the test shares the extension's `vscode` object — each wrapper recording
// what was asked, so the test checks the question as well as what the answer did.

const CARDS = {
  data: [
    { id: 71001, name: 'Retried Lancer', type: 'Spell Card', frameType: 'spell', race: 'Quick-Play', desc: 'Target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.' },
    {
      id: 71002,
      name: 'Retried Sentry',
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

type WindowKey = 'withProgress' | 'showErrorMessage' | 'showWarningMessage' | 'showInformationMessage' | 'showQuickPick';

/** Replaces one function of vscode.window until the returned restore is called. */
function intercept(key: WindowKey, replacement: (...args: never[]) => unknown): () => void {
  const window = vscode.window as unknown as Record<string, unknown>;
  const original = window[key];
  window[key] = replacement;
  return () => {
    window[key] = original;
  };
}

const config = () => vscode.workspace.getConfiguration('damageStepRulings');
const setGlobal = (key: string, value: unknown) => config().update(key, value, vscode.ConfigurationTarget.Global);

suite('card database choices: Cancel, Retry, Remove confirmation', () => {
  let server: Server;
  let base: string;
  let flakyRequests = 0;
  let slowClosed: Promise<void> = Promise.resolve();
  const restores: Array<() => void> = [];

  const ROUTES: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    // Sends a little of a large body, then a chunk every 200 ms: a download a person can cancel midway.
    '/slow.php': (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 10 * 1024 * 1024 });
      const timer = setInterval(() => res.write(' '.repeat(4096)), 200);
      slowClosed = new Promise((resolve) =>
        req.socket.once('close', () => {
          clearInterval(timer);
          resolve();
        }),
      );
      res.write('{"data": [');
    },
    // Fails once, then serves the cards: what Retry is for.
    '/flaky.php': (_req, res) => {
      flakyRequests += 1;
      if (flakyRequests === 1) {
        res.writeHead(503, 'Service Unavailable');
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
      res.end(BODY);
    },
  };

  suiteSetup(async () => {
    await api();
    server = createServer((req, res) => {
      const route = ROUTES[req.url ?? ''];
      if (route) route(req, res);
      else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // No version check reaches the internet: the version URL answers 404 here, so no update is offered.
    await setGlobal('cardDatabaseVersionUrl', `${base}/no-version.php`);
  });
  teardown(async () => {
    while (restores.length > 0) restores.pop()?.();
    await resetSettings();
  });
  suiteTeardown(async () => {
    await vscode.commands.executeCommand('damageStepRulings.removeDatabase', 'downloaded');
    for (const key of ['cardDatabaseUrl', 'cardDatabaseVersionUrl']) await setGlobal(key, undefined);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('Cancel on the progress notification stops the transfer and keeps nothing', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    await setGlobal('cardDatabaseUrl', `${base}/slow.php`);
    const asked: vscode.ProgressOptions[] = [];
    const said: string[] = [];
    const withProgress = vscode.window.withProgress;
    // The person presses Cancel once the notification shows some progress.
    restores.push(
      intercept(
        'withProgress',
        (options: vscode.ProgressOptions, task: (progress: vscode.Progress<{ message?: string; increment?: number }>, token: vscode.CancellationToken) => Thenable<unknown>) => {
          asked.push(options);
          const cancel = new vscode.CancellationTokenSource();
          return withProgress.call(vscode.window, options, (progress) =>
            task(
              {
                report: (value) => {
                  progress.report(value);
                  cancel.cancel();
                },
              },
              cancel.token,
            ),
          );
        },
      ),
      intercept('showInformationMessage', (message: string) => {
        said.push(message);
        return Promise.resolve(undefined);
      }),
    );
    const result = await vscode.commands.executeCommand('damageStepRulings.downloadDatabase');
    assert.strictEqual(result, undefined);
    assert.strictEqual(asked.length, 1);
    assert.strictEqual(asked[0]?.cancellable, true, 'the progress notification offers Cancel');
    assert.deepStrictEqual(said, ['Download cancelled; nothing was changed.']);
    // The transfer itself stopped: the server saw the connection closed long before its 10 MB.
    await Promise.race([slowClosed, new Promise((_, reject) => setTimeout(() => reject(new Error('the cancelled download kept its connection open')), 5000))]);
    assert.strictEqual(await extension.catalogSize(), embedded);
    assert.ok(!extension.databaseStatus().some((s) => s.downloaded));
  });

  test('a failed download offers Retry and Open Settings; Retry downloads again and loads the cards', async () => {
    const extension = await api();
    const embedded = await extension.catalogSize();
    flakyRequests = 0;
    await setGlobal('cardDatabaseUrl', `${base}/flaky.php`);
    const errors: Array<{ message: string; items: string[] }> = [];
    restores.push(
      intercept('showErrorMessage', (message: string, ...items: string[]) => {
        errors.push({ message, items });
        // The person presses Retry on the first error only.
        return Promise.resolve(errors.length === 1 ? 'Retry' : undefined);
      }),
      intercept('showInformationMessage', () => Promise.resolve(undefined)),
    );
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.downloadDatabase'), undefined);
    assert.strictEqual(errors.length, 1);
    assert.match(errors[0]?.message ?? '', /^The card database was not downloaded: .*flaky\.php.*503/);
    assert.deepStrictEqual(errors[0]?.items, ['Retry', 'Open Settings']);
    // Retry ran the download again, which the server now answers.
    await waitFor('the retried download to load its cards', async () => ((await extension.catalogSize()) === embedded + 2 ? true : undefined));
    assert.strictEqual(flakyRequests, 2);
    assert.strictEqual(errors.length, 1, 'the retry succeeded without another error');
    assert.strictEqual(extension.databaseStatus().find((s) => s.downloaded)?.cards, 2);
  });

  test('Remove Card Database asks in a modal question first: Cancel keeps the database, Remove deletes it', async () => {
    const extension = await api();
    // The database the test before downloaded, or a fresh download when this test runs alone.
    if (!extension.databaseStatus().some((s) => s.downloaded)) {
      flakyRequests = 1;
      await setGlobal('cardDatabaseUrl', `${base}/flaky.php`);
      restores.push(intercept('showInformationMessage', () => Promise.resolve(undefined)));
      assert.ok(await vscode.commands.executeCommand('damageStepRulings.downloadDatabase'));
      restores.pop()?.();
    }
    await waitFor('the downloaded database in use', async () => {
      await extension.catalogSize();
      return extension.databaseStatus().some((s) => s.downloaded);
    });
    const picks: string[][] = [];
    const questions: Array<{ message: string; modal: boolean; detail: string; items: string[] }> = [];
    let answer: string | undefined;
    restores.push(
      intercept('showQuickPick', (items: readonly vscode.QuickPickItem[]) => {
        picks.push(items.map((i) => i.label));
        return Promise.resolve(items.find((i) => i.label === 'Downloaded card database'));
      }),
      intercept('showWarningMessage', (message: string, options: vscode.MessageOptions, ...items: string[]) => {
        questions.push({ message, modal: options.modal === true, detail: options.detail ?? '', items });
        return Promise.resolve(answer);
      }),
      intercept('showInformationMessage', () => Promise.resolve(undefined)),
    );
    // Cancel (the modal's own button, or Escape) answers undefined: nothing is removed.
    answer = undefined;
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.removeDatabase'), undefined);
    assert.deepStrictEqual(picks[0], ['Downloaded card database']);
    assert.deepStrictEqual(questions[0], {
      message: 'Remove card database "Downloaded card database"?',
      modal: true,
      detail: 'The downloaded card database is deleted; download it again to use it.',
      items: ['Remove'],
    });
    await extension.catalogSize();
    assert.ok(
      extension.databaseStatus().some((s) => s.downloaded),
      'Cancel kept the database',
    );

    answer = 'Remove';
    assert.strictEqual(await vscode.commands.executeCommand('damageStepRulings.removeDatabase'), 'Downloaded card database');
    assert.strictEqual(questions.length, 2);
    await waitFor('the downloaded database gone', async () => {
      await extension.catalogSize();
      return !extension.databaseStatus().some((s) => s.downloaded);
    });
  });
});
