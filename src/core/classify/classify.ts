import type {
  CardKind,
  CardRecord,
  CardSubtype,
  CardTextInput,
  ClassifiedCard,
  ClassifiedEffect,
  EffectAction,
  EffectCharacteristics,
  EffectKind,
  GrantedElsewhere,
  TextSpan,
  TriggerEvent,
} from '../types';
import { EVENTS } from '../events';
import { isChoiceLabel, makeConditionalQuick, readSegment, type Reading } from './read-effect';
import { type EffectSegment, flattenWhitespace, positionLabelLength, segment, topLevelColon, trimPiece } from './segment';

// Reads card text into the effect characteristics the eligibility engine takes. Pure: no I/O,
// no card names looked up anywhere. Whatever it cannot read is listed in `unrecognised`, lowers
// `confidence`, and the effect says in `assumptions` what was assumed instead. Patterns are module
// constants, never literals inside functions: a regex literal is a new RegExp object each time it is evaluated.

const CREATED_BY_RESOLUTION =
  /\b(?:this turn|that (?:monster|target|card)|the equipped monster|the targeted monster|the selected monster)\b|^(?:then,? )?(?:when|if|each time) (?:it|they|that)\b|^then\b/;
const ABOUT_THIS_CARD = /^(?:if|when) this card\b/i;
const TRAP_MONSTER = /\bspecial summon this card (?:in (?:face-up )?(?:attack|defense) position )?as an? (?:normal |effect )?monster\b/i;

// Enough of the effect's text for a 90-character label unless it is mostly whitespace (then the
// whole text is flattened, the same label); flattening the whole of a long effect only to cut it
// again cost a share of a pool's reading time.
const LABEL_SOURCE_CHARS = 120;

// What each label was made from, so that it can be made again from the text as printed when the
// reader read another (an older wording reworded, a space added). Kept for one text's reading only:
// readText fills it and clears it in a finally, and reading is synchronous and never re-entered. A
// plain Map costs the collector less than a WeakMap entry per effect.
const LABEL_SOURCES = new Map<ClassifiedEffect, { prefix: string; span: TextSpan }>();
// Whether the text being read differs from the one given: only then are labels made again, and their sources kept.
let keepLabelSources = false;

function labelOf(text: string): string {
  const head = text.length > LABEL_SOURCE_CHARS ? text.slice(0, LABEL_SOURCE_CHARS) : text;
  let flat = flattenWhitespace(head);
  if (flat.length <= 90 && head !== text) flat = flattenWhitespace(text);
  return flat.length > 90 ? `${flat.slice(0, 87).trimEnd()}…` : flat;
}

const NEGATE_THE_ACTIVATION_FIRST = /^\s*negate the activation\b/i;

