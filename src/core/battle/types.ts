// The vocabulary of battle descriptions (`*.battle` files): what the parser builds and what the
// simulator walks. Plain data, so the CLI, the extension and the tests share it as JSON.
import type { CardRecord, Region, RuleSetId, TimingId, VerdictReason } from '../types';

export type Player = 'you' | 'opponent';
export type Zone = 'monster' | 'spell-trap' | 'hand' | 'gy' | 'banished' | 'extra-deck' | 'deck';
export type Position = 'attack' | 'defense';
export type Severity = 'error' | 'warning' | 'info';

/** 1-based line and column; `length` in characters (0 for "the whole file"). */
export interface SourceRange {
  line: number;
  column: number;
  length: number;
}

export type DiagnosticCode =
  | 'syntax'
  | 'unknown-card'
  | 'corrected-name'
  | 'unknown-reference'
  | 'invalid-value'
  | 'duplicate'
  | 'missing'
  | 'card-text'
  | 'illegal-activation'
  | 'chain-limit'
  | 'cannot-target'
  | 'card-used'
  | 'internal';

export interface Diagnostic extends SourceRange {
  severity: Severity;
  message: string;
  /** The rule record that decides it, or null for mistakes of the language itself. */
  rule: string | null;
  /** A stable id of the kind of mistake (e.g. `unknown-card`); quick fixes key on it. */
  code?: DiagnosticCode;
  /** Replacement names for an unknown card (the extension offers them as quick fixes). */
  suggestions?: string[];
}

/** A card of the battle, as described: where it starts and what it is. */
export interface BattleCard {
  /** Index in `Battle.cards`; stable for the whole walk. */
  id: number;
  name: string;
  controller: Player;
  zone: Zone;
  faceUp: boolean;
  position: Position | null;
  record: CardRecord;
  /** Where the card's name was written (first mention). */
  range: SourceRange;
  /** Added because an activation named it without describing it. */
  implicit: boolean;
}

export type StatName = 'atk' | 'def';

/** What an activation does, in the small vocabulary the language offers. */
export type EffectClause =
  | { kind: 'stat'; stat: StatName; mode: 'add' | 'set'; amount: number; target: number | null; untilEndOfDamageStep: boolean; range: SourceRange }
  | { kind: 'destroy' | 'banish' | 'return-to-hand'; target: number | null; range: SourceRange }
  | { kind: 'no-battle-damage'; range: SourceRange }
  | { kind: 'negate-activation'; range: SourceRange };

export interface Activation {
  timing: TimingId;
  /** 1 for the first chain at the timing; `new chain` starts the next one. */
  chain: number;
  player: Player;
  card: number;
  /** The card named after `on`, if any. */
  on: number | null;
  effects: EffectClause[];
  range: SourceRange;
  /** The range of the activated card's name (where rejections point). */
  cardRange: SourceRange;
}

/** A Continuous effect the writer says is applying ("applying:" lines). */
export type ApplyingEffect =
  | { kind: 'self-destroy'; card: number; range: SourceRange }
  | { kind: 'stat'; card: number; stat: StatName; mode: 'add' | 'set'; amount: number; window: 'always' | 'damage-step' | 'damage-calculation'; range: SourceRange };

export interface Battle {
  ruleset: RuleSetId;
  region: Region;
  lp: Record<Player, number>;
  cards: BattleCard[];
  attacker: number | null;
  /** null with `direct` true: a direct attack. */
  target: number | null;
  direct: boolean;
  activations: Activation[];
  applying: ApplyingEffect[];
}

export interface ParseResult {
  battle: Battle;
  diagnostics: Diagnostic[];
}

// ---------------------------------------------------------------------------------------------
// The walk

/** Stable ids of what can happen in a step; docs/battle-language.md describes each. */
export const EVENT_KINDS = [
  'declare-damage-step',
  'continuous-starts',
  'continuous-stops',
  'flip-face-up',
  'flip-effect-waits',
  'self-destroy-waits',
  'trigger',
  'activate',
  'activation-rejected',
  'negate',
  'resolve',
  'atk-change',
  'def-change',
  'destroy',
  'banish',
  'return-to-hand',
  'damage-calculation',
  'damage-calculation-skipped',
  'battle-damage',
  'destroyed-by-battle',
  'self-destroy',
  'send-to-gy',
  'effect-expires',
  'end-damage-step',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface StepEvent {
  kind: EventKind;
  card?: string;
  text: string;
  /** The procedure or activation rule behind the event, when the index has one. */
  rule?: string;
  player?: Player;
  amount?: number;
}

export interface CardSnapshot {
  name: string;
  controller: Player;
  zone: Zone;
  faceUp: boolean;
  /** Monsters in the Monster Zone only. */
  position?: Position;
  /** Monsters only: current values on the field, printed values elsewhere. */
  atk?: number;
  def?: number;
  destroyedByBattle: boolean;
}

export interface StepState {
  lp: Record<Player, number>;
  damageCalculated: boolean;
  cards: CardSnapshot[];
}

export interface StepOption {
  card: string;
  canActivate: boolean;
  reasons: Array<Pick<VerdictReason, 'rule' | 'text'>>;
}

export interface Step {
  timing: TimingId;
  events: StepEvent[];
  state: StepState;
  options: StepOption[];
}

export interface Walk {
  ruleset: RuleSetId;
  region: Region;
  diagnostics: Diagnostic[];
  steps: Step[];
}
