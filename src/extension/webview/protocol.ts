import type { Walk } from '../rulesCore';

// The messages between the battle panel (extension host) and its webview script, both ways.
// This file is imported by both bundles, so it holds types only.

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
  zone: string;
  position: string;
  face: string;
  atkDef: string;
  faceUp: string;
  faceDown: string;
  destroyedByBattle: string;
  canActivateNow: string;
  noCards: string;
  yes: string;
  no: string;
  diagnostics: string;
  line: string;
  noSteps: string;
  steps: string;
  damageCalculated: string;
}

export interface WalkthroughView {
  uri: string;
  fileName: string;
  walk: Walk;
  /** Display names of the walk's timings. */
  timingNames: Record<string, string>;
  strings: WebviewStrings;
}

export type HostMessage = { type: 'walkthrough'; view: WalkthroughView; step: number } | { type: 'reveal'; step: number } | { type: 'probe' };

/** What the page's DOM holds, for tests: hostile card names must stay text. */
export interface ProbeResult {
  text: string;
  images: number;
  /** Script elements inside the rendered content (none belong there). */
  scripts: number;
  /** Elements carrying an inline event handler attribute (onerror=, onclick=, ...). */
  inlineHandlers: number;
}

export type WebviewMessage =
  | { type: 'ready' }
  | { type: 'step'; step: number }
  | { type: 'rendered'; step: number; steps: number }
  | { type: 'export' }
  | { type: 'openRule'; rule: string }
  | { type: 'probeResult'; result: ProbeResult };

/** Kept by the webview with setState, handed back to the serializer after a window reload. */
export interface BattlePanelState {
  uri: string;
  step: number;
}
