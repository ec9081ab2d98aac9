import type { Region, RuleSetId, TimingId } from '../core';

// A walked battle as the extension shows it. The shape is the one `dmgstep walk --json` prints
// (issue 4 fixes it), so the core's simulator result can be passed through unchanged; the
// optional fields at the end are what the editor needs besides (quick fixes, step lines).

export type Player = 'you' | 'opponent';
export type Zone = 'monster' | 'spell-trap' | 'hand' | 'gy' | 'banished' | 'extra-deck' | 'deck';

export interface BattleDiagnostic {
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** 1-based line and column, as `file:line:col` prints them. */
  line: number;
  column: number;
  length: number;
  rule: string | null;
  /** A stable id of the kind of mistake, e.g. `unknown-card`; quick fixes key on it. */
  code?: string;
  /** Replacements a quick fix can offer (card names for `unknown-card`). */
  suggestions?: string[];
}

export interface BattleCard {
  name: string;
  controller: Player;
  zone: Zone;
  faceUp: boolean;
  position?: 'attack' | 'defense';
  atk?: number;
  def?: number;
  destroyedByBattle?: boolean;
}

export interface BattleEvent {
  kind: string;
  card?: string;
  text: string;
}

export interface BattleOption {
  card: string;
  canActivate: boolean;
  reasons: Array<{ rule: string; text: string }>;
}

export interface BattleStep {
  timing: TimingId;
  events: BattleEvent[];
  state: { lp: Record<Player, number>; damageCalculated: boolean; cards: BattleCard[] };
  options: BattleOption[];
}

export interface BattleWalk {
  ruleset: RuleSetId;
  region: Region;
  diagnostics: BattleDiagnostic[];
  steps: BattleStep[];
}
