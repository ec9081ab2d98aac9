import { isClassifiedEffect } from '../classify/classify';
import { inherentTimings } from '../events';
import { getTiming, timingIdsOf } from '../timings';
import type { EffectCharacteristics, ProcedureOperation, TimingId, TriggerEvent, Verdict } from '../types';
import { calculateDamage } from './damage';
import { Field } from './field';
import { effectVerdicts, verdict } from '../engine/eligibility';
import { cardVerdict, optionOf } from './options';
import { operationRule } from './operations';
import { ruleIf } from './rule-ids';
import { ONE_CHAIN_SUBSTEPS, opsAt, type Op } from './script';
import { isFlipEffect } from './resolve-card';
import { changePosition, changeStat, equip, gainLp, givePiercing, inflictDamage, redirectBattleDamage, remove, specialSummon, type Resolving } from './effects';
import { EVENT_DRIVEN, isTriggerEffect, missingEvent, waitsForEvent, wrongPlace, type Gate } from './event-gate';
import { ControlLimits, Replacements } from './limits';
import { other, q, type CausedEvent, type WalkContext } from './walk-context';
import type { Activation, Battle, Diagnostic, DiagnosticCode, EffectClause, Player, Step, StepEvent, StepOption, Zone } from './types';

const GOES_TO_GY_AFTER_RESOLVING = new Set(['normal-spell', 'quick-play-spell', 'normal-trap', 'counter-trap']);

/** A Trigger effect whose event happened at this timing, waiting to be activated. */
interface Ready {
  id: number;
  effect: EffectCharacteristics;
}

/** One link of a chain: a writer's activation, or a mandatory trigger the walk puts there itself. */
interface Link {
  player: Player;
  card: number;
  on: number | null;
  effects: EffectClause[];
  /** The writer's line, when the writer wrote it. */
  activation?: Activation;
  /** The Trigger effect it activates, when one was waiting. */
  trigger?: Ready;
}

/** Chains at one timing the walk builds by itself at most (mandatory triggers answering each other). */
const MAX_CHAINS = 20;

const readyKey = (id: number, e: EffectCharacteristics): string => `${id}|${e.label}`;

/** Walks one battle through the timings of its rule set. */
class Walker implements WalkContext {
  readonly field: Field;
  readonly diagnostics: Diagnostic[] = [];
  private events: StepEvent[] = [];
  timing: TimingId = 'start-of-damage-step';
  private readonly fired = new Set<string>();
  private readonly verdicts = new Map<string, Verdict>();
  private battleDamage: Array<{ to: Player; amount: number; by: number }> = [];
  private sentByBattle: number[] = [];
  /** Triggers whose event happened at this timing and that have not been activated. */
  private readonly ready = new Map<string, Ready>();
  /** Triggers already activated (by the writer or as mandatory). */
  private readonly activated = new Set<string>();
  /** Events about other cards that an effect caused at this timing. */
  private readonly caused = new Set<string>();
  /** Caused events whose triggers have not been announced yet. */
  private readonly pendingCaused: Array<{ event: CausedEvent; card: number | null; player?: Player }> = [];
  private causedBatches = 0;
  private readonly replacements = new Replacements();
  private readonly limits = new ControlLimits();
  winner: Player | 'draw' | undefined;

  constructor(readonly battle: Battle) {
    this.field = new Field(battle);
  }

  private rule(op: ProcedureOperation): string | undefined {
    return operationRule(this.battle.ruleset, this.timing, op);
  }

  emit(kind: StepEvent['kind'], text: string, extra: Omit<StepEvent, 'kind' | 'text'> = {}): void {
    const e: StepEvent = { kind, text };
    for (const [k, v] of Object.entries(extra)) if (v !== undefined) (e as unknown as Record<string, unknown>)[k] = v;
    this.events.push(e);
  }

  private name(id: number): string {
    return this.field.card(id).name;
  }

  private record(id: number) {
    return (this.battle.cards[id] as Battle['cards'][number]).record;
  }

  /**
   * The effects a player could activate from where the card is: a Spell/Trap in the hand or Set
   * is activated as a card, so only its card activation counts (an Equip Spell stays Spell Speed
   * 1 whatever trigger its text also holds); its other effects work once it is face-up.
   */
  private judged(id: number): EffectCharacteristics[] {
    const c = this.field.card(id);
    const effects = this.record(id).effects;
    if (c.isMonster || !(c.zone === 'hand' || (c.zone === 'spell-trap' && !c.faceUp))) return effects;
    const asCard = effects.filter((e) => e.activation === 'card');
    return asCard.length > 0 ? asCard : effects;
  }

  private verdict(id: number): Verdict {
    const c = this.field.card(id);
    const destroyed = c.destroyedByBattle && c.zone === 'monster';
    const effects = this.judged(id);
    const key = `${id}|${this.timing}|${destroyed}|${effects.length}`;
    let v = this.verdicts.get(key);
    if (!v) {
      v = cardVerdict({ ...this.record(id), effects }, this.timing, { ruleset: this.battle.ruleset, region: this.battle.region }, destroyed);
      this.verdicts.set(key, v);
    }
    return v;
  }

