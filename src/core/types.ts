// The vocabulary of the rules core. Everything here is plain data so that the CLI, the
// extension and the tests can share it and serialise it as JSON.

export type RuleSetId = 'modern' | 'edison';
export type Region = 'tcg' | 'ocg';
export type RegionScope = 'both' | Region;

export const MODERN_TIMINGS = ['start-of-damage-step', 'before-damage-calculation', 'during-damage-calculation', 'after-damage-calculation', 'end-of-damage-step'] as const;
export type ModernTimingId = (typeof MODERN_TIMINGS)[number];

export const EDISON_TIMINGS = ['substep-1', 'substep-2', 'substep-3', 'substep-4', 'substep-5', 'substep-6', 'substep-7'] as const;
export type EdisonTimingId = (typeof EDISON_TIMINGS)[number];

export type TimingId = ModernTimingId | EdisonTimingId;

export interface Timing {
  id: TimingId;
  ruleset: RuleSetId;
  /** Position within its rule set, from 1. */
  order: number;
  name: string;
  /** Other names players use for it; hovers and search match these. */
  aliases: string[];
  japanese?: string;
  /** Modern timings this one corresponds to (for Edison substeps; a modern timing maps to itself). */
  modern: ModernTimingId[];
  summary: string;
}

// ---------------------------------------------------------------------------------------------
// Citations

export type SourceKind =
  | 'rulebook'
  | 'perfect-rulebook'
  | 'konami-article'
  | 'konami-db-qa'
  | 'konami-db-faq'
  | 'konami-card-rulings'
  | 'ude-card-rulings'
  | 'konami-card-faq'
  | 'forum-ruling'
  | 'edison-compendium'
  | 'project-docs';

/** One official source, identified as the seed document identifies it. */
export interface Source {
  id: string;
  kind: SourceKind;
  title: string;
  /** Konami DB Q&A card id (cid) or FAQ id (fid), a PDF version, ... */
  identifier?: string;
  /** Publication date as the seed gives it, ISO yyyy-mm-dd. */
  date?: string;
  url?: string;
  /** A project document (kind project-docs): its path in the package, which the editor opens. */
  document?: string;
}

/** A citation of a source: the source plus where in it (page, card entry). */
export interface Citation {
  source: string;
  at?: string;
}

// ---------------------------------------------------------------------------------------------
// Effect characteristics: what the eligibility engine reasons about.

export type CardKind = 'monster' | 'spell' | 'trap';
export type SpellSubtype = 'normal-spell' | 'quick-play-spell' | 'continuous-spell' | 'equip-spell' | 'field-spell' | 'ritual-spell';
export type TrapSubtype = 'normal-trap' | 'continuous-trap' | 'counter-trap';
export type CardSubtype = SpellSubtype | TrapSubtype | 'monster';

export type EffectKind = 'quick' | 'quick-like' | 'trigger' | 'trigger-like' | 'ignition' | 'ignition-like' | 'continuous' | 'continuous-like' | 'flip' | 'unclassified';

/** What an effect does, as far as the Damage Step rules care. */
export type EffectAction =
  | 'negate-activation'
  | 'atk-def-direct'
  | 'atk-def-indirect'
  | 'atk-def-maybe-not-at-resolution'
  | 'atk-def-only-summoned-monster'
  | 'atk-def-never-in-damage-step'
  | 'equips-itself'
  | 'normal-summon'
  | 'fusion-summon'
  | 'special-summon'
  | 'destroy'
  | 'negate-effect'
  | 'change-battle-position'
  | 'return-to-hand'
  | 'banish'
  | 'damage'
  | 'gain-lp'
  | 'draw-or-search'
  | 'battle-damage-change'
  | 'other';

/**
 * The event an activated effect waits for, or the window in which it may be activated.
 * Events inherent to a battle belong to their own timings; "any-time" events can be caused at
 * any timing by another effect resolving; "never-in-damage-step" events cannot happen there.
 */
export type TriggerEvent =
  // the card itself
  | 'self-moved'
  | 'self-flipped-face-up'
  | 'self-position-changed'
  // other cards or players, possible at any timing
  | 'card-destroyed'
  | 'card-sent-to-gy'
  | 'card-banished'
  | 'card-returned-to-hand'
  | 'card-added-to-hand'
  | 'monster-special-summoned'
  | 'card-or-effect-activated'
  | 'control-changed'
  | 'card-set'
  | 'card-equipped'
  | 'counter-placed'
  | 'coin-tossed'
  | 'lp-changed'
  | 'any-damage'
  // inherent to the Damage Step
  | 'start-of-damage-step'
  | 'start-or-before-damage-calculation'
  | 'before-damage-calculation'
  | 'during-damage-calculation'
  | 'after-damage-calculation'
  | 'battle-damage'
  | 'destroyed-by-battle'
  | 'monster-destroyed-any-method'
  | 'monster-flipped-face-up'
  | 'end-of-damage-step'
  | 'during-damage-step'
  // cannot happen inside the Damage Step
  | 'attack-declared'
  | 'attack-negated'
  | 'monster-normal-or-flip-summoned'
  | 'summon-about-to-happen'
  | 'phase-start-or-end'
  | 'normal-draw'
  | 'material-or-tribute'
  | 'summoned-by-own-procedure'
  | 'main-phase-only';

