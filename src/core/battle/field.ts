import type { ApplyingEffect, Battle, BattleCard, CardSnapshot, Player, StatName, StepState, Zone } from './types';

/** A change to ATK/DEF made by a resolved activation. */
export interface Modifier {
  stat: StatName;
  mode: 'add' | 'set';
  amount: number;
  untilEndOfDamageStep: boolean;
  source: string;
}

/** A described card as the walk moves it: it starts where the description put it. */
export interface LiveCard extends Pick<BattleCard, 'id' | 'name' | 'controller' | 'zone' | 'faceUp' | 'position'> {
  isMonster: boolean;
  base: { atk: number; def: number };
  modifiers: Modifier[];
  destroyedByBattle: boolean;
  /** Determined destroyed by battle and past the point where its Continuous effects stop. */
  continuousOff: boolean;
  /** Turned face-up by this battle (its Flip effect waits until after damage calculation). */
  flippedByBattle: boolean;
  /** Left the field by an effect while determined destroyed by battle: it never went to the GY by battle. */
  leftBeforeSentByBattle: boolean;
  /** Inflicts piercing battle damage (an activation's `piercing`). */
  piercing: boolean;
  /** The monster this Equip Card is equipped to. */
  equippedTo: number | null;
  /** Destroyed by battle, it goes to the hand instead of the GY (Last Minute Cancel). */
  toHandInsteadOfGy: boolean;
}

export type Window = 'damage-step' | 'damage-calculation';

/** The field as the walk changes it: cards, LP, and which windows of the step are open. */
export class Field {
  readonly cards: LiveCard[];
  readonly lp: Record<Player, number>;
  damageCalculated = false;
  readonly open = new Set<Window>();
  readonly noBattleDamage = new Set<Player>();
  /** Players whose battle damage goes to the other player (an activation's `battle damage to the other player`). */
  readonly redirected = new Set<Player>();

  constructor(readonly battle: Battle) {
    this.lp = { ...battle.lp };
    this.cards = battle.cards.map((c) => ({
      id: c.id,
      name: c.name,
      controller: c.controller,
      zone: c.zone,
      faceUp: c.faceUp,
      position: c.position,
      isMonster: c.record.kind === 'monster',
      base: { atk: c.record.atk ?? 0, def: c.record.def ?? 0 },
      modifiers: [],
      destroyedByBattle: false,
      continuousOff: false,
      flippedByBattle: false,
      leftBeforeSentByBattle: false,
      piercing: false,
      equippedTo: null,
      toHandInsteadOfGy: false,
    }));
  }

  card(id: number): LiveCard {
    return this.cards[id] as LiveCard;
  }

  onField(id: number | null): boolean {
    return id !== null && this.card(id).zone === 'monster';
  }

  /** An "applying:" effect counts while its card is face-up on the field, not destroyed by battle, in its window. */
  isApplying(e: ApplyingEffect): boolean {
    const c = this.card(e.card);
    if (!(c.zone === 'monster' || c.zone === 'spell-trap') || !c.faceUp || c.continuousOff) return false;
    if (e.kind !== 'stat') return true;
    return e.window === 'always' || this.open.has(e.window);
  }

  /** Does this Continuous ATK/DEF change reach the monster? Its scope is seen from its own card's controller. */
  private reaches(e: Extract<ApplyingEffect, { kind: 'stat' }>, id: number): boolean {
    const scope = e.scope ?? 'itself';
    if (scope === 'itself') return e.card === id;
    const c = this.card(id);
    if (!c.faceUp) return false;
    const owner = this.card(e.card).controller;
    return scope === 'all' || (scope === 'yours') === (c.controller === owner);
  }

  /** Is an `applying:` effect of this kind in force for the card (or, for `redirect`, for the player)? */
  has(kind: 'piercing' | 'redirect-battle-damage', card: number): boolean {
    return this.battle.applying.some((e) => e.kind === kind && e.card === card && this.isApplying(e));
  }

  stat(id: number, stat: StatName): number {
    const c = this.card(id);
    let v = c.base[stat];
    if (c.zone !== 'monster') return v;
    const changes = [...this.battle.applying.filter((e) => e.kind === 'stat' && e.stat === stat && this.reaches(e, id) && this.isApplying(e)), ...c.modifiers.filter((m) => m.stat === stat)] as Array<{
      mode: 'add' | 'set';
      amount: number;
    }>;
    for (const m of changes) v = m.mode === 'set' ? m.amount : v + m.amount;
    return Math.max(0, v);
  }

  /** Moves a card; leaving the Monster Zone ends its modifiers and its destroyed-by-battle state. */
  move(id: number, zone: Zone): void {
    const c = this.card(id);
    if (c.zone === 'monster' && zone !== 'monster') {
      c.modifiers = [];
      c.position = null;
    }
    c.zone = zone;
    c.faceUp = zone !== 'hand' && zone !== 'deck' && zone !== 'extra-deck';
  }

  changeLp(player: Player, by: number): void {
    this.lp[player] = Math.max(0, this.lp[player] + by);
  }

  snapshot(): StepState {
    const cards: CardSnapshot[] = this.cards.map((c) => ({
      name: c.name,
      controller: c.controller,
      zone: c.zone,
      faceUp: c.faceUp,
      ...(c.isMonster && c.zone === 'monster' && c.position ? { position: c.position } : {}),
      ...(c.isMonster ? { atk: this.stat(c.id, 'atk'), def: this.stat(c.id, 'def') } : {}),
      destroyedByBattle: c.destroyedByBattle,
    }));
    return { lp: { ...this.lp }, damageCalculated: this.damageCalculated, cards };
  }
}
