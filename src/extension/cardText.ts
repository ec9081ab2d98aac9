import * as vscode from 'vscode';
import { cardTextInput, classifyCard, embeddedCatalog, KIND_LABELS, parseKindLabel, withCardRulings, type CardBlock, type CardKindInfo, type ClassifiedCard } from './rulesCore';

// Card text read by the core's classifier, for "Check Selected Card Text" and "use the selected
// text as card text". The kind comes from the text when it states it, else the user picks it.

export interface KindChoice {
  label: string;
  info: CardKindInfo;
}

/** The labels players use for a card's kind, as `dmgstep ask --kind` takes them. */
export function kindChoices(): KindChoice[] {
  return KIND_LABELS.flatMap((label) => {
    const info = parseKindLabel(label);
    return info ? [{ label, info }] : [];
  });
}

/**
 * A kind label the text names somewhere ("... Quick-Play Spell ..."), for text the core's card
 * block reader found no type line or telling wording in (it reads "FLIP:" and "(Quick Effect)").
 */
export function inferKind(text: string): KindChoice | undefined {
  const lower = text.toLowerCase();
  return [...kindChoices()].sort((a, b) => b.label.length - a.label.length).find((k) => lower.includes(k.label.toLowerCase()));
}

export function findKind(label: string | undefined): KindChoice | undefined {
  if (!label) return undefined;
  const info = parseKindLabel(label);
  return info ? { label, info } : undefined;
}

/** Reads a pasted card (its text and stats) into a card record; never throws (the classifier reports what it could not read). */
export function classifyText(name: string, block: CardBlock, kind: KindChoice): ClassifiedCard {
  const classified = classifyCard(cardTextInput(block, kind.info, name));
  // Named as a card the project holds rulings for, the text keeps them (as the CLI's --text does).
  const { card } = withCardRulings(classified.card, embeddedCatalog().exact(name));
  card.source = 'text';
  return { ...classified, card };
}

/** One line for the user about how sure the reading is and what it could not read. */
export function readingNote(classified: ClassifiedCard): string {
  const percent = Math.round(classified.confidence * 100);
  const unread = classified.unrecognised.length;
  const note = unread > 0 ? vscode.l10n.t('Read with {0}% confidence; {1} clause(s) not understood.', percent, unread) : vscode.l10n.t('Read with {0}% confidence.', percent);
  const granted = classified.card.grantedElsewhere?.length ?? 0;
  return granted > 0 ? `${note} ${vscode.l10n.t('{0} effect(s) it gives another monster set aside.', granted)}` : note;
}