  walk(): Step[] {
    if (this.battle.attacker === null || (this.battle.target === null && !this.battle.direct)) return [];
    const steps: Step[] = [];
    for (const timing of timingIdsOf(this.battle.ruleset)) {
      this.timing = timing;
      this.events = [];
      this.ready.clear();
      this.caused.clear();
      let opening: Pick<Step, 'options' | 'stateAtOpening' | 'eventsAtOpening'> | undefined;
      let optionsAfter: StepOption[] | undefined;
      for (const op of opsAt(this.battle.ruleset, timing)) {
        if (this.winner !== undefined) break;
        // The players may first act here: what the game does first has been done, no chain yet.
        if (op === 'activations') this.causedTriggers();
        if (op === 'activations') opening = { options: this.options(), stateAtOpening: this.field.snapshot(), eventsAtOpening: this.events.length };
        this.run(op);
        if (op === 'activations') optionsAfter = this.options();
      }
      const state = this.field.snapshot();
      const after = optionsAfter ?? this.options();
      steps.push({
        timing,
        events: this.events,
        state,
        options: opening?.options ?? after,
        optionsAfter: after,
        stateAtOpening: opening?.stateAtOpening ?? state,
        eventsAtOpening: opening?.eventsAtOpening ?? this.events.length,
      });
      // The Duel is over: nothing after this point happens.
      if (this.winner !== undefined) break;
    }
    return steps;
  }

  // -------------------------------------------------------------------------------------------
  // The field as it stands: LP, moves, and whether a card can be activated from where it is

  changeLp(player: Player, by: number): void {
    this.field.changeLp(player, by);
    if (this.field.lp[player] > 0 || this.winner !== undefined) return;
    const both = this.field.lp[other(player)] === 0;
    this.winner = both ? 'draw' : other(player);
    const text = both
      ? 'Both players have 0 LP: the Duel ends in a draw.'
      : `${player === 'you' ? 'Your' : "Your opponent's"} LP reached 0: the Duel ends and ${player === 'you' ? 'your opponent wins' : 'you win'}.`;
    this.emit('duel-ends', text, { player: both ? undefined : other(player), winner: this.winner, rule: ruleIf('walk.duel-ends-at-zero-lp') });
  }

  move(id: number, zone: Zone): void {
    const wasOnField = this.field.card(id).zone === 'monster';
    this.field.move(id, zone);
    if (!wasOnField || zone === 'monster') return;
    // An Equip Card cannot stay equipped to a monster that has left the field.
    for (const c of this.field.cards) {
      if (c.equippedTo !== id || c.zone !== 'spell-trap') continue;
      c.equippedTo = null;
      this.field.move(c.id, 'gy');
      this.emit('send-to-gy', `${q(c.name)} is sent to the GY: the monster it was equipped to left the field.`, { card: c.name, rule: ruleIf('walk.equip-card-stays') });
    }
  }

  happened(event: CausedEvent, card?: number, player?: Player): void {
    this.caused.add(event);
    this.pendingCaused.push({ event, card: card ?? null, player });
  }

  /**
   * Announces the described cards whose triggers wait for what effects just caused, through the
   * same gates as the battle's own events (the rules at this timing, where the card is).
   */
  private causedTriggers(): void {
    const events = this.pendingCaused.splice(0);
    if (events.length === 0) return;
    const rule = ruleIf('walk.caused-events-announce-triggers') ?? ruleIf('gate.activation-event-must-be-possible');
    const instance = `${this.timing}#${++this.causedBatches}`;
    for (const ev of events) {
      for (const c of this.field.cards) {
        // A spent Spell/Trap in the GY is not activated again.
        if (c.zone === 'deck' || c.zone === 'extra-deck' || (!c.isMonster && (c.zone === 'gy' || c.zone === 'banished'))) continue;
        const fits = (e: EffectCharacteristics): boolean => {
          if (e.event !== ev.event) return false;
          const self = ev.card === c.id;
          return e.eventSubject === 'self' ? self : e.eventSubject === 'others' ? !self : true;
        };
        for (const e of this.triggerEffects(c.id, fits)) this.trigger(c.id, e, this.causedWhy(ev), rule, instance);
      }
    }
  }

  private causedWhy(ev: { event: CausedEvent; card: number | null; player?: Player }): string {
    const name = ev.card !== null ? q(this.name(ev.card)) : '';
    switch (ev.event) {
      case 'monster-destroyed-any-method':
      case 'card-destroyed':
        return `${name} was destroyed by an effect`;
      case 'card-sent-to-gy':
        return `${name} was sent to the GY by an effect`;
      case 'card-banished':
        return `${name} was banished by an effect`;
      case 'card-returned-to-hand':
        return `${name} was returned to the hand by an effect`;
      case 'monster-special-summoned':
        return `${name} was Special Summoned`;
      case 'any-damage':
        return `${ev.player === undefined ? 'A player' : ev.player === 'you' ? 'You' : 'Your opponent'} took damage from an effect`;
      case 'lp-changed':
        return `${ev.player === undefined ? "A player's" : ev.player === 'you' ? 'Your' : "Your opponent's"} LP changed`;
      case 'self-moved':
        return `${name} was destroyed and sent to the GY`;
    }
  }

