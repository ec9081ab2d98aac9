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

import { escapeLinkTitle, escapeMarkdown } from './escape';
import { readAsMarkdown } from './unknownCard';
import { ruleStance, rulingCards, type RuleStance } from './ruleStance';

// Markdown for hovers, the answer panel and exports. Card names and any text that came from a
// user or a database are escaped here (text/escape.ts, in context), so that a name like
// `<img src=x onerror=...>` or `[x](command:...)` is shown as the characters it is and never
// becomes markup or a link, while ordinary punctuation stays as it is.

export { escapeMarkdown, escapeTableCell } from './escape';

export const SHOW_RULE_COMMAND = 'damageStepRulings.showRule';
/** Opens one of the project documents the package carries (docs/…), which some rules cite. */
export const OPEN_DOCUMENT_COMMAND = 'damageStepRulings.openDocument';

/** A link that runs the extension's own "show rule" command; the only command hovers trust. */
export function ruleLink(ruleId: string): string {
  const args = encodeURIComponent(JSON.stringify([ruleId]));
  return `[${escapeMarkdown(ruleId)}](command:${SHOW_RULE_COMMAND}?${args} "${escapeLinkTitle(findRule(ruleId)?.title ?? ruleId)}")`;
}

export function timingName(id: TimingId): string {
  return getTiming(id)?.name ?? id;
}

