import { isClassifiedEffect } from '../classify/classify';
import { ANY_SUMMON_ASSUMPTION, readEvent } from '../classify/patterns';
import { ATK_DEF_CHOICE_ONLY_ASSUMPTION } from '../classify/read-effect';
import { maskQuotes, topLevelColon } from '../classify/segment';
import { EVENTS } from '../events';
import type { CardKind, EffectAction, EffectCharacteristics, EventSubject, TriggerEvent } from '../types';
import { EVENT_CODES } from './constants';
import type { EffectFacts, ScriptAction } from './facts';

// Pairs each activated effect a script registers with an effect of the card's text, by order,
// kind (activation, Quick, Trigger, Flip, Ignition) and event. A pairing that had to bend any
// of these is marked unsure, and the check then only informs.

export interface EffectMatch {
  facts: EffectFacts;
  /** Index into the card's effects, when paired. */
  textIndex?: number;
  text?: EffectCharacteristics;
  sure: boolean;
  /** Why the pairing is unsure, for the message. */
  doubt?: string;
  /**
   * The script effect runs another alternative of the text's condition ("When A, or when B") than
   * the one the reader kept: its own event and subject, which its verdict is to be taken with.
   */
  alternative?: { event: TriggerEvent; subject: EventSubject };
  /**
   * "Activate 1 of the following effects", one choice changing ATK/DEF: the script effect runs a
   * choice that does not (a second script effect on the text effect, without an ATK/DEF category).
   */
  otherChoice?: boolean;
}

export interface CardMatch {
  matches: EffectMatch[];
  /** Activated effects of the card text no script effect was paired with. */
  unpaired: number[];
  /** The script builds effects through helpers this reader does not open. */
  helperCount: number;
}

const ACTIVATED: ReadonlySet<ScriptAction> = new Set(['activate', 'quick', 'trigger', 'flip', 'ignition', 'unknown']);

export const isActivatedText = (e: EffectCharacteristics): boolean => e.activation === 'card' || !['continuous', 'continuous-like', 'unclassified'].includes(e.effectKind);

function kindFits(action: ScriptAction, e: EffectCharacteristics, cardKind: CardKind): boolean {
  return kindFit(action, e, cardKind) !== false;
}

/**
 * `loose` when the pairing holds only by reading past the text classifier: a trigger with an
 * event that the classifier took for a Quick Effect (the "(except during the Damage Step)" of a
 * trigger's condition can read like a fast window).
 */
function kindFit(action: ScriptAction, e: EffectCharacteristics, cardKind: CardKind): 'exact' | 'loose' | false {
  if (action === 'activate') return e.activation === 'card' ? 'exact' : false;
  if (e.activation === 'card') return action === 'unknown' ? 'exact' : false;
  const spellTrap = cardKind !== 'monster';
  const exact = (ok: boolean): 'exact' | false => (ok ? 'exact' : false);
  switch (action) {
    case 'quick':
      // "If this card attacks or is attacked, during damage calculation: You can …": the reader reads
      // a monster's effect in one of the battle's own windows as a trigger; scripts often run it as a Quick Effect.
      if (!spellTrap && (e.effectKind === 'trigger' || e.effectKind === 'trigger-like') && e.event !== undefined && EVENTS[e.event].category === 'inherent') return 'loose';
      // "During your Main Phase: You can banish this card from your GY; …": scripts often run a
      // Spell/Trap's Main Phase effect as a Quick Effect with a Main Phase condition.
      return exact(
        e.effectKind === 'quick' ||
          e.effectKind === 'quick-like' ||
          (spellTrap && e.effectKind === 'trigger-like') ||
          (spellTrap && e.event === 'main-phase-only' && (e.effectKind === 'ignition' || e.effectKind === 'ignition-like')),
      );
    case 'trigger':
      if (e.effectKind === 'trigger' || e.effectKind === 'trigger-like' || e.effectKind === 'flip' || (spellTrap && e.effectKind === 'quick-like')) return 'exact';
      if (e.effectKind !== 'quick' || e.event === undefined) return false;
      // "During damage calculation, if this card battles (Quick Effect): …": the scripts often run a
      // Quick Effect in one of the battle's own windows as a trigger on that window's event code.
      if (EVENTS[e.event].category === 'inherent') return 'loose';
      return e.event !== 'card-or-effect-activated' && !e.label.toLowerCase().includes('(quick effect)') ? 'loose' : false;
    case 'flip':
      return exact(e.effectKind === 'flip' || (e.effectKind === 'trigger' && e.event === 'self-flipped-face-up'));
    case 'ignition':
      return exact(e.effectKind === 'ignition' || e.effectKind === 'ignition-like');
    case 'unknown':
      return 'exact';
    default:
      return false;
  }
}

