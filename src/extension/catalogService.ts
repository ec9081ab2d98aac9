import * as vscode from 'vscode';
import { CardCatalog, EMBEDDED_CARDS, plainMessageText, type CardRecord } from './rulesCore';
import { loadDatabase, type DatabaseResult } from './databases';
import { databaseUri, readSettings } from './settings';

/** Where "Download Card Database" keeps its file, under the extension's global storage. */
export const DOWNLOADED_DATABASE = 'ygoprodeck-cards.json';

export interface DatabaseStatus {
  path: string;
  /** The database "Download Card Database" fetched (not in settings). */
  downloaded?: boolean;
  cards: number;
  /** Rows that could not be read (listed in the output channel). */
  problems: number;
  error?: string;
}

/**
 * The card catalog the commands and hovers use: the embedded records first, then every
 * configured database. Built on first use, not at activation, and rebuilt when the
 * `cardDatabases` setting changes.
 */
export class CatalogService implements vscode.Disposable {
  private pending: Promise<CardCatalog> | undefined;
  private statuses: DatabaseStatus[] = [];
  private byPasscode = new Map<string, CardRecord>();
  /** Which database each database card was read from, in words ("cards.cdb"). */
  private origins = new WeakMap<CardRecord, string>();
  private readonly listener: vscode.Disposable;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;
  /** Each database read once: kept while its file's modification time and size stay the same. */
  private readonly loaded = new Map<string, { stamp: string; result: DatabaseResult }>();
  /** Called the first time a build uses the downloaded database (the update check hangs here). */
  onFirstDownloadedUse: (() => void) | undefined;

  constructor(
    private readonly log: vscode.LogOutputChannel,
    private readonly extensionUri: vscode.Uri,
    private readonly storageUri?: vscode.Uri,
  ) {
    this.listener = vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('damageStepRulings.cardDatabases')) this.invalidate();
    });
  }

  /** The catalog, loading it if needed. Never rejects: a bad database is reported and skipped. */
  catalog(): Promise<CardCatalog> {
    if (!this.pending) {
      const pending = this.build().catch((e: unknown) => {
        // A database that fails while it is read (a file removed between look and read) must not
        // leave every later answer waiting on the same failure: the embedded cards answer now, and
        // the next question builds the catalog again.
        this.log.warn(`card databases could not be read: ${e instanceof Error ? e.message : String(e)}`);
        if (this.pending === pending) this.pending = undefined;
        return new CardCatalog(EMBEDDED_CARDS);
      });
      this.pending = pending;
    }
    return this.pending;
  }

  /** A database card by its passcode (card scripts are named c<passcode>.lua); loads the catalog if needed. */
  async cardByPasscode(passcode: string): Promise<CardRecord | undefined> {
    await this.catalog();
    return this.byPasscode.get(passcode);
  }

  /** The database a card was read from, as a user names it (its file name); undefined for other cards. */
  originOf(card: CardRecord): string | undefined {
    return this.origins.get(card);
  }

  /** How each configured database loaded, as of the last build. */
  get databaseStatus(): readonly DatabaseStatus[] {
    return this.statuses;
  }

  /** The downloaded database's place (it may not exist yet); undefined without global storage. */
  get downloadedUri(): vscode.Uri | undefined {
    return this.storageUri ? vscode.Uri.joinPath(this.storageUri, DOWNLOADED_DATABASE) : undefined;
  }

  /** Reads a database, or gives the reading kept from before when the file has not changed. */
  async load(uri: vscode.Uri): Promise<DatabaseResult> {
    const key = uri.toString();
    const stamp = await vscode.workspace.fs.stat(uri).then(
      (s) => `${s.mtime}:${s.size}`,
      () => undefined,
    );
    const known = this.loaded.get(key);
    if (known && stamp !== undefined && known.stamp === stamp) return known.result;
    const result = await loadDatabase(uri, this.extensionUri);
    if (stamp !== undefined && !result.error) this.loaded.set(key, { stamp, result });
    else this.loaded.delete(key);
    return result;
  }

  invalidate(): void {
    this.pending = undefined;
    this.changed.fire();
  }

  private async build(): Promise<CardCatalog> {
    const catalog = new CardCatalog(EMBEDDED_CARDS);
    const statuses: DatabaseStatus[] = [];
    const byPasscode = new Map<string, CardRecord>();
    const sources: Array<{ path: string; uri: vscode.Uri | undefined; downloaded?: boolean }> = readSettings().cardDatabases.map((path) => ({ path, uri: databaseUri(path) }));
    // The downloaded database comes after the user's own: a configured cards.cdb wins for a card both have.
    const downloaded = this.downloadedUri;
    if (
      downloaded &&
      (await vscode.workspace.fs.stat(downloaded).then(
        () => true,
        () => false,
      ))
    ) {
      sources.push({ path: downloaded.fsPath, uri: downloaded, downloaded: true });
      const first = this.onFirstDownloadedUse;
      this.onFirstDownloadedUse = undefined;
      first?.();
    }
    for (const { path, uri, downloaded: isDownloaded } of sources) {
      const load: DatabaseResult = uri ? await this.load(uri) : { uri: vscode.Uri.file(path), cards: [], problems: [], error: vscode.l10n.t('a relative path needs an open folder') };
      for (const problem of load.problems) this.log.warn(problem);
      catalog.addAll(load.cards);
      const origin = isDownloaded ? vscode.l10n.t('the downloaded card database') : (path.split(/[\\/]/).pop() ?? path);
      for (const card of load.cards) if (!this.origins.has(card)) this.origins.set(card, origin);
      for (const [id, card] of load.byId ?? []) if (!byPasscode.has(id)) byPasscode.set(id, card);
      statuses.push({ path, ...(isDownloaded ? { downloaded: true } : {}), cards: load.cards.length, problems: load.problems.length, ...(load.error ? { error: load.error } : {}) });
      if (load.error) {
        this.log.warn(`card database ${path}: ${load.error}`);
        void vscode.window.showWarningMessage(plainMessageText(vscode.l10n.t('Card database "{0}" was not loaded: {1}', path, load.error)));
      } else {
        this.log.info(`card database ${path}: ${load.cards.length} cards, ${load.problems.length} rows not read`);
      }
    }
    const inUse = new Set(sources.map((s) => s.uri?.toString()));
    for (const key of [...this.loaded.keys()]) if (!inUse.has(key)) this.loaded.delete(key);
    this.statuses = statuses;
    this.byPasscode = byPasscode;
    return catalog;
  }

  dispose(): void {
    this.listener.dispose();
    this.changed.dispose();
  }
}
