import * as vscode from 'vscode';
import type { CatalogService } from './catalogService';
import { ask, getTiming, MAX_QUERY_CHARS, resolveTiming, rulesetLabel, type CardCatalog, type TimingId, type VerdictOptions } from './rulesCore';
import type { CardRecord, CardSnapshot } from './rulesCore';
import { isBattleDocument } from './battle/language';
import type { BattleStore } from './battle/store';
import { escapeMarkdown, hoverForAnswer, OPEN_DOCUMENT_COMMAND, SHOW_RULE_COMMAND, timingDocument } from './text/markdown';
import { findPhrase, quotedAt, timingsForPhrase } from './text/phrases';
import { effectiveOptions } from './options';
import { HOVER_OFFER_COMMANDS, looksLikeCardName, unknownCardMarkdown } from './text/unknownCard';

/** Hover Markdown: no HTML, and links may run only the extension's own show-rule, answer and database commands. */
export function safeMarkdown(value: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(value);
  md.supportHtml = false;
  md.isTrusted = { enabledCommands: [SHOW_RULE_COMMAND, OPEN_DOCUMENT_COMMAND, ...HOVER_OFFER_COMMANDS] };
  return md;
}

function declaredCardMarkdown(card: CardSnapshot): string {
  const stats = card.atk !== undefined || card.def !== undefined ? ` ${card.atk ?? '?'}/${card.def ?? '?'}` : '';
  return `**${escapeMarkdown(card.name)}**${escapeMarkdown(stats)}\n\n${vscode.l10n.t('Described in this battle; it is in no card catalog, so its effects are not known.')}`;
}

/** How many "did you mean" names a hover on an unknown quoted name lists. */
const DID_YOU_MEAN = 3;

/**
 * A quoted name that is no card's: a slip of a letter or two ("Kurriboh") is answered as the card
 * it almost names and says so, as the CLI and battle files read it; any other name that reads
 * like a card's ("Honest") is said to be unknown, with the closest names and a database to add.
 * Quoted prose ("Hello there", "the attack") stays without a hover.
 */
function unknownName(
  line: string,
  character: number,
  catalog: CardCatalog,
  options: VerdictOptions,
  originOf: (card: CardRecord) => string | undefined,
  said: boolean,
): { markdown: string; start: number; end: number } | undefined {
  const quoted = quotedAt(line, character);
  const inner = quoted?.value.trim() ?? '';
  if (!quoted || inner.length < 2 || inner.length > MAX_QUERY_CHARS || !looksLikeCardName(inner)) return undefined;
  const found = catalog.lookup(inner);
  if (found.card) {
    // A battle file's diagnostic already says "Read … as …" in the same hover.
    const answer = { ...ask(found.card, options), ...(said ? {} : { readAs: { typed: inner, name: found.card.name } }) };
    return { markdown: hoverForAnswer(answer, originOf(found.card)), start: quoted.start, end: quoted.end };
  }
  if (said) return undefined;
  return { markdown: unknownCardMarkdown(inner, found.suggestions.slice(0, DID_YOU_MEAN), catalog.size), start: quoted.start, end: quoted.end };
}

/**
 * A timing phrase's hover. A phrase that spans several timings of the rule set in force (a
 * modern phrase under Edison) first says which, then explains each.
 */
function timingsMarkdown(phrase: string, timings: readonly TimingId[], options: VerdictOptions): string {
  const [only] = timings;
  // One timing the phrase names itself (or one of the other rule set, shown as such): no introduction.
  if (only !== undefined && timings.length === 1 && (getTiming(only)?.ruleset !== options.ruleset || resolveTiming(phrase, options.ruleset).id === only)) {
    return timingDocument(only, options, true);
  }
  // The substeps' own names can read as a contradiction ("during" is "Substep 5: After Damage
  // Calculation"): the introduction says that the names are Edison's and what each substep does.
  const parts = timings.map((t) => `- **${escapeMarkdown(getTiming(t)?.name ?? t)}**: ${escapeMarkdown(getTiming(t)?.summary ?? '')}`);
  const intro = vscode.l10n.t(
    'Under {0} rules, what "{1}" covers is spread over {2} substeps (the names are those of the {0} rules, not the modern timings):',
    rulesetLabel(options.ruleset),
    escapeMarkdown(phrase),
    timings.length,
  );
  return [`${intro}\n\n${parts.join('\n')}`, ...timings.map((t) => timingDocument(t, options, true))].join('\n\n---\n\n');
}

export class RulingsHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly catalogs: CatalogService,
    private readonly battles: BattleStore,
  ) {}

  async provideHover(doc: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    // Only the text around the cursor is looked at: a name is never longer than a query, and a
    // minified or pasted megabyte line must not cost a scan of every span in it.
    const full = doc.lineAt(position.line).text;
    const offset = Math.max(0, position.character - 2 * MAX_QUERY_CHARS);
    const line = full.slice(offset, position.character + 2 * MAX_QUERY_CHARS);
    const character = position.character - offset;
    const settings = effectiveOptions(doc);
    const catalog = await this.catalogs.catalog();
    if (token.isCancellationRequested) return undefined;
    const range = (f: { start: number; end: number }) => new vscode.Range(position.line, offset + f.start, position.line, offset + f.end);

    const card = findPhrase(line, character, (text) => catalog.exact(text));
    if (card) {
      const answer = ask(card.value, { ruleset: settings.ruleset, region: settings.region });
      return new vscode.Hover(safeMarkdown(hoverForAnswer(answer, this.catalogs.originOf(card.value))), range(card));
    }
    if (isBattleDocument(doc)) {
      const declared = (await this.battles.walk(doc)).steps[0]?.state.cards ?? [];
      const own = findPhrase(line, character, (text) => declared.find((c) => c.name === text.trim()));
      if (own) return new vscode.Hover(safeMarkdown(declaredCardMarkdown(own.value)), range(own));
    }
    const timing = findPhrase(line, character, (text) => timingsForPhrase(text, settings.ruleset));
    if (timing) {
      return new vscode.Hover(safeMarkdown(timingsMarkdown(line.slice(timing.start, timing.end), timing.value, settings)), range(timing));
    }
    // Battle files say an unknown name in a diagnostic with quick fixes; prose gets it as a hover.
    const unknown = unknownName(line, character, catalog, { ruleset: settings.ruleset, region: settings.region }, (c) => this.catalogs.originOf(c), isBattleDocument(doc));
    if (unknown) return new vscode.Hover(safeMarkdown(unknown.markdown), range(unknown));
    return undefined;
  }
}
