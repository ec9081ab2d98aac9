import * as vscode from 'vscode';
import { APPLYING_FORMS, CLAUSE_FORMS, MAX_QUERY_CHARS, formStarts, normalizeName, timingIdsOf, type CardCatalog, type RuleSetId } from '../rulesCore';
import type { CatalogService } from '../catalogService';
import { effectiveOptions } from '../options';
import type { BattleStore } from './store';

// Completion in `.battle` files: the words a line starts with, the values after them, the
// timings of the file's own rule set, and card names from every loaded card inside quotes.

const LINE_STARTS: Array<[string, string]> = [
  ['ruleset', 'ruleset modern|edison'],
  ['region', 'region tcg|ocg'],
  ['lp', 'lp <player> <n>'],
  ['attacker:', 'attacker: <player> "<card>"'],
  ['target:', 'target: <player> face-up|face-down attack|defense "<card>"'],
  ['direct attack', 'the attack has no target'],
  ['you', 'you <zone>: "<card>", ...'],
  ['opponent', 'opponent <zone>: "<card>", ...'],
  ['at', 'at <timing>: <player> activates "<card>"'],
  ['applying:', 'applying: "<card>" <continuous effect>'],
  ['effect:', 'effect: "<card>": <effects>'],
];
const ZONES = ['field', 'set', 'monster', 'spell-trap', 'hand', 'gy', 'banished', 'deck', 'extra-deck'];
const VALUES: Record<string, string[]> = { ruleset: ['modern', 'edison'], region: ['tcg', 'ocg'], lp: ['you', 'opponent'], 'attacker:': ['you', 'opponent'], 'target:': ['you', 'opponent'] };
/** Card names offered per request; the list is marked incomplete, so typing asks again. */
const CARD_LIMIT = 50;

function items(words: readonly string[], kind: vscode.CompletionItemKind, detail?: (w: string) => string | undefined): vscode.CompletionItem[] {
  return words.map((w) => {
    const item = new vscode.CompletionItem(w, kind);
    const d = detail?.(w);
    if (d) item.detail = d;
    return item;
  });
}

/**
 * Names for what was typed: the battle's own cards first (a writer names them again in `at` and
 * `applying:` lines), then the catalog's ranking. `quote` wraps the inserted name in quotes, for
 * a name typed without its opening quote.
 */
export function cardNameItems(catalog: CardCatalog, typed: string, range: vscode.Range, own: readonly string[] = [], quote = false): vscode.CompletionItem[] {
  if (typed.length > MAX_QUERY_CHARS) return [];
  const key = normalizeName(typed);
  const ownNames = [...new Set(own)].filter((n) => key === '' || normalizeName(n).includes(key));
  const taken = new Set(ownNames.map(normalizeName));
  const cards = (typed.trim() === '' ? catalog.cards().slice(0, CARD_LIMIT) : catalog.search(typed, CARD_LIMIT)).filter((c) => !taken.has(normalizeName(c.name)));
  const entries = [
    ...ownNames.map((name) => ({ name, detail: vscode.l10n.t('in this battle') })),
    ...cards.map((card) => ({ name: card.name, detail: card.source === 'embedded' ? vscode.l10n.t('from the embedded catalog') : vscode.l10n.t('from a card database') })),
  ];
  return entries.map(({ name, detail }, i) => {
    const item = new vscode.CompletionItem(name, vscode.CompletionItemKind.Value);
    item.range = range;
    item.detail = detail;
    if (quote) item.insertText = `"${name}"`;
    // Keeps this order: VS Code would otherwise re-sort by its own fuzzy score.
    item.sortText = String(i).padStart(4, '0');
    item.filterText = typed;
    return item;
  });
}