  /** Why the card cannot be activated here although the rules allow its effects at this timing, or null. */
  private gate(id: number): Gate | null {
    const c = this.field.card(id);
    const destroyed = c.destroyedByBattle && c.zone === 'monster';
    const opts = { ruleset: this.battle.ruleset, region: this.battle.region };
    const judged = this.judged(id);
    const verdicts = effectVerdicts(destroyed ? judged.map((e) => ({ ...e, sourceDestroyedByBattle: true })) : judged, this.timing, opts);
    const allowed = judged.filter((_, i) => verdicts[i]?.canActivate);
    let first: Gate | null = null;
    for (const e of allowed.length > 0 ? allowed : judged.slice(0, 1)) {
      const g = this.effectGate(id, e);
      if (!g) return null;
      first ??= g;
    }
    return first;
  }

  private effectGate(id: number, e: EffectCharacteristics): Gate | null {
    const c = this.field.card(id);
    if (this.ready.has(readyKey(id, e))) return null;
    if (this.activated.has(readyKey(id, e)))
      return { text: `${q(c.name)}'s effect (${e.label}) has already been activated for this event`, rule: ruleIf('walk.trigger-needs-its-event'), code: 'card-used' };
    // The walk does not play out what effects do, so no effect of the card ever Special Summons it here.
    if (e.summonedBy !== undefined)
      return {
        text: `${q(c.name)} was not Special Summoned by its own effect in this battle, so its effect (${e.label}) has nothing to respond to`,
        rule: ruleIf('walk.trigger-needs-its-event'),
        code: 'illegal-activation',
      };
    if (!waitsForEvent(e)) return wrongPlace(c, e);
    if (e.eventSubject !== 'self' && e.event !== undefined && this.caused.has(e.event)) return wrongPlace(c, e);
    return missingEvent(c, e, id === this.battle.target);
  }

  private options(): StepOption[] {
    return this.battle.cards.map((c) => this.option(c.id));
  }

  private option(id: number): StepOption {
    const c = this.field.card(id);
    // A mandatory trigger whose event happened here is not a choice: it activates now.
    const mandatory = [...this.ready.values()].find((r) => r.id === id && r.effect.mandatory);
    if (mandatory)
      return {
        card: c.name,
        canActivate: true,
        reasons: [{ rule: ruleIf('walk.mandatory-triggers-are-chained') ?? 'walk.trigger-needs-its-event', text: `${q(c.name)}'s effect (${mandatory.effect.label}) is mandatory: it activates now` }],
      };
    const v = this.verdict(id);
    const g = v.canActivate ? this.gate(id) : null;
    if (!g) return optionOf(c.name, v);
    return { card: c.name, canActivate: false, reasons: [{ rule: g.rule ?? 'walk.trigger-needs-its-event', text: g.text }, ...v.reasons.map((r) => ({ rule: r.rule, text: r.text }))] };
  }

  /** What each operation of a step's script does; typed so that a new operation needs its handler. */
  private readonly handlers: Record<Op, () => void> = {
    declare: () => this.declare(),
    'damage-step-effects-start': () => this.openWindow('damage-step', 'damage-step-effects-start'),
    'damage-calculation-effects-start': () => this.openWindow('damage-calculation', 'damage-calculation-effects-start'),
    'damage-calculation-effects-stop': () => this.closeWindow('damage-calculation', 'continuous-stops', undefined),
    'flip-target': () => this.flipTarget(),
    triggers: () => this.inherentTriggers(),
    activations: () => this.activations(),
    'damage-calculation': () => this.damageCalculation(),
    'destroyed-lose-continuous': () => this.destroyedLoseContinuous(),
    'self-destroy': () => this.selfDestroy(),
    replacements: () => this.performReplacements(),
    'control-limits': () => this.limits.apply(this),
    'flip-effects': () => this.flipEffects(),
    'battle-damage-triggers': () => this.battleDamageTriggers(),
    'send-to-gy': () => this.sendToGy(),
    'destroyed-by-battle-triggers': () => this.destroyedByBattleTriggers(),
    expire: () => this.expire(),
    end: () => this.emit('end-damage-step', 'The Damage Step ends and the Battle Step is entered again.', { rule: this.rule('end') }),
  };

  private run(op: Op): void {
    this.handlers[op]();
  }

  private declare(): void {
    const a = this.battle.attacker as number;
    const against = this.battle.direct
      ? 'directly'
      : `"${this.name(this.battle.target as number)}"${this.field.card(this.battle.target as number).faceUp ? '' : ' (face-down; it stays face-down for now)'}`;
    this.emit('declare-damage-step', `${this.field.card(a).controller === 'you' ? 'You enter' : 'Your opponent enters'} the Damage Step: ${q(this.name(a))} attacks ${against}.`, {
      card: this.name(a),
      rule: this.rule('declare'),
    });
  }

