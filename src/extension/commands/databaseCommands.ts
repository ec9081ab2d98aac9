import * as vscode from 'vscode';
import { readCardDatabaseSettings } from '../cardDatabaseSettings';
import { download, DownloadError, plainMessageText, readDatabaseVersion } from '../rulesCore';
import { readDatabaseBytes } from '../databases';
import { offerLocalDatabase } from '../localDatabases';
import { importDatabase } from './settingsCommands';
import type { Services } from '../services';
import { readSettings, updateSetting } from '../settings';

// Download Card Database / Remove Card Database: YGOPRODeck's card list kept in the extension's
// global storage (offline after the first download), used with the databases in settings.

/** globalState key of the version of the downloaded database, as the version URL named it. */
const VERSION_KEY = 'damageStepRulings.downloadedDatabaseVersion';

export interface DownloadResult {
  cards: number;
  version?: string;
  /** Set when a local installation's cards.cdb was chosen instead: its path as put in settings. */
  imported?: string;
}

function exists(uri: vscode.Uri): Promise<boolean> {
  return Promise.resolve(vscode.workspace.fs.stat(uri)).then(
    () => true,
    () => false,
  );
}

async function fetchVersion(url: string): Promise<string | undefined> {
  try {
    const body = await download(url, { fetch: (u, init) => fetch(u, init), maxBytes: 64 * 1024, idleTimeoutMs: 15_000 });
    return readDatabaseVersion(new TextDecoder().decode(body));
  } catch {
    // The version only decides whether to offer an update: without it, nothing is offered.
    return undefined;
  }
}

/**
 * Download Card Database: fetches the card JSON with a progress notification, checks it, and
 * only then replaces the stored file (written beside it and renamed). Returns what was loaded.
 */
export async function downloadDatabase(services: Services): Promise<DownloadResult | undefined> {
  const target = services.catalogs.downloadedUri;
  if (!target) throw new Error(vscode.l10n.t('this VS Code gives the extension no global storage to keep a database in'));
  const { downloadUrl, versionUrl, maxBytes } = readCardDatabaseSettings();
  // Before a first download, a local EDOPro / YGO Omega database is offered: it needs no network.
  if (!(await exists(target))) {
    const local = await offerLocalDatabase(vscode.l10n.t('Download Card Database'), vscode.l10n.t('Download from {0}', downloadUrl));
    if (local === undefined) return undefined;
    if (local !== 'otherwise') {
      const imported = await importDatabase(services, local);
      return imported === undefined ? undefined : { cards: (await services.catalogs.load(local)).cards.length, imported };
    }
  }
  const outcome = await vscode.window.withProgress<{ error: string } | { cancelled: true } | { cards: number; version: string | undefined }>(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Downloading the card database'), cancellable: true },
    async (progress, token) => {
      let reported = 0;
      let bytes: Uint8Array;
      // Cancel stops the transfer itself: the request's signal is aborted with the core's own.
      const cancel = new AbortController();
      const listener = token.onCancellationRequested(() => cancel.abort());
      try {
        bytes = await download(downloadUrl, {
          fetch: (u, init) => fetch(u, { ...init, signal: AbortSignal.any([init.signal, cancel.signal]) }),
          maxBytes,
          signal: cancel.signal,
          onProgress: (received, total) => {
            if (total === undefined) return progress.report({ message: vscode.l10n.t('{0} MB', (received / 1048576).toFixed(1)) });
            // Never past 100 %, whatever a server says its length is.
            const percent = Math.min(100, Math.floor((received / total) * 100));
            progress.report({ increment: percent - reported, message: `${percent}%` });
            reported = percent;
          },
        });
      } catch (error) {
        if (token.isCancellationRequested) return { cancelled: true as const };
        return { error: error instanceof DownloadError ? error.message : String(error) };
      } finally {
        listener.dispose();
      }
      if (token.isCancellationRequested) return { cancelled: true as const };
      progress.report({ message: vscode.l10n.t('reading the cards…') });
      const result = await readDatabaseBytes(target, bytes, services.extensionUri);
      if (result.error) return { error: vscode.l10n.t('the download from {0} is not a card database: {1}', downloadUrl, result.error) };
      await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(target, '..'));
      const partial = target.with({ path: `${target.path}.part` });
      try {
        await vscode.workspace.fs.writeFile(partial, bytes);
        await vscode.workspace.fs.rename(partial, target, { overwrite: true });
      } catch (error) {
        // A failed write leaves no half file beside the database (issue 19).
        await Promise.resolve(vscode.workspace.fs.delete(partial)).catch(() => undefined);
        return { error: vscode.l10n.t('the card database could not be stored: {0}', error instanceof Error ? error.message : String(error)) };
      }
      return { cards: result.cards.length, version: await fetchVersion(versionUrl) };
    },
  );
  if ('cancelled' in outcome) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Download cancelled; nothing was changed.'));
    return undefined;
  }
  if ('error' in outcome) {
    services.log.warn(`card database download: ${outcome.error}`);
    const retry = vscode.l10n.t('Retry');
    const settings = vscode.l10n.t('Open Settings');
    // Not awaited: the command has ended; a button starts what it names.
    void vscode.window.showErrorMessage(plainMessageText(vscode.l10n.t('The card database was not downloaded: {0}', outcome.error)), retry, settings).then((choice) => {
      if (choice === retry) void vscode.commands.executeCommand('damageStepRulings.downloadDatabase');
      else if (choice === settings) void vscode.commands.executeCommand('workbench.action.openSettings', 'damageStepRulings.cardDatabaseUrl');
    });
    return undefined;
  }
  await services.globalState?.update(VERSION_KEY, outcome.version);
  services.catalogs.invalidate();
  void vscode.window.showInformationMessage(plainMessageText(vscode.l10n.t('Loaded {0} cards from {1}.', outcome.cards.toLocaleString(), downloadUrl)));
  return outcome.version === undefined ? { cards: outcome.cards } : outcome;
}

