import { EVENTS } from '../events';
import type { EffectAction, EventSubject, TriggerEvent } from '../types';
import { CONDITION_NOISE, EVENT_WORDINGS, STATE_OR_WINDOW, THIS_CARD, type ConditionNoiseWording } from './wordings';

// The wording the classifier recognises. Conditions (before ":" in PSCT, before the first comma
// in older texts) give the event an effect waits for; resolutions (after ";" or ":") give what it
// does. Every pattern runs on lower-cased text whose quoted names are masked out. Patterns are
// module constants, never literals inside the functions: a regex literal is a new RegExp object
// each time it is evaluated.

export interface EventReading {
  event: TriggerEvent;
  subject: EventSubject;
  /** Where in the condition the event wording was found. */
  index: number;
  /** The id of the wording record that matched. */
  wording: string;
  assumption?: string;
  /** "If this card is X, or if another card is Y": the card itself is an alternative of its own. */
  selfAlternative?: boolean;
}

const FIXED_OTHERS = /^(?:you|your opponent|either player|a player|each player)\b/;
// "this Xyz Summoned card you control" and no more, from the clause's start: the card itself, named before a stray comma.
const STRAY_COMMA_SUBJECT = /^(?:[\s,]*(?:if|when|each time)\s+)?this (?:[\w-]+ ){0,3}(?:card|monster)(?: (?:you control|on the field|in your possession))?$/;

const THIS_CARD_ALL = new RegExp(THIS_CARD.source, 'g');
const COMMA_THEN_VERB = /^,\s*(?:is|are|was|were|would be)\b/;
const CLAUSE_OPENING = /^[\s,]*(?:if|when|each time)?\s*/;
const EXCEPT_THIS_CARD = /\bexcept this card\b/g;
const OTHER_CARD_FIRST = /^(?:a|an|1|another|any|each|all|the|that|your|monsters?|cards?)\b/;
const THE_CARD_ITSELF_FIRST = /^(?:the|that) (?:face-up |face-down )?(?:card|monster) itself\b/;
const OR_ANOTHER_CARD = /\b(?:or|and\/or|and)\b[^,]*\b(?:a|an|another|any|1|your|other|monsters?|cards?)\b/;

// Most words looked for before a pattern is run are not in the text, and each search of the text
// costs about as much as the next. The pairs of adjacent characters the text holds, kept as 256
// bits, answer most of them first: a word with a pair the text lacks is not in it, and only a word
// whose pairs are all there is searched for. PAIRS holds the pairs of the text textPairs took last.
const PAIRS = new Int32Array(8);
const pairHash = (a: number, b: number): number => (a * 31 + b) & 255;

function textPairs(text: string): void {
  PAIRS.fill(0);
  if (text.length === 0) return;
  let a = text.charCodeAt(0);
  for (let i = 1; i < text.length; i++) {
    const b = text.charCodeAt(i);
    const h = pairHash(a, b);
    PAIRS[h >>> 5] = (PAIRS[h >>> 5] as number) | (1 << (h & 31));
    a = b;
  }
}

/** A word looked for, and the hashes of its character pairs. */
interface Word {
  text: string;
  pairs: readonly number[];
}

function asWords(words: readonly string[]): Word[] {
  return words.map((text) => {
    const pairs = new Set<number>();
    for (let i = 1; i < text.length; i++) pairs.add(pairHash(text.charCodeAt(i - 1), text.charCodeAt(i)));
    return { text, pairs: [...pairs] };
  });
}

/** Whether `text`, the one textPairs took last, holds one of `words`. */
function holdsAnyWord(text: string, words: readonly Word[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Word;
    let pairsHeld = true;
    for (let j = 0; j < w.pairs.length; j++) {
      const h = w.pairs[j] as number;
      if (((PAIRS[h >>> 5] as number) & (1 << (h & 31))) === 0) {
        pairsHeld = false;
        break;
      }
    }
    if (pairsHeld && text.includes(w.text)) return true;
  }
  return false;
}

/** Whose event the wording before `index` names: the card itself, others, or either. */
function subjectBefore(cond: string, index: number): EventSubject {
  const before = cond.slice(0, index);
  const clauseStartBefore = (end: number): number =>
    Math.max(
      before.lastIndexOf(' if ', end),
      before.lastIndexOf(' when ', end),
      before.lastIndexOf(', ', end),
      before.lastIndexOf('each time ', end),
      before.startsWith('if ') || before.startsWith('when ') ? 0 : -1,
    );
  let clauseStart = clauseStartBefore(before.length);
  // "If this Xyz Summoned card you control, is destroyed ...": a comma between "this ... card" and its
  // verb parts no clause. Only a bare noun phrase of this card counts ("a card you control, other than
  // this card, is destroyed" names other cards).
  if (clauseStart > 0 && before.startsWith(', ', clauseStart) && COMMA_THEN_VERB.test(cond.slice(clauseStart))) {
    const previous = clauseStartBefore(clauseStart - 1);
    if (STRAY_COMMA_SUBJECT.test(before.slice(Math.max(0, previous), clauseStart))) clauseStart = previous;
  }
  const subject = before
    .slice(clauseStart < 0 ? 0 : clauseStart)
    .replace(CLAUSE_OPENING, '')
    .replace(EXCEPT_THIS_CARD, '');
  if (FIXED_OTHERS.test(subject)) return 'others';
  // "a monster this card points to", "1 monster equipped with this card": another card.
  if (OTHER_CARD_FIRST.test(subject) && !THE_CARD_ITSELF_FIRST.test(subject)) return 'others';
  const self = THIS_CARD.test(subject);
  if (!self) return 'others';
  const others = OR_ANOTHER_CARD.test(subject.replace(THIS_CARD_ALL, ''));
  return others ? 'self-or-others' : 'self';
}

