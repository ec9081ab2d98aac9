import { ruleIf } from './rule-ids';
import { q, type WalkContext } from './walk-context';
import type { ApplyingEffect, EffectClause } from './types';
import type { Resolving } from './effects';

// Two things the seeds decide at damage calculation and carry out right after it: an "instead"
// replacement of a destruction by battle, and a flipped monster that breaks a control limit.

type Replacement = Extract<ApplyingEffect, { kind: 'replacement' }>;
type Limit = Extract<ApplyingEffect, { kind: 'control-one' | 'type-limit' }>;

/** "Instead of destruction by battle" effects: chosen at damage calculation, performed right after it. */
export class Replacements {
  private chosen: Replacement[] = [];

  /** Uses a replacement for this monster if one can; then it is not destroyed by battle. */
  choose(ctx: WalkContext, id: number): boolean {
    const e = ctx.battle.applying.find((x): x is Replacement => x.kind === 'replacement' && x.protects === id && !this.chosen.includes(x) && this.available(ctx, x));
    if (!e) return false;
    this.chosen.push(e);
    const name = ctx.field.card(id).name;
    ctx.emit('replacement-chosen', `${q(name)} would be destroyed by battle; ${q(ctx.field.card(e.card).name)}'s effect is used instead, after damage calculation. It is not destroyed by battle.`, {
      card: name,
      rule: ruleIf('procedure.during-damage-calculation.instead-replacement-chosen'),
    });
    return true;
  }

  /** Its card works face-up from the field or, like Return of the Dragon Lords, from the GY. */
  private available(ctx: WalkContext, e: Replacement): boolean {
    const c = ctx.field.card(e.card);
    return c.zone === 'gy' || ((c.zone === 'monster' || c.zone === 'spell-trap') && c.faceUp && !c.continuousOff);
  }

  perform(ctx: WalkContext, apply: (r: Resolving, clause: EffectClause) => void, over: () => boolean): void {
    const rule = ruleIf('procedure.after-damage-calculation.instead-replacement-performed');
    for (const e of this.chosen) {
      const card = ctx.field.card(e.card);
      ctx.emit(
        'replacement',
        `Instead of ${q(ctx.field.card(e.protects).name)} being destroyed by battle, ${q(card.name)}'s effect is carried out${e.effects.length === 0 ? ' (what it does is not described)' : ''}.`,
        { card: card.name, player: card.controller, rule },
      );
      for (const clause of e.effects) {
        apply({ player: card.controller, card: e.card, on: e.protects }, clause);
        if (over()) return;
      }
    }
    this.chosen = [];
  }
}

/** "You can only control 1" and Rivalry of Warlords / Gozen Match, for a monster flipped by the attack. */
export class ControlLimits {
  private waiting: Array<{ id: number; by: Limit }> = [];
  /** Monsters Rivalry/Gozen sent to the GY: their Flip effect still activates. */
  readonly sentToGy = new Set<number>();

  /** Right after the flip: a conflict is noted, and nothing happens until after damage calculation. */
  check(ctx: WalkContext, id: number): void {
    const c = ctx.field.card(id);
    for (const e of ctx.battle.applying) {
      if ((e.kind !== 'control-one' && e.kind !== 'type-limit') || !ctx.field.isApplying(e)) continue;
      const conflicts =
        e.kind === 'type-limit'
          ? e.forbids === id
          : ctx.field.card(e.card).name === c.name &&
            ctx.field.cards.some((o) => o.id !== id && o.zone === 'monster' && o.faceUp && (e.anyController === true || o.controller === c.controller) && o.name === c.name);
      if (!conflicts) continue;
      this.waiting.push({ id, by: e });
      const why =
        e.kind === 'type-limit'
          ? `${q(ctx.field.card(e.card).name)} does not allow its Type or Attribute`
          : e.anyController
            ? `there can only be 1 ${q(c.name)} on the field`
            : `its controller can only control 1 ${q(c.name)}`;
      ctx.emit('control-limit-waits', `${q(c.name)} is face-up, but ${why}: nothing happens to it until after damage calculation.`, {
        card: c.name,
        rule: ruleIf('procedure.before-damage-calculation.type-and-name-conflicts-wait'),
      });
    }
  }

  /** After damage calculation: Rivalry/Gozen send the monster to the GY, a name conflict destroys it. */
  apply(ctx: WalkContext): void {
    for (const { id, by } of this.waiting) {
      const c = ctx.field.card(id);
      if (c.zone !== 'monster' || !ctx.field.isApplying(by)) continue;
      if (by.kind === 'type-limit') {
        // Sent by the card, not by the battle: even a monster destroyed by battle never reaches the GY by battle.
        if (c.destroyedByBattle) {
          c.destroyedByBattle = false;
          c.leftBeforeSentByBattle = true;
        }
        ctx.emit(
          'control-limit',
          `${q(ctx.field.card(by.card).name)} sends ${q(c.name)} to the GY (its Type or Attribute is not allowed); it is not sent by battle, so "destroyed by battle" effects do not activate.`,
          { card: c.name, rule: ruleIf('procedure.after-damage-calculation.rivalry-and-gozen-send') },
        );
        ctx.move(id, 'gy');
        this.sentToGy.add(id);
      } else if (!c.destroyedByBattle) {
        ctx.emit('control-limit', `${q(c.name)} is destroyed: ${by.anyController ? `there can only be 1 ${q(c.name)} on the field` : `only 1 ${q(c.name)} can be controlled`}.`, {
          card: c.name,
          rule: ruleIf('procedure.after-damage-calculation.name-conflict-destroyed'),
        });
        ctx.move(id, 'gy');
        ctx.happened('monster-destroyed-any-method', id);
        ctx.happened('card-destroyed', id);
      }
    }
    this.waiting = [];
  }
}
