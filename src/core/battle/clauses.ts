import { readCardSpec } from './card-spec';
import type { Cursor } from './cursor';
import type { Token } from './lexer';
import { reference, type BattleBuilder } from './builder';
import type { ApplyingEffect, EffectClause, SourceRange, StatName } from './types';

// The small vocabulary of what an activation does. The simulator executes exactly these; card
// text beyond them is the writer's to summarise, never executed.

export const CLAUSE_FORMS = ['atk +N / atk -N / atk N', 'def +N / def -N / def N', 'destroy ["card"]', 'banish ["card"]', 'return ["card"] to hand', 'no battle damage', 'negate activation'];

function skipToClauseEnd(c: Cursor): void {
  while (!c.done && c.peek()?.type !== 'comma' && !c.isWord('and')) c.next();
}

/** `until [the] end of [the] damage step` */
function untilEnd(c: Cursor): boolean {
  if (!c.isWord('until')) return false;
  const save = c.pos;
  c.next();
  c.acceptWord('the');
  if (c.acceptWord('end') && c.acceptWord('of')) {
    c.acceptWord('the');
    if (c.acceptWord('damage') && c.acceptWord('step')) return true;
  }
  c.pos = save;
  return false;
}

function stat(b: BattleBuilder, c: Cursor, word: Token): { stat: StatName; mode: 'add' | 'set'; amount: number } | undefined {
  const n = c.accept('number');
  if (!n) {
    b.error(`Expected a number after "${word.value}" (e.g. ${word.value.toLowerCase()} -800)`, c.range(c.peek()));
    return undefined;
  }
  const signed = n.value.startsWith('+') || n.value.startsWith('-');
  return { stat: word.value.toLowerCase() as StatName, mode: signed ? 'add' : 'set', amount: Number(n.value) };
}

function optionalTarget(b: BattleBuilder, c: Cursor, stop: string[]): number | null | undefined {
  if (c.done || c.peek()?.type === 'comma' || c.isWord('and') || stop.some((w) => c.isWord(w))) return undefined;
  const spec = readCardSpec(c, { stopWords: ['and', ...stop] });
  return spec ? reference(b, spec) : undefined;
}

function clause(b: BattleBuilder, c: Cursor, on: number | null): EffectClause | undefined {
  const first = c.peek() as Token;
  const w = first.type === 'word' ? first.value.toLowerCase() : '';
  const range = (): SourceRange => c.span(first, c.tokens[c.pos - 1] ?? first);
  const needOn = (): boolean => {
    if (on !== null) return true;
    b.error(`Say which card it applies to: add on "<card>" before the ":"`, range());
    return false;
  };
  c.next();
  if (w === 'atk' || w === 'def') {
    const s = stat(b, c, first);
    if (!s) return undefined;
    const untilEndOfDamageStep = untilEnd(c);
    return needOn() ? { kind: 'stat', ...s, target: on, untilEndOfDamageStep, range: range() } : undefined;
  }
  if (w === 'destroy' || w === 'banish' || w === 'return') {
    const target = optionalTarget(b, c, ['to']);
    if (w === 'return' && c.acceptWord('to')) {
      if (!c.acceptWord('hand')) b.error('Write "to hand"', c.range(c.peek()));
    }
    if (target === null) return undefined;
    if (target === undefined && !needOn()) return undefined;
    return { kind: w === 'return' ? 'return-to-hand' : w, target: target ?? on, range: range() };
  }
  if (w === 'no' && c.acceptWord('battle') && c.acceptWord('damage')) return { kind: 'no-battle-damage', range: range() };
  if (w === 'negate') {
    c.acceptWord('activation', 'the', 'its');
    c.acceptWord('activation');
    return { kind: 'negate-activation', range: range() };
  }
  skipToClauseEnd(c);
  b.error(`Unknown effect; an activation can do: ${CLAUSE_FORMS.join('; ')}`, range());
  return undefined;
}

/** The `: effect, effect and effect` part of an activation. */
export function readClauses(b: BattleBuilder, c: Cursor, on: number | null): EffectClause[] {
  const out: EffectClause[] = [];
  if (c.done) b.error(`Say what the activation does after ":" (${CLAUSE_FORMS.join('; ')}), or leave out the ":"`, c.endRange());
  while (!c.done) {
    const start = c.pos;
    const e = clause(b, c, on);
    if (e) out.push(e);
    if (!c.done && c.peek()?.type !== 'comma' && !c.isWord('and')) {
      b.error('Unexpected text in the effect; separate effects with "," or "and"', c.restRange());
      skipToClauseEnd(c);
    }
    if (!c.accept('comma')) c.acceptWord('and');
    if (c.pos === start) c.next();
  }
  return out;
}

/** `destroys itself` | `atk ±N [during the damage step | during damage calculation]` (also def). */
export function readApplyingEffect(b: BattleBuilder, c: Cursor, card: number): ApplyingEffect | undefined {
  const first = c.peek();
  if (!first) {
    b.error('Say what the effect does: "destroys itself", or "atk +500" (optionally "during the damage step" / "during damage calculation")', c.endRange());
    return undefined;
  }
  const range = (): SourceRange => c.span(first, c.tokens[c.pos - 1] ?? first);
  if (c.acceptWord('destroys')) {
    if (!c.acceptWord('itself')) b.error('Write "destroys itself"', c.range(c.peek()));
    return { kind: 'self-destroy', card, range: range() };
  }
  if (c.isWord('atk') || c.isWord('def')) {
    const word = c.next() as Token;
    const s = stat(b, c, word);
    if (!s) return undefined;
    let window: 'always' | 'damage-step' | 'damage-calculation' = 'always';
    if (c.acceptWord('during')) {
      c.acceptWord('the');
      if (c.acceptWord('damage')) {
        if (c.acceptWord('step')) window = 'damage-step';
        else if (c.acceptWord('calculation')) window = 'damage-calculation';
      }
      if (window === 'always') b.error('Write "during the damage step" or "during damage calculation"', range());
    }
    return { kind: 'stat', card, ...s, window, range: range() };
  }
  b.error('Unknown applying effect; use "destroys itself" or "atk +N" / "def +N" (optionally "during the damage step" / "during damage calculation")', c.restRange());
  c.pos = c.tokens.length;
  return undefined;
}
