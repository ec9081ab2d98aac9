import * as vscode from 'vscode';
import { BattleCompletions } from './battle/completion';
import { registerDiagnostics, registerQuickFixes } from './battle/diagnostics';
import { BATTLE_LANGUAGE } from './battle/language';
import { BattleStore } from './battle/store';
import { CatalogService, type DatabaseStatus } from './catalogService';
import { offerUpdate } from './commands/databaseCommands';
import { registerCommands } from './commands/index';
import { RulingsHoverProvider } from './hover';
import { ScriptHoverProvider } from './scripts/hover';
import { SCRIPT_SELECTOR, ScriptLinter, ScriptQuickFixes } from './scripts/lint';
import type { Services } from './services';
import { RulesetStatus } from './statusBar';
import { AnswerPanel, answerSerializer, registerAnswerSerializer } from './views/answerPanel';
import { BattleTreeProvider } from './views/battleTree';
import { TimingsTreeProvider } from './views/timingsTree';
import { BattlePanel, registerBattleSerializer } from './webview/battlePanel';

/** What activate() returns: for tests and other extensions; no internals beyond these. */
export interface DamageStepApi {
  /** Milliseconds activate() took. */
  readonly activationMs: number;
  readonly timingsTree: vscode.TreeDataProvider<unknown>;
  readonly battleTree: vscode.TreeDataProvider<unknown>;
  readonly battlePanel: Pick<BattlePanel, 'onDidRender' | 'probe' | 'currentStep' | 'document'>;
  /** The Markdown the answer panel shows last. */
  lastAnswerMarkdown(): string;
  /** The answer panel's history and place (what a reload restores). */
  readonly answerPanel: Pick<AnswerPanel, 'state' | 'current' | 'visible'>;
  /** What brings the answer panel back after a reload (tests call it with a saved state). */
  readonly answerSerializer: vscode.WebviewPanelSerializer;
  /** Card count of the catalog in use (loads it if needed). */
  catalogSize(): Promise<number>;
  databaseStatus(): readonly DatabaseStatus[];
  /** Fires after a card script's diagnostics were published. */
  readonly onDidLintScript: vscode.Event<vscode.Uri>;
}

/** Documents hovers answer in: battle files, Markdown and plain text, from any file system. */
const HOVER_SELECTOR: vscode.DocumentSelector = [{ language: BATTLE_LANGUAGE }, { language: 'markdown' }, { language: 'plaintext' }];

export function activate(context: vscode.ExtensionContext): DamageStepApi {
  const started = performance.now();
  // Cheap by design: nothing here reads a database or builds a search index; those wait for first use.
  const log = vscode.window.createOutputChannel('Damage Step Rulings', { log: true });
  const catalogs = new CatalogService(log, context.extensionUri, context.globalStorageUri);
  const battles = new BattleStore(catalogs);
  const answers = new AnswerPanel(context.extensionUri, context.workspaceState);
  const answersRestorer = answerSerializer(answers);
  const battlePanel = new BattlePanel(context.extensionUri, battles);
  const services: Services = { extensionUri: context.extensionUri, log, catalogs, battles, answers, battlePanel, globalState: context.globalState };
  // Asked once a session, and only once the downloaded database is first used: never at activation.
  catalogs.onFirstDownloadedUse = () => void offerUpdate(services);
  const timingsTree = new TimingsTreeProvider();
  const battleTree = new BattleTreeProvider(battles);
  const scripts = new ScriptLinter(catalogs, log);

  context.subscriptions.push(
    log,
    catalogs,
    battles,
    answers,
    battlePanel,
    timingsTree,
    battleTree,
    ...registerCommands(services),
    vscode.languages.registerHoverProvider(HOVER_SELECTOR, new RulingsHoverProvider(catalogs, battles)),
    registerDiagnostics(battles),
    registerQuickFixes(battles, catalogs),
    vscode.languages.registerCompletionItemProvider({ language: BATTLE_LANGUAGE }, new BattleCompletions(catalogs, battles), '"', ' '),
    registerBattleSerializer(battlePanel),
    registerAnswerSerializer(answersRestorer),
    vscode.window.createTreeView('damageStepRulings.timings', { treeDataProvider: timingsTree, showCollapseAll: true }),
    vscode.window.createTreeView('damageStepRulings.battle', { treeDataProvider: battleTree }),
    new RulesetStatus(battles),
    scripts,
    vscode.languages.registerCodeActionsProvider(SCRIPT_SELECTOR, new ScriptQuickFixes(scripts), { providedCodeActionKinds: ScriptQuickFixes.kinds }),
    vscode.languages.registerHoverProvider(SCRIPT_SELECTOR, new ScriptHoverProvider()),
  );
  const activationMs = performance.now() - started;
  log.info(`activated in ${activationMs.toFixed(1)} ms`);

  return {
    activationMs,
    timingsTree,
    battleTree,
    battlePanel,
    lastAnswerMarkdown: () => answers.lastMarkdown,
    answerPanel: answers,
    answerSerializer: answersRestorer,
    catalogSize: async () => (await catalogs.catalog()).size,
    databaseStatus: () => catalogs.databaseStatus,
    onDidLintScript: scripts.onDidLint,
  };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
