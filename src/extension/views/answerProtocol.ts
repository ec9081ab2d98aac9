// What the answer panel (extension host) and its page script (media/answer/main.ts) exchange,
// and what the page keeps for a window reload. Imported by both bundles: no vscode here. Each
// side checks what it receives with the guards below before acting on it.

export const ANSWER_VIEW_TYPE = 'damageStepRulings.answer';

/** How many answers Back can reach; older ones are dropped. */
export const MAX_ANSWER_HISTORY = 20;

/** One answer shown in the panel. */
export interface AnswerEntry {
  /** The tab title: a card name, a timing or a rule's title, never an internal id. */
  title: string;
  /** What the panel renders (may hold the extension's own command links). */
  markdown: string;
  /** The writer's ruling note that Copy and Insert give: plain Markdown with citation links. */
  note: string;
}

/** Kept by the page with setState; VS Code hands it to the serializer after a reload. */
export interface AnswerPanelState {
  history: AnswerEntry[];
  position: number;
}

export const ANSWER_CONTROLS = ['back', 'forward', 'copy', 'insert'] as const;
export type AnswerControl = (typeof ANSWER_CONTROLS)[number];

/** The page tells the host which control was used, and that a page is built (the first answer's time is measured to it). */
export type AnswerWebviewMessage = { type: 'control'; control: AnswerControl } | { type: 'rendered'; title: string };

/** The host tells the page what to announce (e.g. "Copied"). */
export type AnswerHostMessage = { type: 'status'; text: string };

/** What the host embeds in each page: the state to keep and the control to focus. */
export interface AnswerPageData {
  state: AnswerPanelState;
  focus?: AnswerControl;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isAnswerControl(value: unknown): value is AnswerControl {
  return typeof value === 'string' && (ANSWER_CONTROLS as readonly string[]).includes(value);
}

export function isAnswerWebviewMessage(value: unknown): value is AnswerWebviewMessage {
  if (!isRecord(value)) return false;
  return (value.type === 'control' && isAnswerControl(value.control)) || (value.type === 'rendered' && typeof value.title === 'string');
}

export function isAnswerHostMessage(value: unknown): value is AnswerHostMessage {
  return isRecord(value) && value.type === 'status' && typeof value.text === 'string';
}

function isEntry(value: unknown): value is AnswerEntry {
  return isRecord(value) && typeof value.title === 'string' && typeof value.markdown === 'string' && typeof value.note === 'string';
}

/**
 * A saved state as it can be trusted: entries of the right shape (the newest MAX_ANSWER_HISTORY)
 * and a position within them; undefined when nothing usable is left.
 */
export function readAnswerState(value: unknown): AnswerPanelState | undefined {
  if (!isRecord(value) || !Array.isArray(value.history)) return undefined;
  const entries = value.history.filter(isEntry);
  const dropped = Math.max(0, entries.length - MAX_ANSWER_HISTORY);
  const history = entries.slice(dropped);
  if (history.length === 0) return undefined;
  const saved = typeof value.position === 'number' && Number.isInteger(value.position) ? value.position - dropped : history.length - 1;
  const position = Math.max(0, Math.min(history.length - 1, saved));
  return { history: history.map(({ title, markdown, note }) => ({ title, markdown, note })), position };
}
