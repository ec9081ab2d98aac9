import type { RuleSetId, TimingId } from '../types';

/** The game actions a step performs, in order; `activations` is where the writer's chains go. */
export type Op =
  | 'declare'
  | 'damage-step-effects-start'
  | 'flip-target'
  | 'triggers'
  | 'activations'
  | 'damage-calculation-effects-start'
  | 'damage-calculation'
  | 'damage-calculation-effects-stop'
  | 'destroyed-lose-continuous'
  | 'self-destroy'
  | 'replacements'
  | 'control-limits'
  | 'flip-effects'
  | 'battle-damage-triggers'
  | 'send-to-gy'
  | 'destroyed-by-battle-triggers'
  | 'expire'
  | 'end';

// Modern: Konami's Damage Step Rules article and Perfect Rulebook 2017 pp. 188-193 as the
// procedure records of src/core/rules/procedure.ts give them (after damage calculation: the
// "instead" replacements, self-destruction, control limits, then the triggers).
const MODERN: Partial<Record<TimingId, Op[]>> = {
  'start-of-damage-step': ['declare', 'damage-step-effects-start', 'triggers', 'activations'],
  'before-damage-calculation': ['flip-target', 'triggers', 'activations'],
  'during-damage-calculation': ['damage-calculation-effects-start', 'triggers', 'activations', 'damage-calculation'],
  'after-damage-calculation': ['damage-calculation-effects-stop', 'destroyed-lose-continuous', 'replacements', 'self-destroy', 'control-limits', 'flip-effects', 'battle-damage-triggers', 'triggers', 'activations'],
  'end-of-damage-step': ['send-to-gy', 'destroyed-by-battle-triggers', 'triggers', 'activations', 'expire', 'end'],
};

// Edison Rules Compendium: damage is calculated at the start of substep 5, Flip effects wait for
// substep 6, and non-ATK/DEF effects (self-destruction) apply in substep 5 after the calculation.
// The compendium does not place replacements or control limits; they go with those effects.
const EDISON: Partial<Record<TimingId, Op[]>> = {
  'substep-1': ['declare', 'damage-step-effects-start', 'triggers', 'activations'],
  'substep-2': ['flip-target', 'activations'],
  'substep-3': ['triggers', 'activations'],
  'substep-4': ['damage-calculation-effects-start', 'triggers', 'activations'],
  'substep-5': ['damage-calculation', 'damage-calculation-effects-stop', 'replacements', 'self-destroy', 'control-limits', 'battle-damage-triggers', 'activations'],
  'substep-6': ['destroyed-lose-continuous', 'triggers', 'flip-effects', 'activations'],
  'substep-7': ['send-to-gy', 'destroyed-by-battle-triggers', 'triggers', 'activations', 'expire', 'end'],
};

export function opsAt(ruleset: RuleSetId, timing: TimingId): Op[] {
  return (ruleset === 'edison' ? EDISON : MODERN)[timing] ?? [];
}

/** Edison substeps that allow only one manual chain. */
export const ONE_CHAIN_SUBSTEPS: readonly TimingId[] = ['substep-5', 'substep-6', 'substep-7'];

/** Which procedure record (by slug) stands behind each op, per rule set and timing. */
export const OP_RULES: Record<RuleSetId, Partial<Record<string, string>>> = {
  modern: {
    'declare': 'declare',
    'damage-step-effects-start': 'during-damage-step-effects-apply',
    'flip-target': 'flip-attack-target',
    'continuous-on-flip': 'continuous-effects-apply-on-flip',
    'self-destroy-waits': 'self-destroying-continuous-effects-wait',
    'damage-calculation-effects-start': 'damage-calculation-effects-apply',
    'damage-calculation': 'calculate-battle-damage-and-destruction',
    'destroyed-by-battle': 'destroyed-not-sent-yet',
    'self-destroy': 'self-destroying-continuous-effects-apply',
    'flip-effects': 'flip-and-battle-triggers',
    'battle-damage-triggers': 'flip-and-battle-triggers',
    'send-to-gy': 'send-destroyed-to-gy',
    'destroyed-by-battle-triggers': 'activation-window',
    'expire': 'until-end-effects-expire',
    'end': 'return-to-battle-step',
  },
  edison: {
    'damage-step-effects-start': 'during-damage-step-effects-apply',
    'flip-target': 'flip-attack-target',
    'continuous-on-flip': 'effects-on-set-target-apply',
    'damage-calculation-effects-start': 'damage-calculation-effects-apply',
    'damage-calculation': 'calculate-damage-and-destruction',
    'destroyed-by-battle': 'calculate-damage-and-destruction',
    'self-destroy': 'apply-non-atk-def-effects',
    'destroyed-lose-continuous': 'destroyed-continuous-effects-stop',
    'send-to-gy': 'send-destroyed-to-gy',
    'chain-limit': 'one-chain',
  },
};
