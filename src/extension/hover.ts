import * as vscode from 'vscode';
import type { CatalogService } from './catalogService';
import { ask } from './rulesCore';
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

export class RulingsHoverProvider implements vscode.HoverProvider {
  constructor(private readonly catalogs: CatalogService, private readonly battles: BattleStore) {}

  async provideHover(doc: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    const line = doc.lineAt(position.line).text;
    const settings = effectiveOptions(doc);
    const catalog = await this.catalogs.catalog();
    if (token.isCancellationRequested) return undefined;
    const range = (f: { start: number; end: number }) => new vscode.Range(position.line, f.start, position.line, f.end);

    const card = findPhrase(line, position.character, (text) => catalog.exact(text));
    if (card) {
      const answer = ask(card.value, { ruleset: settings.ruleset, region: settings.region });
      return new vscode.Hover(safeMarkdown(hoverForAnswer(answer)), range(card));
    }
    if (isBattleDocument(doc)) {
      const declared = (await this.battles.walk(doc)).steps[0]?.state.cards ?? [];
      const own = findPhrase(line, position.character, (text) => declared.find((c) => c.name === text.trim()));
      if (own) return new vscode.Hover(safeMarkdown(declaredCardMarkdown(own.value)), range(own));
    }
    const timing = findPhrase(line, position.character, (text) => timingForPhrase(text, settings.ruleset));
    if (timing) {
      return new vscode.Hover(safeMarkdown(timingDocument(timing.value, settings, true)), range(timing));
    }
    return undefined;
  }
}
