import type { Expression } from 'luaparse';
import { ownValue } from '../own-key';
import { EFFECT_TYPE, EVENT_CODES, FLAG_DAMAGE_CAL, FLAG_DAMAGE_STEP, TIMING_BITS, TIMING_DAMAGE_CAL, TIMING_DAMAGE_STEP } from './constants';
import { dottedName, functionNode, functionText, sourceTextOf, type ScriptEffect, type ScriptReading, type SetterCall, type SourceRange } from './reader';

// What one registered effect of a script amounts to for the engine: its kind, its event, its
// Damage Step flags, its hint timing and whether its condition checks the phase.

export type ScriptAction = 'activate' | 'quick' | 'trigger' | 'flip' | 'ignition' | 'continuous' | 'unknown';

export interface ConditionFacts {
  present: boolean;
  /** The condition's code could be read in full (a known helper or a function of this script). */
  resolved: boolean;
  name?: string;
  /** It stops the effect after damage calculation (the guard helper, or a hand-written check). */
  afterCalculationGuard: boolean;
  /** It looks at the phase at all (so it may well keep the effect out of the Damage Step). */
  checksPhase: boolean;
  /** It lets the effect through only for a Pendulum Summon (which never happens in the Damage Step). */
  pendulumSummonOnly?: boolean;
  /** It is one `return` that the phase alone makes false in the Damage Step before damage calculation. */
  shutsDamageStep?: boolean;
}

export interface HintFacts {
  present: boolean;
  readable: boolean;
  /** One of its timings (its own turn's or the opponent's) includes TIMING_DAMAGE_STEP. */
  includesDamageStep: boolean;
  /** Both do (one argument stands for both turns). */
  includesDamageStepBothTurns: boolean;
  includesDamageCal: boolean;
}

export interface EffectFacts {
  effect: ScriptEffect;
  action: ScriptAction;
  mandatory: boolean;
  /** EFFECT_TYPE_SINGLE: the effect responds to its own card only. */
  single: boolean;
  code?: number;
  codeName?: string;
  /** EFFECT_TYPE_CONTINUOUS on an event: the engine runs it, with no chain and no phase check. */
  continuousEvent: boolean;
  /** The SetProperty flags; undefined when written in a way this reader cannot follow. */
  flags: string[] | undefined;
  damageStepFlag: boolean;
  damageCalFlag: boolean;
  hint: HintFacts;
  condition: ConditionFacts;
  categories: string[];
  /** A card activation that does nothing itself (no target, no operation): a Continuous card's "Activate". */
  bareActivation: boolean;
  /** EFFECT_TYPE_XMATERIAL: an effect the card gives the Xyz Monster it is material of, not its own. */
  grantedToXyz?: boolean;
  /**
   * The label object of an EFFECT_TYPE_GRANT effect: an effect the card gives another monster, not
   * its own; to the monster it is equipped to when the grant says so.
   */
  grantedToOther?: 'equipped-monster' | 'other-monster';
  /** The zones it may be used from (SetRange's LOCATION_ names); empty when unset or unreadable. */
  range: string[];
  /**
   * Whether its condition, cost or target looks at STATUS_BATTLE_DESTROYED; undefined where its
   * condition is code this reader does not have (a helper of the engine's own files, or a function
   * the script names but does not hold).
   */
  battleDestroyedCheck: boolean | undefined;
}

const PHASES: Readonly<Record<string, number>> = {
  PHASE_DRAW: 0x1,
  PHASE_STANDBY: 0x2,
  PHASE_MAIN1: 0x4,
  PHASE_BATTLE_START: 0x8,
  PHASE_BATTLE_STEP: 0x10,
  PHASE_DAMAGE: 0x20,
  PHASE_DAMAGE_CAL: 0x40,
  PHASE_BATTLE: 0x80,
  PHASE_MAIN2: 0x100,
  PHASE_END: 0x200,
};

const GUARD_HELPERS = new Set(['aux.dscon', 'aux.StatChangeDamageStepCondition', 'Auxiliary.dscon', 'Auxiliary.StatChangeDamageStepCondition']);
// The engine's helpers that look at something other than the phase: aux.exccon compares the turn the
// card was sent to the GY with this turn ("except the turn this card was sent to the GY").
// aux.zptcon(filter) asks whether a monster was Summoned to a zone the card points to; aux.TRUE is always true.
const NO_PHASE_HELPERS = new Set(['aux.exccon', 'Auxiliary.exccon', 'aux.zptcon', 'Auxiliary.zptcon', 'aux.TRUE', 'Auxiliary.TRUE']);
// A hand-written check that the Damage Step's damage calculation has not happened yet.
const GUARD_TEXT = /\bIsDamageCalculated\b|\baux\.dscon\b|\bStatChangeDamageStepCondition\b/;
const HAND_WRITTEN_GUARD = /\(?\s*Duel\.GetCurrentPhase\(\)\s*~=\s*PHASE_DAMAGE\s+or\s+not\s+Duel\.IsDamageCalculated\(\)\s*\)?/g;
const PHASE_WORDS =
  /\bPHASE_(?:DAMAGE|DAMAGE_CAL|BATTLE|BATTLE_STEP|BATTLE_START|MAIN1|MAIN2|END|STANDBY|DRAW)\b|\bIsDamageCalculated\b|\bdscon\b|\bStatChangeDamageStepCondition\b|\bIs\w*(?:Phase\d?|Step|Calculation)\b|\bGetCurrentPhase\b|\bIsBattlePhase\b|\bIsDamageStep\b|\bIsAbleToEnterBP\b/;
