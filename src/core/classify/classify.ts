import { EVENTS } from '../events';
import type {
  CardKind, CardRecord, CardSubtype, CardTextInput, ClassifiedCard, ClassifiedEffect, EffectAction, EffectCharacteristics,
  EffectKind, EventSubject, TextSpan, TriggerEvent,
} from '../types';
import {
  EXCEPT_DAMAGE_STEP, WITHOUT_DAMAGE_CALCULATION, isQuickWindow, isStateOrWindow, readActions, readEvent, withoutNoise,
} from './patterns';
import { segment, topLevelColon, topLevelComma, topLevelSemicolon, trimPiece, type EffectSegment } from './segment';

// Reads card text into the effect characteristics the eligibility engine takes. Pure: no I/O,
// no card names looked up anywhere. Whatever it cannot read is listed in `unrecognised`, lowers
// `confidence`, and the effect says in `assumptions` what was assumed instead.

type Unrecognised = ClassifiedCard['unrecognised'][number];

/** What one effect segment says, before it is fitted to its card's kind. */
interface Reading {
  span: TextSpan;
  text: string;
  numbered: boolean;
  pendulum: boolean;
  /** PSCT activated effect (":"), older comma trigger, or neither. */
  form: 'colon' | 'comma' | 'cost-only' | 'plain';
  condition?: string;
  quick: boolean;
  flip: boolean;
  optional: boolean;
  event?: TriggerEvent;
  subject?: EventSubject;
  stateOnly: boolean;
  does: EffectAction[];
  exceptDuringDamageStep: boolean;
  whenThisCardIsActivated: boolean;
  activateThisCard: boolean;
  confidence: number;
  assumptions: string[];
  unrecognised: Unrecognised[];
  /** Ids of the wording records that decided the reading. */
  wordings: string[];
  /** The activation condition matched no wording: the effect is left out of the verdict. */
  notRead: boolean;
}

const lc = (s: string): string => s.toLowerCase();

