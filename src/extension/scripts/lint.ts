import * as vscode from 'vscode';
import type { CatalogService } from '../catalogService';
import { SCRIPT_CHECKED, setContextKey } from '../contextKeys';
import { findingRuleSentence, fixScript, lintScript, passcodeOfFile, scriptCardOf, suppressionEdit, type CardRecord, type ScriptCard, type ScriptFinding, type ScriptLint } from '../rulesCore';
import { effectiveOptions } from '../options';
import { readSettings } from '../settings';

// Diagnostics and quick fixes on EDOPro/YGOPro card scripts (c<passcode>.lua): the same check as
// `dmgstep lint-scripts`, run when a script is opened or edited and a configured card database
// holds its card.

const SOURCE = 'damage-step';
const DEBOUNCE_MS = 250;

export { SCRIPT_SELECTOR } from '../selectors';

export function isCardScript(doc: vscode.TextDocument): boolean {
  return passcodeOfFile(doc.uri.path) !== undefined;
}

function toRange(doc: vscode.TextDocument, f: ScriptFinding): vscode.Range {
  return new vscode.Range(doc.positionAt(f.range.start.offset), doc.positionAt(f.range.end.offset));
}

function toDiagnostic(doc: vscode.TextDocument, f: ScriptFinding): vscode.Diagnostic {
  const severity = f.severity === 'error' ? vscode.DiagnosticSeverity.Error : f.severity === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information;
  const diagnostic = new vscode.Diagnostic(toRange(doc, f), `${f.message} [${f.rule}]`, severity);
  diagnostic.source = SOURCE;
  diagnostic.code = f.code;
  // The rule and its sources as the finding's second line in Problems: the message stays short.
  const rule = findingRuleSentence(f.rule);
  if (rule) diagnostic.relatedInformation = [new vscode.DiagnosticRelatedInformation(new vscode.Location(doc.uri, diagnostic.range), rule)];
  return diagnostic;
}

