import { readCardSpec } from './card-spec';
import type { Cursor } from './cursor';
import type { Token } from './lexer';
import { reference, type BattleBuilder } from './builder';
import { resolveCard } from './resolve-card';
import type { ApplyingEffect, EffectClause, Player, Position, SourceRange, StatName, StatScope, Zone } from './types';

// The small vocabulary of what an activation does. The simulator executes exactly these; card
// text beyond them is the writer's to summarise, never executed.

export const CLAUSE_FORMS = [
  'atk +N / atk -N / atk N',
  'def +N / def -N / def N',
  'destroy ["card"]',
  'banish ["card"]',
  'return ["card"] to hand',
  'no battle damage',
  'negate activation',
  'inflict N damage [to you|opponent]',
  'gain N LP',
  'piercing',
  'special summon "card" [from gy|banished|hand|deck] [atk N def N] [in attack|defense]',
  'gives "card" atk +N / gives "card" def +N',
  'change battle position',
  'flip face-down',
  'equip to "card"',
  'battle damage to the other player',
  'return "card" to hand instead of the GY',
];

/** The forms an `applying:` line takes after its card (docs/battle-language.md has each). */
export const APPLYING_FORMS = [
  'destroys itself',
  'atk +N / atk -N / atk N [during the damage step|during damage calculation]',
  'def +N / def -N / def N [window]',
  'gives monsters you control atk -N [window] [while face-up] / gives monsters your opponent controls atk -N [window] [while face-up] / gives all monsters atk -N [window] [while face-up]',
  'piercing',
  'battle damage to the other player',
  'instead of destruction by battle [of "card"]: <effects>',
  'you can only control 1',
  'there can only be 1 [on the field]',
  'does not allow "card"',
];

/**
 * The words a writer types to start each form, with the whole form as its description: what the
 * editor offers after an activation's or an `effect:` line's colon (`effect`) or after an
 * `applying:` line's card (`applying`).
 */
export function formStarts(forms: readonly string[]): Array<{ words: string; form: string }> {
  const out = new Map<string, string>();
  for (const form of forms) {
    for (const alternative of form.split(' / ')) {
      const words: string[] = [];
      for (const w of alternative.split(' ')) {
        if (/^(?:[+-]?N|"card"|\[.*|<.*|.*\|.*)$/.test(w)) break;
        words.push(w);
      }
      const start = words.join(' ');
      if (start !== '' && !out.has(start)) out.set(start, form);
    }
  }
  return [...out].map(([words, form]) => ({ words, form }));
}

/** Who the clauses act for: the `on` card and the player whose effect it is. */
export interface ClauseContext {
  on: number | null;
  player: Player | null;
  /** The card whose effect it is (what `itself` names), when known. */
  self?: number | null;
}

const PLAYER_WORDS: ReadonlyMap<string, Player> = new Map([
  ['you', 'you'],
  ['opponent', 'opponent'],
]);

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

/**
 * The card a position change names: `itself`, a card, or (none named, no `on`) the card whose
 * effect it is — "change this card to Defense Position" at the end of the Damage Step.
 */
function selfOrTarget(b: BattleBuilder, c: Cursor, ctx: ClauseContext): number | null | undefined {
  const self = ctx.self ?? undefined;
  if (self !== undefined && c.acceptWord('itself')) return self;
  const named = optionalTarget(b, c, []);
  return named === undefined && ctx.on === null ? self : named;
}

function clause(b: BattleBuilder, c: Cursor, ctx: ClauseContext): EffectClause | undefined {
  const on = ctx.on;
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
    const itself = ctx.self !== undefined && ctx.self !== null && c.acceptWord('itself') ? ctx.self : undefined;
    const target = itself ?? optionalTarget(b, c, ['to']);
    let insteadOfGy = false;
    if (w === 'return' && c.acceptWord('to')) {
      if (!c.acceptWord('hand')) b.error('Write "to hand"', c.range(c.peek()));
      if (c.acceptWord('instead')) {
        insteadOfGy = c.acceptWord('of') && (c.acceptWord('the'), c.acceptWord('gy', 'graveyard'));
        if (!insteadOfGy) b.error('Write "instead of the GY"', range());
      }
    }
    if (target === null) return undefined;
    if (target === undefined && !needOn()) return undefined;
    return { kind: w === 'return' ? 'return-to-hand' : w, target: target ?? on, range: range(), ...(insteadOfGy ? { insteadOfGy } : {}) };
  }
  if (w === 'no' && c.acceptWord('battle') && c.acceptWord('damage')) return { kind: 'no-battle-damage', range: range() };
  if (w === 'negate') {
    c.acceptWord('activation', 'the', 'its');
    c.acceptWord('activation');
    return { kind: 'negate-activation', range: range() };
  }
  if (w === 'gives') return namedStat(b, c, range);
  const more = moreClauses(b, c, ctx, w, range, needOn);
  if (more !== null) return more;
  skipToClauseEnd(c);
  b.error(`Unknown effect; an activation can do: ${CLAUSE_FORMS.join('; ')}`, range());
  return undefined;
}

