import type { CardKind } from '../types';

// Splits card text into effects. Every step works on a "masked" copy of the text of the same
// length, where quoted card names are blanked out: names carry ".", ":" and ";" ("Number 39:
// Utopia", "T.G. Blade Blaster") that would otherwise look like PSCT punctuation. Offsets into
// the masked copy are offsets into the original, so spans come for free.
// The patterns are constants here, not literals in the functions that test them: a regex literal
// is a new RegExp object each time it is evaluated, and these run on every sentence of a pool.

export interface Piece {
  start: number;
  end: number;
}

/** One effect's text: its span, and whether it was introduced by a number (①, (1):). */
export interface EffectSegment extends Piece {
  numbered: boolean;
  /** In the Pendulum Effect section of a Pendulum Monster. */
  pendulum: boolean;
  /** Starts at a bullet ("●"): a short name before its first colon is a choice's label. */
  bulleted: boolean;
}

/** Sentences and lines the classifier read and set aside as not being effects. */
export interface SkippedPiece extends Piece {
  why: 'restriction' | 'summoning-condition' | 'materials' | 'granted-effect' | 'header' | 'flavor';
}

export interface Segmentation {
  masked: string;
  effects: EffectSegment[];
  skipped: SkippedPiece[];
}

// "Activate only when X. ..." / "You can only activate this card when X. ...": the card's own activation condition.
// Older Traps also wrote "Activate at the end of the Damage Step, if ..." without "only".
export const ACTIVATE_ONLY_PREFIX = /^(?:activate (?:this card )?only|you can only activate this card|activate(?= (?:at|during) )) /i;
export const ACTIVATE_ONLY = new RegExp(`${ACTIVATE_ONLY_PREFIX.source}(?:when|if|during|at|while|by)\\b`, 'i');

// "● While in Attack Position:" heads the effect written after it: a label, not a condition.
export const POSITION_LABEL = /^[\s●•]*while in (?:face-up )?(?:attack|defense) position\s*:\s*/i;

/** The length of the position label that opens masked[start, end), or 0. */
export function positionLabelLength(masked: string, start: number, end: number): number {
  // The label opens with a bullet, a space or "While": most pieces are passed over without a slice.
  const c = masked.charCodeAt(start);
  if (c !== 0x25cf && c !== 0x2022 && c !== 0x57 && c !== 0x77 && !isSpaceCode(c)) return 0;
  return POSITION_LABEL.exec(masked.slice(start, end))?.[0].length ?? 0;
}

