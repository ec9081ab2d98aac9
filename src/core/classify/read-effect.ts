import { EVENTS } from '../events';
import type { CardKind, ClassifiedCard, EffectAction, EventSubject, TextSpan, TriggerEvent } from '../types';
import {
  EVEN_DAMAGE_STEP,
  EXCEPT_DAMAGE_STEP,
  WITHOUT_DAMAGE_CALCULATION,
  OLD_BATTLE_CONSEQUENCE,
  OLD_BATTLE_CONSEQUENCE_NOT,
  OLD_BATTLE_OPPONENT,
  isQuickWindow,
  namesTriggerEvent,
  isStateOrWindow,
  readActions,
  readEvent,
  recognisesOther,
  withoutNoise,
} from './patterns';
import {
  ACTIVATE_ONLY,
  ACTIVATE_ONLY_PREFIX,
  findTopLevel,
  flattenWhitespace,
  isSpaceCode,
  MATERIAL_SENTENCE,
  positionLabelLength,
  topLevelColon,
  topLevelComma,
  topLevelSemicolon,
  trimPiece,
  type EffectSegment,
} from './segment';

const FULL_STOP = 0x2e;

// Reading one effect of a card, in stages: the header (its form, where the condition is, where
// the body starts), the meaning (the event the condition names, or the state it describes), and
// the resolution (what the effect does). Each decision names the wording record behind it.
// Patterns are module constants, never literals inside the stages: a regex literal is a new RegExp
// object each time it is evaluated, and the stages run on every effect of a pool.

type Unrecognised = ClassifiedCard['unrecognised'][number];

/** What one effect segment says, before it is fitted to its card's kind. */
export interface Reading {
  span: TextSpan;
  text: string;
  numbered: boolean;
  pendulum: boolean;
  /** PSCT activated effect (":"), older comma trigger, or neither. */
  form: 'colon' | 'comma' | 'cost-only' | 'plain';
  condition?: string | undefined;
  quick: boolean;
  flip: boolean;
  optional: boolean;
  event?: TriggerEvent | undefined;
  subject?: EventSubject | undefined;
  stateOnly: boolean;
  does: EffectAction[];
  exceptDuringDamageStep: boolean;
  evenDuringDamageStep: boolean;
  /** Rule records of official card rulings the wording is known to carry. */
  rulings: string[];
  selfAlternative: boolean;
  whenThisCardIsActivated: boolean;
  activateThisCard: boolean;
  confidence: number;
  assumptions: string[];
  unrecognised: Unrecognised[];
  /** Ids of the wording records that decided the reading. */
  wordings: string[];
  /** The activation condition matched no wording: the effect is left out of the verdict. */
  notRead: boolean;
  /** "If Summoned this way": the index of the reading whose resolution Summons this card. */
  summonedBy: number | undefined;
}

const lc = (s: string): string => s.toLowerCase();

// What lower-casing leaves of the only capitals whose lower case is longer ("İ" → "i̇") or depends on
// the letters around them (final "Σ"), and of surrogates: a segment without them lower-cases one
// code unit at a time, so each of its parts lower-cases to the same part of the lower-cased segment.
const CASE_CHANGES_LENGTH_OR_CONTEXT = /[\u0307\u03c2\u03c3\ud800-\udfff]/;

/** masked[from, to) of the draft's segment, lower-cased: a slice of `low`, where that is the same string, instead of another copy. */
function lowSlice(d: Draft, from: number, to: number): string {
  return d.lowSlices ? d.low.slice(from - d.seg.start, to - d.seg.start) : lc(d.masked.slice(from, to));
}

// "they can draw 1 more card": the player the condition names chooses, as "you can" would.
const OPTIONAL_START = /^[\s,]*(?:once per (?:turn|chain),?\s*)?(?:you (?:can|may)|your opponent can|(?:they|that player) (?:can|may))\b/;
// Older texts write the trigger as "When ... , <resolution>": the first comma closes it.
// "Each time ..., <resolution>" without a colon is not among them: it is a Continuous effect.
// "Once per turn", "Twice per turn", "Once per Duel": how often, which opens an older condition and never closes it.
const HOW_OFTEN = String.raw`(?:once|twice) per (?:turn|chain|duel)`;
const OLD_TRIGGER = new RegExp(String.raw`^(?:when|if|at the (?:start|end) of|during|after|before|${HOW_OFTEN},? (?:when|if|during))\b`);
const OLD_LEAD_THEN_TRIGGER = /^(?:while|once per (?:turn|chain)|once during each of your turns|during (?:either|each) player's turn)[^,.:]*,\s*(?=(?:when|if|each time)\b)/;
const DS_WINDOW_IN_BODY = /\b(?:at the start of the damage step|before damage calculation|after damage calculation|at the end of the damage step)\b(?! only)/;
// "1+", "LIGHT", "Warrior, Beast, or Pyro": a short list of words naming when a choice applies.
const CHOICE_LABEL =
  /^[\s●•]*(?:\d+\+?|(?!(?:if|when|once|during|while|you|each|at|before|after|this|your)\b)[a-z][a-z-]*(?: [a-z][a-z-]*)?(?:(?:,|,? or|,? and) [a-z][a-z-]*(?: [a-z][a-z-]*)?)+|\d+ or (?:more|fewer|less|lower|higher)|light|dark|earth|water|fire|wind|divine|fusion|synchro|xyz|link|ritual|pendulum|monster|spell|trap|(?:face-up |face-down )?(?:attack|defense) position)\s*$/;
// After a bullet, any short name is a choice's label: "● 2 to 4:", "● Leftmost:", "● Green Gadget:",
// "● Level 13 or higher:", '● "Card Name":', "● Your turn:", "● Spell/Trap:". A condition starts with
// one of the words left out.
const BULLET_LABEL =
  /^[\s●•]*(?:\d+ to \d+|(?:level|rank|link rating|link) \d+\+?(?: or (?:higher|lower|more|less))?|"_+"(?:(?:,|,? or|,? and) "_+")*|(?!(?:if|when|once|twice|during|while|you|each|at|before|after|this|any|all|the|neither|both|either|other|flip)\b)[a-z][a-z/'-]*(?: [a-z][a-z/'-]*){0,2})\s*$/;
