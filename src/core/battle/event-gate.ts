import { ownValue } from '../own-key';
import { isFlipEffect } from './resolve-card';
import { ruleIf } from './rule-ids';
import type { LiveCard } from './field';
import type { EffectCharacteristics, TriggerEvent } from '../types';
import type { DiagnosticCode } from './types';

/** Why a card cannot be activated on the field as it stands, with the rule that says so. */
export interface Gate {
  text: string;
  rule: string | undefined;
  code: DiagnosticCode;
}

const TRIGGER_KINDS = new Set(['trigger', 'trigger-like', 'flip']);
/** Events the walk raises itself at the moment they happen (not by the timing alone). */
export const EVENT_DRIVEN = new Set<TriggerEvent>(['battle-damage', 'destroyed-by-battle', 'monster-destroyed-any-method', 'any-damage', 'self-flipped-face-up', 'monster-flipped-face-up']);

export const isTriggerEffect = (e: EffectCharacteristics): boolean => TRIGGER_KINDS.has(e.effectKind);
/** "When this card destroys a monster by battle" rather than "when this card is destroyed by battle". */

/** A Trigger effect that waits for something the walk itself sees happen (a flip, battle damage, ...). */
export function waitsForEvent(e: EffectCharacteristics): boolean {
  return isTriggerEffect(e) && (isFlipEffect(e) || (e.event !== undefined && EVENT_DRIVEN.has(e.event)));
}

const q = (name: string): string => `"${name}"`;
const NEEDS_EVENT = 'walk.trigger-needs-its-event';

/** The event the effect waits for did not happen: say which, and the rule that explains it. */
export function missingEvent(c: LiveCard, e: EffectCharacteristics, wasAttackTarget: boolean): Gate {
  const rule = (id: string): string | undefined => ruleIf(id) ?? ruleIf(NEEDS_EVENT);
  const gate = (text: string, id = NEEDS_EVENT): Gate => ({ text, rule: rule(id), code: 'illegal-activation' });
  if (isFlipEffect(e)) {
    if (c.flippedByBattle)
      return gate(
        `${q(c.name)} was flipped face-up but left the Monster Zone before damage calculation was over, so its Flip effect (${e.label}) does not activate`,
        'procedure.before-damage-calculation.flipped-monster-leaves-field',
      );
    if (wasAttackTarget && c.zone !== 'monster')
      return gate(
        `${q(c.name)} left the field while still face-down: it was never flipped face-up, so its Flip effect (${e.label}) cannot be activated`,
        'procedure.start-of-damage-step.destroyed-face-down-no-flip-effect',
      );
    return gate(`${q(c.name)} was not flipped face-up in this battle, so its Flip effect (${e.label}) has nothing to respond to`);
  }
  const self = e.eventSubject === 'self';
  switch (e.event) {
    case 'destroyed-by-battle':
      if (self && e.destroysByBattle === true) return gate(`${q(c.name)} did not destroy a monster by battle that was sent to the GY, so its effect (${e.label}) cannot be activated`);
      if (self && c.leftBeforeSentByBattle)
        return gate(
          `${q(c.name)} left the field by another effect before it could be sent to the GY by battle, so its effect (${e.label}) cannot be activated`,
          'destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers',
        );
      if (self) return gate(`${q(c.name)} was not destroyed by battle and sent to the GY, so its effect (${e.label}) cannot be activated`);
      return gate(`No monster was destroyed by battle and sent to the GY, so ${q(c.name)}'s effect (${e.label}) cannot be activated`);
    case 'battle-damage':
      return gate(
        self ? `${q(c.name)} did not inflict battle damage, so its effect (${e.label}) cannot be activated` : `No player took battle damage, so ${q(c.name)}'s effect (${e.label}) cannot be activated`,
      );
    case 'any-damage':
      return gate(`No player took damage, so ${q(c.name)}'s effect (${e.label}) cannot be activated`);
    case 'monster-destroyed-any-method':
      return gate(`No monster was destroyed, so ${q(c.name)}'s effect (${e.label}) cannot be activated`);
    case 'monster-flipped-face-up':
      return gate(`No monster was flipped face-up by the attack, or its flip was answered after damage calculation, so ${q(c.name)}'s effect (${e.label}) cannot be activated now`);
    default:
      return gate(`The event ${q(c.name)}'s effect (${e.label}) waits for did not happen`);
  }
}

const ZONE_NAMES: Record<string, string> = { gy: 'GY', banished: 'banished zone', deck: 'Deck', 'extra-deck': 'Extra Deck', hand: 'hand' };

/** A card that is not where its effect is activated from (an event-free effect). */
export function wrongPlace(c: LiveCard, e: EffectCharacteristics): Gate | null {
  const rule = ruleIf('walk.activate-from-where-the-card-is');
  if (!c.isMonster) {
    if (c.zone === 'gy' || c.zone === 'banished') return { text: `${q(c.name)} is in the ${ZONE_NAMES[c.zone]} and cannot be activated again`, rule, code: 'card-used' };
    return null;
  }
  // A monster's effect works from the hand (discarded, like Kuriboh) or face-up from the Monster Zone.
  if (c.zone === 'hand') return null;
  if (c.zone === 'monster') return c.faceUp ? null : { text: `${q(c.name)} is face-down, so its effect (${e.label}) cannot be activated`, rule, code: 'illegal-activation' };
  return { text: `${q(c.name)} is in the ${ownValue(ZONE_NAMES, c.zone) ?? c.zone}, where its effect (${e.label}) cannot be activated`, rule, code: 'card-used' };
}
