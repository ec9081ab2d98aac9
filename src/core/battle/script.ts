import type { ProcedureOperation, RuleSetId, TimingId } from '../types';

/**
 * The operations a step's script runs, in order; `activations` is where the writer's chains go.
 * The other procedure operations are not run on their own: a handler reports them as it goes
 * (a Flip effect waiting, a monster determined destroyed by battle, one chain per substep).
 */
export type Op = Exclude<ProcedureOperation, 'continuous-on-flip' | 'self-destroy-waits' | 'destroyed-by-battle' | 'chain-limit'>;

// Modern: Konami's Damage Step Rules article and Perfect Rulebook 2017 pp. 188-193 as the
// procedure records of src/core/rules/procedure.ts give them (after damage calculation: the
// "instead" replacements, self-destruction, control limits, then the triggers).
const MODERN: Partial<Record<TimingId, Op[]>> = {
  'start-of-damage-step': ['declare', 'damage-step-effects-start', 'triggers', 'activations'],
  'before-damage-calculation': ['flip-target', 'triggers', 'activations'],
  'during-damage-calculation': ['damage-calculation-effects-start', 'triggers', 'activations', 'damage-calculation'],
  'after-damage-calculation': [
    'damage-calculation-effects-stop',
    'destroyed-lose-continuous',
    'replacements',
    'self-destroy',
    'control-limits',
    'flip-effects',
    'battle-damage-triggers',
    'triggers',
    'activations',
  ],
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
