import { inherentTimings } from '../events';
import { getTiming, timingIdsOf } from '../timings';
import type { EffectCharacteristics, TimingId, TriggerEvent, Verdict } from '../types';
import { calculateDamage } from './damage';
import { Field } from './field';
import { verdict } from '../engine/eligibility';
import { cardVerdict, optionOf } from './options';
import { procedureRule, ruleIf } from './rule-ids';
import { ONE_CHAIN_SUBSTEPS, OP_RULES, opsAt, type Op } from './script';
import { isFlipEffect } from './resolve-card';
import type { Activation, Battle, Diagnostic, DiagnosticCode, EffectClause, Player, Step, StepEvent } from './types';

const TRIGGER_KINDS = new Set(['trigger', 'trigger-like', 'flip']);
/** Events the walk raises itself at the moment they happen (not by the timing alone). */
const EVENT_DRIVEN = new Set<TriggerEvent>(['battle-damage', 'destroyed-by-battle', 'monster-destroyed-any-method', 'any-damage', 'self-flipped-face-up']);
/** "When this card destroys a monster by battle" rather than "when this card is destroyed by battle". */
const destroysByBattle = (e: EffectCharacteristics): boolean => /\bdestroys\b.*\bby battle\b/i.test(e.label);
const GOES_TO_GY_AFTER_RESOLVING = new Set(['normal-spell', 'quick-play-spell', 'normal-trap', 'counter-trap']);

const q = (name: string): string => `"${name}"`;

/** Walks one battle through the timings of its rule set. */
class Walker {
  readonly field: Field;
  readonly diagnostics: Diagnostic[] = [];
  private events: StepEvent[] = [];
  private timing: TimingId = 'start-of-damage-step';
  private readonly fired = new Set<string>();
  private readonly verdicts = new Map<string, Verdict>();
  private battleDamage: Array<{ to: Player; amount: number; by: number }> = [];
  private sentByBattle: number[] = [];

  constructor(readonly battle: Battle) {
    this.field = new Field(battle);
  }

  private rule(op: string): string | undefined {
    const slug = OP_RULES[this.battle.ruleset][op];
    return slug ? procedureRule(this.battle.ruleset, this.timing, slug) : undefined;
  }