// The text events an engine event code can stand for.
const CODE_EVENTS: Readonly<Record<string, TriggerEvent[]>> = {
  EVENT_FLIP: ['self-flipped-face-up', 'monster-flipped-face-up'],
  // "If Summoned this way", "If this card is Special Summoned by its own effect": the Summon's event, checked in the condition.
  EVENT_SUMMON_SUCCESS: ['monster-normal-or-flip-summoned', 'self-moved', 'summoned-by-own-procedure'],
  EVENT_FLIP_SUMMON_SUCCESS: ['monster-normal-or-flip-summoned', 'self-moved', 'self-flipped-face-up'],
  EVENT_SPSUMMON_SUCCESS: ['monster-special-summoned', 'self-moved', 'summoned-by-own-procedure'],
  EVENT_SUMMON: ['summon-about-to-happen', 'monster-normal-or-flip-summoned'],
  EVENT_FLIP_SUMMON: ['summon-about-to-happen', 'monster-normal-or-flip-summoned'],
  EVENT_SPSUMMON: ['summon-about-to-happen'],
  EVENT_TO_GRAVE: ['card-sent-to-gy', 'self-moved', 'card-destroyed', 'destroyed-by-battle', 'monster-destroyed-any-method'],
  EVENT_DESTROYED: ['card-destroyed', 'self-moved', 'destroyed-by-battle', 'monster-destroyed-any-method'],
  EVENT_DESTROY: ['card-destroyed', 'self-moved', 'monster-destroyed-any-method'],
  EVENT_LEAVE_FIELD: ['self-moved', 'card-destroyed', 'card-sent-to-gy', 'card-banished', 'card-returned-to-hand', 'monster-destroyed-any-method'],
  // The reader files other cards' moves (banished, returned to the hand or Deck) with those to the GY.
  EVENT_REMOVE: ['card-banished', 'self-moved', 'card-sent-to-gy'],
  EVENT_TO_HAND: ['card-added-to-hand', 'card-returned-to-hand', 'self-moved', 'card-sent-to-gy'],
  EVENT_TO_DECK: ['self-moved', 'card-returned-to-hand', 'card-sent-to-gy'],
  EVENT_CHANGE_POS: ['self-position-changed', 'self-flipped-face-up', 'monster-flipped-face-up'],
  // "When your opponent activates a card or effect during the Damage Step": the reader names the window.
  EVENT_CHAINING: ['card-or-effect-activated', 'during-damage-step'],
  EVENT_BECOME_TARGET: ['card-or-effect-activated'],
  EVENT_ATTACK_ANNOUNCE: ['attack-declared'],
  EVENT_BE_BATTLE_TARGET: ['attack-declared'],
  EVENT_BATTLE_START: ['start-of-damage-step', 'start-or-before-damage-calculation'],
  EVENT_BATTLE_CONFIRM: ['before-damage-calculation', 'start-or-before-damage-calculation'],
  EVENT_PRE_DAMAGE_CALCULATE: ['during-damage-calculation'],
  EVENT_BATTLED: ['after-damage-calculation'],
  EVENT_BATTLE_DESTROYED: ['destroyed-by-battle', 'monster-destroyed-any-method', 'self-moved'],
  EVENT_BATTLE_DESTROYING: ['destroyed-by-battle', 'monster-destroyed-any-method'],
  EVENT_DAMAGE_STEP_END: ['end-of-damage-step'],
  EVENT_BATTLE_DAMAGE: ['battle-damage', 'any-damage'],
  EVENT_DAMAGE: ['any-damage', 'battle-damage', 'lp-changed'],
  EVENT_RECOVER: ['lp-changed'],
  EVENT_DRAW: ['normal-draw', 'card-added-to-hand'],
};
/**
 * Whether the script effect works from where the text effect does: a Pendulum Effect from the
 * Pendulum Zone, a monster effect not from there alone. Undefined when the text does not say.
 */
