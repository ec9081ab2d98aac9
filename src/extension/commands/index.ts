import * as vscode from 'vscode';
import type { Services } from '../services';
import { answerBack, answerForward, copyAnswer, insertAnswer } from './answerCommands';
import { canActivate, checkSelection } from './askCommands';
import { exportMarkdown, revealStep, walkThrough } from './battleCommands';
import { checkDocument } from './documentCommands';
import { COMMANDS } from './ids';
import { plainMessageText } from '../rulesCore';
import { explainTiming, openDocument, searchRulings, showRule } from './ruleCommands';
import { downloadDatabase, removeDatabase } from './databaseCommands';
import { newBattle } from './newBattle';
import { importDatabase, switchRuleset } from './settingsCommands';

type Handler = (services: Services, ...args: never[]) => unknown;
export type CommandKey = keyof typeof COMMANDS;

const HANDLERS: Record<CommandKey, Handler> = {
  canActivate,
  checkSelection,
  checkDocument,
  explainTiming,
  searchRulings,
  showRule,
  openDocument,
  walkThrough,
  revealStep,
  exportMarkdown,
  importDatabase,
  switchRuleset,
  downloadDatabase,
  removeDatabase,
  newBattle,
  answerBack,
  answerForward,
  copyAnswer,
  insertAnswer,
};

/** Runs one command (extension.ts registers each id); a handler's failure is logged and shown, never thrown at the user. */
export async function runCommand(services: Services, key: CommandKey, args: unknown[]): Promise<unknown> {
  try {
    return await (HANDLERS[key] as (s: Services, ...a: unknown[]) => unknown)(services, ...args);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    services.log.error(`${COMMANDS[key]}: ${error instanceof Error ? (error.stack ?? message) : message}`);
    void vscode.window.showErrorMessage(plainMessageText(vscode.l10n.t('Damage Step: {0}', message)));
    return undefined;
  }
}
