import { ruleIf } from './rule-ids';
import { q, other, who, type WalkContext } from './walk-context';
import type { EffectClause, Player, Position, Zone } from './types';

// What each clause of the effect vocabulary does to the field when its effect resolves. The
// chain itself (links, negation) is the walker's; these act on one resolved clause.

/** Whose effect resolves and on what: the activation's player, card and `on` card. */
export interface Resolving {
  player: Player;
  card: number;
  on: number | null;
}

const DESTROYED_UNCHANGEABLE = 'destroyed-by-battle.cannot-be-targeted-or-changed';
/** Modern timings where an attack target turned face-down is flipped face-up again at once. */
const RE_FLIP_TIMINGS = new Set(['before-damage-calculation', 'during-damage-calculation', 'substep-2', 'substep-3', 'substep-4']);

export function changeStat(ctx: WalkContext, r: Resolving, e: Extract<EffectClause, { kind: 'stat' }>): void {
  const t = e.target;
  if (t === null) return;
  const c = ctx.field.card(t);
  const source = q(ctx.field.card(r.card).name);
  if (c.zone !== 'monster' || !c.isMonster) {
    ctx.emit('resolve', `${q(c.name)} is no longer on the field, so ${source}'s ${e.stat.toUpperCase()} change does nothing.`, { card: c.name });
    return;
  }
  if (c.destroyedByBattle) {
    ctx.emit('resolve', `${q(c.name)} was destroyed by battle: its ${e.stat.toUpperCase()} cannot change.`, { card: c.name, rule: ruleIf(DESTROYED_UNCHANGEABLE) });
    return;
  }
  const before = ctx.field.stat(t, e.stat);
  c.modifiers.push({ stat: e.stat, mode: e.mode, amount: e.amount, untilEndOfDamageStep: e.untilEndOfDamageStep, source });
  const after = ctx.field.stat(t, e.stat);
  ctx.emit(e.stat === 'atk' ? 'atk-change' : 'def-change', `${q(c.name)} ${e.stat.toUpperCase()} ${before} → ${after}${e.untilEndOfDamageStep ? ' until the end of the Damage Step' : ''}.`, {
    card: c.name,
    amount: after - before,
    player: r.player,
  });
}

export function remove(ctx: WalkContext, kind: 'destroy' | 'banish' | 'return-to-hand', t: number | null, source: string, insteadOfGy = false): void {
  if (t === null) return;
  const c = ctx.field.card(t);
  if (c.zone === 'gy' && kind !== 'destroy') {
    // A card in the GY can be banished or returned (a replacement's cost: Return of the Dragon Lords banishes itself).
    const zone = kind === 'banish' ? 'banished' : 'hand';
    ctx.emit(kind, `${q(c.name)} ${kind === 'banish' ? 'is banished' : 'is returned to the hand'} from the GY by ${source}.`, { card: c.name });
    ctx.move(t, zone);
    ctx.happened(kind === 'banish' ? 'card-banished' : 'card-returned-to-hand', t);
    return;
  }
  if (c.zone !== 'monster' && c.zone !== 'spell-trap') {
    ctx.emit('resolve', `${q(c.name)} is no longer on the field, so ${source} does nothing to it.`, { card: c.name });
    return;
  }
  if (kind === 'return-to-hand' && c.destroyedByBattle && insteadOfGy) {
    // An effect made to return destroyed monsters still waits until the battle would send it.
    c.toHandInsteadOfGy = true;
    ctx.emit('replacement-chosen', `${q(c.name)} will go to the hand instead of the GY, but only when the battle would send it there, at the end of the Damage Step (${source}).`, {
      card: c.name,
      rule: ruleIf('destroyed-by-battle.cannot-be-returned-to-hand'),
    });
    return;
  }
  if (kind === 'return-to-hand' && c.destroyedByBattle) {
    ctx.emit('resolve', `${q(c.name)} was destroyed by battle and cannot be returned to the hand.`, { card: c.name, rule: ruleIf('destroyed-by-battle.cannot-be-returned-to-hand') });
    return;
  }
  const wasDestroyedByBattle = c.destroyedByBattle;
  c.destroyedByBattle = false;
  if (wasDestroyedByBattle) c.leftBeforeSentByBattle = true;
  const zone = kind === 'destroy' ? 'gy' : kind === 'banish' ? 'banished' : 'hand';
  const battling = t === ctx.battle.target ? ' The attack target has left the field.' : t === ctx.battle.attacker ? ' The attacking monster has left the field.' : '';
  const lost = wasDestroyedByBattle ? ' It left the field before being sent to the GY by battle, so its "destroyed by battle" effects cannot be activated.' : '';
  const what = kind === 'destroy' ? 'is destroyed and sent to the GY' : kind === 'banish' ? 'is banished' : 'is returned to the hand';
  ctx.emit(kind, `${q(c.name)} ${what} by ${source}.${battling}${lost}`, {
    card: c.name,
    ...(wasDestroyedByBattle ? { rule: ruleIf('destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers') } : {}),
  });
  ctx.move(t, zone);
  if (kind === 'destroy') {
    ctx.happened('card-destroyed', t);
    if (c.isMonster) ctx.happened('monster-destroyed-any-method', t);
    ctx.happened('card-sent-to-gy', t);
  } else ctx.happened(kind === 'banish' ? 'card-banished' : 'card-returned-to-hand', t);
}

