import type { EdisonTimingId, ProcedureOperation, RuleRecord } from '../types';
import { EDISON, ex, rule } from './build';

// What happens in each of the Edison Rules Compendium's seven substeps, besides the activation
// windows (those are in edison.ts). Each record links to the modern procedure step it matches.

interface Step {
  slug: string;
  action: NonNullable<RuleRecord['action']>;
  operations?: ProcedureOperation[];
  title: string;
  text: string;
  examples?: RuleRecord['examples'];
  related: string[];
  seedDecision?: string;
}

function substep(timing: EdisonTimingId, steps: Step[]): RuleRecord[] {
  const name = timing.replace('substep-', 'Substep ');
  return steps.map((s, i) =>
    rule({
      id: `edison.procedure.${timing}.${s.slug}`,
      kind: 'procedure',
      ruleset: 'edison',
      timings: [timing],
      order: i + 1,
      action: s.action,
      ...(s.operations ? { operations: s.operations } : {}),
      title: s.title,
      text: s.text,
      citations: [EDISON(name)],
      examples: s.examples ?? [],
      related: s.related,
      seed: { document: '003', section: name },
      ...(s.seedDecision ? { seedDecision: s.seedDecision } : {}),
    }),
  );
}

const ONE_CHAIN_NOTE = 'The modern rules in the seeds set no such limit; this is specific to the Edison format.';

export const EDISON_PROCEDURE_RULES: RuleRecord[] = [
  ...substep('substep-1', [
    {
      slug: 'during-damage-step-effects-apply',
      action: 'apply',
      operations: ['damage-step-effects-start'],
      title: 'Edison: effects that apply "during the Damage Step" take effect in substep 1',
      text: 'As the Damage Step starts, effects worded to apply during the Damage Step begin to apply.',
      related: ['procedure.start-of-damage-step.during-damage-step-effects-apply', 'edison.activation.start-of-damage-step-effects'],
    },
  ]),
  ...substep('substep-2', [
    {
      slug: 'flip-attack-target',
      action: 'flip',
      operations: ['flip-target'],
      title: 'Edison: a Set attack target is flipped face-up in substep 2, without activating its Flip effect yet',
      text: 'If the attacked monster is Set, it is turned face-up in this substep. Its Flip effect is not activated here; it activates in substep 6.',
      related: ['procedure.before-damage-calculation.flip-attack-target', 'edison.activation.after-damage-calculation-effects'],
    },
    {
      slug: 'effects-on-set-target-apply',
      action: 'apply',
      operations: ['continuous-on-flip'],
      title: 'Edison: effects that affect a previously Set attack target start applying to it in substep 2',
      text: 'Once a Set attack target is face-up, the effects that affect it begin to apply to it.',
      related: ['procedure.before-damage-calculation.continuous-effects-apply-on-flip'],
    },
  ]),
  ...substep('substep-3', [
    {
      slug: 'before-damage-calculation-effects-apply',
      action: 'apply',
      title: 'Edison: effects that apply "before damage calculation" take effect in substep 3',
      text: 'Effects that name the before-damage-calculation timing apply here; those that are activated do so in the same substep.',
      related: ['procedure.before-damage-calculation.activation-window', 'edison.activation.before-damage-calculation-effects'],
    },
  ]),
  ...substep('substep-4', [
    {
      slug: 'damage-calculation-effects-apply',
      action: 'apply',
      operations: ['damage-calculation-effects-start'],
      title: 'Edison: effects that apply during damage calculation take effect in substep 4',
      text: 'Effects that specifically name damage calculation apply in this substep; those that are activated do so here too.',
      related: ['procedure.during-damage-calculation.damage-calculation-effects-apply', 'edison.activation.damage-calculation-effects'],
    },
  ]),
  ...substep('substep-5', [
    {
      slug: 'calculate-damage-and-destruction',
      action: 'calculate',
      operations: ['damage-calculation', 'destroyed-by-battle'],
      title: 'Edison: battle damage and which monsters are destroyed are worked out in substep 5, but nothing goes to the GY yet',
      text: 'Damage is calculated and it is decided which monsters are destroyed by the battle. Those monsters stay on the field for now.',
      related: ['procedure.during-damage-calculation.calculate-battle-damage-and-destruction', 'procedure.during-damage-calculation.destroyed-not-sent-yet'],
    },
    {
      slug: 'apply-non-atk-def-effects',
      action: 'apply',
      operations: ['self-destroy'],
      title: "Edison: after the calculation, effects that do not change a monster's ATK/DEF are applied",
      text: 'Once damage is calculated, effects that do not alter any monster\'s ATK or DEF are applied — for example "Berserk Gorilla" destroying itself when it is in Defense Position.',
      examples: [ex('Berserk Gorilla')],
      related: ['procedure.after-damage-calculation.self-destroying-continuous-effects-apply'],
    },
    {
      slug: 'one-chain',
      action: 'chain-limit',
      operations: ['chain-limit'],
      title: 'Edison: only one manual chain may be built in substep 5',
      text: `Players may build a single chain in this substep (for example with the battle damage triggers that activate here). ${ONE_CHAIN_NOTE}`,
      related: ['edison.activation.battle-damage-effects', 'edison.activation.atk-def-not-from-damage-calculation', 'procedure.after-damage-calculation.flip-and-battle-triggers'],
    },
  ]),
  ...substep('substep-6', [
    {
      slug: 'destroyed-continuous-effects-stop',
      action: 'apply',
      operations: ['destroyed-lose-continuous'],
      title: 'Edison: monsters marked as destroyed by battle stop applying their Continuous effects in substep 6',
      text: 'A monster marked as "destroyed by battle" loses its Continuous effects here, though it has not yet been sent to the GY.',
      related: ['destroyed-by-battle.continuous-effects-no-longer-apply', 'procedure.after-damage-calculation.destroyed-still-on-field'],
    },
    {
      slug: 'one-chain',
      action: 'chain-limit',
      operations: ['chain-limit'],
      title: 'Edison: only one manual chain may be built in substep 6',
      text: `"After damage calculation" effects and Flip effects activated here form a single chain together; no second chain is built in this substep. ${ONE_CHAIN_NOTE}`,
      related: ['edison.activation.after-damage-calculation-effects', 'procedure.after-damage-calculation.flip-and-battle-triggers'],
    },
  ]),
  ...substep('substep-7', [
    {
      slug: 'send-destroyed-to-gy',
      action: 'send',
      operations: ['send-to-gy'],
      title: 'Edison: monsters destroyed by battle are sent to the GY in substep 7',
      text: 'The monsters that were destroyed by battle now leave the field for the GY.',
      related: ['procedure.end-of-damage-step.send-destroyed-to-gy'],
    },
    {
      slug: 'one-chain',
      action: 'chain-limit',
      operations: ['chain-limit'],
      title: 'Edison: effects triggered by destruction by battle go on one chain, the only manual chain of substep 7',
      text: `Effects that respond to a monster being destroyed by battle activate together on one chain, and only one manual chain is allowed in this substep. ${ONE_CHAIN_NOTE}`,
      related: ['edison.activation.destroyed-by-battle-effects', 'procedure.end-of-damage-step.activation-window'],
    },
  ]),
];
