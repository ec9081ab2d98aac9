import * as vscode from 'vscode';
import { classifyText, findKind, inferKind, kindChoices, readingNote, type KindChoice } from '../cardText';
import {
  ask,
  cardReadOf,
  classifiedProvenance,
  describeCardRead,
  kindLabelOf,
  MAX_QUERY_CHARS,
  normalizeName,
  plainMessageText,
  queryLength,
  readCardBlock,
  timingIdsOf,
  type AskAnswer,
  type CardCatalog,
  type CardRecord,
  type TimingId,
} from '../rulesCore';
import type { Services } from '../services';
import { activeEditorOptions } from '../options';
import { answerDocument, escapeMarkdown, rulingNote, sourceWords, timingName } from '../text/markdown';
import { unknownCardMarkdown } from '../text/unknownCard';
import { COMMANDS } from './ids';

const SEARCH_LIMIT = 50;
const ALL_TIMINGS = 'all';

type CardPick = vscode.QuickPickItem & { card?: CardRecord; useSelection?: boolean; unknown?: string };

/** How many names an unknown card's message offers as buttons. */
const OFFERED_NAMES = 2;

/**
 * The first name listed is what Enter answers. A name that contains what was typed is that
 * name being typed; any other is another card, so an unknown name comes first and says so,
 * and the names below are offers to pick ("Blue-Eyes Ultimate Dragon" is not "Malefic
 * Blue-Eyes White Dragon").
 */
function cardItems(catalog: CardCatalog, query: string, selection: string, originOf: (card: CardRecord) => string | undefined): CardPick[] {
  // Checked before searching: the quick pick searches on every keystroke, and a paste can be huge.
  if (queryLength(query) > MAX_QUERY_CHARS) {
    return [
      {
        label: vscode.l10n.t('$(warning) Too long to search'),
        detail: vscode.l10n.t('Card names are searched up to {0} characters; this is {1}. Shorten it, or select the text and use Check Selected Card Text.', MAX_QUERY_CHARS, queryLength(query)),
        alwaysShow: true,
      },
    ];
  }
  const cards = query.trim() === '' ? catalog.cards().slice(0, SEARCH_LIMIT) : catalog.search(query, SEARCH_LIMIT);
  // alwaysShow: the catalog's fuzzy search has already chosen; the quick pick must not filter again.
  const items: CardPick[] = cards.map((card) => ({
    label: plainMessageText(card.name),
    description: plainMessageText(`${kindLabelOf(card)} · ${sourceWords(card.source, originOf(card))}`),
    card,
    alwaysShow: true,
  }));
  const typed = normalizeName(query);
  const first = cards[0];
  if (typed !== '' && !catalog.exact(query) && !(first && normalizeName(first.name).includes(typed))) {
    const unknown: CardPick = {
      label: vscode.l10n.t('$(question) "{0}" is not in the catalog', plainMessageText(query.trim())),
      detail: cards.length > 0 ? vscode.l10n.t('Enter: what would answer it (a card database). Or pick a name below.') : vscode.l10n.t('Enter: what would answer it (a card database).'),
      unknown: query.trim(),
      alwaysShow: true,
    };
    const separator: CardPick = { label: vscode.l10n.t('Did you mean'), kind: vscode.QuickPickItemKind.Separator };
    items.unshift(unknown, ...(items.length > 0 ? [separator] : []));
  }
  if (query.trim() !== '' && !catalog.exact(query)) {
    items.push({
      label: vscode.l10n.t('$(note) Use the selected text as card text'),
      description: selection ? plainMessageText(selection.slice(0, 60)) : vscode.l10n.t('(select card text in an editor first)'),
      useSelection: true,
      alwaysShow: true,
    });
  }
  return items;
}

/** What the Can This Activate picker shows when opened on a value (for tests): title, value, items. */
export interface CardPickView {
  value: string;
  items: Array<{ label: string; description?: string; detail?: string; card?: string; unknown?: string }>;
}

type Picked = CardRecord | 'selection' | { unknown: string } | undefined;