  private describeApplying(e: Battle['applying'][number]): string {
    switch (e.kind) {
      case 'stat':
        return e.scope && e.scope !== 'itself'
          ? `${{ yours: "its controller's monsters", opponents: "the other player's monsters", all: 'all monsters' }[e.scope]} ${this.describeStat(e)}`
          : this.describeStat(e);
      case 'self-destroy':
        return 'destroys itself';
      case 'piercing':
        return 'piercing battle damage';
      case 'redirect-battle-damage':
        return 'battle damage to the other player';
      case 'replacement':
        return `instead of ${q(this.name(e.protects))} being destroyed by battle`;
      case 'control-one':
        return 'you can only control 1';
      case 'type-limit':
        return `does not allow ${q(this.name(e.forbids))}`;
    }
  }

  private describeStat(e: { stat: string; mode: 'add' | 'set'; amount: number }): string {
    return e.mode === 'set' ? `${e.stat.toUpperCase()} becomes ${e.amount}` : `${e.stat.toUpperCase()} ${e.amount >= 0 ? '+' : ''}${e.amount}`;
  }

  private openWindow(window: 'damage-step' | 'damage-calculation', op: Op): void {
    this.field.open.add(window);
    for (const e of this.battle.applying) {
      if (e.kind === 'stat' && e.window === window && this.field.isApplying(e)) {
        this.emit('continuous-starts', `${q(this.name(e.card))}: ${this.describeStat(e)} starts applying (${window === 'damage-step' ? 'during the Damage Step' : 'during damage calculation'}).`, {
          card: this.name(e.card),
          rule: this.rule(op),
        });
      }
    }
  }

  private closeWindow(window: 'damage-step' | 'damage-calculation', kind: 'continuous-stops', rule: string | undefined): void {
    for (const e of this.battle.applying) {
      if (e.kind === 'stat' && e.window === window && this.field.isApplying(e)) {
        this.emit(kind, `${q(this.name(e.card))}: ${this.describeStat(e)} stops applying.`, { card: this.name(e.card), rule });
      }
    }
    this.field.open.delete(window);
  }

  private flipTarget(): void {
    const t = this.battle.target;
    if (t === null || !this.field.onField(t) || this.field.card(t).faceUp) return;
    const c = this.field.card(t);
    c.faceUp = true;
    c.flippedByBattle = true;
    this.emit('flip-face-up', `${q(c.name)} is flipped face-up (${c.position === 'attack' ? 'ATK' : 'DEF'} ${this.field.stat(t, c.position === 'attack' ? 'atk' : 'def')}).`, {
      card: c.name,
      rule: this.rule('flip-target'),
    });
    for (const e of this.record(t).effects.filter(isFlipEffect)) {
      this.emit('flip-effect-waits', `${q(c.name)}'s effect (${e.label}) does not activate yet: it waits until after damage calculation.`, { card: c.name, rule: this.rule('flip-target') });
    }
    for (const e of this.battle.applying.filter((x) => x.card === t)) {
      if (e.kind === 'self-destroy') {
        this.emit('self-destroy-waits', `${q(c.name)} would destroy itself, but not yet: its Continuous effect waits until after damage calculation.`, {
          card: c.name,
          rule: this.rule('self-destroy-waits'),
        });
      } else if (this.field.isApplying(e)) {
        this.emit('continuous-starts', `${q(c.name)}: ${this.describeApplying(e)} starts applying now that it is face-up.`, { card: c.name, rule: this.rule('continuous-on-flip') });
      }
    }
    this.limits.check(this, t);
  }

  /** `instance` tells one caused event from another of the same kind (each is answered on its own). */
  private trigger(id: number, effect: EffectCharacteristics, why: string, rule: string | undefined, instance = ''): void {
    const key = `${id}|${effect.label}|${effect.event ?? ''}|${instance}`;
    // "If Summoned this way" answers only a Summon by the card's own effect, which the walk never plays out.
    if (this.fired.has(key) || effect.summonedBy !== undefined) return;
    const c = this.field.card(id);
    // A Spell/Trap's own effect (not the activation of the card) works only once it is face-up on the field.
    if (!c.isMonster && effect.activation === 'effect' && !(c.zone === 'spell-trap' && c.faceUp)) return;
    this.fired.add(key);
    const name = this.name(id);
    const opts = { ruleset: this.battle.ruleset, region: this.battle.region };
    const v = verdict(c.destroyedByBattle && c.zone === 'monster' ? { ...effect, sourceDestroyedByBattle: true } : effect, this.timing, opts);
    if (!v.canActivate) {
      const [first] = v.reasons;
      this.emit('trigger', `${why}, but ${q(name)}'s effect (${effect.label}) cannot be activated: ${first?.text ?? 'no rule permits it'}`, { card: name, rule: first?.rule ?? rule });
      return;
    }
    const how = effect.mandatory ? 'activates now' : 'can be activated now';
    this.emit('trigger', `${why}: ${q(name)}'s effect (${effect.label}) ${how}.`, { card: name, rule });
    this.ready.set(readyKey(id, effect), { id, effect });
  }