function monsterEffectKind(r: Reading): { kind: EffectKind; assumption?: string } {
  if (r.flip) return { kind: 'flip' };
  // Seed 000 lists fast effects that negate an activation: an older monster text may say only that.
  if (r.form === 'plain' && r.does.includes('negate-activation') && NEGATE_THE_ACTIVATION_FIRST.test(r.text)) {
    r.wordings.push('form.plain-negate-activation-quick');
    return { kind: 'quick' };
  }
  if (r.form === 'plain') return { kind: 'continuous' };
  if (r.quick) return { kind: 'quick' };
  // Negating an activation means answering it in its Chain: older texts wrote such Quick Effects
  // as "When your opponent activates ..., you can negate the activation".
  if (r.event === 'card-or-effect-activated' && r.does.includes('negate-activation')) {
    r.wordings.push('form.negates-activation-is-quick');
    return { kind: 'quick' };
  }
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

const DURING_YOUR_MAIN_PHASE_FIRST = /^during your main phase\b/i;

function spellTrapEffectKind(r: Reading, kind: CardKind, subtype: CardSubtype): EffectKind {
  if (r.form === 'plain') return 'continuous-like';
  // "During your Main Phase: You can banish this card from your GY; …" waits for its controller's
  // open Main Phase, as an Ignition effect does (the scripts register it so): Ignition-like.
  if (r.event === 'main-phase-only' && !r.quick && DURING_YOUR_MAIN_PHASE_FIRST.test(r.condition ?? '')) return 'ignition-like';
  if (r.event !== undefined && !FAST_EVENTS.has(r.event)) return 'trigger-like';
  // A face-up Spell's "Each time a card is activated: ..." or "If your opponent activates a card or
  // effect: You can ..." happens to it, mandatory or not: a trigger (a Spell Speed 1 effect cannot answer in the Chain).
  // One that negates the activation answers in its Chain: not a trigger.
  if (kind === 'spell' && subtype !== 'quick-play-spell' && r.event === 'card-or-effect-activated' && !r.quick && r.form === 'colon' && !r.does.includes('negate-activation')) {
    r.wordings.push('form.face-up-spell-answers-activation-later');
    return 'trigger-like';
  }
  if (kind === 'spell' && subtype !== 'quick-play-spell' && r.event !== undefined && !r.optional && !r.quick && r.form === 'colon') return 'trigger-like';
  // Spell Speed 1 Spells' effects wait for the Main Phase; Traps' are fast.
  if (kind === 'spell' && subtype !== 'quick-play-spell') return r.quick ? 'quick-like' : 'ignition-like';
  return 'quick-like';
}

const DESTROYS_BY_BATTLE = /\bdestroys\b.*\bby battle\b/i;

type CardKinds = Pick<EffectCharacteristics, 'cardKind' | 'cardSubtype'>;

/** The effect `r` reads as; its label is `labelPrefix` and the start of its text. */
function toEffect(r: Reading, base: CardKinds, activation: EffectCharacteristics['activation'], effectKind: EffectKind, mandatory: boolean, labelPrefix = ''): ClassifiedEffect {
  // One literal with every key an effect always has (in the order a spread of the card's kinds and
  // the activation gave them): no object made per effect to spread, and no properties added one by one.
  const e: ClassifiedEffect = {
    label: `${labelPrefix}${labelOf(r.text)}`,
    cardKind: base.cardKind,
    cardSubtype: base.cardSubtype,
    activation,
    effectKind,
    mandatory,
    does: r.does,
    span: r.span,
    text: r.text,
    confidence: round(r.confidence),
    // Copies cut to size, as the effect keeps them: an array grown by push keeps room for 17 entries.
    assumptions: r.assumptions.length > 0 ? r.assumptions.slice() : NONE,
    wordings: r.wordings.length > 0 ? r.wordings.slice() : NONE,
  };
  if (r.notRead) {
    e.notRead = true;
    e.notReadText = r.unrecognised[0]?.text ?? r.text;
  }
  if (r.event) e.event = r.event;
  if (r.subject && (r.event || r.form !== 'plain')) e.eventSubject = r.subject;
  if (r.exceptDuringDamageStep) e.exceptDuringDamageStep = true;
  if (r.evenDuringDamageStep) e.evenDuringDamageStep = true;
  if (r.rulings.length > 0) e.rulings = [...r.rulings];
  if (r.selfAlternative && e.eventSubject === 'self-or-others') e.eventSelfAlternative = true;
  if (r.summonedBy !== undefined) e.summonedBy = r.summonedBy;
  // The battle walk tells a monster's win ("this card destroys a monster by battle") from its loss.
  if (r.event === 'destroyed-by-battle' && DESTROYS_BY_BATTLE.test(r.text)) e.destroysByBattle = true;
  if (keepLabelSources) LABEL_SOURCES.set(e, { prefix: labelPrefix, span: r.span });
  return e;
}

// Shared by every classified card and effect: the empty list of what it has none of, and the seed
// every card read from text cites. Frozen; nothing adds to a classified card's lists or changes its
// seed once it is made (a pool reader's cards are frozen whole).
const NONE = Object.freeze([]) as unknown as never[];
const TEXT_SEED: CardRecord['seed'] = Object.freeze({ document: '000', section: 'card text' });

const round = (n: number): number => Math.round(n * 100) / 100;
// A loop, not Math.min(...spread): a card with thousands of clauses must not overflow the stack.
const lowest = (values: number[]): number => values.reduce((a, b) => (b < a ? b : a), Infinity);
/** `lowest` of the effects' confidences, without an array of them. */
function lowestConfidence(effects: readonly ClassifiedEffect[]): number {
  let low = Infinity;
  for (let i = 0; i < effects.length; i++) {
    const c = (effects[i] as ClassifiedEffect).confidence;
    if (c < low) low = c;
  }
  return low;
}

function sameChainLink(e: ClassifiedEffect): NonNullable<EffectCharacteristics['sameChainLinkEffect']> {
  const s: NonNullable<EffectCharacteristics['sameChainLinkEffect']> = { effectKind: e.effectKind, mandatory: e.mandatory, does: e.does };
  if (e.event) s.event = e.event;
  if (e.eventSubject) s.eventSubject = e.eventSubject;
  if (e.exceptDuringDamageStep) s.exceptDuringDamageStep = true;
  return s;
}

const ON_ACTIVATION = /^(?:when|if) (?:this card is activated|you activate this card)$/;
// Cards that stay on the field once activated; their activation puts Continuous-like effects there.
const PERSISTENT = new Set<CardSubtype>(['continuous-spell', 'continuous-trap', 'field-spell', 'equip-spell']);
const ACTIVATION_DOES_BY_SUBTYPE: Partial<Record<CardSubtype, EffectAction[]>> = { 'equip-spell': ['equips-itself'] };

/** What a card's text reads as: everything but the card's name and stats. */
interface TextReading {
  effects: ClassifiedEffect[];
  unrecognised: ClassifiedCard['unrecognised'];
  grantedElsewhere: GrantedElsewhere[];
  confidence: number;
}

/** Reads a card's text into its effects. Pure; never throws on odd text. */
export function classifyCard(input: CardTextInput): ClassifiedCard {
  return cardOf(input, readText(input));
}

/**
 * A `classifyCard` for a whole pool: cards with the same text, kind, subtype and monster types
 * (reprints, alternate artworks, the same text under other names) share one reading, read once.
 * The shared effects are frozen, so that no card can change another's. Each reader keeps its
 * readings until it is dropped.
 */
export function poolReader(): (input: CardTextInput) => ClassifiedCard {
  // By text, then by kind: the text is the card's own string, so the keys cost no copies of it.
  const readings = new Map<string, Map<string, TextReading>>();
  return (input) => {
    const text = input.text ?? '';
    let byKind = readings.get(text);
    if (byKind === undefined) {
      byKind = new Map();
      readings.set(text, byKind);
    }
    const kind = `${input.kind}|${input.subtype}|${(input.monsterTypes ?? []).join('/')}`;
    let reading = byKind.get(kind);
    if (reading === undefined) {
      reading = deepFreeze(readText(input));
      byKind.set(kind, reading);
    }
    return cardOf(input, reading);
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The text as the reader reads it: each run of spaces, tabs and no-break spaces as one space
 * (pasted and pre-release texts double them; every wording is written with one), a space after a
 * full stop that a lost line break left against the next sentence ("to your hand.If this card"),
 * "face up" as "face-up", and older wordings as the newer ones the reader knows; with a map from
 * its offsets back to the text's own (none when nothing was collapsed, added or reworded).
 */
function textToRead(raw: string): { text: string; toRaw?: (offset: number) => number } {
  const spaced = UNEVEN_BLANKS.test(raw) || (mayJoinSentences(raw) && JOINED_SENTENCE.test(raw)) ? withEvenSpaces(raw) : undefined;
  const read = HAS_OLDER_WORDING.test(spaced?.text ?? raw) ? reworded(spaced ?? { text: raw, kept: Array.from({ length: raw.length + 1 }, (_, i) => i) }) : spaced;
  if (read === undefined) return { text: unhyphenate(raw) };
  const { text, kept } = read;
  return { text: unhyphenate(text), toRaw: (offset) => kept[offset] ?? raw.length };
}

function unhyphenate(t: string): string {
  const faced = t.replace(FACE_UNHYPHENATED, (m, side: string) => `${m.slice(0, 4)}-${side}`);
  // The bullet pattern looks behind at every character: only a text with "•" or "- " can hold one.
  return faced.includes('\u2022') || faced.includes('- ') ? faced.replace(OTHER_BULLET, (m) => (m.startsWith('\u2022') ? '\u25cf' : '\u25cf ')) : faced;
}

/** Whether a full stop stands against a capital, bullet or opening bracket: what JOINED_SENTENCE needs, found without trying its pattern at every character. */
function mayJoinSentences(raw: string): boolean {
  for (let i = raw.indexOf('.'); i >= 0 && i + 1 < raw.length; i = raw.indexOf('.', i + 1)) {
    const next = raw.charCodeAt(i + 1);
    if ((next >= 0x41 && next <= 0x5a) || next === 0x25cf || next === 0x28) return true;
  }
  return false;
}

/** The text with even spaces, and for each of its offsets (and its end) the raw offset it stands for. */
function withEvenSpaces(raw: string): { text: string; kept: number[] } {
  const kept: number[] = [];
  let text = '';
  let afterBlank = false;
  let inName = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string;
    const blank = c === ' ' || c === '\t' || c === '\u00a0';
    if (blank && afterBlank) continue;
    // "Once per turn , if": the space before a comma or semicolon is read as none.
    if ((c === ',' || c === ';') && text.endsWith(' ')) {
      text = text.slice(0, -1);
      kept.pop();
    }
    afterBlank = blank;
    if (c === '"' || c === '\u201c' || c === '\u201d') inName = !inName;
    else if (c === '\n') inName = false;
    kept.push(i);
    text += blank ? ' ' : c;
    // The added space stands for no character of its own: it maps to the one after it.
    if (c === '.' && !inName && JOINED_HERE.test(raw.slice(Math.max(0, i - 7), i + 2))) {
      kept.push(i + 1);
      text += ' ';
    }
  }
  kept.push(raw.length);
  return { text, kept };
}

// Older texts say the same thing in other words: "destroyed as a result of battle" (by battle),
// "after the damage calculation" (after damage calculation), "at the beginning of" (at the start of),
// "Normal Summoned or Special Summoned" (Normal or Special Summoned), "in the Damage Step" (during
// the Damage Step).
const NEWER_WORDING = new Map([
  ['as a result of battle', 'by battle'],
  ['the damage calculation', 'damage calculation'],
  ['at the beginning of', 'at the start of'],
  ['normal summoned or special summoned', 'normal or special summoned'],
  ['in the damage step', 'during the damage step'],
  // Older and custom texts: "you may" offers the same choice as "you can" ("you may not" first: the longer wins).
  ['you may not', 'you cannot'],
  ['you may', 'you can'],
]);
const OLDER_WORDING = new RegExp(`\\b(?:${[...NEWER_WORDING.keys()].join('|')})\\b`, 'gi');
const HAS_OLDER_WORDING = new RegExp(OLDER_WORDING.source, 'i');

const CAPITAL_FIRST = /^[A-Z]/;

/** Each older wording replaced by the newer; each character of a replacement maps into the words it replaces. */
function reworded({ text, kept }: { text: string; kept: number[] }): { text: string; kept: number[] } {
  const out: number[] = [];
  let read = '';
  let last = 0;
  for (const m of text.matchAll(OLDER_WORDING)) {
    read += text.slice(last, m.index);
    for (let i = last; i < m.index; i++) out.push(kept[i] as number);
    const newer = NEWER_WORDING.get(m[0].toLowerCase()) ?? m[0];
    // A capital keeps the sentence start the reader splits at.
    read += CAPITAL_FIRST.test(m[0]) ? `${newer[0]?.toUpperCase() ?? ''}${newer.slice(1)}` : newer;
    for (let j = 0; j < newer.length; j++) out.push(kept[m.index + Math.min(j, m[0].length - 1)] as number);
    last = m.index + m[0].length;
  }
  read += text.slice(last);
  for (let i = last; i < kept.length; i++) out.push(kept[i] as number);
  return { text: read, kept: out };
}

const UNEVEN_BLANKS = /[ \t\u00a0]{2}|\t|\u00a0| [,;]/;
// A full stop against a capital: after a lower-case word, a closing bracket, quote or apostrophe, a number, or a
// word that ends sentences in capitals (ATK, DEF, LP, GY, an Attribute). Unquoted names with full stops of their
// own ("D.D.") have capitals on both sides and are left alone.
const BEFORE_JOINED = String.raw`(?:[a-z)\d"'\u201d\u2019]|(?:^|[^A-Za-z])(?:ATK|DEF|LP|GY|DARK|LIGHT|EARTH|WATER|FIRE|WIND|DIVINE))`;
const JOINED_SENTENCE = new RegExp(String.raw`${BEFORE_JOINED}\.(?=[A-Z\u25cf(])`);
/** The same, ending at the full stop and the capital, bullet or opening bracket ("(Quick Effect)") after it. */
const JOINED_HERE = new RegExp(String.raw`${BEFORE_JOINED}\.[A-Z\u25cf(]$`);

// "face up" for "face-up": one character for another, so every offset stays.
const FACE_UNHYPHENATED = /\bface (up|down)\b/gi;
// Bullets other sources print ("•", or "- " opening a line) for the card's own "●": the same length again.
const OTHER_BULLET = /\u2022|(?<=^|\n)- (?=\S)/g;

const sameOffset = (offset: number): number => offset;

function readText(input: CardTextInput): TextReading {
  const raw = input.text ?? '';
  const { text, toRaw = sameOffset } = textToRead(raw);
  keepLabelSources = text !== raw;
  try {
    return inRawOffsets(raw, text, toRaw, readNormalizedText(input, text));
  } finally {
    keepLabelSources = false;
    // Clearing an empty Map would still give it a new table.
    if (LABEL_SOURCES.size > 0) LABEL_SOURCES.clear();
  }
}

const QUOTED = /"([^"]+)"/g;