/** The card quick pick: fuzzy search as the user types, plus "use the selected text". */
async function pickCard(services: Services, prefill = '', opened?: (view: CardPickView) => void): Promise<Picked> {
  const catalog = await services.catalogs.catalog();
  const selection = selectedText();
  const quickPick = vscode.window.createQuickPick<CardPick>();
  quickPick.title = vscode.l10n.t('Can This Activate…?');
  quickPick.placeholder = vscode.l10n.t('Card name ({0} cards)', catalog.size);
  quickPick.matchOnDescription = false;
  const originOf = (card: CardRecord) => services.catalogs.originOf(card);
  quickPick.value = prefill;
  quickPick.items = cardItems(catalog, prefill, selection, originOf);
  quickPick.onDidChangeValue((value) => (quickPick.items = cardItems(catalog, value, selection, originOf)));
  const picked = new Promise<CardPick | undefined>((resolve) => {
    // Typing fast and pressing Enter can accept while a newer item list is on its way: the
    // selection is then empty, or an item of an older list ("Kuribo" listed "Cyber Ouroboros"
    // second). Only an item of the list for what was typed counts; else its first item.
    quickPick.onDidAccept(() => {
      const fresh = cardItems(catalog, quickPick.value, selection, originOf);
      const chosen = quickPick.selectedItems[0] ?? quickPick.activeItems[0];
      const same = chosen && fresh.find((i) => i.label === chosen.label && i.card === chosen.card && i.unknown === chosen.unknown && i.useSelection === chosen.useSelection);
      resolve(same ?? fresh.find((i) => i.kind !== vscode.QuickPickItemKind.Separator));
    });
    quickPick.onDidHide(() => resolve(undefined));
    quickPick.show();
  });
  opened?.({
    value: quickPick.value,
    items: quickPick.items.map((i) => ({
      label: i.label,
      ...(i.description !== undefined ? { description: i.description } : {}),
      ...(i.detail !== undefined ? { detail: plainMessageText(i.detail) } : {}),
      ...(i.card ? { card: i.card.name } : {}),
      ...(i.unknown !== undefined ? { unknown: i.unknown } : {}),
    })),
  });
  const pick = await picked;
  quickPick.dispose();
  if (!pick) return undefined;
  if (pick.unknown !== undefined) return { unknown: pick.unknown };
  return pick.useSelection ? 'selection' : pick.card;
}

/**
 * A name that is no card: the answer panel says so, with the names it may have meant and a
 * card database to add as links, and a notification offers the same as buttons.
 */
export async function showUnknownCard(services: Services, name: string): Promise<void> {
  const catalog = await services.catalogs.catalog();
  const suggestions = catalog.suggest(name, 5).map((s) => s.card.name);
  const meant = catalog.lookup(name).suggestions;
  const offered = (meant.length > 0 ? meant : suggestions.filter((_, i) => i < 3)).slice(0, 3);
  const heading = `# ${escapeMarkdown(name)}\n\n`;
  services.answers.show(
    vscode.l10n.t('Unknown card: {0}', plainMessageText(name)),
    heading + unknownCardMarkdown(name, offered, catalog.size),
    heading + unknownCardMarkdown(name, offered, catalog.size, false),
  );
  const download = vscode.l10n.t('Download Card Database');
  const importOne = vscode.l10n.t('Import Card Database…');
  const names = offered.slice(0, OFFERED_NAMES).map(plainMessageText);
  const hint = names.length > 0 ? vscode.l10n.t(' Did you mean: {0}?', names.join(', ')) : '';
  const message = vscode.l10n.t('"{0}" is not in the catalog ({1} cards).', plainMessageText(name), catalog.size.toLocaleString()) + hint + ' ' + vscode.l10n.t('A card database answers any card.');
  // Not awaited: the command has answered (with nothing); a button starts what it names.
  void vscode.window.showWarningMessage(plainMessageText(message), ...names, download, importOne).then((choice) => {
    if (choice === download) void vscode.commands.executeCommand(COMMANDS.downloadDatabase);
    else if (choice === importOne) void vscode.commands.executeCommand(COMMANDS.importDatabase);
    else if (choice !== undefined) void vscode.commands.executeCommand(COMMANDS.canActivate, offered[names.indexOf(choice)], ALL_TIMINGS);
  });
}

async function pickTimings(ruleset: 'modern' | 'edison'): Promise<TimingId[] | undefined> {
  const items = [{ label: vscode.l10n.t('All timings'), id: ALL_TIMINGS }, ...timingIdsOf(ruleset).map((id) => ({ label: timingName(id), id }))];
  const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('At which timing?') });
  if (!picked) return undefined;
  return picked.id === ALL_TIMINGS ? timingIdsOf(ruleset) : [picked.id as TimingId];
}

function selectedText(): string {
  const editor = vscode.window.activeTextEditor;
  return editor ? editor.document.getText(editor.selection).trim() : '';
}

/** Shows an answer in the answer panel, one timing or all: every answer is in its history. */
function present(services: Services, answer: AskAnswer, note?: string, database?: string): void {
  const reading = note ? `\n\n*${escapeMarkdown(note)}*` : '';
  services.answers.show(answer.card.name, `${answerDocument(answer, database)}${reading}`, `${rulingNote(answer, database)}${reading}`);
}

async function pickKind(text: string): Promise<KindChoice | undefined> {
  const inferred = inferKind(text);
  if (inferred) return inferred;
  const picked = await vscode.window.showQuickPick(
    kindChoices().map((k) => ({ label: k.label, choice: k })),
    { title: vscode.l10n.t('What kind of card is this text?') },
  );
  return picked?.choice;
}

