import * as vscode from 'vscode';
import type { CardRecord, CardSubtype, CardKind } from './core';

// Reading card text into a card record is the core's card-text classifier (issue 3). Until the
// core exports `classify`, this seam answers that the text cannot be read yet; the commands
// that use it say so instead of guessing.

export interface KindChoice {
  label: string;
  kind: CardKind;
  subtype: CardSubtype;
  monsterTypes?: string[];
}

/** The labels players use for a card's kind, as `dmgstep ask --kind` takes them. */
export const KIND_CHOICES: readonly KindChoice[] = [
  { label: 'Effect Monster', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'] },
  { label: 'Flip Effect Monster', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect', 'Flip'] },
  { label: 'Normal Spell', kind: 'spell', subtype: 'normal-spell' },
  { label: 'Quick-Play Spell', kind: 'spell', subtype: 'quick-play-spell' },
  { label: 'Continuous Spell', kind: 'spell', subtype: 'continuous-spell' },
  { label: 'Equip Spell', kind: 'spell', subtype: 'equip-spell' },
  { label: 'Field Spell', kind: 'spell', subtype: 'field-spell' },
  { label: 'Ritual Spell', kind: 'spell', subtype: 'ritual-spell' },
  { label: 'Normal Trap', kind: 'trap', subtype: 'normal-trap' },
  { label: 'Continuous Trap', kind: 'trap', subtype: 'continuous-trap' },
  { label: 'Counter Trap', kind: 'trap', subtype: 'counter-trap' },
];

/** The kind a text states of itself ("Quick-Play Spell", "FLIP:"), when it does. */
export function inferKind(text: string): KindChoice | undefined {
  const lower = text.toLowerCase();
  const named = [...KIND_CHOICES].sort((a, b) => b.label.length - a.label.length).find((k) => lower.includes(k.label.toLowerCase()));
  if (named) return named;
  if (/^\s*flip:/im.test(text)) return KIND_CHOICES.find((k) => k.label === 'Flip Effect Monster');
  return undefined;
}

export interface ClassifyOutcome {
  card?: CardRecord;
  /** Why the text gave no card, for the user. */
  error?: string;
}

export function classifyText(_name: string, _text: string, _kind: KindChoice): ClassifyOutcome {
  return { error: vscode.l10n.t('Reading card text needs the rules core\'s card-text classifier, which this build does not include yet.') };
}
