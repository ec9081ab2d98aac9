import * as vscode from 'vscode';
import {
  activationRulesAt,
  formatCitation,
  getTiming,
  kindLabelOf,
  optionsLabel,
  procedureAt,
  type AskAnswer,
  type PublicVerdict,
  type RuleRecord,
  type TimingId,
  type VerdictOptions,
} from '../rulesCore';

// Markdown for hovers, the answer panel and exports. Card names and any text that came from a
// user or a database are escaped here, so that a name like `<img src=x onerror=...>` or
// `[x](command:...)` is shown as the characters it is and never becomes markup or a link.

export const SHOW_RULE_COMMAND = 'damageStepRulings.showRule';

/** Backslash-escapes every ASCII punctuation character (CommonMark allows that for all of them). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>&"'~=:/$%^@;,?]/g, '\\$&').replace(/\r?\n/g, ' ');
}

/** A link that runs the extension's own "show rule" command; the only command hovers trust. */
export function ruleLink(ruleId: string): string {
  const args = encodeURIComponent(JSON.stringify([ruleId]));
  return `[${escapeMarkdown(ruleId)}](command:${SHOW_RULE_COMMAND}?${args} "${escapeMarkdown(ruleId)}")`;
}

export function timingName(id: TimingId): string {
  return getTiming(id)?.name ?? id;
}

function yesNo(v: PublicVerdict): string {
  if (!v.canActivate) return vscode.l10n.t('no');
  return v.conditions.length > 0 ? vscode.l10n.t('yes, if…') : vscode.l10n.t('yes');
}

/** The compact table a hover shows: one row per timing, the answer and the deciding rule. */
export function verdictTable(answer: AskAnswer): string {
  const rows = answer.verdicts.map((v) => {
    const rule = v.reasons[0];
    const reason = rule ? `${escapeMarkdown(rule.text)} ${ruleLink(rule.rule)}` : '';
    const condition = v.conditions.length > 0 ? ` ${escapeMarkdown(v.conditions.join('; '))}` : '';
    return `| ${escapeMarkdown(timingName(v.timing))} | ${yesNo(v)} | ${reason}${condition} |`;
  });
  return [`| ${vscode.l10n.t('Timing')} | ${vscode.l10n.t('Can activate')} | ${vscode.l10n.t('Because')} |`, '|---|---|---|', ...rows].join('\n');
}

