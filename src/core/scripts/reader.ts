import type * as Luaparse from 'luaparse';
import { scriptTooLarge, tooDeeplyNested, unreadable } from './read-limits';
import type { CallExpression, Chunk, Expression, FunctionDeclaration, Node, Statement } from 'luaparse';

// Reads a card script without running it: the effects `initial_effect` creates and registers on
// the card, what each one sets, and the script's named functions (for conditions). Pure: the
// caller passes the text.

export type Dialect = 'edopro' | 'ygopro';

/** 1-based line and column (UTF-16 units, as editors count), plus the 0-based offset. */
export interface SourcePos {
  line: number;
  column: number;
  offset: number;
}
export interface SourceRange {
  start: SourcePos;
  end: SourcePos;
}

/** A flag-like argument: constants joined with `+` or `|` (names undefined when it is anything else). */
export interface ValueExpr {
  names: string[] | undefined;
  /** The sum of its number literals. */
  numbers: number;
  /** The joining operator written, if any. */
  operator?: '+' | '|';
  text: string;
  range: SourceRange;
  /** It names a local variable of initial_effect, read through to its value. */
  viaLocal?: boolean;
}

export interface SetterCall {
  method: string;
  args: ValueExpr[];
  /** The argument expressions as written (conditions are functions, not flags). */
  rawArgs: Expression[];
  statement: SourceRange;
}

export interface ScriptEffect {
  /** Position among the effects registered on the card, from 0. */
  index: number;
  variable: string;
  origin: 'create' | 'clone' | 'helper';
  clonedFrom?: ScriptEffect;
  /** For `origin: 'helper'`: the helper that built it ("Fusion.CreateSummonEff"). */
  helper?: string;
  /** The `Effect.CreateEffect`, `:Clone()` or helper call. */
  created: SourceRange;
  /** The whole statement that created it (quick fixes insert lines after it). */
  createdStatement: SourceRange;
  /** The last call of each setter, inherited ones included for clones. */
  calls: Map<string, SetterCall>;
  /** Setters called on this object itself (not inherited from the effect it was cloned from). */
  ownCalls: Set<string>;
  registered?: SourceRange;
  /** The effect last given to `SetLabelObject`, when it is one of the script's own. */
  labelObject?: ScriptEffect;
  /**
   * Never registered on the card itself: the label object of this EFFECT_TYPE_GRANT effect, which
   * gives it to other cards (the equipped monster, monsters the card's controller controls).
   */
  grantedBy?: ScriptEffect;
}

/** A helper that builds effects itself ("aux.AddEquipProcedure(c)"), called in initial_effect. */
export interface ScriptHelper {
  name: string;
  range: SourceRange;
}

/** A top-level function of the script: where its text is (it is parsed only if a fix needs it). */
export interface ScriptFunction {
  name: string;
  start: number;
  end: number;
  node?: FunctionDeclaration;
}

export interface ScriptReadError {
  message: string;
  line: number;
  column: number;
}

export interface ScriptReading {
  source: string;
  dialect: Dialect;
  /** The passcode in `function c<passcode>.initial_effect`, if written so. */
  passcode?: number;
  /** The name scripts use for themselves: `s` (EDOPro) or `c<passcode>` (YGOPro). */
  self?: string;
  effects: ScriptEffect[];
  helpers: ScriptHelper[];
  functions: Map<string, ScriptFunction>;
  /** Whether an `initial_effect` was found. */
  hasInitialEffect: boolean;
  error?: ScriptReadError;
}

let parser: typeof Luaparse | undefined;
/** luaparse, loaded on first use: the extension activates without paying for it. */
function luaparse(): typeof Luaparse {
  // A literal require keeps it bundled (esbuild) yet evaluated only when a script is read.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  parser ??= require('luaparse') as typeof Luaparse;
  return parser;
}

type Ranged = { range?: [number, number] };

// Positions come from offsets and a table of line starts: luaparse's own line/column objects
// would double the allocations for the whole syntax tree.
let lineTable: { source: string; starts: number[] } | undefined;

