import type { CardCatalog } from '../cards/catalog';
import { TIMINGS } from '../timings';
import { parseRegion, parseRuleset, REGIONS, resolveTiming, RULESETS } from '../vocabulary';
import type { CardRecord, TimingId } from '../types';
import { readCardSpec, type CardSpec } from './card-spec';
import { Cursor } from './cursor';
import { readClauses, readApplyingEffect } from './clauses';
import { tokenize, type Token } from './lexer';
import { resolveCard } from './resolve-card';
import { BattleBuilder, reference } from './builder';
import { closestWords } from './near';
import type { Battle, ParseResult, Player, Position, SourceRange, Zone } from './types';

// Maps, not object literals: a word like "constructor" or "__proto__" must not find Object's own members (issue 19).
const PLAYERS: ReadonlyMap<string, Player> = new Map([
  ['you', 'you'],
  ['your', 'you'],
  ['opponent', 'opponent'],
  ["opponent's", 'opponent'],
]);

/** Zone words of a `<player> <zone>:` line and where (and how) they put a card. */
const ZONE_WORDS: ReadonlyMap<string, 'field' | 'set' | Zone> = new Map([
  ['field', 'field'],
  ['monster', 'monster'],
  ['monsters', 'monster'],
  ['set', 'set'],
  ['spell-trap', 'spell-trap'],
  ['spells-traps', 'spell-trap'],
  ['hand', 'hand'],
  ['gy', 'gy'],
  ['graveyard', 'gy'],
  ['banished', 'banished'],
  ['deck', 'deck'],
  ['extra-deck', 'extra-deck'],
]);

const LINE_STARTS = 'ruleset, region, lp, attacker:, target:, direct attack, you/opponent <zone>:, at <timing>:, applying:, effect:';
/** The words a line can start with, for "did you mean" on an unrecognised line. */
const LINE_KEYWORDS = ['ruleset', 'region', 'lp', 'attacker', 'target', 'direct', 'you', 'opponent', 'at', 'applying', 'effect'];
/** Words that end an unquoted card name at the start of an `applying:` line. */
const APPLYING_STOP_WORDS = ['destroys', 'atk', 'def', 'gives', 'piercing', 'battle', 'instead', 'you', 'there', 'does'];

function readPlayer(b: BattleBuilder, c: Cursor): Player | undefined {
  const t = c.peek();
  const p = t && t.type === 'word' ? PLAYERS.get(t.value.toLowerCase()) : undefined;
  if (p) c.next();
  else b.error(`Say whose card it is: "you" or "opponent"`, c.range(t));
  return p;
}

function readNumber(b: BattleBuilder, c: Cursor, what: string): number | undefined {
  const t = c.accept('number');
  if (!t) {
    b.error(`Expected ${what} (a number)`, c.range(c.peek()));
    return undefined;
  }
  return Number(t.value);
}

function noExtra(b: BattleBuilder, c: Cursor): void {
  if (!c.done) b.error(`Unexpected text at the end of the line`, c.restRange());
}

function unexpectedWords(b: BattleBuilder, spec: CardSpec, c: Cursor): void {
  const [first] = spec.extra;
  const last = spec.extra[spec.extra.length - 1];
  if (first && last) b.error(`Unexpected words after "${spec.name}"; a card takes atk N, def N, level N, kind "...", text "...", face-up/face-down, attack/defense, flip`, c.span(first, last));
}

function ruleset(b: BattleBuilder, c: Cursor): void {
  const keyword = c.next();
  const t = c.next();
  const v = t ? parseRuleset(t.value) : undefined;
  if (v) {
    if (b.once('ruleset', 'The rule set', c, keyword)) {
      b.battle.ruleset = v;
      b.rulesetRange = c.range(t);
    }
  } else {
    b.error(`${t ? `"${t.value}" is not a rule set; ` : ''}valid: ${RULESETS.join(', ')}`, c.range(t), 'invalid-value', t ? closestWords(t.value, [...RULESETS]) : []);
  }
  noExtra(b, c);
}