export function zoneFits(facts: EffectFacts, e: EffectCharacteristics): boolean | undefined {
  if (!isClassifiedEffect(e) || e.pendulumEffect === undefined) return undefined;
  const range = facts.effect.calls.get('SetRange')?.args[0]?.text;
  if (e.pendulumEffect) return range !== undefined && /\bLOCATION_PZONE\b/.test(range);
  return range === undefined || !/^\s*LOCATION_PZONE\s*$/.test(range);
}

const CODE_NAMES = new Map(Object.entries(EVENT_CODES).map(([k, v]) => [v, k]));
// EVENT_PHASE (0x1000) plus the phase's bits: the start or end of a phase.
const isPhaseCode = (code: number): boolean => code >= 0x1000 && code < 0x10000;
/** The text events a script event code can stand for, if the check knows them. */
function textEventsOfCode(code: number): readonly TriggerEvent[] | undefined {
  if (isPhaseCode(code)) return ['phase-start-or-end'];
  const name = CODE_NAMES.get(code);
  return name ? CODE_EVENTS[name] : undefined;
}

/** Whether a known script event code stands for the text effect's own event (not one of its alternatives). */
function codeStandsForEvent(code: number, events: readonly TriggerEvent[], e: EffectCharacteristics): boolean {
  return (e.event !== undefined && events.includes(e.event)) || namesANormalSummonToo(code, e) || namesASpecialSummonToo(code, e) || drawsThisCard(code, e);
}

/** Whether the script's event code can stand for the text's event (true when either is unknown). */
export function eventFits(facts: EffectFacts, e: EffectCharacteristics): boolean {
  if (facts.code === undefined || e.event === undefined || facts.code === EVENT_CODES.EVENT_FREE_CHAIN) return true;
  const events = textEventsOfCode(facts.code);
  if (!events) return true;
  if (codeStandsForEvent(facts.code, events, e)) return true;
  return fittingAlternative(facts, e) !== undefined;
}

/**
 * "When A, or when B": the reader keeps the event that matters in the Damage Step; a script runs
 * each as an effect of its own, and every one of them is this text effect. The alternative this
 * script effect runs, when the kept event does not fit it and another does.
 */
export function fittingAlternative(facts: EffectFacts, e: EffectCharacteristics): { event: TriggerEvent; subject: EventSubject } | undefined {
  const events = facts.code === undefined ? undefined : textEventsOfCode(facts.code);
  if (!events || e.event === undefined || events.includes(e.event)) return undefined;
  return alternativeEvents(e).find((other) => events.includes(other.event));
}