  private triggerEffects(id: number, accept: (e: EffectCharacteristics) => boolean): EffectCharacteristics[] {
    return this.record(id).effects.filter((e) => isTriggerEffect(e) && accept(e));
  }

  /** Triggers whose event is the timing itself ("at the start of the Damage Step", ...), for the battling monsters. */
  private inherentTriggers(): void {
    for (const id of [this.battle.attacker, this.battle.target]) {
      if (id === null || !this.field.onField(id) || !this.field.card(id).faceUp) continue;
      const effects = this.triggerEffects(id, (e) => e.event !== undefined && !EVENT_DRIVEN.has(e.event) && inherentTimings(e.event, this.battle.ruleset).includes(this.timing));
      for (const e of effects) this.trigger(id, e, getTiming(this.timing)?.name ?? this.timing, undefined);
    }
  }

  private damageCalculation(): void {
    const a = this.battle.attacker as number;
    const t = this.battle.target;
    if (!this.field.onField(a) || (t !== null && !this.field.onField(t))) {
      const gone = !this.field.onField(a) ? a : (t as number);
      const rule = ruleIf('procedure.before-damage-calculation.target-left-field-no-damage-calculation');
      this.emit('damage-calculation-skipped', `${q(this.name(gone))} has left the field: there is no damage calculation, but the rest of the Damage Step goes on.`, { card: this.name(gone), rule });
      return;
    }
    const outcome = calculateDamage(this.field, a, t);
    this.emit('damage-calculation', outcome.summary, { card: this.name(a), rule: this.rule('damage-calculation') });
    this.field.damageCalculated = true;
    for (const d of outcome.damage) {
      const by = d.by;
      const to = this.redirects(d.to) ? other(d.to) : d.to;
      const moved = to !== d.to ? ` (instead of ${d.to === 'you' ? 'you' : 'your opponent'})` : '';
      if (this.field.noBattleDamage.has(to)) {
        this.emit('battle-damage', `${to === 'you' ? 'You take' : 'Your opponent takes'} no battle damage (an effect prevents the ${d.amount}).`, { player: to, amount: 0 });
        continue;
      }
      const before = this.field.lp[to];
      this.battleDamage.push({ to, amount: d.amount, by });
      const pierce = d.piercing ? 'piercing ' : '';
      this.emit('battle-damage', `${to === 'you' ? 'You take' : 'Your opponent takes'} ${d.amount} ${pierce}battle damage${moved}: LP ${before} → ${Math.max(0, before - d.amount)}.`, {
        player: to,
        amount: d.amount,
        card: this.name(by),
        ...(d.piercing ? { rule: ruleIf('walk.piercing-battle-damage') } : {}),
      });
      this.changeLp(to, -d.amount);
      if (this.winner !== undefined) return;
    }
    for (const id of outcome.destroyed) {
      if (this.replacements.choose(this, id)) continue;
      this.field.card(id).destroyedByBattle = true;
      this.emit('destroyed-by-battle', `${q(this.name(id))} is destroyed by battle; it stays on the field until the end of the Damage Step.`, {
        card: this.name(id),
        rule: this.rule('destroyed-by-battle'),
      });
    }
  }

  /** Battle damage this player would take goes to the other player. */
  private redirects(player: Player): boolean {
    return this.field.redirected.has(player) || this.field.cards.some((c) => c.controller === player && this.field.has('redirect-battle-damage', c.id));
  }

  private performReplacements(): void {
    this.replacements.perform(
      this,
      (r, clause) => this.apply(r, clause, 0, new Set(), []),
      () => this.winner !== undefined,
    );
  }

  private destroyedLoseContinuous(): void {
    const rule = ruleIf('destroyed-by-battle.continuous-effects-no-longer-apply');
    for (const c of this.field.cards) {
      if (!c.destroyedByBattle || c.zone !== 'monster' || c.continuousOff) continue;
      const applying = this.battle.applying.filter((e) => e.card === c.id && this.field.isApplying(e));
      c.continuousOff = true;
      for (const e of applying) {
        this.emit('continuous-stops', `${q(c.name)} was destroyed by battle: its Continuous effect (${this.describeApplying(e)}) no longer applies.`, {
          card: c.name,
          rule: this.rule('destroyed-lose-continuous') ?? rule,
        });
      }
    }
  }

  private selfDestroy(): void {
    for (const e of this.battle.applying) {
      if (e.kind !== 'self-destroy') continue;
      const c = this.field.card(e.card);
      if (c.zone !== 'monster' || !c.faceUp || c.destroyedByBattle) continue;
      this.emit('self-destroy', `${q(c.name)} was not destroyed by battle, so its Continuous effect applies now: it destroys itself and is sent to the GY.`, {
        card: c.name,
        rule: this.rule('self-destroy'),
      });
      this.move(e.card, 'gy');
      this.happened('monster-destroyed-any-method', e.card);
      this.happened('card-destroyed', e.card);
      // Its own "when this card is destroyed" trigger (Giant Kozaky's damage) answers this destruction.
      this.happened('self-moved', e.card);
    }
  }

