import * as vscode from 'vscode';
import { findRule, getTiming, SOURCES, optionsLabel, plainMessageText, queryTooLong, resolveTiming, searchAll, timingIdsOf, type SearchHit, type TimingId, type VerdictOptions } from '../rulesCore';
import type { Services } from '../services';
import { activeEditorOptions } from '../options';
import { ruleDocument, timingDocument, timingName, withoutCommandLinks } from '../text/markdown';
import { canActivate, showUnknownCard } from './askCommands';
import { looksLikeCardName } from '../text/unknownCard';

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
    void vscode.window.showWarningMessage(plainMessageText(vscode.l10n.t('"{0}" is not a timing.', id)));
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
    void vscode.window.showWarningMessage(plainMessageText(vscode.l10n.t('No rule "{0}".', String(id))));
    return undefined;
  }
  const markdown = ruleDocument(rule);
  // The tab is titled in words; the id is at the foot of the page.
  services.answers.show(rule.title, markdown, withoutCommandLinks(markdown));
  return markdown;
}

type HitPick = vscode.QuickPickItem & { hit?: SearchHit; offer?: string };

/** What the Search Rulings picker shows: its title and items, as the user sees them. */
export interface SearchPickView {
  title: string;
  value: string;
  items: Array<{ label: string; description?: string; id: string }>;
}

/**
 * Words that may be a card's name the catalog lacks: no card matched them exactly, and either
 * nothing matched at all or they read like a name. Then a card database is what would answer.
 */
function mayBeUnknownCard(value: string, hits: readonly SearchHit[]): boolean {
  const words = value.trim();
  if (words === '' || hits.some((h) => h.type === 'card' && h.score === 0)) return false;
  return hits.length === 0 || (looksLikeCardName(words) && !hits.some((h) => h.type === 'card'));
}

/** The picker's items for `value`, and its title: the command's own, or why the list is empty. */
function searchPickContent(value: string, hits: readonly SearchHit[], options: VerdictOptions): { title: string; items: HitPick[] } {
  const items: HitPick[] = hits.map((hit) => ({
    label: `${hit.type === 'rule' ? '$(law)' : '$(symbol-class)'} ${plainMessageText(hit.title)}`,
    // A rule id is for the rule page's foot, not for a reader scanning the list.
    description: hit.type === 'rule' ? vscode.l10n.t('rule') : vscode.l10n.t('card'),
    hit,
    alwaysShow: true,
  }));
  if (mayBeUnknownCard(value, hits) && !queryTooLong(value)) {
    items.push({
      label: vscode.l10n.t('$(cloud-download) A card not in the catalog? Add a card database'),
      detail: vscode.l10n.t('"{0}" is no card of the catalog; a downloaded or imported card database answers any card.', plainMessageText(value.trim())),
      offer: value.trim(),
      alwaysShow: true,
    });
  }
  const base = vscode.l10n.t('Search Rulings ({0})', optionsLabel(options));
  // An empty list alone looks like a search still running: the title says why it is empty.
  if (value.trim() === '' || hits.length > 0) return { title: base, items };
  // Nothing matches: the title says so; the offer of a database, if any, is the one item.
  return { title: plainMessageText(queryTooLong(value) ?? vscode.l10n.t('Nothing matches "{0}" in the {1} rules or the card names', value.trim(), optionsLabel(options))), items };
}

/**
 * Search Rulings…: search over the rules of the active rule set and region, and card names.
 * With a string it returns the hits without showing a picker (for tests and other callers);
 * with `{ value }` it opens the picker on those words and returns what it shows at once.
 */
export async function searchRulings(services: Services, query?: unknown): Promise<SearchHit[] | SearchPickView | undefined> {
  const catalog = await services.catalogs.catalog();
  const options = activeEditorOptions();
  const search = (value: string) => (value.trim() === '' ? [] : searchAll(value, catalog, SEARCH_LIMIT, options));
  if (typeof query === 'string') return search(query);
  const quickPick = vscode.window.createQuickPick<HitPick>();
  quickPick.placeholder = vscode.l10n.t('Words from a rule or a card name');
  const update = (value: string) => {
    const content = searchPickContent(value, search(value), options);
    quickPick.items = content.items;
    quickPick.title = content.title;
  };
  quickPick.onDidChangeValue(update);
  const prefill = typeof query === 'object' && query !== null && typeof (query as { value?: unknown }).value === 'string' ? (query as { value: string }).value : '';
  quickPick.value = prefill;
  update(prefill);
  const picked = new Promise<HitPick | undefined>((resolve) => {
    quickPick.onDidAccept(() => {
      resolve(quickPick.selectedItems[0]);
      quickPick.hide();
    });
    quickPick.onDidHide(() => {
      resolve(undefined);
      quickPick.dispose();
    });
  });
  quickPick.show();
  const opened = picked.then(async (pick) => {
    if (!pick) return undefined;
    if (pick.offer !== undefined) {
      await showUnknownCard(services, pick.offer);
      return [];
    }
    if (!pick.hit) return undefined;
    if (pick.hit.type === 'rule') showRule(services, pick.hit.id);
    else await canActivate(services, pick.hit.id, 'all');
    return [pick.hit];
  });
  if (prefill === '') return opened;
  void opened;
  return {
    title: quickPick.title ?? '',
    value: quickPick.value,
    items: quickPick.items.map((i) => ({ label: i.label, id: i.hit?.id ?? 'card-database', ...(i.description !== undefined ? { description: i.description } : {}) })),
  };
}

/**
 * Opens a project document a rule cites (docs/…, carried in the package) in the editor. Only the
 * documents the sources name are opened: a link's argument is never taken as a path.
 */
export async function openDocument(services: Services, document?: unknown): Promise<vscode.TextEditor | undefined> {
  const known = SOURCES.flatMap((s) => (s.document ? [s.document] : []));
  const path = known.find((d) => d === document);
  if (!path) return undefined;
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(services.extensionUri, ...path.split('/')));
  return vscode.window.showTextDocument(doc, { preview: true });
}