function lineStarts(source: string): number[] {
  if (lineTable?.source === source) return lineTable.starts;
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  lineTable = { source, starts };
  return starts;
}

/** The 1-based line and column of an offset in the source. */
export function positionAt(source: string, offset: number): SourcePos {
  const starts = lineStarts(source);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] as number) + 1, offset };
}

let currentSource = '';

function rangeOf(node: Node): SourceRange {
  const [s, e] = (node as Ranged).range ?? [0, 0];
  return { start: positionAt(currentSource, s), end: positionAt(currentSource, e) };
}

const textOf = (source: string, node: Node): string => {
  const r = (node as Ranged).range;
  return r ? source.slice(r[0], r[1]) : '';
};

/** "aux.dscon", "s.con", "Effect.CreateEffect", "e1" — the dotted name of an expression, if it is one. */
export function dottedName(e: Expression): string | undefined {
  if (e.type === 'Identifier') return e.name;
  if (e.type === 'MemberExpression') {
    const base = dottedName(e.base);
    return base === undefined ? undefined : `${base}${e.indexer}${e.identifier.name}`;
  }
  return undefined;
}

function readValue(source: string, e: Expression, locals?: ReadonlyMap<string, Expression>): ValueExpr {
  const names: string[] = [];
  let numbers = 0;
  let operator: ValueExpr['operator'];
  let readable = true;
  let viaLocal = false;
  let depth = 0;
  const visit = (x: Expression): void => {
    const local = x.type === 'Identifier' ? locals?.get(x.name) : undefined;
    // `local timing=TIMING_DAMAGE_STEP+...` then `e:SetHintTiming(timing,timing)`: read through it.
    if (local && depth < 4) {
      viaLocal = true;
      depth++;
      visit(local);
      depth--;
    } else if (x.type === 'Identifier') names.push(x.name);
    else if (x.type === 'NumericLiteral') numbers += x.value;
    else if (x.type === 'BinaryExpression' && (x.operator === '+' || x.operator === '|')) {
      operator ??= x.operator;
      visit(x.left);
      visit(x.right);
    } else readable = false;
  };
  visit(e);
  const v: ValueExpr = { names: readable ? names : undefined, numbers, text: textOf(source, e), range: rangeOf(e) };
  if (operator) v.operator = operator;
  if (viaLocal) v.viaLocal = true;
  return v;
}

// Namespaces whose functions build effects for the card they are given (summon procedures,
// equip and persistent-target activations, ...).
// Helpers that register the card's activation from the arguments they are given.
const PERSISTENT_PROCEDURES = new Set(['aux.AddPersistentProcedure', 'Auxiliary.AddPersistentProcedure']);
const EQUIP_PROCEDURES = new Set(['aux.AddEquipProcedure', 'Auxiliary.AddEquipProcedure']);

/** Which argument of an activation helper holds what the activation is set to (0-based). */
interface ActivationLayout {
  category?: number;
  property?: number;
  hints?: [number, number];
  condition: number;
  cost: number;
  target: number;
  operation: number;
}
// aux.AddPersistentProcedure(c,p,f,category,property,hint1,hint2,con,cost,tg,op)
const PERSISTENT_LAYOUT: ActivationLayout = { category: 3, property: 4, hints: [5, 6], condition: 7, cost: 8, target: 9, operation: 10 };
// aux.AddEquipProcedure(c,p,f,eqlimit,cost,tg,op,con,prop): the helper sets no hint timing.
const EQUIP_LAYOUT: ActivationLayout = { property: 8, condition: 7, cost: 4, target: 5, operation: 6 };
const HELPER_NAMESPACES = new Set(['aux', 'Auxiliary', 'Fusion', 'Ritual', 'Synchro', 'Xyz', 'Link', 'Pendulum', 'Spirit', 'Gemini', 'Union', 'Equip', 'Maximum', 'Drytron']);

function helperName(call: Expression): string | undefined {
  if (call.type !== 'CallExpression' && call.type !== 'TableCallExpression') return undefined;
  const name = dottedName(call.base);
  if (!name || !name.includes('.') || name.includes(':')) return undefined;
  const ns = name.split('.')[0] ?? '';
  return HELPER_NAMESPACES.has(ns) ? name : undefined;
}

