import * as vscode from 'vscode';
import { classifyText, findKind, inferKind, kindChoices, readingNote, type KindChoice } from '../cardText';
import {
  ask,
  cardReadOf,
  classifiedProvenance,
  describeCardRead,
  kindLabelOf,
  MAX_QUERY_CHARS,
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
import { answerDocument, escapeMarkdown, rulingNote, sourceWords, timingName, timingPhrase } from '../text/markdown';

const SEARCH_LIMIT = 50;
const ALL_TIMINGS = 'all';

type CardPick = vscode.QuickPickItem & { card?: CardRecord; useSelection?: boolean };

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

/** The card quick pick: fuzzy search as the user types, plus "use the selected text". */
async function pickCard(services: Services): Promise<CardRecord | 'selection' | undefined> {
  const catalog = await services.catalogs.catalog();
  const selection = selectedText();
  const quickPick = vscode.window.createQuickPick<CardPick>();
  quickPick.title = vscode.l10n.t('Can This Activate…?');
  quickPick.placeholder = vscode.l10n.t('Card name ({0} cards)', catalog.size);
  quickPick.matchOnDescription = false;
  const originOf = (card: CardRecord) => services.catalogs.originOf(card);
  quickPick.items = cardItems(catalog, '', selection, originOf);
  quickPick.onDidChangeValue((value) => (quickPick.items = cardItems(catalog, value, selection, originOf)));
  const picked = await new Promise<CardPick | undefined>((resolve) => {
    // Typing fast and pressing Enter can accept while a newer item list is on its way: the
    // selection is then empty, and the best item for what was typed is what the person saw first.
    quickPick.onDidAccept(() => resolve(quickPick.selectedItems[0] ?? quickPick.activeItems[0] ?? cardItems(catalog, quickPick.value, selection, originOf)[0]));
    quickPick.onDidHide(() => resolve(undefined));
    quickPick.show();
  });
  quickPick.dispose();
  if (!picked) return undefined;
  return picked.useSelection ? 'selection' : picked.card;
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

/** Shows an answer: a notification for one timing (with "Show reasoning"), the panel for several. */
function present(services: Services, answer: AskAnswer, note?: string, database?: string): void {
  const reading = note ? `\n\n*${escapeMarkdown(note)}*` : '';
  const markdown = `${answerDocument(answer, database)}${reading}`;
  const show = () => services.answers.show(answer.card.name, markdown, `${rulingNote(answer, database)}${reading}`);
  const single = answer.verdicts.length === 1 ? answer.verdicts[0] : undefined;
  if (!single) {
    show();
    return;
  }
  const text = single.canActivate
    ? vscode.l10n.t('Yes: {0} can be activated {1}.', answer.card.name, timingPhrase(single.timing))
    : vscode.l10n.t('No: {0} cannot be activated {1}.', answer.card.name, timingPhrase(single.timing));
  const reason = single.reasons[0]?.text ?? '';
  const showReasoning = vscode.l10n.t('Show reasoning');
  // Not awaited: a notification stays until dismissed, and the command has answered already.
  void vscode.window.showInformationMessage(plainMessageText(`${text} ${reason}`), showReasoning).then((choice) => {
    if (choice === showReasoning) show();
  });
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
 * asking, which is how tests and other extensions call it; it returns the answer.
 */
export async function canActivate(services: Services, name?: string, timing?: string): Promise<AskAnswer | undefined> {
  const settings = activeEditorOptions();
  let card: CardRecord | undefined;
  if (typeof name === 'string') {
    const found = (await services.catalogs.catalog()).lookup(name);
    card = found.card;
    if (!card) {
      const hint = found.suggestions.length > 0 ? vscode.l10n.t(' Did you mean: {0}?', found.suggestions.join(', ')) : '';
      void vscode.window.showWarningMessage(plainMessageText(vscode.l10n.t('Unknown card "{0}".', name) + hint));
      return undefined;
    }
  } else {
    const picked = await pickCard(services);
    if (picked === 'selection') return answerForText(services, selectedText());
    card = picked;
  }
  if (!card) return undefined;
  const timings = typeof timing === 'string' ? (timing === ALL_TIMINGS ? timingIdsOf(settings.ruleset) : [timing as TimingId]) : await pickTimings(settings.ruleset);
  if (!timings) return undefined;
  const valid = new Set<string>(timingIdsOf(settings.ruleset));
  const bad = timings.find((t) => !valid.has(t));
  if (bad) {
    void vscode.window.showWarningMessage(plainMessageText(vscode.l10n.t('"{0}" is not a timing of the {1} rule set.', bad, settings.ruleset)));
    return undefined;
  }
  const answer = ask(card, { ruleset: settings.ruleset, region: settings.region }, timings);
  present(services, answer, undefined, services.catalogs.originOf(card));
  return answer;
}

/** Check Selected Card Text: the selection (or the given text) read as card text. */
export function checkSelection(services: Services, text?: string, kind?: string): Promise<AskAnswer | undefined> {
  return answerForText(services, typeof text === 'string' ? text : selectedText(), kind);
}
