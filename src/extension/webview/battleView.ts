import * as vscode from 'vscode';
import { cardPlace, cardStats, getTiming, optionsLabel, type CardFace, type CardPlace, type CardSnapshot, type Walk } from '../rulesCore';
import { battleFileName } from '../battle/language';
import type { FieldRow, WalkthroughView, WebviewStrings } from './protocol';

// What the battle webview shows, in the reader's words, built on the host where vscode.l10n
// translates: the page itself only lays it out.

export function webviewStrings(): WebviewStrings {
  const t = vscode.l10n.t;
  return {
    previous: t('Previous'),
    next: t('Next'),
    exportMarkdown: t('Export as Markdown'),
    stepOf: t('Step {0} of {1}: {2}'),
    events: t('What happens'),
    noEvents: t('Nothing happens at this timing.'),
    field: t('Field'),
    lifePoints: t('LP'),
    you: t('You'),
    opponent: t('Opponent'),
    card: t('Card'),
    controller: t('Controller'),
    where: t('Where'),
    atkDef: t('ATK / DEF'),
    destroyedByBattle: t('destroyed by battle'),
    canActivateNow: t('Can be activated now'),
    atThisTiming: t('At this timing'),
    stillPossibleNow: t('Still possible now'),
    fieldAtThisTiming: t('Field at this timing'),
    duelEnded: t('The Duel is over at {1}: {0}. Nothing is walked after it.'),
    youWin: t('you win'),
    opponentWins: t('your opponent wins'),
    draw: t('a draw'),
    noCards: t('No cards.'),
    yes: t('yes'),
    no: t('no'),
    diagnostics: t('Problems'),
    errorsBanner: t('This file has errors: the walk below follows only what could be read.'),
    line: t('Line'),
    noSteps: t('This battle has no steps yet.'),
    steps: t('Steps'),
    damageCalculated: t('damage calculated'),
  };
}

/** What the panel says when no battle file is open. */
export function emptyText(): string {
  return vscode.l10n.t('No battle file is open. Open a .battle file to walk through it here.');
}

function zoneName(zone: CardPlace['zone']): string {
  const t = vscode.l10n.t;
  switch (zone) {
    case 'monster':
      return t('Monster Zone');
    case 'spell-trap':
      return t('Spell & Trap Zone');
    case 'hand':
      return t('hand');
    case 'gy':
      return t('GY');
    case 'banished':
      return t('banished');
    case 'extra-deck':
      return t('Extra Deck');
    case 'deck':
      return t('Deck');
  }
}

function faceName(face: CardFace): string {
  if (face === 'face-up') return vscode.l10n.t('face-up');
  return face === 'set' ? vscode.l10n.t('Set') : vscode.l10n.t('face-down');
}

/** "Monster Zone, face-down Defense Position", "hand": a face only on the field (the core's cardPlace). */
export function placeText(place: CardPlace): string {
  const position = place.position === 'attack' ? vscode.l10n.t('Attack Position') : place.position === 'defense' ? vscode.l10n.t('Defense Position') : '';
  const how = [place.face ? faceName(place.face) : '', position].filter(Boolean).join(' ');
  return how ? vscode.l10n.t('{0}, {1}', zoneName(place.zone), how) : zoneName(place.zone);
}

function fieldRow(card: CardSnapshot, strings: WebviewStrings): FieldRow {
  const stats = cardStats(card);
  return {
    name: card.name,
    controller: card.controller === 'you' ? strings.you : strings.opponent,
    where: placeText(cardPlace(card)),
    // A Spell or a Trap has no ATK/DEF to show.
    stats: stats ? `${stats.atk} / ${stats.def}` : '',
    destroyedByBattle: card.destroyedByBattle,
  };
}

/** The walkthrough of a battle as the webview shows it. */
export function walkthroughView(uri: vscode.Uri, walk: Walk): WalkthroughView {
  const strings = webviewStrings();
  return {
    uri: uri.toString(),
    fileName: battleFileName(uri),
    meta: optionsLabel(walk),
    walk,
    timingNames: Object.fromEntries(walk.steps.map((s) => [s.timing, getTiming(s.timing)?.name ?? s.timing])),
    fields: walk.steps.map((s) => s.state.cards.map((c) => fieldRow(c, strings))),
    fieldsAtOpening: walk.steps.map((s) => s.stateAtOpening.cards.map((c) => fieldRow(c, strings))),
    strings,
  };
}
