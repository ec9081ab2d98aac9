import type { RuleRecord } from '../types';
import { ALL_EDISON, ALL_MODERN, DS_ARTICLE, PRB_DAMAGE_STEP, PRB_P110, cite, ex, rule } from './build';

// Rules the battle walk applies beside the seeds' timing procedure: what a Trigger effect needs
// before it can be activated, the end of the Duel at 0 LP, piercing battle damage, replacements
// and Equip Cards. General game rules the seeds take for granted are cited to the rulebook.

const RULEBOOK = cite('rulebook.v10');
const TIMINGS = [...ALL_MODERN, ...ALL_EDISON];

export const BATTLE_WALK_RULES: RuleRecord[] = [
  rule({
    id: 'walk.trigger-needs-its-event',
    kind: 'activation-note',
    ruleset: 'both',
    timings: TIMINGS,
    title: 'A Trigger effect can be activated only after its own event has happened to its card',
    text: 'Being allowed at a timing is not enough: a Flip effect needs its monster to have been flipped face-up and still be in the Monster Zone, a "destroyed by battle and sent to the GY" effect needs its monster to have gone to the GY by battle, a battle-damage effect needs battle damage to have been inflicted. Without that event there is nothing to respond to, and the activation is refused.',
    citations: [DS_ARTICLE, PRB_P110],
    examples: [ex('Man-Eater Bug', 'destroyed face-down before it was flipped: no Flip effect'), ex('Giant Rat', 'destroyed by an effect instead of by battle: no effect')],
    seed: { document: '000', section: 'Before damage calculation; After damage calculation' },
    related: [
      'procedure.start-of-damage-step.destroyed-face-down-no-flip-effect',
      'procedure.before-damage-calculation.flipped-monster-leaves-field',
      'destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers',
    ],
  }),
  rule({
    id: 'walk.activate-from-where-the-card-is',
    kind: 'activation-note',
    ruleset: 'both',
    timings: TIMINGS,
    title: 'A card or effect is activated from where it is: a used Spell/Trap in the GY, or a monster gone from the place its effect works from, cannot be',
    text: "A Spell/Trap Card that resolved and went to the GY is not on the field to be activated again. A monster's effect is activated from its place: one discarded from the hand needs the card in the hand, one of a monster on the field needs it face-up in the Monster Zone; once the card is in the GY or banished (other than by the event its effect waits for), it cannot be.",
    citations: [RULEBOOK],
    seed: { document: 'game-facts', section: 'General game rules (activating cards and effects)' },
    examples: [ex('Kuriboh', 'discarded during damage calculation: it is in the GY afterwards')],
  }),
  rule({
    id: 'walk.mandatory-triggers-are-chained',
    kind: 'activation-note',
    ruleset: 'both',
    timings: TIMINGS,
    title: 'A mandatory Trigger effect whose event happened is activated at its timing and resolves',
    text: 'Mandatory effects may be activated during the Damage Step, and nobody may decline them: once its event has happened, the effect goes on the chain at the timing that belongs to that event and what it does is carried out when it resolves.',
    citations: [PRB_DAMAGE_STEP],
    examples: [ex('Grenosaurus', 'inflicts its 1000 damage at the end of the Damage Step'), ex('Man-Eater Bug', 'its Flip effect after damage calculation')],
    seed: { document: '000', section: 'Cards and effects that can be activated' },
    related: ['activation.mandatory-effects'],
  }),
  rule({
    id: 'walk.duel-ends-at-zero-lp',
    kind: 'activation-note',
    ruleset: 'both',
    timings: TIMINGS,
    title: 'A player whose Life Points reach 0 loses the Duel at once',
    text: 'The Duel ends the moment a player has 0 LP, whether battle damage or an effect took them there; the other player wins, and nothing else in the Damage Step happens. If both players reach 0 at the same time, the Duel is a draw.',
    citations: [RULEBOOK],
    seed: { document: 'game-facts', section: 'General game rules (Life Points)' },
  }),
  rule({
    id: 'walk.piercing-battle-damage',
    kind: 'activation-note',
    ruleset: 'both',
    timings: ['during-damage-calculation', 'substep-5'],
    title: 'A monster with piercing battle damage that attacks a weaker Defense Position monster inflicts the difference',
    text: "Normally no battle damage is inflicted when an attacking monster destroys a Defense Position monster. A monster whose effect lets it inflict piercing battle damage inflicts its ATK minus the target's DEF to the controller of that Defense Position monster.",
    citations: [RULEBOOK],
    seed: { document: 'game-facts', section: 'General game rules (battle damage)' },
  }),
  rule({
    id: 'walk.replacement-instead-of-the-event',
    kind: 'activation-note',
    ruleset: 'modern',
    timings: ['during-damage-calculation', 'after-damage-calculation'],
    title: 'An action done "instead" of destruction by battle replaces it: the monster is not destroyed by battle, and triggers waiting for that do not happen',
    text: 'When its controller uses an effect that does something instead of the monster being destroyed by the battle, the destruction never happens: the monster is not sent to the GY by battle, so effects that wait for a monster destroyed by battle are not activated. The replacing action is chosen at damage calculation and carried out right after it.',
    citations: [PRB_DAMAGE_STEP],
    examples: [ex('Return of the Dragon Lords'), ex('Vicious Claw')],
    seed: { document: '000', section: 'Perform damage calculation' },
    related: ['procedure.during-damage-calculation.instead-replacement-chosen', 'procedure.after-damage-calculation.instead-replacement-performed'],
  }),
  rule({
    id: 'walk.equip-card-stays',
    kind: 'activation-note',
    ruleset: 'both',
    timings: TIMINGS,
    title: 'An Equip Card stays on the field after it resolves, and leaves it when its monster does',
    text: 'A card that equips itself to a monster is not sent to the GY after resolving, as a Normal Spell or Trap would be; it remains in the Spell & Trap Zone, equipped. When the equipped monster leaves the field, the Equip Card is sent to the GY.',
    citations: [RULEBOOK],
    examples: [ex('Horn of the Phantom Beast', 'a Trap that equips itself, activated during the Damage Step')],
    seed: { document: '000', section: 'Cards and effects that can be activated' },
    related: ['activation.trap-equips-itself-atk-def'],
  }),
];