  private flipEffects(): void {
    const t = this.battle.target;
    if (t === null || !this.field.card(t).flippedByBattle) return;
    const c = this.field.card(t);
    // Sent away by Rivalry/Gozen at this very timing, its Flip effect still activates (the card FAQ).
    if (c.zone !== 'monster' && !this.limits.sentToGy.has(t)) return;
    for (const e of this.record(t).effects.filter(isFlipEffect)) this.trigger(t, e, `${q(c.name)} was flipped face-up by the attack`, this.rule('flip-effects'));
    // Seed 000 (After damage calculation): effects that answer a monster being flipped face-up, as Flip
    // effects do; from the hand, the GY or face-up on the field, and for the monster the text names.
    for (const other of this.field.cards) {
      if (other.id === t || other.zone === 'deck' || other.zone === 'extra-deck' || ((other.zone === 'monster' || other.zone === 'spell-trap') && !other.faceUp)) continue;
      const names = (x: EffectCharacteristics): boolean => {
        const text = (isClassifiedEffect(x) ? x.text : undefined) ?? x.label;
        if (/\byou control\b/i.test(text)) return c.controller === other.controller;
        if (/\byour opponent controls\b/i.test(text)) return c.controller !== other.controller;
        return true;
      };
      for (const e of this.triggerEffects(other.id, (x) => x.event === 'monster-flipped-face-up' && names(x)))
        this.trigger(other.id, e, `${q(c.name)} was flipped face-up by the attack`, this.rule('flip-effects'));
    }
  }

  private battleDamageTriggers(): void {
    for (const d of this.battleDamage) {
      if (d.amount <= 0) continue;
      for (const e of this.triggerEffects(d.by, (x) => x.event === 'battle-damage' && x.eventSubject !== 'others'))
        this.trigger(d.by, e, `${q(this.name(d.by))} inflicted battle damage`, this.rule('battle-damage-triggers'));
      for (const c of this.field.cards) {
        if (c.id === d.by) continue;
        for (const e of this.triggerEffects(c.id, (x) => (x.event === 'battle-damage' || x.event === 'any-damage') && x.eventSubject !== 'self')) {
          this.trigger(c.id, e, `${d.to === 'you' ? 'You' : 'Your opponent'} took battle damage`, this.rule('battle-damage-triggers'));
        }
      }
    }
  }

  private sendToGy(): void {
    for (const c of this.field.cards) {
      if (!c.destroyedByBattle || c.zone !== 'monster') continue;
      if (c.toHandInsteadOfGy) {
        this.emit('replacement', `${q(c.name)}, destroyed by battle, goes to the hand instead of the GY; it is not sent to the GY, so "sent to the GY" effects do not activate.`, {
          card: c.name,
          rule: ruleIf('destroyed-by-battle.cannot-be-returned-to-hand'),
        });
        this.move(c.id, 'hand');
        continue;
      }
      this.sentByBattle.push(c.id);
      this.emit('send-to-gy', `${q(c.name)}, destroyed by battle, is sent to the GY.`, { card: c.name, rule: this.rule('send-to-gy') });
      this.move(c.id, 'gy');
    }
  }

  private destroyedByBattleTriggers(): void {
    if (this.sentByBattle.length === 0) return;
    const byBattle: TriggerEvent[] = ['destroyed-by-battle', 'monster-destroyed-any-method'];
    const rule = this.rule('destroyed-by-battle-triggers');
    for (const id of this.sentByBattle) {
      for (const e of this.triggerEffects(id, (x) => x.event !== undefined && byBattle.includes(x.event) && x.eventSubject !== 'others' && x.destroysByBattle !== true)) {
        this.trigger(id, e, `${q(this.name(id))} was destroyed by battle and sent to the GY`, rule);
      }
    }
    // "When this card destroys a monster by battle": the battling monster whose opponent was sent.
    for (const [id, foe] of [
      [this.battle.attacker, this.battle.target],
      [this.battle.target, this.battle.attacker],
    ] as const) {
      if (id === null || foe === null || !this.sentByBattle.includes(foe) || this.sentByBattle.includes(id)) continue;
      for (const e of this.triggerEffects(id, (x) => x.event === 'destroyed-by-battle' && x.eventSubject === 'self' && x.destroysByBattle === true)) {
        this.trigger(id, e, `${q(this.name(id))} destroyed ${q(this.name(foe))} by battle`, rule);
      }
    }
    const names = this.sentByBattle.map((id) => q(this.name(id))).join(' and ');
    for (const c of this.field.cards) {
      if (this.sentByBattle.includes(c.id)) continue;
      for (const e of this.triggerEffects(c.id, (x) => x.event !== undefined && byBattle.includes(x.event) && x.eventSubject !== 'self' && (c.zone !== 'gy' || c.isMonster))) {
        this.trigger(c.id, e, `${names} ${this.sentByBattle.length > 1 ? 'were' : 'was'} destroyed by battle`, rule);
      }
    }
  }

