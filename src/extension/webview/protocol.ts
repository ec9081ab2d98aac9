import type { Walk } from '../rulesCore';

// The messages between the battle panel (extension host) and its webview script, both ways.
// This file is imported by both bundles: no vscode here. Each side checks what it receives with
// the guards at the end before acting on it (issue 19), as the answer panel does.

export const BATTLE_VIEW_TYPE = 'damageStepRulings.battle';

/** User-facing strings the webview shows, translated on the host with vscode.l10n. */
export interface WebviewStrings {
  previous: string;
  next: string;
  exportMarkdown: string;
  stepOf: string;
  events: string;
  noEvents: string;
  field: string;
  lifePoints: string;
  you: string;
  opponent: string;
  card: string;
  controller: string;
  where: string;
  atkDef: string;
  destroyedByBattle: string;
  canActivateNow: string;
  /** Heading of the moment the players may first act at a timing. */
  atThisTiming: string;
  /** Heading of the answers after the timing's last chain (only those that changed). */
  stillPossibleNow: string;
  /** The field as it stands when the players may first act. */
  fieldAtThisTiming: string;
  /** The Duel ended: "{0}" is the winner in words, "{1}" the step. */
  duelEnded: string;
  youWin: string;
  opponentWins: string;
  draw: string;
  noCards: string;
  yes: string;
  no: string;
  diagnostics: string;
  /** Above the steps when the file has errors. */
  errorsBanner: string;
  line: string;
  noSteps: string;
  steps: string;
  damageCalculated: string;
}

/** A card of the field table in the reader's words: no face for a card off the field, no ATK/DEF for a Spell/Trap. */
export interface FieldRow {
  name: string;
  controller: string;
  where: string;
  /** "ATK / DEF", or '' for a card that has none. */
  stats: string;
  destroyedByBattle: boolean;
}

export interface WalkthroughView {
  uri: string;
  fileName: string;
  /** The rule set and region in words ("Modern rules · TCG"). */
  meta: string;
  walk: Walk;
  /** Display names of the walk's timings. */
  timingNames: Record<string, string>;
  /** The field after each step: `fields[step][card]`. */
  fields: FieldRow[][];
  /** The field when the players may first act at each step: `fieldsAtOpening[step][card]`. */
  fieldsAtOpening: FieldRow[][];
  strings: WebviewStrings;
}

/** The panel with no battle file to show (its file was closed). */
export interface EmptyView {
  text: string;
}

export type HostMessage =
  { type: 'walkthrough'; view: WalkthroughView; step: number } | { type: 'empty'; view: EmptyView } | { type: 'reveal'; step: number; part?: 'opening' | 'after' } | { type: 'probe' };

/** What the page's DOM holds, for tests: hostile card names must stay text. */
export interface ProbeResult {
  text: string;
  images: number;
  /** Script elements inside the rendered content (none belong there). */
  scripts: number;
  /** Elements carrying an inline event handler attribute (onerror=, onclick=, ...). */
  inlineHandlers: number;
  /** The event kinds of the shown step, from the list items' data-kind (the page shows text only). */
  kinds: string[];
  /** The file the page shows ('' for the empty state). */
  uri: string;
  /** The page's top-level parts in order, as `tag.class` ("header", "section.diagnostics.has-errors", "nav", ...). */
  sections: string[];
  /** The severity of each problem listed. */
  problems: string[];
  /** Each row of the field table, its cells joined by " | ". */
  fieldRows: string[];
  /** The answers at this timing, as "card: yes|no". */
  optionsAtOpening: string[];
  /** The answers after the chains that differ from those at this timing, as "card: yes|no". */
  optionsAfter: string[];
  /** The Duel's end banner ('' when the Duel goes on). */
  duelEnd: string;
}

export type WebviewMessage =
  | { type: 'ready' }
  | { type: 'step'; step: number }
  | { type: 'rendered'; step: number; steps: number }
  | { type: 'export' }
  | { type: 'openRule'; rule: string }
  /** A problem the page lists, by its place in the walk's diagnostics: go to it in the file. */
  | { type: 'goToProblem'; index: number }
  | { type: 'probeResult'; result: ProbeResult };

/** Kept by the webview with setState, handed back to the serializer after a window reload. */
export interface BattlePanelState {
  uri: string;
  step: number;
}

/** The codicons the pages show (scripts/build.mjs puts exactly these in the pages' sprite). */
export type IconName = 'arrow-left' | 'arrow-right' | 'chevron-left' | 'chevron-right' | 'circle-slash' | 'copy' | 'error' | 'info' | 'insert' | 'markdown' | 'pass' | 'warning';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A step index as a page or a saved state may give it: a whole number, not negative, not absurd. */
export function isStepIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Rule ids are words joined by dots and dashes (`procedure.during-damage-calculation.x`). */
function isRuleId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && /^[\w.-]+$/.test(value);
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function isProbeResult(value: unknown): value is ProbeResult {
  if (!isRecord(value)) return false;
  const { text, images, scripts, inlineHandlers, kinds, uri, sections, problems, fieldRows } = value;
  return (
    typeof text === 'string' &&
    typeof uri === 'string' &&
    [images, scripts, inlineHandlers].every((n) => typeof n === 'number' && Number.isInteger(n)) &&
    [kinds, sections, problems, fieldRows].every(isStrings)
  );
}

/** What the page sent, when it has the shape of a message the host acts on. */
export function isBattleWebviewMessage(value: unknown): value is WebviewMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'ready':
    case 'export':
      return true;
    case 'step':
      return isStepIndex(value.step);
    case 'rendered':
      return isStepIndex(value.step) && isStepIndex(value.steps);
    case 'openRule':
      return isRuleId(value.rule);
    case 'goToProblem':
      return isStepIndex(value.index);
    case 'probeResult':
      return isProbeResult(value.result);
    default:
      return false;
  }
}

/** A walkthrough with the parts the page reads (the host made it; the page still checks the shape). */
function isWalkthroughView(value: unknown): value is WalkthroughView {
  if (!isRecord(value) || !isRecord(value.walk) || !isRecord(value.strings) || !isRecord(value.timingNames)) return false;
  return typeof value.uri === 'string' && typeof value.fileName === 'string' && typeof value.meta === 'string' && Array.isArray(value.walk.steps) && Array.isArray(value.fields);
}

/** What the host sent, when it has the shape of a message the page acts on. */
export function isBattleHostMessage(value: unknown): value is HostMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'walkthrough':
      return isWalkthroughView(value.view) && isStepIndex(value.step);
    case 'empty':
      return isRecord(value.view) && typeof value.view.text === 'string';
    case 'reveal':
      return isStepIndex(value.step);
    case 'probe':
      return true;
    default:
      return false;
  }
}

/** A saved panel state as it can be trusted: a string uri and a step index, else the empty state. */
export function readBattleState(value: unknown): BattlePanelState {
  if (!isRecord(value)) return { uri: '', step: 0 };
  return { uri: typeof value.uri === 'string' ? value.uri : '', step: isStepIndex(value.step) ? value.step : 0 };
}