/** The condition without the clauses that limit when but name no event. */
export function withoutNoise(cond: string): { cond: string; wordings: string[] } {
  const wordings: string[] = [];
  let out = cond;
  for (let i = 0; i < CONDITION_NOISE.length; i++) {
    const w = CONDITION_NOISE[i] as ConditionNoiseWording;
    if (!holdsAny(out, w.words)) continue;
    // replace() with a /g pattern starts from 0 and leaves lastIndex at 0: no state to reset.
    const removed = out.replace(w.re, '');
    if (removed !== out) {
      wordings.push(w.id);
      out = removed;
    }
  }
  return { cond: out.trim(), wordings };
}

// "no Spell or Trap Cards in your GY": a pair of card kinds, not two alternative events.
const KINDS_OR_KINDS = /\b(?:spells?|traps?|monsters?)(?: cards?)? (?:and\/)?or (?=(?:spells?|traps?|monsters?)\b)/g;

const COMMA_OR = /,\s*or\b/;
const OR = /\bor\b/;
const COMMA_OR_COMMA = /,\s*or,\s/;

/**
 * The event the condition names, or undefined when none is recognised. A condition naming
 * several ("When a monster would be Summoned, OR a Spell/Trap Card is activated") is read by the
 * one that can happen in the Damage Step, since either lets the card be activated.
 */
export function readEvent(cond: string): EventReading | undefined {
  const first = earliestWindow(cond, readOneEvent(cond, 0));
  // "If this card is Special Summoned, or at the start of the Damage Step if ...": a window of the
  // step offered as one alternative among others; the other, possible at more timings, is read.
  // Not an activation ("when your opponent activates a monster effect, or during damage
  // calculation, ..."): answering one in the step depends on what the effect does, so the named
  // window is the wider permission there (seed 000: an effect naming a timing unique to the
  // Damage Step can be activated at it).
  if (first && EVENTS[first.event].category === 'inherent' && first.wording.startsWith('event.window.') && COMMA_OR.test(cond.slice(0, first.index))) {
    const other = readOneEvent(cond.slice(0, first.index), 0);
    if (other && other.event !== 'card-or-effect-activated' && (EVENTS[other.event].category === 'self' || EVENTS[other.event].category === 'any-time')) {
      return {
        event: other.event,
        subject: other.subject,
        index: other.index,
        wording: other.wording,
        assumption: 'the condition names several events; read the one that can happen at more timings',
        ...(other.selfAlternative ? { selfAlternative: true } : {}),
      };
    }
  }
  // A phase names the window of the event after it ("During the End Phase, if ..."), unless the
  // condition offers it as a whole alternative ("If this card is Xyz Summoned, OR, during your Standby Phase").
  if (!first || EVENTS[first.event].category !== 'never' || !OR.test(cond.replace(KINDS_OR_KINDS, '')) || (first.wording.startsWith('event.phase.') && !COMMA_OR_COMMA.test(cond))) return first;
  for (let from = first.patternIndex + 1; from < EVENT_WORDINGS.length; from++) {
    const other = readOneEvent(cond, from);
    if (!other) break;
    if (EVENTS[other.event].category !== 'never') {
      return {
        event: other.event,
        subject: other.subject,
        index: other.index,
        wording: other.wording,
        assumption: 'the condition names several events; read the one that can happen in the Damage Step',
        ...(other.selfAlternative ? { selfAlternative: true } : {}),
      };
    }
    from = other.patternIndex;
  }
  return first;
}

/**
 * "Before damage calculation, if this card ... was face-up at the start of the Damage Step": the
 * window the condition opens with is its timing; a later one only describes the battle.
 */
function earliestWindow<T extends EventReading & { patternIndex: number }>(cond: string, first: T | undefined): T | undefined {
  if (!first || !first.wording.startsWith('event.window.')) return first;
  let best = first;
  for (let from = first.patternIndex + 1; ;) {
    const other = readOneEvent(cond, from) as T | undefined;
    if (!other) return best;
    if (other.wording.startsWith('event.window.') && other.index < best.index) best = other;
    from = other.patternIndex + 1;
  }
}

const OWN_MOVES: ReadonlySet<TriggerEvent> = new Set(['self-moved', 'self-flipped-face-up', 'self-position-changed']);
const OWN_ALTERNATIVE_AFTER = /,? or (?:if |when )?(this (?:face-up )?card (?:is|was)\b[^:]*)$/;

