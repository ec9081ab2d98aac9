import type { CardCatalog } from '../cards/catalog';
import { normalizeName } from '../cards/normalize';
import type { CardRecord } from '../types';
import type { CardSpec } from './card-spec';
import { lookupCard } from './lookup';
import type { Cursor } from './cursor';
import type { Battle, BattleCard, Diagnostic, DiagnosticCode, Player, Position, SourceRange, Zone } from './types';

export interface Deferred {
  kind: 'at' | 'applying' | 'effect';
  cursor: Cursor;
}

/** The state of one parse: the battle being built, its diagnostics and what pass 2 must do. */
export class BattleBuilder {
  readonly battle: Battle = {
    ruleset: 'modern',
    region: 'tcg',
    lp: { you: 8000, opponent: 8000 },
    cards: [],
    attacker: null,
    target: null,
    direct: false,
    activations: [],
    applying: [],
    cardEffects: [],
  };
  readonly diagnostics: Diagnostic[] = [];
  readonly deferred: Deferred[] = [];
  readonly seen = new Map<string, number>();
  rulesetRange: SourceRange | null = null;

  constructor(readonly catalog: CardCatalog) {}

  report(d: Omit<Diagnostic, 'rule'> & { rule?: string | null }): void {
    this.diagnostics.push({ ...d, rule: d.rule ?? null });
  }

  /** `suggestions`: replacements for the text at `range`, offered as quick fixes. */
  error(message: string, range: SourceRange, code: DiagnosticCode = 'syntax', suggestions: string[] = []): void {
    this.report({ severity: 'error', message, ...range, code, ...(suggestions.length > 0 ? { suggestions } : {}) });
  }

  /** A statement that may appear once: reports the repeat and says where the first one is. */
  once(key: string, label: string, c: Cursor, token = c.peek()): boolean {
    const first = this.seen.get(key);
    if (first !== undefined) {
      this.error(`${label} is already given on line ${first}`, c.range(token), 'duplicate');
      return false;
    }
    this.seen.set(key, c.line);
    return true;
  }

  addCard(spec: CardSpec, record: CardRecord, controller: Player, zone: Zone, faceUp: boolean, position: Position | null, implicit = false): number {
    const id = this.battle.cards.length;
    // A misspelled name read as a card's is shown as that card's, so that hover, panel and export agree.
    const ownName = record.source === 'text' || (spec.quoted && this.catalog.exact(spec.name) !== undefined);
    const card: BattleCard = { id, name: ownName ? spec.name : record.name, controller, zone, faceUp, position, record, range: spec.nameRange, implicit };
    this.battle.cards.push(card);
    return id;
  }

  /** A card already described, by name; prefers the given controller's. */
  findCard(name: string, prefer?: Player): number | undefined {
    const key = normalizeName(name);
    if (!key) return undefined;
    const matching = this.battle.cards.filter((c) => normalizeName(c.name) === key || normalizeName(c.record.name) === key || (c.record.aliases ?? []).some((a) => normalizeName(a) === key));
    const hit = matching.find((c) => c.controller === prefer) ?? matching[0];
    if (hit) return hit.id;
    const known = lookupCard(this.catalog, name).card;
    return known ? this.battle.cards.find((c) => c.record === known || c.record.name === known.name)?.id : undefined;
  }
}

/** A card the line refers to, which the battle must describe. */
export function reference(b: BattleBuilder, spec: CardSpec): number | null {
  const id = b.findCard(spec.name);
  if (id !== undefined) return id;
  const names = b.battle.cards.map((c) => c.name);
  b.report({
    severity: 'error',
    message: `No card "${spec.name}" in this battle${names.length > 0 ? `; it has: ${names.map((n) => `"${n}"`).join(', ')}` : ''}`,
    ...spec.nameRange,
    code: 'unknown-reference',
    ...(names.length > 0 ? { suggestions: names } : {}),
  });
  return null;
}
