import * as vscode from 'vscode';
import { BattleCompletions } from './battle/completion';
import { registerDiagnostics, BattleQuickFixes } from './battle/diagnostics';
import { BattleStore } from './battle/store';
import { CatalogService } from './catalogService';
import { offerUpdate } from './commands/databaseCommands';
import { runCommand, type CommandKey } from './commands/index';
import { RulingsHoverProvider } from './hover';
import { ScriptHoverProvider } from './scripts/hover';
import { ScriptLinter, ScriptQuickFixes } from './scripts/lint';
import type { Services } from './services';
import { RulesetStatus } from './statusBar';
import { AnswerPanel, answerSerializer } from './views/answerPanel';
import { BattleTreeProvider } from './views/battleTree';
import { TimingsTreeProvider } from './views/timingsTree';
import { BattlePanel, battleSerializer } from './webview/battlePanel';
import { contextKeyValue } from './contextKeys';

// The extension's working half, a bundle of its own (dist/start.js): extension.ts registers thin
// stand-ins at activation and requires this on the first use of any of them, so activating reads
// and compiles none of the core, the catalog, markdown-it, sql.js or fuse.js.

/** The real providers and handlers behind extension.ts's stand-ins. */
export interface Started {
  readonly services: Services;
  runCommand(key: CommandKey, args: unknown[]): Promise<unknown>;
  readonly hover: vscode.HoverProvider;
  readonly completions: vscode.CompletionItemProvider;
  readonly battleQuickFixes: vscode.CodeActionProvider;
  readonly scriptQuickFixes: vscode.CodeActionProvider;
  readonly scriptHover: vscode.HoverProvider;
  readonly serializer: vscode.WebviewPanelSerializer;
  readonly answerSerializer: vscode.WebviewPanelSerializer;
  readonly timingsTree: TimingsTreeProvider;
  readonly battleTree: BattleTreeProvider;
  readonly battlePanel: BattlePanel;
  readonly answers: AnswerPanel;
  readonly scripts: ScriptLinter;
  /** The value the working half last gave one of its context keys. */
  contextKey(key: string): boolean | undefined;
}

/** Makes the services and the parts that work on their own (diagnostics, script lint, status bar); their disposables go to the context. */
export function start(context: vscode.ExtensionContext): Started {
  const startedAt = performance.now();
  const log = vscode.window.createOutputChannel('Damage Step Rulings', { log: true });
  const catalogs = new CatalogService(log, context.extensionUri, context.globalStorageUri);
  const battles = new BattleStore(catalogs);
  const answers = new AnswerPanel(context.extensionUri, context.workspaceState);
  const battlePanel = new BattlePanel(context.extensionUri, battles);
  const services: Services = { extensionUri: context.extensionUri, log, catalogs, battles, answers, battlePanel, globalState: context.globalState };
  // Asked once a session, and only once the downloaded database is first used: never at start.
  catalogs.onFirstDownloadedUse = () => void offerUpdate(services);
  const timingsTree = new TimingsTreeProvider();
  const battleTree = new BattleTreeProvider(battles);
  const scripts = new ScriptLinter(catalogs, log);

  context.subscriptions.push(log, catalogs, battles, answers, battlePanel, timingsTree, battleTree, registerDiagnostics(battles), new RulesetStatus(battles), scripts);
  const working: Started = {
    services,
    runCommand: (key, args) => runCommand(services, key, args),
    hover: new RulingsHoverProvider(catalogs, battles),
    completions: new BattleCompletions(catalogs, battles),
    battleQuickFixes: new BattleQuickFixes(battles, catalogs),
    scriptQuickFixes: new ScriptQuickFixes(scripts),
    scriptHover: new ScriptHoverProvider(),
    serializer: battleSerializer(battlePanel),
    answerSerializer: answerSerializer(answers),
    timingsTree,
    battleTree,
    battlePanel,
    answers,
    scripts,
    contextKey: contextKeyValue,
  };
  log.info(`started in ${(performance.now() - startedAt).toFixed(1)} ms`);
  return working;
}