// "If a monster is Normal or Special Summoned", "If your opponent Normal or Special Summons": the
// reader keeps the Special Summon (the one that can come in the Damage Step), but a script's Normal
// or Flip Summon event is the same text effect too.
const NORMAL_IN_SUMMON_LIST = /\b(?:normal|tribute|flip)(?: summoned| summons?)?(?:,| or|, or) [^:;]*?\b(?:summoned|summons?)\b/i;
const SUMMON_WORDINGS = new Set(['event.summon-list-with-special', 'event.special-summoned']);
function namesANormalSummonToo(code: number, e: EffectCharacteristics): boolean {
  if (code !== EVENT_CODES.EVENT_SUMMON_SUCCESS && code !== EVENT_CODES.EVENT_FLIP_SUMMON_SUCCESS) return false;
  if (!isClassifiedEffect(e)) return false;
  // "When a monster(s) is Summoned": any method, which the reader keeps as the Special Summon.
  if (e.assumptions.includes(ANY_SUMMON_ASSUMPTION)) return true;
  return e.wordings.some((w) => SUMMON_WORDINGS.has(w)) && NORMAL_IN_SUMMON_LIST.test(conditionOf(e));
}

// "If this card is Normal, Flip, or Pendulum Summoned": the reader keeps the Normal Summon, but a
// script's Special Summon event is the same text effect too. Only a list of Summons: "If this card is
// Normal Summoned while your opponent controls a Special Summoned monster" names one Summon.
const SPECIAL_IN_SUMMON_LIST =
  /\b(?:normal|tribute|flip)(?: summoned)?(?:,? or |, )(?:(?:normal|tribute|flip|special|pendulum|fusion|synchro|xyz|link|ritual)(?: summoned)?,? (?:or )?)*(?:special|pendulum|fusion|synchro|xyz|link|ritual) summon(?:ed|s)?\b/i;
function namesASpecialSummonToo(code: number, e: EffectCharacteristics): boolean {
  return code === EVENT_CODES.EVENT_SPSUMMON_SUCCESS && e.event === 'monster-normal-or-flip-summoned' && SPECIAL_IN_SUMMON_LIST.test(conditionOf(e));
}

// "When you draw this card": the reader reads the card itself moving to the hand, which a script's
// draw event stands for; no other move of the card is a draw.
function drawsThisCard(code: number, e: EffectCharacteristics): boolean {
  return code === EVENT_CODES.EVENT_DRAW && e.event === 'self-moved' && isClassifiedEffect(e) && e.wordings.includes('event.drawn');
}

/** The activation condition of a Problem-Solving text effect (quoted names masked): what stands before its colon. */
function conditionOf(e: EffectCharacteristics): string {
  if (!isClassifiedEffect(e)) return '';
  // The reader's own colon: not one inside a quoted name ("Number 39: Utopia").
  const masked = maskQuotes(e.text ?? '');
  if (!e.wordings.includes('form.psct-colon')) {
    // An older "When your opponent Normal or Special Summons a monster, …": the clause before its first comma.
    const clause = OLDER_CONDITION.exec(masked);
    return clause?.[0] ?? '';
  }
  const colon = topLevelColon(masked, 0, masked.length);
  return colon < 0 ? '' : masked.slice(0, colon);
}
const OLDER_CONDITION = /^(?:when|if|each time)\b[^,.:;]*/i;

// ", or when ...", ", or if ...", ", or an opponent's monster ...": a whole other event, not a list item.
const ALTERNATIVE = /,\s*or\s+(?=(?:when|if|during|at|before|after)\b|(?:a|an|your|an opponent's|your opponent's|another|this|the|1)\b)/;
// Each text effect's alternatives, read once: pairing asks for them several times per script effect.
const ALTERNATIVES = new WeakMap<EffectCharacteristics, ReadonlyArray<{ event: TriggerEvent; subject: EventSubject }>>();

/** The events of a condition's alternatives, as the reader reads each on its own. */
function alternativeEvents(e: EffectCharacteristics): ReadonlyArray<{ event: TriggerEvent; subject: EventSubject }> {
  const known = ALTERNATIVES.get(e);
  if (known) return known;
  const condition = conditionOf(e);
  const read = !ALTERNATIVE.test(condition.toLowerCase())
    ? []
    : condition
        .toLowerCase()
        .split(ALTERNATIVE)
        .flatMap((part) => {
          const reading = readEvent(part);
          return reading ? [{ event: reading.event, subject: reading.subject }] : [];
        });
  ALTERNATIVES.set(e, read);
  return read;
}