function region(b: BattleBuilder, c: Cursor): void {
  const keyword = c.next();
  const t = c.next();
  const v = t ? parseRegion(t.value) : undefined;
  if (v) {
    if (b.once('region', 'The region', c, keyword)) b.battle.region = v;
  } else {
    b.error(`${t ? `"${t.value}" is not a region; ` : ''}valid: ${REGIONS.join(', ')}`, c.range(t), 'invalid-value', t ? closestWords(t.value, [...REGIONS]) : []);
  }
  noExtra(b, c);
}

function lp(b: BattleBuilder, c: Cursor): void {
  c.next();
  const player = readPlayer(b, c);
  if (!player) return;
  const n = readNumber(b, c, 'the Life Points');
  // A value that is no number is one fault, said once: not also "unexpected text" at its column.
  if (n === undefined) return;
  if (n < 0) b.error('Life Points cannot be negative', c.range(c.tokens[c.pos - 1]));
  else b.battle.lp[player] = n;
  noExtra(b, c);
}

function expectColon(b: BattleBuilder, c: Cursor, after: string): boolean {
  if (c.accept('colon')) return true;
  b.error(`Expected ":" after ${after}`, c.range(c.peek()));
  return false;
}

function battler(b: BattleBuilder, c: Cursor, role: 'attacker' | 'target'): void {
  const keyword = c.next();
  if (!expectColon(b, c, role)) return;
  const player = readPlayer(b, c);
  if (!player) return;
  const spec = readCardSpec(c);
  if (!spec) {
    b.error(`Name the ${role === 'attacker' ? 'attacking monster' : 'attack target'}`, c.range(c.peek()));
    return;
  }
  unexpectedWords(b, spec, c);
  noExtra(b, c);
  if (role === 'target' && b.seen.has('direct')) {
    b.error('A direct attack has no attack target; remove one of the two lines', c.range(keyword));
    return;
  }
  if (!b.once(role, role === 'attacker' ? 'The attacker' : 'The attack target', c, keyword)) return;
  const record = resolveCard(spec, b.catalog, (d) => b.report(d));
  if (!record) return;
  if (record.kind !== 'monster') {
    b.error(`"${spec.name}" is not a monster, so it cannot ${role === 'attacker' ? 'attack' : 'be attacked'}`, spec.nameRange);
    return;
  }
  if (record.atk === undefined || record.def === undefined) {
    b.error(`Give the ATK and DEF of "${spec.name}" (atk 1000 def 1000)`, spec.nameRange);
    return;
  }
  let faceUp = spec.faceUp ?? true;
  let position: Position = spec.position ?? (spec.faceUp === false ? 'defense' : 'attack');
  if (role === 'attacker' && (!faceUp || position !== 'attack')) {
    b.error('The attacking monster is face-up in Attack Position', spec.nameRange);
    faceUp = true;
    position = 'attack';
  }
  if (!faceUp && position === 'attack') {
    b.error('A face-down monster is always in Defense Position', spec.nameRange);
    position = 'defense';
  }
  const id = b.addCard(spec, record, player, 'monster', faceUp, position);
  if (role === 'attacker') b.battle.attacker = id;
  else b.battle.target = id;
}

function direct(b: BattleBuilder, c: Cursor): void {
  const keyword = c.next();
  if (!c.acceptWord('attack')) {
    b.error('Write "direct attack"', c.range(keyword));
    return;
  }
  noExtra(b, c);
  if (b.seen.has('target')) {
    b.error('The battle already has an attack target; a direct attack has none', c.range(keyword));
    return;
  }
  if (b.once('direct', 'The direct attack', c, keyword)) b.battle.direct = true;
}

