import * as vscode from 'vscode';
import {
  activationRulesAt,
  findRule,
  formatCitation,
  getSource,
  getTiming,
  kindLabelOf,
  optionsLabel,
  procedureAt,
  regionLabel,
  rulesetLabel,
  type AskAnswer,
  type Citation,
  type RegionScope,
  type PublicVerdict,
  type RuleKind,
  type RuleRecord,
  type RuleSetId,
  type TimingId,
  type VerdictOptions,
} from '../rulesCore';

import { escapeLinkTitle, escapeMarkdown, escapeTableCell } from './escape';
import { readAsMarkdown } from './unknownCard';

// Markdown for hovers, the answer panel and exports. Card names and any text that came from a
// user or a database are escaped here (text/escape.ts, in context), so that a name like
// `<img src=x onerror=...>` or `[x](command:...)` is shown as the characters it is and never
// becomes markup or a link, while ordinary punctuation stays as it is.

export { escapeMarkdown, escapeTableCell } from './escape';

export const SHOW_RULE_COMMAND = 'damageStepRulings.showRule';

/** A link that runs the extension's own "show rule" command; the only command hovers trust. */
export function ruleLink(ruleId: string): string {
  const args = encodeURIComponent(JSON.stringify([ruleId]));
  return `[${escapeMarkdown(ruleId)}](command:${SHOW_RULE_COMMAND}?${args} "${escapeLinkTitle(findRule(ruleId)?.title ?? ruleId)}")`;
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
    const reason = rule ? `${escapeTableCell(rule.text)} ${ruleLink(rule.rule)}` : '';
    const condition = v.conditions.length > 0 ? ` ${escapeTableCell(v.conditions.join('; '))}` : '';
    return `| ${escapeTableCell(timingName(v.timing))} | ${yesNo(v)} | ${reason}${condition} |`;
  });
  return [`| ${vscode.l10n.t('Timing')} | ${vscode.l10n.t('Can activate')} | ${vscode.l10n.t('Because')} |`, '|---|---|---|', ...rows].join('\n');
}

/**
 * Where a card's record came from, in plain words; `database` names the database file it was
 * read from ("from cards.cdb") when the caller knows it.
 */
export function sourceWords(source: AskAnswer['card']['source'], database?: string): string {
  switch (source) {
    case 'embedded':
      return vscode.l10n.t('from the embedded catalog');
    case 'database':
      return database ? vscode.l10n.t('from {0}', database) : vscode.l10n.t('from a card database');
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

/**
 * The answer's timings that share their answer, deciding reason (rule and words) and conditions,
 * in first-seen order; each group keeps its first verdict. The hover and the ruling note group the
 * same way, so that a writer's note never puts one timing's reason under another's.
 */
function timingGroups(answer: AskAnswer): Array<{ verdict: PublicVerdict; timings: TimingId[] }> {
  const groups = new Map<string, { verdict: PublicVerdict; timings: TimingId[] }>();
  for (const v of answer.verdicts) {
    const key = `${String(v.canActivate)}|${v.reasons[0]?.rule ?? ''}|${v.reasons[0]?.text ?? ''}|${v.conditions.join(';')}`;
    const group = groups.get(key);
    if (group) group.timings.push(v.timing);
    else groups.set(key, { verdict: v, timings: [v.timing] });
  }
  return [...groups.values()];
}

/** Timings that share their answer and deciding reason, as one line each. */
export function groupedReasons(answer: AskAnswer): string[] {
  return timingGroups(answer).map(({ verdict, timings }) => {
    const rule = verdict.reasons[0];
    const reason = rule ? ` — ${escapeMarkdown(rule.text)} ${ruleLink(rule.rule)}` : '';
    const condition = verdict.conditions.length > 0 ? ` ${escapeMarkdown(verdict.conditions.join('; '))}` : '';
    return `- **${yesNo(verdict)}**: ${escapeMarkdown(timings.map(timingName).join(', '))}${reason}${condition}`;
  });
}

/** A hover: the one-line answer, the card and rule set in plain words, then timings grouped by reason. */
export function hoverForAnswer(answer: AskAnswer, database?: string): string {
  return [...readAs(answer), answerLine(answer), '', cardHeading(answer, database), '', ...groupedReasons(answer)].join('\n');
}

/** "Read "Kurriboh" as Kuriboh." before an answer for a misspelled name, on every surface. */
function readAs(answer: AskAnswer): string[] {
  return answer.readAs ? [readAsMarkdown(answer.readAs.typed, answer.readAs.name), ''] : [];
}

/** The card, its kind and where it came from, and the rule set, in plain words. */
function cardHeading(answer: AskAnswer, database?: string): string {
  return `**${escapeMarkdown(answer.card.name)}** — ${escapeMarkdown(`${kindLabelOf(answer.card)}, ${sourceWords(answer.card.source, database)}; ${optionsLabel(answer)}`)}`;
}

/**
 * A timing as it reads inside a sentence: "during damage calculation", "at the start of the
 * Damage Step", "in substep 4 (during damage calculation)"; never "at During damage calculation".
 */
export function timingPhrase(id: TimingId): string {
  const name = timingName(id);
  const substep = /^Substep (\d+): (.*)$/.exec(name);
  if (substep) return vscode.l10n.t('in substep {0} ({1})', substep[1] ?? '', lowerFirst(substep[2] ?? ''));
  return /^(Start|End)\b/.test(name) ? vscode.l10n.t('at the {0}', lowerFirst(name)) : lowerFirst(name);
}

/** "a, b and c": a list in running text. */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return vscode.l10n.t('{0} and {1}', items.slice(0, -1).join(', '), items[items.length - 1] ?? '');
}

const RULESET_WORDS: Record<RuleSetId | 'both', () => string> = {
  modern: () => vscode.l10n.t('{0} rules', rulesetLabel('modern')),
  edison: () => vscode.l10n.t('{0} rules', rulesetLabel('edison')),
  both: () => vscode.l10n.t('Modern and Edison rules'),
};

const REGION_WORDS: Record<RegionScope, () => string> = {
  tcg: () => regionLabel('tcg'),
  ocg: () => regionLabel('ocg'),
  both: () => vscode.l10n.t('TCG and OCG'),
};

const KIND_WORDS: Record<RuleKind, () => string> = {
  procedure: () => vscode.l10n.t('What the game does'),
  'activation-permission': () => vscode.l10n.t('What may be activated'),
  'activation-prohibition': () => vscode.l10n.t('What may not be activated'),
  'activation-condition': () => vscode.l10n.t('When an activation needs a condition'),
  'activation-note': () => vscode.l10n.t('Note on activation'),
  'destroyed-by-battle-state': () => vscode.l10n.t('Monsters destroyed by battle'),
  precedence: () => vscode.l10n.t('Which rule wins'),
  gate: () => vscode.l10n.t('When an effect can be activated at all'),
};

/** A source cited as a Markdown link to the source when it has an address, as text otherwise. */
export function citationLink(citation: Citation): string {
  const text = escapeMarkdown(formatCitation(citation));
  const url = getSource(citation.source)?.url;
  return url && /^https?:\/\//.test(url) ? `[${text}](<${url.replace(/[<>\s]/g, encodeURIComponent)}>)` : text;
}

/**
 * Markdown to take out of VS Code: the extension's command links (rule ids) become the id in a
 * code span, since they run nothing anywhere else.
 */
export function withoutCommandLinks(markdown: string): string {
  return markdown.replace(/\[([^\]\\]*(?:\\.[^\]\\]*)*)\]\(command:[^\s)]*(?: "(?:[^"\\]|\\.)*")?\)/g, (_m, text: string) => `\`${text.replace(/\\(.)/g, '$1')}\``);
}