/** Whose event: the card's own, other cards', or either (e.g. "this card or a ... you control"). */
export type EventSubject = 'self' | 'others' | 'self-or-others';

export interface EffectCharacteristics {
  /** A short description: "discard to take no battle damage". */
  label: string;
  /** `card` when this is the activation of a Spell/Trap Card itself. */
  activation: 'card' | 'effect';
  cardKind: CardKind;
  cardSubtype: CardSubtype;
  effectKind: EffectKind;
  /** Mandatory (no "You can"). Ignored for card activations, which are always a choice. */
  mandatory: boolean;
  does: EffectAction[];
  event?: TriggerEvent;
  eventSubject?: EventSubject;
  /** The text says "(except during the Damage Step)". */
  exceptDuringDamageStep?: boolean;
  /** The condition says "even during the Damage Step": the card grants itself the permission. */
  evenDuringDamageStep?: boolean;
  /**
   * With eventSubject `self-or-others`: the card itself is an alternative of the condition on its own
   * ("If this card is Special Summoned, or if another monster is Special Summoned"), not one subject
   * with other cards ("If this card or another monster is destroyed").
   */
  eventSelfAlternative?: boolean;
  /**
   * With a `destroyed-by-battle` event: the effect waits for its monster to destroy a monster by
   * battle, not to be destroyed by battle itself.
   */
  destroysByBattle?: boolean;
  /**
   * For the activation of a Continuous Trap: the effect its controller may activate in the same
   * Chain Link as the card.
   */
  sameChainLinkEffect?: Omit<EffectCharacteristics, 'label' | 'activation' | 'cardKind' | 'cardSubtype' | 'sameChainLinkEffect'>;
  /** Ids of the card-specific rulings (rule records) that apply to this effect. */
  rulings?: string[];
  /** The monster this effect belongs to has been determined to be destroyed by battle. */
  sourceDestroyedByBattle?: boolean;
  /**
   * The card-text reader could not read when this effect is activated: the verdict does not
   * count it, and the answer says so rather than guessing.
   */
  notRead?: boolean;
  /**
   * "If Summoned this way": the index, in the card's effects, of the effect whose resolution
   * Special Summons this card. This effect answers that Summon, so it can be activated only where
   * that effect can.
   */
  summonedBy?: number;
}

// ---------------------------------------------------------------------------------------------
// Rule records

/**
 * What the battle walk does (or reports) for a procedure step. A procedure record names the
 * operations it stands for, and the walk cites the record of the operation it performs.
 */
export const PROCEDURE_OPERATIONS = [
  'declare',
  'damage-step-effects-start',
  'flip-target',
  'continuous-on-flip',
  'self-destroy-waits',
  'triggers',
  'activations',
  'damage-calculation-effects-start',
  'damage-calculation',
  'destroyed-by-battle',
  'damage-calculation-effects-stop',
  'destroyed-lose-continuous',
  'self-destroy',
  'replacements',
  'control-limits',
  'flip-effects',
  'battle-damage-triggers',
  'send-to-gy',
  'destroyed-by-battle-triggers',
  'chain-limit',
  'expire',
  'end',
] as const;
export type ProcedureOperation = (typeof PROCEDURE_OPERATIONS)[number];

export type RuleKind = 'procedure' | 'activation-permission' | 'activation-prohibition' | 'activation-condition' | 'activation-note' | 'destroyed-by-battle-state' | 'precedence' | 'gate';

/**
 * A declarative description of the effects a rule speaks of. Every field present must hold
 * (AND); a list means any of its values; `anyOf` holds when one of its matchers does.
 */
export interface EffectMatcher {
  activation?: Array<'card' | 'effect'>;
  cardKind?: CardKind[];
  cardSubtype?: CardSubtype[];
  effectKind?: EffectKind[];
  mandatory?: boolean;
  /** Holds when the effect does at least one of these. */
  doesAny?: EffectAction[];
  /** Holds when the effect does all of these. */
  doesAll?: EffectAction[];
  /** Holds when the effect does at least one thing outside this list. */
  doesSomethingBesides?: EffectAction[];
  event?: TriggerEvent[];
  eventSubject?: EventSubject[];
  /** Holds when the effect's event cannot happen at the timing asked about. */
  eventImpossibleHere?: boolean;
  /** Holds when the effect's event is one inherent to the battle at the timing asked about. */
  eventInherentHere?: boolean;
  /**
   * Holds when the effect's event is the battle's own at some timings of the step and can be caused
   * by an effect at others ("destroyed by battle or card effect", "destroyed" without a method): an
   * activation timing partly unique to the Damage Step.
   */
  eventPartlyDamageStepSpecific?: boolean;
  /** Holds when the effect names this rule among its `rulings`. */
  namedInRulings?: boolean;
  exceptDuringDamageStep?: boolean;
  evenDuringDamageStep?: boolean;
  eventSelfAlternative?: boolean;
  sourceDestroyedByBattle?: boolean;
  notRead?: boolean;
  sameChainLinkEffect?: EffectMatcher;
  anyOf?: EffectMatcher[];
  not?: EffectMatcher;
}