function place(b: BattleBuilder, spec: CardSpec, record: CardRecord, player: Player, where: 'field' | 'set' | Zone): void {
  const isMonster = record.kind === 'monster';
  if ((where === 'monster' && !isMonster) || (where === 'spell-trap' && isMonster)) {
    b.error(`"${spec.name}" is ${isMonster ? 'a monster' : 'a Spell/Trap'}; it does not go in the ${where} zone`, spec.nameRange);
    return;
  }
  if (where === 'field' || where === 'monster' || where === 'spell-trap' || where === 'set') {
    const faceUp = where === 'set' ? false : (spec.faceUp ?? true);
    const zone: Zone = isMonster ? 'monster' : 'spell-trap';
    const position: Position | null = isMonster ? (faceUp ? (spec.position ?? 'attack') : 'defense') : null;
    if (isMonster && !faceUp && spec.position === 'attack') b.error('A face-down monster is always in Defense Position', spec.nameRange);
    if (isMonster && (record.atk === undefined || record.def === undefined)) b.error(`Give the ATK and DEF of "${spec.name}" (atk 1000 def 1000)`, spec.nameRange);
    b.addCard(spec, record, player, zone, faceUp, position);
    return;
  }
  b.addCard(spec, record, player, where, where === 'gy' || where === 'banished', null);
}

function zoneLine(b: BattleBuilder, c: Cursor): void {
  const player = readPlayer(b, c);
  if (!player) return;
  const zt = c.next();
  const where = zt && zt.type === 'word' ? ZONE_WORDS.get(zt.value.toLowerCase()) : undefined;
  if (!where) {
    b.error(`${zt ? `"${zt.value}" is not a zone; ` : 'Name a zone; '}valid: ${[...ZONE_WORDS.keys()].join(', ')}`, c.range(zt));
    return;
  }
  if (!expectColon(b, c, `"${player} ${zt?.value}"`)) return;
  do {
    const spec = readCardSpec(c);
    if (!spec) {
      b.error('Expected a card name', c.range(c.peek()));
      while (!c.done && c.peek()?.type !== 'comma') c.next();
      continue;
    }
    unexpectedWords(b, spec, c);
    if (c.peek()?.type === 'colon') {
      b.error('Unexpected ":"; put names with a colon in quotes', c.range(c.peek()));
      while (!c.done && c.peek()?.type !== 'comma') c.next();
    }
    const record = resolveCard(spec, b.catalog, (d) => b.report(d));
    if (record) place(b, spec, record, player, where);
  } while (c.accept('comma'));
  noExtra(b, c);
}

function statement(b: BattleBuilder, c: Cursor): void {
  const first = c.peek() as NonNullable<ReturnType<Cursor['peek']>>;
  const word = first.type === 'word' ? first.value.toLowerCase() : '';
  switch (word) {
    case 'ruleset':
      return ruleset(b, c);
    case 'region':
      return region(b, c);
    case 'lp':
      return lp(b, c);
    case 'attacker':
      return battler(b, c, 'attacker');
    case 'target':
      return battler(b, c, 'target');
    case 'direct':
      return direct(b, c);
    case 'at':
    case 'applying':
    case 'effect':
      c.next();
      b.deferred.push({ kind: word, cursor: c });
      return;
  }
  if (PLAYERS.has(word)) return zoneLine(b, c);
  b.error(`Unrecognised line; a line starts with one of: ${LINE_STARTS}`, c.range(first), 'syntax', first.type === 'word' ? closestWords(first.value, LINE_KEYWORDS) : []);
}