const DESTROYS = /\bdestroys?\b/;
const OR_ANOTHER_AFTER = /,? or (?:if |when )?(?:another|other|an?|any|1|your|their|a monster)\b[^:]*?\b(?:is|are|was|were)\b/;
const SPELL_OR_TRAP = /\b(?:spell|trap)s?\b/;
const MONSTERS = /\bmonsters?\b/;
const BY_AN_EFFECT_IN_CLAUSE = /^[^,:;]*\bby (?:a |an |your |your opponent's |the )?(?:card )?effects?\b/;
const EXCEPT_BY_BATTLE = /\bexcept by battle\b/;
const SUMMONED = /\bsummoned\b/;
const SUMMON_METHOD = /\b(?:special|fusion|synchro|xyz|link|ritual|pendulum|normal|tribute|flip)\b/;

/** An event wording as readOneEvent reads it: every record with the same keys (one shape to look into), its words with their character pairs (see holdsAnyWord). */
interface EventPattern {
  id: string;
  re: RegExp;
  words: readonly Word[];
  self: TriggerEvent;
  others: TriggerEvent;
  subject: EventSubject | undefined;
  assumption: string | undefined;
}
const EVENT_PATTERNS: readonly EventPattern[] = EVENT_WORDINGS.map((p) => ({
  id: p.id,
  re: p.re,
  words: asWords(p.words),
  self: p.self,
  others: p.others,
  subject: p.subject,
  assumption: p.assumption,
}));

function readOneEvent(cond: string, fromPattern: number): (EventReading & { patternIndex: number }) | undefined {
  // Every path below returns once a pattern matches: PAIRS is read only before the search for an own alternative fills it again.
  textPairs(cond);
  for (let i = fromPattern; i < EVENT_PATTERNS.length; i++) {
    const p = EVENT_PATTERNS[i] as EventPattern;
    if (!holdsAnyWord(cond, p.words)) continue;
    const m = p.re.exec(cond);
    if (!m) continue;
    let subject = p.subject ?? subjectBefore(cond, m.index);
    // "this card destroys a monster by battle" is about this card's own battle.
    if (p.self === 'destroyed-by-battle' && DESTROYS.test(m[0]) && THIS_CARD.test(cond.slice(0, m.index + 1))) subject = 'self';
    // "this card or another monster" is still about this card: it takes the card's own event.
    // "If this card is Special Summoned, or if another monster is ...": itself and/or others.
    let selfAlternative = false;
    if (subject === 'self' && OR_ANOTHER_AFTER.test(cond.slice(m.index + m[0].length))) {
      subject = 'self-or-others';
      selfAlternative = true;
    }
    // "If another monster is Special Summoned, or if this card is Special Summoned": the card's own
    // alternative named second, read by its own event.
    if (subject === 'others') {
      const own = OWN_ALTERNATIVE_AFTER.exec(cond.slice(m.index + m[0].length));
      const ownReading = own ? readOneEvent(own[1] ?? '', 0) : undefined;
      if (ownReading?.subject === 'self' && OWN_MOVES.has(ownReading.event)) return { ...ownReading, subject: 'self-or-others', selfAlternative: true, index: m.index };
    }
    let event = subject === 'others' ? p.others : p.self;
    // Spells and Traps are never destroyed by battle: "a Spell/Trap is destroyed" is any-time.
    if (event === 'monster-destroyed-any-method' && SPELL_OR_TRAP.test(cond.slice(0, m.index)) && !MONSTERS.test(cond.slice(0, m.index))) event = 'card-destroyed';
    // A flip "by a card effect", or of a card that is no monster (a Set Spell/Trap), is no part of the
    // battle: it can come at any time, as any other card's move.
    if (event === 'monster-flipped-face-up' && (BY_AN_EFFECT_IN_CLAUSE.test(cond.slice(m.index)) || !MONSTERS.test(cond.slice(0, m.index)))) event = 'self-flipped-face-up';
    // "destroyed, except by battle": only a card effect is left, which can destroy at any time.
    if (event === 'monster-destroyed-any-method' && EXCEPT_BY_BATTLE.test(cond.slice(m.index))) event = 'card-destroyed';
    const reading: EventReading & { patternIndex: number } = { event, subject, index: m.index, patternIndex: i, wording: p.id };
    if (selfAlternative) reading.selfAlternative = true;
    if (p.assumption) reading.assumption = p.assumption;
    if (SUMMONED.test(m[0]) && !SUMMON_METHOD.test(m[0]) && event !== 'monster-normal-or-flip-summoned' && event !== 'summon-about-to-happen') {
      reading.assumption = ANY_SUMMON_ASSUMPTION;
    }
    return reading;
  }
  return undefined;
}

/** Said when "Summoned" names no method: read as including Special Summons. */
export const ANY_SUMMON_ASSUMPTION = 'read "Summoned" (any method) as including Special Summons, which effects can cause during the Damage Step';

const CONDITION_OPENER = /^(?:if|when|while|during|once|twice|up to|at|before|after|each|except|other than|unless|this|you|your|there|it|its|\(quick)\b/;

const STATE_PARTS_SEPARATOR = /,\s*(?:and\s+)?|\s+and\s+(?=if|while|during)|\s*\(quick effect\)\s*/;
const EXCEPT_FIRST = /^(?:except|other than)\b/;
const IS_IN_A_PLACE = /^(?:if|while) .*(?:is|are) (?:in|on) (?:your|the|their) (?:gy|graveyard|hand|field|extra deck|deck|pendulum zone|monster zone|spell & trap zone)/;

/** True when every part of the condition reads as a state or window. */
export function isStateOrWindow(cond: string): boolean {
  return (
    cond
      .split(STATE_PARTS_SEPARATOR)
      .map((p) => p.trim())
      // "in your hand, field, or GY", "no monsters, or all monsters you control are ...", "control
      // X, a monster that mentions it, or ...": a part that does not open a condition of its own
      // continues the one before it.
      .reduce<string[]>((parts, p) => {
        const last = parts.length - 1;
        if (last >= 0 && p !== '' && !CONDITION_OPENER.test(p)) parts[last] = `${parts[last]}, ${p}`;
        else parts.push(p);
        return parts;
      }, [])
      // ", except Tokens" / ", other than X monsters" narrows the state before it; it is no state of its own.
      .filter((p) => p !== '' && !EXCEPT_FIRST.test(p))
      .every((p) => STATE_OR_WINDOW.test(p) || IS_IN_A_PLACE.test(p))
  );
}

// An effect used in the opponent's Main Phase ("during either player's Main Phase 1") can only be a Quick Effect.
const QUICK_WINDOW =
  /\(quick effect\)|during (?:either|each) player's (?:turn|damage step|battle phase|main phase,? or (?:the )?battle phase|main phase(?: [12]\b)?)|during your opponent's (?:turn|battle phase|main phase,? or (?:the )?battle phase|main phase(?: [12]\b)?)|during the (?:damage step|battle phase)|during (?:your|the) main phase,? or (?:your|the) opponent's battle phase|during the main phase,? or (?:the )?battle phase/;
export const isQuickWindow = (cond: string): boolean =>
  // Every window in QUICK_WINDOW is "(quick effect)" or opens with "during".
  (cond.includes('during') || cond.includes('(quick effect)')) && QUICK_WINDOW.test(cond);

// ---------------------------------------------------------------------------------------------
// Resolutions

export interface ActionReading {
  does: EffectAction[];
  assumptions: string[];
}

// Each action with words one of which every match of its pattern holds: a body with none of them is
// passed over without running the pattern (most bodies name two or three of the thirteen actions).
export const ACTIONS: ReadonlyArray<readonly [EffectAction, RegExp, readonly string[]]> = [
  [
    'negate-activation',
    /\bnegate (?:the |its |that |their |this )?(?:[\w-]+ (?:or|and) )?activations?\b|\bnegate (?:the |its |their )?activation\b|\bnegate that (?:card|effect)'s activation\b/,
    ['negate'],
  ],
  [
    'negate-effect',
    /\bnegate (?:the |its |their |those |that (?:card's |monster's |target's |opponent's )?|all |any |(?:your |any )opponent's )?(?:[\w-]+ )?effects?\b(?! of (?:the )?activation)|\beffects? (?:is|are) negated\b|\bnegate the effects\b|\bha(?:s|ve) (?:its|their) effects? negated\b/,
    ['negate'],
  ],
  [
    'battle-damage-change',
    /\b(?:takes?|inflicts?) no battle damage\b|\bbattle damage\b[^.;]{0,80}\b(?:is|are|becomes?) (?:halved|doubled|0)\b|\b(?:neither player|you|your opponent|they) takes? (?:any |no )?battle damage\b|\btakes? any battle damage (?:you|they|your opponent) would (?:have )?(?:take|taken)\b|\bmake (?:the |that |all )?battle damage\b[^.;]{0,40}\b0\b|\bbattle damage (?:you take|your opponent takes|is|becomes)\b[^.;]{0,30}\b(?:halved|doubled|0|instead)\b|\b(?:halve|double) (?:the |any |that |all )?battle damage\b|\bbattle damage [^.;]{0,40}\binstead\b|\binflicts? piercing\b|\bpiercing battle damage\b/,
    ['battle damage', 'piercing'],
  ],
  ['fusion-summon', /(?<!cannot |can't |not )\bfusion summon\b(?!ed)/, ['fusion summon']],
  // "you can Normal Summon 1 monster in addition to your Normal Summon/Set" grants a Summon for
  // the Main Phase; the effect itself performs none.
  [
    'normal-summon',
    /(?<!cannot |can't |not |nor |or )\b(?:normal summon|tribute summon|normal summon or set)\b(?!ed|\/set| this card without)(?![^.;]*\bin addition to your normal summon)|\bconduct 1 normal summon\b/,
    ['normal summon', 'tribute summon'],
  ],
  // "Each player Special Summons ...", "that player destroys that target": an action done by a
  // player the effect names, in the older third-person form.
  [
    'special-summon',
    /(?<!cannot |can't |not )\b(?:special summon|xyz summon|synchro summon|link summon|ritual summon|pendulum summon)\b(?!ed|s\b)|\b(?:each|that) player special summons\b/,
    ['summon'],
  ],
  ['destroy', /\bdestroy\b(?!ed)|\b(?:each|that) player destroys\b/, ['destroy']],
  [
    'banish',
    /\bbanish\b(?!ed)|\b(?:each|that) player banishes\b|\byour opponent banishes\b|\bremove (?:(?:it|them|that (?:card|monster|target)|those (?:cards|monsters)|[^.;]{0,40}?) )?from play\b/,
    ['banish', 'from play'],
  ],
  ['return-to-hand', /\breturns?\b[^.;]{0,100}\bto (?:the |its |their |your )?(?:owner's |owners' )?hands?\b/, ['return']],
  [
    'damage',
    /\binflict (?:\d+|damage|that much|damage equal)|\binflict [^.;]{0,30}\bdamage\b(?! calculation)|\binflicts equal (?:effect )?damage\b|\b(?:is|are) (?:also )?inflicted to (?:your|their) opponent\b|\b(?:decrease|reduce) (?:your|their) opponent's life points by\b/,
    ['inflict', 'life points'],
  ],
  ['gain-lp', /\bgains? (?:\d+ |that much |lp |life points |the same amount of |lp equal to )?(?:lp|life points)\b|\bincrease (?:your |their |its controller's )?life points\b/, ['gain', 'increase']],
  // "you cannot add cards from your Deck to your hand" forbids; it adds nothing.
  [
    'draw-or-search',
    /(?<!cannot |can't |not )\bdraws? (?:\d+|1|2|a|cards?|until|the same number|that many)\b|(?<!cannot |can't |not )\badd [^.;]{0,200}?\bto (?:your|the|their) hand\b|\badd, from [^.;]{0,40}\bto (?:your|their) hand\b/,
    ['draw', 'add'],
  ],
  [
    'change-battle-position',
    /\bchange [^.;]{0,80}\b(?:battle positions?|(?:attack|defense) position|face-down|face-up)\b|\b(?:is|are) changed to (?:face-down |face-up )?(?:attack|defense) position\b|\bflip (?:this card|it|that monster|them) (?:into|to) face-down\b|\bflip [^.;]{0,60}\bface-up\b|\b(?:is|are) turned face-(?:up|down)\b/,
    ['change', 'flip', 'turned face-'],
  ],
];

const OTHER_RECOGNISED =
  /\b(?:gains? (?:this|these|the following) effects?|return (?:this card|it) to the (?:extra deck|deck)|return [^.;]{0,40}? to the (?:top|bottom) of (?:the |your |their |its owner's |your opponent's )?deck|control of [^.;]{0,30} cannot (?:switch|change)|increase or decrease (?:its|this card's|their) level|(?:you |they |its controller )?loses? \d+ (?:lp|life points)|shuffle|set\b|place|attach|detach|excavate|look at|reveal|declare|send|(?:is|are) sent to (?:the|your|their|its owner's) (?:gy|graveyard)|take control|gain control of|cannot (?:be|attack|activate|declare|target|change|draw|add)|unaffected|can (?:make|attack)|attack (?:directly|twice|all)|increase (?:its|their|the|this card's) level|level is (?:increased|decreased|reduced)|takes? no damage|takes? (?:any |twice the )?(?:effect |battle )?damage [^.;]{0,60}\binstead|can only attack\b|select|(?:is|are) not destroyed|cannot select|returns? to (?:the|its owner's|your) (?:extra deck|deck)|reduce (?:its|their|the) level|level becomes|change (?:its|their) (?:attribute|type|name)|counters?|equip|tokens?|skip|end the battle phase|end the damage step|negate the attack|cannot be destroyed|is treated as|becomes? (?:an?|the)|gains? (?:the )?(?:effects?|attribute|type)|pay|tribute|discard|mill|toss|roll|its name becomes|move|swap|switch control|negate (?:that|the next|this|its) attack|must attack|give control|becomes? that (?:attribute|level|type|pendulum scale)|becomes? that type and attribute|treat (?:it|this card|them) as|now targets? the new target|(?:is|are) (?:destroyed|banished) instead|substitute this card|flip effects are not activated|can only activate|can only be placed on the field|(?:damage|battle damage) [^.;]{0,40}\bis halved|takes? (?:\d+ (?:points of )?damage|damage equal)|neither (?:monster |card )?can be destroyed|can activate [^.;]{0,60}\bfrom (?:your|the) hand|(?:increase|decrease|reduce)s? [^.;]{0,40}\b(?:level|rank|pendulum scale)\b|becomes? (?:level \d+|[^.;]{0,40}'s (?:current )?level)|gain \d+ levels?|pendulum scale becomes|names? becomes?|make the name|(?:this|the activated) effect becomes|this card's effect becomes|gains? that (?:monster|target|card)'s effects|replace this effect|neither player can (?:activate|target|special summon|return|conduct)|cannot (?:special |normal |xyz |tribute |fusion |synchro |link )?summon|cannot (?:conduct|check|use)|can(?:not)? be activated|(?:is|are) negated|return [^.;]{0,80}\bto (?:your|their|the) (?:gy|graveyard)|must control|hand (?:size limit|revealed)|battle phase twice|choose the attack targets?|for damage calculation|(?:halve|double) [^.;]{0,30}\bdamage|(?:is|are) destroyed\b|win the duel|lose half (?:your|their) (?:lp|life points)|return [^.;]{0,60}\bto the field|(?:will be|is) destroyed during|takes? no (?:further )?damage|(?:attribute|type) of this card is (?:also )?treated as|(?:is|are) not negated|can activate [^.;]{0,60}\bin your hand|make (?:that|the) (?:effect )?damage (?:to you )?0|activate 1 field spell|lp becomes?|add [^.;]{0,120}\bto (?:your |the )?extra deck face-up|atk (?:gained|increase)\b|(?:synchro|fusion|link|xyz) materials?|used as material|levels? (?:of|become)|(?:double|halve) their levels|(?:is|it is) level \d|becomes? (?:light|dark|earth|water|fire|wind|divine)\b|is also [a-z, ]+-attribute|make (?:your|their|your opponent's) (?:lp|life points)|halve (?:your|their|your opponent's) (?:lp|life points)|negate all|control only 1|switch the locations|choose the (?:target|following)|attacks? (?:your opponent's life points |their life points )?directly|attacks? it instead|additional attacks?|return [^.;]{0,80}\bto (?:the|your|their) (?:extra deck|deck)|return [^.;]{0,40}\bto either the top or the bottom of the deck|gives? (?:their|your) opponent control|end (?:this|the) main phase|can be treated as|apply (?:this|that|whichever)|activate [^.;]{0,60}\bdirectly from|shows? you|is returned to|make (?:it|that|them) [^.;]{0,60}(?:unable|attack)|take no (?:effect )?damage|never take damage|cannot flip summon|can only target|must first be|(?:effect )?damage (?:to you )?from (?:a )?card effects? becomes? 0|(?:become|becomes|are treated as|is treated as) (?:an? )?(?:[a-z]+-type|[a-z-]+ monsters?|insects?|plants?|zombies?|dragons?|warriors?|machines?|fiends?)|return control\b|control of [^.;]{0,40}\breturns? to|each player can only control|keep their hands? revealed|no limit to the number of cards|no monsters can be special summoned|effect continues until|must remain in this position|become direct attacks|instead of going to the (?:gy|graveyard)|(?:is|are) (?:removed from play|banished)(?: instead)?)(?:s|es)?\b/;

// ATK/DEF changes the Damage Step list calls direct: raise, lower, set, halve, double, swap.
// Each of these and ATK_INDIRECT matches "atk" or "def" as a word (plural at most).
const ATK_OR_DEF_WORD = /\b(?:atk|def)s?\b/;
const ATK_DEF: RegExp[] = [
  /\b(?:gains?|loses?|gain|lose)\s+(?!lp\b|life\b)(?:(?!\blp\b|\blife\b|\bdamage\b|\blevels?\b)[^\s.;]+\s+){0,6}?(?:original )?(?:atk|def)\b/g,
  /\b(?:atk|def)(?:\/(?:atk|def)| and (?:atk|def))? (?:becomes?|become|will be) (?:halved|doubled|\d+|0|equal|the|its|their|that|double|half)/g,
  /\b(?:atk|def)(?:\/(?:atk|def)| and (?:atk|def))? (?:is|are) (?:halved|doubled|equal to|double|half)\b/g,
  /(?<!combined |total )\b(?:atk|def)s? of [^.;]{0,90}? becomes? (?:0|\d+|equal|halved|doubled|double|half|twice|the|its|their|that)\b/g,
  /\b(?:halve|double)s? (?:its|the|their|that monster's|that target's|all|the current)?[^.;]{0,60}\b(?:atk|def)\b/g,
  /\b(?:switch|swap)(?:es)? the (?:original )?(?:atk|def)\b/g,
  /\b(?:atk|def)(?: and (?:atk|def))?(?: of [^.;]{0,40}?)? (?:(?:is|are) (?:each )?(?:equal to|the number)|each becomes? equal|equals)\b/g,
  /\b(?:atk|def)\b[^.;]{0,60}? (?:increases?|decreases?|(?:is|are) (?:increased|decreased)|continues to increase) by\b/g,
  /\b(?:switch|swap)(?:es)?\b[^.;]{0,40}\b(?:atk and def|def and atk|atk\/def)\b/g,
  // "with equal or lower ATK" compares; it changes nothing.
  /\b(?:increase|decrease|reduce|(?<!\bor |\bequal |\bis )lower|raise)s?\b[^.;]{0,40}\b(?:atk|def)\b/g,
  /\b(?:atk|def)(?:\/def)? (?:is|are) (?:increased|decreased|reduced|lowered|raised|halved|doubled)\b/g,
  /\bchange (?:its|the|their|that monster's)\b[^.;]{0,20}\b(?:atk|def)\b/g,
  /\b(?:atk|def) (?:of|to) (?:0|\d+)\b/g,
  // "if its ATK is higher than its original value, it becomes its original value"
  /\b(?:atk|def)\b[^.;]{0,60}?,\s*(?:it|they) (?:becomes?|become|returns? to) (?:its|their) original values?\b/g,
  /\bha(?:s|ve) (?:its|their) (?:original )?(?:atk|def)(?:\/(?:atk|def)| and (?:atk|def))? (?:halved|doubled)\b/g,
  // "... as an Equip Spell that gives it 500 ATK": read with EQUIP_BONUS below.
  /\bgives? (?:it|them|that monster) \d+ (?:atk|def)\b/g,
];
const ATK_INDIRECT =
  /\b(?:increases? and decreases?|increase or decrease)\b[^.;]{0,60}\b(?:atk|def)\b[^.;]{0,40}\breversed?\b|\breverse[^.;]{0,40}\b(?:atk|def)\b[^.;]{0,40}\b(?:changes?|increases?|decreases?)\b/;
const ATK_INDIRECT_ALL = new RegExp(ATK_INDIRECT.source, 'g');
const SUMMONED_BEFORE = /\bspecial summons?\b/;
const SUMMONS_THIS_CARD_BEFORE = /\bspecial summon this card\b/;
// "that target" is the Summoned monster only where the target is what is Summoned ("Special Summon it").
const TARGET_SUMMONED = /\bspecial summon (?:it|that target|those targets|the target(?:ed monster)?)\b/;
const SUMMONED_PRONOUN =
  /\b(?:it|its|that monster(?:'s)?|that target(?:'s)?|the summoned monster(?:'s)?|the monster summoned by this effect|they|their|them|those monsters(?:')?|that card(?:'s)?|(?:the|each|that) tokens?(?:'s|')?)\s*(?:[^\s.;]+\s+){0,3}$/;
// "..., then you can make this card gain ATK equal to ..." after a Summon, a negation or a removal, or
// "then you can destroy ..., and if you do, this card gains ...": whether ATK changes is a player's
// choice at resolution, the opponent's included (seed 000: Half or Nothing). Without
// that choice, "banish ..., and if you do, this card's ATK becomes ..." is an ATK change like any
// other: official rulings let Aegaion the Sea Castrum's such effect be activated until damage
// calculation (the banishment and the change happen at once).
const RIDER_AFTER_ACTION =
  /\b(?:destroy|special summon|banish|negate|take control)\b[^;]*?(?:, and if (?:you|it|they) do(?: that)?,|,? then(?:,)?)\s+(?:[^\s.;]+\s+){0,3}?(?:you|they|its controller|your opponent) (?:can|may)\b(?:(?!,\s*(?:also|and)\b)[^.;])*$|(?:,? then,?|, and|\balso,?) (?:you|they|your opponent) (?:can|may) (?:[^\s.;]+ ){0,2}(?:destroy|special summon|banish|negate|take control)\b[^;]*?(?:, and if (?:you|it|they) do(?: that)?,|,? then,?)\s+(?:[^\s.;]+\s+){0,8}$/;
// "When … is activated: …; negate that effect, and if you do, 1 Synchro Monster you control gains
// 2000 ATK": the change waits on the negation of an effect in the Chain, which the Damage Step does
// not allow on its own (issue 18's review of the 2020–2026 cards: a rider after a negation is not the
// effect's direct change). A negated activation is allowed on its own, and is left as it was; so is
// "negate its effects, and if you do, change its ATK to 0", a monster's effects and its ATK changed together.
const AFTER_EFFECT_NEGATION = /\bnegate (?:that effect|those effects)[^;]*?(?:, and if you do(?: that)?,|,? then,?)\s+(?:[^\s.;]+\s+){0,8}$/;
// "..., then, if the destroyed card was X, you can make 1 monster gain 1500 ATK": the change
// waits on a condition checked as the effect resolves (seed 000: Half or Nothing).
// "destroy it, and if it was a monster, you can have 1 monster gain ATK ...": the same, on what the
// action turned out to hit.
const RIDER_IF = /,\s*then,?\s*if\b[^;]*$|,\s*and if (?:it|that card|that target|the destroyed card|that monster|the banished card) (?:was|is)\b[^;]*$/;
// "..., also, unless you control 2 monsters of the same type, all monsters you control gain 500 ATK": the
// change waits on a state checked as the effect resolves (seed 000: Half or Nothing).
const RIDER_UNLESS = /\bunless\b[^.;]*$/;
// "…, then this card gains 300 ATK for each monster destroyed by this effect": a change counted by what
// the effect itself did, which may be nothing (the Konami database Q&A on Number 59: Crooked Cook,
// cid 12548: not activated in the Damage Step; seed 000's Half or Nothing).
const COUNTED_BY_ITS_OWN_RESULT =
  /^[^.;]*?\b(?:for each|equal to the number of|x the number of)\b[^.;]*?\b(?:destroyed|banished|sent|returned|shuffled|tributed|discarded|detached)\b[^.;]*?\bby this (?:card's )?effect\b/;
/** Said when an ATK/DEF change is read as left to a choice, or waiting on a condition, at resolution: seed 000's Half or Nothing, extended by the reader. */
export const RIDER_ASSUMPTION = 'read the ATK/DEF change as happening only under a later condition, not when the effect resolves';
/** Said when an equipped card's ATK/DEF bonus is read as the Equip Card's own, not the effect's change: no seed settles it. */
export const EQUIP_BONUS_ASSUMPTION = 'read the ATK/DEF bonus as that of the Equip Card the effect equips, not a change the effect makes';
// "equip it ... as an Equip Spell that gives it 500 ATK": the bonus is the Equip Card's, not a change the effect makes.
const EQUIP_BONUS = /\bas an? equip (?:spell|card)(?: card)?(?: with this effect:?)? that(?: (?:gives|makes)\b[^.;]*|\s*)$/;
const NEVER_LATER =
  /\b(?:during the (?:end|standby|draw|main) phase|during (?:your|the|each|your opponent's) (?:next )?(?:standby|end|draw|main) phase|at the (?:start|end) of (?:the|this|your|each|next) (?:turn|battle phase|main phase)|(?:declares? an attack|attack is declared)|(?:is|are) (?:normal|tribute|flip) summoned|next turn)\b/;
const MAYBE_LATER =
  /\b(?:each time|the next time|if it (?:attacks|battles)|when it (?:attacks|battles)|if (?:it|that monster) (?:destroys|is attacked)|when (?:it|that monster) (?:destroys|is attacked))\b/;
const MAYBE_AT_RESOLUTION =
  /\byour opponent (?:chooses|can choose|must choose|selects|decides)\b|\btoss a coin\b|\bcoin toss\b|\broll a (?:six-sided )?die\b(?=[^]*\bif (?:the (?:result|die|number)|you roll|it (?:is|lands)|a \d)\b)|\bcall (?:heads|tails|it|a)\b|\brandomly\b|\bexcavate\b|\breveal the top\b|\bguess\b|\bif (?:it is|it's|the revealed card is) (?:a|an) /;

/** Whether `body` holds one of `words` (a loop, not a closure per call: this runs for every pattern of every effect and condition). */
function holdsAny(body: string, words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (body.includes(words[i] as string)) return true;
  return false;
}

const NEGATE_EFFECTS = /\bnegate (?:the |its |their |those |that )?(?:[\w-]+ )?effects?\b(?! of)/;
const ACTIVATION_OF_EFFECTS = /activation of (?:a |an |the |that )?(?:card or )?effects?/g;

/**
 * What a resolution does. `hasSpecialSummon` lets the ATK/DEF change be read as a change of the
 * Summoned monster only; `continuous` reads a Continuous effect (no later condition applies).
 */
export function readActions(body: string, opts: { continuous: boolean; selfEquipIsOwnChange?: boolean } = { continuous: false }): ActionReading {
  const does = new Set<EffectAction>();
  const assumptions: string[] = [];
  // Indexed, not destructured: until the reader is optimized, each destructuring steps an iterator.
  for (let i = 0; i < ACTIONS.length; i++) {
    const entry = ACTIONS[i] as (typeof ACTIONS)[number];
    if (holdsAny(body, entry[2]) && entry[1].test(body)) does.add(entry[0]);
  }
  if (does.has('negate-activation') && !NEGATE_EFFECTS.test(body.replace(ACTIVATION_OF_EFFECTS, ''))) {
    // "negate the activation of a card or effect" names effects, but negates only activations.
    does.delete('negate-effect');
  }

  const atk = atkDefReading(body, does.has('special-summon'), opts.continuous, opts.selfEquipIsOwnChange ?? true);
  for (let i = 0; i < atk.does.length; i++) does.add(atk.does[i] as EffectAction);
  assumptions.push(...atk.assumptions);
  return { does: [...does], assumptions };
}

/**
 * Wording read without a Damage Step meaning (shuffle, Set, ...): recognised, but 'other'. A long
 * pattern, so a caller asks only when readActions recognised nothing and the answer matters.
 */
export function recognisesOther(body: string): boolean {
  return OTHER_RECOGNISED.test(body);
}

// What atkDefReading finds in most resolutions: nothing. Frozen and shared; its one caller only reads it.
const NO_ATK_DEF: { does: EffectAction[]; assumptions: string[] } = Object.freeze({ does: Object.freeze([]) as unknown as EffectAction[], assumptions: Object.freeze([]) as unknown as string[] });

const JOINS_PHRASES = /^(?:\/| and |)$/;
const EQUIP_THIS_CARD_TO = /\bequip this card to\b/;
const THAT_TARGET_BEFORE = /\bthat target(?:'s)?\s*(?:[^\s.;]+\s+){0,3}$/;
const PRONOUN = /\b(?:it|its|they|their|them|that monster(?:'s)?)\b/;
const THIS_CARD_AT_END = /\bthis card(?:'s)?\s*$/;
const AND_IF_YOU_DO_BEFORE = /\band if (?:you|it|they) do\b[^.;]*$/;

function atkDefReading(body: string, summons: boolean, continuous: boolean, selfEquipIsOwnChange: boolean): { does: EffectAction[]; assumptions: string[] } {
  // Every ATK/DEF wording names "atk" or "def" as a word ("atks of" too): most resolutions are passed
  // over without a scan per pattern, those that say only "defense" after one scan.
  if ((!body.includes('atk') && !body.includes('def')) || !ATK_OR_DEF_WORD.test(body)) return NO_ATK_DEF;
  const out = new Set<EffectAction>();
  const assumptions: string[] = [];
  if (ATK_INDIRECT.test(body)) {
    out.add('atk-def-indirect');
    // The reversal names ATK changes without making one.
    body = body.replace(ATK_INDIRECT_ALL, (m) => ' '.repeat(m.length));
  }
  const hits: Array<{ at: number; phrase: string }> = [];
  for (let i = 0; i < ATK_DEF.length; i++) {
    const re = ATK_DEF[i] as RegExp;
    re.lastIndex = 0;
    for (let m = re.exec(body); m; m = re.exec(body)) hits.push({ at: m.index, phrase: m[0] });
  }
  if (hits.length === 0) return { does: [...out], assumptions };
  const kinds = new Set<'direct' | 'summoned' | 'never' | 'maybe' | 'equip'>();
  // "change its ATK/DEF to 0" is one change that two wordings meet ("change its atk", "def to 0"):
  // the later, inside the earlier or joined to it by "/" or " and ", is weighed as the earlier is.
  hits.sort((a, b) => a.at - b.at);
  let phraseEnd = -1;
  for (const { at, phrase } of hits) {
    const samePhrase = phraseEnd >= 0 && (at < phraseEnd || JOINS_PHRASES.test(body.slice(phraseEnd, at)));
    phraseEnd = Math.max(phraseEnd, at + phrase.length);
    if (samePhrase) continue;
    const sentenceStart = Math.max(body.lastIndexOf('. ', at), body.lastIndexOf('; ', at), -1) + 1;
    const before = body.slice(sentenceStart, at);
    const clause = body.slice(Math.max(body.lastIndexOf(', ', at), body.lastIndexOf(' and ', at), sentenceStart - 1) + 1, at);
    // A Trap equipping itself gives the bonus as its own effect (seed 000: Horn of the Phantom Beast);
    // the seeds say so of Trap Cards only, so a monster equipping itself is read as any equip.
    if (EQUIP_BONUS.test(before) && !(selfEquipIsOwnChange && EQUIP_THIS_CARD_TO.test(before))) kinds.add('equip');
    else if (NEVER_LATER.test(before)) kinds.add('never');
    else if (!continuous && MAYBE_LATER.test(before)) kinds.add('maybe');
    // Only a Summon before the change can be what "it" names ("it gains 500 ATK, or ... Special Summon ... instead" is a target's).
    else if (
      summons &&
      SUMMONED_BEFORE.test(body.slice(0, at)) &&
      SUMMONED_PRONOUN.test(clause.trimStart() === '' ? before : clause) &&
      (!THAT_TARGET_BEFORE.test(clause.trimStart() === '' ? before : clause) || TARGET_SUMMONED.test(body.slice(0, at)))
    )
      kinds.add('summoned');
    else if (summons && SUMMONED_BEFORE.test(body.slice(0, at)) && PRONOUN.test(`${clause} ${phrase}`)) kinds.add('summoned');
    // "Special Summon this card, and if you do, this card gains 1000 ATK": the Summoned monster is this card (Reverse of Neos).
    else if (summons && SUMMONS_THIS_CARD_BEFORE.test(body.slice(0, at)) && THIS_CARD_AT_END.test(clause)) kinds.add('summoned');
    else if (!continuous && (RIDER_AFTER_ACTION.test(before) || RIDER_IF.test(before) || RIDER_UNLESS.test(before) || AFTER_EFFECT_NEGATION.test(before))) kinds.add('maybe');
    // "…, and if you do, … for each monster banished by this effect" counts what was surely done.
    else if (!continuous && COUNTED_BY_ITS_OWN_RESULT.test(body.slice(at)) && !AND_IF_YOU_DO_BEFORE.test(before)) kinds.add('maybe');
    else kinds.add('direct');
  }
  if (!continuous && MAYBE_AT_RESOLUTION.test(body) && !kinds.has('never')) {
    out.add('atk-def-maybe-not-at-resolution');
    assumptions.push('read the ATK/DEF change as depending on a choice or outcome at resolution');
    return { does: [...out], assumptions };
  }
  if (kinds.has('direct')) out.add('atk-def-direct');
  else if (kinds.has('summoned')) out.add('atk-def-only-summoned-monster');
  else if (kinds.has('maybe')) {
    out.add('atk-def-maybe-not-at-resolution');
    assumptions.push(RIDER_ASSUMPTION);
  } else if (kinds.has('never')) out.add('atk-def-never-in-damage-step');
  else if (kinds.has('equip')) {
    out.add('atk-def-indirect');
    assumptions.push(EQUIP_BONUS_ASSUMPTION);
  }
  return { does: [...out], assumptions };
}

/** "even during the Damage Step" (PSCT): the condition's event may be answered in the step. */
export const EVEN_DAMAGE_STEP = /,?\s*\(?\beven during the damage step\)?/;

/**
 * True when a PSCT condition names an event that effects cause ("if this card is banished"): a
 * turn or phase around it ("During your opponent's turn, if ...") then limits a Trigger effect;
 * it does not make a Quick Effect, which PSCT marks "(Quick Effect)".
 */
export function namesTriggerEvent(cond: string): boolean {
  const reading = readEvent(cond);
  // Older Quick Effects say "During either player's turn, when a monster would be Summoned ...":
  // only an event of the card itself makes the turn a limit rather than a window.
  if (!reading || reading.event === 'card-or-effect-activated' || reading.subject !== 'self') return false;
  const category = EVENTS[reading.event].category;
  return category === 'self' || category === 'any-time';
}

export const EXCEPT_DAMAGE_STEP = /\(except during the damage step\)|\bcannot be activated during the damage step\b|\bexcept during the damage step\b/;
// Older texts state what befalls a monster that battles this card as a plain sentence: "A monster that
// attacks this card returns to its owner's hand.", "A monster attacked by this card will be destroyed
// during the End Phase …", "… attacking "Electric Lizard" cannot attack on its following turn.", "If the
// ATK of a monster that attacks this monster is lower than …, destroy the attacking monster."
export const OLD_BATTLE_OPPONENT =
  /\bmonsters? (?:that|which) (?:attacks?|battles?(?: with)?|attacked) (?:this (?:card|monster)|it|the equipped monster|"_+")|\bmonsters? attacked by this card\b|\battacking "_+"|\bthe attacking monster\b/;
export const OLD_BATTLE_CONSEQUENCE =
  /\breturns? to (?:its|their) owner's hand\b|\b(?:is|are|will be) (?:destroyed|removed from play|banished)\b|\bcannot attack (?:on|during) (?:its|their) (?:following|next) turn\b|\bdestroy the attacking monster\b|^remove from play\b|^banish\b/;
// …but not a change of ATK/DEF, a negation, or what waits for the Battle Phase's end: those apply.
export const OLD_BATTLE_CONSEQUENCE_NOT =
  /\b(?:gains?|loses?|becomes?)\b[^.]*\b(?:atk|def)\b|\bnegated?\b|\bend of (?:the|that) battle phase\b|\bduring damage calculation\b|\bdestroyed by battle\b|\bthis card destroys\b/;
export const WITHOUT_DAMAGE_CALCULATION = /\bwithout (?:[^.,;]{0,40} or )?(?:applying |conducting |performing )?damage calculation\b|\bno damage calculation is (?:conducted|applied|performed)\b/;