// What the script's categories say an effect does, in the text reader's words.
const CATEGORY_ACTIONS: Readonly<Record<string, readonly EffectAction[]>> = {
  CATEGORY_ATKCHANGE: ['atk-def-direct', 'atk-def-indirect', 'atk-def-maybe-not-at-resolution', 'atk-def-only-summoned-monster', 'atk-def-never-in-damage-step'],
  CATEGORY_DEFCHANGE: ['atk-def-direct', 'atk-def-indirect', 'atk-def-maybe-not-at-resolution', 'atk-def-only-summoned-monster', 'atk-def-never-in-damage-step'],
  CATEGORY_NEGATE: ['negate-activation'],
  CATEGORY_DISABLE: ['negate-effect'],
  CATEGORY_DESTROY: ['destroy'],
  CATEGORY_TOHAND: ['return-to-hand', 'draw-or-search'],
  CATEGORY_SEARCH: ['draw-or-search'],
  CATEGORY_DRAW: ['draw-or-search'],
  CATEGORY_SPECIAL_SUMMON: ['special-summon', 'fusion-summon'],
  CATEGORY_FUSION_SUMMON: ['fusion-summon'],
  CATEGORY_SUMMON: ['normal-summon'],
  CATEGORY_REMOVE: ['banish'],
  CATEGORY_DAMAGE: ['damage'],
  CATEGORY_RECOVER: ['gain-lp'],
  CATEGORY_POSITION: ['change-battle-position'],
  CATEGORY_EQUIP: ['equips-itself'],
};

/**
 * Whether the script's trigger is optional or mandatory as the text says, where the text says it
 * surely: a hand-written record, or Problem-Solving Card Text (whose "You can" marks an optional
 * effect); an older text's reading of it is a guess (said as an assumption), so it always fits.
 */
function mandatoryFits(facts: EffectFacts, e: EffectCharacteristics): boolean {
  if (facts.action !== 'trigger' && facts.action !== 'quick' && facts.action !== 'flip') return true;
  if (isClassifiedEffect(e) && !e.wordings.includes('form.psct-colon')) return true;
  return facts.mandatory === e.mandatory;
}

/** How many of the script's categories the text effect's actions agree with. */
function agreement(facts: EffectFacts, e: EffectCharacteristics): number {
  return facts.categories.filter((c) => CATEGORY_ACTIONS[c]?.some((a) => e.does.includes(a))).length;
}

const SAME_EFFECT_BREAKERS = ['SetOperation', 'SetTarget', 'SetCategory'];

/**
 * Whether a clone is the same text effect again (another event, range or description) rather
 * than a new one: it keeps the source's target, operation and categories, and its kind (a type
 * set again from SINGLE to FIELD, for another card's event, is still the same trigger). A clone
 * for another alternative of its source's condition stays the same effect whatever it sets, and
 * so does another way to activate a Spell/Trap ("You can also activate this card by Tributing …").
 */
function sameEffectAsSource(facts: EffectFacts, source: EffectMatch, whateverItSets: boolean): boolean {
  const own = facts.effect.ownCalls;
  // "When A, or when B: destroy that monster": each event hands "that monster" over its own way, so
  // a clone for the other alternative needs a target and an operation of its own.
  if (!whateverItSets && SAME_EFFECT_BREAKERS.some((m) => own.has(m))) return false;
  return !own.has('SetType') || (facts.action === source.facts.action && facts.mandatory === source.facts.mandatory);
}

const confidenceOf = (e: EffectCharacteristics): number => (isClassifiedEffect(e) ? e.confidence : 1);