const PARSE_OPTIONS = { locations: false, ranges: true, luaVersion: '5.3', comments: false, scope: false } as const;

// Card scripts start each top-level function at the beginning of a line and indent the rest.
const TOP_FUNCTION = /^(?:local[ \t]+)?function[ \t]+([A-Za-z_][\w.:]*)[ \t]*\(/gm;

function parseError(e: unknown): ScriptReadError {
  const err = e as { message?: string; line?: number; column?: number };
  return { message: (err.message ?? String(e)).replace(/^\[\d+:\d+\]\s*/, ''), line: err.line ?? 1, column: (err.column ?? 0) + 1 };
}

/**
 * Parses one stretch of the script in place: everything before it is blanked (newlines kept), so
 * offsets and lines are the file's own while only the stretch is tokenised.
 */
function parseStretch(source: string, start: number, end: number): Chunk {
  const before = source.slice(0, start).replace(/[^\n]/g, ' ');
  return luaparse().parse(before + source.slice(start, end), PARSE_OPTIONS);
}

function isInitialEffect(st: Statement): st is FunctionDeclaration {
  return st.type === 'FunctionDeclaration' && st.identifier?.type === 'MemberExpression' && st.identifier.identifier.name === 'initial_effect';
}

/** The top-level function declarations, found by their lines. */
function topLevelFunctions(source: string): ScriptFunction[] {
  const starts = [...source.matchAll(TOP_FUNCTION)].map((m) => ({ name: m[1] ?? '', start: m.index ?? 0 }));
  return starts.map((f, i) => ({ name: f.name, start: f.start, end: starts[i + 1]?.start ?? source.length }));
}

/**
 * `initial_effect` and the script's functions. Only `initial_effect` is parsed, which is most of
 * the cost saved on a large folder; when the script is not laid out as usual (or does not
 * parse that way) the whole file is parsed instead.
 */
function locate(source: string): { initial?: FunctionDeclaration; functions: ScriptFunction[]; error?: ScriptReadError } {
  const functions = topLevelFunctions(source);
  const init = functions.find((f) => /[.:]initial_effect$/.test(f.name));
  if (init) {
    try {
      const body = parseStretch(source, init.start, init.end).body;
      const initial = body.find(isInitialEffect);
      if (initial) {
        init.node = initial;
        // Functions written on initial_effect's last lines (not at a line start) are in the stretch.
        const known = new Set(functions.map((f) => f.name));
        for (const st of body) {
          const name = st.type === 'FunctionDeclaration' && st.identifier ? dottedName(st.identifier) : undefined;
          if (st.type !== 'FunctionDeclaration' || !name || known.has(name)) continue;
          const [start, end] = offsetsOf(st);
          functions.push({ name, start, end, node: st });
        }
        return { initial, functions };
      }
    } catch {
      // Fall through to the whole file, which gives the real error's position.
    }
  }
  let chunk: Chunk;
  try {
    chunk = luaparse().parse(source, PARSE_OPTIONS);
  } catch (e) {
    return { functions: [], error: parseError(e) };
  }
  const all: ScriptFunction[] = [];
  let initial: FunctionDeclaration | undefined;
  for (const st of chunk.body) {
    if (st.type !== 'FunctionDeclaration' || !st.identifier) continue;
    const name = dottedName(st.identifier);
    if (!name) continue;
    const [start, end] = offsetsOf(st);
    all.push({ name, start, end, node: st });
    if (isInitialEffect(st)) initial = st;
  }
  return initial ? { initial, functions: all } : { functions: all };
}

/** Reads a script. Never throws: a syntax error comes back in `error` with its line and column. */
export function readScript(source: string, fileName = ''): ScriptReading {
  const tooLarge = scriptTooLarge(source);
  if (tooLarge) return { ...emptyReading(source, fileName), error: tooLarge };
  // The parser and the walk below recurse: nesting past the limit is refused where it starts.
  const nested = tooDeeplyNested(source);
  if (nested) return { ...emptyReading(source, fileName), error: nested };
  try {
    return readWithinLimits(source, fileName);
  } catch (e) {
    return { ...emptyReading(source, fileName), error: unreadable(source, e) };
  }
}

function emptyReading(source: string, fileName: string): ScriptReading {
  const fromName = /(?:^|[\\/])c(\d+)\.lua$/i.exec(fileName);
  return { source, dialect: 'edopro', effects: [], helpers: [], functions: new Map(), hasInitialEffect: false, ...(fromName ? { passcode: Number(fromName[1]) } : {}) };
}

function readWithinLimits(source: string, fileName: string): ScriptReading {
  const fromName = /(?:^|[\\/])c(\d+)\.lua$/i.exec(fileName);
  const base: ScriptReading = {
    source,
    dialect: 'edopro',
    effects: [],
    helpers: [],
    functions: new Map(),
    hasInitialEffect: false,
  };
  if (fromName) base.passcode = Number(fromName[1]);
  currentSource = source;
  const { initial, functions, error } = locate(source);
  if (error) return { ...base, error };
  for (const f of functions) if (!base.functions.has(f.name)) base.functions.set(f.name, f);
  if (initial?.identifier?.type === 'MemberExpression') {
    const owner = dottedName(initial.identifier.base);
    if (owner) base.self = owner;
    const m = owner ? /^c(\d+)$/.exec(owner) : null;
    if (m) {
      base.dialect = 'ygopro';
      base.passcode ??= Number(m[1]);
    }
  }
  if (!base.self || base.dialect === 'edopro') {
    if (/\baux\.dscon\b/.test(source) && !/\bGetID\s*\(/.test(source)) base.dialect = 'ygopro';
  }
  if (!initial) return base;
  base.hasInitialEffect = true;
  const cardVar = initial.parameters[0]?.type === 'Identifier' ? initial.parameters[0].name : 'c';
  const collector = new EffectCollector(source, cardVar, base);
  collector.statements(initial.body);
  collector.finish();
  return base;
}

/** A script function's syntax tree, parsed on first need (quick fixes edit conditions). */
export function functionNode(reading: ScriptReading, name: string): FunctionDeclaration | undefined {
  const f = reading.functions.get(name);
  if (!f) return undefined;
  if (!f.node) {
    try {
      const st = parseStretch(reading.source, f.start, f.end).body.find((x) => x.type === 'FunctionDeclaration' && x.identifier && dottedName(x.identifier) === name);
      if (st?.type === 'FunctionDeclaration') f.node = st;
    } catch {
      return undefined;
    }
  }
  return f.node;
}

class EffectCollector {
  private readonly bound = new Map<string, ScriptEffect>();
  private readonly locals = new Map<string, Expression>();
  private readonly pendingHelpers = new Map<ScriptEffect, ScriptHelper>();
  constructor(
    private readonly source: string,
    private readonly cardVar: string,
    private readonly out: ScriptReading,
  ) {}

  statements(list: Statement[]): void {
    for (const st of list) this.statement(st);
  }

  /** A helper's effect the script never registered was registered by the helper itself. */
  finish(): void {
    for (const helper of this.pendingHelpers.values()) this.out.helpers.push(helper);
    this.out.helpers.sort((a, b) => a.range.start.offset - b.range.start.offset);
  }

  private statement(st: Statement): void {
    switch (st.type) {
      case 'LocalStatement':
      case 'AssignmentStatement':
        st.variables.forEach((v, i) => {
          const init = st.init[i];
          if (v.type !== 'Identifier') return;
          this.bound.delete(v.name);
          this.locals.delete(v.name);
          if (init && (init.type === 'BinaryExpression' || init.type === 'Identifier' || init.type === 'NumericLiteral')) this.locals.set(v.name, init);
          if (init) this.bind(v.name, init, st);
        });
        return;
      case 'CallStatement':
        this.call(st.expression, st);
        return;
      case 'IfStatement':
        for (const clause of st.clauses) this.statements(clause.body);
        return;
      case 'DoStatement':
      case 'WhileStatement':
      case 'RepeatStatement':
      case 'ForNumericStatement':
      case 'ForGenericStatement':
        this.statements(st.body);
        return;
      default:
        return;
    }
  }

  private newEffect(variable: string, origin: ScriptEffect['origin'], created: Node, statement: Node): ScriptEffect {
    return { index: -1, variable, origin, created: rangeOf(created), createdStatement: rangeOf(statement), calls: new Map(), ownCalls: new Set() };
  }

  private bind(name: string, init: Expression, statement: Statement): void {
    if (init.type !== 'CallExpression') {
      const helper = helperName(init);
      if (helper) this.out.helpers.push({ name: helper, range: rangeOf(init) });
      return;
    }
    const callee = dottedName(init.base);
    if (callee === 'Effect.CreateEffect') {
      this.bound.set(name, this.newEffect(name, 'create', init, statement));
      return;
    }
    if (init.base.type === 'MemberExpression' && init.base.indexer === ':' && init.base.identifier.name === 'Clone') {
      const from = init.base.base.type === 'Identifier' ? this.bound.get(init.base.base.name) : undefined;
      if (!from) return;
      const clone = this.newEffect(name, 'clone', init, statement);
      clone.clonedFrom = from;
      for (const [k, v] of from.calls) clone.calls.set(k, v);
      if (from.labelObject) clone.labelObject = from.labelObject;
      this.bound.set(name, clone);
      return;
    }
    const helper = helperName(init);
    if (helper) {
      // A helper that returns an effect: it counts as an effect only if the script registers it.
      const e = this.newEffect(name, 'helper', init, statement);
      e.helper = helper;
      this.bound.set(name, e);
      this.pendingHelpers.set(e, { name: helper, range: rangeOf(init) });
    }
  }

  private call(expr: Expression, statement: Statement): void {
    if (expr.type !== 'CallExpression') {
      const helper = helperName(expr);
      if (helper) this.out.helpers.push({ name: helper, range: rangeOf(expr) });
      return;
    }
    const base = expr.base;
    if (base.type === 'MemberExpression' && base.indexer === ':' && base.base.type === 'Identifier') {
      const target = base.base.name;
      const method = base.identifier.name;
      if (method === 'RegisterEffect' && target === this.cardVar) {
        this.register(expr, statement);
        return;
      }
      const effect = this.bound.get(target);
      if (effect && method.startsWith('Set')) {
        effect.calls.set(method, {
          method,
          args: expr.arguments.map((a) => readValue(this.source, a, this.locals)),
          rawArgs: expr.arguments,
          statement: rangeOf(statement),
        });
        effect.ownCalls.add(method);
        if (method === 'SetLabelObject') this.labelObject(effect, expr.arguments[0]);
      }
      return;
    }
    const helper = helperName(expr);
    if (helper && PERSISTENT_PROCEDURES.has(helper)) this.helperActivation(helper, expr, statement, PERSISTENT_LAYOUT);
    else if (helper && EQUIP_PROCEDURES.has(helper)) this.helperActivation(helper, expr, statement, EQUIP_LAYOUT);
    else if (helper) this.out.helpers.push({ name: helper, range: rangeOf(expr) });
  }

  /**
   * `aux.AddPersistentProcedure(…)` and `aux.AddEquipProcedure(…)` register the card's activation
   * with the flags, hint timings and condition they are given: read as that activation, so the
   * check weighs them as it would written out (and edits them in place where the argument is written).
   */
  private helperActivation(helper: string, expr: CallExpression, statement: Statement, layout: ActivationLayout): void {
    const e = this.newEffect(helper, 'helper', expr, statement);
    e.helper = helper;
    const at = rangeOf(expr);
    const constant = (name: string): ValueExpr => ({ names: [name], numbers: 0, text: name, range: at });
    const set = (method: string, args: ValueExpr[], rawArgs: Expression[] = []): void => {
      e.calls.set(method, { method, args, rawArgs, statement: rangeOf(statement) });
      e.ownCalls.add(method);
    };
    set('SetType', [constant('EFFECT_TYPE_ACTIVATE')]);
    set('SetCode', [constant('EVENT_FREE_CHAIN')]);
    const arg = (i: number): Expression | undefined => expr.arguments[i];
    // A nil argument is "nothing given": no flag, no timing; its place is where a fix writes one.
    const value = (x: Expression): ValueExpr => (x.type === 'NilLiteral' ? { names: [], numbers: 0, text: 'nil', range: rangeOf(x) } : readValue(this.source, x, this.locals));
    const given = (x: Expression | undefined): x is Expression => x !== undefined && x.type !== 'NilLiteral';
    const category = layout.category === undefined ? undefined : arg(layout.category);
    if (given(category)) set('SetCategory', [value(category)], [category]);
    // Left out, the helper's own flags are none of the Damage Step's; a fix then has no place to write one.
    const property = layout.property === undefined ? undefined : arg(layout.property);
    if (property) set('SetProperty', [value(property)], [property]);
    const [hint1, hint2] = layout.hints ? [arg(layout.hints[0]), arg(layout.hints[1])] : [undefined, undefined];
    if (hint1 && hint2) set('SetHintTiming', [value(hint1), value(hint2)], [hint1, hint2]);
    for (const [i, method] of [
      [layout.condition, 'SetCondition'],
      [layout.cost, 'SetCost'],
      [layout.target, 'SetTarget'],
      [layout.operation, 'SetOperation'],
    ] as const) {
      const x = arg(i);
      if (given(x)) set(method, [value(x)], [x]);
    }
    // The helper always resolves something: it is never a bare activation.
    if (!e.calls.has('SetOperation')) set('SetOperation', []);
    e.registered = rangeOf(statement);
    e.index = this.out.effects.length;
    this.out.effects.push(e);
  }

  private labelObject(effect: ScriptEffect, arg: Expression | undefined): void {
    const object = arg?.type === 'Identifier' ? this.bound.get(arg.name) : undefined;
    if (object) effect.labelObject = object;
    else delete effect.labelObject;
  }

  private register(expr: CallExpression, statement: Statement): void {
    const arg = expr.arguments[0];
    const effect = arg?.type === 'Identifier' ? this.bound.get(arg.name) : undefined;
    if (!effect) return;
    if (effect.registered) {
      // Granted, then registered on the card too: the card's own as well, and checked as such.
      delete effect.grantedBy;
      return;
    }
    this.push(effect, statement);
    const granted = effect.labelObject;
    // An effect that only gives its label object to other cards: that object is created for them
    // and never registered on the card, yet it is an effect of the script the engine will offer.
    if (granted && !granted.registered && granted !== effect && this.grants(effect)) {
      granted.grantedBy = effect;
      this.push(granted, statement);
    }
  }

  private push(effect: ScriptEffect, statement: Statement): void {
    effect.registered = rangeOf(statement);
    effect.index = this.out.effects.length;
    this.out.effects.push(effect);
    this.pendingHelpers.delete(effect);
  }

  private grants(effect: ScriptEffect): boolean {
    return effect.calls.get('SetType')?.args[0]?.names?.includes('EFFECT_TYPE_GRANT') ?? false;
  }
}

/** The source text of a function and of the script functions it refers to, one level deep. */
export function functionText(reading: ScriptReading, name: string): string | undefined {
  const f = reading.functions.get(name);
  if (!f) return undefined;
  const own = reading.source.slice(f.start, f.end);
  const parts = [own];
  const self = reading.self;
  if (self) {
    // Found by name in the text: a walk of the syntax tree costs far more for the same answer.
    const escaped = self.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const refs = new Set([...own.matchAll(new RegExp(`\\b${escaped}\\.([A-Za-z_]\\w*)`, 'g'))].map((m) => `${self}.${m[1] ?? ''}`));
    refs.delete(name);
    for (const r of refs) {
      const g = reading.functions.get(r);
      if (g) parts.push(reading.source.slice(g.start, g.end));
    }
  }
  return parts.join('\n');
}

/** A node's 0-based start and end offsets in its source. */
export const offsetsOf = (node: Node): [number, number] => (node as Ranged).range ?? [0, 0];

export { textOf as sourceTextOf };