/**
 * `gives <card> atk +N`: an ATK/DEF change of a card the effect names without targeting it (the
 * monster Rope of Life Summons), so it need not be on the field when the card is activated.
 */
function namedStat(b: BattleBuilder, c: Cursor, range: () => SourceRange): EffectClause | undefined {
  const spec = readCardSpec(c, { stopWords: ['atk', 'def', 'and'] });
  if (!spec) {
    b.error('Name the monster after "gives" (e.g. gives "Giant Rat" atk +800)', c.range(c.peek()));
    skipToClauseEnd(c);
    return undefined;
  }
  const target = reference(b, spec);
  const word = c.peek();
  if (!word || !(c.isWord('atk') || c.isWord('def'))) {
    b.error('Expected "atk" or "def" and a change (e.g. gives "Giant Rat" atk +800)', c.range(word));
    skipToClauseEnd(c);
    return undefined;
  }
  c.next();
  const s = stat(b, c, word);
  if (!s || target === null) return undefined;
  const untilEndOfDamageStep = untilEnd(c);
  return { kind: 'stat', ...s, target, untilEndOfDamageStep, range: range() };
}

const FROM_ZONES: ReadonlyArray<[string, Zone]> = [
  ['gy', 'gy'],
  ['graveyard', 'gy'],
  ['banished', 'banished'],
  ['hand', 'hand'],
  ['deck', 'deck'],
];

/** `from gy|banished|hand|deck` after the Summoned monster: where it must be when the effect resolves. */
function fromZone(b: BattleBuilder, c: Cursor): Zone | undefined {
  if (!c.acceptWord('from')) return undefined;
  c.acceptWord('the');
  const t = c.peek();
  const found = t && t.type === 'word' ? FROM_ZONES.find(([w]) => w === t.value.toLowerCase()) : undefined;
  if (!found) {
    b.error('Write "from gy", "from banished", "from hand" or "from deck"', c.range(t));
    if (t?.type === 'word') c.next();
    return undefined;
  }
  c.next();
  return found[1];
}

/** `N` of `inflict N damage` / `gain N LP`: a number of at least 0, without a sign. */
function amountOf(b: BattleBuilder, c: Cursor, what: string): number | undefined {
  const n = c.accept('number');
  if (!n || n.value.startsWith('+') || n.value.startsWith('-')) {
    b.error(`Expected ${what} (a number such as 1000)`, c.range(n ?? c.peek()));
    return undefined;
  }
  return Number(n.value);
}

/** A monster brought to the field by `special summon`: one the battle describes, else a catalog or inline monster. */
function summoned(b: BattleBuilder, c: Cursor, player: Player | null): { id: number; position?: Position } | undefined {
  const spec = readCardSpec(c, { stopWords: ['and', 'in', 'from'] });
  if (!spec) {
    b.error('Name the monster that is Special Summoned', c.range(c.peek()));
    return undefined;
  }
  const as = (id: number) => ({ id, ...(spec.position ? { position: spec.position } : {}) });
  const inline = spec.kind !== undefined || spec.text !== undefined || spec.atk !== undefined;
  const known = inline ? undefined : b.findCard(spec.name, player ?? undefined);
  if (known !== undefined) return as(known);
  const record = resolveCard(spec, b.catalog, (d) => b.report(d));
  if (!record) return undefined;
  if (record.kind !== 'monster') {
    b.error(`"${spec.name}" is not a monster, so it cannot be Special Summoned`, spec.nameRange);
    return undefined;
  }
  if (record.atk === undefined || record.def === undefined) {
    b.error(`Give the ATK and DEF of "${spec.name}" (atk 1000 def 1000)`, spec.nameRange);
    return undefined;
  }
  // Not described elsewhere: it waits in its controller's Deck until the effect summons it.
  return as(b.addCard(spec, record, player ?? 'you', 'deck', false, null, true));
}