/** The reading of `text` told in the offsets and words of `raw`, the text as given. */
function inRawOffsets(raw: string, text: string, toRaw: (offset: number) => number, reading: TextReading): TextReading {
  if (text === raw) return reading;
  // Spans and words point into the text as given (an editor marks them there), not the one read.
  const inRaw = (sp: TextSpan): TextSpan => ({ start: toRaw(sp.start), end: toRaw(sp.end) });
  // What the answer quotes of the card (labels, text not read, conditions in assumptions) quotes it as printed.
  const printed = (quote: string): string => {
    const at = quote === '' ? -1 : text.indexOf(quote);
    return at < 0 ? quote : raw.slice(toRaw(at), toRaw(at + quote.length));
  };
  for (const u of [...reading.unrecognised, ...reading.grantedElsewhere]) {
    u.span = inRaw(u.span);
    u.text = raw.slice(u.span.start, u.span.end);
  }
  for (const e of reading.effects) {
    const source = LABEL_SOURCES.get(e);
    if (source) e.label = `${source.prefix}${labelOf(raw.slice(toRaw(source.span.start), toRaw(source.span.end)))}`;
    const asRead = e.text;
    e.span = inRaw(e.span);
    e.text = raw.slice(e.span.start, e.span.end);
    if (e.notReadText !== undefined) e.notReadText = printed(e.notReadText);
    e.assumptions = e.assumptions.map((a) => a.replace(QUOTED, (_quoted, quote: string) => `"${printed(quote)}"`));
    if (asRead !== e.text && HAS_OLDER_WORDING.test(e.text)) e.wordings = [...e.wordings, 'form.older-wording'];
  }
  return reading;
}

