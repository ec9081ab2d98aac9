import { cardVerdicts, getTiming, normalizeName, timingIdsOf, TIMINGS, type CardCatalog, type CardRecord, type Region, type RuleSetId, type TimingId } from '../core';
import type { BattleCard, BattleDiagnostic, BattleEvent, BattleStep, BattleWalk, Player, Zone } from './model';

// A stand-in for the core's battle parser and simulator (issue 4), kept deliberately small so
// the editor features can be built and tested before the core's lands; `walkBattle` in
// ./engine.ts is the only caller and switches to the core's with one import. It reads a subset
// of the core's battle language, so files written for it stay valid:
//
//   # comment
//   ruleset modern | edison            region tcg | ocg            lp you 8000
//   attacker: you <card>               target: opponent <card>     direct attack
//   <you|opponent> <zone>: <card>, <card>, ...      (zone: field, set, hand, gy, banished, deck, extra-deck)
//   at <timing>: <you|opponent> activates <card> [on <card>]
//
// A <card> is a name (quoted when it has odd characters) and optionally `atk N def N`,
// face-up / face-down, attack / defense. A name in no catalog needs its ATK and DEF.

const ZONE_WORDS: Record<string, Zone | 'set'> = {
  field: 'monster', monster: 'monster', set: 'set', 'spell-trap': 'spell-trap', hand: 'hand', gy: 'gy', graveyard: 'gy',
  banished: 'banished', deck: 'deck', 'extra-deck': 'extra-deck',
};

interface Declared extends BattleCard {
  record?: CardRecord;
}

interface Activation {
  timing: TimingId;
  player: Player;
  card: string;
  line: number;
  column: number;
}

interface Span {
  text: string;
  column: number;
}

class Reader {
  ruleset: RuleSetId = 'modern';
  region: Region = 'tcg';
  lp: Record<Player, number> = { you: 8000, opponent: 8000 };
  attacker: Declared | undefined;
  target: Declared | 'direct' | undefined;
  cards: Declared[] = [];
  activations: Activation[] = [];
  diagnostics: BattleDiagnostic[] = [];

  constructor(private readonly catalog: CardCatalog, defaults: { ruleset: RuleSetId; region: Region }) {
    this.ruleset = defaults.ruleset;
    this.region = defaults.region;
  }

  error(line: number, span: Span, message: string, extra: Partial<BattleDiagnostic> = {}): void {
    this.diagnostics.push({ severity: 'error', message, line, column: span.column, length: Math.max(1, span.text.length), rule: null, ...extra });
  }

