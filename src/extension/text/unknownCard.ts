import * as vscode from 'vscode';
import { COMMANDS } from '../commands/ids';
import { escapeLinkTitle, escapeMarkdown } from './escape';

// How every Markdown surface says that a card is unknown or was read as another: the same
// words and the same offers (a suggested name to answer, a card database to add) everywhere.

/** The commands a hover's links may run besides Show Rule: none of them changes anything unasked. */
export const HOVER_OFFER_COMMANDS: readonly string[] = [COMMANDS.canActivate, COMMANDS.downloadDatabase, COMMANDS.importDatabase];

/** Arguments of a command link: JSON, percent-encoded, with the brackets Markdown would end a link at. */
function commandArgs(args: readonly unknown[]): string {
  return encodeURIComponent(JSON.stringify(args)).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A link that answers for this card at every timing. */
export function answerCardLink(name: string): string {
  const title = escapeLinkTitle(vscode.l10n.t('Answer for {0}', name));
  return `[${escapeMarkdown(name)}](command:${COMMANDS.canActivate}?${commandArgs([name, 'all'])} "${title}")`;
}

/** "Download a card database or import one", as links. */
export function databaseOfferLinks(): string {
  return vscode.l10n.t('A card database answers any card: [download one](command:{0}) or [import a cards.cdb or card JSON](command:{1}).', COMMANDS.downloadDatabase, COMMANDS.importDatabase);
}

/**
 * A name that is no card: unknown, the names it may have meant (each a link that answers for it)
 * and the database offer. `links` false gives the same words without command links (an export).
 */
export function unknownCardMarkdown(name: string, suggestions: readonly string[], catalogSize: number, links = true): string {
  const said = vscode.l10n.t('**{0}** is not in the catalog ({1} cards loaded), so it is not answered.', escapeMarkdown(name), catalogSize.toLocaleString());
  const names = suggestions.map((s) => (links ? answerCardLink(s) : `**${escapeMarkdown(s)}**`)).join(', ');
  const meant = suggestions.length > 0 ? ` ${vscode.l10n.t('Did you mean {0}?', names)}` : '';
  return links ? `${said}${meant}\n\n${databaseOfferLinks()}` : `${said}${meant}`;
}

/** A misspelled name answered as the card it almost names: said before the answer. */
export function readAsMarkdown(typed: string, name: string): string {
  return `*${vscode.l10n.t('Read "{0}" as **{1}**.', escapeMarkdown(typed), escapeMarkdown(name))}*`;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'de', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * Quoted text that reads as a card's name: capitalised like a title, a few words long. Quoted
 * prose ("Hello there", "the attack") is not taken for a card that is missing.
 */
export function looksLikeCardName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 8 || !/^[\p{Lu}\p{N}]/u.test(words[0] ?? '')) return false;
  return words.every((w) => /^[\p{Lu}\p{N}"'(&-]/u.test(w) || SMALL_WORDS.has(w.toLowerCase()));
}
