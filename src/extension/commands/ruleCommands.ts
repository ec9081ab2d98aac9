import * as vscode from 'vscode';
import { findRule, getTiming, queryTooLong, resolveTiming, searchAll, timingIdsOf, type SearchHit, type TimingId } from '../rulesCore';
import type { Services } from '../services';
import { activeEditorOptions } from '../options';
import { ruleDocument, timingDocument, timingName, withoutCommandLinks } from '../text/markdown';
import { canActivate } from './askCommands';

const SEARCH_LIMIT = 30;

/** Explain Timing…: what happens at a timing and what can be activated; returns the Markdown. */
export async function explainTiming(services: Services, timing?: string): Promise<string | undefined> {
  const options = activeEditorOptions();
  const { ruleset } = options;
  // A timing's id or any of its names, as the CLI's --at and the battle language take them.
  const named = typeof timing === 'string' ? resolveTiming(timing, ruleset) : undefined;
  let id = typeof timing === 'string' ? (named?.id ?? named?.other ?? timing) : undefined;
  if (id === undefined) {
    const picked = await vscode.window.showQuickPick(
      timingIdsOf(ruleset).map((t) => ({ label: timingName(t), detail: getTiming(t)?.summary, id: t })),
      { title: vscode.l10n.t('Explain Timing…'), matchOnDetail: true },
    );
    id = picked?.id;
  }
  if (id === undefined) return undefined;
  if (!getTiming(id)) {
    void vscode.window.showWarningMessage(vscode.l10n.t('"{0}" is not a timing.', id));
    return undefined;
  }
  const markdown = timingDocument(id as TimingId, options);
  services.answers.show(timingName(id as TimingId), markdown, withoutCommandLinks(markdown));
  return markdown;
}

/** Opens a rule record in the answer panel; the command hovers and trees link to. */
export function showRule(services: Services, id?: string): string | undefined {
  const rule = typeof id === 'string' ? findRule(id) : undefined;
  if (!rule) {
    void vscode.window.showWarningMessage(vscode.l10n.t('No rule "{0}".', String(id)));
    return undefined;
  }
  const markdown = ruleDocument(rule);
  // The tab is titled in words; the id is at the foot of the page.
  services.answers.show(rule.title, markdown, withoutCommandLinks(markdown));
  return markdown;
}

type HitPick = vscode.QuickPickItem & { hit: SearchHit };

/**
 * Search Rulings…: fuzzy search over rules and cards. With a query argument it returns the
 * hits without showing a picker (for tests and other callers).
 */
export async function searchRulings(services: Services, query?: string): Promise<SearchHit[] | undefined> {
  const catalog = await services.catalogs.catalog();
  if (typeof query === 'string') return searchAll(query, catalog, SEARCH_LIMIT);
  const quickPick = vscode.window.createQuickPick<HitPick>();
  quickPick.title = vscode.l10n.t('Search Rulings…');
  quickPick.placeholder = vscode.l10n.t('Words from a rule or a card name');
  const title = quickPick.title;
  const update = (value: string) => {
    const hits = value.trim() === '' ? [] : searchAll(value, catalog, SEARCH_LIMIT);
    quickPick.items = hits.map((hit) => ({
      label: `${hit.type === 'rule' ? '$(law)' : '$(symbol-class)'} ${hit.title}`,
      description: hit.type === 'rule' ? hit.id : vscode.l10n.t('card'),
      hit,
      alwaysShow: true,
    }));
    // An empty list alone looks like a search still running: the title says why it is empty.
    const tooLong = queryTooLong(value);
    quickPick.title = value.trim() === '' || hits.length > 0 ? title : (tooLong ?? vscode.l10n.t('Nothing matches "{0}"', value.trim()));
  };
  quickPick.onDidChangeValue(update);
  const picked = await new Promise<HitPick | undefined>((resolve) => {
    quickPick.onDidAccept(() => resolve(quickPick.selectedItems[0]));
    quickPick.onDidHide(() => resolve(undefined));
    quickPick.show();
  });
  quickPick.dispose();
  if (!picked) return undefined;
  if (picked.hit.type === 'rule') showRule(services, picked.hit.id);
  else await canActivate(services, picked.hit.id, 'all');
  return [picked.hit];
}