/** Lints open card scripts against the configured databases and keeps their diagnostics current. */
export class ScriptLinter implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection(`${SOURCE}-scripts`);
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** A lint holds for a document version under the databases configured then (the unchecked note reads them too). */
  private readonly cache = new Map<string, { version: number; databases: string; lint: ScriptLint | undefined }>();
  private readonly subscriptions: vscode.Disposable[];
  private readonly linted = new vscode.EventEmitter<vscode.Uri>();
  /** Fires after a script's diagnostics were published (tests wait for it). */
  readonly onDidLint = this.linted.event;

  constructor(
    private readonly catalogs: CatalogService,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.subscriptions = [
      this.collection,
      this.linted,
      vscode.workspace.onDidOpenTextDocument((doc) => this.schedule(doc, 0)),
      vscode.workspace.onDidChangeTextDocument((e) => this.schedule(e.document, DEBOUNCE_MS)),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        this.collection.delete(doc.uri);
        this.cache.delete(doc.uri.toString());
      }),
      catalogs.onDidChange(() => {
        this.cache.clear();
        for (const doc of vscode.workspace.textDocuments) this.schedule(doc, 0);
      }),
    ];
    for (const doc of vscode.workspace.textDocuments) this.schedule(doc, 0);
  }

  private schedule(doc: vscode.TextDocument, delay: number): void {
    if (!isCardScript(doc)) return;
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.publish(doc);
      }, delay),
    );
  }

  private async publish(doc: vscode.TextDocument): Promise<void> {
    const lint = await this.lint(doc);
    if (doc.isClosed) return;
    this.collection.set(doc.uri, lint ? lint.findings.map((f) => toDiagnostic(doc, f)) : this.uncheckedNote(doc));
    if (lint) setContextKey(SCRIPT_CHECKED, true);
    this.linted.fire(doc.uri);
  }

  /** The findings for a script as it is now; undefined when no configured database has its card. */
  async lint(doc: vscode.TextDocument): Promise<ScriptLint | undefined> {
    const key = doc.uri.toString();
    const cached = this.cache.get(key);
    const databases = JSON.stringify(readSettings(doc.uri).cardDatabases);
    if (cached && cached.version === doc.version && cached.databases === databases) return cached.lint;
    const version = doc.version;
    const card = await this.cardOf(doc);
    let lint: ScriptLint | undefined;
    if (card) {
      try {
        lint = lintScript(doc.getText(), doc.uri.path, card, { region: effectiveOptions(doc).region });
      } catch (error) {
        // The check never throws on bad input; anything thrown is a bug, and must not stop the extension.
        this.log.error(`lint ${doc.uri.toString()}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // A script closed while its card was looked up is not kept: its name may come back with other text.
    if (doc.version === version && !doc.isClosed) this.cache.set(key, { version, databases, lint });
    return lint;
  }

  /**
   * A script whose card no configured database holds is said to be unchecked, once, on its first
   * line: silence would read as "no findings". Nothing is said while no database is configured.
   */
  private uncheckedNote(doc: vscode.TextDocument): vscode.Diagnostic[] {
    const passcode = passcodeOfFile(doc.uri.path);
    if (passcode === undefined || readSettings(doc.uri).cardDatabases.length === 0 || doc.lineCount === 0) return [];
    const note = new vscode.Diagnostic(
      doc.lineAt(0).range,
      vscode.l10n.t('Not checked: card {0} is in none of the configured card databases (damageStepRulings.cardDatabases).', String(passcode)),
      vscode.DiagnosticSeverity.Information,
    );
    note.source = SOURCE;
    note.code = 'card-not-in-database';
    return [note];
  }

  private async cardOf(doc: vscode.TextDocument): Promise<ScriptCard | undefined> {
    const passcode = passcodeOfFile(doc.uri.path);
    if (passcode === undefined || readSettings(doc.uri).cardDatabases.length === 0) return undefined;
    const card: CardRecord | undefined = await this.catalogs.cardByPasscode(String(passcode));
    return card ? scriptCardOf(card) : undefined;
  }

  /** The script with every safe fix applied (as `dmgstep lint-scripts --fix`); undefined when nothing changes. */
  async fixAll(doc: vscode.TextDocument): Promise<{ fixed: string; applied: number } | undefined> {
    const card = await this.cardOf(doc);
    if (!card) return undefined;
    try {
      const result = fixScript(doc.getText(), doc.uri.path, card, { region: effectiveOptions(doc).region });
      return result.applied > 0 ? { fixed: result.fixed, applied: result.applied } : undefined;
    } catch (error) {
      this.log.error(`fix all ${doc.uri.toString()}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    vscode.Disposable.from(...this.subscriptions).dispose();
  }
}

/** The kind of "Fix all Damage Step findings in this file" (so `codeActionsOnSave` can name it). */
export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('dmgstep');

/** The one edit that turns `before` into `after`: the span between their common start and end. */
function wholeChange(doc: vscode.TextDocument, before: string, after: string): vscode.TextEdit {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return vscode.TextEdit.replace(new vscode.Range(doc.positionAt(start), doc.positionAt(before.length - end)), after.slice(start, after.length - end));
}

/**
 * Quick fixes for script findings (add or remove a flag, add the guard or the condition, extend
 * the hint timing, or silence the finding with a comment), and the source action that applies
 * every safe fix of the file.
 */
export class ScriptQuickFixes implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, FIX_ALL_KIND];

  constructor(private readonly linter: ScriptLinter) {}

  async provideCodeActions(doc: vscode.TextDocument, range: vscode.Range, context?: vscode.CodeActionContext): Promise<vscode.CodeAction[]> {
    const only = context?.only;
    const actions: vscode.CodeAction[] = [];
    if (only && FIX_ALL_KIND.intersects(only)) {
      const all = await this.fixAll(doc);
      if (all) actions.push(all);
    }
    if (only && !vscode.CodeActionKind.QuickFix.intersects(only)) return actions;
    const lint = await this.linter.lint(doc);
    if (!lint) return actions;
    const text = doc.getText();
    for (const f of lint.findings) {
      const at = toRange(doc, f);
      if (!at.intersection(range) && !at.contains(range.start)) continue;
      for (const fix of f.fixes) {
        const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
        action.edit = new vscode.WorkspaceEdit();
        for (const e of fix.edits) action.edit.replace(doc.uri, new vscode.Range(doc.positionAt(e.start), doc.positionAt(e.end)), e.newText);
        action.diagnostics = [toDiagnostic(doc, f)];
        action.isPreferred = f.fixes.length === 1;
        actions.push(action);
      }
      const silence = new vscode.CodeAction(`Silence ${f.code} on this line (dmgstep-disable-next-line)`, vscode.CodeActionKind.QuickFix);
      const edit = suppressionEdit(text, f);
      silence.edit = new vscode.WorkspaceEdit();
      silence.edit.replace(doc.uri, new vscode.Range(doc.positionAt(edit.start), doc.positionAt(edit.end)), edit.newText);
      silence.diagnostics = [toDiagnostic(doc, f)];
      actions.push(silence);
    }
    return actions;
  }

  private async fixAll(doc: vscode.TextDocument): Promise<vscode.CodeAction | undefined> {
    const before = doc.getText();
    const result = await this.linter.fixAll(doc);
    if (!result || doc.getText() !== before) return undefined;
    const action = new vscode.CodeAction('Fix all Damage Step findings in this file', FIX_ALL_KIND);
    action.edit = new vscode.WorkspaceEdit();
    action.edit.set(doc.uri, [wholeChange(doc, before, result.fixed)]);
    return action;
  }
}
