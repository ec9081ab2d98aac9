import * as vscode from 'vscode';
import { findRule, formatCitation } from '../rulesCore';
import { safeMarkdown } from '../hover';
import { escapeMarkdown, ruleLink } from '../text/markdown';

// Hovers on the Damage Step flags, hint timing and guard helpers of card scripts: what the
// engine does with them and the rules that decide when they belong, with their sources.

interface Topic {
  what: string;
  rules: string[];
}

const GUARD: Topic = {
  what: 'Stops the effect after damage calculation (it still passes at the start of the Damage Step and before damage calculation). ATK/DEF changes need it together with EFFECT_FLAG_DAMAGE_STEP. A hand-written `Duel.GetCurrentPhase()~=PHASE_DAMAGE or not Duel.IsDamageCalculated()` does the same.',
  rules: ['activation.atk-def-modifiers-until-damage-calculation', 'activation.atk-def-modifiers-end-at-damage-calculation'],
};

const TOPICS: Readonly<Record<string, Topic>> = {
  EFFECT_FLAG_DAMAGE_STEP: {
    what: "Lets the engine offer this activated effect in the Damage Step (outside damage calculation). The engine does not look at it for Flip effects, mandatory triggers, optional triggers of the card itself, the battle's own events or Counter Traps. Only the kinds of effects on the Damage Step list belong there.",
    rules: ['activation.only-listed-cards-and-effects', 'activation.atk-def-modifiers-until-damage-calculation', 'activation.optional-triggers-about-other-cards'],
  },
  EFFECT_FLAG_DAMAGE_CAL: {
    what: "Lets the engine offer this activated effect during damage calculation (the battle's own damage-calculation events are exempt). ATK/DEF changes may no longer be activated then.",
    rules: ['activation.during-damage-calculation-effects', 'activation.atk-def-modifiers-end-at-damage-calculation'],
  },
  TIMING_DAMAGE_STEP: {
    what: 'A hint timing: the client stops to offer a free-chain effect in the Damage Step only when its hint timing includes this (`TIMINGS_CHECK_MONSTER` does not).',
    rules: ['activation.atk-def-modifiers-until-damage-calculation'],
  },
  'aux.StatChangeDamageStepCondition': GUARD,
  'Auxiliary.StatChangeDamageStepCondition': GUARD,
  'aux.dscon': GUARD,
  'Auxiliary.dscon': GUARD,
  IsDamageCalculated: GUARD,
};

// The topics' sentences are this project's own Markdown (no user text), so they are not escaped.
function markdown(word: string, topic: Topic): string {
  const parts = [`**${escapeMarkdown(word)}** · ${escapeMarkdown(vscode.l10n.t('Damage Step'))}`, '', topic.what, ''];
  for (const id of topic.rules) {
    const rule = findRule(id);
    if (!rule) continue;
    const sources = rule.citations
      .slice(0, 3)
      .map((c) => escapeMarkdown(formatCitation(c)))
      .join('; ');
    parts.push(`- ${escapeMarkdown(rule.title)} (${ruleLink(id)})${sources ? ` — ${sources}` : ''}`);
  }
  return parts.join('\n');
}

export class ScriptHoverProvider implements vscode.HoverProvider {
  provideHover(doc: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const range = doc.getWordRangeAtPosition(position, /[A-Za-z_][\w.]*/);
    if (!range) return undefined;
    const text = doc.getText(range);
    // `Duel.IsDamageCalculated` reads as one dotted word; the topic is its last part.
    // Own keys only: a script's `constructor` or `toString` is no topic (issue 19).
    const topicOf = (w: string): Topic | undefined => (Object.hasOwn(TOPICS, w) ? TOPICS[w] : undefined);
    const word = topicOf(text) ? text : (text.split('.').pop() ?? text);
    const topic = topicOf(word);
    return topic ? new vscode.Hover(safeMarkdown(markdown(word, topic)), range) : undefined;
  }
}