const OPTIONAL_START = /^[\s,]*(?:once per (?:turn|chain),?\s*)?(?:you (?:can|may)|your opponent can)\b/;
// Older texts write the trigger as "When ... , <resolution>": the first comma closes it.
// "Each time ..., <resolution>" without a colon is not among them: it is a Continuous effect.
const OLD_TRIGGER = /^(?:when|if|at the (?:start|end) of|during|after|before|once per turn,? (?:when|if|during))\b/;
const OLD_LEAD_THEN_TRIGGER = /^(?:while|once per (?:turn|chain)|once during each of your turns|during (?:either|each) player's turn)[^,.:]*,\s*(?=(?:when|if|each time)\b)/;
const DS_WINDOW_IN_BODY = /\b(?:at the start of the damage step|before damage calculation|after damage calculation|at the end of the damage step)\b(?! only)/;
const OLD_ACTIVATE_ONLY = /^activate (?:this card )?only (?:when|if|during|at|while|by)\b/;
// "Once per turn, you can ..." / "You can Tribute this card to ...": an activated effect without a condition.
const OLD_IGNITION = /^(?:once per (?:turn|chain|duel),?\s*(?:during (?:your|either player's) (?:main phase|turn),?\s*)?)?(?:you can|you may)\b(?! only)/;
// "If this card would be destroyed, ... instead": a replacement effect, which is not activated.
const REPLACEMENT_CONDITION = /\bwould (?:be|leave|inflict|take|receive|destroy|send|return|banish)\b/;
// "When this card leaves the field, destroy that monster": the card's own upkeep, not activated.
const MAINTENANCE_CONDITION = /^(?:when|if) (?:this card|this face-up card|that monster|the equipped monster|[^,]{0,60}) (?:leaves the field|is (?:destroyed|removed from (?:the|your side of the) field|sent to the (?:gy|graveyard)|no longer face-up|flipped face-down)|is not (?:face-up|on the field)|are no longer)$/;
// The upkeep names the one card it is tied to: "destroy that monster", not "destroy 1 card".
const MAINTENANCE_BODY = /^\s*(?:destroy|banish|send|remove|return)\b (?:this card|that monster|the equipped monster|that card|it|the monster|the selected monster|the targeted monster|that target|them|those monsters|all (?:monsters|cards) (?:special summoned|equipped)|_+)|^\s*(?:the equipped monster|that monster|it|this card) is (?:destroyed|banished)\b/;
const PAST_STATE = /^(?:if|while) [^,]*\b(?:was|were|has been|have been)\b(?! (?:destroyed|sent|banished|flipped|returned|removed) )/;
const OLD_LINGERING_BODY = /^\s*(?:neither player can|your opponent cannot|you cannot|it is treated as|it cannot|this card (?:cannot|is treated as|can attack|can make)|monsters? (?:you|your opponent) controls? cannot)\b/;
const DELAYED_TO_PHASE = /\b(?:during|in) (?:the|your|your opponent's) next (?:turn's )?(?:standby|end) phase\b|\bduring the (?:standby|end) phase of (?:the|your|your opponent's) next turn\b/;
const BODY_DS_WINDOW = /^\s*(at the (?:start|end) of the damage step|after damage calculation|before damage calculation)\b/;
const CREATED_BY_RESOLUTION = /\b(?:this turn|that (?:monster|target|card)|the equipped monster|the targeted monster|the selected monster)\b|^(?:then,? )?(?:when|if|each time) (?:it|they|that)\b|^then\b/;
const PAST_THIS_TURN = /^during the turn\b|\b(?:was|were) (?:destroyed|sent|banished|special summoned|summoned)\b[^:]*\b(?:this turn|during this turn)\b/;
const TRAP_MONSTER = /\bspecial summon this card (?:in (?:face-up )?(?:attack|defense) position )?as an? (?:normal |effect )?monster\b/i;
// A resolution that tells the player to do something, not a description of what happens.
const IMPERATIVE_BODY = /^\s*(?:(?:at the (?:start|end) of the damage step|after damage calculation|before damage calculation),?\s*)?(?:destroy|banish|remove|return|send|inflict|select|draw|you can|take|gain|negate)\b/;
const WHEN_RESOLVING = /^(?:when|while) (?:resolving|this (?:card|effect) (?:is )?resolves|this card's effect resolves)\b/;

/** `activation`: the segment is a Normal/Quick-Play/Counter Spell or Trap's own resolution. */
function readSegment(text: string, masked: string, seg: EffectSegment, oldStyle: boolean, kind: CardKind, activation: boolean): Reading {
  const segText = text.slice(seg.start, seg.end);
  const low = lc(masked.slice(seg.start, seg.end));
  const assumptions: string[] = [];
  const unrecognised: Unrecognised[] = [];
  const wordings: string[] = [];
  let confidence = 1;
  let notRead = false;

  let form: Reading['form'] = 'plain';
  let condStart = -1;
  let condEnd = -1;
  let bodyStart = seg.start;
  const colon = topLevelColon(masked, seg.start, seg.end);
  // Only the first sentence of an effect carries its activation condition.
  const firstStop = masked.slice(seg.start, seg.end).search(/\.(\s|$)/);
  const firstSentenceEnd = firstStop < 0 ? seg.end : seg.start + firstStop;
  if (colon >= 0 && colon <= firstSentenceEnd) {
    form = 'colon';
    condStart = seg.start;
    condEnd = colon;
    bodyStart = colon + 1;
    wordings.push('form.psct-colon');
  } else if (oldStyle && OLD_ACTIVATE_ONLY.test(low)) {
    // "Activate only when X. <resolution>": the first sentence is the condition.
    form = 'comma';
    condStart = seg.start + (/^activate (?:this card )?only /.exec(low)?.[0].length ?? 0);
    condEnd = firstSentenceEnd;
    bodyStart = Math.min(seg.end, firstSentenceEnd + 1);
    wordings.push('form.activate-only-when');
  } else if (oldStyle && (OLD_TRIGGER.test(low) || OLD_LEAD_THEN_TRIGGER.test(low)) && !WHEN_RESOLVING.test(low)) {
    // "While you control this card, when X, Y": the lead is a state, the trigger follows it.
    const lead = OLD_LEAD_THEN_TRIGGER.exec(low)?.[0].length ?? 0;
    const comma = topLevelComma(masked, seg.start + lead, firstSentenceEnd);
    if (comma >= 0) {
      form = 'comma';
      condStart = seg.start;
      condEnd = comma;
      bodyStart = comma + 1;
      wordings.push('form.old-comma-trigger');
      assumptions.push('read as older (non-PSCT) text: the clause before the first comma is the activation condition');
      confidence -= 0.1;
    }
  } else if (/^each time\b/.test(low)) {
    wordings.push('form.each-time-continuous');
  } else if (WHEN_RESOLVING.test(low)) {
    wordings.push('form.when-resolving');
  }

  let condition = condStart >= 0 ? lc(masked.slice(condStart, condEnd)).trim() : undefined;
  const flip = condition !== undefined && /^flip$/.test(condition.replace(/\s*\(.*\)$/, ''));
  // "(except during the Damage Step)" names the Damage Step without opening a fast window.
  let quick = /\(quick effect\)/.test(low.slice(0, Math.max(0, condEnd - seg.start + 1))) || (condition !== undefined && isQuickWindow(condition.replace(EXCEPT_DAMAGE_STEP, '')));
  const exceptDuringDamageStep = EXCEPT_DAMAGE_STEP.test(low);
  if (condition !== undefined) {
    condition = condition.replace(EXCEPT_DAMAGE_STEP, '').replace(/\(quick effect\)/, '').replace(/\s+/g, ' ').trim();
    const cleaned = withoutNoise(condition);
    condition = cleaned.cond;
    wordings.push(...cleaned.wordings);
  }

  // Cost or target before ";" — never what the effect does.
  const semi = topLevelSemicolon(masked, bodyStart, seg.end);
  const afterCondition = lc(masked.slice(bodyStart, seg.end));
  const optional = OPTIONAL_START.test(afterCondition) || (form === 'comma' && /\byou (?:can|may)\b/.test(afterCondition.slice(0, 40)));
  if (form === 'plain' && (semi >= 0 || (OLD_IGNITION.test(low) && !/^each time\b/.test(low)))) {
    form = 'cost-only';
    if (semi < 0) wordings.push('form.old-ignition');
  }
  const resolution = lc(masked.slice(semi >= 0 ? semi + 1 : bodyStart, seg.end));
  const activateThisCard = /^activate this card\b/.test(low) || /^activate (?:this card )?by\b/.test(low) || (form === 'colon' && /^\s*activate this card\b/.test(afterCondition));
  const whenThisCardIsActivated = /\bwhen (?:this card is|you) activated?\b|\bwhen (?:this card is activated|you activate this card)\b/.test(low);

  let event: TriggerEvent | undefined;
  let subject: EventSubject | undefined;
  let stateOnly = false;
  const toContinuous = (why: string) => {
    form = 'plain';
    assumptions.length = 0;
    wordings.push(why);
  };
  if (form === 'comma' && condition !== undefined && (/^after this card (?:is|was|has been)\b/.test(condition) || /\bonly$/.test(condition))) {
    // "After this card is Special Summoned, ..." and "During damage calculation only, ..." apply for a while: Continuous.
    toContinuous('form.old-lingering-condition');
  } else if (form === 'comma' && OLD_LINGERING_BODY.test(afterCondition)) {
    // "If this card is flipped face-up, neither player can ...": a lasting restriction, not an activation.
    toContinuous('form.old-lingering-restriction');
  } else if (form === 'comma' && condition !== undefined && PAST_STATE.test(condition)) {
    // Older "If this card was Special Summoned by ..., <it gains ...>": a state, so Continuous.
    toContinuous('form.old-if-past-state');
  } else if (form === 'comma' && condition !== undefined && REPLACEMENT_CONDITION.test(condition) && /\binstead\b|\b(?:it|this card|they) (?:is|are) not destroyed\b|\b(?:you |they )?takes? no (?:battle |effect )?damage\b/.test(afterCondition)) {
    toContinuous('form.replacement');
  } else if (form === 'comma' && condition !== undefined && MAINTENANCE_CONDITION.test(condition) && MAINTENANCE_BODY.test(afterCondition)) {
    toContinuous('form.maintenance');
  } else if (form === 'colon' && condition !== undefined && REPLACEMENT_CONDITION.test(condition) && /\binstead\b/.test(afterCondition) && !/\b(?:you can|activate)\b/.test(afterCondition.slice(0, 30))) {
    toContinuous('form.replacement');
  } else if (flip) {
    event = 'self-flipped-face-up';
    subject = 'self';
    wordings.push('event.flip-header');
  } else if (WITHOUT_DAMAGE_CALCULATION.test(low)) {
    // Read below: the wording names the battle's window whatever the condition says.
  } else if (condition !== undefined && condition !== '') {
    const stateFirst = (/^while\b/.test(condition) && !/,\s*(?:when|if|each time)\b/.test(condition)) || PAST_THIS_TURN.test(condition);
    const reading = stateFirst ? undefined : readEvent(condition.replace(/\bwhen this card is activated\b/, ''));
    const delayed = form === 'comma' && DELAYED_TO_PHASE.test(afterCondition);
    const bodyWindow = form === 'comma' ? BODY_DS_WINDOW.exec(afterCondition) : null;
    if (reading && delayed) {
      // Older "If ..., <do X> during the next Standby Phase": what is activated waits for that phase.
      event = 'phase-start-or-end';
      subject = 'self';
      wordings.push(reading.wording, 'form.old-delayed-to-phase');
    } else if (reading && bodyWindow && EVENTS[reading.event].category !== 'never') {
      // Older "If ..., at the end of the Damage Step <do X>": the resolution names its window.
      const window = readEvent(bodyWindow[1] ?? '');
      event = window?.event ?? reading.event;
      subject = 'self';
      wordings.push(reading.wording, 'form.old-body-names-window');
    } else if (reading) {
      event = reading.event;
      subject = reading.subject;
      wordings.push(reading.wording);
      if (reading.assumption) assumptions.push(reading.assumption);
      if (oldStyle && event === 'monster-destroyed-any-method') {
        // The Damage Step reading of "destroyed" without a method is a PSCT convention.
        event = 'card-destroyed';
        assumptions.push('older text: "destroyed" without a method read as destruction by a card effect, not as a Damage Step timing');
      }
    } else if (isStateOrWindow(condition) || stateFirst) {
      stateOnly = true;
      wordings.push('condition.state-or-window');
      const bodyWindow = form === 'comma' && IMPERATIVE_BODY.test(afterCondition) ? DS_WINDOW_IN_BODY.exec(afterCondition) : null;
      if (form === 'comma' && bodyWindow) {
        // "If this card battles ..., destroy that monster at the end of the Damage Step": the
        // resolution names the window the effect activates in.
        const window = readEvent(bodyWindow[0]);
        if (window) {
          event = window.event;
          subject = 'self';
          wordings.push(window.wording, 'form.old-state-then-window');
        }
      } else if (form === 'comma' && /^\s*during (?:the|either player's) damage step,? you (?:can|may)\b/.test(afterCondition)) {
        event = 'during-damage-step';
        subject = 'self';
        quick = true;
        wordings.push('form.old-state-then-damage-step-window');
      } else if (form === 'comma' && /^\s*you (?:can|may)\b/.test(afterCondition)) {
        // Older "If <state>, you can <act>": an effect activated while the state holds (Ignition-like).
        form = 'cost-only';
        assumptions.length = 0;
        wordings.push('form.old-if-state-you-can');
      } else if (form === 'comma') {
        // Older "If <state>, <resolution>" applies while the state holds: a Continuous effect.
        toContinuous('form.old-if-state');
      }
    } else if (form === 'comma' && DS_WINDOW_IN_BODY.exec(afterCondition)) {
      // "If this card attacks ..., destroy that monster ... before damage calculation": the
      // resolution names the window the effect activates in.
      const window = readEvent(DS_WINDOW_IN_BODY.exec(afterCondition)?.[0] ?? '');
      if (window) {
        event = window.event;
        subject = 'self';
        assumptions.length = 0;
        wordings.push(window.wording);
        assumptions.push(`older text: the resolution names its timing ("${window.event}")`);
      }
    } else if (form === 'comma' && !/\byou (?:can|may)\b/.test(afterCondition.slice(0, 40))) {
      toContinuous('form.old-if-continuous');
      assumptions.push(`no event recognised in "${text.slice(condStart, condEnd).trim()}"; read the sentence as a Continuous effect`);
      confidence = Math.min(confidence, 0.8);
    } else if (!whenThisCardIsActivated) {
      // Never a silent guess: the effect is shown as not read and the verdict leaves it out.
      notRead = true;
      confidence = 0.3;
      wordings.push('fallback.condition-not-read');
      const notReadText = text.slice(condStart, condEnd).trim();
      unrecognised.push({ text: notReadText, span: trimPiece(text, condStart, condEnd) ?? { start: condStart, end: condEnd } });
      assumptions.push(`could not read the activation condition "${notReadText}"; the answer does not count this effect`);
    }
  }
  // Older texts: "destroy it without applying damage calculation" names the battle's window.
  if (WITHOUT_DAMAGE_CALCULATION.test(low)) {
    if (/\bat the start of the damage step\b|\bface-(?:up|down)\b|\bnot flipped\b|\bwithout flipping\b/.test(low)) event = 'start-of-damage-step';
    else event = 'start-or-before-damage-calculation';
    subject = 'self';
    if (form === 'plain') form = 'comma';
    wordings.push('event.without-damage-calculation');
    assumptions.push(event === 'start-of-damage-step'
      ? 'older text: "without applying damage calculation" with a face-up/face-down battling monster means the start of the Damage Step'
      : 'older text: "without applying damage calculation" means the start of the Damage Step or before damage calculation');
  }

  const continuous = form === 'plain' && !activation;
  const actions = readActions(continuous ? low : resolution, { continuous });
  let does = actions.does;
  assumptions.push(...actions.assumptions);
  if (does.length === 0) {
    does = ['other'];
    if (!actions.recognisedOther && !activateThisCard && !notRead) {
      confidence -= 0.15;
      const p = trimPiece(text, semi >= 0 ? semi + 1 : bodyStart, seg.end);
      if (p) unrecognised.push({ text: text.slice(p.start, p.end), span: p });
    }
  }
  if (kind !== 'monster' && /\bequip (?:this card|it with this card|that monster with this card)\b|\bthis card (?:is|becomes) an equip (?:spell|card)\b|\bequip this card to\b/.test(low)) {
    does = [...new Set<EffectAction>([...does.filter((d) => d !== 'other'), 'equips-itself'])];
  }

  return {
    span: { start: seg.start, end: seg.end }, text: segText, numbered: seg.numbered, pendulum: seg.pendulum, form,
    ...(condition !== undefined ? { condition } : {}), quick, flip, optional, ...(event ? { event } : {}), ...(subject ? { subject } : {}),
    stateOnly, does, exceptDuringDamageStep, whenThisCardIsActivated, activateThisCard, confidence: Math.max(0.1, confidence), assumptions, unrecognised,
    wordings, notRead,
  };
}

function label(r: Reading, prefix = ''): string {
  const flat = r.text.replace(/\s+/g, ' ').trim();
  const short = flat.length > 90 ? `${flat.slice(0, 87).trimEnd()}…` : flat;
  return `${prefix}${short}`;
}

function monsterEffectKind(r: Reading): { kind: EffectKind; assumption?: string } {
  if (r.flip) return { kind: 'flip' };
  if (r.form === 'plain') return { kind: 'continuous' };
  if (r.quick) return { kind: 'quick' };
  // Older text: "You can discard 1 card to negate the activation ..." is a fast effect.
  if (r.form === 'cost-only' && r.does.includes('negate-activation')) {
    r.wordings.push('form.old-negate-quick');
    return { kind: 'quick' };
  }
  if (r.event === 'main-phase-only') return { kind: 'ignition' };
  if (r.event !== undefined) return { kind: 'trigger' };
  if (r.stateOnly || r.form === 'cost-only' || (r.condition ?? '') === '') return { kind: 'ignition' };
  return { kind: 'trigger', assumption: 'assumed a Trigger effect, since the condition reads like an event' };
}

// A Spell/Trap that answers an activation is chained to it: a Quick-like effect, not a trigger.
const FAST_EVENTS = new Set<TriggerEvent>(['card-or-effect-activated', 'main-phase-only', 'during-damage-step']);

function spellTrapEffectKind(r: Reading, kind: CardKind, subtype: CardSubtype): EffectKind {
  if (r.form === 'plain') return 'continuous-like';
  if (r.event !== undefined && !FAST_EVENTS.has(r.event)) return 'trigger-like';
  // Spell Speed 1 Spells' effects wait for the Main Phase; Traps' are fast.
  if (kind === 'spell' && subtype !== 'quick-play-spell') return r.quick ? 'quick-like' : 'ignition-like';
  return 'quick-like';
}

function toEffect(r: Reading, base: Pick<EffectCharacteristics, 'activation' | 'cardKind' | 'cardSubtype'>, effectKind: EffectKind, mandatory: boolean, labelText: string): ClassifiedEffect {
  const e: ClassifiedEffect = {
    label: labelText, ...base, effectKind, mandatory, does: r.does,
    span: r.span, text: r.text, confidence: round(r.confidence), assumptions: r.assumptions, wordings: r.wordings,
  };
  if (r.notRead) {
    e.notRead = true;
    e.notReadText = r.unrecognised[0]?.text ?? r.text;
  }
  if (r.event) e.event = r.event;
  if (r.subject && (r.event || r.form !== 'plain')) e.eventSubject = r.subject;
  if (r.exceptDuringDamageStep) e.exceptDuringDamageStep = true;
  // The battle walk tells a monster's win ("this card destroys a monster by battle") from its loss.
  if (r.event === 'destroyed-by-battle' && /\bdestroys\b.*\bby battle\b/i.test(r.text)) e.destroysByBattle = true;
  return e;
}

const round = (n: number): number => Math.round(n * 100) / 100;
// A loop, not Math.min(...spread): a card with thousands of clauses must not overflow the stack.
const lowest = (values: number[]): number => values.reduce((a, b) => (b < a ? b : a), Infinity);

function sameChainLink(e: ClassifiedEffect): NonNullable<EffectCharacteristics['sameChainLinkEffect']> {
  const s: NonNullable<EffectCharacteristics['sameChainLinkEffect']> = { effectKind: e.effectKind, mandatory: e.mandatory, does: e.does };
  if (e.event) s.event = e.event;
  if (e.eventSubject) s.eventSubject = e.eventSubject;
  if (e.exceptDuringDamageStep) s.exceptDuringDamageStep = true;
  return s;
}

// Cards that stay on the field once activated; their activation puts Continuous-like effects there.
const PERSISTENT = new Set<CardSubtype>(['continuous-spell', 'continuous-trap', 'field-spell', 'equip-spell']);
const ACTIVATION_DOES_BY_SUBTYPE: Partial<Record<CardSubtype, EffectAction[]>> = { 'equip-spell': ['equips-itself'] };

/** Reads a card's text into its effects. Pure; never throws on odd text. */
export function classifyCard(input: CardTextInput): ClassifiedCard {
  const text = input.text ?? '';
  const types = input.monsterTypes ?? [];
  const oneShot = input.kind !== 'monster' && !PERSISTENT.has(input.subtype);
  const seg = segment(text, input.kind, types, oneShot);
  const masked = seg.masked;
  // A text with no activation condition anywhere predates Problem-Solving Card Text.
  const oldStyle = !seg.effects.some((s) => topLevelColon(masked, s.start, s.end) >= 0) && !/[\u2460-\u2473]/.test(text);
  const readings = seg.effects.map((s, i) => readSegment(text, masked, s, oldStyle, input.kind, oneShot && i === 0));
  const unrecognised = readings.flatMap((r) => r.unrecognised);
  const base = { cardKind: input.kind, cardSubtype: input.subtype };
  const effects: ClassifiedEffect[] = [];

  if (input.kind === 'monster') {
    for (const r of readings) {
      const { kind, assumption } = monsterEffectKind(r);
      if (assumption) r.assumptions.push(assumption);
      const mandatory = kind === 'continuous' ? true : kind === 'flip' ? !r.optional : !r.optional;
      const e = toEffect(r, { ...base, activation: 'effect' }, kind, mandatory, label(r, r.pendulum ? '[Pendulum] ' : ''));
      if (kind === 'flip') e.eventSubject = 'self';
      effects.push(e);
    }
  } else {
    for (const e of spellTrapEffects(input, readings, text)) effects.push(e);
  }

  const card: CardRecord & { effects: ClassifiedEffect[] } = {
    name: input.name, kind: input.kind, subtype: input.subtype, effects,
    seed: { document: '000', section: 'card text' },
    source: 'text',
  };
  if (input.monsterTypes) card.monsterTypes = [...input.monsterTypes];
  if (input.atk !== undefined) card.atk = input.atk;
  if (input.def !== undefined) card.def = input.def;
  if (input.level !== undefined) card.level = input.level;
  const confidence = effects.length === 0 ? (text.trim() === '' || input.kind === 'monster' ? 1 : 0.5) : lowest(effects.map((e) => e.confidence));
  return { card, unrecognised, confidence: round(confidence) };
}

function spellTrapEffects(input: CardTextInput, readings: Reading[], text: string): ClassifiedEffect[] {
  const { kind, subtype } = input;
  const base = { cardKind: kind, cardSubtype: subtype };
  const asEffect = (r: Reading): ClassifiedEffect => {
    const ek = spellTrapEffectKind(r, kind, subtype);
    return toEffect(r, { ...base, activation: 'effect' }, ek, ek === 'continuous-like' ? true : !r.optional, label(r));
  };
  const persistent = PERSISTENT.has(subtype);
  const first = readings[0];

  if (!persistent || (first && first.activateThisCard && first.form !== 'plain')) {
    // The card's activation is its first effect (Normal/Quick-Play/Counter/Normal Trap, and
    // Continuous cards that say "Activate this card by ...").
    if (!first) {
      const whole = trimPiece(text, 0, text.length) ?? { start: 0, end: text.length };
      return [{
        label: 'activate the card', activation: 'card', ...base, effectKind: spellTrapActivationKind(kind, subtype, undefined), mandatory: false, does: ['other'],
        span: whole, text: text.slice(whole.start, whole.end), confidence: 0.5, assumptions: ['the card has no text that reads as an effect; assumed its activation does nothing the Damage Step rules name'],
        wordings: ['fallback.no-effect-text'],
      }];
    }
    if (first.event === 'self-moved' && first.subject === 'self' && !first.activateThisCard) {
      // "If this card is sent from the hand to the GY: ..." is a trigger of the card in the GY;
      // its text says nothing the card's own activation would do.
      first.wordings.push('form.self-trigger-not-activation');
      const whole = trimPiece(text, 0, text.length) ?? { start: 0, end: text.length };
      const bare: ClassifiedEffect = {
        label: 'activate the card', activation: 'card', ...base, effectKind: spellTrapActivationKind(kind, subtype, undefined), mandatory: false, does: ['other'],
        span: whole, text: text.slice(whole.start, whole.end), confidence: first.confidence, assumptions: ['the text is an effect the card has in the GY (or when it moves), not what activating it does'],
        wordings: ['form.self-trigger-not-activation'],
      };
      return [bare, ...readings.map(asEffect)];
    }
    const activation = toEffect(first, { ...base, activation: 'card' }, spellTrapActivationKind(kind, subtype, first), false, label(first, 'activate: '));
    // "When it destroys a monster by battle this turn: ..." after a one-shot card's resolution is
    // an effect that resolution created, applied to its target: not activated from this card.
    const created = (r: Reading): boolean => !persistent && r.condition !== undefined && CREATED_BY_RESOLUTION.test(r.condition);
    return [activation, ...readings.slice(1).map((r) => {
      if (!created(r)) return asEffect(r);
      r.wordings.push('form.created-by-resolution');
      return toEffect(r, { ...base, activation: 'effect' }, 'continuous-like', true, label(r));
    })];
  }

  // Continuous, Field and Equip cards: activating the card puts its Continuous-like effects on
  // the field; a Continuous Trap's fast effect may also be activated in the same Chain Link.
  // "When this card is activated: ..." resolves as part of the card's activation, not on its own.
  const onActivation = readings.filter((r) => /^(?:when|if) (?:this card is activated|you activate this card)$/.test(r.condition ?? ''));
  const effects = readings.filter((r) => !onActivation.includes(r)).map(asEffect);
  const continuousEffects = effects.filter((e) => e.effectKind === 'continuous-like');
  const does = new Set<EffectAction>([...(ACTIVATION_DOES_BY_SUBTYPE[subtype] ?? []), ...continuousEffects.flatMap((e) => e.does), ...onActivation.flatMap((r) => r.does)]);
  // A Trap that becomes a monster: ATK/DEF changes in its text are that monster's own, later.
  if (TRAP_MONSTER.test(text)) does.delete('atk-def-direct');
  if (does.size > 1) does.delete('other');
  if (does.size === 0) does.add('other');
  const whole = trimPiece(text, 0, text.length) ?? { start: 0, end: text.length };
  const assumptions: string[] = [];
  const activation: ClassifiedEffect = {
    label: continuousEffects.length > 0 ? `activate: ${continuousEffects[0]?.label ?? ''}` : 'activate the card',
    activation: 'card', ...base, effectKind: 'continuous-like', mandatory: false, does: [...does],
    span: whole, text: text.slice(whole.start, whole.end),
    confidence: effects.length > 0 ? lowest(effects.map((e) => e.confidence)) : 0.5, assumptions, wordings: ['form.persistent-card-activation'],
  };
  if (subtype === 'continuous-trap') {
    const withActivation = onActivation[0] ?? readings.find((r) => r.whenThisCardIsActivated);
    const explicit = withActivation ? asEffect(withActivation) : undefined;
    const chosen = explicit ?? effects.find((e) => (e.effectKind === 'quick-like' || e.effectKind === 'trigger-like'));
    if (chosen) {
      activation.sameChainLinkEffect = sameChainLink(chosen);
      if (!explicit) {
        assumptions.push('assumed its fast effect may be activated in the same Chain Link as the card, as a Continuous Trap\'s effects can');
      }
    }
  }
  return [activation, ...effects];
}

function spellTrapActivationKind(kind: CardKind, subtype: CardSubtype, r: Reading | undefined): EffectKind {
  if (r?.event !== undefined && !FAST_EVENTS.has(r.event)) return 'trigger-like';
  if (kind === 'spell' && subtype !== 'quick-play-spell') return 'ignition-like';
  return 'quick-like';
}

/** Classifies many cards; the same as mapping `classifyCard`, kept for callers' symmetry. */
export function classifyCards(inputs: Iterable<CardTextInput>): ClassifiedCard[] {
  const out: ClassifiedCard[] = [];
  for (const input of inputs) out.push(classifyCard(input));
  return out;
}

/** True for an effect entry the classifier produced (it carries span and confidence). */
export function isClassifiedEffect(e: EffectCharacteristics): e is ClassifiedEffect {
  const c = e as Partial<ClassifiedEffect>;
  return typeof c.confidence === 'number' && c.span !== undefined && typeof c.text === 'string';
}