const FLIP_HEADER = /^\s*flip\s*:/i;
const CIRCLED_NUMBER = /[\u2460-\u2473]/;

function readNormalizedText(input: CardTextInput, text: string): TextReading {
  const types = input.monsterTypes ?? [];
  const oneShot = input.kind !== 'monster' && !PERSISTENT.has(input.subtype);
  const seg = segment(text, input.kind, types, oneShot);
  const masked = seg.masked;
  // A text with no activation condition anywhere predates Problem-Solving Card Text.
  // "FLIP:" headed Flip effects long before Problem-Solving Card Text: its colon tells nothing.
  // A position label ("● While in Attack Position:") is no condition either.
  // Nor is a choice's label ("● FIRE:", "● 5 or more:"): a condition may follow it.
  const conditionColon = (s: EffectSegment): boolean => {
    const from = s.start + positionLabelLength(masked, s.start, s.end);
    const colon = topLevelColon(masked, from, s.end);
    if (colon < 0 || FLIP_HEADER.test(masked.slice(s.start, s.end))) return false;
    return !isChoiceLabel(masked.slice(from, colon).toLowerCase(), s.bulleted === true) || topLevelColon(masked, colon + 1, s.end) >= 0;
  };
  const oldStyle = !seg.effects.some(conditionColon) && !CIRCLED_NUMBER.test(text);
  const readings = quickByNote(seg.effects.map((s, i) => readSegment(text, masked, s, oldStyle, input.kind, oneShot && i === 0)));
  // A monster's readings are its effects, one each, so an index into one is an index into the other.
  if (input.kind === 'monster')
    summonedThisWayByTrigger(
      readings,
      seg.skipped.filter((p) => p.why === 'summoning-condition'),
    );
  const unrecognised: ClassifiedCard['unrecognised'] = [];
  for (let i = 0; i < readings.length; i++) unrecognised.push(...(readings[i] as Reading).unrecognised);
  // Said in the answer, never dropped silently: what the card gives another monster is set aside.
  const grantedElsewhere: GrantedElsewhere[] = [];
  for (let i = 0; i < seg.skipped.length; i++) {
    const p = seg.skipped[i] as (typeof seg.skipped)[number];
    const span = p.why === 'granted-effect' ? trimPiece(text, p.start, p.end) : undefined;
    if (!span) continue;
    // "gains this effect." and its "● ..." lines are one grant.
    const last = grantedElsewhere[grantedElsewhere.length - 1];
    if (last && text.slice(last.span.end, span.start).trim() === '') last.span = { start: last.span.start, end: span.end };
    else grantedElsewhere.push({ text: '', span });
  }
  for (let i = 0; i < grantedElsewhere.length; i++) {
    const g = grantedElsewhere[i] as GrantedElsewhere;
    g.text = text.slice(g.span.start, g.span.end);
  }
  const base = { cardKind: input.kind, cardSubtype: input.subtype };
  // Mapped, not pushed: the card keeps this array, and one grown by push keeps room for 17 effects.
  const effects: ClassifiedEffect[] =
    input.kind === 'monster'
      ? readings.map((r) => {
          const { kind, assumption } = monsterEffectKind(r);
          if (assumption) r.assumptions.push(assumption);
          // An Ignition effect is activated when its controller chooses: never mandatory, whatever words it lacks.
          const mandatory = kind === 'continuous' ? true : kind === 'ignition' ? false : !r.optional;
          const e = toEffect(r, base, 'effect', kind, mandatory, r.pendulum ? '[Pendulum] ' : '');
          if (kind === 'flip') e.eventSubject = 'self';
          if (r.pendulum !== undefined) e.pendulumEffect = r.pendulum;
          return e;
        })
      : spellTrapEffects(input, readings, text);

  const confidence = effects.length === 0 ? (text.trim() === '' || input.kind === 'monster' ? 1 : 0.5) : lowestConfidence(effects);
  return { effects, unrecognised, grantedElsewhere, confidence: round(confidence) };
}