/** An activation: `at <timing>[, new chain]: <player> activates <card> [on <card>] [: <effects>]`. */
function activation(b: BattleBuilder, c: Cursor, chains: Map<TimingId, number>): void {
  const lineStart = c.tokens[0];
  const words: Token[] = [];
  while (!c.done && c.peek()?.type !== 'colon' && c.peek()?.type !== 'comma') words.push(c.next() as Token);
  const [w0] = words;
  const wLast = words[words.length - 1];
  const timingRange = w0 && wLast ? c.span(w0, wLast) : c.range(c.peek());
  const found = resolveTiming(words.map((w) => w.value).join(' '), b.battle.ruleset);
  const valid = TIMINGS.filter((t) => t.ruleset === b.battle.ruleset)
    .map((t) => t.id)
    .join(', ');
  let newChain = false;
  if (c.accept('comma')) {
    if (c.acceptWord('new') && c.acceptWord('chain')) newChain = true;
    else b.error('After the timing, only ", new chain" may follow', c.range(c.peek()));
  }
  if (!found.id) {
    b.error(
      found.other
        ? `"${found.other}" is a timing of the ${b.battle.ruleset === 'modern' ? 'edison' : 'modern'} rule set, but this battle uses ${b.battle.ruleset}; valid: ${valid}`
        : `${words.length > 0 ? `"${words.map((w) => w.value).join(' ')}" is not a timing; ` : 'Name a timing; '}valid: ${valid}`,
      timingRange,
      'invalid-value',
      found.other || words.length === 0
        ? []
        : closestWords(
            words.map((w) => w.value).join(' '),
            TIMINGS.filter((t) => t.ruleset === b.battle.ruleset).map((t) => t.id),
          ),
    );
    return;
  }
  if (!expectColon(b, c, 'the timing')) return;
  const player = readPlayer(b, c);
  if (!player) return;
  if (!c.acceptWord('activates', 'activate')) {
    b.error('Expected "activates"', c.range(c.peek()));
    return;
  }
  const spec = readCardSpec(c, { stopWords: ['on'] });
  if (!spec) {
    b.error('Name the card that is activated', c.range(c.peek()));
    return;
  }
  unexpectedWords(b, spec, c);
  const cardId = cardFor(b, spec, player);
  let on: number | null = null;
  if (c.acceptWord('on')) {
    const target = readCardSpec(c);
    if (!target) b.error('Name the card after "on"', c.range(c.peek()));
    else on = reference(b, target);
  }
  const effects = c.accept('colon') ? readClauses(b, c, { on, player, self: cardId ?? null }) : [];
  noExtra(b, c);
  if (cardId === undefined) return;
  // ", new chain" on the first line of a timing still starts a new chain: the one after the mandatory triggers the walk chains itself.
  const chain = (chains.get(found.id) ?? 1) + (newChain ? 1 : 0);
  chains.set(found.id, chain);
  const range = lineStart ? c.span(lineStart, c.tokens[c.tokens.length - 1] ?? lineStart) : c.endRange();
  b.battle.activations.push({ timing: found.id, chain, player, card: cardId, on, effects, range, cardRange: spec.nameRange });
}

/** The activated card: one the battle describes, else a catalog card brought into play. */
function cardFor(b: BattleBuilder, spec: CardSpec, player: Player): number | undefined {
  const inline = spec.kind !== undefined || spec.text !== undefined;
  const existing = inline ? undefined : b.findCard(spec.name, player);
  if (existing !== undefined) return existing;
  const record = resolveCard(spec, b.catalog, (d) => b.report(d));
  if (!record) return undefined;
  // An undescribed card is where it would usually be activated from: a monster in the hand
  // (Kuriboh), a Spell/Trap Set on the field.
  return record.kind === 'monster' ? b.addCard(spec, record, player, 'hand', false, null, true) : b.addCard(spec, record, player, 'spell-trap', false, null, true);
}

function applying(b: BattleBuilder, c: Cursor): void {
  if (!expectColon(b, c, '"applying"')) return;
  const spec = readCardSpec(c, { stopWords: APPLYING_STOP_WORDS });
  if (!spec) {
    b.error('Name the card whose effect is applying', c.range(c.peek()));
    return;
  }
  const card = reference(b, spec);
  const player = card === null ? null : (b.battle.cards[card]?.controller ?? null);
  const effect = readApplyingEffect(b, c, card ?? -1, player);
  noExtra(b, c);
  if (card !== null && effect) b.battle.applying.push(effect);
}