/** Damage, LP, piercing, Summons, position changes, equips and redirected damage; null when the word starts none of them. */
function moreClauses(b: BattleBuilder, c: Cursor, ctx: ClauseContext, w: string, range: () => SourceRange, needOn: () => boolean): EffectClause | undefined | null {
  if (w === 'inflict') {
    const amount = amountOf(b, c, 'the damage');
    if (amount === undefined) {
      skipToClauseEnd(c);
      return undefined;
    }
    if (!c.acceptWord('damage')) b.error('Write "inflict N damage"', c.range(c.peek()));
    let to: Player | null = null;
    if (c.acceptWord('to')) {
      const t = c.next();
      to = t && t.type === 'word' ? (PLAYER_WORDS.get(t.value.toLowerCase()) ?? null) : null;
      if (!to) b.error('Write "to you" or "to opponent"', c.range(t));
    }
    return { kind: 'inflict-damage', amount, to, range: range() };
  }
  if (w === 'gain') {
    const amount = amountOf(b, c, 'the Life Points gained');
    if (amount === undefined) {
      skipToClauseEnd(c);
      return undefined;
    }
    if (!c.acceptWord('lp')) b.error('Write "gain N LP"', c.range(c.peek()));
    return { kind: 'gain-lp', amount, range: range() };
  }
  if (w === 'piercing') return needOn() ? { kind: 'piercing', target: ctx.on, range: range() } : undefined;
  if (w === 'special') {
    if (!c.acceptWord('summon')) {
      b.error('Write "special summon" and the monster', c.range(c.peek()));
      return undefined;
    }
    const target = summoned(b, c, ctx.player);
    const from = fromZone(b, c);
    let position: Position = target?.position ?? 'attack';
    if (c.acceptWord('in')) {
      if (c.acceptWord('defense', 'defence')) position = 'defense';
      else if (!c.acceptWord('attack')) b.error('Write "in attack" or "in defense"', c.range(c.peek()));
    }
    c.acceptWord('position');
    return target === undefined ? undefined : { kind: 'special-summon', target: target.id, position, range: range(), ...(from ? { from } : {}) };
  }
  if (w === 'change') {
    if (!(c.acceptWord('battle') && c.acceptWord('position'))) {
      b.error('Write "change battle position"', range());
      return undefined;
    }
    const target = selfOrTarget(b, c, ctx);
    if (target === null || (target === undefined && !needOn())) return undefined;
    return { kind: 'change-position', target: target ?? ctx.on, range: range() };
  }
  if (w === 'flip') {
    if (!c.acceptWord('face-down', 'facedown')) {
      b.error('Write "flip face-down"', range());
      return undefined;
    }
    const target = selfOrTarget(b, c, ctx);
    if (target === null || (target === undefined && !needOn())) return undefined;
    return { kind: 'flip-face-down', target: target ?? ctx.on, range: range() };
  }
  if (w === 'equip') {
    if (!c.acceptWord('to')) {
      b.error('Write "equip to" and the monster', c.range(c.peek()));
      return undefined;
    }
    const target = optionalTarget(b, c, []);
    if (target === null || (target === undefined && !needOn())) return undefined;
    return { kind: 'equip', target: target ?? ctx.on, range: range() };
  }
  if (w === 'battle' && c.acceptWord('damage') && c.acceptWord('to') && c.acceptWord('the') && c.acceptWord('other') && c.acceptWord('player')) {
    return { kind: 'redirect-battle-damage', range: range() };
  }
  return null;
}

