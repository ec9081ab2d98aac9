import type * as vscode from 'vscode';
import type { BattleStore } from './battle/store';
import type { CatalogService } from './catalogService';
import type { AnswerPanel } from './views/answerPanel';
import type { BattlePanel } from './webview/battlePanel';

/** The long-lived parts the commands and providers share; made once in activate(). */
export interface Services {
  extensionUri: vscode.Uri;
  log: vscode.LogOutputChannel;
  catalogs: CatalogService;
  battles: BattleStore;
  answers: AnswerPanel;
  battlePanel: BattlePanel;
  /** Where the downloaded database's version is remembered; absent in tests that build services by hand. */
  globalState?: vscode.Memento;
}
