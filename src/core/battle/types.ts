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
  | 'too-large'
  | 'too-many-diagnostics'
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
  | {
      kind: 'destroy' | 'banish' | 'return-to-hand';
      target: number | null;
      range: SourceRange;
      /** `return ... to hand instead of the GY` (Last Minute Cancel): done when the battle would send it. */ insteadOfGy?: boolean;
    }
  | { kind: 'no-battle-damage'; range: SourceRange }
  | { kind: 'negate-activation'; range: SourceRange }
  /** Effect damage; `to` null: the activating player's opponent. */
  | { kind: 'inflict-damage'; amount: number; to: Player | null; range: SourceRange }
  | { kind: 'gain-lp'; amount: number; range: SourceRange }
  /** The target (default the `on` card) inflicts piercing battle damage for the rest of the step. */
  | { kind: 'piercing'; target: number | null; range: SourceRange }
  /** `from`: where the monster must be when the effect resolves (`special summon "card" from gy`). */
  | { kind: 'special-summon'; target: number; position: Position; range: SourceRange; from?: Zone }
  | { kind: 'change-position' | 'flip-face-down'; target: number | null; range: SourceRange }
  /** The activated card stays on the field equipped to the target. */
  | { kind: 'equip'; target: number | null; range: SourceRange }
  /** Battle damage the activating player would take is taken by the other player. */
  | { kind: 'redirect-battle-damage'; range: SourceRange };

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

/** Which monsters a Continuous ATK/DEF change applies to, seen from its card's controller. */
export type StatScope = 'itself' | 'yours' | 'opponents' | 'all';

/** A Continuous effect the writer says is applying ("applying:" lines). */
export type ApplyingEffect =
  | { kind: 'self-destroy'; card: number; range: SourceRange }
  | { kind: 'stat'; card: number; stat: StatName; mode: 'add' | 'set'; amount: number; window: 'always' | 'damage-step' | 'damage-calculation'; scope?: StatScope; range: SourceRange }
  /** The card (a monster) inflicts piercing battle damage. */
  | { kind: 'piercing'; card: number; range: SourceRange }
  /** Battle damage the card's controller would take is taken by the other player instead. */
  | { kind: 'redirect-battle-damage'; card: number; range: SourceRange }
  /** Instead of `protects` being destroyed by battle, the effects happen (right after damage calculation). */
  | { kind: 'replacement'; card: number; protects: number; effects: EffectClause[]; range: SourceRange }
  /** "You can only control 1 <card's name>": a flipped copy beside a face-up one is destroyed after damage calculation. */
  | { kind: 'control-one'; card: number; range: SourceRange; /** "There can only be 1 on the field": either player's copy counts. */ anyController?: boolean }
  /** "Rivalry of Warlords" / "Gozen Match": the named monster's Type/Attribute is not allowed once it is face-up. */
  | { kind: 'type-limit'; card: number; forbids: number; range: SourceRange };

/** What a card's effect does when it resolves ("effect:" lines); used when it activates without its own clauses. */
export interface CardEffect {
  card: number;
  on: number | null;
  effects: EffectClause[];
  range: SourceRange;
}

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
  /** Optional so older builders of Battle stay valid; the parser always fills it. */
  cardEffects?: CardEffect[];
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
  'effect-damage',
  'lp-gain',
  'special-summon',
  'position-change',
  'flip-face-down',
  'equip',
  'replacement-chosen',
  'replacement',
  'control-limit-waits',
  'control-limit',
  'duel-ends',
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
  /** `duel-ends`: who won ("draw" when both players reached 0). */
  winner?: Player | 'draw';
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
  /** The field at the end of the step. */
  state: StepState;
  /**
   * Can each card be activated at this timing: judged when the players may first act here (after
   * what the game does first, before any chain; during damage calculation, before the damage).
   */
  options: StepOption[];
  /** The same question after the last chain of the timing (a new chain may still start). */
  optionsAfter: StepOption[];
  /** The field when the players may first act at this timing. */
  stateAtOpening: StepState;
  /** How many of `events` happened before the players may act (the rest are the chains and what follows). */
  eventsAtOpening: number;
}

export interface Walk {
  ruleset: RuleSetId;
  region: Region;
  diagnostics: Diagnostic[];
  steps: Step[];
  /** Set when a player's LP reached 0: the walk stopped at that step. */
  winner?: Player | 'draw';
}