  private expire(): void {
    const rule = this.rule('expire');
    for (const c of this.field.cards) {
      const ending = c.modifiers.filter((m) => m.untilEndOfDamageStep);
      if (ending.length === 0) continue;
      c.modifiers = c.modifiers.filter((m) => !m.untilEndOfDamageStep);
      for (const m of ending) this.emit('effect-expires', `${m.source}'s ${this.describeStat(m)} on ${q(c.name)} expires at the end of the Damage Step.`, { card: c.name, rule });
    }
    this.closeWindow('damage-step', 'continuous-stops', rule);
  }

  // -------------------------------------------------------------------------------------------
  // The writer's activations and the mandatory triggers

  private reject(a: Activation, code: DiagnosticCode, message: string, rule: string | undefined): void {
    this.diagnostics.push({ severity: 'error', message, ...a.cardRange, rule: rule ?? null, code });
    this.emit('activation-rejected', `${message} — not applied.`, { card: this.name(a.card), player: a.player, rule });
  }

  private legal(a: Activation): boolean {
    const c = this.field.card(a.card);
    const timingName = getTiming(this.timing)?.name ?? this.timing;
    if (!c.isMonster && (c.zone === 'gy' || c.zone === 'banished')) {
      this.reject(a, 'card-used', `${q(c.name)} is in the ${c.zone === 'gy' ? 'GY' : 'banished zone'} and cannot be activated again`, ruleIf('walk.activate-from-where-the-card-is'));
      return false;
    }
    const v = this.verdict(a.card);
    if (!v.canActivate) {
      const [first] = v.reasons;
      this.reject(a, 'illegal-activation', `${q(c.name)} cannot be activated here (${timingName.charAt(0).toLowerCase()}${timingName.slice(1)}): ${first?.text ?? 'no rule permits it'}`, first?.rule);
      return false;
    }
    const g = this.gate(a.card);
    if (g) {
      this.reject(a, g.code, g.text, g.rule);
      return false;
    }
    if (a.on !== null) {
      const t = this.field.card(a.on);
      if (t.zone !== 'monster' && t.zone !== 'spell-trap') {
        this.reject(a, 'cannot-target', `${q(c.name)} cannot target ${q(t.name)}: it is not on the field`, undefined);
        return false;
      }
      if (t.destroyedByBattle) {
        this.reject(
          a,
          'cannot-target',
          `${q(c.name)} cannot target ${q(t.name)}: a monster determined destroyed by battle cannot be targeted`,
          ruleIf('destroyed-by-battle.cannot-be-targeted-or-changed'),
        );
        return false;
      }
    }
    return true;
  }

  /** The Trigger effect of this card that is waiting to be activated, if any. */
  private readyOf(card: number): Ready | undefined {
    return [...this.ready.values()].find((r) => r.id === card);
  }

  private activate(l: Link, link: number): void {
    const c = this.field.card(l.card);
    if (l.trigger) {
      this.ready.delete(readyKey(l.trigger.id, l.trigger.effect));
      this.activated.add(readyKey(l.trigger.id, l.trigger.effect));
    }
    const on = l.on !== null ? ` targeting ${q(this.name(l.on))}` : '';
    const mandatory = !l.activation ? ` (mandatory: ${l.trigger?.effect.label ?? 'its effect'})` : '';
    this.emit('activate', `Chain Link ${link}: ${l.player === 'you' ? 'you activate' : 'your opponent activates'} ${q(c.name)}${on}${mandatory}.`, {
      card: c.name,
      player: l.player,
      ...(l.activation ? {} : { rule: ruleIf('walk.mandatory-triggers-are-chained') }),
    });
    if (!c.isMonster) {
      if (c.zone !== 'spell-trap') this.move(l.card, 'spell-trap');
      c.faceUp = true;
    } else if (c.zone === 'hand') {
      this.move(l.card, 'gy');
      this.emit('send-to-gy', `${q(c.name)} is sent from the hand to the GY to activate its effect.`, { card: c.name, player: l.player });
    }
  }

  /** What a card's effect does when it resolves without the writer saying so on the activation line. */
  private describedEffect(card: number): { on: number | null; effects: EffectClause[] } | undefined {
    return (this.battle.cardEffects ?? []).find((e) => e.card === card);
  }

  /**
   * Mandatory triggers whose event the walk saw happen go on the first chain, the turn player's
   * first; an inherent-timing one only when the writer describes what it does (its condition is
   * then taken as met).
   */
  private mandatoryLinks(writers: Activation[]): Link[] {
    const turn = this.field.card(this.battle.attacker as number).controller;
    const links: Link[] = [];
    for (const r of this.ready.values()) {
      if (!r.effect.mandatory || writers.some((a) => a.card === r.id)) continue;
      const described = this.describedEffect(r.id);
      if (!waitsForEvent(r.effect) && !described) continue;
      links.push({ player: this.field.card(r.id).controller, card: r.id, on: described?.on ?? null, effects: described?.effects ?? [], trigger: r });
    }
    return links.sort((x, y) => Number(x.player !== turn) - Number(y.player !== turn));
  }

