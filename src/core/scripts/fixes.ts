import type { Expression, FunctionDeclaration, ReturnStatement, Statement } from 'luaparse';
import { AFTER_CALCULATION_GUARDS, FLAG_DAMAGE_STEP } from './constants';
import { ALL_PHASES, comparisonHolds, currentPhaseLocals, DAMAGE_STEP_PHASES, phaseQuestionHolds } from './facts';
import { dottedName, functionNode, offsetsOf, sourceTextOf, type ScriptEffect, type ScriptReading } from './reader';

// Quick fixes as plain text edits (0-based offsets into the script), written in the script's
// own dialect: EDOPro joins flags with `|` and names the guard aux.StatChangeDamageStepCondition,
// YGOPro joins them with `+` and names it aux.dscon.

export interface TextEdit {
  start: number;
  end: number;
  newText: string;
}
export interface ScriptFix {
  title: string;
  edits: TextEdit[];
}

// The after-calculation guard, and the refusal it stands for.
const AFTER_CALCULATION = 'Duel.GetCurrentPhase()==PHASE_DAMAGE and Duel.IsDamageCalculated()';
const UNTIL_CALCULATION = '(Duel.GetCurrentPhase()~=PHASE_DAMAGE or not Duel.IsDamageCalculated())';

const joiner = (reading: ScriptReading, written?: '+' | '|'): string => written ?? (reading.dialect === 'ygopro' ? '+' : '|');

function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1;
}

function indentAt(source: string, offset: number): string {
  const start = lineStart(source, offset);
  return /^[ \t]*/.exec(source.slice(start))?.[0] ?? '';
}

/**
 * Inserts a statement on its own line after the one that created the effect; none for an effect
 * a helper call registers (it has no variable to call a setter on).
 */
function insertAfterCreation(reading: ScriptReading, effect: ScriptEffect, statement: string): TextEdit | undefined {
  if (effect.origin === 'helper') return undefined;
  const src = reading.source;
  let at = src.indexOf('\n', effect.createdStatement.end.offset);
  if (at < 0) at = src.length;
  else if (src[at - 1] === '\r') at -= 1;
  const newline = src.includes('\r\n') ? '\r\n' : '\n';
  return { start: at, end: at, newText: `${newline}${indentAt(src, effect.createdStatement.start.offset)}${effect.variable}:${statement}` };
}

const fixOf = (title: string, edit: TextEdit | undefined): ScriptFix | undefined => (edit ? { title, edits: [edit] } : undefined);

/** Adds flags to SetProperty (or adds the call). */
export function addFlagsFix(reading: ScriptReading, effect: ScriptEffect, flags: string[], title: string): ScriptFix | undefined {
  const call = effect.calls.get('SetProperty');
  const arg = call?.args[0];
  if (call && arg && effect.ownCalls.has('SetProperty')) {
    if (!arg.names) return undefined;
    const missing = flags.filter((f) => !arg.names?.includes(f));
    const op = joiner(reading, arg.operator);
    const base = arg.names.length === 0 && arg.numbers === 0 ? '' : `${arg.text}${op}`;
    return { title, edits: [{ start: arg.range.start.offset, end: arg.range.end.offset, newText: `${base}${missing.join(op)}` }] };
  }
  const op = joiner(reading, arg?.operator);
  const inherited = arg?.names && (arg.names.length > 0 || arg.numbers !== 0) ? `${arg.text}${op}` : '';
  if (arg && !arg.names) return undefined;
  return fixOf(title, insertAfterCreation(reading, effect, `SetProperty(${inherited}${flags.join(op)})`));
}