  read(text: string): void {
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      const content = raw.replace(/#.*$/, '');
      if (content.trim() === '') return;
      this.statement(line, trimmed(content, 1));
    });
  }

  private statement(line: number, all: Span): void {
    const first = /^\S+/.exec(all.text)?.[0] ?? '';
    const word = first.toLowerCase().replace(/:$/, '');
    const rest = (skip: number): Span => trimmed(all.text.slice(skip), all.column + skip);
    const afterColon = (): Span | undefined => {
      const at = all.text.indexOf(':');
      return at < 0 ? undefined : rest(at + 1);
    };
    if (word === 'ruleset') {
      const value = rest(first.length);
      if (value.text === 'modern' || value.text === 'edison') this.ruleset = value.text;
      else this.error(line, value, `"${value.text}" is not a rule set; valid: modern, edison`, { code: 'invalid-value', suggestions: ['modern', 'edison'] });
    } else if (word === 'region') {
      const value = rest(first.length);
      if (value.text === 'tcg' || value.text === 'ocg') this.region = value.text;
      else this.error(line, value, `"${value.text}" is not a region; valid: tcg, ocg`, { code: 'invalid-value', suggestions: ['tcg', 'ocg'] });
    } else if (word === 'lp') {
      const value = rest(first.length);
      const lp = /^(you|opponent)\s+(\d+)$/i.exec(value.text);
      if (lp) this.lp[(lp[1] ?? 'you').toLowerCase() as Player] = Number(lp[2]);
      else this.error(line, value, 'Expected "lp you <LP>" or "lp opponent <LP>"', { code: 'syntax' });
    } else if (word === 'attacker' || word === 'target') {
      const value = afterColon();
      if (!value) this.error(line, { text: first, column: all.column }, `Expected ":" after ${word}`, { code: 'syntax' });
      else if (word === 'attacker') this.attacker = this.monster(line, value, 'you');
      else this.target = this.monster(line, value, 'opponent');
    } else if (word === 'direct' && /^direct\s+attack$/i.test(all.text)) {
      this.target = 'direct';
    } else if (word === 'at') {
      const colon = all.text.indexOf(':');
      if (colon < 0) this.error(line, all, 'Expected "at <timing>: <player> activates <card>"', { code: 'syntax' });
      else this.activation(line, trimmed(all.text.slice(2, colon), all.column + 2), rest(colon + 1));
    } else if (word === 'you' || word === 'opponent') {
      this.zoneLine(line, all, word);
    } else {
      this.error(line, { text: first, column: all.column }, 'Unrecognised line; a line starts with one of: ruleset, region, lp, attacker:, target:, direct attack, you/opponent <zone>:, at <timing>:', { code: 'syntax' });
    }
  }

  private zoneLine(line: number, all: Span, player: Player): void {
    const m = /^\S+\s+([a-z-]+)\s*:/i.exec(all.text);
    const where = m ? ZONE_WORDS[(m[1] ?? '').toLowerCase()] : undefined;
    if (!m || !where) {
      this.error(line, all, `Expected "${player} <zone>: <card>, ..." with a zone of: ${Object.keys(ZONE_WORDS).join(', ')}`, { code: 'syntax' });
      return;
    }
    const list = trimmed(all.text.slice(m[0].length), all.column + m[0].length);
    for (const part of splitSpans(list, ',')) {
      const spec = this.cardSpec(line, part);
      if (!spec) continue;
      const isMonster = spec.record ? spec.record.kind === 'monster' : true;
      const zone: Zone = where === 'set' ? (isMonster ? 'monster' : 'spell-trap') : where === 'monster' && !isMonster ? 'spell-trap' : where;
      // Cards in the hand or deck are hidden: face-down in the field state's terms; Set cards too.
      const faceUp = where === 'set' || zone === 'hand' || zone === 'deck' ? false : spec.faceUp;
      this.cards.push({ ...spec, controller: player, zone, faceUp, ...(zone === 'monster' ? { position: spec.position ?? (faceUp ? 'attack' : 'defense') } : {}) });
    }
  }

  private monster(line: number, value: Span, defaultController: Player): Declared | undefined {
    const { player, rest } = takePlayer(value, defaultController);
    const card = this.cardSpec(line, rest);
    if (!card) return undefined;
    return { ...card, controller: player, zone: 'monster', position: card.position ?? 'attack' };
  }

  private cardSpec(line: number, span: Span): Omit<Declared, 'controller' | 'zone'> | undefined {
    let text = span.text;
    let faceUp = true;
    let position: 'attack' | 'defense' | undefined;
    let atk: number | undefined;
    let def: number | undefined;
    for (;;) {
      const tail = /\s+(face-down|facedown|face-up|faceup|attack|defen[sc]e|(atk|def|level)\s+(\d+|\?))$/i.exec(text);
      if (!tail) break;
      const word = (tail[1] ?? '').toLowerCase();
      const attr = (tail[2] ?? '').toLowerCase();
      const value = tail[3] === '?' || tail[3] === undefined ? undefined : Number(tail[3]);
      if (attr === 'atk') atk = value;
      else if (attr === 'def') def = value;
      else if (attr === 'level') continueWithoutLevel();
      else if (word.startsWith('face')) faceUp = word === 'face-up' || word === 'faceup';
      else position = word === 'attack' ? 'attack' : 'defense';
      text = text.slice(0, tail.index);
    }
    const name = unquote({ text, column: span.column });
    if (name.text === '') {
      this.error(line, span, 'Expected a card name.', { code: 'syntax' });
      return undefined;
    }
    const record = this.catalog.exact(name.text);
    const hasStats = atk !== undefined || def !== undefined;
    if (!record && !hasStats) {
      const suggestions = suggestionsFor(this.catalog, name.text);
      const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?` : ' Give its ATK and DEF (atk 1000 def 1000) to describe a card of your own.';
      this.error(line, name, `Unknown card "${name.text}".${hint}`, { code: 'unknown-card', suggestions });
    }
    return {
      name: record?.name ?? name.text, faceUp, ...(record ? { record } : {}),
      ...(position ? { position } : {}),
      ...(atk ?? record?.atk) !== undefined ? { atk: atk ?? record?.atk } : {},
      ...(def ?? record?.def) !== undefined ? { def: def ?? record?.def } : {},
    };
  }

  private activation(line: number, timingSpan: Span, value: Span): void {
    const timing = resolveTiming(timingSpan.text, this.ruleset);
    if (!timing) {
      const valid = timingIdsOf(this.ruleset);
      this.error(line, timingSpan, `"${timingSpan.text}" is not a timing of the ${this.ruleset} rule set; valid: ${valid.join(', ')}`, { code: 'invalid-value', suggestions: valid });
      return;
    }
    const m = /^(you|opponent)\s+activates?\s+(.+?)(?:\s+on\s+.+)?$/i.exec(value.text);
    if (!m) {
      this.error(line, value, 'Expected "<you|opponent> activates <card>"', { code: 'syntax' });
      return;
    }
    const nameText = m[2] ?? '';
    const name = unquote({ text: nameText, column: value.column + value.text.indexOf(nameText, (m[1] ?? '').length) });
    this.activations.push({ timing, player: (m[1] ?? 'you').toLowerCase() as Player, card: name.text, line, column: name.column });
  }
}

/** Names to offer for an unknown card; lookup() accepts a one-letter typo as the card, which in a file is still a mistake to fix. */
function suggestionsFor(catalog: CardCatalog, name: string): string[] {
  const found = catalog.lookup(name);
  return found.card ? [found.card.name] : found.suggestions;
}

/** Levels are read (the core's language has them) but the interim walk does not use them. */
function continueWithoutLevel(): void {}

function trimmed(text: string, column: number): Span {
  const start = text.length - text.trimStart().length;
  return { text: text.trim(), column: column + start };
}

function splitSpans(span: Span, separator: string): Span[] {
  const out: Span[] = [];
  let offset = 0;
  for (const part of span.text.split(separator)) {
    out.push(trimmed(part, span.column + offset));
    offset += part.length + separator.length;
  }
  return out;
}

function takePlayer(span: Span, fallback: Player): { player: Player; rest: Span } {
  const m = /^(you|opponent)\s+/i.exec(span.text);
  if (!m) return { player: fallback, rest: span };
  return { player: (m[1] ?? fallback).toLowerCase() as Player, rest: { text: span.text.slice(m[0].length), column: span.column + m[0].length } };
}

function unquote(span: Span): Span {
  const t = trimmed(span.text, span.column);
  const m = /^["“](.*)["”]$/.exec(t.text);
  return m ? { text: m[1] ?? '', column: t.column + 1 } : t;
}

function resolveTiming(text: string, ruleset: RuleSetId): TimingId | undefined {
  const key = normalizeName(text);
  const t = TIMINGS.find((x) => x.ruleset === ruleset && [x.id, x.name, ...x.aliases].some((n) => normalizeName(n) === key));
  return t?.id;
}

/** Where a card's name stands in the text of its declaration line, for diagnostics. */
function cardNames(reader: Reader): Declared[] {
  return [reader.attacker, reader.target === 'direct' ? undefined : reader.target, ...reader.cards].filter((c): c is Declared => c !== undefined);
}

function snapshot(cards: Declared[]): BattleCard[] {
  return cards.map(({ record: _record, ...card }) => ({ ...card }));
}

/** Battle damage and destruction for one attack, as the rulebook's damage calculation table has it. */
function calculate(attacker: Declared, target: Declared | 'direct', lp: Record<Player, number>, events: BattleEvent[]): void {
  const atk = attacker.atk ?? 0;
  const hurt = (player: Player, amount: number, card?: string) => {
    if (amount <= 0) return;
    lp[player] = Math.max(0, lp[player] - amount);
    events.push({ kind: 'battle-damage', ...(card ? { card } : {}), text: `${player === 'you' ? 'You take' : 'Your opponent takes'} ${amount} battle damage (LP ${lp[player]}).` });
  };
  const destroy = (card: Declared) => {
    card.destroyedByBattle = true;
    events.push({ kind: 'destroyed-by-battle', card: card.name, text: `${card.name} is determined to be destroyed by battle.` });
  };
  if (target === 'direct') {
    hurt(attacker.controller === 'you' ? 'opponent' : 'you', atk, attacker.name);
    return;
  }
  if (target.position === 'defense') {
    const def = target.def ?? 0;
    if (atk > def) destroy(target);
    else hurt(attacker.controller, def - atk, attacker.name);
    return;
  }
  const other = target.atk ?? 0;
  if (atk > other) {
    destroy(target);
    hurt(target.controller, atk - other, target.name);
  } else if (atk < other) {
    destroy(attacker);
    hurt(attacker.controller, other - atk, attacker.name);
  } else if (atk > 0) {
    destroy(attacker);
    destroy(target);
  }
}

/** Parses and walks a battle description with the interim reader above. */
export function interimWalk(text: string, catalog: CardCatalog, defaults: { ruleset: RuleSetId; region: Region }): BattleWalk {
  const reader = new Reader(catalog, defaults);
  reader.read(text);
  const opts = { ruleset: reader.ruleset, region: reader.region };
  const lp = { ...reader.lp };
  const cards = cardNames(reader);
  const steps: BattleStep[] = [];
  let damageCalculated = false;
  for (const timing of timingIdsOf(reader.ruleset)) {
    const modern = getTiming(timing)?.modern ?? [];
    const order = getTiming(timing)?.order ?? 0;
    const events: BattleEvent[] = [];
    if (order === 1) events.push({ kind: 'declare-damage-step', text: 'The game moves into the Damage Step.' });
    const target = reader.target;
    const flipsHere = reader.ruleset === 'modern' ? timing === 'before-damage-calculation' : timing === 'substep-2';
    if (flipsHere && target && target !== 'direct' && !target.faceUp) {
      target.faceUp = true;
      events.push({ kind: 'flip-face-up', card: target.name, text: `${target.name} is flipped face-up.` });
    }
    for (const a of reader.activations.filter((x) => x.timing === timing)) {
      const declared = cards.find((c) => c.name.toLowerCase() === a.card.toLowerCase());
      const record = declared?.record ?? catalog.exact(a.card);
      if (!record) {
        reader.diagnostics.push({ severity: 'error', message: `Unknown card "${a.card}": describe it first with "card:" or use a catalog name.`, line: a.line, column: a.column, length: Math.max(1, a.card.length), rule: null, code: 'unknown-card', suggestions: suggestionsFor(catalog, a.card) });
        continue;
      }
      const verdict = cardVerdicts(record, [timing], opts).verdicts[0];
      if (verdict && !verdict.canActivate) {
        const rule = verdict.reasons[0];
        reader.diagnostics.push({ severity: 'error', message: `${record.name} cannot be activated at ${getTiming(timing)?.name ?? timing}: ${rule?.text ?? ''} It is not applied.`, line: a.line, column: a.column, length: Math.max(1, a.card.length), rule: rule?.rule ?? null, code: 'illegal-activation' });
        continue;
      }
      events.push({ kind: 'activate', card: record.name, text: `${a.player === 'you' ? 'You activate' : 'Your opponent activates'} ${record.name}.` });
      events.push({ kind: 'resolve', card: record.name, text: `${record.name} resolves.` });
    }
    const calculatesHere = reader.ruleset === 'modern' ? timing === 'during-damage-calculation' : timing === 'substep-5';
    if (calculatesHere && reader.attacker && target) {
      events.push({ kind: 'damage-calculation', text: 'Damage calculation is performed.' });
      calculate(reader.attacker, target, lp, events);
      damageCalculated = true;
    }
    if (modern.includes('end-of-damage-step') && order === timingIdsOf(reader.ruleset).length) {
      for (const c of cards.filter((x) => x.destroyedByBattle && x.zone === 'monster')) {
        c.zone = 'gy';
        events.push({ kind: 'send-to-gy', card: c.name, text: `${c.name} is sent to the GY.` });
      }
    }
    const options = cards
      .filter((c) => c.record !== undefined)
      .map((c) => {
        const v = cardVerdicts(c.record as CardRecord, [timing], opts).verdicts[0];
        return { card: c.name, canActivate: v?.canActivate ?? false, reasons: (v?.reasons ?? []).map((r) => ({ rule: r.rule, text: r.text })) };
      });
    steps.push({ timing, events, state: { lp: { ...lp }, damageCalculated, cards: snapshot(cards) }, options });
  }
  reader.diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  return { ruleset: reader.ruleset, region: reader.region, diagnostics: reader.diagnostics, steps };
}
