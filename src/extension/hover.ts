import * as vscode from 'vscode';
import type { CatalogService } from './catalogService';
import { ask, MAX_QUERY_CHARS, type CardCatalog } from './rulesCore';
import type { CardSnapshot } from './rulesCore';
import { isBattleDocument } from './battle/language';
import type { BattleStore } from './battle/store';
import { escapeMarkdown, hoverForAnswer, SHOW_RULE_COMMAND, timingDocument } from './text/markdown';
import { findPhrase, timingForPhrase } from './text/phrases';
import { effectiveOptions } from './options';

/** Hover Markdown: no HTML, and links may run only the extension's own "show rule" command. */
export function safeMarkdown(value: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(value);
  md.supportHtml = false;
  md.isTrusted = { enabledCommands: [SHOW_RULE_COMMAND] };
  return md;
}

function declaredCardMarkdown(card: CardSnapshot): string {
  const stats = card.atk !== undefined || card.def !== undefined ? ` ${card.atk ?? '?'}/${card.def ?? '?'}` : '';
  return `**${escapeMarkdown(card.name)}**${escapeMarkdown(stats)}\n\n${vscode.l10n.t('Described in this battle; it is in no card catalog, so its effects are not known.')}`;
}

/** How many "did you mean" names a hover on an unknown quoted name lists. */
const DID_YOU_MEAN = 3;

/**
 * A quoted name that is no card ("Mirror Forse"): the closest names of every loaded card. Only
 * for quoted text that starts like a name, so quoted prose ("hello") stays without a hover.
 */
function didYouMean(line: string, character: number, catalog: CardCatalog): { markdown: string; start: number; end: number } | undefined {
  for (const m of line.matchAll(/"([^"]{2,})"|“([^”]{2,})”/g)) {
    const inner = m[1] ?? m[2] ?? '';
    const start = m.index + 1;
    if (character < start || character > start + inner.length) continue;
    if (!/^\p{Lu}/u.test(inner.trim()) || inner.length > MAX_QUERY_CHARS) return undefined;
    const names = catalog.search(inner, DID_YOU_MEAN).map((c) => c.name);
    if (names.length === 0) return undefined;
    const list = names.map((n) => `**${escapeMarkdown(n)}**`).join(', ');
    return { markdown: vscode.l10n.t('"{0}" is not a card of the loaded catalogs ({1} cards). Did you mean {2}?', escapeMarkdown(inner), catalog.size, list), start, end: start + inner.length };
  }
  return undefined;
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
    const timing = findPhrase(line, character, (text) => timingForPhrase(text, settings.ruleset));
    if (timing) {
      return new vscode.Hover(safeMarkdown(timingDocument(timing.value, settings, true)), range(timing));
    }
    // Battle files say this in a diagnostic with quick fixes; prose gets it as a hover.
    const unknown = isBattleDocument(doc) ? undefined : didYouMean(line, character, catalog);
    if (unknown) return new vscode.Hover(safeMarkdown(unknown.markdown), range(unknown));
    return undefined;
  }
}