// "RESET_PHASE+PHASE_END" says when something the effect makes wears off, not when it may be used.
const RESET_EXPRESSION = /\bRESETS?_[A-Z_]+(?:\s*[|+]\s*(?:RESETS?_[A-Z_]+|PHASE_[A-Z_0-9]+|\d+))*/g;
// Comparisons of the current phase, and the engine's questions about it that the Damage Step answers yes to.
const CURRENT_PHASE_LOCAL = /\blocal\s+([A-Za-z_]\w*)\s*=\s*Duel\.GetCurrentPhase\(\)/g;
/** The phases, and of them the Damage Step's two (before damage calculation first). */
export const ALL_PHASES: readonly number[] = Object.values(PHASES);
export const DAMAGE_STEP_PHASES: readonly number[] = [PHASES.PHASE_DAMAGE as number, PHASES.PHASE_DAMAGE_CAL as number];
const between = (from: string, to: string) => (now: number) => now >= (PHASES[from] as number) && now <= (PHASES[to] as number);
// The engine's questions about the phase (EDOPro's utility functions and the cores' own), by what they answer at each phase.
const PHASE_QUESTIONS: Readonly<Record<string, (now: number) => boolean>> = {
  'Duel.IsBattlePhase': between('PHASE_BATTLE_START', 'PHASE_BATTLE'),
  'Duel.IsDamageStep': between('PHASE_DAMAGE', 'PHASE_DAMAGE_CAL'),
  'Duel.IsMainPhase': (now) => now === PHASES.PHASE_MAIN1 || now === PHASES.PHASE_MAIN2,
  'Duel.IsDrawPhase': (now) => now === PHASES.PHASE_DRAW,
  'Duel.IsStandbyPhase': (now) => now === PHASES.PHASE_STANDBY,
  'Duel.IsEndPhase': (now) => now === PHASES.PHASE_END,
};

// The questions the Damage Step answers yes to (asked of no player: "Duel.IsBattlePhase(tp)" holds in one
// player's turn only), and those it answers no to (of either player).
const questionsAnswering = (holds: boolean): string =>
  Object.keys(PHASE_QUESTIONS)
    .filter((name) => DAMAGE_STEP_PHASES.every((now) => PHASE_QUESTIONS[name]?.(now) === holds))
    .map((name) => name.replace('.', '\\.'))
    .join('|');