// An opening quote, the name, and its closing quote; a name never spans lines, so an unbalanced
// quote stops masking at the line's end (and one left open at the end of the text masks nothing).
const QUOTED_NAME = /["\u201c]([^"\u201d\n]*)(?:["\u201d]|(?=\n))/g;

const OPENING_QUOTE = /["\u201c]/;

/** The text with quoted names replaced by underscores (same length, same offsets). */
export function maskQuotes(text: string): string {
  if (!OPENING_QUOTE.test(text)) return text;
  return text.replace(QUOTED_NAME, (quoted, name: string) => `${quoted[0] ?? ''}${'_'.repeat(name.length)}${quoted.slice(1 + name.length)}`);
}

// Whitespace other than single spaces: most texts have none, and rebuilding them space by space costs as much.
const UNEVEN_WHITESPACE = /\s\s|[^\S ]/;
const WHITESPACE_RUNS = /\s+/g;
/** The text with each run of whitespace as one space, trimmed. */
export const flattenWhitespace = (s: string): string => (UNEVEN_WHITESPACE.test(s) ? s.replace(WHITESPACE_RUNS, ' ') : s).trim();

/** Whether the UTF-16 code unit is one that `\s` matches (ECMAScript's WhiteSpace and LineTerminator), without a string per character. */
export function isSpaceCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** [start, end) trimmed of whitespace; undefined when nothing is left. */
export function trimPiece(text: string, start: number, end: number): Piece | undefined {
  while (start < end && isSpaceCode(text.charCodeAt(start))) start++;
  while (end > start && isSpaceCode(text.charCodeAt(end - 1))) end--;
  return end > start ? { start, end } : undefined;
}

// The marker's own character comes first so a line is scanned for it quickly; what may stand
// before it (the line's start, a space, a full stop) is checked where it is found.
const NUMBER_MARKER = /(?:\(\d{1,2}\)|[\u2460-\u2473])\s*:?/g;
const BEFORE_NUMBER_MARKER = /[\s.]/;
const HEADER_BODY = String.raw`\[\s*(pendulum effect|monster effect|flavor text|pendulum scale[^\]]*)\s*\]|-{4,}|[\u2015\u2500-]{4,}`;
// A Pendulum box header within a line: a text pasted without its line breaks still has its sections.
const INLINE_HEADER = new RegExp(HEADER_BODY, 'gi');
// Every header has a bracket or a run of dashes: most lines have neither and are not scanned for one.
const MAY_HOLD_HEADER = /\[|--|[\u2015\u2500]/;

type Section = 'pendulum' | 'monster' | 'flavor' | 'none';

/** Lines of the text, with Pendulum section headers noted and removed. */
function lines(masked: string): Array<Piece & { section: Section }> {
  if (!MAY_HOLD_HEADER.test(masked)) return linesWithoutHeaders(masked);
  const out: Array<Piece & { section: Section }> = [];
  let section: Section = 'none';
  let pos = 0;
  for (const raw of masked.split('\n')) {
    const start = pos;
    pos += raw.length + 1;
    let from = start;
    INLINE_HEADER.lastIndex = 0;
    for (let header = MAY_HOLD_HEADER.test(raw) ? INLINE_HEADER.exec(raw) : null; header; header = INLINE_HEADER.exec(raw)) {
      const piece = trimPiece(masked, from, start + header.index);
      if (piece) out.push({ ...piece, section });
      const name = (header[1] ?? '').toLowerCase();
      if (name.startsWith('pendulum')) section = 'pendulum';
      else if (name === 'monster effect') section = 'monster';
      else if (name === 'flavor text') section = 'flavor';
      from = start + header.index + header[0].length;
    }
    const piece = trimPiece(masked, from, start + raw.length);
    if (piece) out.push({ ...piece, section });
  }
  return out;
}

/** `lines` of a text with no header anywhere (most texts): the trimmed lines, found without a string per line. */
function linesWithoutHeaders(masked: string): Array<Piece & { section: Section }> {
  const out: Array<Piece & { section: Section }> = [];
  for (let start = 0; start <= masked.length;) {
    const newline = masked.indexOf('\n', start);
    const lineEnd = newline < 0 ? masked.length : newline;
    let from = start;
    let to = lineEnd;
    while (from < to && isSpaceCode(masked.charCodeAt(from))) from++;
    while (to > from && isSpaceCode(masked.charCodeAt(to - 1))) to--;
    if (to > from) out.push({ start: from, end: to, section: 'none' });
    start = lineEnd + 1;
  }
  return out;
}

// "2 Level 4 monsters Once per turn: ...": an Extra Deck monster's materials with its first effect on
// the same line, as a text pasted without line breaks has them. The materials end with the word that
// names them; the effect starts with a capital letter a materials line never has there.
const MATERIALS_LEAD =
  /^((?:\d\+?|"[^"\n]*")[^.:;\n]*?(?:\bmonsters?|\bMonsters?|\bTuners?|\bnames|\bTokens|"))\s+(?=(?:If|When|Once|You|During|This|Each|Cannot|Must|Other|Gains?|Your|Neither|All|Unaffected|While|At|After|Before|Up to|Twice|Monsters|Any|Also)\b|[(\u25cf\u2460-\u2473])/;

// "place 1 E.C. Counter on this card": an unquoted initialism's full stops end no sentence.
const INITIALISM_END = /(?:^|[^A-Za-z])[A-Z]\.[A-Z]\.$/;

/** Whether the full stop at `dot` ends an initialism ("E.C."): INITIALISM_END, run only where a full stop stands two before it. */
function initialismEnds(masked: string, start: number, dot: number): boolean {
  return dot - 2 >= start && masked.charCodeAt(dot - 2) === FULL_STOP && INITIALISM_END.test(masked.slice(Math.max(start, dot - 4), dot + 1));
}

const SPACE_THEN_CAPITAL = /^\s+[A-Z]/;
const ENDS_WITH_WHOLE_REMINDER = /\([^()]*\.\)$/;
const BULLET = 0x25cf;
const FULL_STOP = 0x2e;

/** Sentence ends: "." then space or end, outside parentheses, an initialism's aside. */
export function sentences(masked: string, start: number, end: number): Piece[] {
  const out: Piece[] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < end; i++) {
    // Char codes, not one-character strings: a character outside Latin-1 would be a new string each time.
    const ch = masked.charCodeAt(i);
    if (ch === OPEN) depth++;
    else if (ch === CLOSE) {
      depth = Math.max(0, depth - 1);
      // "(You can only gain this effect once per turn.) If ...", "(This Special Summon is treated as a
      // Fusion Summon.) If ...": a reminder that is a whole sentence ends the sentence it follows.
      if (depth === 0 && i + 1 < end && SPACE_THEN_CAPITAL.test(masked.slice(i + 1, i + 3)) && ENDS_WITH_WHOLE_REMINDER.test(masked.slice(from, i + 1))) {
        const p = trimPiece(masked, from, i + 1);
        if (p) out.push(p);
        from = i + 1;
      }
    } else if (ch === BULLET && i > from) {
      // A bullet starts a new sentence even when the previous one ends without a full stop.
      const p = trimPiece(masked, from, i);
      if (p) out.push(p);
      from = i;
    } else if (ch === FULL_STOP && depth === 0 && (i + 1 >= end || isSpaceCode(masked.charCodeAt(i + 1))) && !initialismEnds(masked, start, i)) {
      const p = trimPiece(masked, from, i + 1);
      if (p) out.push(p);
      from = i + 1;
    }
  }
  const p = trimPiece(masked, from, end);
  if (p) out.push(p);
  return out;
}

const RESTRICTION =
  /^(?:(?:if|while) this card[^,.]{0,40} would be used as (?:an? )?(?:(?:fusion|synchro|xyz|link|ritual) )?material\b|if [^,.]{0,80}, you can (?:also )?activate this card from your hand\b|\(transfer its materials to (?:this card|the summoned monster)\.\)|\(you can only gain this effect once per turn\.\)|this card in your hand can (?:also )?be used as\b|you can only (?:use|activate(?! this card (?:when|if|during|at|while)\b)|special summon|control|apply|have|set|normal summon)|you can control only (?:1|one)\b|you cannot (?:activate|use|special summon|normal summon|summon|conduct)\b.*\b(?:turn|duel)\b|you cannot activate (?:the following|these|those) effects\b|you can use (?:this effect|the effect of _*|this effect of _*)[^.]*\b(?:up to|a number of times)\b|you cannot (?:special|pendulum) summon (?:monsters|a monster)\b[^.]*\bexcept\b[^.]*\.$|equip only to\b[^.]*\.$|you can only(?! activate this card (?:when|if|during|at|while)\b)|only once per (?:turn|duel)|there can only be|you can activate this card from your hand|you can activate this card (?:during )?the turn it was set\b|this card can be activated from your hand|if this card is set, it can be activated|\(this card(?:'s name)? is (?:also )?(?:always|also) treated|\(this card is not treated|this card's name becomes|this card is (?:also )?(?:always|also) treated as|this effect can only be used once\b|each player can only use this effect\b|only one "[^"]+" can have its effect activated\b|damage calculation is applied normally\b|[^.]*\bto activate and to resolve this effect\.?$|\(this card's original (?:level|rank|attribute|type|name) is always treated as|(?:(?:while|if) [^.]{0,120}, )?you can (?:use|activate) this effect up to (?:twice|three times|\d+ times)\b|this effect can be applied (?:a number of times|up to)\b|you can use 1 (?:"[^"]*"|_+) effects? per turn\b)/i;
const SUMMON_CONDITION =
  /^(?:(?:once per turn, )?(?:(?:if|during) [^.:;]{0,140}, )?you can also (?:xyz|synchro|fusion|link|ritual|special) summon (?:this card|"[^"]+")[^.:;]* by\b|(?:if [^.:;]{0,140}, )?you can tribute summon this (?:card|monster) (?:face-up |in [a-z -]*position )?by tributing\b|you can substitute this card for any 1 fusion material\b|you can set this card from your hand to your spell & trap (?:card )?zone as a spell\b|(?:if [^.:;]{0,120}, )?you can normal summon(?:\/set)? this (?:card|monster) (?:without tributing|with (?:1|one|2|two|3|three) tributes?)\b|this (?:card|monster) can only be (?:ritual|special|normal) summoned\b|must (?:first )?be either\b|cannot be (?:normal )?(?:summoned|set|special summoned|normal summoned)|cannot be normal summoned\/set|must (?:first )?be (?:special|ritual|fusion|synchro|xyz|link|normal|pendulum) summoned|this card cannot be (?:special )?summoned|can only be special summoned|this card can only be special summoned|this card must be|must be special summoned|you can ritual summon this card|this card is used to ritual summon|you can special summon this card(?: \(from [^)]*\))?(?: by| if| in|\.|$))/i;
const HAND_PERMISSION = /^(?:if [^.:;]{0,120}, )?you can (?:also )?activate this card from your hand\b[^:;]*$/i;
const SUMMON_PROCEDURE = /\bspecial summon this card \(from (?:your|the)[^)]*\)/i;
const GRANT = /\bgains? (?:this|these|the following) effects?\b|\bgains? (?:this|these|the following) effects?:|\bgains? (?:an? |1 )?(?:additional )?effect:/i;
// "If this card has X as material, it gains this effect": the card grants the effect to itself.
// A sentence that gives the card itself effects: "If this card has X as material, it gains this
// effect.", "This card gains the following effects", "If Summoned this way, this card gains this effect."
// Its clauses stop at a colon or semicolon: "it" after one is what the effect targets.
const SELF_GRANT_HEAD =
  /^(?:if|while) this card (?:has|is|was)\b[^.:;]*\b(?:it|this card) gains? (?:this|these|the following|an?|1|the appropriate) (?:additional )?effects?\b|^this card gains? (?:(?:this|these|the following) )?effects?\b|^(?:if|when|while) [^.:;]*?,\s*this card gains? (?:this|these|the following) effects?\b|^(?:if|when|while) this card\b[^.:;]*?,\s*it gains? (?:this|these|the following) effects?\b|\bnormal summon it to have it (?:become|be treated as) an effect monster with (?:this|these|the following) effects?\b/i;
// An activated effect that gives the card itself an effect: "You can Tribute 1 monster; this card gains the following effect this turn."
const SELF_GRANT_BY_EFFECT = /(?:[;,]|\bthen)\s*this card gains? (?:this|these|the following) effects?\b/i;
const ALREADY_FACE_UP_HEADER = /^(?:if|while) this card is already face-up (?:on the field|in the spell & trap zone):\s*$/i;
// "Apply the appropriate effect, depending on ...", "This card's effect changes depending on ...", "This card
// gains an effect based on ...": a sentence that heads the card's own effects, one a bullet.
const APPLY_BY_STATE_HEADER =
  /^(?:apply the (?:appropriate|following) effects?(?:\(s\))?|this card's effects?(?= (?:changes?|depends?)\b)|(?:this (?:card|monster) )?(?:gains|gets) (?:an|the appropriate|the following|these) effects?(?:\(s\))?)\b[^:;]*?\b(?:depending on|based on|according to|depends? on|if you|while)\b[^:;]*:?\s*$/i;
// "... depending on the type of card sent": the choice rests on what the effect before it just did.
const RESOLUTION_BY_WHAT_WAS_DONE = /\b(?:sent|discarded|banished|tributed|revealed|detached|removed|destroyed|returned|shuffled|excavated|drawn|declared|rolled|called|paid)\b/i;
// "You can pay 500 LP." standing alone: a cost whose resolution has not come yet.
const BARE_COST = /(?:^|,\s*)you can (?:pay|discard|send|banish|tribute|detach|reveal|remove|shuffle|return)\b[^.;:,]*\.?$/i;
const GEMINI_HEADER = /\bnormal summon it to have it (?:become|be treated as) an effect monster with (?:this|these|the following) effects?:?\s*$/i;
const SEPARATE_BULLETS = /\b(?:each of the following|the following effects|these effects)\b(?![^.]*\b(?:activate|apply|choose|select) (?:1|one|any number|up to)\b)/i;
const CHOOSE_BULLETS = /\b(?:activates?|appl(?:y|ies)|chooses?|selects?|uses?) (?:1|one|any number|up to \d+|2)\b[^.]*\b(?:of (?:these|the following)|effects?)\b/i;
const EXTRA_DECK_TYPES = ['fusion', 'synchro', 'xyz', 'link'];

const COLON_OR_SEMICOLON = /[:;]/;
const ENDS_WITH_FULL_STOP = /\.\s*$/;
const PLUS = /\+/;
const FULL_STOP_BEFORE_MORE = /\.(?=.)/;
const MATERIALS_WORDING = /\+|\bmonsters?\b|\btuner\b|^\d/i;

// "3 "Arcana Force" monsters with different names.": a list of materials written as one sentence.
const MATERIALS_SENTENCE = /^\d+\+?\s[^.:;]*\bmonsters?(?:\s+with\s+different\s+[A-Za-z]+)?\.\s*$/;

/** A line of Extra Deck materials ("2 Level 4 monsters", "1 Tuner + 1+ non-Tuner monsters"). */
function isMaterials(line: string): boolean {
  if (MATERIALS_SENTENCE.test(line.trim())) return true;
  // A full stop ends a sentence, not a list of materials, unless the line is one "A" + "B" list.
  if (COLON_OR_SEMICOLON.test(line) || (ENDS_WITH_FULL_STOP.test(line) && !(PLUS.test(line) && !FULL_STOP_BEFORE_MORE.test(line.trim())))) return false;
  return MATERIALS_WORDING.test(line) && line.length < 160;
}

/** Continuation wording: the sentence belongs to the effect before it. */
const CONTINUATION =
  /^(?:if you (?:activate|use|apply) this (?:effect|card)|if you call it\b|if (?:the (?:result|roll|coin toss|die roll)|you roll|both (?:results|coins))\b|(?:if|when) [^,.:]{0,80}\b(?:with|by|using) this (?:card's )?effect\b|when you (?:activate|use) this (?:effect|card)|then|it|its|they|their|them|that|those|these|also|after that|afterwards|if you do|otherwise|in addition|for the rest|until|this turn|each of them|the (?:monster|card|summoned|target|targeted|equipped|destroyed|banished|returned|added|special summoned|effect)|return (?:it|them)|destroy (?:it|them)|banish (?:it|them)|send (?:it|them)|add (?:it|them)|shuffle|place (?:it|them)|if (?:it|they|that)|when (?:it|they|that)|while (?:it|they|that)|during (?:that|this|the end phase of this turn|the end phase,? (?:return|destroy|banish|send))|you cannot|your opponent cannot (?:activate|respond)|neither player can (?:activate|respond)|(?:you|your opponent) (?:take|takes) no|the battle damage|the damage|at the end of this turn|during this turn)\b/i;
// Older "When it is destroyed and this card is sent to the Graveyard, you can ...": a trigger of its own
// about the card the effect before it handled, not a step of that effect.
const OLD_PRONOUN_TRIGGER = /^when (?:it|they|that (?:monster|card)) [^.;:]{0,80}, you can\b/i;
// "If "Necrovalley" is on the field, you can add the selected card to your hand instead.": another
// outcome of the effect before it, not an effect of its own (a replacement says "would").
const INSTEAD_OPTION = /^if (?![^.:;]*\bwould\b)[^.:;]*,\s*you can [^.:;]*\binstead\.?$/i;
const ON_ACTIVATION_HEAD = /^(?:when|if) (?:you activate this card|this card is activated)\b/i;
/** Wording that starts a new effect even after an activated one. */
const NEW_EFFECT =
  /^(?:you can(?! only)|once per (?:turn|chain|duel)|if (?!you do\b|it\b|they\b|that\b)|when (?!it\b|they\b|that\b)|while (?!it\b|they\b|that\b)|each time|at the (?:start|end) of|during (?!that|this)|this card(?! (?:is|was) (?:also|always))|cannot be|monsters? (?:you|your opponent) controls?|your opponent(?:'s)? (?:monsters|cannot)|neither player|all (?:face-up )?(?:"_+" )?monsters|gains \d+ (?:atk|def)\b|flip:|before damage calculation|after damage calculation|\(quick effect\)|the (?:original )?(?:atk|def)(?:\/(?:atk|def)| and (?:atk|def))? of this card\b)/i;
/** "A Synchro Monster that used this card as material gains 500 ATK": what the card gives its material's monster, an effect of its own. */
export const MATERIAL_SENTENCE = /^an? [^.,;:]{0,40}\bmonsters? (?:that (?:used|was (?:[a-z]+ )?summoned using)|(?:[a-z]+ )?summoned using) this card as\b/i;

const OPEN = 0x28; // (
const CLOSE = 0x29; // )
// Longer than a card's text: how far findTopLevel lets indexOf look past the piece it searches.
const INDEX_OF_REACH = 4096;

/**
 * The one scanner every stage shares: the first index in [start, end) outside parentheses (the
 * text is masked, so quoted names are already out of the way) that holds the character `code`, or
 * -1. A loop over char codes, without a call per character: the reader runs it on every sentence.
 */
export function findTopLevel(masked: string, start: number, end: number, code: number): number {
  let from = start;
  // Most pieces hold no such character, or none after an opening bracket: indexOf, which needs no
  // step per character, answers those. (A ")" with no "(" before it leaves the depth at 0.) It
  // looks on to the text's end, so only where that end is near: a huge text is scanned below.
  if (masked.length - start <= INDEX_OF_REACH) {
    const at = masked.indexOf(String.fromCharCode(code), start);
    if (at < 0 || at >= end) return -1;
    const open = masked.indexOf('(', start);
    if (open < 0 || open > at) return at;
    // Nothing before the bracket is the character: the scan starts there, at depth 0.
    from = open;
  }
  let depth = 0;
  for (let i = from; i < end; i++) {
    const c = masked.charCodeAt(i);
    if (c === OPEN) depth++;
    else if (c === CLOSE) depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === code) return i;
  }
  return -1;
}

const COLON = 0x3a;
const SEMICOLON = 0x3b;
const COMMA = 0x2c;

const ENDS_WITH_OR = /\bor$/i;
const ENDS_NAMING_EFFECTS = /\b(?:these|the following) effects?(?:\(s\))?$|\b(?:1|one|any) of its effects?$/i;

/** Top-level ":" — after parentheses are closed ("(Quick Effect):") and outside names. */
export function topLevelColon(masked: string, start: number, end: number): number {
  // A colon passed over was at depth 0, so the scan goes on from it at depth 0, as one scan would.
  for (let i = findTopLevel(masked, start, end, COLON); i >= 0; i = findTopLevel(masked, i + 1, end, COLON)) {
    // "OR:" inside a Union text and "●" bullets choosing effects are not activation conditions.
    const before = masked.slice(Math.max(start, i - 30), i);
    if (!ENDS_WITH_OR.test(before) && !ENDS_NAMING_EFFECTS.test(before)) return i;
  }
  return -1;
}

export function topLevelSemicolon(masked: string, start: number, end: number): number {
  return findTopLevel(masked, start, end, SEMICOLON);
}

export function topLevelComma(masked: string, start: number, end: number): number {
  return findTopLevel(masked, start, end, COMMA);
}

const ACTIVATED_OPENING =
  /^you can\b(?! only| control only (?:1|one)\b| use (?:this|the) effect| use 1 "[^"]*" effects? per turn| (?:use|activate) this effect up to| activate this card (?:during )?the turn it was set\b)|^activate (?:this card )?(?:only|by)\b/i;

/** `text` is the sentence (masked), `colon` its top-level colon or -1. */
function isActivatedSentence(text: string, colon: number): boolean {
  return colon >= 0 || ACTIVATED_OPENING.test(text) || ACTIVATE_ONLY.test(text);
}

// Looked for once: a replace that finds nothing still costs its own scan and some garbage.
const CR_OR_CURLY = /[\r\u2018\u2019\u201c\u201d]/;
const CARRIAGE_RETURNS = /\r/g;
const CURLY_APOSTROPHES = /[\u2018\u2019]/g;
const CURLY_QUOTES = /[\u201c\u201d]/g;
const NO_PENDULUM_EFFECT = /^\s*-?n\/a-?\s*$/i;
const WHOLE_REMINDER = /^\([^()]*\)\.?$/;
const IF_YOU_DO = /^if you do\b/i;
const TO_ACTIVATE = /\bto activate\b/i;
const ENDS_WITH_EFFECTS = /\beffects?(?:\(s\))?[.:]?\s*$/i;
const EFFECTS_BASED_ON = /\beffects? based on\b/i;
const GAINS = /\bgains?\b/i;
const ONLY_GAIN_ONCE = /\byou can only gain this effect\b/i;
const COLON_THEN_TEXT = /:\s*\S/;
const ABOUT_A_TOKEN = /^(?:when|if|while) (?:this|that|the) tokens?\b/i;
const FOLLOWING_OR_THESE_EFFECTS = /following|these effects/i;
const YOU_CAN_ONLY_USE = /^you can only use\b/i;
const ABOUT_THIS_CARD_OR_YOU_CAN = /^(?:if|when) this (?:set |face-up )?card\b|^you can\b/i;
const SAYS_EFFECT = /effect/i;
const SAYS_FOLLOWING = /following/i;
const ENDS_WITH_FOLLOWING_EFFECTS = /\b(?:following|these) effects?:\s*$/i;
const GAINS_EFFECTS_DEPENDING = /\bgains? (?:these|the following) effects? (?:depending on|based on|according to)\b/i;
const THIS_CARD_GAINS = /\bthis card gains?\b/i;

/**
 * An older activated effect whose cost ended the sentence before it ("You can send 1 card to the
 * Graveyard. Apply the appropriate effect, depending on the type of card sent.") is still open.
 * Naming what was just done keeps it open, unless the header points back to a cost paid "to
 * activate" an earlier effect (a lasting effect of its own).
 * A bare cost ("..., you can pay 500 Life Points.") is an activated effect's, older wording or not.
 */
function leftOpen(current: Draft | undefined, bt: string, masked: string): boolean {
  return (
    current !== undefined &&
    ((current.activated && RESOLUTION_BY_WHAT_WAS_DONE.test(bt) && !TO_ACTIVATE.test(bt)) ||
      (topLevelSemicolon(masked, current.start, current.end) < 0 && BARE_COST.test(masked.slice(topLevelColon(masked, current.start, current.end) + 1 || current.start, current.end).trim())))
  );
}

/** A sentence set aside: its span and why, made without spreading the piece. */
const skippedSentence = (s: Piece, why: SkippedPiece['why']): SkippedPiece => ({ start: s.start, end: s.end, why });

interface Draft extends Piece {
  numbered: boolean;
  pendulum: boolean;
  bulleted: boolean;
  activated: boolean;
}

/**
 * Splits a card's text into effect segments: numbered chunks (①, (1):) are one effect each;
 * otherwise sentences are grouped — an activated effect keeps the sentences that continue it,
 * each Continuous effect is a sentence. Restrictions, Summoning conditions, materials and
 * effects granted to other cards are set aside.
 */
export function segment(text: string, kind: CardKind, monsterTypes: string[] = [], oneShotSpellTrap = false): Segmentation {
  // A writer's word processor types curly apostrophes and quotes: one character for another keeps every offset.
  const masked = maskQuotes(CR_OR_CURLY.test(text) ? text.replace(CARRIAGE_RETURNS, ' ').replace(CURLY_APOSTROPHES, "'").replace(CURLY_QUOTES, '"') : text);
  const effects: Draft[] = [];
  const skipped: SkippedPiece[] = [];
  const extraDeck = kind === 'monster' && monsterTypes.some((t) => EXTRA_DECK_TYPES.includes(t.toLowerCase()));
  const normalMonster = kind === 'monster' && monsterTypes.some((t) => t.toLowerCase() === 'normal') && !monsterTypes.some((t) => t.toLowerCase() === 'effect');
  const allLines = lines(masked);
  if (allLines.length === 0) return { masked, effects: [], skipped };
  const firstOwn = extraDeck ? allLines.findIndex((l) => l.section !== 'pendulum') : -1;
  const first = allLines[firstOwn];
  if (first && !isMaterials(masked.slice(first.start, first.end))) {
    const lead = MATERIALS_LEAD.exec(masked.slice(first.start, first.end));
    if (lead?.[1] && isMaterials(lead[1])) {
      allLines.splice(firstOwn, 1, { ...first, end: first.start + lead[1].length }, { ...first, start: first.start + lead[0].length });
    }
  }

  let firstMonsterLine = true;
  let current: Draft | undefined;
  let bulletMode: 'continue' | 'separate' | 'granted' = 'continue';
  let grantPending = false;

  const close = () => {
    if (current) effects.push(current);
    current = undefined;
  };

  for (let l = 0; l < allLines.length; l++) {
    const line = allLines[l] as (typeof allLines)[number];
    const pendulum = line.section === 'pendulum';
    const lineText = masked.slice(line.start, line.end);
    // "-n/a-" in a Pendulum box is the database's placeholder for "no Pendulum Effect".
    if (line.section === 'flavor' || (normalMonster && line.section !== 'pendulum') || (pendulum && NO_PENDULUM_EFFECT.test(lineText))) {
      skipped.push({ ...line, why: 'flavor' });
      continue;
    }
    if (!pendulum && firstMonsterLine && extraDeck && isMaterials(lineText)) {
      firstMonsterLine = false;
      skipped.push({ ...line, why: 'materials' });
      continue;
    }
    if (!pendulum) firstMonsterLine = false;

    // Cut the line at its number markers: each numbered chunk is one effect.
    const cuts: Array<{ at: number; numbered: boolean; skip: number }> = [{ at: line.start, numbered: false, skip: 0 }];
    NUMBER_MARKER.lastIndex = 0;
    for (let m = NUMBER_MARKER.exec(lineText); m; m = NUMBER_MARKER.exec(lineText)) {
      if (m.index > 0 && !BEFORE_NUMBER_MARKER.test(lineText[m.index - 1] as string)) continue;
      const at = line.start + m.index;
      if (at === line.start) cuts[0] = { at, numbered: true, skip: m[0].length };
      else cuts.push({ at, numbered: true, skip: m[0].length });
    }
    for (let c = 0; c < cuts.length; c++) {
      const cut = cuts[c] as (typeof cuts)[number];
      const chunkEnd = c + 1 < cuts.length ? (cuts[c + 1] as (typeof cuts)[number]).at : line.end;
      const chunkStart = cut.at + cut.skip;
      if (cut.numbered) {
        close();
        bulletMode = 'continue';
        grantPending = false;
      }
      const chunkSentences = sentences(masked, chunkStart, chunkEnd);
      for (let k = 0; k < chunkSentences.length; k++) {
        const s = chunkSentences[k] as Piece;
        const bullet = masked.charCodeAt(s.start) === 0x25cf;
        const body = bullet ? trimPiece(masked, s.start + 1, s.end) : s;
        if (!body) continue;
        const bt = masked.slice(body.start, body.end);
        // The sentence's top-level colon, looked for once: several of the tests below need it, and
        // almost every sentence gets to one of them (a scan is cheaper than a closure per sentence).
        const colon = topLevelColon(masked, body.start, body.end);

        // A reminder sentence "(You do not use "Polymerization".)" belongs to the piece before it.
        const previous = skipped[skipped.length - 1];
        if (WHOLE_REMINDER.test(bt) && previous && previous.end > (current?.end ?? effects[effects.length - 1]?.end ?? -1)) {
          skipped.push(skippedSentence(s, previous.why));
          continue;
        }
        // "You can Normal Summon this card with 1 Tribute. If you do, it becomes Level 5 …": what the procedure does.
        if (previous?.why === 'summoning-condition' && IF_YOU_DO.test(bt) && previous.end > (current?.end ?? effects[effects.length - 1]?.end ?? -1)) {
          skipped.push(skippedSentence(s, previous.why));
          continue;
        }
        if (bullet && bulletMode === 'granted') {
          skipped.push(skippedSentence(s, 'granted-effect'));
          grantPending = false;
          continue;
        }
        if (!bullet && grantPending) {
          // A granted effect written without bullets: the next effect is the granted one.
          grantPending = false;
          bulletMode = 'granted';
          skipped.push(skippedSentence(s, 'granted-effect'));
          continue;
        }
        if (!bullet && bulletMode === 'granted' && !NEW_EFFECT.test(bt) && !MATERIAL_SENTENCE.test(bt) && !cut.numbered) {
          skipped.push(skippedSentence(s, 'granted-effect'));
          continue;
        }
        if (!bullet) bulletMode = bulletMode === 'granted' ? 'continue' : bulletMode;

        if (ALREADY_FACE_UP_HEADER.test(bt)) {
          // "If this card is already face-up on the field: ● ... ● ...": each choice is an effect
          // of the face-up card, with its own condition.
          close();
          skipped.push(skippedSentence(s, 'header'));
          bulletMode = 'separate';
          continue;
        }
        // The headers and grants below all say "effect": most sentences are passed over after one look for it.
        const saysEffect = SAYS_EFFECT.test(bt);
        // Whether the effect before is still open, asked only of a header (few sentences are one).
        if (!oneShotSpellTrap && saysEffect && APPLY_BY_STATE_HEADER.test(bt) && !leftOpen(current, bt, masked)) {
          // "Apply the appropriate effect, depending on the Attribute of the equipped monster. ● LIGHT:
          // ... ● DARK: ...": a sentence of its own, resolving nothing; each choice is an effect of the card.
          close();
          skipped.push(skippedSentence(s, 'header'));
          bulletMode = 'separate';
          continue;
        }
        // SELF_GRANT_HEAD, which scans the whole sentence, last: few sentences end in "effect" or say "effects based on".
        if (saysEffect && (GEMINI_HEADER.test(bt) || ((ENDS_WITH_EFFECTS.test(bt) || EFFECTS_BASED_ON.test(bt)) && SELF_GRANT_HEAD.test(bt)))) {
          // "You can Normal Summon it to have it become an Effect Monster with this effect:" introduces the card's own effect.
          close();
          skipped.push(skippedSentence(s, 'header'));
          bulletMode = 'separate';
          continue;
        }
        // "(You can only gain this effect once per turn.)" limits the effect before it; it grants nothing.
        let grantsAfter = false;
        if (saysEffect && GAINS.test(bt) && GRANT.test(bt) && !SELF_GRANT_HEAD.test(bt) && !SELF_GRANT_BY_EFFECT.test(bt) && !ONLY_GAIN_ONCE.test(bt)) {
          // "If this card is sent to the GY: You can activate this effect; ... monsters gain this effect."
          // is an effect of this card's own that grants another: it stays, the granted one is skipped.
          // A Normal/Quick-Play/Counter card whose first sentence grants effects ("1 monster you
          // control gains the following effects until the end of this turn.") does that as it resolves.
          if ((colon >= 0 && COLON_THEN_TEXT.test(bt)) || (oneShotSpellTrap && effects.length === 0 && !current)) grantsAfter = true;
          else {
            close();
            skipped.push(skippedSentence(s, 'granted-effect'));
            bulletMode = 'granted';
            grantPending = true;
            continue;
          }
        }
        // "When this Token is destroyed, its controller takes 300 damage": an effect of the Token the
        // resolution creates, not of this card.
        if (ABOUT_A_TOKEN.test(bt)) {
          skipped.push(skippedSentence(s, 'granted-effect'));
          continue;
        }
        // A sentence with a condition's colon is activated, never a restriction: the long pattern is not run on it.
        if (colon < 0 && RESTRICTION.test(bt) && !isActivatedSentence(bt, colon)) {
          if (FOLLOWING_OR_THESE_EFFECTS.test(bt) && SEPARATE_BULLETS.test(bt) && (!CHOOSE_BULLETS.test(bt) || YOU_CAN_ONLY_USE.test(bt))) bulletMode = 'separate';
          skipped.push(skippedSentence(s, 'restriction'));
          continue;
        }
        // "You can activate this card from your hand by paying half your LP.": a permission, however it reads.
        if (kind !== 'monster' && colon < 0 && HAND_PERMISSION.test(bt) && topLevelSemicolon(masked, body.start, body.end) < 0) {
          skipped.push(skippedSentence(s, 'restriction'));
          continue;
        }
        if (kind === 'monster' && colon < 0 && (SUMMON_CONDITION.test(bt) || SUMMON_PROCEDURE.test(bt)) && topLevelSemicolon(masked, body.start, body.end) < 0) {
          skipped.push(skippedSentence(s, 'summoning-condition'));
          continue;
        }

        const activated = isActivatedSentence(bt, colon);
        let startNew: boolean;
        if (!current || current.pendulum !== pendulum) startNew = true;
        else if (bullet) startNew = bulletMode === 'separate' || positionLabelLength(masked, body.start, body.end) > 0;
        else if (current.numbered) startNew = false;
        else if (WHOLE_REMINDER.test(bt)) startNew = false;
        else if (activated) startNew = true;
        else if (OLD_PRONOUN_TRIGGER.test(bt)) startNew = true;
        else if (current.activated && INSTEAD_OPTION.test(bt)) startNew = false;
        else if (CONTINUATION.test(bt)) startNew = false;
        else if (current.activated)
          startNew =
            (NEW_EFFECT.test(bt) || MATERIAL_SENTENCE.test(bt)) &&
            (!(effects.length === 0 && kind !== 'monster' && !ABOUT_THIS_CARD_OR_YOU_CAN.test(bt)) ||
              // "When you activate this card: You can also ..." is done with once the card is on the
              // field; a "While ..." after it is the card's lasting effect.
              (!oneShotSpellTrap && ON_ACTIVATION_HEAD.test(masked.slice(current.start, current.end))));
        else startNew = true;

        if (startNew || !current) {
          close();
          // A Normal/Quick-Play/Counter card's first sentences are all its one resolution.
          current = { start: body.start, end: body.end, numbered: cut.numbered, pendulum, bulleted: bullet, activated: activated || (oneShotSpellTrap && effects.length === 0) };
        } else {
          current.end = body.end;
          current.activated ||= activated;
        }
        if (saysEffect || SAYS_FOLLOWING.test(bt)) {
          // "...; this card gains the following effect this turn. ● At the start of the Damage Step ...": the card's own.
          if (SELF_GRANT_BY_EFFECT.test(bt)) bulletMode = 'separate';
          else if (CHOOSE_BULLETS.test(bt)) bulletMode = 'continue';
          else if (ENDS_WITH_FOLLOWING_EFFECTS.test(bt)) bulletMode = 'separate';
          // "This card gains these effects depending on the number of ...": each bullet is an effect of its own.
          else if (GAINS_EFFECTS_DEPENDING.test(bt)) bulletMode = 'separate';
        }
        if (grantsAfter) {
          // "...; this card gains the following effect." grants the effect to the card itself: the
          // next sentence is one of its own effects, not another monster's.
          if (!THIS_CARD_GAINS.test(bt)) {
            bulletMode = 'granted';
            grantPending = true;
          }
          close();
        }
      }
    }
  }
  close();
  return { masked, effects: effects.map(({ start, end, numbered, pendulum, bulleted }) => ({ start, end, numbered, pendulum, bulleted })), skipped };
}