  private emit(kind: StepEvent['kind'], text: string, extra: Omit<StepEvent, 'kind' | 'text'> = {}): void {
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

  private verdict(id: number): Verdict {
    const c = this.field.card(id);
    const destroyed = c.destroyedByBattle && c.zone === 'monster';
    const key = `${id}|${this.timing}|${destroyed}`;
    let v = this.verdicts.get(key);
    if (!v) {
      v = cardVerdict(this.record(id), this.timing, { ruleset: this.battle.ruleset, region: this.battle.region }, destroyed);
      this.verdicts.set(key, v);
    }
    return v;
  }

  walk(): Step[] {
    if (this.battle.attacker === null || (this.battle.target === null && !this.battle.direct)) return [];
    return timingIdsOf(this.battle.ruleset).map((timing) => {
      this.timing = timing;
      this.events = [];
      for (const op of opsAt(this.battle.ruleset, timing)) this.run(op);
      return {
        timing,
        events: this.events,
        state: this.field.snapshot(),
        options: this.battle.cards.map((c) => optionOf(c.name, this.verdict(c.id))),
      };
    });
  }

  private run(op: Op): void {
    switch (op) {
      case 'declare': return this.declare();
      case 'damage-step-effects-start': return this.openWindow('damage-step', op);
      case 'damage-calculation-effects-start': return this.openWindow('damage-calculation', op);
      case 'damage-calculation-effects-stop': return this.closeWindow('damage-calculation', 'continuous-stops', undefined);
      case 'flip-target': return this.flipTarget();
      case 'triggers': return this.inherentTriggers();
      case 'activations': return this.activations();
      case 'damage-calculation': return this.damageCalculation();
      case 'destroyed-lose-continuous': return this.destroyedLoseContinuous();
      case 'self-destroy': return this.selfDestroy();
      case 'flip-effects': return this.flipEffects();
      case 'battle-damage-triggers': return this.battleDamageTriggers();
      case 'send-to-gy': return this.sendToGy();
      case 'destroyed-by-battle-triggers': return this.destroyedByBattleTriggers();
      case 'expire': return this.expire();
      case 'end': return this.emit('end-damage-step', 'The Damage Step ends and the Battle Step is entered again.', { rule: this.rule('end') });
    }
  }

  private declare(): void {
    const a = this.battle.attacker as number;
    const against = this.battle.direct ? 'directly' : `"${this.name(this.battle.target as number)}"${this.field.card(this.battle.target as number).faceUp ? '' : ' (face-down; it stays face-down for now)'}`;
    this.emit('declare-damage-step', `${this.field.card(a).controller === 'you' ? 'You' : 'Your opponent'} enter the Damage Step: ${q(this.name(a))} attacks ${against}.`, { card: this.name(a), rule: this.rule('declare') });
  }

  private describeStat(e: { stat: string; mode: 'add' | 'set'; amount: number }): string {
    return e.mode === 'set' ? `${e.stat.toUpperCase()} becomes ${e.amount}` : `${e.stat.toUpperCase()} ${e.amount >= 0 ? '+' : ''}${e.amount}`;
  }

  private openWindow(window: 'damage-step' | 'damage-calculation', op: Op): void {
    this.field.open.add(window);
    for (const e of this.battle.applying) {
      if (e.kind === 'stat' && e.window === window && this.field.isApplying(e)) {
        this.emit('continuous-starts', `${q(this.name(e.card))}: ${this.describeStat(e)} starts applying (${window === 'damage-step' ? 'during the Damage Step' : 'during damage calculation'}).`, { card: this.name(e.card), rule: this.rule(op) });
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
    this.emit('flip-face-up', `${q(c.name)} is flipped face-up (${c.position === 'attack' ? 'ATK' : 'DEF'} ${this.field.stat(t, c.position === 'attack' ? 'atk' : 'def')}).`, { card: c.name, rule: this.rule('flip-target') });
    for (const e of this.record(t).effects.filter(isFlipEffect)) {
      this.emit('flip-effect-waits', `${q(c.name)}'s effect (${e.label}) does not activate yet: it waits until after damage calculation.`, { card: c.name, rule: this.rule('flip-target') });
    }
    for (const e of this.battle.applying.filter((x) => x.card === t)) {
      if (e.kind === 'self-destroy') {
        this.emit('self-destroy-waits', `${q(c.name)} would destroy itself, but not yet: its Continuous effect waits until after damage calculation.`, { card: c.name, rule: this.rule('self-destroy-waits') });
      } else if (this.field.isApplying(e)) {
        this.emit('continuous-starts', `${q(c.name)}: ${this.describeStat(e)} starts applying now that it is face-up.`, { card: c.name, rule: this.rule('continuous-on-flip') });
      }
    }
  }

  private trigger(id: number, effect: EffectCharacteristics, why: string, rule: string | undefined): void {
    const key = `${id}|${effect.label}|${effect.event ?? ''}`;
    if (this.fired.has(key)) return;
    this.fired.add(key);
    const name = this.name(id);
    const c = this.field.card(id);
    const opts = { ruleset: this.battle.ruleset, region: this.battle.region };
    const v = verdict(c.destroyedByBattle && c.zone === 'monster' ? { ...effect, sourceDestroyedByBattle: true } : effect, this.timing, opts);
    if (!v.canActivate) {
      const [first] = v.reasons;
      this.emit('trigger', `${why}, but ${q(name)}'s effect (${effect.label}) cannot be activated: ${first?.text ?? 'no rule permits it'}`, { card: name, rule: first?.rule ?? rule });
      return;
    }
    const how = effect.mandatory ? 'activates now' : 'can be activated now';
    this.emit('trigger', `${why}: ${q(name)}'s effect (${effect.label}) ${how}.`, { card: name, rule });
  }

  private triggerEffects(id: number, accept: (e: EffectCharacteristics) => boolean): EffectCharacteristics[] {
    return this.record(id).effects.filter((e) => TRIGGER_KINDS.has(e.effectKind) && accept(e));
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
      if (this.field.noBattleDamage.has(d.to)) {
        this.emit('battle-damage', `${d.to === 'you' ? 'You take' : 'Your opponent takes'} no battle damage (an effect prevents the ${d.amount}).`, { player: d.to, amount: 0 });
        continue;
      }
      const before = this.field.lp[d.to];
      this.field.changeLp(d.to, -d.amount);
      this.battleDamage.push({ to: d.to, amount: d.amount, by });
      const end = this.field.lp[d.to] === 0 ? ' — LP 0: that player loses the Duel' : '';
      this.emit('battle-damage', `${d.to === 'you' ? 'You take' : 'Your opponent takes'} ${d.amount} battle damage: LP ${before} → ${this.field.lp[d.to]}${end}.`, { player: d.to, amount: d.amount, card: this.name(by) });
    }
    for (const id of outcome.destroyed) {
      this.field.card(id).destroyedByBattle = true;
      this.emit('destroyed-by-battle', `${q(this.name(id))} is destroyed by battle; it stays on the field until the end of the Damage Step.`, { card: this.name(id), rule: this.rule('destroyed-by-battle') });
    }
  }

  private destroyedLoseContinuous(): void {
    const rule = ruleIf('destroyed-by-battle.continuous-effects-no-longer-apply');
    for (const c of this.field.cards) {
      if (!c.destroyedByBattle || c.zone !== 'monster' || c.continuousOff) continue;
      const applying = this.battle.applying.filter((e) => e.card === c.id && this.field.isApplying(e));
      c.continuousOff = true;
      for (const e of applying) {
        this.emit('continuous-stops', `${q(c.name)} was destroyed by battle: its Continuous effect (${e.kind === 'stat' ? this.describeStat(e) : 'destroys itself'}) no longer applies.`, { card: c.name, rule: this.rule('destroyed-lose-continuous') ?? rule });
      }
    }
  }

  private selfDestroy(): void {
    for (const e of this.battle.applying) {
      if (e.kind !== 'self-destroy') continue;
      const c = this.field.card(e.card);
      if (c.zone !== 'monster' || !c.faceUp || c.destroyedByBattle) continue;
      this.field.move(e.card, 'gy');
      this.emit('self-destroy', `${q(c.name)} was not destroyed by battle, so its Continuous effect applies now: it destroys itself and is sent to the GY.`, { card: c.name, rule: this.rule('self-destroy') });
    }
  }

  private flipEffects(): void {
    const t = this.battle.target;
    if (t === null || !this.field.card(t).flippedByBattle) return;
    const c = this.field.card(t);
    if (c.zone !== 'monster') return;
    for (const e of this.record(t).effects.filter(isFlipEffect)) this.trigger(t, e, `${q(c.name)} was flipped face-up by the attack`, this.rule('flip-effects'));
  }

  private battleDamageTriggers(): void {
    for (const d of this.battleDamage) {
      if (d.amount <= 0) continue;
      for (const e of this.triggerEffects(d.by, (x) => x.event === 'battle-damage' && x.eventSubject !== 'others')) this.trigger(d.by, e, `${q(this.name(d.by))} inflicted battle damage`, this.rule('battle-damage-triggers'));
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
      this.field.move(c.id, 'gy');
      this.sentByBattle.push(c.id);
      this.emit('send-to-gy', `${q(c.name)}, destroyed by battle, is sent to the GY.`, { card: c.name, rule: this.rule('send-to-gy') });
    }
  }

  private destroyedByBattleTriggers(): void {
    if (this.sentByBattle.length === 0) return;
    const byBattle: TriggerEvent[] = ['destroyed-by-battle', 'monster-destroyed-any-method'];
    const rule = this.rule('destroyed-by-battle-triggers');
    for (const id of this.sentByBattle) {
      for (const e of this.triggerEffects(id, (x) => x.event !== undefined && byBattle.includes(x.event) && x.eventSubject !== 'others' && !destroysByBattle(x))) {
        this.trigger(id, e, `${q(this.name(id))} was destroyed by battle and sent to the GY`, rule);
      }
    }
    // "When this card destroys a monster by battle": the battling monster whose opponent was sent.
    for (const [id, foe] of [[this.battle.attacker, this.battle.target], [this.battle.target, this.battle.attacker]] as const) {
      if (id === null || foe === null || !this.sentByBattle.includes(foe) || this.sentByBattle.includes(id)) continue;
      for (const e of this.triggerEffects(id, (x) => x.event === 'destroyed-by-battle' && x.eventSubject === 'self' && destroysByBattle(x))) {
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
  // The writer's activations

  private reject(a: Activation, code: DiagnosticCode, message: string, rule: string | undefined): void {
    this.diagnostics.push({ severity: 'error', message, ...a.cardRange, rule: rule ?? null, code });
    this.emit('activation-rejected', `${message} — not applied.`, { card: this.name(a.card), player: a.player, rule });
  }

  private legal(a: Activation): boolean {
    const c = this.field.card(a.card);
    const timingName = getTiming(this.timing)?.name ?? this.timing;
    if (!c.isMonster && (c.zone === 'gy' || c.zone === 'banished')) {
      this.reject(a, 'card-used', `${q(c.name)} is in the ${c.zone === 'gy' ? 'GY' : 'banished zone'} and cannot be activated again`, undefined);
      return false;
    }
    const v = this.verdict(a.card);
    if (!v.canActivate) {
      const [first] = v.reasons;
      this.reject(a, 'illegal-activation', `${q(c.name)} cannot be activated here (${timingName.charAt(0).toLowerCase()}${timingName.slice(1)}): ${first?.text ?? 'no rule permits it'}`, first?.rule);
      return false;
    }
    if (a.on !== null) {
      const t = this.field.card(a.on);
      if (t.zone !== 'monster' && t.zone !== 'spell-trap') {
        this.reject(a, 'cannot-target', `${q(c.name)} cannot target ${q(t.name)}: it is not on the field`, undefined);
        return false;
      }
      if (t.destroyedByBattle) {
        this.reject(a, 'cannot-target', `${q(c.name)} cannot target ${q(t.name)}: a monster determined destroyed by battle cannot be targeted`, ruleIf('destroyed-by-battle.cannot-be-targeted-or-changed'));
        return false;
      }
    }
    return true;
  }

  private activate(a: Activation, link: number): void {
    const c = this.field.card(a.card);
    const on = a.on !== null ? ` targeting ${q(this.name(a.on))}` : '';
    this.emit('activate', `Chain Link ${link}: ${a.player === 'you' ? 'you activate' : 'your opponent activates'} ${q(c.name)}${on}.`, { card: c.name, player: a.player });
    if (!c.isMonster) {
      if (c.zone !== 'spell-trap') this.field.move(a.card, 'spell-trap');
      c.faceUp = true;
    } else if (c.zone === 'hand') {
      this.field.move(a.card, 'gy');
      this.emit('send-to-gy', `${q(c.name)} is sent from the hand to the GY to activate its effect.`, { card: c.name, player: a.player });
    }
  }

  private activations(): void {
    const here = this.battle.activations.filter((a) => a.timing === this.timing);
    const chains = [...new Set(here.map((a) => a.chain))];
    for (const n of chains) {
      const links = here.filter((a) => a.chain === n);
      if (this.battle.ruleset === 'edison' && ONE_CHAIN_SUBSTEPS.includes(this.timing) && n > 1) {
        const rule = this.rule('chain-limit');
        for (const a of links) this.reject(a, 'chain-limit', `Only one chain can be built in ${getTiming(this.timing)?.name ?? this.timing}; this is chain ${n}`, rule);
        continue;
      }
      const accepted: Activation[] = [];
      for (const a of links) {
        if (!this.legal(a)) continue;
        accepted.push(a);
        this.activate(a, accepted.length);
      }
      const negated = new Set<number>();
      for (let i = accepted.length - 1; i >= 0; i--) this.resolve(accepted[i] as Activation, i + 1, negated, accepted);
    }
  }

  private resolve(a: Activation, link: number, negated: Set<number>, chain: Activation[]): void {
    const c = this.field.card(a.card);
    if (negated.has(link)) {
      this.emit('resolve', `Chain Link ${link}: ${q(c.name)} was negated; it does nothing.`, { card: c.name, player: a.player });
    } else {
      this.emit('resolve', `Chain Link ${link}: ${q(c.name)} resolves${a.effects.length === 0 ? ' (what it does is not described)' : ''}.`, { card: c.name, player: a.player });
      for (const e of a.effects) this.apply(a, e, link, negated, chain);
    }
    const subtype = this.record(a.card).subtype;
    if (GOES_TO_GY_AFTER_RESOLVING.has(subtype) && c.zone === 'spell-trap') {
      this.field.move(a.card, 'gy');
      this.emit('send-to-gy', `${q(c.name)} is sent to the GY after resolving.`, { card: c.name });
    }
  }

  private apply(a: Activation, e: EffectClause, link: number, negated: Set<number>, chain: Activation[]): void {
    const source = q(this.name(a.card));
    switch (e.kind) {
      case 'stat': return this.changeStat(a, e, source);
      case 'destroy':
      case 'banish':
      case 'return-to-hand': return this.remove(e.kind, e.target, source);
      case 'no-battle-damage':
        this.field.noBattleDamage.add(a.player);
        this.emit('resolve', `${a.player === 'you' ? 'You take' : 'Your opponent takes'} no battle damage from this battle.`, { card: this.name(a.card), player: a.player });
        return;
      case 'negate-activation': {
        const below = chain[link - 2];
        if (!below) {
          this.emit('negate', `${source} has no Chain Link below it to negate.`, { card: this.name(a.card) });
          return;
        }
        negated.add(link - 1);
        this.emit('negate', `${source} negates the activation of Chain Link ${link - 1} (${q(this.name(below.card))}).`, { card: this.name(below.card) });
        return;
      }
    }
  }

  private changeStat(a: Activation, e: Extract<EffectClause, { kind: 'stat' }>, source: string): void {
    const t = e.target;
    if (t === null) return;
    const c = this.field.card(t);
    if (c.zone !== 'monster' || !c.isMonster) {
      this.emit('resolve', `${q(c.name)} is no longer on the field, so ${source}'s ${e.stat.toUpperCase()} change does nothing.`, { card: c.name });
      return;
    }
    if (c.destroyedByBattle) {
      this.emit('resolve', `${q(c.name)} was destroyed by battle: its ${e.stat.toUpperCase()} cannot change.`, { card: c.name, rule: ruleIf('destroyed-by-battle.cannot-be-targeted-or-changed') });
      return;
    }
    const before = this.field.stat(t, e.stat);
    c.modifiers.push({ stat: e.stat, mode: e.mode, amount: e.amount, untilEndOfDamageStep: e.untilEndOfDamageStep, source });
    const after = this.field.stat(t, e.stat);
    this.emit(e.stat === 'atk' ? 'atk-change' : 'def-change', `${q(c.name)} ${e.stat.toUpperCase()} ${before} → ${after}${e.untilEndOfDamageStep ? ' until the end of the Damage Step' : ''}.`, { card: c.name, amount: after - before, player: a.player });
  }

  private remove(kind: 'destroy' | 'banish' | 'return-to-hand', t: number | null, source: string): void {
    if (t === null) return;
    const c = this.field.card(t);
    if (c.zone !== 'monster' && c.zone !== 'spell-trap') {
      this.emit('resolve', `${q(c.name)} is no longer on the field, so ${source} does nothing to it.`, { card: c.name });
      return;
    }
    if (kind === 'return-to-hand' && c.destroyedByBattle) {
      this.emit('resolve', `${q(c.name)} was destroyed by battle and cannot be returned to the hand.`, { card: c.name, rule: ruleIf('destroyed-by-battle.cannot-be-returned-to-hand') });
      return;
    }
    const wasDestroyedByBattle = c.destroyedByBattle;
    c.destroyedByBattle = false;
    const zone = kind === 'destroy' ? 'gy' : kind === 'banish' ? 'banished' : 'hand';
    this.field.move(t, zone);
    const what = kind === 'destroy' ? 'is destroyed and sent to the GY' : kind === 'banish' ? 'is banished' : 'is returned to the hand';
    const battling = t === this.battle.target ? ' The attack target has left the field.' : t === this.battle.attacker ? ' The attacking monster has left the field.' : '';
    const lost = wasDestroyedByBattle ? ' It left the field before being sent to the GY by battle, so its "destroyed by battle" effects cannot be activated.' : '';
    this.emit(kind, `${q(c.name)} ${what} by ${source}.${battling}${lost}`, { card: c.name, ...(wasDestroyedByBattle ? { rule: ruleIf('destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers') } : {}) });
  }
}

/** The steps of the battle and the diagnostics the walk raises (illegal activations). */
export function simulate(battle: Battle): { steps: Step[]; diagnostics: Diagnostic[] } {
  const walker = new Walker(battle);
  const steps = walker.walk();
  return { steps, diagnostics: walker.diagnostics };
}