/** The citations of these rules as links, each source once. */
function citationLinks(ruleIds: readonly string[]): string[] {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const id of ruleIds) {
    for (const c of findRule(id)?.citations ?? []) {
      const key = `${c.source}|${c.at ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(citationLink(c));
    }
  }
  return links;
}

/**
 * A writer's ruling note: what a person pastes into an article or a ruling post. The card, the
 * rules it was answered under, then the timings that share an answer and reason, each with the
 * reason in words and its sources as links. No command links: the note leaves VS Code.
 */
export function rulingNote(answer: AskAnswer, database?: string): string {
  const heading = `**${escapeMarkdown(answer.card.name)}** (${escapeMarkdown(`${kindLabelOf(answer.card)}, ${sourceWords(answer.card.source, database)}`)}) — ${escapeMarkdown(`${RULESET_WORDS[answer.ruleset]()}, ${regionLabel(answer.region)}`)}`;
  const lines = timingGroups(answer).map(({ verdict, timings }) => {
    const when = listWords(timings.map(timingPhrase));
    const answerWords = verdict.canActivate ? vscode.l10n.t('Can be activated {0}', when) : vscode.l10n.t('Cannot be activated {0}', when);
    const condition = verdict.conditions.length > 0 ? ` ${escapeMarkdown(vscode.l10n.t('(if: {0})', verdict.conditions.join('; ')))}` : '';
    const reason = verdict.reasons[0] ? ` ${escapeMarkdown(verdict.reasons[0].text)}` : '';
    const sources = citationLinks(verdict.reasons.map((r) => r.rule));
    const cited = sources.length > 0 ? ` (${vscode.l10n.t('Source')}: ${sources.join('; ')})` : '';
    return `- **${escapeMarkdown(answerWords)}**${condition}.${reason}${cited}`;
  });
  return [...readAs(answer), heading, '', ...lines, ''].join('\n');
}

/** The full answer for the panel: per timing the decision, every reason, conditions and sources. */
export function answerDocument(answer: AskAnswer, database?: string): string {
  const parts = [`# ${escapeMarkdown(answer.card.name)}`, ...readAs(answer), cardHeading(answer, database), '', verdictTable(answer), ''];
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
  const about = `${KIND_WORDS[rule.kind]()} · ${RULESET_WORDS[rule.ruleset]()} · ${REGION_WORDS[rule.region]()}`;
  const parts = [`# ${escapeMarkdown(rule.title)}`, `*${escapeMarkdown(about)}*`, '', rule.text, ''];
  if (rule.applies?.condition) parts.push(`${vscode.l10n.t('Condition')}: ${escapeMarkdown(rule.applies.condition)}`, '');
  if (rule.citations.length > 0) parts.push(`## ${vscode.l10n.t('Sources')}`, ...rule.citations.map((c) => `- ${citationLink(c)}`), '');
  if (rule.examples.length > 0) parts.push(`## ${vscode.l10n.t('Examples')}`, ...rule.examples.map((e) => `- ${escapeMarkdown(e.card)}${e.note ? `: ${escapeMarkdown(e.note)}` : ''}`), '');
  if (rule.related.length > 0) parts.push(`## ${vscode.l10n.t('Related')}`, ...rule.related.map((id) => `- ${escapeMarkdown(findRule(id)?.title ?? id)} (${ruleLink(id)})`), '');
  // The id last and small: for a search or a citation, never in place of the title.
  parts.push(`${vscode.l10n.t('Rule')} \`${rule.id}\``);
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