// Older texts: "This effect can be activated during either player's turn." makes the effect it
// stands after (or, first in the text, before) a Quick Effect; it is no effect of its own.
const EITHER_TURN_NOTE = /^this effect can be (?:activated|used) during either player['\u2019]s turn\.?$/i;
// "This is a Quick Effect if this card has a Dragon monster as material.", a sentence of its own
// after the effect's other lines: the effect before it is a Quick Effect while that state holds.
const CONDITIONAL_QUICK_NOTE = /^this is a quick effect if ([^.]*)\.?$/i;

function quickByNote(readings: Reading[]): Reading[] {
  const isNote = (r: Reading): boolean => EITHER_TURN_NOTE.test(r.text.trim()) || CONDITIONAL_QUICK_NOTE.test(r.text.trim());
  const notes = readings.filter(isNote);
  if (notes.length === 0) return readings;
  const rest = readings.filter((r) => !notes.includes(r));
  for (const note of notes) {
    const at = readings.indexOf(note);
    const conditional = CONDITIONAL_QUICK_NOTE.exec(note.text.trim());
    const before = readings
      .slice(0, at)
      .reverse()
      .filter((r) => !notes.includes(r));
    // The conditional note names the last activated effect before it; the older one may also come first.
    const target = conditional ? before.find((r) => r.form !== 'plain') : (before[0] ?? readings.slice(at + 1).find((r) => !notes.includes(r)));
    if (!target || target.form === 'plain') continue;
    if (conditional) makeConditionalQuick(target, conditional[1] ?? '');
    else {
      target.quick = true;
      // "can be used": the player chooses to, as "you can" would say in a newer text.
      target.optional = true;
      target.wordings.push('form.either-turn-note');
    }
  }
  return rest;
}

// The effect that Summons this card itself ("...: You can Special Summon this card from your hand";
// an older "When this card is discarded ..., Special Summon it"), and a Summon it puts off to a
// phase ("Special Summon this card during the next Standby Phase", "during the End Phase of this
// turn, Special Summon this card").
const SUMMONS_THIS_CARD = /\bspecial summon this card\b/i;
const SUMMONS_IT = /\bspecial summon it\b/i;
const SUMMON_PUT_OFF =
  /\bspecial summon (?:this card|it)\b[^.;]*\b(?:during|in) (?:the|your|each)\b[^.;]*\bphase\b|\b(?:during|in) (?:the|your|each)\b[^.;]*\bphase\b[^.;]*\bspecial summon (?:this card|it)\b/i;

const TARGET = /\btarget\b/i;
const DESTROYS = /\bdestroys?\b/i;

/**
 * "If Summoned this way:" / "When you do:" answers this card being Special Summoned by the effect
 * before it, as that effect resolves. Made by a trigger (Gorz's "When you take damage: You can
 * Special Summon this card"), that Summon is the card itself moving, which comes only where the
 * trigger itself can be activated: the effect records which one (`summonedBy`) and the verdicts
 * take both. Made by a procedure, an Ignition or Quick Effect without an event, a trigger of an
 * event the Damage Step never holds, or put off to a phase, it stays an event the step never has.
 * Only the nearest effect that Special Summons anything counts, and no Summoning procedure may stand
 * between them.
 */
function summonedThisWayByTrigger(readings: Reading[], procedures: Array<{ start: number; end: number }>): void {
  readings.forEach((r, i) => {
    if (r.event !== 'summoned-by-own-procedure') return;
    let at = i - 1;
    while (at >= 0 && !(readings[at] as Reading).does.includes('special-summon')) at--;
    const summoning = readings[at];
    if (!summoning || summoning.form === 'plain' || procedures.some((p) => p.start >= summoning.span.end && p.end <= r.span.start)) return;
    // "it" is this card only when the condition is about this card and names no other one ("this card destroys ... and sends it").
    const itIsThisCard = summoning.subject === 'self' && !TARGET.test(summoning.text) && !DESTROYS.test(summoning.condition ?? '');
    const thisCard = SUMMONS_THIS_CARD.test(summoning.text) || (itIsThisCard && SUMMONS_IT.test(summoning.text));
    // A phase named in the condition ("during your opponent's Battle Phase: You can ...") puts nothing off.
    const resolution = summoning.text.slice(summoning.text.lastIndexOf(':') + 1);
    if (!thisCard || !summoning.event || EVENTS[summoning.event].category === 'never' || SUMMON_PUT_OFF.test(resolution)) return;
    r.event = 'self-moved';
    r.subject = 'self';
    r.summonedBy = at;
    r.wordings.push('form.summoned-by-own-trigger');
    r.assumptions.push('read "Summoned this way" as this card Special Summoned by the trigger before it, so only where that trigger can be activated');
  });
}

function cardOf(input: CardTextInput, reading: TextReading): ClassifiedCard {
  const { monsterTypes, atk, def, level } = input;
  // A monster with types, ATK, DEF and Level (most of a pool) in one literal, with the keys in the
  // order the other cards get them one by one: the card keeps them all in itself, without a second
  // array for the properties added later.
  const full = !!monsterTypes && atk !== undefined && def !== undefined && level !== undefined;
  const card: CardRecord & { effects: ClassifiedEffect[] } = full
    ? {
        name: input.name,
        kind: input.kind,
        subtype: input.subtype,
        effects: reading.effects,
        seed: TEXT_SEED,
        source: 'text',
        monsterTypes: [...monsterTypes],
        atk,
        def,
        level,
      }
    : {
        name: input.name,
        kind: input.kind,
        subtype: input.subtype,
        effects: reading.effects,
        seed: TEXT_SEED,
        source: 'text',
      };
  if (!full) {
    if (monsterTypes) card.monsterTypes = [...monsterTypes];
    if (atk !== undefined) card.atk = atk;
    if (def !== undefined) card.def = def;
    if (level !== undefined) card.level = level;
  }
  if (reading.grantedElsewhere.length > 0) card.grantedElsewhere = reading.grantedElsewhere;
  return { card, unrecognised: reading.unrecognised.length > 0 ? reading.unrecognised : NONE, confidence: reading.confidence };
}

const EQUIP_THIS_CARD_TO = /\bequip this card to\b/i;
const THIS_CARD_WORDS = /\bthis card\b/i;
const THIS_CARD_IN_GY = /\bthis card (?:from|in) your (?:gy|graveyard)\b/i;

function spellTrapEffects(input: CardTextInput, readings: Reading[], text: string): ClassifiedEffect[] {
  const { kind, subtype } = input;
  const base = { cardKind: kind, cardSubtype: subtype };
  const asEffect = (r: Reading): ClassifiedEffect => {
    const ek = spellTrapEffectKind(r, kind, subtype);
    // A Quick-like effect with no event is one its controller chooses to activate: never mandatory.
    const mandatory = ek === 'continuous-like' ? true : ek === 'quick-like' && r.event === undefined ? false : !r.optional;
    return toEffect(r, base, 'effect', ek, mandatory);
  };
  const persistent = PERSISTENT.has(subtype);
  const first = readings[0];

  if (!persistent || (first && first.activateThisCard && first.form !== 'plain')) {
    // The card's activation is its first effect (Normal/Quick-Play/Counter/Normal Trap, and
    // Continuous cards that say "Activate this card by ...").
    if (!first) {
      const whole = trimPiece(text, 0, text.length) ?? { start: 0, end: text.length };
      return [
        {
          label: 'activate the card',
          activation: 'card',
          ...base,
          effectKind: spellTrapActivationKind(kind, subtype, undefined),
          mandatory: false,
          does: ['other'],
          span: whole,
          text: text.slice(whole.start, whole.end),
          confidence: 0.5,
          assumptions: ['the card has no text that reads as an effect; assumed its activation does nothing the Damage Step rules name'],
          wordings: ['fallback.no-effect-text'],
        },
      ];
    }
    if (first.event === 'self-moved' && first.subject === 'self' && !first.activateThisCard) {
      // "If this card is sent from the hand to the GY: ..." is a trigger of the card in the GY;
      // its text says nothing the card's own activation would do.
      first.wordings.push('form.self-trigger-not-activation');
      const whole = trimPiece(text, 0, text.length) ?? { start: 0, end: text.length };
      const bare: ClassifiedEffect = {
        label: 'activate the card',
        activation: 'card',
        ...base,
        effectKind: spellTrapActivationKind(kind, subtype, undefined),
        mandatory: false,
        does: ['other'],
        span: whole,
        text: text.slice(whole.start, whole.end),
        confidence: first.confidence,
        assumptions: ['the text is an effect the card has in the GY (or when it moves), not what activating it does'],
        wordings: ['form.self-trigger-not-activation'],
      };
      return [bare, ...readings.map(asEffect)];
    }
    const activation = toEffect(first, base, 'card', spellTrapActivationKind(kind, subtype, first), false, 'activate: ');
    // A Trap that becomes a monster: ATK/DEF changes in its text are that monster's own, later.
    if (persistent && TRAP_MONSTER.test(text) && activation.does.includes('atk-def-direct')) {
      activation.does = activation.does.filter((a) => a !== 'atk-def-direct');
      if (activation.does.length === 0) activation.does = ['other'];
    }
    // A persistent card's "When this card is activated: ..." resolves as part of that activation.
    const withActivation = persistent ? readings.slice(1).filter((r) => ON_ACTIVATION.test(r.condition ?? '')) : [];
    if (withActivation.length > 0) {
      activation.does = [...new Set<EffectAction>([...activation.does, ...withActivation.flatMap((r) => r.does)])];
      if (activation.does.length > 1) activation.does = activation.does.filter((a) => a !== 'other');
      activation.wordings = [...activation.wordings, 'form.resolves-with-activation'];
    }
    // "When it destroys a monster by battle this turn: ..." after a one-shot card's resolution is
    // an effect that resolution created, applied to its target: not activated from this card.
    // One about this card itself moving is this card's own trigger (Kendochourai), whatever else it names.
    // So is one whose resolution acts on this card ("… this turn: You can add this card from your GY to your hand").
    // A one-shot card that equips itself ("equip this card to that target") stays on the field as an
    // Equip Card: its "If the equipped monster destroys …" is its own effect (seed 000: Horn of the Phantom Beast).
    const staysAsEquip = activation.does.includes('equips-itself') || EQUIP_THIS_CARD_TO.test(readings[0]?.text ?? '');
    const created = (r: Reading): boolean =>
      !persistent &&
      !staysAsEquip &&
      r.condition !== undefined &&
      !ABOUT_THIS_CARD.test(r.condition) &&
      !THIS_CARD_WORDS.test(r.text.slice(r.condition.length)) &&
      CREATED_BY_RESOLUTION.test(r.condition);
    return [
      activation,
      ...readings
        .slice(1)
        .filter((r) => !withActivation.includes(r))
        .map((r) => {
          if (!created(r)) return asEffect(r);
          r.wordings.push('form.created-by-resolution');
          return toEffect(r, base, 'effect', 'continuous-like', true);
        }),
    ];
  }

  // Continuous, Field and Equip cards: activating the card puts its Continuous-like effects on
  // the field; a Continuous Trap's fast effect may also be activated in the same Chain Link.
  // "When this card is activated: ..." resolves as part of the card's activation, not on its own.
  const onActivation = readings.filter((r) => ON_ACTIVATION.test(r.condition ?? ''));
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
    activation: 'card',
    ...base,
    effectKind: 'continuous-like',
    mandatory: false,
    does: [...does],
    span: whole,
    text: text.slice(whole.start, whole.end),
    confidence: effects.length > 0 ? lowest(effects.map((e) => e.confidence)) : 0.5,
    assumptions,
    wordings: ['form.persistent-card-activation'],
  };
  if (subtype === 'continuous-trap') {
    const withActivation = onActivation[0] ?? readings.find((r) => r.whenThisCardIsActivated);
    const explicit = withActivation ? asEffect(withActivation) : undefined;
    // Only an effect used on the field can share the card's Chain Link: not one of the card moving or in
    // the GY ("If this card is sent from the Spell & Trap Zone to the GY: …", "You can banish this card
    // from your GY; …"). Among those, one the Damage Step admits is the one a player would activate there
    // (Konami's rulings on True Draco Apocalypse: only with its ATK/DEF-halving effect in the same Chain Link).
    const onField = effects.filter((e) => (e.effectKind === 'quick-like' || e.effectKind === 'trigger-like') && e.eventSubject !== 'self' && !THIS_CARD_IN_GY.test(e.text));
    const chosen = explicit ?? onField.find((e) => e.does.some((a) => a === 'atk-def-direct' || a === 'negate-activation')) ?? onField[0];
    if (chosen) {
      activation.sameChainLinkEffect = sameChainLink(chosen);
      if (!explicit) {
        assumptions.push("assumed its fast effect may be activated in the same Chain Link as the card, as a Continuous Trap's effects can");
      }
    }
  }
  const firstContinuous = continuousEffects[0] && LABEL_SOURCES.get(continuousEffects[0]);
  if (firstContinuous) LABEL_SOURCES.set(activation, { prefix: `activate: ${firstContinuous.prefix}`, span: firstContinuous.span });
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
