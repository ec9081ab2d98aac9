import * as vscode from 'vscode';
import { isBattleDocument } from './battle/language';
import { declaredBattleOptions, DEFAULT_OPTIONS, parseRegion, parseRuleset, type Region, type RuleSetId, type VerdictOptions } from './rulesCore';

// The one place the extension learns which rule set and region a question is asked under. Every
// feature asks with the document in hand: a battle file's own `ruleset`/`region` lines win over
// the settings; other documents (Markdown, plain text, scripts) use the workspace or user
// settings; with no document, the settings of the workspace.

export const SECTION = 'damageStepRulings';

/** Where an effective option came from, strongest first. */
export type OptionSource = 'battle-file' | 'workspace' | 'user' | 'default';

export interface EffectiveOptions extends VerdictOptions {
  /** The strongest source of the two options (a battle file naming only its region still wins). */
  source: OptionSource;
  /** Where each option came from. */
  sources: { ruleset: OptionSource; region: OptionSource };
}

interface Configured<T> {
  value: T;
  source: Exclude<OptionSource, 'battle-file'>;
}

/** A setting's value and the level that set it; a value that is not a valid word counts as unset. */
function configured<T>(key: 'ruleset' | 'region', parse: (text: string) => T | undefined, fallback: T, scope?: vscode.ConfigurationScope): Configured<T> {
  const inspected = vscode.workspace.getConfiguration(SECTION, scope).inspect<unknown>(key);
  const levels: Array<[unknown, Configured<T>['source']]> = [
    [inspected?.workspaceFolderValue, 'workspace'],
    [inspected?.workspaceValue, 'workspace'],
    [inspected?.globalValue, 'user'],
  ];
  for (const [raw, source] of levels) {
    const value = typeof raw === 'string' ? parse(raw) : undefined;
    if (value !== undefined) return { value, source };
  }
  return { value: fallback, source: 'default' };
}

const STRENGTH: Record<OptionSource, number> = { 'battle-file': 3, workspace: 2, user: 1, default: 0 };

/** The rule set and region that answers about this document are given under, and why. */
export function effectiveOptions(document?: vscode.TextDocument): EffectiveOptions {
  const declared = isBattleDocument(document) ? declaredBattleOptions(document.getText()) : {};
  const scope = document?.uri;
  const ruleset: Configured<RuleSetId> | { value: RuleSetId; source: 'battle-file' } = declared.ruleset
    ? { value: declared.ruleset, source: 'battle-file' }
    : configured('ruleset', parseRuleset, DEFAULT_OPTIONS.ruleset, scope);
  const region: Configured<Region> | { value: Region; source: 'battle-file' } = declared.region
    ? { value: declared.region, source: 'battle-file' }
    : configured('region', parseRegion, DEFAULT_OPTIONS.region, scope);
  const source = STRENGTH[ruleset.source] >= STRENGTH[region.source] ? ruleset.source : region.source;
  return { ruleset: ruleset.value, region: region.value, source, sources: { ruleset: ruleset.source, region: region.source } };
}

/** Options for an answer that has no document of its own: the active editor's, if any. */
export function activeEditorOptions(): EffectiveOptions {
  return effectiveOptions(vscode.window.activeTextEditor?.document);
}

/** Does a configuration change touch the options? */
export function affectsOptions(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(`${SECTION}.ruleset`) || e.affectsConfiguration(`${SECTION}.region`);
}

/** Where `writeOptions` writes: the workspace when a folder is open (a rule set is usually a project's choice), else the user settings. */
export function optionsTarget(): { target: vscode.ConfigurationTarget; source: 'workspace' | 'user' } {
  return vscode.workspace.workspaceFolders?.length ? { target: vscode.ConfigurationTarget.Workspace, source: 'workspace' } : { target: vscode.ConfigurationTarget.Global, source: 'user' };
}

/** Writes the rule set and region to the settings; returns where it wrote them. */
export async function writeOptions(options: VerdictOptions): Promise<'workspace' | 'user'> {
  const { target, source } = optionsTarget();
  const config = vscode.workspace.getConfiguration(SECTION);
  await config.update('ruleset', options.ruleset, target);
  await config.update('region', options.region, target);
  return source;
}