/** Where a line takes a card's name (the typed part, unquoted, is the group): attacker, target, zone lists, activations, applying and effect lines. */
const CARD_SLOTS: readonly RegExp[] = [
  /^\s*(?:attacker|target):\s+(?:you|opponent)\s+(?:(?:face-up|face-down|attack|defense)\s+)*([^\s"]*)$/i,
  /^\s*(?:you|opponent)\s+[\w-]+:\s*(?:[^,"]*"[^"]*"[^,]*,\s*|[^,"]*,\s*)*([^\s",]*)$/i,
  /^\s*at\s+[\w-]+:\s*(?:you|opponent)\s+activates\s+([^\s"]*)$/i,
  /^\s*(?:applying|effect):\s*([^\s"]*)$/i,
];

/** Faces and positions, before a target's name (and after any card's, with its other words). */
const FACES_AND_POSITIONS = ['face-up', 'face-down', 'attack', 'defense'];
const CARD_WORDS = [...FACES_AND_POSITIONS, 'atk', 'def', 'level', 'kind', 'text', 'flip'];

function formItems(forms: readonly string[]): vscode.CompletionList {
  return new vscode.CompletionList(
    formStarts(forms).map(({ words, form }) => {
      const item = new vscode.CompletionItem(words, vscode.CompletionItemKind.Function);
      item.detail = form;
      return item;
    }),
  );
}

export class BattleCompletions implements vscode.CompletionItemProvider {
  constructor(
    private readonly catalogs: CatalogService,
    private readonly battles: BattleStore,
  ) {}

  async provideCompletionItems(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionList | undefined> {
    const before = doc.lineAt(position.line).text.slice(0, position.character);
    if (before.includes('#')) return undefined;
    const quotes = before.split('"').length - 1;
    const own = (this.battles.peek(doc.uri)?.steps[0]?.state.cards ?? []).map((c) => c.name);
    if (quotes % 2 === 1) {
      const open = before.lastIndexOf('"');
      const typed = before.slice(open + 1);
      const catalog = await this.catalogs.catalog();
      return new vscode.CompletionList(cardNameItems(catalog, typed, new vscode.Range(position.line, open + 1, position.line, position.character), own), true);
    }
    // A card's name typed without its opening quote: the name is inserted quoted.
    const slot = quotes % 2 === 0 ? CARD_SLOTS.map((re) => re.exec(before)).find((m) => m !== null) : undefined;
    if (slot) {
      const typed = slot[1] ?? '';
      const catalog = await this.catalogs.catalog();
      const range = new vscode.Range(position.line, position.character - typed.length, position.line, position.character);
      const names = cardNameItems(catalog, typed, range, own, true);
      const faces = /^\s*target:/i.test(before)
        ? items(
            FACES_AND_POSITIONS.filter((w) => w.startsWith(typed.toLowerCase())),
            vscode.CompletionItemKind.EnumMember,
          )
        : [];
      return new vscode.CompletionList([...faces, ...names], true);
    }
    // After a card's closing quote: what an effect does (activations, `effect:`), or the forms of `applying:`.
    const lineStart = before.trimStart().toLowerCase();
    if (quotes >= 2) {
      const afterCard = before.slice(before.lastIndexOf('"') + 1);
      if (lineStart.startsWith('applying:') && /^\s+[a-z +-]*$/i.test(afterCard)) return formItems(APPLYING_FORMS);
      // After a card's name on a line that places it: its face, position and other words.
      if (/^(?:attacker:|target:|you\s|opponent\s)/.test(lineStart) && /^(?:\s+[\w-]+)*\s+[a-z-]*$/i.test(afterCard))
        return new vscode.CompletionList(items(CARD_WORDS, vscode.CompletionItemKind.EnumMember));
      if ((lineStart.startsWith('at ') || lineStart.startsWith('effect:')) && /:\s*(?:[^,:]*,\s*)*[a-z -]*$/i.test(afterCard)) return formItems(CLAUSE_FORMS);
    }
    const words = before.trimStart().split(/\s+/);
    const current = words.length - 1;
    const first = (words[0] ?? '').toLowerCase();
    if (current === 0)
      return new vscode.CompletionList(
        items(
          LINE_STARTS.map(([w]) => w),
          vscode.CompletionItemKind.Keyword,
          (w) => LINE_STARTS.find(([k]) => k === w)?.[1],
        ),
      );
    if (current === 1 && first === 'at') {
      const ruleset: RuleSetId = this.battles.peek(doc.uri)?.ruleset ?? effectiveOptions(doc).ruleset;
      return new vscode.CompletionList(items(timingIdsOf(ruleset), vscode.CompletionItemKind.EnumMember));
    }
    if (current === 1 && (first === 'you' || first === 'opponent'))
      return new vscode.CompletionList(
        items(
          ZONES.map((z) => `${z}:`),
          vscode.CompletionItemKind.EnumMember,
        ),
      );
    // Own keys only: a line starting "constructor" has no values to offer (issue 19).
    const values = Object.hasOwn(VALUES, first) ? VALUES[first] : undefined;
    if (current === 1 && values) return new vscode.CompletionList(items(values, vscode.CompletionItemKind.EnumMember));
    if (first === 'at' && /:\s*\S*$/.test(before) && current >= 2) return new vscode.CompletionList(items(['you', 'opponent'], vscode.CompletionItemKind.EnumMember));
    return undefined;
  }
}