/** The text effect fits the script effect in every way the check weighs. */
function fitsExactly(f: EffectFacts, e: EffectCharacteristics, cardKind: CardKind): boolean {
  return kindFit(f.action, e, cardKind) === 'exact' && eventFits(f, e) && mandatoryFits(f, e) && zoneFits(f, e) !== false;
}

// The reader's wording for a Spell/Trap whose text is only its own trigger (not what activating it does).
const NOT_AN_ACTIVATION = 'form.self-trigger-not-activation';

// How many of a candidate's scores come before the text's order (see rankCandidates).
const ORDER_BLIND = 7;

/**
 * How well the script's event code fits the text effect's event: 2 where both are known and one
 * stands for the other (or for one of the text's alternatives), 1 where one of them is unknown or
 * none (any code fits a text effect that names no event), 0 where they disagree.
 */
function eventFit(f: EffectFacts, e: EffectCharacteristics): 0 | 1 | 2 {
  if (!eventFits(f, e)) return 0;
  const known = f.code !== undefined && e.event !== undefined && f.code !== EVENT_CODES.EVENT_FREE_CHAIN && textEventsOfCode(f.code) !== undefined;
  return known ? 2 : 1;
}

/**
 * The text effects a script effect may be paired with, best first: the kind read exactly, a
 * Spell/Trap's helper-built effect on its activation, the event fitting (named before unnamed), optional or mandatory as
 * the text says, not yet paired, the zone fitting, what it does agreeing with the script's
 * categories, then the text's order. A text effect already paired is a candidate again only when
 * it fits in every way: a script may run one text effect as two ("this card, or a monster you
 * control ..." as a single and a field trigger), and the next text effect is then the wrong one.
 */
function rankCandidates(
  f: EffectFacts,
  activatedText: ReadonlyArray<{ e: EffectCharacteristics; i: number }>,
  used: ReadonlySet<number>,
  cardKind: CardKind,
  cursor: number,
): Array<{ e: EffectCharacteristics; i: number; s: number[] }> {
  const fits = activatedText.filter(({ e, i }) => (used.has(i) ? fitsExactly(f, e, cardKind) : kindFits(f.action, e, cardKind)));
  const score = ({ e, i }: { e: EffectCharacteristics; i: number }): number[] => [
    // A loose kind whose event code stands for the text effect's own event ranks with an exact one.
    kindFit(f.action, e, cardKind) === 'exact' || (kindFit(f.action, e, cardKind) === 'loose' && eventFit(f, e) === 2) ? 1 : 0,
    // Fusion.CreateSummonEff, Ritual.AddProcGreater: on a Spell/Trap most often its activation.
    f.action === 'unknown' && cardKind !== 'monster' && e.activation !== 'card' ? 0 : 1,
    // An event code that stands for the text effect's event beats a text effect with no event, which any code fits.
    eventFit(f, e),
    mandatoryFits(f, e) ? 1 : 0,
    used.has(i) ? 0 : 1,
    zoneFits(f, e) === false ? 0 : 1,
    agreement(f, e),
    i > cursor ? 1 : 0,
    -i,
  ];
  const better = (a: number[], b: number[]): number => {
    for (let k = 0; k < a.length; k++) if ((a[k] ?? 0) !== (b[k] ?? 0)) return (b[k] ?? 0) - (a[k] ?? 0);
    return 0;
  };
  return fits.map((x) => ({ ...x, s: score(x) })).sort((a, b) => better(a.s, b.s));
}

// A choice's bullets: a clone of the activation may run another choice, not the same one again.
const CHOICE_BULLET = /[\u25cf\u2022]/;

/** A clone of a Spell/Trap's activation on the same event, on a text with no choice of bullets: the card's other way to activate. */
function anotherWayToActivate(f: EffectFacts, source: EffectMatch, text: EffectCharacteristics): boolean {
  if (f.action !== 'activate' || source.facts.action !== 'activate' || f.effect.ownCalls.has('SetCode')) return false;
  return !CHOICE_BULLET.test(text.label + (isClassifiedEffect(text) ? text.text : ''));
}