/** Removes one flag from SetProperty (the whole call when nothing else is left). */
export function removeFlagFix(reading: ScriptReading, effect: ScriptEffect, flag: string, title: string): ScriptFix | undefined {
  const call = effect.calls.get('SetProperty');
  const arg = call?.args[0];
  if (!call || !arg?.names || arg.numbers !== 0 || arg.viaLocal) return undefined;
  const rest = arg.names.filter((n) => n !== flag);
  const op = joiner(reading, arg.operator);
  if (!effect.ownCalls.has('SetProperty')) {
    return fixOf(title, insertAfterCreation(reading, effect, `SetProperty(${rest.length > 0 ? rest.join(op) : '0'})`));
  }
  // A helper's argument is edited in place (its call is the whole registration, never removed).
  if (rest.length > 0 || call.args.length > 1 || effect.origin === 'helper') {
    return { title, edits: [{ start: arg.range.start.offset, end: arg.range.end.offset, newText: rest.length > 0 ? rest.join(op) : '0' }] };
  }
  // The call set nothing else: remove its line.
  const start = lineStart(reading.source, call.statement.start.offset);
  const eol = reading.source.indexOf('\n', call.statement.end.offset);
  const lineEnd = eol < 0 ? reading.source.length : eol + 1;
  const onlyThis = reading.source.slice(start, call.statement.start.offset).trim() === '' && reading.source.slice(call.statement.end.offset, lineEnd).trim() === '';
  return onlyThis ? { title, edits: [{ start, end: lineEnd, newText: '' }] } : { title, edits: [{ start: call.statement.start.offset, end: call.statement.end.offset, newText: '' }] };
}

/** The condition's function: written in place, or a function of this script it names. */
function conditionFunction(reading: ScriptReading, effect: ScriptEffect): FunctionDeclaration | undefined {
  const arg = effect.calls.get('SetCondition')?.rawArgs[0];
  if (!arg) return undefined;
  return arg.type === 'FunctionDeclaration' ? arg : functionNode(reading, dottedName(arg) ?? '');
}

/** The single `return <expr>` ending a script function, if the condition is one. */
function finalReturn(reading: ScriptReading, effect: ScriptEffect): ReturnStatement | undefined {
  const fn = conditionFunction(reading, effect);
  const last = fn?.body[fn.body.length - 1];
  return last?.type === 'ReturnStatement' && last.arguments.length === 1 ? last : undefined;
}

/** Whether the function returns anywhere but at its end (an early `return` of another value). */
function returnsEarly(source: string, fn: FunctionDeclaration): boolean {
  const last = fn.body[fn.body.length - 1];
  const before = last ? source.slice(offsetsOf(fn)[0], offsetsOf(last)[0]) : '';
  return /\breturn\b/.test(before);
}

/**
 * Makes the condition also require `check`: around its single final return, or, where the function
 * returns earlier too, as a refusal (`if <refusal> then return false end`) before everything else,
 * so that no return gets past it.
 */
function wrapCondition(reading: ScriptReading, effect: ScriptEffect, check: string, refusal: string, title: string): ScriptFix | undefined {
  const fn = conditionFunction(reading, effect);
  const first = fn?.body[0];
  if (fn && first && returnsEarly(reading.source, fn)) {
    const at = offsetsOf(first)[0];
    const ownLine = lineStart(reading.source, at) > offsetsOf(fn)[0];
    const statement = `if ${refusal} then return false end`;
    return {
      title,
      edits: [
        ownLine
          ? { start: lineStart(reading.source, at), end: lineStart(reading.source, at), newText: `${indentAt(reading.source, at)}${statement}\n` }
          : { start: at, end: at, newText: `${statement} ` },
      ],
    };
  }
  const ret = finalReturn(reading, effect);
  const expr = ret?.arguments[0];
  if (!expr) return undefined;
  const [start, end] = offsetsOf(expr);
  return { title, edits: [{ start, end, newText: `${check} and (${sourceTextOf(reading.source, expr)})` }] };
}

