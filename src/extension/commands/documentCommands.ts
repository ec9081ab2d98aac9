import * as vscode from 'vscode';
import { ask, plainMessageText, timingIdsOf, type AskAnswer, type TimingId } from '../rulesCore';
import type { Services } from '../services';
import { effectiveOptions } from '../options';
import { escapeMarkdown, escapeTableCell, timingName, withoutCommandLinks } from '../text/markdown';
import { answerCardLink, looksLikeCardName } from '../text/unknownCard';

// Check All Cards in This Document: every quoted card name of a Markdown file answered at the
// chosen timings in one table, a writer's check of an article before it is published. Names no
// catalog has and names read as another card are listed apart, never mixed into the table.

/** What the check found; the command returns it (tests and other callers read it). */
export interface DocumentCheck {
  markdown: string;
  timings: TimingId[];
  cards: Array<{ name: string; answers: boolean[] }>;
  misspelled: Array<{ typed: string; name: string }>;
  unknown: Array<{ name: string; suggestions: string[] }>;
}

/** Quoted names ("…" or “…”) in document order, each once, that read like a card's name. */
export function quotedNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const m of text.matchAll(/"([^"\n]{2,100})"|“([^”\n]{2,100})”/g)) {
    const name = (m[1] ?? m[2] ?? '').trim();
    if (!looksLikeCardName(name) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

async function pickTimings(ruleset: 'modern' | 'edison'): Promise<TimingId[] | undefined> {
  const picked = await vscode.window.showQuickPick(
    timingIdsOf(ruleset).map((id) => ({ label: timingName(id), id, picked: true })),
    { title: vscode.l10n.t('Check all cards in this document at which timings?'), canPickMany: true },
  );
  return picked && picked.length > 0 ? picked.map((p) => p.id) : undefined;
}

function mark(yes: boolean | undefined): string {
  return yes ? `✓ ${vscode.l10n.t('yes')}` : `✗ ${vscode.l10n.t('no')}`;
}

/** The table and the two lists, as the answer panel shows them (links) and as a note (none). */
function checkMarkdown(file: string, check: Omit<DocumentCheck, 'markdown'>, catalogSize: number): string {
  const parts = [`# ${escapeMarkdown(vscode.l10n.t('Cards in {0}', file))}`, ''];
  if (check.cards.length > 0) {
    parts.push(`| ${vscode.l10n.t('Card')} | ${check.timings.map((t) => escapeTableCell(timingName(t))).join(' | ')} |`, `|---|${check.timings.map(() => '---').join('|')}|`);
    for (const c of check.cards) parts.push(`| ${escapeTableCell(c.name)} | ${c.answers.map(mark).join(' | ')} |`);
    parts.push('');
  } else {
    parts.push(vscode.l10n.t('No quoted name of this document is a card of the catalog.'), '');
  }
  if (check.misspelled.length > 0) {
    parts.push(`## ${vscode.l10n.t('Read as another name')}`, '');
    for (const m of check.misspelled) parts.push(`- ${vscode.l10n.t('"{0}" read as **{1}**', escapeMarkdown(m.typed), escapeMarkdown(m.name))}`);
    parts.push('');
  }
  if (check.unknown.length > 0) {
    parts.push(`## ${vscode.l10n.t('Not in the catalog ({0} cards loaded)', catalogSize.toLocaleString())}`, '');
    for (const u of check.unknown) {
      const meant = u.suggestions.length > 0 ? ` — ${vscode.l10n.t('did you mean {0}?', u.suggestions.map(answerCardLink).join(', '))}` : '';
      parts.push(`- **${escapeMarkdown(u.name)}**${meant}`);
    }
    parts.push('', vscode.l10n.t('A card database answers any card: [download one](command:damageStepRulings.downloadDatabase) or [import one](command:damageStepRulings.importDatabase).'));
  }
  return parts.join('\n');
}

/**
 * Check All Cards in This Document: the active Markdown file's quoted card names at the chosen
 * timings (or `timings`, for tests: ids or 'all'), one table in the answer panel to copy or insert.
 */
export async function checkDocument(services: Services, timings?: unknown): Promise<DocumentCheck | undefined> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'markdown') {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a Markdown file to check the cards it names.'));
    return undefined;
  }
  const document = editor.document;
  const options = effectiveOptions(document);
  const all = timingIdsOf(options.ruleset);
  const chosen =
    timings === 'all'
      ? all
      : Array.isArray(timings)
        ? timings.filter((t): t is TimingId => typeof t === 'string' && (all as string[]).includes(t))
        : typeof timings === 'string'
          ? all.filter((t) => t === timings)
          : await pickTimings(options.ruleset);
  if (!chosen || chosen.length === 0) return undefined;
  const catalog = await services.catalogs.catalog();
  const cards: DocumentCheck['cards'] = [];
  const misspelled: DocumentCheck['misspelled'] = [];
  const unknown: DocumentCheck['unknown'] = [];
  const answered = new Set<string>();
  for (const name of quotedNames(document.getText())) {
    const found = catalog.lookup(name);
    if (!found.card) {
      unknown.push({ name, suggestions: found.suggestions.slice(0, 3) });
      continue;
    }
    if (!catalog.exact(name)) misspelled.push({ typed: name, name: found.card.name });
    if (answered.has(found.card.name)) continue;
    answered.add(found.card.name);
    const answer: AskAnswer = ask(found.card, { ruleset: options.ruleset, region: options.region }, chosen);
    cards.push({ name: found.card.name, answers: chosen.map((t) => answer.verdicts.find((v) => v.timing === t)?.canActivate ?? false) });
  }
  const file = document.uri.path.split('/').pop() ?? '';
  const check = { timings: chosen, cards, misspelled, unknown };
  const markdown = checkMarkdown(file, check, catalog.size);
  services.answers.show(vscode.l10n.t('Cards in {0}', plainMessageText(file)), markdown, withoutCommandLinks(markdown).replace(/`([^`]*)`/g, '$1'));
  return { markdown, ...check };
}