const changesAtkDef = (f: EffectFacts): boolean => f.categories.some((c) => c === 'CATEGORY_ATKCHANGE' || c === 'CATEGORY_DEFCHANGE');

export const SAME_TEXT_DOUBT = 'another script effect is paired with the same text effect';

/**
 * "Activate 1 of the following effects", one choice changing ATK/DEF and another not (the reader's
 * assumption): where the script writes the choices as effects of their own, those with an ATK/DEF
 * category and those without, each runs its choice, whichever the script registers first. Their
 * pairing is then no doubt, and those without run the other choice.
 */
function splitChoices(matches: EffectMatch[]): void {
  const byText = new Map<EffectCharacteristics, EffectMatch[]>();
  for (const m of matches) if (m.text && isClassifiedEffect(m.text) && m.text.assumptions.includes(ATK_DEF_CHOICE_ONLY_ASSUMPTION)) byText.set(m.text, [...(byText.get(m.text) ?? []), m]);
  for (const group of byText.values()) {
    const plain = group.filter((m) => m.facts.categories.length > 0 && !changesAtkDef(m.facts));
    if (plain.length === 0 || !group.some((m) => changesAtkDef(m.facts))) continue;
    for (const m of group) {
      if (plain.includes(m)) m.otherChoice = true;
      const doubts = (m.doubt ?? '').split('; ').filter((d) => d !== '' && d !== SAME_TEXT_DOUBT);
      if (doubts.length === 0) {
        delete m.doubt;
        m.sure = true;
      } else m.doubt = doubts.join('; ');
    }
  }
}