/** Where a card's record came from, in plain words. */
export function sourceWords(source: AskAnswer['card']['source']): string {
  switch (source) {
    case 'embedded':
      return vscode.l10n.t('from the embedded catalog');
    case 'database':
      return vscode.l10n.t('from a card database');
    case 'text':
      return vscode.l10n.t('read from card text');
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** One line that answers the question: when the card can be activated, and by which effect. */
export function answerLine(answer: AskAnswer): string {
  const yes = answer.verdicts.filter((v) => v.canActivate);
  if (yes.length === 0) return `**${vscode.l10n.t('Cannot be activated in the Damage Step')}**`;
  const when = yes.map((v) => lowerFirst(timingName(v.timing))).join(', ');
  const only = yes.length === 1 ? ` ${vscode.l10n.t('only')}` : '';
  const conditional = yes.every((v) => v.conditions.length > 0) ? ` ${vscode.l10n.t('(with a condition)')}` : '';
  // Which effect says yes: the answer is about a card, the reason about one of its effects.
  const effect = answer.effects.find((e) => e.verdicts.some((v) => v.canActivate));
  const label = answer.effects.length > 1 && effect ? ` (${escapeMarkdown(effect.label.length > 80 ? `${effect.label.slice(0, 77)}…` : effect.label)})` : '';
  return `**${vscode.l10n.t('Can be activated')}:** ${escapeMarkdown(when)}${only}${conditional}${label}`;
}

/** Timings that share their answer and deciding reason, as one line each. */
export function groupedReasons(answer: AskAnswer): string[] {
  const groups = new Map<string, { verdict: PublicVerdict; timings: TimingId[] }>();
  for (const v of answer.verdicts) {
    const key = `${String(v.canActivate)}|${v.reasons[0]?.rule ?? ''}|${v.reasons[0]?.text ?? ''}|${v.conditions.join(';')}`;
    const group = groups.get(key);
    if (group) group.timings.push(v.timing);
    else groups.set(key, { verdict: v, timings: [v.timing] });
  }
  return [...groups.values()].map(({ verdict, timings }) => {
    const rule = verdict.reasons[0];
    const reason = rule ? ` — ${escapeMarkdown(rule.text)} ${ruleLink(rule.rule)}` : '';
    const condition = verdict.conditions.length > 0 ? ` ${escapeMarkdown(verdict.conditions.join('; '))}` : '';
    return `- **${yesNo(verdict)}**: ${escapeMarkdown(timings.map(timingName).join(', '))}${reason}${condition}`;
  });
}

/** A hover: the one-line answer, the card and rule set in plain words, then timings grouped by reason. */
export function hoverForAnswer(answer: AskAnswer): string {
  return [answerLine(answer), '', cardHeading(answer), '', ...groupedReasons(answer)].join('\n');
}

/** The card, its kind and where it came from, and the rule set, in plain words. */
function cardHeading(answer: AskAnswer): string {
  return `**${escapeMarkdown(answer.card.name)}** — ${escapeMarkdown(`${kindLabelOf(answer.card)}, ${sourceWords(answer.card.source)}; ${optionsLabel(answer)}`)}`;
}

/** The full answer for the panel: per timing the decision, every reason, conditions and sources. */
export function answerDocument(answer: AskAnswer): string {
  const parts = [`# ${escapeMarkdown(answer.card.name)}`, cardHeading(answer), '', verdictTable(answer), ''];
  for (const v of answer.verdicts) {
    parts.push(`## ${escapeMarkdown(timingName(v.timing))}: ${yesNo(v)}`);
    for (const c of v.conditions) parts.push(`- ${vscode.l10n.t('Condition')}: ${escapeMarkdown(c)}`);
    for (const r of v.reasons) parts.push(`- ${escapeMarkdown(r.text)} (${ruleLink(r.rule)})`);
    if (v.citations.length > 0) parts.push('', `${vscode.l10n.t('Sources')}: ${v.citations.map(escapeMarkdown).join('; ')}`);
    parts.push('');
  }
  if (answer.effects.length > 1) {
    parts.push(`## ${vscode.l10n.t('Effects')}`);
    for (const e of answer.effects) {
      const yes = e.verdicts.filter((v) => v.canActivate).map((v) => timingName(v.timing));
      parts.push(`- ${escapeMarkdown(e.label)}: ${yes.length > 0 ? escapeMarkdown(yes.join(', ')) : vscode.l10n.t('never')}`);
    }
  }
  return parts.join('\n');
}

/** What a rule record says, with its citations; its text is the project's own Markdown. */
export function ruleDocument(rule: RuleRecord): string {
  const parts = [`# ${escapeMarkdown(rule.title)}`, `\`${rule.id}\` · ${escapeMarkdown(`${rule.kind}, ${rule.ruleset} rules, region ${rule.region}`)}`, '', rule.text, ''];
  if (rule.applies?.condition) parts.push(`${vscode.l10n.t('Condition')}: ${escapeMarkdown(rule.applies.condition)}`, '');
  if (rule.citations.length > 0) parts.push(`## ${vscode.l10n.t('Sources')}`, ...rule.citations.map((c) => `- ${escapeMarkdown(formatCitation(c))}`), '');
  if (rule.examples.length > 0) parts.push(`## ${vscode.l10n.t('Examples')}`, ...rule.examples.map((e) => `- ${escapeMarkdown(e.card)}${e.note ? `: ${escapeMarkdown(e.note)}` : ''}`), '');
  if (rule.related.length > 0) parts.push(`## ${vscode.l10n.t('Related')}`, ...rule.related.map((id) => `- ${ruleLink(id)}`), '');
  return parts.join('\n');
}

/**
 * What happens at a timing and what can be activated there under these options, for "Explain
 * Timing" and hovers; the activation list is the core's one answer, whatever the surface.
 */
export function timingDocument(timing: TimingId, options: VerdictOptions, brief = false): string {
  const t = getTiming(timing);
  if (!t) return escapeMarkdown(timing);
  const heading = brief ? `**${escapeMarkdown(t.name)}**` : `# ${escapeMarkdown(t.name)}`;
  const parts = [heading, '', `*${escapeMarkdown(optionsLabel(options))}*`, '', escapeMarkdown(t.summary), ''];
  const section = (title: string) => (brief ? `*${title}*` : `## ${title}`);
  const steps = procedureAt(timing);
  if (steps.length > 0) {
    parts.push(section(vscode.l10n.t('What happens')), '');
    steps.forEach((r, i) => parts.push(`${i + 1}. ${escapeMarkdown(r.title)} (${ruleLink(r.id)})`));
    parts.push('');
  }
  const activation = activationRulesAt(timing, options);
  if (activation.length > 0) {
    parts.push(section(vscode.l10n.t('What can be activated')), '');
    for (const r of activation) parts.push(`- ${escapeMarkdown(r.title)} (${ruleLink(r.id)})`);
  }
  return parts.join('\n');
}
