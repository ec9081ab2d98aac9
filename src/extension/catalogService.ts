import * as vscode from 'vscode';
import { CardCatalog, EMBEDDED_CARDS, type CardRecord } from './rulesCore';
import { loadDatabase, type DatabaseResult } from './databases';
import { databaseUri, readSettings } from './settings';

export interface DatabaseStatus {
  path: string;
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
  private readonly listener: vscode.Disposable;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly log: vscode.LogOutputChannel, private readonly extensionUri: vscode.Uri) {
    this.listener = vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('damageStepRulings.cardDatabases')) this.invalidate();
    });
  }

  /** The catalog, loading it if needed. Never rejects: a bad database is reported and skipped. */
  catalog(): Promise<CardCatalog> {
    this.pending ??= this.build();
    return this.pending;
  }

  /** A database card by its passcode (card scripts are named c<passcode>.lua); loads the catalog if needed. */
  async cardByPasscode(passcode: string): Promise<CardRecord | undefined> {
    await this.catalog();
    return this.byPasscode.get(passcode);
  }

  /** How each configured database loaded, as of the last build. */
  get databaseStatus(): readonly DatabaseStatus[] {
    return this.statuses;
  }

  invalidate(): void {
    this.pending = undefined;
    this.changed.fire();
  }

  private async build(): Promise<CardCatalog> {
    const catalog = new CardCatalog(EMBEDDED_CARDS);
    const statuses: DatabaseStatus[] = [];
    const byPasscode = new Map<string, CardRecord>();
    for (const path of readSettings().cardDatabases) {
      const uri = databaseUri(path);
      const load: DatabaseResult = uri
        ? await loadDatabase(uri, this.extensionUri)
        : { uri: vscode.Uri.file(path), cards: [], problems: [], error: vscode.l10n.t('a relative path needs an open folder') };
      for (const problem of load.problems) this.log.warn(problem);
      catalog.addAll(load.cards);
      for (const [id, card] of load.byId ?? []) if (!byPasscode.has(id)) byPasscode.set(id, card);
      statuses.push({ path, cards: load.cards.length, problems: load.problems.length, ...(load.error ? { error: load.error } : {}) });
      if (load.error) {
        this.log.warn(`card database ${path}: ${load.error}`);
        void vscode.window.showWarningMessage(vscode.l10n.t('Card database "{0}" was not loaded: {1}', path, load.error));
      } else {
        this.log.info(`card database ${path}: ${load.cards.length} cards, ${load.problems.length} rows not read`);
      }
    }
    this.statuses = statuses;
    this.byPasscode = byPasscode;
    return catalog;
  }

  dispose(): void {
    this.listener.dispose();
    this.changed.dispose();
  }
}