/** Pairs the script's activated effects with the card's text effects. */
export function matchEffects(facts: EffectFacts[], textEffects: readonly EffectCharacteristics[], cardKind: CardKind, helperCount: number): CardMatch {
  const activatedText = textEffects.map((e, i) => ({ e, i })).filter(({ e }) => isActivatedText(e));
  const used = new Set<number>();
  const byEffect = new Map<EffectFacts['effect'], EffectMatch>();
  const matches: EffectMatch[] = [];
  let cursor = -1;
  for (const f of facts) {
    if (!ACTIVATED.has(f.action)) continue;
    const source = f.effect.clonedFrom ? byEffect.get(f.effect.clonedFrom) : undefined;
    // A clone with a condition of its own may be the next text effect of the same shape (two
    // "Once per turn, when ... (Quick Effect): negate" effects): paired as such when one is free.
    // A clone that only moves to another event its source's text names ("When A, or when B") is that text effect.
    const anotherAlternative = f.effect.ownCalls.has('SetCode') && source?.text !== undefined && eventFits(f, source.text);
    // "If this card is Special Summoned, or if another … is Special Summoned": the card's own trigger
    // cloned as a field trigger on the same event, with a condition for the other cards, is the same
    // text effect (the event "this card moved" fits many other texts too).
    const otherCardsHalf = source?.text?.eventSelfAlternative === true && source.facts.single && !f.single && f.code === source.facts.code;
    const ownCondition = !anotherAlternative && !otherCardsHalf && f.effect.ownCalls.has('SetCondition') && activatedText.some(({ e, i }) => !used.has(i) && fitsExactly(f, e, cardKind));
    if (
      source?.text &&
      source.textIndex !== undefined &&
      sameEffectAsSource(f, source, (anotherAlternative && alternativeEvents(source.text).length > 1) || anotherWayToActivate(f, source, source.text)) &&
      !ownCondition &&
      kindFits(f.action, source.text, cardKind)
    ) {
      const m: EffectMatch = { facts: f, textIndex: source.textIndex, text: source.text, sure: source.sure && eventFits(f, source.text) };
      if (!m.sure) m.doubt = source.doubt ?? "the clone's event does not fit the text";
      const alternative = fittingAlternative(f, source.text);
      if (alternative) m.alternative = alternative;
      matches.push(m);
      byEffect.set(f.effect, m);
      continue;
    }
    const ranked = rankCandidates(f, activatedText, used, cardKind, cursor);
    const pick = ranked[0];
    if (!pick) {
      const m: EffectMatch = { facts: f, sure: false, doubt: 'no effect of the card text fits it' };
      matches.push(m);
      byEffect.set(f.effect, m);
      continue;
    }
    // Out of the text's order is a doubt only when another text effect would fit as well.
    const rival = ranked.slice(1).some((r) => r.s.slice(0, ORDER_BLIND).every((v, k) => v === pick.s[k]));
    const doubts: string[] = [];
    if (f.action === 'unknown') doubts.push('built by a helper this reader does not open');
    if (kindFit(f.action, pick.e, cardKind) === 'loose')
      doubts.push(f.action === 'quick' ? 'the card text was read as a trigger, the script has a Quick Effect' : 'the card text was read as a Quick Effect, the script has a trigger');
    if (!eventFits(f, pick.e)) doubts.push('its event does not fit the text');
    if (zoneFits(f, pick.e) === false)
      doubts.push(isClassifiedEffect(pick.e) && pick.e.pendulumEffect ? 'a Pendulum Effect, but not registered in the Pendulum Zone' : 'registered in the Pendulum Zone, but not a Pendulum Effect');
    if (pick.i < cursor && rival) doubts.push("out of the text's order");
    // Which part of the text effect this second script effect runs is not read (one bullet of a choice,
    // say), unless the choice is between changing ATK/DEF and not, which its categories tell (splitChoices).
    if (used.has(pick.i)) doubts.push(SAME_TEXT_DOUBT);
    if (confidenceOf(pick.e) < 0.8) doubts.push(`the card text was read with confidence ${confidenceOf(pick.e)}`);
    used.add(pick.i);
    cursor = Math.max(cursor, pick.i);
    const m: EffectMatch = { facts: f, textIndex: pick.i, text: pick.e, sure: doubts.length === 0 };
    if (doubts.length > 0) m.doubt = doubts.join('; ');
    const alternative = fittingAlternative(f, pick.e);
    if (alternative) m.alternative = alternative;
    matches.push(m);
    byEffect.set(f.effect, m);
  }
  splitChoices(matches);
  // A trigger of the text the script runs through a Continuous effect on the same event (the
  // engine applies those without asking about the phase): paired with what is left, unsure.
  for (const f of facts) {
    if (f.action !== 'continuous' || f.code === undefined || !f.continuousEvent) continue;
    const code = f.code;
    const events = textEventsOfCode(code);
    const left = activatedText.filter(({ e, i }) => !used.has(i) && (e.effectKind === 'trigger' || e.effectKind === 'trigger-like') && events !== undefined && codeStandsForEvent(code, events, e));
    const pick = left[0];
    if (!pick) continue;
    used.add(pick.i);
    matches.push({ facts: f, textIndex: pick.i, text: pick.e, sure: false, doubt: 'the script runs it through a Continuous effect on the same event, which this check pairs by event only' });
  }
  // A one-shot card whose whole text is its own trigger in the GY has no activation a script must register.
  const unpaired = activatedText.filter(({ e, i }) => !used.has(i) && !(isClassifiedEffect(e) && e.wordings.includes(NOT_AN_ACTIVATION))).map(({ i }) => i);
  // Text effects left over that helpers may have built are expected; more than that means the
  // pairing cannot be trusted anywhere on the card.
  if (unpaired.length > helperCount) {
    for (const m of matches) {
      if (m.sure) {
        m.sure = false;
        m.doubt = `${unpaired.length} activated effect(s) of the card text have no effect in the script`;
      }
    }
  }
  return { matches, unpaired, helperCount };
}