/** The operands of a top-level "a and b and c" (or "or"; a parenthesised one is one operand), left to right. */
function chainOperands(source: string, e: Expression, op: 'and' | 'or'): Expression[] {
  if (e.type !== 'LogicalExpression' || e.operator !== op) return [e];
  const open = (x: Expression): boolean => x.type === 'LogicalExpression' && /\(\s*$/.test(source.slice(0, offsetsOf(x)[0]));
  return [...(open(e.left) ? [e.left] : chainOperands(source, e.left, op)), ...(open(e.right) ? [e.right] : chainOperands(source, e.right, op))];
}

type Truth = 'true' | 'false' | 'unknown';
const truth = (holds: boolean | undefined): Truth => (holds === undefined ? 'unknown' : holds ? 'true' : 'false');
const turned = (v: Truth): Truth => (v === 'true' ? 'false' : v === 'false' ? 'true' : v);
const [BEFORE_CALCULATION_PHASE] = DAMAGE_STEP_PHASES as [number, number];
const OUTSIDE_THE_STEP = ALL_PHASES.filter((p) => !DAMAGE_STEP_PHASES.includes(p));

/**
 * What the expression gives when the current phase is `now`, from its looks at the phase alone (a
 * comparison of the current phase or a local holding it, the engine's questions about the phase,
 * "not", "and", "or"): 'unknown' where other checks decide, or a question asked about one player.
 */
function valueAt(e: Expression, locals: string[], now: number): Truth {
  if (e.type === 'UnaryExpression' && e.operator === 'not') return turned(valueAt(e.argument, locals, now));
  if (e.type === 'LogicalExpression') {
    const [a, b] = [valueAt(e.left, locals, now), valueAt(e.right, locals, now)];
    const decisive = e.operator === 'and' ? 'false' : 'true';
    if (a === decisive || b === decisive) return decisive;
    return a === b ? a : 'unknown';
  }
  if (e.type === 'BinaryExpression' && e.right.type === 'Identifier') {
    const left = e.left;
    const current = (left.type === 'CallExpression' && left.arguments.length === 0 && dottedName(left.base) === 'Duel.GetCurrentPhase') || (left.type === 'Identifier' && locals.includes(left.name));
    return current ? truth(comparisonHolds(now, e.operator, e.right.name)) : 'unknown';
  }
  if (e.type === 'CallExpression') {
    const name = dottedName(e.base) ?? '';
    const only = e.arguments[0];
    if (name === 'Duel.IsPhase') return e.arguments.length === 1 && only?.type === 'Identifier' ? truth(comparisonHolds(now, '==', only.name)) : 'unknown';
    const holds = phaseQuestionHolds(name, now);
    // "Duel.IsMainPhase(tp)": no in any other phase, and in this one only for that player.
    return e.arguments.length > 0 && holds ? 'unknown' : truth(holds);
  }
  return 'unknown';
}

/** Whether the expression is false in the Damage Step before damage calculation because of its looks at the phase. */
function shutsTheStep(e: Expression, locals: string[]): boolean {
  return valueAt(e, locals, BEFORE_CALCULATION_PHASE) === 'false';
}

/** Whether it is so there and nowhere else: taking it out changes nothing outside the Damage Step. */
function shutsOnlyTheStep(e: Expression, locals: string[]): boolean {
  return shutsTheStep(e, locals) && OUTSIDE_THE_STEP.every((p) => valueAt(e, locals, p) === 'true');
}

/** Whether the refusal's test holds in the Damage Step before damage calculation and nowhere else. */
function refusesOnlyTheStep(e: Expression, locals: string[]): boolean {
  return valueAt(e, locals, BEFORE_CALCULATION_PHASE) === 'true' && OUTSIDE_THE_STEP.every((p) => valueAt(e, locals, p) === 'false');
}

/** A comparison's span with the parentheses written around it. */
function withParentheses(source: string, [start, end]: [number, number]): [number, number] {
  let s = start;
  let e = end;
  for (;;) {
    const before = /\(\s*$/.exec(source.slice(Math.max(0, s - 16), s));
    const after = /^\s*\)/.exec(source.slice(e, e + 16));
    if (!before || !after) return [s, e];
    s -= before[0].length;
    e += after[0].length;
  }
}

/**
 * The expression's text with the operands `goes` picks each replaced by `put`, or, without `put`,
 * taken out with the separator beside them; undefined when nothing goes, or when everything would.
 */
function withoutOperands(source: string, expr: Expression, operands: Expression[], goes: (e: Expression) => boolean, put: string | undefined): string | undefined {
  const spans = operands.map((o) => ({ node: o, span: withParentheses(source, offsetsOf(o)) }));
  const going = spans.filter((o) => goes(o.node));
  if (going.length === 0 || (put === undefined && going.length === spans.length)) return undefined;
  const [start, end] = offsetsOf(expr);
  // Each cut in the script's offsets: an operand before the first one kept goes with the separator
  // after it, one after it with the separator before it, so that no two cuts overlap.
  const firstKept = spans.findIndex((o) => !going.includes(o));
  const cuts = going.map((o) => {
    const i = spans.indexOf(o);
    if (put !== undefined) return { from: o.span[0], to: o.span[1], put };
    return i < firstKept ? { from: o.span[0], to: (spans[i + 1] as (typeof spans)[number]).span[0], put: '' } : { from: (spans[i - 1] as (typeof spans)[number]).span[1], to: o.span[1], put: '' };
  });
  let text = source.slice(start, end);
  for (const c of cuts.sort((a, b) => b.from - a.from)) text = text.slice(0, c.from - start) + c.put + text.slice(c.to - start);
  return text;
}

/** The test of an "if <test> then return false end" statement. */
function refusalTest(statement: Statement): Expression | undefined {
  if (statement.type !== 'IfStatement' || statement.clauses.length !== 1) return undefined;
  const clause = statement.clauses[0];
  const only = clause?.type === 'IfClause' && clause.body.length === 1 ? clause.body[0] : undefined;
  const returned = only?.type === 'ReturnStatement' && only.arguments.length === 1 ? only.arguments[0] : undefined;
  return clause?.type === 'IfClause' && returned?.type === 'BooleanLiteral' && !returned.value ? clause.condition : undefined;
}

/** Deletes a statement, with its line when it stands alone on it. */
function deleteStatement(source: string, statement: Statement): TextEdit {
  const [start, end] = offsetsOf(statement);
  const from = lineStart(source, start);
  const eol = source.indexOf('\n', end);
  const to = eol < 0 ? source.length : eol + 1;
  const alone = source.slice(from, start).trim() === '' && source.slice(end, to).trim() === '';
  return alone ? { start: from, end: to, newText: '' } : { start, end, newText: '' };
}

/**
 * Takes out of the condition what makes it false in the Damage Step because of the phase: each
 * operand of its returned top-level "and" that compares the phase so, with the "and" beside it, and
 * each early refusal ("if <test> then return false end") whose test holds there, or the operands of
 * its top-level "or" that make it hold. Where the rules allow the effect only until damage
 * calculation, the after-calculation guard (or refusal) takes their place instead. None when the
 * condition function is another effect's too (the other effect would change with it), or when
 * nothing of the kind stands at the top level.
 */
export function removeDamageStepPhaseCheckFix(reading: ScriptReading, effect: ScriptEffect, untilDamageCalculation: boolean): ScriptFix | undefined {
  const arg = effect.calls.get('SetCondition')?.rawArgs[0];
  if (!arg) return undefined;
  const name = dottedName(arg);
  const shared = reading.effects.some((o) => {
    const other = o !== effect ? o.calls.get('SetCondition')?.rawArgs[0] : undefined;
    return other !== undefined && (other === arg || (name !== undefined && dottedName(other) === name));
  });
  const fn = conditionFunction(reading, effect);
  if (shared || !fn) return undefined;
  const src = reading.source;
  const locals = currentPhaseLocals(sourceTextOf(src, fn));
  const edits: TextEdit[] = [];
  // A look at the phase the fix cannot take out without changing the effect outside the Damage
  // Step, or that stands deeper than the top level: no fix.
  for (const statement of fn.body) {
    const test = refusalTest(statement);
    if (!test) continue;
    if (valueAt(test, locals, BEFORE_CALCULATION_PHASE) !== 'true') continue;
    const operands = chainOperands(src, test, 'or');
    const refusing = (o: Expression): boolean => refusesOnlyTheStep(o, locals);
    if (!operands.filter((o) => valueAt(o, locals, BEFORE_CALCULATION_PHASE) === 'true').every(refusing)) return undefined;
    const text = withoutOperands(src, test, operands, refusing, untilDamageCalculation ? `(${AFTER_CALCULATION})` : undefined);
    const [start, end] = offsetsOf(test);
    edits.push(text !== undefined ? { start, end, newText: text } : deleteStatement(src, statement));
  }
  const expr = finalReturn(reading, effect)?.arguments[0];
  if (expr) {
    const operands = chainOperands(src, expr, 'and');
    const shutting = (o: Expression): boolean => shutsOnlyTheStep(o, locals);
    if (!operands.filter((o) => shutsTheStep(o, locals)).every(shutting)) return undefined;
    const text = withoutOperands(src, expr, operands, shutting, untilDamageCalculation ? UNTIL_CALCULATION : undefined);
    const [start, end] = offsetsOf(expr);
    if (text !== undefined) edits.push({ start, end, newText: text });
    else if (operands.every(shutting)) edits.push({ start, end, newText: 'true' });
  }
  if (edits.length === 0) return undefined;
  return untilDamageCalculation
    ? { title: 'Let the condition through until damage calculation instead of keeping it out of the Damage Step', edits }
    : { title: 'Take the phase check that keeps it out of the Damage Step out of the condition', edits };
}

/** The name the condition function gives its first parameter (the effect), if it is a script function with one. */
function conditionEffectParameter(reading: ScriptReading, effect: ScriptEffect): string | undefined {
  const first = conditionFunction(reading, effect)?.parameters[0];
  return first?.type === 'Identifier' ? first.name : undefined;
}

/** Adds the "not after damage calculation" guard: the dialect's helper, or a check in the condition. */
export function addGuardFix(reading: ScriptReading, effect: ScriptEffect): ScriptFix | undefined {
  const helper = AFTER_CALCULATION_GUARDS[reading.dialect];
  if (!effect.calls.has('SetCondition')) {
    return fixOf(`Add ${effect.variable}:SetCondition(${helper})`, insertAfterCreation(reading, effect, `SetCondition(${helper})`));
  }
  return wrapCondition(reading, effect, UNTIL_CALCULATION, AFTER_CALCULATION, 'Add a check to the condition: not after damage calculation');
}

const OUTSIDE_DAMAGE_STEP = 'Duel.GetCurrentPhase()~=PHASE_DAMAGE and Duel.GetCurrentPhase()~=PHASE_DAMAGE_CAL';

/** Adds a condition that keeps the effect out of the Damage Step. */
export function addOutsideDamageStepConditionFix(reading: ScriptReading, effect: ScriptEffect): ScriptFix | undefined {
  if (!effect.calls.has('SetCondition')) {
    return fixOf(`Add a condition to ${effect.variable}: not during the Damage Step`, insertAfterCreation(reading, effect, `SetCondition(function() return ${OUTSIDE_DAMAGE_STEP} end)`));
  }
  return wrapCondition(
    reading,
    effect,
    OUTSIDE_DAMAGE_STEP,
    'Duel.GetCurrentPhase()==PHASE_DAMAGE or Duel.GetCurrentPhase()==PHASE_DAMAGE_CAL',
    'Add a check to the condition: not during the Damage Step',
  );
}

const notBattleDestroyed = (e: string): string => `not ${e}:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED)`;

/** Adds a condition that keeps the effect from a monster destroyed by battle. */
export function addBattleDestroyedCheckFix(reading: ScriptReading, effect: ScriptEffect): ScriptFix | undefined {
  if (!effect.calls.has('SetCondition')) {
    return fixOf(
      `Add a condition to ${effect.variable}: not while this card is destroyed by battle`,
      insertAfterCreation(reading, effect, `SetCondition(function(e) return ${notBattleDestroyed('e')} end)`),
    );
  }
  const e = conditionEffectParameter(reading, effect);
  return e === undefined
    ? undefined
    : wrapCondition(reading, effect, notBattleDestroyed(e), `${e}:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED)`, 'Add a check to the condition: not while this card is destroyed by battle');
}

/** Adds TIMING_DAMAGE_STEP to the hint timing (or sets one). */
export function extendHintFix(reading: ScriptReading, effect: ScriptEffect): ScriptFix | undefined {
  const title = `Add TIMING_DAMAGE_STEP to ${effect.variable}'s hint timing`;
  const call = effect.calls.get('SetHintTiming');
  if (!call || !effect.ownCalls.has('SetHintTiming')) {
    const inherited = call?.args.map((a) => a.text) ?? [];
    const args = inherited.length > 0 ? inherited.map((t) => (t.trim() === '0' ? 'TIMING_DAMAGE_STEP' : `${t}${joiner(reading)}TIMING_DAMAGE_STEP`)) : ['TIMING_DAMAGE_STEP', 'TIMING_DAMAGE_STEP'];
    return fixOf(title, insertAfterCreation(reading, effect, `SetHintTiming(${args.join(',')})`));
  }
  const edits: TextEdit[] = [];
  for (const arg of call.args) {
    if (!arg.names || arg.names.includes('TIMING_DAMAGE_STEP')) continue;
    const empty = arg.names.length === 0 && arg.numbers === 0;
    edits.push({ start: arg.range.start.offset, end: arg.range.end.offset, newText: empty ? 'TIMING_DAMAGE_STEP' : `${arg.text}${joiner(reading, arg.operator)}TIMING_DAMAGE_STEP` });
  }
  return edits.length > 0 ? { title, edits } : undefined;
}

export const DAMAGE_STEP_FLAGS = (withCal: boolean): string[] => (withCal ? [FLAG_DAMAGE_STEP, 'EFFECT_FLAG_DAMAGE_CAL'] : [FLAG_DAMAGE_STEP]);

/** One fix from several: insertions at the same place are joined in order, so no edit overlaps. */
export function combineFixes(title: string, fixes: ScriptFix[]): ScriptFix {
  const edits: TextEdit[] = [];
  for (const edit of fixes.flatMap((f) => f.edits)) {
    const same = edits.find((e) => e.start === edit.start && e.end === edit.end && e.start === e.end);
    if (same && edit.start === edit.end) same.newText += edit.newText;
    else edits.push({ ...edit });
  }
  return { title, edits };
}

/** The text with the edits applied (edits must not overlap; insertions at one place keep their order). */
export function applyEdits(source: string, edits: readonly TextEdit[]): string {
  const ordered = edits.map((e, i) => ({ e, i })).sort((a, b) => b.e.start - a.e.start || b.i - a.i);
  let out = source;
  for (const { e } of ordered) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

const overlaps = (a: TextEdit, b: TextEdit): boolean => a.start < b.end && b.start < a.end;
// Two edits at one point, or an insertion inside a replaced range, are not independent either.
const touches = (a: TextEdit, b: TextEdit): boolean =>
  overlaps(a, b) ||
  (a.start === a.end && a.start > b.start && a.start < b.end) ||
  (b.start === b.end && b.start > a.start && b.start < a.end) ||
  (a.start === b.start && (a.start !== a.end || b.start !== b.end));

/**
 * The fixes `--fix` and "Fix all" apply: the first fix of each finding the check is sure of
 * (errors and warnings; an `info` is a doubt or changes nothing a player sees), skipping any fix
 * whose edits touch one already taken (the next pass, on the fixed text, offers it again).
 */
export function safeFixes(findings: ReadonlyArray<{ severity: string; fixes: readonly ScriptFix[] }>): ScriptFix[] {
  const taken: ScriptFix[] = [];
  const edits: TextEdit[] = [];
  for (const f of findings) {
    const fix = f.fixes[0];
    if (!fix || f.severity === 'info') continue;
    if (fix.edits.some((e) => edits.some((t) => touches(e, t)))) continue;
    taken.push(fix);
    edits.push(...fix.edits);
  }
  return taken;
}