/** The `: effect, effect and effect` part of an activation. */
export function readClauses(b: BattleBuilder, c: Cursor, ctx: ClauseContext): EffectClause[] {
  const out: EffectClause[] = [];
  if (c.done) b.error(`Say what the activation does after ":" (${CLAUSE_FORMS.join('; ')}), or leave out the ":"`, c.endRange());
  while (!c.done) {
    const start = c.pos;
    const e = clause(b, c, ctx);
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

const APPLYING_FORMS_IN_WORDS =
  '"destroys itself"; "atk +N" / "def +N" (optionally "during the damage step" / "during damage calculation"); "gives monsters your opponent controls atk -500"; "piercing"; "battle damage to the other player"; "instead of destruction by battle [of "card"]: <effects>"; "you can only control 1"; "does not allow "card""';

/** `[during the damage step | during damage calculation]` after an ATK/DEF change. */
function statWindow(b: BattleBuilder, c: Cursor, range: () => SourceRange): 'always' | 'damage-step' | 'damage-calculation' {
  let window: 'always' | 'damage-step' | 'damage-calculation' = 'always';
  if (c.acceptWord('during')) {
    c.acceptWord('the');
    if (c.acceptWord('damage')) {
      if (c.acceptWord('step')) window = 'damage-step';
      else if (c.acceptWord('calculation')) window = 'damage-calculation';
    }
    if (window === 'always') b.error('Write "during the damage step" or "during damage calculation"', range());
  }
  // Every applying effect already needs its card face-up; the words may still be written.
  if (c.acceptWord('while')) {
    if (!c.acceptWord('face-up', 'faceup')) b.error('Write "while face-up"', c.range(c.peek()));
  }
  return window;
}

/** `monsters you control` | `monsters your opponent controls` | `all monsters` | `monsters on the field` after "gives". */
function scopeOf(b: BattleBuilder, c: Cursor): StatScope | undefined {
  const all = c.acceptWord('all');
  if (!c.acceptWord('monsters', 'monster')) {
    b.error('Write "gives monsters you control", "gives monsters your opponent controls" or "gives all monsters"', c.range(c.peek()));
    return undefined;
  }
  if (c.acceptWord('you')) {
    c.acceptWord('control', 'controls');
    return 'yours';
  }
  if (c.acceptWord('your')) {
    if (!c.acceptWord('opponent')) b.error('Write "your opponent controls"', c.range(c.peek()));
    c.acceptWord('controls', 'control');
    return 'opponents';
  }
  if (c.acceptWord("opponent's", 'opponent')) {
    c.acceptWord('controls', 'control');
    return 'opponents';
  }
  if (c.acceptWord('on')) {
    c.acceptWord('the');
    if (!c.acceptWord('field')) b.error('Write "monsters on the field"', c.range(c.peek()));
    return 'all';
  }
  return all ? 'all' : (b.error('Say whose monsters: "you control", "your opponent controls", or write "all monsters"', c.range(c.peek())), undefined);
}

/** The words after `applying: <card>`; `player` is the card's controller. */
export function readApplyingEffect(b: BattleBuilder, c: Cursor, card: number, player: Player | null): ApplyingEffect | undefined {
  const first = c.peek();
  if (!first) {
    b.error(`Say what the effect does: ${APPLYING_FORMS_IN_WORDS}`, c.endRange());
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
    const window = statWindow(b, c, range);
    return { kind: 'stat', card, ...s, window, range: range() };
  }
  if (c.acceptWord('gives')) {
    const scope = scopeOf(b, c);
    const word = c.peek();
    if (!word || !(c.isWord('atk') || c.isWord('def'))) {
      if (scope) b.error('Expected "atk" or "def" and a change (e.g. atk -500)', c.range(word));
      return undefined;
    }
    c.next();
    const s = stat(b, c, word);
    if (!s || !scope) return undefined;
    const window = statWindow(b, c, range);
    return { kind: 'stat', card, ...s, window, scope, range: range() };
  }
  if (c.acceptWord('piercing')) return { kind: 'piercing', card, range: range() };
  if (c.acceptWord('battle')) {
    if (!(c.acceptWord('damage') && c.acceptWord('to') && c.acceptWord('the') && c.acceptWord('other') && c.acceptWord('player'))) {
      b.error('Write "battle damage to the other player"', range());
      return undefined;
    }
    return { kind: 'redirect-battle-damage', card, range: range() };
  }
  if (c.acceptWord('instead')) return replacement(b, c, card, player, range);
  const opener = c.peek();
  if (c.acceptWord('you', 'there')) {
    const anyController = opener?.value.toLowerCase() === 'there';
    if (!(c.acceptWord('can') && c.acceptWord('only') && c.acceptWord('control', 'be') && c.accept('number')?.value === '1')) {
      b.error('Write "you can only control 1" (or "there can only be 1")', range());
      return undefined;
    }
    if (c.acceptWord('on')) {
      c.acceptWord('the');
      c.acceptWord('field');
    }
    return { kind: 'control-one', card, range: range(), ...(anyController ? { anyController } : {}) };
  }
  if (c.acceptWord('does')) {
    if (!(c.acceptWord('not') && c.acceptWord('allow'))) {
      b.error('Write "does not allow" and the monster', range());
      return undefined;
    }
    const spec = readCardSpec(c);
    const forbids = spec ? reference(b, spec) : null;
    if (!spec) b.error('Name the monster whose Type or Attribute is not allowed', c.range(c.peek()));
    return forbids === null ? undefined : { kind: 'type-limit', card, forbids, range: range() };
  }
  b.error(`Unknown applying effect; use ${APPLYING_FORMS_IN_WORDS}`, c.restRange());
  c.pos = c.tokens.length;
  return undefined;
}

/** `instead of destruction by battle [of <card>]: <effects>` */
function replacement(b: BattleBuilder, c: Cursor, card: number, player: Player | null, range: () => SourceRange): ApplyingEffect | undefined {
  if (!(c.acceptWord('of') && c.acceptWord('destruction') && c.acceptWord('by') && c.acceptWord('battle'))) {
    b.error('Write "instead of destruction by battle"', range());
    return undefined;
  }
  let protects: number | null = card;
  if (c.acceptWord('of')) {
    const spec = readCardSpec(c);
    protects = spec ? reference(b, spec) : null;
    if (!spec) b.error('Name the monster it keeps from being destroyed by battle', c.range(c.peek()));
  }
  const head = range();
  if (!c.accept('colon')) {
    b.error('Say what happens instead after ":" (e.g. banish itself)', c.range(c.peek()));
    return undefined;
  }
  const effects = readClauses(b, c, { on: protects, player, self: card });
  return protects === null ? undefined : { kind: 'replacement', card, protects, effects, range: head };
}