function yesNo(v: PublicVerdict): string {
  if (!v.canActivate) return `✗ ${vscode.l10n.t('no')}`;
  return `✓ ${v.conditions.length > 0 ? vscode.l10n.t('yes, if…') : vscode.l10n.t('yes')}`;
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
  const label = answer.effects.length > 1 && effect ? ` (${escapeMarkdown(clipAtWord(effect.label, 80))})` : '';
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

/**
 * A source cited as a Markdown link to the source when it has an address, as text otherwise; a
 * project document opens in the editor (`inEditor`; text in what leaves VS Code).
 */
export function citationLink(citation: Citation, inEditor = true): string {
  const text = escapeMarkdown(formatCitation(citation));
  const source = getSource(citation.source);
  const url = source?.url;
  if (source?.document && inEditor) return `[${text}](command:${OPEN_DOCUMENT_COMMAND}?${encodeURIComponent(JSON.stringify([source.document]))} "${escapeLinkTitle(source.document)}")`;
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
      // The ruling note leaves VS Code: no command links in it.
      links.push(citationLink(c, false));
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

/** The answer in a word, with a mark a reader sees before the word (the panel colours it too). */
export function verdictMark(v: PublicVerdict): string {
  return v.canActivate ? `✓ ${vscode.l10n.t('Yes')}` : `✗ ${vscode.l10n.t('No')}`;
}

/** Text cut at a word, never mid-word ("You can…", not "You ca…"). */
function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The effect whose own verdict at the timing gives the card's deciding reason. */
function decidingEffect(answer: AskAnswer, verdict: PublicVerdict): AskAnswer['effects'][number] | undefined {
  if (answer.effects.length < 2) return undefined;
  const rule = verdict.reasons[0]?.rule;
  return answer.effects.find((e) => e.verdicts.some((v) => v.timing === verdict.timing && v.canActivate === verdict.canActivate && v.reasons[0]?.rule === rule));
}

/**
 * A ruling about other cards is a precedent for this one: said so, so that no one reads it as
 * a ruling on the card asked about. A project document is named as such.
 */
function sourceNote(ruleId: string, cardName: string): string {
  const rule = findRule(ruleId);
  if (!rule) return '';
  const isCardRuling = ruleId.startsWith('ruling.') || rule.applies?.match.namedInRulings === true;
  const key = cardName.toLowerCase();
  const aboutThisCard = rule.examples.some((e) => e.card.toLowerCase() === key) || rule.title.toLowerCase().includes(key);
  return isCardRuling && !aboutThisCard ? vscode.l10n.t('precedent') : '';
}

/** The sources of these rules as links, each once, a precedent or project document said to be one. */
function labelledSources(ruleIds: readonly string[], cardName: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ruleIds) {
    const note = sourceNote(id, cardName);
    for (const c of findRule(id)?.citations ?? []) {
      const key = `${c.source}|${c.at ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const project = getSource(c.source)?.kind === 'project-docs' ? vscode.l10n.t('project document') : '';
      const labels = [note, project].filter((l) => l !== '');
      out.push(`${citationLink(c)}${labels.length > 0 ? ` (${labels.join(', ')})` : ''}`);
    }
  }
  return out;
}

/**
 * The full answer for the panel, as a ruling reads: the one-line answer, then the timings that
 * share an answer and reason under one heading (the reason said once, the deciding effect named,
 * the rule id a small link), other reasons and the sources as links.
 */
export function answerDocument(answer: AskAnswer, database?: string): string {
  const parts = [`# ${escapeMarkdown(answer.card.name)}`, ...readAs(answer), answerLine(answer), '', cardHeading(answer, database), ''];
  for (const { verdict, timings } of timingGroups(answer)) {
    parts.push(`## ${verdictMark(verdict)}: ${escapeMarkdown(timings.map(timingName).join(', '))}`, '');
    const [first, ...others] = verdict.reasons;
    if (first) parts.push(`${escapeMarkdown(first.text)} ${ruleLink(first.rule)}`, '');
    const effect = decidingEffect(answer, verdict);
    if (effect) parts.push(`${vscode.l10n.t('Decided by the effect')}: *${escapeMarkdown(clipAtWord(effect.label, 120))}*`, '');
    for (const c of verdict.conditions) parts.push(`- ${vscode.l10n.t('Condition')}: ${escapeMarkdown(c)}`);
    for (const r of others) parts.push(`- ${escapeMarkdown(r.text)} ${ruleLink(r.rule)}`);
    if (verdict.conditions.length > 0 || others.length > 0) parts.push('');
    const sources = labelledSources(
      verdict.reasons.map((r) => r.rule),
      answer.card.name,
    );
    if (sources.length > 0) parts.push(`${vscode.l10n.t('Sources')}: ${sources.join('; ')}`, '');
  }
  if (answer.effects.length > 1) {
    parts.push(`## ${vscode.l10n.t('Effects')}`, '');
    for (const e of answer.effects) {
      const yes = e.verdicts.filter((v) => v.canActivate).map((v) => timingName(v.timing));
      parts.push(`- *${escapeMarkdown(clipAtWord(e.label, 120))}*: ${yes.length > 0 ? escapeMarkdown(yes.join(', ')) : vscode.l10n.t('never in the Damage Step')}`);
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

/** A link that opens a rule, with words of its own (a card's name) in place of the id. */
function ruleLinkNamed(ruleId: string, text: string): string {
  const args = encodeURIComponent(JSON.stringify([ruleId]));
  return `[${escapeMarkdown(text)}](command:${SHOW_RULE_COMMAND}?${args} "${escapeLinkTitle(findRule(ruleId)?.title ?? ruleId)}")`;
}

const STANCE_SECTIONS: ReadonlyArray<{ stances: readonly RuleStance[]; title: () => string; rulings?: () => string; brief: boolean }> = [
  { stances: ['permits', 'permits-if'], title: () => vscode.l10n.t('What can be activated'), rulings: () => vscode.l10n.t('Cards a specific ruling allows'), brief: true },
  { stances: ['forbids'], title: () => vscode.l10n.t('What cannot be activated'), rulings: () => vscode.l10n.t('Cards a specific ruling forbids'), brief: true },
  { stances: ['not-enough'], title: () => vscode.l10n.t('Not a reason to activate on its own'), brief: false },
  { stances: ['general'], title: () => vscode.l10n.t('Game rules that also hold'), brief: false },
];

/** The activation rules a timing's explanation lists; a hover (brief) leaves out the notes and general game rules. */
export function explainedActivationRules(timing: TimingId, options: VerdictOptions, brief = false): RuleRecord[] {
  const rules = activationRulesAt(timing, options);
  return STANCE_SECTIONS.filter((section) => !brief || section.brief).flatMap((section) => rules.filter((r) => section.stances.includes(ruleStance(r))));
}

/**
 * What happens at a timing and what can be activated there under these options, for "Explain
 * Timing" and hovers: the procedure in a few numbered lines, then the activation rules grouped by
 * what they say (may, may not, not enough, general), card-specific rulings on one line per group.
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
    steps.forEach((r, i) => parts.push(`${i + 1}. ${escapeMarkdown(r.title)} ${ruleLink(r.id)}`));
    parts.push('');
  }
  const activation = activationRulesAt(timing, options);
  for (const group of STANCE_SECTIONS) {
    if (brief && !group.brief) continue;
    const rules = activation.filter((r) => group.stances.includes(ruleStance(r)));
    if (rules.length === 0) continue;
    parts.push(section(group.title()), '');
    const rulings = group.rulings ? rules.filter((r) => rulingCards(r).length > 0) : [];
    const general = rules.filter((r) => !rulings.includes(r));
    for (const r of general) {
      const condition = ruleStance(r) === 'permits-if' ? `${vscode.l10n.t('if a condition is met')}: ` : '';
      parts.push(`- ${escapeMarkdown(condition)}${escapeMarkdown(r.title)} ${ruleLink(r.id)}`);
    }
    if (rulings.length > 0 && group.rulings) {
      parts.push(
        `- ${group.rulings()}: ${rulings
          .map((r) =>
            rulingCards(r)
              .map((card) => ruleLinkNamed(r.id, card))
              .join(', '),
          )
          .join(', ')}`,
      );
    }
    parts.push('');
  }
  return parts.join('\n').trimEnd();
}
