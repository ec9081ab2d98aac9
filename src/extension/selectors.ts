import type * as vscode from 'vscode';
import { BATTLE_LANGUAGE } from './battle/language';

// The documents each provider answers in. extension.ts registers its stand-ins with these at
// activation, so this module stays free of the core.

/** Documents hovers answer in: battle files, Markdown and plain text, from any file system. */
export const HOVER_SELECTOR: vscode.DocumentSelector = [{ language: BATTLE_LANGUAGE }, { language: 'markdown' }, { language: 'plaintext' }];

/** Battle files. */
export const BATTLE_SELECTOR: vscode.DocumentSelector = { language: BATTLE_LANGUAGE };

/** Lua card scripts, whether or not a Lua language extension is installed. */
export const SCRIPT_SELECTOR: vscode.DocumentSelector = [{ language: 'lua' }, { pattern: '**/c[0-9]*.lua' }];
