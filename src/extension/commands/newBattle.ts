import * as vscode from 'vscode';
import type { Services } from '../services';
import { effectiveOptions } from '../options';

/** The text of a new battle: one that walks as it is, with the parts a writer changes first. */
export function newBattleText(ruleset: string, region: string): string {
  return [
    '# One attack, walked through the Damage Step. Change the cards and the activations.',
    `ruleset ${ruleset}`,
    `region ${region}`,
    'lp you 8000',
    'lp opponent 8000',
    '',
    'attacker: you "Don Zaloog"',
    'target: opponent face-up attack "Giant Rat"',
    '',
    'opponent hand: "Kuriboh"',
    '',
    'at during-damage-calculation: opponent activates "Kuriboh": no battle damage',
    '',
  ].join('\n');
}

/** New Battle: an untitled `.battle` document with a battle that walks, in the current rule set. */
export async function newBattle(_services: Services): Promise<vscode.TextDocument> {
  // No document yet: the workspace's (or the user's) rule set and region.
  const settings = effectiveOptions();
  const doc = await vscode.workspace.openTextDocument({ language: 'damage-step-battle', content: newBattleText(settings.ruleset, settings.region) });
  await vscode.window.showTextDocument(doc);
  return doc;
}