export type RuleOutcome = 'permit' | 'prohibit' | 'permit-with-condition' | 'not-sufficient';

export interface RuleApplication {
  outcome: RuleOutcome;
  match: EffectMatcher;
  /** For `permit-with-condition`: what must also hold, in one sentence. */
  condition?: string;
}

export interface RuleExample {
  card: string;
  /** What the example shows, in the project's words. */
  note?: string;
}

export interface RuleRecord {
  id: string;
  kind: RuleKind;
  title: string;
  /** The rule in the project's own words; Markdown. */
  text: string;
  ruleset: RuleSetId | 'both';
  region: RegionScope;
  timings: TimingId[];
  /** Position within a timing's procedure (procedure records only). */
  order?: number;
  /** What kind of game action a procedure record describes. */
  action?: 'declare' | 'apply' | 'flip' | 'activate' | 'calculate' | 'determine' | 'send' | 'expire' | 'chain-limit' | 'end';
  /** The battle walk's operations this procedure step stands for (procedure records only). */
  operations?: ProcedureOperation[];
  citations: Citation[];
  examples: RuleExample[];
  related: string[];
  /** Which seed document the rule was read from, and its section. */
  seed: { document: '000' | '002' | '003' | 'game-facts' | 'project'; section: string };
  /** Where seeds 000 and 002 disagree: which one this record follows and why. */
  seedDecision?: string;
  /** How the rule acts on activation (activation rules only). */
  applies?: RuleApplication;
}

// ---------------------------------------------------------------------------------------------
// Verdicts

export interface VerdictReason {
  rule: string;
  text: string;
  outcome?: RuleOutcome;
}

export interface Verdict {
  timing: TimingId;
  canActivate: boolean;
  conditions: string[];
  reasons: VerdictReason[];
  citations: string[];
}

export interface VerdictOptions {
  ruleset: RuleSetId;
  region: Region;
}

// ---------------------------------------------------------------------------------------------
// Cards

export interface CardRecord {
  name: string;
  kind: CardKind;
  subtype: CardSubtype;
  /** Monster frame or ability words, e.g. "Effect", "Flip", "Fusion" (monsters only). */
  monsterTypes?: string[];
  atk?: number;
  def?: number;
  level?: number;
  effects: EffectCharacteristics[];
  /** Where the card is named in the seeds. */
  seed: { document: '000' | '002' | '003'; section: string };
  /** Other spellings the seeds use (e.g. the word-spun names of 002). */
  aliases?: string[];
  /** Where the record came from. */
  source: 'embedded' | 'database' | 'text';
  /**
   * Read from text: effects the card gives another monster ("An Xyz Monster that has this card as
   * material gains this effect. ● ..."), set aside because they are that monster's, not the card's.
   */
  grantedElsewhere?: GrantedElsewhere[];
}

/** An effect a card's text gives another monster, as printed, and where it stands in the text. */
export interface GrantedElsewhere {
  text: string;
  span: TextSpan;
}

// ---------------------------------------------------------------------------------------------
// Card text — the classifier reads text into the characteristics above.

/** A card as a database or a writer gives it: its name, kind and text. */
export interface CardTextInput {
  name: string;
  kind: CardKind;
  subtype: CardSubtype;
  monsterTypes?: string[];
  text: string;
  atk?: number;
  def?: number;
  level?: number;
}

export interface TextSpan {
  start: number;
  end: number;
}

/** One effect read from card text, with where it was read and how sure the reading is. */
export interface ClassifiedEffect extends EffectCharacteristics {
  span: TextSpan;
  text: string;
  /** 0..1: how much of the effect's wording was recognised. */
  confidence: number;
  /** What the classifier had to assume where the text was not clear. */
  assumptions: string[];
  /** Ids of the reader's wording records that decided how this effect was read. */
  wordings: string[];
  /** The part of the effect's text that was not read (its activation condition), when any. */
  notReadText?: string;
  /** On a Pendulum Monster: the effect is in its Pendulum Effect box (it works from the Pendulum Zone). */
  pendulumEffect?: boolean;
}

export interface ClassifiedCard {
  card: CardRecord & { effects: ClassifiedEffect[] };
  /** Clauses of the text the classifier could not read. */
  unrecognised: Array<{ text: string; span: TextSpan }>;
  confidence: number;
}