  private activations(): void {
    const here = this.battle.activations.filter((a) => a.timing === this.timing);
    const chains = [...new Set([1, ...here.map((a) => a.chain)])].sort((x, y) => x - y);
    for (let i = 0; i < chains.length && this.winner === undefined; i++) {
      const n = chains[i] as number;
      const writers = here.filter((a) => a.chain === n);
      if (this.battle.ruleset === 'edison' && ONE_CHAIN_SUBSTEPS.includes(this.timing) && n > 1) {
        const rule = this.rule('chain-limit');
        for (const a of writers) this.reject(a, 'chain-limit', `Only one chain can be built in ${getTiming(this.timing)?.name ?? this.timing}; this is chain ${n}`, rule);
        continue;
      }
      // Mandatory triggers whose event happened go on the next chain (the first, or the one after the effects that caused it).
      const accepted: Link[] = this.mandatoryLinks(writers);
      for (const l of accepted) this.activate(l, accepted.indexOf(l) + 1);
      for (const a of writers) {
        if (!this.legal(a)) continue;
        const described = a.effects.length === 0 ? this.describedEffect(a.card) : undefined;
        const trigger = this.readyOf(a.card);
        const l: Link = { player: a.player, card: a.card, on: a.on ?? described?.on ?? null, effects: described?.effects ?? a.effects, activation: a, ...(trigger ? { trigger } : {}) };
        accepted.push(l);
        this.activate(l, accepted.length);
      }
      const negated = new Set<number>();
      for (let j = accepted.length - 1; j >= 0 && this.winner === undefined; j--) this.resolve(accepted[j] as Link, j + 1, negated, accepted);
      this.causedTriggers();
      // A mandatory trigger of what the chain caused starts a chain of its own at this timing.
      const oneChain = this.battle.ruleset === 'edison' && ONE_CHAIN_SUBSTEPS.includes(this.timing);
      if (i === chains.length - 1 && !oneChain && chains.length < MAX_CHAINS && this.mandatoryLinks([]).length > 0) chains.push(n + 1);
    }
  }

  private resolve(l: Link, link: number, negated: Set<number>, chain: Link[]): void {
    const c = this.field.card(l.card);
    if (negated.has(link)) {
      this.emit('resolve', `Chain Link ${link}: ${q(c.name)} was negated; it does nothing.`, { card: c.name, player: l.player });
    } else {
      this.emit('resolve', `Chain Link ${link}: ${q(c.name)} resolves${l.effects.length === 0 ? ' (what it does is not described)' : ''}.`, { card: c.name, player: l.player });
      for (const e of l.effects) {
        this.apply(l, e, link, negated, chain);
        if (this.winner !== undefined) return;
      }
    }
    const subtype = this.record(l.card).subtype;
    if (GOES_TO_GY_AFTER_RESOLVING.has(subtype) && c.zone === 'spell-trap' && c.equippedTo === null) {
      this.move(l.card, 'gy');
      this.emit('send-to-gy', `${q(c.name)} is sent to the GY after resolving.`, { card: c.name });
    }
  }

  private apply(r: Resolving, e: EffectClause, link: number, negated: Set<number>, chain: Array<{ card: number }>): void {
    const source = q(this.name(r.card));
    switch (e.kind) {
      case 'stat':
        return changeStat(this, r, e);
      case 'destroy':
      case 'banish':
      case 'return-to-hand':
        return remove(this, e.kind, e.target, source, e.insteadOfGy === true);
      case 'no-battle-damage':
        this.field.noBattleDamage.add(r.player);
        this.emit('resolve', `${r.player === 'you' ? 'You take' : 'Your opponent takes'} no battle damage from this battle.`, { card: this.name(r.card), player: r.player });
        return;
      case 'negate-activation': {
        const below = chain[link - 2];
        if (!below) {
          this.emit('negate', `${source} has no Chain Link below it to negate.`, { card: this.name(r.card) });
          return;
        }
        negated.add(link - 1);
        this.emit('negate', `${source} negates the activation of Chain Link ${link - 1} (${q(this.name(below.card))}).`, { card: this.name(below.card) });
        return;
      }
      case 'inflict-damage':
        return inflictDamage(this, r, e.amount, e.to);
      case 'gain-lp':
        return gainLp(this, r, e.amount);
      case 'piercing':
        return givePiercing(this, e.target);
      case 'special-summon':
        return specialSummon(this, r, e.target, e.position, e.from);
      case 'change-position':
      case 'flip-face-down':
        return changePosition(this, e.kind, e.target, source);
      case 'equip':
        return equip(this, r, e.target);
      case 'redirect-battle-damage':
        return redirectBattleDamage(this, r);
    }
  }
}

/** The steps of the battle and the diagnostics the walk raises (illegal activations). */
export function simulate(battle: Battle): { steps: Step[]; diagnostics: Diagnostic[]; winner?: Player | 'draw' } {
  const walker = new Walker(battle);
  const steps = walker.walk();
  return { steps, diagnostics: walker.diagnostics, ...(walker.winner !== undefined ? { winner: walker.winner } : {}) };
}