export function inflictDamage(ctx: WalkContext, r: Resolving, amount: number, to: Player | null): void {
  const player = to ?? other(r.player);
  const before = ctx.field.lp[player];
  const name = ctx.field.card(r.card).name;
  ctx.emit('effect-damage', `${q(name)} inflicts ${amount} damage to ${who(player, 'you', 'your opponent')}: LP ${before} → ${Math.max(0, before - amount)}.`, { card: name, player, amount });
  ctx.happened('any-damage', undefined, player);
  ctx.happened('lp-changed', undefined, player);
  ctx.changeLp(player, -amount);
}

export function gainLp(ctx: WalkContext, r: Resolving, amount: number): void {
  const before = ctx.field.lp[r.player];
  const name = ctx.field.card(r.card).name;
  ctx.emit('lp-gain', `${who(r.player, 'You gain', 'Your opponent gains')} ${amount} LP by ${q(name)}: LP ${before} → ${before + amount}.`, { card: name, player: r.player, amount });
  ctx.happened('lp-changed', undefined, r.player);
  ctx.changeLp(r.player, amount);
}

const FROM_NAMES: Partial<Record<Zone, string>> = { gy: 'GY', banished: 'banished zone', hand: 'hand', deck: 'Deck' };

export function specialSummon(ctx: WalkContext, r: Resolving, t: number, position: Position, from?: Zone): void {
  const c = ctx.field.card(t);
  const source = q(ctx.field.card(r.card).name);
  if (c.zone === 'monster') {
    ctx.emit('resolve', `${q(c.name)} is already in the Monster Zone, so ${source} cannot Special Summon it.`, { card: c.name });
    return;
  }
  if (from !== undefined && c.zone !== from) {
    ctx.emit('resolve', `${q(c.name)} is not in the ${FROM_NAMES[from] ?? from}, so ${source} cannot Special Summon it from there.`, { card: c.name });
    return;
  }
  c.controller = r.player;
  // Summoned again, it is a new card: what the battle did to it before does not follow it.
  c.destroyedByBattle = false;
  c.continuousOff = false;
  ctx.move(t, 'monster');
  c.faceUp = true;
  c.position = position;
  ctx.emit(
    'special-summon',
    `${q(c.name)} is Special Summoned by ${source} in ${position === 'attack' ? 'Attack' : 'Defense'} Position (ATK ${ctx.field.stat(t, 'atk')}, DEF ${ctx.field.stat(t, 'def')}); it does not join this battle.`,
    { card: c.name, player: r.player },
  );
  ctx.happened('monster-special-summoned', t);
}

/** `change battle position` and `flip face-down`: not for a monster determined destroyed by battle. */
export function changePosition(ctx: WalkContext, kind: 'change-position' | 'flip-face-down', t: number | null, source: string): void {
  if (t === null) return;
  const c = ctx.field.card(t);
  if (c.zone !== 'monster') {
    ctx.emit('resolve', `${q(c.name)} is not in the Monster Zone, so ${source} cannot change its battle position.`, { card: c.name });
    return;
  }
  if (c.destroyedByBattle) {
    ctx.emit('resolve', `${q(c.name)} was destroyed by battle: its battle position cannot be changed.`, { card: c.name, rule: ruleIf(DESTROYED_UNCHANGEABLE) });
    return;
  }
  if (kind === 'change-position') {
    c.position = c.position === 'attack' ? 'defense' : 'attack';
    c.faceUp = true;
    ctx.emit('position-change', `${q(c.name)} is changed to ${c.position === 'attack' ? 'Attack' : 'Defense'} Position by ${source}.`, { card: c.name });
    return;
  }
  c.faceUp = false;
  c.position = 'defense';
  ctx.emit('flip-face-down', `${q(c.name)} is changed to face-down Defense Position by ${source}.`, { card: c.name });
  // Until damage calculation is over, the attack target cannot stay face-down.
  if (t === ctx.battle.target && RE_FLIP_TIMINGS.has(ctx.timing) && !ctx.field.damageCalculated) {
    c.faceUp = true;
    ctx.emit('flip-face-up', `${q(c.name)} is the attack target, so it is flipped face-up again at once (DEF ${ctx.field.stat(t, 'def')}).`, {
      card: c.name,
      rule: ruleIf('procedure.before-damage-calculation.re-flip-if-turned-face-down'),
    });
  }
}

export function equip(ctx: WalkContext, r: Resolving, t: number | null): void {
  if (t === null) return;
  const card = ctx.field.card(r.card);
  const c = ctx.field.card(t);
  if (c.zone !== 'monster' || !c.faceUp) {
    ctx.emit('resolve', `${q(c.name)} is not a face-up monster on the field, so ${q(card.name)} cannot be equipped to it.`, { card: card.name });
    return;
  }
  if (card.zone !== 'spell-trap') return;
  card.equippedTo = t;
  ctx.emit('equip', `${q(card.name)} is equipped to ${q(c.name)} and stays on the field.`, { card: card.name, rule: ruleIf('walk.equip-card-stays') });
}

export function redirectBattleDamage(ctx: WalkContext, r: Resolving): void {
  ctx.field.redirected.add(r.player);
  ctx.emit('resolve', `Battle damage ${who(r.player, 'you', 'your opponent')} would take from this battle is taken by ${who(r.player, 'your opponent', 'you')} instead.`, {
    card: ctx.field.card(r.card).name,
    player: r.player,
  });
}

export function givePiercing(ctx: WalkContext, t: number | null): void {
  if (t === null) return;
  const c = ctx.field.card(t);
  if (c.zone !== 'monster') return;
  c.piercing = true;
  ctx.emit('resolve', `${q(c.name)} inflicts piercing battle damage in this battle.`, { card: c.name, rule: ruleIf('walk.piercing-battle-damage') });
}