/** `effect: <card> [on <card>]: <effects>` — what the card's effect does whenever it resolves. */
function cardEffect(b: BattleBuilder, c: Cursor): void {
  const lineStart = c.tokens[0];
  if (!expectColon(b, c, '"effect"')) return;
  const spec = readCardSpec(c, { stopWords: ['on'] });
  if (!spec) {
    b.error('Name the card whose effect this describes', c.range(c.peek()));
    return;
  }
  const card = reference(b, spec);
  let on: number | null = null;
  if (c.acceptWord('on')) {
    const target = readCardSpec(c);
    if (!target) b.error('Name the card after "on"', c.range(c.peek()));
    else on = reference(b, target);
  }
  if (!c.accept('colon')) {
    b.error('Say what the effect does after ":"', c.range(c.peek()));
    return;
  }
  const player = card === null ? null : (b.battle.cards[card]?.controller ?? null);
  const effects = readClauses(b, c, { on, player, self: card });
  noExtra(b, c);
  if (card === null) return;
  const range = lineStart ? c.span(lineStart, c.tokens[c.tokens.length - 1] ?? lineStart) : c.endRange();
  b.battle.cardEffects = [...(b.battle.cardEffects ?? []), { card, on, effects, range }];
}

function checkComplete(b: BattleBuilder): void {
  const top: SourceRange = { line: 1, column: 1, length: 0 };
  if (b.battle.attacker === null && !b.seen.has('attacker')) b.error('The battle has no attacker; add a line like: attacker: you "Giant Kozaky"', top, 'missing');
  if (b.battle.target === null && !b.battle.direct && !b.seen.has('target'))
    b.error('The battle has no attack target; add a line like: target: opponent "Kuriboh" — or: direct attack', top, 'missing');
}

/** Reads a battle description. Never throws; every mistake becomes a diagnostic. */
export function parseBattle(text: string, catalog: CardCatalog, defaults?: { ruleset: Battle['ruleset']; region: Battle['region'] }): ParseResult {
  const b = new BattleBuilder(catalog);
  if (defaults) {
    b.battle.ruleset = defaults.ruleset;
    b.battle.region = defaults.region;
  }
  const lines = String(text).split(/\r\n|\r|\n/);
  lines.forEach((line, i) =>
    guarded(b, i + 1, line.length, () => {
      const tokens = tokenize(line);
      const c = new Cursor(tokens, i + 1, line.length);
      for (const t of tokens) if (t.unterminated) b.error('This quoted text has no closing quote', c.range(t));
      for (const t of tokens) if (t.type === 'number') boundNumber(b, c, t);
      if (tokens.length > 0) statement(b, c);
    }),
  );
  const chains = new Map<TimingId, number>();
  for (const d of b.deferred) {
    guarded(b, d.cursor.line, d.cursor.lineLength, () => (d.kind === 'at' ? activation(b, d.cursor, chains) : d.kind === 'applying' ? applying(b, d.cursor) : cardEffect(b, d.cursor)));
  }
  checkComplete(b);
  b.diagnostics.sort((x, y) => x.line - y.line || x.column - y.column);
  return { battle: b.battle, diagnostics: b.diagnostics };
}

/** Largest LP, ATK, DEF, Level or amount a battle takes: real ones are under 100,000. */
export const MAX_BATTLE_NUMBER = 1_000_000;

/**
 * A number past MAX_BATTLE_NUMBER gets a diagnostic and is read as the limit: 400 digits would
 * otherwise become Infinity LP or ATK (null in JSON) with no word said (issue 19).
 */
function boundNumber(b: BattleBuilder, c: Cursor, t: Token): void {
  const digits = t.value.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  if (digits.length < 7 || Number(digits) <= MAX_BATTLE_NUMBER) return;
  b.error(
    `${digits.length > 12 ? `This ${digits.length}-digit number` : Number(digits).toLocaleString('en-US')} is past the largest a battle takes (${MAX_BATTLE_NUMBER.toLocaleString('en-US')})`,
    c.range(t),
    'invalid-value',
  );
  t.value = `${/^[+-]/.exec(t.value)?.[0] ?? ''}${MAX_BATTLE_NUMBER}`;
}

/** A bug in a line's reading must not lose the other lines: it becomes that line's diagnostic. */
function guarded(b: BattleBuilder, line: number, length: number, read: () => void): void {
  try {
    read();
  } catch (e) {
    b.error(`Internal error reading this line: ${e instanceof Error ? e.message : String(e)}`, { line, column: 1, length }, 'internal');
  }
}
