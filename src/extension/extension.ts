import * as vscode from 'vscode';
import { isBattleDocument } from './battle/language';
import { COMMANDS } from './commands/ids';
import type { CommandKey } from './commands/index';
import type { DatabaseStatus } from './catalogService';
import { BATTLE_SELECTOR, HOVER_SELECTOR, SCRIPT_SELECTOR } from './selectors';
import { readSettings } from './settings';
import { StandInTree, standInCodeActions, standInCompletions, standInHover, standInSerializer } from './standIns';
import type { Started } from './start';
import type { BattleNode } from './views/battleTree';
import type { AnswerPanel } from './views/answerPanel';
import { ANSWER_VIEW_TYPE } from './views/answerProtocol';
import type { TimingsNode } from './views/timingsTree';
import type { BattlePanel } from './webview/battlePanel';
import { BATTLE_VIEW_TYPE } from './webview/protocol';

// Activation registers stand-ins only: every command, provider, tree and the panel serializer is
// a thin forwarder, and the working half (start.ts, its own bundle dist/start.js, with the core,
// the catalog, markdown-it, sql.js and fuse.js) is required on the first call of any of them.
// This module must import nothing that reaches the core (test/unit/structure.test.ts checks it).

/** What activate() returns: for tests and other extensions; no internals beyond these. */
export interface DamageStepApi {
  /** Milliseconds activate() took. */
  readonly activationMs: number;
  readonly timingsTree: vscode.TreeDataProvider<unknown>;
  readonly battleTree: vscode.TreeDataProvider<unknown>;
  /** The Battle view (its description names the battle file). */
  readonly battleView: Pick<vscode.TreeView<unknown>, 'description' | 'message'>;
  /** The Timings view, which names the rule set and region it shows. */
  readonly timingsView: Pick<vscode.TreeView<unknown>, 'description'>;
  readonly battlePanel: Pick<BattlePanel, 'onDidRender' | 'probe' | 'currentStep' | 'document'>;
  /** The battle panel's serializer, as VS Code calls it after a reload. */
  readonly battleSerializer: vscode.WebviewPanelSerializer;
  /** The Markdown the answer panel shows last. */
  lastAnswerMarkdown(): string;
  /** The answer panel's history and place (what a reload restores). */
  readonly answerPanel: Pick<AnswerPanel, 'state' | 'current' | 'visible' | 'onDidRender'>;
  /** What brings the answer panel back after a reload (tests call it with a saved state). */
  readonly answerSerializer: vscode.WebviewPanelSerializer;
  /** Card count of the catalog in use (loads it if needed). */
  catalogSize(): Promise<number>;
  databaseStatus(): readonly DatabaseStatus[];
  /** Fires after a card script's diagnostics were published. */
  readonly onDidLintScript: vscode.Event<vscode.Uri>;
  /** The value this extension last gave a context key of its own (VS Code cannot read one back). */
  contextKey(key: string): boolean | undefined;
}

/** The status bar item (which needs the core to name the rule set) waits this long after activation, so the request that activated the extension goes first. */
const STATUS_DELAY_MS = 1000;

/** Card scripts (c<passcode>.lua) are linted only against configured databases. */
function needsLint(doc: vscode.TextDocument): boolean {
  return vscode.languages.match({ pattern: '**/c[0-9]*.lua' }, doc) > 0 && readSettings(doc.uri).cardDatabases.length > 0;
}

export function activate(context: vscode.ExtensionContext): DamageStepApi {
  const startedAt = performance.now();
  const timingsTree = new StandInTree<TimingsNode>(() => started().timingsTree);
  const battleTree = new StandInTree<BattleNode>(() => started().battleTree);
  // Made here so the views exist at once; the working half names its file, or the rule set, in them once started.
  const battleView = vscode.window.createTreeView<BattleNode>('damageStepRulings.battle', { treeDataProvider: battleTree });
  const timingsView = vscode.window.createTreeView<TimingsNode>('damageStepRulings.timings', { treeDataProvider: timingsTree, showCollapseAll: true });
  let working: Started | undefined;
  /** The working half, loaded and started on first use. */
  function started(): Started {
    if (!working) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use from its own bundle (scripts/build.mjs)
      const { start } = require('./start') as typeof import('./start');
      working = start(context);
      timingsTree.connect(working.timingsTree);
      battleTree.connect(working.battleTree);
      working.battleTree.attach(battleView);
      working.timingsTree.attach(timingsView);
    }
    return working;
  }
  // Open battle files get diagnostics and card scripts their lint without being asked: those start the working half.
  const startIfNeeded = (doc: vscode.TextDocument) => {
    if (!working && (isBattleDocument(doc) || needsLint(doc))) started();
  };
  const statusTimer = setTimeout(() => void started(), STATUS_DELAY_MS);
  // The documents already open are looked at once activate() has returned, so that activating stays light with a battle file open too.
  const openTimer = setTimeout(() => vscode.workspace.textDocuments.forEach(startIfNeeded), 0);

  context.subscriptions.push(
    timingsTree,
    battleTree,
    { dispose: () => [statusTimer, openTimer].forEach(clearTimeout) },
    ...(Object.keys(COMMANDS) as CommandKey[]).map((key) => vscode.commands.registerCommand(COMMANDS[key], (...args: unknown[]) => started().runCommand(key, args))),
    vscode.languages.registerHoverProvider(
      HOVER_SELECTOR,
      standInHover(() => started().hover),
    ),
    vscode.languages.registerCodeActionsProvider(
      BATTLE_SELECTOR,
      standInCodeActions(() => started().battleQuickFixes),
      { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] },
    ),
    vscode.languages.registerCompletionItemProvider(
      BATTLE_SELECTOR,
      standInCompletions(() => started().completions),
      '"',
      ' ',
    ),
    vscode.window.registerWebviewPanelSerializer(
      BATTLE_VIEW_TYPE,
      standInSerializer(() => started().serializer),
    ),
    vscode.window.registerWebviewPanelSerializer(
      ANSWER_VIEW_TYPE,
      standInSerializer(() => started().answerSerializer),
    ),
    timingsView,
    battleView,
    vscode.languages.registerCodeActionsProvider(
      SCRIPT_SELECTOR,
      standInCodeActions(() => started().scriptQuickFixes),
      { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.SourceFixAll.append('dmgstep')] },
    ),
    vscode.languages.registerHoverProvider(
      SCRIPT_SELECTOR,
      standInHover(() => started().scriptHover),
    ),
    vscode.workspace.onDidOpenTextDocument(startIfNeeded),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('damageStepRulings.cardDatabases') && vscode.workspace.textDocuments.forEach(startIfNeeded)),
  );
  const activationMs = performance.now() - startedAt;

  return {
    activationMs,
    get timingsTree() {
      return started().timingsTree;
    },
    get battleTree() {
      return started().battleTree;
    },
    battleView,
    timingsView,
    get battlePanel() {
      return started().battlePanel;
    },
    get battleSerializer() {
      return started().serializer;
    },
    lastAnswerMarkdown: () => started().answers.lastMarkdown,
    get answerPanel() {
      return started().answers;
    },
    get answerSerializer() {
      return started().answerSerializer;
    },
    catalogSize: async () => (await started().services.catalogs.catalog()).size,
    databaseStatus: () => started().services.catalogs.databaseStatus,
    get onDidLintScript() {
      return started().scripts.onDidLint;
    },
    contextKey: (key) => started().contextKey(key),
  };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