/**
 * Once a session, when a downloaded database is in use: asks the version URL whether the
 * database changed since the download, and offers to update.
 */
export async function offerUpdate(services: Services): Promise<boolean> {
  const target = services.catalogs.downloadedUri;
  if (
    !target ||
    !(await vscode.workspace.fs.stat(target).then(
      () => true,
      () => false,
    ))
  )
    return false;
  const stored = services.globalState?.get<string>(VERSION_KEY);
  const latest = await fetchVersion(readCardDatabaseSettings().versionUrl);
  if (latest === undefined || latest === stored) return false;
  const update = vscode.l10n.t('Update');
  void vscode.window.showInformationMessage(plainMessageText(vscode.l10n.t('A newer card database is available (version {0}).', latest)), update).then((choice) => {
    if (choice === update) void vscode.commands.executeCommand('damageStepRulings.downloadDatabase');
  });
  return true;
}

type RemovePick = vscode.QuickPickItem & { path?: string; downloaded?: boolean };

/** Remove Card Database: takes a database out of settings, or deletes the downloaded one. With a path it asks nothing. */
export async function removeDatabase(services: Services, path?: unknown): Promise<string | undefined> {
  const configured = readSettings().cardDatabases;
  const downloaded = services.catalogs.downloadedUri;
  const hasDownload =
    downloaded !== undefined &&
    (await vscode.workspace.fs.stat(downloaded).then(
      () => true,
      () => false,
    ));
  let choice: RemovePick | undefined;
  if (typeof path === 'string') {
    choice = path === 'downloaded' ? { label: plainMessageText(path), downloaded: true } : { label: plainMessageText(path), path };
  } else {
    const items: RemovePick[] = configured.map((p) => ({ label: plainMessageText(p), description: vscode.l10n.t('from settings'), path: p }));
    if (hasDownload) items.push({ label: vscode.l10n.t('Downloaded card database'), description: plainMessageText(readCardDatabaseSettings().downloadUrl), downloaded: true });
    if (items.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No card database is in use; only the embedded cards answer.'));
      return undefined;
    }
    choice = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Remove Card Database') });
  }
  if (!choice) return undefined;
  // Nothing goes on one Enter: the person says Remove in a modal question first (a caller that names the database has chosen already).
  if (typeof path !== 'string') {
    const remove = vscode.l10n.t('Remove');
    const what = choice.downloaded
      ? vscode.l10n.t('The downloaded card database is deleted; download it again to use it.')
      : vscode.l10n.t('It is taken out of the cardDatabases setting; the file stays where it is.');
    const sure = await vscode.window.showWarningMessage(vscode.l10n.t('Remove card database "{0}"?', plainMessageText(choice.label)), { modal: true, detail: plainMessageText(what) }, remove);
    if (sure !== remove) return undefined;
  }
  if (choice.downloaded) {
    if (!hasDownload || !downloaded) return undefined;
    await vscode.workspace.fs.delete(downloaded);
    await services.globalState?.update(VERSION_KEY, undefined);
  } else if (choice.path !== undefined) {
    if (!configured.includes(choice.path)) return undefined;
    await updateSetting(
      'cardDatabases',
      configured.filter((p) => p !== choice.path),
    );
  }
  services.catalogs.invalidate();
  void vscode.window.showInformationMessage(plainMessageText(vscode.l10n.t('Card database "{0}" removed.', choice.label)));
  return choice.label;
}