/** True when the text before a colon names a choice ("● 1+", "● FIRE", "● Leftmost") rather than a condition. */
export function isChoiceLabel(lowBeforeColon: string, bulleted: boolean): boolean {
  return CHOICE_LABEL.test(lowBeforeColon) || (bulleted && BULLET_LABEL.test(lowBeforeColon));
}
const OLD_EACH_TIME_BATTLE = /^each time [^,]*\b(?:inflicts? battle damage|destroys? [^,]*\b(?:by|as a result of) battle|destroys? an opponent's monster)/;
// "Once per turn, you can ..." / "You can Tribute this card to ...": an activated effect without a condition.
// "You can Normal Summon … without Tributing" / "… in addition to your Normal Summon/Set" only lets a
// player Summon: a lasting effect, as the engine's summon-procedure effects are.
const EXTRA_NORMAL_SUMMON = String.raw`normal summon(?:\/set)? [^.;:]*\b(?:without tributing|in addition to your normal summon)`;
const OLD_IGNITION = new RegExp(String.raw`^(?:once per (?:turn|chain|duel),?\s*(?:during (?:your|either player's) (?:main phase|turn),?\s*)?)?(?:you can|you may)\b(?! only| ${EXTRA_NORMAL_SUMMON})`);
// The same permission after the phase it is for: "During your Main Phase, you can Normal Summon … in addition to your Normal Summon/Set."
const PHASE_THEN_EXTRA_NORMAL_SUMMON = new RegExp(String.raw`^\s*(?:you can|you may) ${EXTRA_NORMAL_SUMMON}`);
// "If this card would be destroyed, ... instead": a replacement effect, which is not activated.
const REPLACEMENT_CONDITION = /\bwould (?:be|leave|inflict|take|receive|destroy|send|return|banish|detach)\b/;
// "When this card leaves the field, destroy that monster": the card's own upkeep, not activated.
const MAINTENANCE_CONDITION =
  /^(?:when|if) (?:this card|this face-up card|that monster|the equipped monster|[^,]{0,60}) (?:leaves the field|is (?:destroyed|removed from (?:the|your side of the) field|sent to the (?:gy|graveyard)|no longer face-up|flipped face-down)|is not (?:face-up|on the field)|are no longer)$/;
// The upkeep names the one card it is tied to: "destroy that monster", not "destroy 1 card".
const MAINTENANCE_BODY =
  /^\s*(?:destroy|banish|send|remove|return)\b (?:this card|that monster|the equipped monster|that card|it|the monster|the selected monster|the targeted monster|that target|them|those monsters?(?:\(s\))?|all (?:monsters|cards) (?:special summoned|equipped)|_+)|^\s*(?:the equipped monster|that monster|it|this card) is (?:destroyed|banished)\b/;
// An older Spell or Trap's "When this card leaves the field / is removed from the field, …" is its upkeep
// whatever it does then (Konami's rulings on Pole Position: not activated, no Chain); a monster's may be a
// trigger, and "When this card is destroyed, …" is one (Smoke Grenade of the Thief).
const SPELL_TRAP_LEAVES = /^(?:when|if) (?:this (?:face-up )?card|"_+") (?:leaves the field|is removed from the field)$/;
const PAST_STATE = /^(?:if|while) [^,]*\b(?:was|were|has been|have been)\b(?! (?:destroyed|sent|banished|flipped|returned|removed) )/;
const OLD_LINGERING_BODY =
  /^\s*(?:this (?:1 |one )?card can (?:also )?be used\b|its level becomes\b|neither player can|your opponent cannot|the other player cannot|you cannot|it is treated as|it cannot|this card (?:cannot|is treated as|can attack|can make)|monsters? (?:you|your opponent) controls? cannot|all other [^,.;]{0,60}? must|that (?:ritual |synchro |xyz |fusion |link )?summoned monster cannot)\b/;
// A card that has left the field applies no Continuous effect from there: what its leaving starts is a trigger.
const SELF_LEFT_THE_FIELD = /^(?:if|when) this (?:face-up )?card (?:is (?:destroyed|sent to the (?:gy|graveyard)|banished|removed from (?:play|the field)|returned to the hand)|leaves the field)\b/;
const DELAYED_TO_PHASE =
  /\bduring the (?:end|standby) phase\b(?! of the damage)|\b(?:during|in) (?:the|your|your opponent's) next (?:turn's )?(?:standby|end) phase\b|\bduring the (?:standby|end) phase of (?:the|your|your opponent's) next turn\b/;
const WINDOW_THEN_YOU_CAN = /\b(?:at the (?:start|end) of the damage step|after damage calculation|before damage calculation|during (?:the )?damage calculation)(?=,?\s+you (?:can|may)\b)/;
// "..., during damage calculation, you can ...": the window opens the resolution; "during damage calculation only" is how long a change lasts.
const BODY_DS_WINDOW = /^\s*(at the (?:start|end) of the damage step|after damage calculation|before damage calculation|during (?:the )?damage calculation(?! only))\b/;
const PHASE_FIRST = /^(?:once per turn, )?(?:during (?:the|each|your|your opponent's|either player's|each player's) (?:end|standby) phase|at the (?:start|end) of the battle phase)\b/;
const PAST_THIS_TURN = /^during the turn\b|\b(?:was|were|took|has been|have been) [a-z]+\b[^:]*\b(?:this turn|during this turn)\b/;
// A resolution that tells the player to do something, not a description of what happens.
const IMPERATIVE_BODY =
  /^\s*(?:(?:at the (?:start|end) of the damage step|after damage calculation|before damage calculation),?\s*)?(?:destroy|banish|remove|return|send|inflict|select|draw|you can|take|gain|negate|change|(?:it|this card) is changed|toss a coin|roll a (?:six-sided )?die)\b/;
const FLIP_THEN_MOVED = /^\s*(?:when|if) this card is (?:destroyed(?: and sent to the (?:gy|graveyard))?|sent to the (?:gy|graveyard)|removed from the field|banished)\b[^,:]*(?:,|:)/;
// "Once per turn, when an activated card or effect resolves that targets ..., negate that effect":
// applied as the other effect resolves, with no Chain of its own.
const WHEN_RESOLVING =
  /^(?:when|while) (?:resolving|this (?:card|effect) (?:is )?resolves|this card's effect resolves)\b|^(?:once per turn,?\s*)?when an? (?:activated )?(?:card or effect|card|effect|spell|trap|spell\/trap card) resolves\b/;

// A list item is a name, not an order: "Special Summons" may be one, "Special Summon it" is not.
const ITEM = String.raw`(?!(?:Special Summon|Set|Destroy|Banish|Draw|Send|Return|Add|Inflict|Negate|Target|Change)\b(?!s))`;
// Card kinds are list items in lower case too ("a spell card, trap card, or monster effect").
const KIND_NOUN = String.raw`(?:an? )?(?:spell|trap|effect monster|monster|quick-play spell|continuous trap|counter trap)s?\b`;
const LIST_LAST_ITEM = new RegExp(String.raw`^\s*(?:or|and|and/or)\s+(?:${ITEM}[A-Z_"]|${KIND_NOUN}|(?:is|are|was|were|if|when|by)\b)`);
const LIST_ITEM = new RegExp(String.raw`^\s*(?:${ITEM}[A-Z_"]|${KIND_NOUN})[^,.;:]{0,40},\s*(?:or|and|and/or)\b`);

const HOW_OFTEN_ALONE = new RegExp(String.raw`^\s*${HOW_OFTEN}\s*$`, 'i');

const EXCEPT_NAME_ASIDE = /^\s*except (?:for )?"_*"\s*,/;
const CLAUSE_BEFORE_COMMA = /^\s*(?:during|if|when|while)\b[^,]*,/i;

/**
 * The comma that closes an older trigger's condition: not one inside a list ("a Spell Card, Trap
 * Card, or Effect Monster's effect") nor one around an aside (', except "X",').
 */
function closingComma(masked: string, start: number, end: number): number {
  let from = start;
  for (;;) {
    const c = topLevelComma(masked, from, end);
    if (c < 0) return -1;
    // Case matters: list items are names ("Trap Card", "Special Summons"); a resolution starts
    // lower-case ("select 1 card, and destroy it").
    const after = masked.slice(c + 1, end);
    const aside = EXCEPT_NAME_ASIDE.exec(after);
    if (aside) from = c + 1 + aside[0].length;
    // "Once per turn, during either player's turn, you can ...": how often opens the condition, it does not close it.
    else if (HOW_OFTEN_ALONE.test(masked.slice(start, c)) && CLAUSE_BEFORE_COMMA.test(after)) from = c + 1;
    else if (LIST_LAST_ITEM.test(after) || LIST_ITEM.test(after)) from = c + 1;
    else return c;
  }
}

/** An effect being read: what each stage found so far. */
interface Draft {
  text: string;
  masked: string;
  seg: EffectSegment;
  /** The segment, lower-cased and masked. */
  low: string;
  /** Every part of the segment lower-cases to the same part of `low` (see lowSlice). */
  lowSlices: boolean;
  form: Reading['form'];
  condStart: number;
  condEnd: number;
  bodyStart: number;
  condition?: string | undefined;
  /** Everything after the condition, lower-cased. */
  afterCondition: string;
  /** Top-level ";" after the condition: what comes before it is a cost or a target. */
  semi: number;
  quick: boolean;
  flip: boolean;
  optional: boolean;
  /** "you can" stood at the end of the condition, before the colon. */
  youCanBeforeColon?: boolean | undefined;
  event?: TriggerEvent | undefined;
  subject?: EventSubject | undefined;
  stateOnly: boolean;
  exceptDuringDamageStep: boolean;
  evenDuringDamageStep: boolean;
  /** Rule records of official card rulings the wording is known to carry. */
  rulings: string[];
  selfAlternative: boolean;
  whenThisCardIsActivated: boolean;
  activateThisCard: boolean;
  confidence: number;
  assumptions: string[];
  unrecognised: Unrecognised[];
  wordings: string[];
  notRead: boolean;
}

const COUNTER_ON_EVENT = /^place (?:\d+|an?|one) [^.;:]*\bcounters? on this card\b/;

function toContinuous(d: Draft, why: string): void {
  d.form = 'plain';
  d.assumptions.length = 0;
  d.wordings.push(why);
}

// "Each time a "F.A." Spell/Trap Card or effect is activated: You can …", the "F.A." monsters' Level-raising trigger.
// Straight or curly quotes: a text pasted from a word processor has the latter.
const FA_LEVEL_TRIGGER = /^each time an? ["\u201c]F\.A\.["\u201d] spell(?:\/| or )trap(?: card)? or effect is activated$/i;
const FA_LEVEL_TRIGGER_RULING = 'ruling.fa-level-raising-trigger-allowed';
/** Said when the reader reads the Damage Step permission that the card's OCG text prints and its English text leaves out. */
export const OCG_EVEN_DURING_DAMAGE_STEP =
  'read as Konami\'s OCG text prints this effect: "(this can be activated during the Damage Step)", which the English text leaves out (Konami\'s FAQ on F.A. Dark Dragster and F.A. Motorhome Transport)';

// "During the Battle Phase, if you take battle or effect damage:", "If … is Special Summoned … during your
// opponent's turn:": Problem-Solving Card Text labels a monster's Quick Effect "(Quick Effect)", so a
// window with an event after "if" only limits when a trigger may be activated (older Quick Effects
// wrote "During either player's turn, when …").
const WINDOWED_IF = /^during [^,:]*,\s*if\b|^if\b[^:]*\bduring (?:the|your|either|each|your opponent's)\b/;
const NOT_A_TRIGGERS_EVENT: ReadonlySet<TriggerEvent> = new Set<TriggerEvent>([
  'card-or-effect-activated',
  'summon-about-to-happen',
  'start-of-damage-step',
  'start-or-before-damage-calculation',
  'before-damage-calculation',
  'during-damage-calculation',
  'after-damage-calculation',
  'during-damage-step',
  'end-of-damage-step',
  'phase-start-or-end',
  'main-phase-only',
  'summoned-by-own-procedure',
  'material-or-tribute',
]);
/** Whether a colon condition that opens a Quick Effect's window names a trigger's event instead. */
function triggerInWindow(condition: string, kind: CardKind): boolean {
  return namesTriggerEvent(condition) || (kind === 'monster' && isWindowedTrigger(condition));
}
function isWindowedTrigger(condition: string): boolean {
  if (!WINDOWED_IF.test(condition)) return false;
  const event = readEvent(condition)?.event;
  return event !== undefined && !NOT_A_TRIGGERS_EVENT.has(event);
}

/** Said of "activate 1 of the following effects" where one choice changes ATK/DEF and another does not. */
export const ATK_DEF_CHOICE_ONLY_ASSUMPTION = 'in the Damage Step only the choice that changes ATK/DEF may be made';

/** Stage 1 — header: the effect's form, where its condition is, and where its body starts. */
const COIN_OR_DIE_LEAD = /^\s*(?:toss (?:a coin|\d+ coins)|roll (?:a|\d+) (?:six-sided )?dic?e)(?: twice| \d+ times)?\s*$/;

const CHOICE_OF_EFFECTS_HEAD = /^(?:[^;:]*?\b)?activate (?:1|one|either) of (?:these|the following) effects\b[^;:]*;[\s●•]*/;
const YOU_CAN_FIRST = /^\s*(?:once per turn,?\s*)?you (?:can|may)\b(?! only)/;
const ACTIVATE_ONLY_DURING = /^activate (?:this card )?only during\b/;
const CAPITAL_BATTLE_DAMAGE = /\bBattle Damage\b/;
const EACH_TIME_FIRST = /^each time\b/;
const YOU_CAN_OPENS = /^\s*you can\b/;
const FLIP_ALONE = /^flip$/;
const BRACKETS_AT_END = /\s*\(.*\)$/;
const QUICK_EFFECT_LABEL = /\(quick effect\)/;
const THIS_IS_A_QUICK_EFFECT_AT_END = /\(this is a quick effect\)\.?\s*$/;
const QUICK_EFFECT_BEFORE_SEMICOLON = /\(quick effect\)\s*;/;
const DURATION_AT_END = /,\s*until [^,]*$/;
const REMINDERS_FIRST = /^(?:\([^()]*\.\)\s*)+/;
const YOU_CAN_AT_END = /,?\s*\byou (?:can|may)$/;
const CHOICE_LABEL_FIRST = /^[\s●•]*[^:]{1,40}:\s*/;
const PLAYER_CAN = /\b(?:you|they|that player) (?:can|may)\b/;
const WHILE_THEN_YOU_CAN = /^\s*while [^,.;:]*,\s*you (?:can|may)\b/;
const ACTIVATE_THIS_CARD_FIRST = /^activate (?:this card\b|(?:this card )?by\b)/;
const ACTIVATE_THIS_CARD_OPENS = /^\s*activate this card\b/;
const WHEN_THIS_CARD_IS_ACTIVATED = /\bwhen (?:this card is|you) activated?\b|\bwhen (?:this card is activated|you activate this card)\b/;

function readHeader(d: Draft, oldStyle: boolean, kind: CardKind): void {
  const { masked, seg, low } = d;
  let colon = topLevelColon(masked, seg.start, seg.end);
  // Only the first sentence of an effect carries its activation condition. A full stop in brackets
  // ("(min. 2)", "(max. 1)") ends no sentence.
  let firstStop = findTopLevel(masked, seg.start, seg.end, FULL_STOP);
  while (firstStop >= 0 && firstStop + 1 < seg.end && !isSpaceCode(masked.charCodeAt(firstStop + 1))) firstStop = findTopLevel(masked, firstStop + 1, seg.end, FULL_STOP);
  const firstSentenceEnd = firstStop < 0 ? seg.end : firstStop;
  // "● 1+: When a monster ...: You can ..." — a choice's label before its own condition.
  let condFrom = seg.start;
  // Where a label without a condition of its own ends: an older condition may follow it ("● FIRE: If this card destroys ..., inflict ...").
  let labelEnd = seg.start;
  if (colon >= 0 && isChoiceLabel(low.slice(0, colon - seg.start), seg.bulleted === true)) {
    const next = topLevelColon(masked, colon + 1, firstSentenceEnd);
    if (next >= 0) {
      condFrom = colon + 1;
      colon = next;
    } else {
      // "● 1+: Its name becomes ...": the label heads a Continuous effect.
      labelEnd = colon + 1;
      colon = -1;
    }
    d.wordings.push('form.choice-label');
  }
  // "Activate 1 of these effects; ● <condition>: ..." — each choice carries its own condition.
  // The pattern tries every start before "activate": only a segment that says all its words is tried.
  const choice = low.includes('activate ') && (low.includes(' of these effects') || low.includes(' of the following effects')) ? CHOICE_OF_EFFECTS_HEAD.exec(low) : null;
  // "You can Tribute this card to Special Summon 2 monsters: 1 from your hand, ...": a condition
  // never starts with "You can", so that colon only introduces a list.
  if (colon >= 0 && YOU_CAN_FIRST.test(low.slice(condFrom - seg.start, colon - seg.start))) {
    colon = -1;
    d.wordings.push('form.you-can-colon-is-no-condition');
  }
  // "Toss a coin: ● Heads: ..." — the toss is the resolution's first step and its outcomes follow.
  if (colon >= 0 && COIN_OR_DIE_LEAD.test(low.slice(condFrom - seg.start, colon - seg.start))) {
    colon = -1;
    d.wordings.push('form.coin-toss-colon-is-no-condition');
  }
  let labelStart = labelEnd;
  while (labelStart < seg.end && isSpaceCode(low.charCodeAt(labelStart - seg.start))) labelStart++;
  const lowAfterLabel = low.slice(labelStart - seg.start);
  if (colon >= 0 && colon <= firstSentenceEnd) {
    d.form = 'colon';
    d.condStart = choice && seg.start + choice[0].length < colon ? seg.start + choice[0].length : condFrom;
    d.condEnd = colon;
    d.bodyStart = colon + 1;
    d.wordings.push('form.psct-colon');
  } else if ((oldStyle || (kind !== 'monster' && ACTIVATE_ONLY_DURING.test(low))) && ACTIVATE_ONLY.test(low)) {
    // "Activate only when X. <resolution>": the first sentence is the condition.
    d.form = 'comma';
    d.condStart = seg.start + (ACTIVATE_ONLY_PREFIX.exec(low)?.[0].length ?? 0);
    d.condEnd = firstSentenceEnd;
    d.bodyStart = Math.min(seg.end, firstSentenceEnd + 1);
    d.wordings.push('form.activate-only-when');
  } else if (oldStyle && (OLD_TRIGGER.test(lowAfterLabel) || OLD_LEAD_THEN_TRIGGER.test(lowAfterLabel)) && !WHEN_RESOLVING.test(lowAfterLabel)) {
    // "While you control this card, when X, Y": the lead is a state, the trigger follows it.
    const lead = OLD_LEAD_THEN_TRIGGER.exec(lowAfterLabel)?.[0].length ?? 0;
    const comma = closingComma(masked, labelStart + lead, firstSentenceEnd);
    if (comma >= 0) {
      d.form = 'comma';
      d.condStart = labelStart;
      d.condEnd = comma;
      d.bodyStart = comma + 1;
      d.wordings.push('form.old-comma-trigger');
      d.assumptions.push('read as older (non-PSCT) text: the clause up to the comma that closes it is the activation condition');
      d.confidence -= 0.1;
    }
  } else if (
    oldStyle &&
    // A Spell or Trap needs the older capitalised "Battle Damage" too: in Problem-Solving Card
    // Text, "Each time ..." without a colon is a Continuous effect.
    (kind === 'monster' || CAPITAL_BATTLE_DAMAGE.test(d.text.slice(seg.start, firstSentenceEnd))) &&
    EACH_TIME_FIRST.test(low) &&
    OLD_EACH_TIME_BATTLE.test(low.slice(0, firstSentenceEnd - seg.start)) &&
    topLevelComma(masked, seg.start, firstSentenceEnd) >= 0
  ) {
    // Older "Each time this card destroys a monster by battle, ...": a trigger of the battle, as
    // the rulebook's older texts wrote one; PSCT "Each time" effects are Continuous instead.
    const comma = topLevelComma(masked, seg.start, firstSentenceEnd);
    d.form = 'comma';
    d.condStart = seg.start;
    d.condEnd = comma;
    d.bodyStart = comma + 1;
    d.wordings.push('form.old-each-time-battle-trigger');
    d.assumptions.push('read as older (non-PSCT) text: "Each time" a battle event happens is a Trigger effect');
    d.confidence -= 0.1;
  } else if (EACH_TIME_FIRST.test(low)) {
    d.wordings.push('form.each-time-continuous');
  } else if (WHEN_RESOLVING.test(low)) {
    d.wordings.push('form.when-resolving');
  }
  if (MATERIAL_SENTENCE.test(low)) d.wordings.push('form.material-sentence');

  let condition = d.condStart >= 0 ? lowSlice(d, d.condStart, d.condEnd).trim() : undefined;
  // "If a Tuner is sent to your GY, even during the Damage Step: ..." is a trigger that grants
  // itself the Damage Step, not a window of it.
  if (condition !== undefined && condition.includes('even during the damage step') && EVEN_DAMAGE_STEP.test(condition)) {
    d.evenDuringDamageStep = true;
    condition = condition.replace(EVEN_DAMAGE_STEP, '').trim();
    d.wordings.push('form.even-during-the-damage-step');
  }
  // Konami's OCG texts of the "F.A." monsters print "(this can be activated during the Damage Step)"
  // after their Level-raising trigger; the English texts leave it out (Konami's FAQ, for F.A. Dark
  // Dragster and F.A. Motorhome Transport).
  if (
    condition !== undefined &&
    d.form === 'colon' &&
    condition.startsWith('each time') &&
    FA_LEVEL_TRIGGER.test(d.text.slice(d.condStart, d.condEnd).trim()) &&
    YOU_CAN_OPENS.test(lowSlice(d, d.condEnd + 1, seg.end))
  ) {
    d.rulings.push(FA_LEVEL_TRIGGER_RULING);
    d.wordings.push('form.ocg-text-even-during-the-damage-step');
    d.assumptions.push(OCG_EVEN_DURING_DAMAGE_STEP);
  }
  d.flip = condition !== undefined && condition.startsWith('flip') && FLIP_ALONE.test(condition.replace(BRACKETS_AT_END, ''));
  // "(except during the Damage Step)" names the Damage Step without opening a fast window.
  // Older texts said so at the end: "..., Synchro Summon using this card (this is a Quick Effect).";
  // an effect with no condition says it before its cost or target ends: "You can target 1 monster … (Quick Effect); …".
  // The patterns about a Quick Effect all say "quick effect": most effects are passed over after one look.
  const saysQuick = low.includes('quick effect');
  d.quick =
    (saysQuick && (QUICK_EFFECT_LABEL.test(low.slice(0, Math.max(0, d.condEnd - seg.start + 1))) || THIS_IS_A_QUICK_EFFECT_AT_END.test(low) || QUICK_EFFECT_BEFORE_SEMICOLON.test(low))) ||
    (condition !== undefined && isQuickWindow(withoutExceptDamageStep(condition)) && !(d.form === 'colon' && triggerInWindow(withoutNoise(condition).cond, kind)));
  // "This is a Quick Effect if you control ...": a Quick Effect only while a state holds.
  const conditionalQuick = saysQuick ? CONDITIONAL_QUICK.exec(low) : null;
  if (conditionalQuick && !d.quick) makeConditionalQuick(d, conditionalQuick[1] ?? '');
  d.exceptDuringDamageStep = low.includes('damage step') && EXCEPT_DAMAGE_STEP.test(low);
  if (condition !== undefined) {
    condition = withoutExceptDamageStep(condition);
    if (condition.includes('(quick effect)')) condition = condition.replace(QUICK_EFFECT_LABEL, '');
    condition = flattenWhitespace(condition);
    // "If this card destroys a monster by battle, until your next Standby Phase: ..." — how long
    // the effect lasts is no part of when it activates.
    if (d.form === 'colon' && condition.includes('until') && DURATION_AT_END.test(condition)) {
      condition = condition.replace(DURATION_AT_END, '');
      d.wordings.push('form.duration-before-colon');
    }
    // A reminder in parentheses before the condition ("(Transfer its materials to this card.) Once per turn") is no part of it.
    if (condition.startsWith('(')) condition = condition.replace(REMINDERS_FIRST, '');
    // "During your opponent's turn, you can (Quick Effect): ..." puts the "you can" before the colon.
    const youCan = condition.endsWith('you can') || condition.endsWith('you may') ? YOU_CAN_AT_END.exec(condition) : null;
    if (youCan && d.form === 'colon') {
      condition = condition.slice(0, youCan.index).trim();
      d.youCanBeforeColon = true;
      d.wordings.push('form.you-can-before-colon');
    }
    const cleaned = withoutNoise(condition);
    condition = cleaned.cond;
    d.wordings.push(...cleaned.wordings);
    d.condition = condition;
  }

  // Cost or target before ";" — never what the effect does.
  d.semi = topLevelSemicolon(masked, d.bodyStart, seg.end);
  d.afterCondition = lowSlice(d, d.bodyStart, seg.end);
  // "● 4+: You can detach ...": the choice's label is no part of what the effect says.
  const afterLabel = d.form !== 'colon' && d.wordings.includes('form.choice-label') ? d.afterCondition.replace(CHOICE_LABEL_FIRST, '') : d.afterCondition;
  d.optional =
    d.youCanBeforeColon ||
    OPTIONAL_START.test(afterLabel) ||
    gyRevival(d, kind) ||
    (d.form === 'comma' && (PLAYER_CAN.test(d.afterCondition.slice(0, 40)) || WHILE_THEN_YOU_CAN.test(d.afterCondition)));
  // A monster's "● 5 or more: You can send this card ...": the label's choice is an activated effect of its own.
  const lead = kind === 'monster' ? afterLabel.trimStart() : low;
  if (d.form === 'plain' && (d.semi >= 0 || (OLD_IGNITION.test(lead) && !EACH_TIME_FIRST.test(lead)))) {
    d.form = 'cost-only';
    if (d.semi < 0) d.wordings.push('form.old-ignition');
  }
  d.activateThisCard = ACTIVATE_THIS_CARD_FIRST.test(low) || ACTIVATE_ONLY.test(low) || (d.form === 'colon' && ACTIVATE_THIS_CARD_OPENS.test(d.afterCondition));
  d.whenThisCardIsActivated = low.includes('activate') && WHEN_THIS_CARD_IS_ACTIVATED.test(low);
}

/** The condition without "(except during the Damage Step)" and its like, which never open a window. */
function withoutExceptDamageStep(condition: string): string {
  return condition.includes('damage step') ? condition.replace(EXCEPT_DAMAGE_STEP, '') : condition;
}

const NOT_OPTIONAL = /\(this is not optional\)/;
const SPECIAL_SUMMON_THIS_CARD_OPENS = /^\s*special summon this card\b/;
const WHILE_IN_GY = /\bwhile this card is in (?:your|the) (?:gy|graveyard)\b/;

/**
 * Older Trap texts printed "..., while this card is in your GY: Special Summon this card as a Normal
 * Monster" without "You can" for effects that are a choice (later reprints add it): such a Trap
 * bringing itself back from the GY is read as optional, and the reading says so. A monster's "Special
 * Summon this card" without "You can" is mandatory, as its text says ("(this is not optional)").
 */
function gyRevival(d: Draft, kind: CardKind): boolean {
  if (kind === 'monster' || NOT_OPTIONAL.test(d.low)) return false;
  if (!SPECIAL_SUMMON_THIS_CARD_OPENS.test(d.afterCondition) || !WHILE_IN_GY.test(d.low)) return false;
  d.assumptions.push('read "Special Summon this card" from the GY as optional: older texts left out "You can" on such effects');
  d.wordings.push('form.old-gy-revival-optional');
  return true;
}

// Group 1: the card battles (fought); otherwise it attacks or is attacked (declared). Nothing after but the monster fought.
const THIS_CARD_BATTLES = /^(?:if|when) this card (?:(battles|battled)|attacks(?: or is attacked)?|is attacked)\b(?! directly)[^,]*$/;
const ONE_OF_THESE = /\b(?:activate|apply) (?:1|one) of (?:the following|these) effects\b/;

/** "This is a Quick Effect if <state>": the sentence, and the state it names. */
const CONDITIONAL_QUICK = /\bthis is a quick effect if ([^.]*)/;

/** A Quick Effect only while the state holds (said as an assumption), an Ignition effect otherwise. */
export function makeConditionalQuick(r: Pick<Reading, 'quick' | 'wordings' | 'assumptions'>, state: string): void {
  r.quick = true;
  r.wordings.push('form.conditional-quick-effect');
  r.assumptions.push(`a Quick Effect only if ${state}; otherwise an Ignition effect, never activated in the Damage Step`);
}

const AFTER_THIS_CARD_IS = /^after this card (?:is|was|has been)\b/;
const ONLY_AT_END = /\bonly$/;
const DURING_YOUR_MAIN_PHASE = /^during your main phase$/;
const REPLACED_OUTCOME = /\binstead\b|\b(?:it|this card|they) (?:is|are) not destroyed\b|\b(?:you |they )?takes? no (?:battle |effect )?damage\b/;
const INSTEAD_OF = /\binstead of (?:sending|being|destroying|it being)\b/;
const INSTEAD = /\binstead\b/;
const YOU_CAN_OR_ACTIVATE = /\b(?:you can|activate)\b/;
const IF_IT_IS_MAIN_PHASE = /^\s*if it is (?:the|your|your opponent's) main phase\b/;
const NEGATE_NORMAL_SUMMON = /^negate the (?:normal|flip|tribute) summon(?: or (?:normal|flip|tribute) summon)?\b/;
const AT_END_OF_DAMAGE_STEP = /\bat the end of (?:the )?damage step\b/;
const DESTROY_THE_ATTACKER = /\bdestroy the attacking monster\b(?!'s)/;
const NAMES_PHASE_OR_TURN = /\b(?:during|at the (?:start|end) of) (?:the |each |your |this |that )?(?:[a-z]+ )?(?:phase|turn)\b/;
const AT_START_OF_DAMAGE_STEP_OLD = /\bat the start of the damage step\b|\bface-(?:up|down)\b|\bnot flipped\b|\bwithout flipping\b/;

/** Stage 2 — meaning: the event the condition names (or the state it describes, or nothing read). */
function readMeaning(d: Draft, oldStyle: boolean, activation: boolean, kind: CardKind): void {
  const { condition, afterCondition, low } = d;
  const form = d.form;
  // Both wordings say "damage calculation"; looked at once, where twice was the same answer.
  const withoutDamageCalculation = low.includes('damage calculation') && WITHOUT_DAMAGE_CALCULATION.test(low);
  if (form === 'comma' && condition !== undefined && (AFTER_THIS_CARD_IS.test(condition) || ONLY_AT_END.test(condition))) {
    // "After this card is Special Summoned, ..." and "During damage calculation only, ..." apply for a while: Continuous.
    toContinuous(d, 'form.old-lingering-condition');
  } else if (form === 'comma' && condition !== undefined && DURING_YOUR_MAIN_PHASE.test(condition) && PHASE_THEN_EXTRA_NORMAL_SUMMON.test(afterCondition)) {
    toContinuous(d, 'form.extra-normal-summon');
  } else if (form === 'comma' && OLD_LINGERING_BODY.test(afterCondition) && !(condition !== undefined && SELF_LEFT_THE_FIELD.test(condition))) {
    // "If this card is flipped face-up, neither player can ...": a lasting restriction, not an activation.
    toContinuous(d, 'form.old-lingering-restriction');
  } else if (form === 'comma' && condition !== undefined && PAST_STATE.test(condition)) {
    // Older "If this card was Special Summoned by ..., <it gains ...>": a state, so Continuous.
    toContinuous(d, 'form.old-if-past-state');
  } else if (form === 'comma' && condition !== undefined && REPLACEMENT_CONDITION.test(condition) && REPLACED_OUTCOME.test(afterCondition)) {
    toContinuous(d, 'form.replacement');
  } else if (form === 'comma' && INSTEAD_OF.test(afterCondition)) {
    toContinuous(d, 'form.replacement');
  } else if (
    form === 'comma' &&
    condition !== undefined &&
    MAINTENANCE_CONDITION.test(condition) &&
    (MAINTENANCE_BODY.test(afterCondition) || (kind !== 'monster' && SPELL_TRAP_LEAVES.test(condition)))
  ) {
    toContinuous(d, 'form.maintenance');
  } else if (form === 'colon' && condition !== undefined && REPLACEMENT_CONDITION.test(condition) && INSTEAD.test(afterCondition) && !YOU_CAN_OR_ACTIVATE.test(afterCondition.slice(0, 30))) {
    toContinuous(d, 'form.replacement');
  } else if (d.flip) {
    d.subject = 'self';
    d.wordings.push('event.flip-header');
    // "FLIP: If it is the Main Phase: ..." does something only in a phase the step never is.
    if (IF_IT_IS_MAIN_PHASE.test(afterCondition)) {
      d.event = 'main-phase-only';
      d.wordings.push('event.flip-in-main-phase');
    } else if (FLIP_THEN_MOVED.test(afterCondition)) {
      // "FLIP: When this card is sent to the GY after being flipped, ...": the Flip sets up an
      // effect of the card leaving, activated when it moves.
      d.event = 'self-moved';
      d.wordings.push('event.flip-then-moved');
    } else d.event = 'self-flipped-face-up';
  } else if (withoutDamageCalculation) {
    // Read below: the wording names the battle's window whatever the condition says.
  } else if (condition !== undefined && condition !== '') {
    readConditionEvent(d, condition, oldStyle);
  }
  // "Once per turn, when another monster's effect is activated, place 1 Spellstone Counter on this card":
  // counters an event puts on the card are placed without a Chain (Spell Counters, Kickfire).
  if (d.form === 'comma' && d.event !== undefined && COUNTER_ON_EVENT.test(d.afterCondition.trim())) toContinuous(d, 'form.counter-on-event-continuous');
  // Older Counter Traps name their event only in what they negate: "Negate the Normal Summon ...".
  if (activation && d.event === undefined && condition === undefined && NEGATE_NORMAL_SUMMON.test(low)) {
    d.event = 'monster-normal-or-flip-summoned';
    d.subject = 'others';
    d.wordings.push('event.negated-normal-summon');
  }
  // "If this card battles an opponent's monster: That monster cannot attack …" names the battle, not a
  // state: a Trigger effect after damage calculation, where the battle has been fought (seed 000, After
  // damage calculation); "When this card attacks …:" answers the attack's declaration, before the step.
  const battleCondition = d.form === 'colon' && d.event === undefined && !d.quick && d.stateOnly ? THIS_CARD_BATTLES.exec(condition ?? '') : null;
  if (battleCondition) {
    d.event = battleCondition[1] !== undefined ? 'after-damage-calculation' : 'attack-declared';
    d.subject = 'self';
    d.stateOnly = false;
    d.wordings.push('event.this-card-battles');
  }
  // Older texts: what befalls a monster that battles this card, said as a plain sentence, is a Trigger
  // effect of the battle's result, activated after damage calculation as Wall of Illusion's return to
  // the hand is (seed 000, After damage calculation), or at the end of the Damage Step where it says so.
  if (
    oldStyle &&
    d.event === undefined &&
    (d.form === 'plain' || d.stateOnly) &&
    !d.flip &&
    OLD_BATTLE_OPPONENT.test(low) &&
    OLD_BATTLE_CONSEQUENCE.test(low) &&
    !OLD_BATTLE_CONSEQUENCE_NOT.test(low)
  ) {
    // Destroying the attacking monster waits for the end of the Damage Step, where Destruction Punch's
    // text puts the same effect (and the OCG ruling on Des Kangaroo, whose text names no timing).
    const atEnd = AT_END_OF_DAMAGE_STEP.test(low) || (DESTROY_THE_ATTACKER.test(low) && !NAMES_PHASE_OR_TURN.test(low));
    d.stateOnly = false;
    readAsBattleWindow(
      d,
      atEnd ? 'end-of-damage-step' : 'after-damage-calculation',
      'form.old-battle-consequence',
      atEnd
        ? 'older text: what befalls a monster that battles this card is a Trigger effect at the end of the Damage Step, where the text (or, for destroying the attacking monster, the same effect in Destruction Punch) puts it'
        : "older text: what befalls a monster that battles this card is a Trigger effect after damage calculation (as Wall of Illusion's)",
    );
  }
  // Older texts: "destroy it without applying damage calculation" names the battle's window.
  if (withoutDamageCalculation) {
    const atStart = AT_START_OF_DAMAGE_STEP_OLD.test(low);
    readAsBattleWindow(
      d,
      atStart ? 'start-of-damage-step' : 'start-or-before-damage-calculation',
      'event.without-damage-calculation',
      atStart
        ? 'older text: "without applying damage calculation" with a face-up/face-down battling monster means the start of the Damage Step'
        : 'older text: "without applying damage calculation" means the start of the Damage Step or before damage calculation',
    );
  }
}

/** An older text read as this card's trigger in one of the battle's windows, with the wording and assumption that say so. */
function readAsBattleWindow(d: Draft, event: TriggerEvent, wording: string, assumption: string): void {
  d.event = event;
  d.subject = 'self';
  if (d.form === 'plain') d.form = 'comma';
  d.wordings.push(wording);
  d.assumptions.push(assumption);
}

const WHILE_FIRST = /^while\b/;
const THEN_WHEN_OR_IF = /,\s*(?:when|if|each time)\b/;
const WHEN_THIS_CARD_IS_ACTIVATED_CLAUSE = /\bwhen this card is activated\b/;
const YOU_CAN = /\byou (?:can|may)\b/;

/** The event named by a condition the header found, or the state it describes, or "not read". */
function readConditionEvent(d: Draft, condition: string, oldStyle: boolean): void {
  const { afterCondition, form } = d;
  // "During the End Phase, if this card was sent to the GY this turn": the phase is its event, the past its state.
  const stateFirst = (WHILE_FIRST.test(condition) && !THEN_WHEN_OR_IF.test(condition)) || (PAST_THIS_TURN.test(condition) && !PHASE_FIRST.test(condition));
  const reading = stateFirst ? undefined : readEvent(condition.replace(WHEN_THIS_CARD_IS_ACTIVATED_CLAUSE, ''));
  const delayed = form === 'comma' && DELAYED_TO_PHASE.test(afterCondition);
  const bodyWindow = form === 'comma' ? BODY_DS_WINDOW.exec(afterCondition) : null;
  if (reading && delayed) {
    // Older "If ..., <do X> during the next Standby Phase": what is activated waits for that phase.
    d.event = 'phase-start-or-end';
    d.subject = 'self';
    d.wordings.push(reading.wording, 'form.old-delayed-to-phase');
  } else if (reading && bodyWindow && EVENTS[reading.event].category !== 'never') {
    // Older "If ..., at the end of the Damage Step <do X>": the resolution names its window.
    const window = readEvent(bodyWindow[1] ?? '');
    d.event = window?.event ?? reading.event;
    d.subject = 'self';
    d.wordings.push(reading.wording, 'form.old-body-names-window');
  } else if (reading) {
    d.event = reading.event;
    d.subject = reading.subject;
    d.selfAlternative = reading.selfAlternative === true;
    d.wordings.push(reading.wording);
    if (reading.assumption) d.assumptions.push(reading.assumption);
    // Seed 000 gives "destroyed" without a method a Damage Step timing (its end: Chthonian Blast) only
    // in Problem-Solving Card Text; an older text's "If a ... is destroyed, you can" is its example of
    // a trigger about other cards refused there (Trigger effects: Revival Rose, Starstrike Blast rulings).
    if (oldStyle && d.event === 'monster-destroyed-any-method' && reading.wording !== 'event.destroyed-by-battle-or-effect') {
      d.event = 'card-destroyed';
      d.assumptions.push('older text: "destroyed" without a method read as destruction by a card effect, not as a Damage Step timing (seed 000: Revival Rose)');
    }
  } else if (isStateOrWindow(condition) || stateFirst) {
    readStateCondition(d);
  } else if (form === 'comma' && DS_WINDOW_IN_BODY.test(afterCondition)) {
    // "If this card attacks ..., destroy that monster ... before damage calculation": the
    // resolution names the window the effect activates in.
    const window = readEvent(DS_WINDOW_IN_BODY.exec(afterCondition)?.[0] ?? '');
    if (window) {
      d.event = window.event;
      d.subject = 'self';
      d.assumptions.length = 0;
      d.wordings.push(window.wording);
      d.assumptions.push(`older text: the resolution names its timing ("${window.event}")`);
    }
  } else if (form === 'comma' && !YOU_CAN.test(afterCondition.slice(0, 40))) {
    toContinuous(d, 'form.old-if-continuous');
    d.assumptions.push(`no event recognised in "${d.text.slice(d.condStart, d.condEnd).trim()}"; read the sentence as a Continuous effect`);
    d.confidence = Math.min(d.confidence, 0.8);
  } else if (!d.whenThisCardIsActivated) {
    // Never a silent guess: the effect is shown as not read and the verdict leaves it out.
    d.notRead = true;
    d.confidence = 0.3;
    d.wordings.push('fallback.condition-not-read');
    const notReadText = d.text.slice(d.condStart, d.condEnd).trim();
    d.unrecognised.push({ text: notReadText, span: trimPiece(d.text, d.condStart, d.condEnd) ?? { start: d.condStart, end: d.condEnd } });
    d.assumptions.push(`could not read the activation condition "${notReadText}"; the answer does not count this effect`);
  }
}

const DAMAGE_STEP_THEN_YOU_CAN = /^\s*during (?:the|either player's) damage step,? you (?:can|may)\b/;
const YOU_CAN_OR_MAY_OPENS = /^\s*you (?:can|may)\b/;

/** A condition that is a state or a window: what the older comma form then makes of the effect. */
function readStateCondition(d: Draft): void {
  const { afterCondition, form } = d;
  d.stateOnly = true;
  d.wordings.push('condition.state-or-window');
  if (form !== 'comma') return;
  // "If ... attacks, and ..., at the end of the Damage Step you can ...": the window the player may act in.
  const bodyWindow = IMPERATIVE_BODY.test(afterCondition) ? DS_WINDOW_IN_BODY.exec(afterCondition) : WINDOW_THEN_YOU_CAN.exec(afterCondition);
  const window = bodyWindow ? readEvent(bodyWindow[0]) : undefined;
  if (bodyWindow) {
    // "If this card battles ..., destroy that monster at the end of the Damage Step": the
    // resolution names the window the effect activates in.
    if (window) {
      d.event = window.event;
      d.subject = 'self';
      d.wordings.push(window.wording, 'form.old-state-then-window');
    }
  } else if (DAMAGE_STEP_THEN_YOU_CAN.test(afterCondition)) {
    d.event = 'during-damage-step';
    d.subject = 'self';
    d.quick = true;
    d.wordings.push('form.old-state-then-damage-step-window');
  } else if (YOU_CAN_OR_MAY_OPENS.test(afterCondition)) {
    // Older "If <state>, you can <act>": an effect activated while the state holds (Ignition-like).
    d.form = 'cost-only';
    d.assumptions.length = 0;
    d.wordings.push('form.old-if-state-you-can');
  } else {
    // Older "If <state>, <resolution>" applies while the state holds: a Continuous effect.
    toContinuous(d, 'form.old-if-state');
  }
}

const ACTIVATE_ONE_OF_THESE = /\bactivate (?:1|one|either) of (?:these|the following) effects\b/;
const EQUIPS_ITSELF = /\bequip (?:this card|it with this card|that monster with this card)\b|\bthis card (?:is|becomes) an equip (?:spell|card)\b|\bequip this card to\b/;

/** Stage 3 — resolution: what the effect does (after ";" or ":"; the whole text for a Continuous effect). */
function readResolution(d: Draft, kind: CardKind, activation: boolean): EffectAction[] {
  const { seg, low, text } = d;
  const continuous = d.form === 'plain' && !activation;
  const body = continuous ? low : lowSlice(d, d.semi >= 0 ? d.semi + 1 : d.bodyStart, seg.end);
  const actions = readActions(body, { continuous, selfEquipIsOwnChange: kind !== 'monster' });
  let does = actions.does;
  d.assumptions.push(...actions.assumptions);
  if (does.length === 0) {
    does = ['other'];
    // "(You can) activate 1 of these effects;" heads a choice whose bullets say what it does.
    const choiceHeader = ACTIVATE_ONE_OF_THESE.test(low);
    if (!d.activateThisCard && !d.notRead && !choiceHeader && !recognisesOther(body)) {
      d.confidence -= 0.15;
      const p = trimPiece(text, d.semi >= 0 ? d.semi + 1 : d.bodyStart, seg.end);
      if (p) d.unrecognised.push({ text: text.slice(p.start, p.end), span: p });
    }
  }
  if (kind !== 'monster' && EQUIPS_ITSELF.test(low)) {
    does = [...new Set<EffectAction>([...does.filter((a) => a !== 'other'), 'equips-itself'])];
  }
  return does;
}

const BULLETS = /[●•]/;
const ATK_OR_DEF = /\b(?:atk|def)\b/;

/**
 * Reads one effect segment through the stages: header, meaning, resolution. `activation`: the
 * segment is a Normal/Quick-Play/Counter Spell or Trap's own resolution.
 */
export function readSegment(text: string, masked: string, whole: EffectSegment, oldStyle: boolean, kind: CardKind, activation: boolean): Reading {
  const label = positionLabelLength(masked, whole.start, whole.end);
  const seg = label > 0 && whole.start + label < whole.end ? { ...whole, start: whole.start + label } : whole;
  const low = lc(masked.slice(seg.start, seg.end));
  // Every key from the start, unset ones included: all drafts then share one shape.
  const d: Draft = {
    text,
    masked,
    seg,
    low,
    lowSlices: !CASE_CHANGES_LENGTH_OR_CONTEXT.test(low),
    form: 'plain',
    condStart: -1,
    condEnd: -1,
    bodyStart: seg.start,
    condition: undefined,
    afterCondition: '',
    semi: -1,
    quick: false,
    flip: false,
    optional: false,
    youCanBeforeColon: undefined,
    event: undefined,
    subject: undefined,
    stateOnly: false,
    exceptDuringDamageStep: false,
    evenDuringDamageStep: false,
    rulings: [],
    selfAlternative: false,
    whenThisCardIsActivated: false,
    activateThisCard: false,
    confidence: 1,
    assumptions: [],
    unrecognised: [],
    wordings: [],
    notRead: false,
  };
  if (seg !== whole) d.wordings.push('form.position-label');
  readHeader(d, oldStyle, kind);
  readMeaning(d, oldStyle, activation, kind);
  const does = readResolution(d, kind, activation);
  // "…, then activate 1 of the following effects. ● … gains ATK … ● … negate that effect": in the
  // Damage Step only the choice that changes ATK/DEF may be made (official ruling on Evil★Twin GG EZ),
  // where the change is what lets it in; a trigger's own event lets any choice in.
  if (d.event === undefined && does.includes('atk-def-direct') && ONE_OF_THESE.test(d.low)) {
    const choices = d.low.split(BULLETS).slice(1);
    if (choices.some((c) => !ATK_OR_DEF.test(c))) d.assumptions.push(ATK_DEF_CHOICE_ONLY_ASSUMPTION);
  }
  return {
    span: { start: seg.start, end: seg.end },
    text: text.slice(seg.start, seg.end),
    numbered: seg.numbered,
    pendulum: seg.pendulum,
    form: d.form,
    // Always the same keys, present or not: readings of every shape pass through the same code, which stays fast only on one shape.
    condition: d.condition,
    quick: d.quick,
    flip: d.flip,
    optional: d.optional,
    event: d.event,
    subject: d.subject,
    stateOnly: d.stateOnly,
    does,
    exceptDuringDamageStep: d.exceptDuringDamageStep,
    evenDuringDamageStep: d.evenDuringDamageStep,
    rulings: d.rulings,
    selfAlternative: d.selfAlternative,
    whenThisCardIsActivated: d.whenThisCardIsActivated,
    activateThisCard: d.activateThisCard,
    confidence: Math.max(0.1, d.confidence),
    assumptions: d.assumptions,
    unrecognised: d.unrecognised,
    wordings: d.wordings,
    notRead: d.notRead,
    summonedBy: undefined,
  };
}