const TRUE_IN_DAMAGE_STEP = new RegExp(String.raw`\b(?:${questionsAnswering(true)})\(\s*\)`, 'g');
// "Duel.IsBattlePhase(opp)": so in that player's Damage Step only; the engine offers the effect there.
const TRUE_FOR_ONE_PLAYER = new RegExp(String.raw`\b(?:${questionsAnswering(true)})\([^()]*[^()\s][^()]*\)`, 'g');
const FALSE_IN_DAMAGE_STEP = new RegExp(String.raw`\b(?:${questionsAnswering(false)})\([^()]*\)`, 'g');
// EDOPro's "Duel.IsPhase(PHASE_MAIN1)", written as the comparison it stands for.
const IS_PHASE = /\bDuel\.IsPhase\(\s*(PHASE_[A-Z_0-9]+)\s*\)/g;
function asComparisons(code: string): string {
  return code.replace(IS_PHASE, (_whole, phase: string) => `Duel.GetCurrentPhase()==${phase}`);
}
// A look that holds, put where the code asks; one that is itself compared or stored may still be turned.
const HOLDS = '__dmgstep_holds__';
const HOLDS_TURNED = /__dmgstep_holds__\s*\)*\s*[=~]=|[=~<>]=?\s*\(*\s*__dmgstep_holds__/;
const COMPARE: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  '==': (a, b) => a === b,
  '~=': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/**
 * Whether the code looks at the phase in a way that may keep an effect out of the Damage Step. A
 * reset that names a phase does not. Nor does a condition whose every look at the phase holds in the
 * Damage Step and its damage calculation (`ph~=PHASE_MAIN2 and ph~=PHASE_END`, `ph>=PHASE_BATTLE_START
 * and ph<=PHASE_BATTLE`, `Duel.IsBattlePhase()`): the effect is offered there. Any other use of the
 * phase, a comparison written phase first, or a `not`, an `if`, a comparison or an assignment of
 * the look's own result, which could turn it, may keep it out. Callers pass the code already
 * without comments and strings (`codeOnly`), which they read too.
 */
function checksPhase(codeWithoutComments: string): boolean {
  const code = asComparisons(codeWithoutComments.replace(RESET_EXPRESSION, ''));
  if (!PHASE_WORDS.test(code)) return false;
  if (/\b(?:not|if)\b/.test(code)) return true;
  const { locals, comparison } = phaseLooks(code);
  let keepsOut = false;
  let rest = code.replace(CURRENT_PHASE_LOCAL, '').replace(comparison, (_whole, op: string, phase: string) => {
    // Both of the step's phases: the damage calculation flag is weighed by the same condition.
    if (!STEP_PHASES.every((now) => comparisonHolds(now, op, phase))) keepsOut = true;
    return HOLDS;
  });
  rest = rest
    .replace(TRUE_IN_DAMAGE_STEP, HOLDS)
    .replace(TRUE_FOR_ONE_PLAYER, HOLDS)
    .replace(FALSE_IN_DAMAGE_STEP, () => {
      keepsOut = true;
      return HOLDS;
    });
  if (HOLDS_TURNED.test(rest)) return true;
  // "ph==PHASE_MAIN1 or (ph>=PHASE_BATTLE_START and ph<=PHASE_BATTLE) or ph==PHASE_MAIN2": one look
  // that fails is outweighed when the and/or around it still lets the Damage Step through.
  if (keepsOut) {
    const value = returnedValueInDamageStep(ownFunction(code), comparison, locals);
    if (value === undefined || value === 'false') return true;
  }
  return PHASE_WORDS.test(rest) || locals.some((l) => new RegExp(String.raw`\b${l}\b`).test(rest));
}

/** The locals a condition keeps the current phase in, and a pattern for each comparison of it with a PHASE_ constant. */
function phaseLooks(code: string): { locals: string[]; comparison: RegExp } {
  const locals = [...code.matchAll(CURRENT_PHASE_LOCAL)].map((m) => m[1] as string);
  const subject = ['Duel\\.GetCurrentPhase\\(\\)', ...locals.map((l) => `\\b${l}`)].join('|');
  return { locals, comparison: new RegExp(String.raw`(?:${subject})\s*(==|~=|<=|>=|<|>)\s*(PHASE_[A-Z_0-9]+)\b`, 'g') };
}

/**
 * Whether a condition that is one `return` is false in the Damage Step before damage calculation
 * because of the phase alone, whatever its other checks say (`… and Duel.GetCurrentPhase()~=PHASE_DAMAGE`).
 */
function shutsTheDamageStep(codeWithoutComments: string): boolean {
  const code = asComparisons(codeWithoutComments.replace(RESET_EXPRESSION, ''));
  if (!PHASE_WORDS.test(code)) return false;
  const { locals, comparison } = phaseLooks(code);
  return returnedValueAt(PHASES.PHASE_DAMAGE as number, ownFunction(code), comparison, locals) === 'false';
}

/**
 * The condition's own function out of its code with the script functions it names appended (a
 * filter it passes to IsExistingMatchingCard): what its `return` gives is weighed on its own text,
 * unless one of those looks at the phase too.
 */
function ownFunction(code: string): string {
  const [own, ...named] = code.split(/\n(?=\s*(?:local\s+)?function\b)/);
  return named.length > 0 && own !== undefined && named.every((f) => !PHASE_WORDS.test(f)) ? own : code;
}

/** The locals a condition's code keeps the current phase in ("local ph=Duel.GetCurrentPhase()"). */
export function currentPhaseLocals(functionCode: string): string[] {
  return phaseLooks(codeOnly(functionCode)).locals;
}

/** What one of the engine's questions about the phase answers at `now`; undefined for another function. */
export function phaseQuestionHolds(name: string, now: number): boolean | undefined {
  return ownValue(PHASE_QUESTIONS, name)?.(now);
}

/**
 * The code without its comments, and with each string literal one neutral word: an "or" or an "if"
 * in either is no part of the condition.
 */
function codeOnly(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const long = /^\[(=*)\[/.exec(text.slice(text.startsWith('--', i) ? i + 2 : i, i + 64));
    if (text.startsWith('--', i)) {
      const close = long ? text.indexOf(`]${long[1] ?? ''}]`, i) : text.indexOf('\n', i);
      i = close < 0 ? text.length : long ? close + (long[1]?.length ?? 0) + 2 : close;
      out += ' ';
    } else if (long) {
      const close = text.indexOf(`]${long[1] ?? ''}]`, i + 2);
      i = close < 0 ? text.length : close + (long[1]?.length ?? 0) + 2;
      out += ' __lua_string__ ';
    } else if (text[i] === '"' || text[i] === "'") {
      const quote = text[i];
      let j = i + 1;
      while (j < text.length && text[j] !== quote && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
      out += ' __lua_string__ ';
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

// The Damage Step and its damage calculation, each weighed on its own.
const STEP_PHASES = [PHASES.PHASE_DAMAGE as number, PHASES.PHASE_DAMAGE_CAL as number];

/** Whether "current phase <op> <phase>" holds when the current phase is `now`; undefined for a constant the table lacks. */
export function comparisonHolds(now: number, op: string, phase: string): boolean | undefined {
  const against = ownValue(PHASES, phase);
  return against === undefined ? undefined : (COMPARE[op]?.(now, against) ?? false);
}

type Truth = 'true' | 'false' | 'unknown';
const SEEN_TRUE = '__dmgstep_true__';
const SEEN_FALSE = '__dmgstep_false__';
// A look that holds in one player's Damage Step and not the other's: another check, as far as the phase goes.
const ONE_PLAYER = '__dmgstep_one_player__';

/**
 * What a condition that is one `return` of phase comparisons joined by and/or (and other checks)
 * gives in the Damage Step and in its damage calculation: 'false' when the phase alone keeps the
 * effect out of either whatever the other checks say; undefined when the code is of another shape.
 */
function returnedValueInDamageStep(code: string, comparison: RegExp, locals: string[]): Truth | undefined {
  // Both of the step's phases, each on its own: "ph==PHASE_DAMAGE or ph==PHASE_DAMAGE_CAL" holds at each.
  const values = STEP_PHASES.map((now) => returnedValueAt(now, code, comparison, locals));
  if (values.includes(undefined)) return undefined;
  if (values.includes('false')) return 'false';
  return values.every((v) => v === 'true') ? 'true' : 'unknown';
}

// "local c=e:GetHandler()" before the return (on a line of its own or before it on the same line): a
// name for what the return looks at, which decides nothing itself. One that keeps a look at the
// phase ("local ok=Duel.IsMainPhase()") is no such name.
const PLAIN_LOCALS = /^\s*(?:local\s+[A-Za-z_][\w, ]*=(?:(?!\b(?:if|then|end|function|return|do|for|while)\b)[^\n])*(?:\n|(?=\breturn\b)))+/;

/** The same at one phase. */
function returnedValueAt(now: number, code: string, comparison: RegExp, locals: string[]): Truth | undefined {
  const withLocals = code
    .replace(/^\s*function\b[^(]*\([^)]*\)/, '')
    .replace(/\bend\s*$/, '')
    .replace(CURRENT_PHASE_LOCAL, '');
  const plain = PLAIN_LOCALS.exec(withLocals)?.[0] ?? '';
  if (PHASE_WORDS.test(plain)) return undefined;
  let body = withLocals.slice(plain.length).trim();
  // "if <test> then return false end" before the return shuts the effect out wherever its test holds.
  const guards: string[] = [];
  for (let g = EARLY_REFUSAL.exec(body); g; g = EARLY_REFUSAL.exec(body)) {
    guards.push(g[1] as string);
    body = body.slice(g[0].length);
  }
  const returned = /^return\b([^]*?);?\s*$/.exec(body)?.[1];
  if (returned === undefined || [returned, ...guards].some((part) => /\b(?:return|if|then|end|function)\b/.test(part))) return undefined;
  let guarded: Truth = 'false';
  for (const test of guards) {
    const holds = valueAt(now, test, comparison, locals);
    if (holds === undefined) return undefined;
    if (holds === 'true') return 'false';
    if (holds === 'unknown') guarded = 'unknown';
  }
  const value = valueAt(now, returned, comparison, locals);
  // A refusal that may or may not apply leaves a return that holds only perhaps.
  return value === 'true' && guarded === 'unknown' ? 'unknown' : value;
}

const EARLY_REFUSAL = /^if\b([^]*?)\bthen\s+return\s+false\s*;?\s*end\b\s*;?\s*/;

/** The value of one expression at one phase, from its looks at the phase: see returnedValueAt. */
function valueAt(now: number, expression: string, comparison: RegExp, locals: string[]): Truth | undefined {
  const marked = expression
    .replace(comparison, (whole, op: string, phase: string) => {
      const holds = comparisonHolds(now, op, phase);
      // A constant the table lacks is left as written: a look at the phase the marks do not cover.
      if (holds === undefined) return whole;
      return holds ? SEEN_TRUE : SEEN_FALSE;
    })
    .replace(TRUE_IN_DAMAGE_STEP, SEEN_TRUE)
    .replace(TRUE_FOR_ONE_PLAYER, ONE_PLAYER)
    .replace(FALSE_IN_DAMAGE_STEP, SEEN_FALSE);
  const tokens = marked.match(/\(|\)|\band\b|\bor\b|\bnot\b|[^()\s]+(?:\s+(?!and\b|or\b|not\b)[^()\s]+)*/g) ?? [];
  let at = 0;
  // An atom that is no look at the phase is another check: unknown here. A look at the phase the
  // marks did not cover (a local, a helper) gives up.
  const atom = (): Truth | undefined => {
    let text = '';
    let depth = 0;
    while (at < tokens.length) {
      const t = tokens[at] as string;
      if (depth === 0 && (t === 'and' || t === 'or' || t === ')')) break;
      if (t === '(') depth++;
      if (t === ')') depth--;
      text += `${t} `;
      at++;
    }
    const word = text.trim();
    // Lua's own literals are no other check: "Duel.IsMainPhase() and ... or false" is false.
    if (word === SEEN_TRUE || word === 'true') return 'true';
    if (word === SEEN_FALSE || word === 'false' || word === 'nil') return 'false';
    if (word === ONE_PLAYER) return 'unknown';
    if (word === '' || PHASE_WORDS.test(word) || word.includes('__dmgstep_') || locals.some((l) => new RegExp(String.raw`\b${l}\b`).test(word))) return undefined;
    return 'unknown';
  };
  const primary = (): Truth | undefined => {
    if (tokens[at] === 'not') {
      at++;
      const turned = primary();
      return turned === 'true' ? 'false' : turned === 'false' ? 'true' : turned;
    }
    if (tokens[at] !== '(') return atom();
    at++;
    const inner = either();
    if (tokens[at] !== ')') return undefined;
    at++;
    return inner;
  };
  const joined = (next: () => Truth | undefined, op: 'and' | 'or'): Truth | undefined => {
    const values: Truth[] = [];
    for (;;) {
      const v = next();
      if (v === undefined) return undefined;
      values.push(v);
      if (tokens[at] !== op) break;
      at++;
    }
    const decisive = op === 'and' ? 'false' : 'true';
    if (values.includes(decisive)) return decisive;
    return values.every((v) => v !== 'unknown') ? values[0] : 'unknown';
  };
  const both = (): Truth | undefined => joined(primary, 'and');
  const either = (): Truth | undefined => joined(both, 'or');
  const value = either();
  return at === tokens.length ? value : undefined;
}

function typeBits(call: SetterCall | undefined): number | undefined {
  const v = call?.args[0];
  if (!v?.names) return undefined;
  let bits = v.numbers;
  for (const n of v.names) {
    const b = ownValue<number>(EFFECT_TYPE, n);
    if (b === undefined) return undefined;
    bits |= b;
  }
  return bits;
}

function eventCode(call: SetterCall | undefined): { code?: number; name?: string } {
  const v = call?.args[0];
  if (!v?.names) return {};
  let code = v.numbers;
  for (const n of v.names) {
    const c = ownValue(EVENT_CODES, n) ?? ownValue(PHASES, n);
    if (c === undefined) return {};
    code += c;
  }
  return { code, name: v.text };
}

function actionOf(bits: number | undefined): ScriptAction {
  if (bits === undefined) return 'unknown';
  if (bits & EFFECT_TYPE.EFFECT_TYPE_ACTIVATE) return 'activate';
  if (bits & EFFECT_TYPE.EFFECT_TYPE_FLIP) return 'flip';
  if (bits & (EFFECT_TYPE.EFFECT_TYPE_QUICK_O | EFFECT_TYPE.EFFECT_TYPE_QUICK_F)) return 'quick';
  if (bits & (EFFECT_TYPE.EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE.EFFECT_TYPE_TRIGGER_F)) return 'trigger';
  if (bits & EFFECT_TYPE.EFFECT_TYPE_IGNITION) return 'ignition';
  return 'continuous';
}

function hintFacts(call: SetterCall | undefined): HintFacts {
  if (!call) return { present: false, readable: true, includesDamageStep: false, includesDamageStepBothTurns: false, includesDamageCal: false };
  let readable = true;
  let bits = 0;
  const perTurn: number[] = [];
  for (const v of call.args.slice(0, 2)) {
    if (!v.names) {
      readable = false;
      continue;
    }
    let own = v.numbers;
    for (const n of v.names) {
      const b = ownValue(TIMING_BITS, n);
      if (b === undefined) readable = false;
      else own |= b;
    }
    perTurn.push(own);
    bits |= own;
  }
  // SetHintTiming(t) gives the opponent's turn the same timing as the player's own.
  const both = perTurn.length > 0 && perTurn.every((b) => (b & TIMING_DAMAGE_STEP) !== 0);
  return { present: true, readable, includesDamageStep: (bits & TIMING_DAMAGE_STEP) !== 0, includesDamageStepBothTurns: both, includesDamageCal: (bits & TIMING_DAMAGE_CAL) !== 0 };
}

// A guard in the target function's check (chk==0) keeps the effect from being offered just as one in the condition does.
const TARGET_GUARD = /\bIsDamageCalculated\b|\b(?:aux|Auxiliary)\.(?:dscon|StatChangeDamageStepCondition)\s*\(/;

/**
 * The code with the after-calculation guards taken out: the guard itself lets the effect through
 * everywhere but after damage calculation, so only a phase check besides it may keep it out of a timing.
 */
function withoutGuards(code: string): string {
  return code.replace(HAND_WRITTEN_GUARD, '').replace(/\b(?:aux|Auxiliary)\.(?:dscon|StatChangeDamageStepCondition)\b/g, '');
}

// "local b2=Duel.IsMainPhase() and …; if chk==0 then return b1 or b2 end": the look at the phase
// keeps one choice of the effect out, not the effect, whose other choice is still offered.
const CHOICE_FLAG = /\blocal (b\d+)\s*=([^\n]*(?:\n[ \t]+(?:and|or)\b[^\n]*)*)/g;
const RETURNS_ANY_CHOICE = /\breturn\s+b\d+(?:\s+or\s+b\d+)+\b/;
function phaseGuardsOneChoiceOnly(code: string): boolean {
  if (!RETURNS_ANY_CHOICE.test(code)) return false;
  const choices = [...code.matchAll(CHOICE_FLAG)].map((m) => m[2] ?? '');
  const looking = choices.filter((body) => PHASE_WORDS.test(body)).length;
  return choices.length > 1 && looking > 0 && looking < choices.length;
}

/** What the target function's check adds to the condition: the guard, or another look at the phase. */
function targetFacts(reading: ScriptReading, call: SetterCall | undefined): { guard: boolean; checksPhase: boolean } {
  const arg = call?.rawArgs[0];
  if (!arg) return { guard: false, checksPhase: false };
  const name = dottedName(arg);
  const text = name ? functionText(reading, name) : arg.type === 'FunctionDeclaration' ? sourceTextOf(reading.source, arg) : undefined;
  if (text === undefined) return { guard: false, checksPhase: false };
  // A guard named in a comment guards nothing.
  const code = codeOnly(text);
  return { guard: TARGET_GUARD.test(code), checksPhase: checksPhase(withoutGuards(code)) && !phaseGuardsOneChoiceOnly(code) };
}

// A Pendulum Summon and nothing else: no other summon type, and no `or` that could let another case through.
const PENDULUM_ONLY = (text: string): boolean =>
  /\bSUMMON_TYPE_PENDULUM\b|\bIsPendulumSummoned\b/.test(text) &&
  !/\bSUMMON_TYPE_(?!PENDULUM\b)\w+|\bIs(?:Synchro|Xyz|Link|Fusion|Ritual|Special|Normal|Tribute|Flip|Advance)Summoned\b|\bor\b/.test(text);

const KNOWN_CONDITION_HELPER = (name: string): boolean => GUARD_HELPERS.has(name) || NO_PHASE_HELPERS.has(name);

/**
 * The code a setter's function argument runs: a function of this script, one written in place, or an
 * expression naming such functions ("aux.AND(s.a, s.b)"), each read in full. Undefined where part of
 * it is code the script does not hold (a helper of the engine's own files), except helpers `known`
 * stands for, which stand for themselves.
 */
function argumentText(reading: ScriptReading, arg: Expression, known: (name: string) => boolean): string | undefined {
  const name = dottedName(arg);
  if (name) return known(name) ? name : functionText(reading, name);
  if (arg.type === 'FunctionDeclaration') return sourceTextOf(reading.source, arg);
  const own = sourceTextOf(reading.source, arg);
  const refs = [...own.matchAll(/\b[A-Za-z_]\w*\.[A-Za-z_]\w*\b/g)].map((m) => m[0]);
  const parts = refs.map((r) => (known(r) ? r : functionText(reading, r)));
  return parts.every((p) => p !== undefined) ? [own, ...parts].join('\n') : undefined;
}

function conditionFacts(reading: ScriptReading, call: SetterCall | undefined): ConditionFacts {
  const arg = call?.rawArgs[0];
  if (!call || !arg) return { present: false, resolved: true, afterCalculationGuard: false, checksPhase: false };
  const name = dottedName(arg);
  if (name && GUARD_HELPERS.has(name)) return { present: true, resolved: true, name, afterCalculationGuard: true, checksPhase: false };
  if (name && NO_PHASE_HELPERS.has(name)) return { present: true, resolved: true, name, afterCalculationGuard: false, checksPhase: false };
  const text = argumentText(reading, arg, KNOWN_CONDITION_HELPER);
  if (text === undefined) return { present: true, resolved: false, ...(name ? { name } : {}), afterCalculationGuard: false, checksPhase: false };
  // Comments and strings are no part of the condition: a guard or an "or" named there does nothing.
  const code = codeOnly(text);
  return {
    present: true,
    resolved: true,
    ...(name ? { name } : {}),
    afterCalculationGuard: GUARD_TEXT.test(code),
    checksPhase: checksPhase(withoutGuards(code)),
    ...(PENDULUM_ONLY(code) ? { pendulumSummonOnly: true } : {}),
    ...(shutsTheDamageStep(code) ? { shutsDamageStep: true } : {}),
  };
}

// A trigger on the script's own event comes only when the script raises it: a function that
// raises it and returns during the Damage Step keeps the trigger out as a condition would.
const RAISES_CUSTOM_EVENT = /\bRaise(?:Single)?Event\s*\([^\n]*\bEVENT_CUSTOM\b/;

/** Whether the script raises its own events, and every raise is behind a look at the phase or never in the Damage Step. */
function raisersCheckPhase(reading: ScriptReading): boolean {
  const raisers = [...reading.functions.values()].filter((f) => RAISES_CUSTOM_EVENT.test(reading.source.slice(f.start, f.end)));
  return raisers.length > 0 && raisers.every((f) => checksPhase(codeOnly(reading.source.slice(f.start, f.end))) || runnersKeepItOutOfTheDamageStep(reading, f.name));
}

/**
 * Whether the function raises the script's own event in its own body: a raise inside a function
 * literal it holds ("SetOperation(function(e,tp) ... end)", "local function raise(e) ... end") runs
 * whenever that function is called later, not when this one runs. Two limits, both on the side of an
 * error: a literal called at once ("g:ForEach(function(tc) ... end)") counts as held for later, and a
 * function assigned as "s.op=function(...)" is no named function of the script here.
 */
function raisesItItself(reading: ScriptReading, name: string): boolean {
  const fn = functionNode(reading, name);
  if (!fn) return false;
  let found = false;
  const visit = (node: unknown, top: boolean): void => {
    if (found || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, false);
      return;
    }
    const n = node as { type?: string; range?: [number, number]; base?: { type?: string; identifier?: { name?: string } } };
    if (!top && n.type === 'FunctionDeclaration') return;
    const callee = n.type === 'CallExpression' && n.base?.type === 'MemberExpression' ? n.base.identifier?.name : undefined;
    if (callee !== undefined && /^Raise(?:Single)?Event$/.test(callee) && n.range && /\bEVENT_CUSTOM\b/.test(reading.source.slice(n.range[0], n.range[1]))) {
      found = true;
      return;
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'range') visit(value, false);
  };
  visit(fn, true);
  return found;
}

/**
 * Every effect that runs this function has a condition that checks the phase, or is an Ignition
 * effect, used only in a Main Phase with no chain open (Berserk Archfiend raises its "destroyed by
 * this card's effect" event in its Ignition effect's operation). An Ignition effect counts only
 * where the raise is the function's own, not that of a function it holds for later.
 */
function runnersKeepItOutOfTheDamageStep(reading: ScriptReading, name: string): boolean {
  const runners = reading.effects.filter((e) => {
    const op = e.calls.get('SetOperation')?.rawArgs[0];
    return op !== undefined && dottedName(op) === name;
  });
  // The syntax tree is read only when an Ignition effect runs the function.
  let ownRaise: boolean | undefined;
  const ignition = (e: ScriptEffect): boolean => ((typeBits(e.calls.get('SetType')) ?? 0) & EFFECT_TYPE.EFFECT_TYPE_IGNITION) !== 0 && (ownRaise ??= raisesItItself(reading, name));
  return runners.length > 0 && runners.every((e) => ignition(e) || conditionFacts(reading, e.calls.get('SetCondition')).checksPhase);
}

/**
 * Whether a grant gives its effect to the monster its card is equipped to: typed EFFECT_TYPE_EQUIP,
 * or (as the engine's scripts write it) a field grant whose target is that monster
 * ("return e:GetHandler():GetEquipTarget()==c").
 */
function givesTheEquippedMonster(reading: ScriptReading, grant: ScriptEffect): boolean {
  if (grant.calls.get('SetType')?.args[0]?.names?.includes('EFFECT_TYPE_EQUIP')) return true;
  const target = grant.calls.get('SetTarget')?.rawArgs[0];
  if (!target) return false;
  const name = dottedName(target);
  const text = name !== undefined ? functionText(reading, name) : sourceTextOf(reading.source, target);
  return text !== undefined && /\bGetEquipTarget\s*\(/.test(text);
}

// EDOPro's Card.IsBattleDestroyed reads the same status (and the reason).
const LOOKS_AT_BATTLE_DESTROYED = /\bSTATUS_BATTLE_DESTROYED\b|\bIsBattleDestroyed\b/;

/**
 * Whether the condition, cost or target looks at STATUS_BATTLE_DESTROYED. A cost or target the
 * script does not hold is one of the engine's helpers (detach, banish, Tribute itself), which look
 * at no status; a condition it does not hold might, so the answer is unknown then.
 */
function battleDestroyedCheck(reading: ScriptReading, effect: ScriptEffect): boolean | undefined {
  let unknown = false;
  for (const setter of ['SetCondition', 'SetCost', 'SetTarget']) {
    const arg = effect.calls.get(setter)?.rawArgs[0];
    if (!arg) continue;
    const text = argumentText(reading, arg, KNOWN_CONDITION_HELPER);
    if (text === undefined) unknown ||= setter === 'SetCondition';
    else if (LOOKS_AT_BATTLE_DESTROYED.test(codeOnly(text))) return true;
  }
  return unknown ? undefined : false;
}

/** The engine-relevant facts of one registered effect. */
export function effectFacts(reading: ScriptReading, effect: ScriptEffect): EffectFacts {
  const bits = typeBits(effect.calls.get('SetType'));
  const { code, name: codeName } = eventCode(effect.calls.get('SetCode'));
  const property = effect.calls.get('SetProperty');
  const flags = property ? property.args[0]?.names : [];
  const categories = effect.calls.get('SetCategory')?.args[0]?.names ?? [];
  const facts: EffectFacts = {
    effect,
    action: effect.origin === 'helper' && bits === undefined ? 'unknown' : actionOf(bits),
    mandatory: bits !== undefined && (bits & (EFFECT_TYPE.EFFECT_TYPE_TRIGGER_F | EFFECT_TYPE.EFFECT_TYPE_QUICK_F)) !== 0,
    single: bits !== undefined && (bits & EFFECT_TYPE.EFFECT_TYPE_SINGLE) !== 0,
    ...(bits !== undefined && (bits & EFFECT_TYPE.EFFECT_TYPE_XMATERIAL) !== 0 ? { grantedToXyz: true } : {}),
    continuousEvent: bits !== undefined && (bits & EFFECT_TYPE.EFFECT_TYPE_CONTINUOUS) !== 0 && code !== undefined,
    flags,
    damageStepFlag: flags?.includes(FLAG_DAMAGE_STEP) ?? false,
    damageCalFlag: flags?.includes(FLAG_DAMAGE_CAL) ?? false,
    hint: hintFacts(effect.calls.get('SetHintTiming')),
    condition: conditionFacts(reading, effect.calls.get('SetCondition')),
    categories,
    bareActivation: bits !== undefined && (bits & EFFECT_TYPE.EFFECT_TYPE_ACTIVATE) !== 0 && !effect.calls.has('SetOperation') && !effect.calls.has('SetTarget'),
    range: effect.calls.get('SetRange')?.args[0]?.names ?? [],
    battleDestroyedCheck: battleDestroyedCheck(reading, effect),
  };
  const target = targetFacts(reading, effect.calls.get('SetTarget'));
  if (target.guard || target.checksPhase) {
    facts.condition = { ...facts.condition, afterCalculationGuard: facts.condition.afterCalculationGuard || target.guard, checksPhase: facts.condition.checksPhase || target.checksPhase };
  }
  const codeText = effect.calls.get('SetCode')?.args[0]?.text;
  if (codeText !== undefined && /\bEVENT_CUSTOM\b/.test(codeText) && !facts.condition.checksPhase && raisersCheckPhase(reading)) {
    facts.condition = { ...facts.condition, checksPhase: true };
  }
  if (effect.grantedBy) facts.grantedToOther = givesTheEquippedMonster(reading, effect.grantedBy) ? 'equipped-monster' : 'other-monster';
  if (code !== undefined) facts.code = code;
  if (codeName !== undefined) facts.codeName = codeName;
  // A Flip effect written as a single trigger on EVENT_FLIP behaves as the engine's FLIP type.
  if (facts.action === 'flip') facts.mandatory = bits !== undefined && (bits & EFFECT_TYPE.EFFECT_TYPE_TRIGGER_O) === 0;
  return facts;
}

/** Where to point at a call of this effect, or at its creation when there is none. */
export function callOrCreation(effect: ScriptEffect, method: string): SourceRange {
  const call = effect.calls.get(method);
  return call && effect.ownCalls.has(method) ? call.statement : effect.created;
}