/** Classifies card text and answers for every timing; undefined (with a message) when it cannot. */
async function answerForText(services: Services, text: string, kindLabel?: string): Promise<AskAnswer | undefined> {
  if (text.trim() === '') {
    void vscode.window.showWarningMessage(vscode.l10n.t('Select some card text first.'));
    return undefined;
  }
  // A whole pasted card: its name, type and stat lines say what it is and are not read as effects.
  const block = readCardBlock(text);
  const fromBlock = block.kind ? { label: kindLabelOf(block.kind), info: block.kind } : undefined;
  const kind = findKind(kindLabel) ?? fromBlock ?? (await pickKind(block.text));
  if (!kind) return undefined;
  const classified = classifyText(block.name ?? vscode.l10n.t('Selected card text'), block, kind);
  if (classified.card.effects.length === 0 && classified.unrecognised.length > 0) {
    void vscode.window.showWarningMessage(plainMessageText(vscode.l10n.t('No effect could be read from the selected text. {0}', readingNote(classified))));
  }
  const settings = activeEditorOptions();
  const answer = ask(classified.card, { ruleset: settings.ruleset, region: settings.region }, timingIdsOf(settings.ruleset), classifiedProvenance);
  // Said in one line, as the CLI does: what the block was read as, and any line it could not place.
  answer.card.read = cardReadOf(block);
  const read = describeCardRead(answer.card.read, kind.label);
  if (block.unplaced.length > 0) void vscode.window.showWarningMessage(vscode.l10n.t('Some lines of the selected card were not read: {0}', plainMessageText(read)));
  present(services, answer, `${read.charAt(0).toUpperCase()}${read.slice(1)}. ${readingNote(classified)}`);
  return answer;
}

/**
 * Can This Activate…? With arguments (card name, optional timing id) it answers without
 * asking, which is how tests and other extensions call it; it returns the answer. With
 * `{ value }` it opens the picker on that name and returns what the picker shows.
 */
export async function canActivate(services: Services, name?: unknown, timing?: string): Promise<AskAnswer | CardPickView | undefined> {
  let card: CardRecord | undefined;
  let readAs: AskAnswer['readAs'];
  if (typeof name === 'string') {
    const catalog = await services.catalogs.catalog();
    const found = catalog.lookup(name);
    card = found.card;
    if (!card) {
      await showUnknownCard(services, name);
      return undefined;
    }
    if (!catalog.exact(name)) readAs = { typed: name, name: card.name };
  } else {
    const prefill = typeof name === 'object' && name !== null && typeof (name as { value?: unknown }).value === 'string' ? (name as { value: string }).value : '';
    let opened: (view: CardPickView) => void = () => undefined;
    const view = new Promise<CardPickView>((resolve) => (opened = resolve));
    // The panel's webview is made while the person picks (see AnswerPanel.prepare).
    services.answers.prepare();
    const picking = pickCard(services, prefill, (v) => opened(v));
    if (prefill !== '') {
      // Opened for a caller that looks at the picker: what happens on Enter goes on without it.
      void picking.then((picked) => answerPicked(services, picked, timing));
      return view;
    }
    return answerPicked(services, await picking, timing);
  }
  return answerCard(services, card, timing, readAs);
}

async function answerPicked(services: Services, picked: Picked, timing: string | undefined): Promise<AskAnswer | undefined> {
  if (picked === undefined) return undefined;
  if (picked === 'selection') return answerForText(services, selectedText());
  if ('unknown' in picked) {
    await showUnknownCard(services, picked.unknown);
    return undefined;
  }
  return answerCard(services, picked, timing);
}

async function answerCard(services: Services, card: CardRecord, timing: string | undefined, readAs?: AskAnswer['readAs']): Promise<AskAnswer | undefined> {
  const settings = activeEditorOptions();
  const timings = typeof timing === 'string' ? (timing === ALL_TIMINGS ? timingIdsOf(settings.ruleset) : [timing as TimingId]) : await pickTimings(settings.ruleset);
  if (!timings) return undefined;
  const valid = new Set<string>(timingIdsOf(settings.ruleset));
  const bad = timings.find((t) => !valid.has(t));
  if (bad) {
    void vscode.window.showWarningMessage(plainMessageText(vscode.l10n.t('"{0}" is not a timing of the {1} rule set.', bad, settings.ruleset)));
    return undefined;
  }
  const answer: AskAnswer = { ...ask(card, { ruleset: settings.ruleset, region: settings.region }, timings), ...(readAs ? { readAs } : {}) };
  present(services, answer, undefined, services.catalogs.originOf(card));
  return answer;
}

/** Check Selected Card Text: the selection (or the given text) read as card text. */
export function checkSelection(services: Services, text?: string, kind?: string): Promise<AskAnswer | undefined> {
  return answerForText(services, typeof text === 'string' ? text : selectedText(), kind);
}
