import type { ModernTimingId, ProcedureOperation, RuleRecord } from '../types';
import { DS_ARTICLE, PRB_DAMAGE_STEP, PRB_P110, PRB_P112, RULEBOOK_P41, cite, ex, rule } from './build';

// What happens at each of the five modern timings, in order. Each step is one rule record with
// `order` 1, 2, 3, ... within its timing; `procedureAt(timing)` returns them in that order.
// The activation windows point (in `related`) at the activation rules that decide what may be
// activated there. The state of monsters destroyed by battle is in destroyed-by-battle.ts.

interface Step {
  slug: string;
  action: NonNullable<RuleRecord['action']>;
  operations?: ProcedureOperation[];
  title: string;
  text: string;
  citations: RuleRecord['citations'];
  examples?: RuleRecord['examples'];
  related?: string[];
  /** Defaults to seed 000 and the timing's section. */
  seed?: RuleRecord['seed'];
  seedDecision?: string;
}

function sequence(timing: ModernTimingId, section: string, steps: Step[]): RuleRecord[] {
  return steps.map((s, i) =>
    rule({
      id: `procedure.${timing}.${s.slug}`,
      kind: 'procedure',
      ruleset: 'modern',
      timings: [timing],
      order: i + 1,
      action: s.action,
      ...(s.operations ? { operations: s.operations } : {}),
      title: s.title,
      text: s.text,
      citations: s.citations,
      examples: s.examples ?? [],
      related: s.related ?? [],
      seed: s.seed ?? { document: '000', section },
      ...(s.seedDecision ? { seedDecision: s.seedDecision } : {}),
    }),
  );
}

const UDE_SASUKE = cite('ude.card-rulings.s-t', 'Sasuke Samurai');
const UDE_APOPHIS = cite('ude.card-rulings.d-e', 'Embodiment of Apophis');
const UDE_KOZAKY = cite('ude.card-rulings.f-h', 'Giant Kozaky');
const UDE_ZOMBIE_MAMMOTH = cite('ude.card-rulings.u-z', 'Zombie Mammoth');
const UDE_AMAZONESS_TIGER = cite('ude.card-rulings.a-c', 'Amazoness Tiger');
const RIVALRY_FAQ = cite('konami.card-faq.rivalry-gozen');
const DESTROYED_STATE = [
  'destroyed-by-battle.cannot-be-targeted-or-changed',
  'destroyed-by-battle.continuous-effects-no-longer-apply',
  'destroyed-by-battle.no-optional-quick-effects',
  'destroyed-by-battle.not-a-cost-for-optional-activations',
];

const START: RuleRecord[] = sequence('start-of-damage-step', 'Start of the Damage Step', [
  {
    slug: 'declare',
    action: 'declare',
    operations: ['declare'],
    title: 'The turn player announces that the game moves into the Damage Step',
    text: "The Damage Step follows the Battle Step when an attack is still going on. Its first action is the turn player's announcement that the duel is now in the Damage Step.",
    citations: [DS_ARTICLE],
  },
  {
    slug: 'during-damage-step-effects-apply',
    action: 'apply',
    operations: ['damage-step-effects-start'],
    title: 'Effects that apply "during the Damage Step" start applying at once',
    text: 'An effect worded to apply "during the Damage Step" (or "during the Damage Step only") takes effect as soon as the step begins; nobody activates it. It keeps applying until the step is over.',
    citations: [],
    examples: [ex('Steamroid'), ex('Double or Nothing!')],
    related: ['procedure.end-of-damage-step.until-end-effects-expire', 'edison.procedure.substep-1.during-damage-step-effects-apply'],
  },
  {
    slug: 'face-down-target-stays-face-down',
    action: 'flip',
    title: 'A face-down attack target is not flipped yet at the start of the Damage Step',
    text: 'If the attacked monster is face-down, it stays face-down for now; it is turned face-up only at the next timing, before damage calculation.',
    citations: [DS_ARTICLE],
    related: ['procedure.before-damage-calculation.flip-attack-target'],
  },
  {
    slug: 'activation-window',
    action: 'activate',
    title: 'Effects timed for the start of the Damage Step, and fast ATK/DEF modifiers, may be activated now',
    text: [
      'This is the window for effects that say they activate "at the start of the Damage Step". Older card texts that act "without (applying) damage calculation" belong either here or before damage calculation; some tell which by naming this timing, by asking whether the battling monster is face-up or face-down, or by saying it is not flipped.',
      '',
      'Spell/Trap Cards and Quick or Quick-like effects that directly change ATK/DEF may also be activated here. The rest of the Damage Step list (Counter Traps, mandatory effects, negation, triggers about the card itself) applies as everywhere in the step.',
    ].join('\n'),
    citations: [DS_ARTICLE, RULEBOOK_P41, PRB_P112, PRB_DAMAGE_STEP],
    examples: [
      ex('Neo-Spacian Grand Mole'),
      ex('Follow Wing'),
      ex('Gundari', 'names this timing'),
      ex('Nanobreaker', 'refers to a face-down battling monster'),
      ex('Ally of Justice Reverse Break', 'says the monster is not flipped'),
    ],
    related: [
      'activation.start-of-damage-step-effects',
      'activation.without-damage-calculation-older-text',
      'activation.atk-def-modifiers-until-damage-calculation',
      'activation.only-listed-cards-and-effects',
    ],
  },
  {
    slug: 'destroyed-face-down-no-flip-effect',
    action: 'determine',
    title: 'A face-down attack target destroyed by an effect at this point never gets to use its Flip effect',
    text: 'Because the attacked monster has not been turned face-up yet, destroying it with a card effect now means it was never flipped: its Flip effect, and any other effect that needs it to be flipped face-up, cannot be activated.',
    citations: [UDE_SASUKE],
    examples: [ex('Sasuke Samurai')],
    related: ['procedure.before-damage-calculation.target-left-field-no-damage-calculation'],
  },
]);

const BEFORE: RuleRecord[] = sequence('before-damage-calculation', 'Before damage calculation', [
  {
    slug: 'flip-attack-target',
    action: 'flip',
    operations: ['flip-target'],
    title: 'A face-down attack target is turned face-up; its Flip effect waits until after damage calculation',
    text: 'At this timing a face-down attacked monster is flipped face-up. An effect that it activates on being flipped face-up — a Flip effect, for example — is not activated now: it is activated after damage calculation.',
    citations: [DS_ARTICLE, RULEBOOK_P41, PRB_P110],
    related: ['procedure.after-damage-calculation.flip-and-battle-triggers', 'procedure.before-damage-calculation.flipped-monster-leaves-field', 'edison.procedure.substep-2.flip-attack-target'],
  },
  {
    slug: 'flipped-monster-leaves-field',
    action: 'determine',
    title: 'If the flipped monster leaves the Monster Zone before damage calculation is over, its Flip effect is not activated',
    text: 'The Flip effect of the attack target waits for the after-damage-calculation timing. If that monster is no longer in the Monster Zone by then (for example it was destroyed or returned by an effect before damage calculation), the effect never activates.',
    citations: [cite('konami.db-qa.5970.2016')],
    examples: [ex('Disc Fighter', 'the 2016 Q&A for this card gives the ruling')],
    seed: { document: '000', section: 'Before damage calculation' },
    seedDecision:
      'Seeds disagree: 002 says the Flip effect still activates after damage calculation even if the monster left the field, citing UDE rulings of 2009 (Drillroid; Ehren, Lightsworn Monk). 000 says it does not, citing the Konami card database Q&A for Disc Fighter dated 2016-02-11, the newer official ruling. Followed 000.',
    related: ['procedure.before-damage-calculation.flip-attack-target', 'procedure.before-damage-calculation.target-left-field-no-damage-calculation'],
  },
  {
    slug: 'continuous-effects-apply-on-flip',
    action: 'apply',
    operations: ['continuous-on-flip'],
    title: 'Continuous effects of the flipped monster normally apply as soon as it is face-up',
    text: 'Once the attack target is face-up, its Continuous effects generally take effect immediately, during this battle. For example, a face-down "Jinzo" attacked by "Embodiment of Apophis" is flipped, its effect applies at once, Apophis returns to being a Trap Card, and no damage calculation follows.',
    citations: [cite('ude.card-rulings.f-h', 'Goblin King'), UDE_APOPHIS],
    examples: [ex('Star Boy'), ex('Jinzo'), ex('Goblin King'), ex('Embodiment of Apophis', 'attacking a face-down Jinzo')],
    related: ['edison.procedure.substep-2.effects-on-set-target-apply'],
  },
  {
    slug: 'attack-restrictions-do-not-stop-the-attack',
    action: 'apply',
    title: "A flipped monster's effect that restricts attacks or attack targets does not stop the attack already under way",
    text: [
      'The attack target was chosen in the Battle Step, which is over, so a newly face-up Continuous effect that would forbid choosing this monster as an attack target, forbid attacking it, or forbid the attacker from attacking, does not cancel the current battle.',
      '',
      'If the monster survives the Damage Step, the effect protects it (or restricts attacks) normally from then on.',
    ].join('\n'),
    citations: [cite('ude.card-rulings.l-o', 'Morphtronic Magnen'), cite('ude.card-rulings.a-c', 'Big-Tusked Mammoth'), cite('konami.card-rulings.machina-mayhem-1.0', 'Machina Sniper')],
    examples: [
      ex('Command Knight', 'cannot be targeted for attacks — irrelevant now'),
      ex('Machina Sniper', 'cannot be attacked — irrelevant now'),
      ex('Big-Tusked Mammoth', 'stops attacks — irrelevant now'),
      ex('Morphtronic Magnen'),
    ],
  },
  {
    slug: 'self-destroying-continuous-effects-wait',
    action: 'determine',
    operations: ['self-destroy-waits'],
    title: 'A flipped monster whose Continuous effect would destroy itself is not destroyed until after damage calculation',
    text: 'If the newly face-up monster has a Continuous effect that destroys it when some condition holds, and the condition holds right now, nothing happens yet: the battle goes on normally, and the effect is checked again after damage calculation.',
    citations: [UDE_KOZAKY, UDE_ZOMBIE_MAMMOTH],
    examples: [ex('Giant Kozaky'), ex('Zombie Mammoth')],
    related: ['procedure.after-damage-calculation.self-destroying-continuous-effects-apply'],
  },
  {
    slug: 'type-and-name-conflicts-wait',
    action: 'determine',
    title: 'A flipped monster that conflicts with "Rivalry of Warlords", "Gozen Match" or a "You can only control 1" effect stays until after damage calculation',
    text: 'The same delay applies when the flipped monster has a Type or Attribute that an active "Rivalry of Warlords" or "Gozen Match" does not allow, or when an Unclassified effect ("You can only control 1 ...", "There can only be 1 ... on the field"), of this monster or of another face-up one, makes its name conflict with a card already on the field. What to do about it is decided and carried out after damage calculation.',
    citations: [UDE_AMAZONESS_TIGER, RIVALRY_FAQ],
    examples: [ex('Rivalry of Warlords'), ex('Gozen Match'), ex('Amazoness Tiger')],
    related: ['procedure.after-damage-calculation.rivalry-and-gozen-send', 'procedure.after-damage-calculation.name-conflict-destroyed'],
  },
  {
    slug: 're-flip-if-turned-face-down',
    action: 'flip',
    title: 'An attack target turned face-down at this point or later, up to damage calculation, is flipped face-up again at once',
    text: 'Whether or not it started face-down, if the attacked monster is changed to face-down Defense Position from this timing until damage calculation is complete, it is immediately turned face-up again.',
    citations: [cite('konami.card-rulings.stardust-overdrive-1.0', 'Gemini Counter')],
    examples: [ex('Gemini Counter')],
  },
  {
    slug: 'activation-window',
    action: 'activate',
    title: 'Effects timed "before damage calculation", and fast ATK/DEF modifiers, may be activated now',
    text: [
      'This is the window for effects that say they activate "before damage calculation". Older texts that act "without (applying) damage calculation" belong here or at the start of the Damage Step; of those that belong here, only "Disc Fighter" still lacks Problem-Solving Card Text.',
      '',
      'Spell/Trap Cards and Quick or Quick-like effects that directly change ATK/DEF may still be activated here — for the last time in this Damage Step.',
    ].join('\n'),
    citations: [DS_ARTICLE, RULEBOOK_P41, PRB_P112, PRB_DAMAGE_STEP, cite('ude.card-rulings.d-e', 'Disc Fighter'), cite('konami.db-qa.5970.2015')],
    examples: [ex('Drillroid'), ex('Performapal Barracuda'), ex('Disc Fighter', 'older text, ruled to be this timing')],
    related: ['activation.before-damage-calculation-effects', 'activation.without-damage-calculation-older-text', 'activation.atk-def-modifiers-until-damage-calculation'],
  },
  {
    slug: 'target-left-field-no-damage-calculation',
    action: 'determine',
    title: 'If the attacked monster left the Monster Zone because of an effect, there is no damage calculation, but the Damage Step continues',
    text: [
      'When a card effect has removed the attacked monster from the Monster Zone at any point of this Damage Step so far, damage is not calculated. The remaining timings still take place, so triggers that belong to them activate as usual — for example the effect of "Amazoness Sage".',
      '',
      'The Flip effect of an attack target that itself left the Monster Zone does not activate (see the record on flipped monsters leaving the field).',
    ].join('\n'),
    citations: [
      UDE_SASUKE,
      UDE_APOPHIS,
      cite('ude.card-rulings.d-e', 'Drillroid'),
      cite('ude.card-rulings.d-e', 'Ehren, Lightsworn Monk'),
      cite('konami.card-rulings.duelist-revolution-1.1', 'Amazoness Sage'),
    ],
    examples: [
      ex('Amazoness Sage'),
      ex('Nightmare Penguin', 'a Flip monster the seed names here; see the seed decision'),
      ex('Drillroid'),
      ex('Ehren, Lightsworn Monk'),
      ex('Sasuke Samurai'),
      ex('Embodiment of Apophis'),
    ],
    seedDecision:
      'Both seeds say Flip monsters (such as "Nightmare Penguin") still activate here, from the 2009 UDE rulings. For a Flip monster that was itself the attack target and left the Monster Zone this conflicts with the 2016 Disc Fighter Q&A that 000 follows elsewhere; the record keeps the newer ruling for that case.',
    related: [
      'procedure.before-damage-calculation.flipped-monster-leaves-field',
      'procedure.start-of-damage-step.destroyed-face-down-no-flip-effect',
      'procedure.before-damage-calculation.enter-damage-calculation',
    ],
  },
  {
    slug: 'enter-damage-calculation',
    action: 'end',
    title: 'When both players are done activating, the game proceeds to damage calculation',
    text: 'Damage calculation begins once both players agree they have nothing more to activate at this timing (unless the attacked monster has left the Monster Zone, in which case it is skipped).',
    citations: [],
  },
]);

const DURING: RuleRecord[] = sequence('during-damage-calculation', 'Perform damage calculation', [
  {
    slug: 'atk-def-modifiers-end',
    action: 'expire',
    title: 'From damage calculation to the end of the Damage Step, effects that change ATK/DEF can no longer be activated for that reason',
    text: 'The permission for fast cards and effects that modify ATK/DEF ends as damage calculation begins, and does not come back for the rest of this Damage Step.',
    citations: [RULEBOOK_P41, PRB_DAMAGE_STEP, cite('konami.card-rulings.raging-battle-1.2', 'Forbidden Chalice')],
    examples: [ex('Forbidden Chalice')],
    related: ['activation.atk-def-modifiers-end-at-damage-calculation'],
  },
  {
    slug: 'damage-calculation-effects-apply',
    action: 'apply',
    operations: ['damage-calculation-effects-start'],
    title: 'Effects that apply "during damage calculation" take effect immediately',
    text: 'An effect worded to apply during damage calculation (only) applies as damage calculation starts, without being activated.',
    citations: [],
    examples: [ex('Dark Artist'), ex('Skyscraper')],
    related: ['edison.procedure.substep-4.damage-calculation-effects-apply'],
  },
  {
    slug: 'activation-window',
    action: 'activate',
    title: 'Effects timed "during damage calculation" may be activated now',
    text: 'Before the damage is worked out, effects whose timing is damage calculation can be activated.',
    citations: [DS_ARTICLE],
    examples: [ex('Kuriboh'), ex('Forbidden Scripture')],
    related: ['activation.during-damage-calculation-effects'],
  },
  {
    slug: 'calculate-battle-damage-and-destruction',
    action: 'calculate',
    operations: ['damage-calculation'],
    title: 'The battling ATK/DEF values are compared, battle damage is inflicted, and destruction by battle is decided',
    text: 'The relevant ATK and DEF are compared and the resulting battle damage is dealt. When two monsters battle, this is also when it is settled which of them, if any, are destroyed by the battle.',
    citations: [DS_ARTICLE, PRB_DAMAGE_STEP],
    related: ['edison.procedure.substep-5.calculate-damage-and-destruction'],
  },
  {
    slug: 'destroyed-not-sent-yet',
    action: 'determine',
    operations: ['destroyed-by-battle'],
    title: 'A monster determined to be destroyed by battle stays on the field for now',
    text: 'Being determined to be destroyed by battle does not send the monster to the GY straight away; it remains where it is until the end of the Damage Step.',
    citations: [DS_ARTICLE, PRB_DAMAGE_STEP],
    related: ['procedure.after-damage-calculation.destroyed-still-on-field', 'procedure.end-of-damage-step.send-destroyed-to-gy'],
  },
  {
    slug: 'instead-replacement-chosen',
    action: 'determine',
    title: 'A player who could do something "instead" of the monster being destroyed by this battle decides now whether to',
    text: 'If a Continuous, Continuous-like or Unclassified effect offers to perform an action instead of the monster\'s destruction by this battle, its controller chooses at this point whether to use it. The chosen action is not carried out on the spot: it is performed right after damage calculation (for example "Return of the Dragon Lords" is banished from the GY then).',
    citations: [],
    examples: [ex('Return of the Dragon Lords', 'banishes itself after damage calculation'), ex('Vicious Claw', 'returns itself to the hand instead; 002 placed this at the end of the Damage Step')],
    seedDecision:
      'Seeds disagree on when the replacement action is performed. 002 (citations up to 2018) places it at the end of the Damage Step, citing UDE rulings on "The Six Samurai - Irou" and "Fighting Spirit" and the Ancient Prophecy ruling on "Earthbound Immortal Cusillu". 000, the newer revision (citations up to 2023), performs it immediately after damage calculation. Followed 000.',
    related: ['procedure.after-damage-calculation.instead-replacement-performed'],
  },
]);

const AFTER: RuleRecord[] = sequence('after-damage-calculation', 'After damage calculation', [
  {
    slug: 'destroyed-still-on-field',
    action: 'determine',
    title: 'Monsters destroyed by battle are still not in the GY; special rules hold for them until they are sent',
    text: 'After damage calculation, the monsters destroyed by battle are still on the field. Until they are sent to the GY (or wherever they go), the rules for monsters destroyed by battle apply to them.',
    citations: [DS_ARTICLE, PRB_DAMAGE_STEP],
    related: [...DESTROYED_STATE, 'edison.procedure.substep-6.destroyed-continuous-effects-stop'],
  },
  {
    slug: 'instead-replacement-performed',
    action: 'apply',
    title: 'An "instead" action chosen during damage calculation is carried out now',
    text: 'If a player chose, during damage calculation, to perform an action instead of a monster being destroyed by the battle, that action is performed immediately after damage calculation.',
    citations: [],
    examples: [ex('Return of the Dragon Lords'), ex('Vicious Claw'), ex('The Six Samurai - Irou'), ex('Earthbound Immortal Cusillu'), ex('Fighting Spirit')],
    seed: { document: '000', section: 'Perform damage calculation; 002: End of the Damage Step' },
    seedDecision:
      '002 performs the action at the end of the Damage Step (UDE rulings on The Six Samurai - Irou and Fighting Spirit; Ancient Prophecy ruling on Earthbound Immortal Cusillu). Followed 000, the newer revision, which performs it right after damage calculation.',
    related: ['procedure.during-damage-calculation.instead-replacement-chosen'],
  },
  {
    slug: 'self-destroying-continuous-effects-apply',
    action: 'apply',
    operations: ['self-destroy'],
    title: 'A monster whose Continuous effect destroys itself is destroyed now if the condition still holds',
    text: 'If such a monster came through damage calculation without being determined to be destroyed by battle, its self-destroying Continuous effect applies now, and destroys it if its condition is still met.',
    citations: [UDE_KOZAKY, UDE_ZOMBIE_MAMMOTH],
    examples: [ex('Giant Kozaky'), ex('Zombie Mammoth')],
    related: ['procedure.before-damage-calculation.self-destroying-continuous-effects-wait', 'edison.procedure.substep-5.apply-non-atk-def-effects'],
  },
  {
    slug: 'rivalry-and-gozen-send',
    action: 'send',
    title: 'A monster flipped in this Damage Step that "Rivalry of Warlords" or "Gozen Match" does not allow is sent to the GY now',
    text: 'While "Rivalry of Warlords" or "Gozen Match" is still active, a monster flipped face-up during this Damage Step whose Type or Attribute clashes with a monster already face-up is sent to the GY at this point. Because the Trap sends it rather than the battle destroying it, effects that need a monster destroyed by battle and sent to the GY do not activate; its Flip effect still does.',
    citations: [RIVALRY_FAQ],
    examples: [ex('Rivalry of Warlords'), ex('Gozen Match')],
    related: ['procedure.before-damage-calculation.type-and-name-conflicts-wait', 'destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers'],
  },
  {
    slug: 'name-conflict-destroyed',
    action: 'apply',
    title: 'A monster flipped in this Damage Step whose name conflicts under a "You can only control 1" effect is destroyed now',
    text: 'If a monster turned face-up during this Damage Step conflicts by name with a monster already face-up, under an Unclassified effect such as "You can only control 1 ..." or "There can only be 1 ... on the field" (its own or another face-up monster\'s), it is destroyed immediately — unless it was already destroyed by the battle.',
    citations: [UDE_AMAZONESS_TIGER, cite('konami.db-faq.9560'), cite('konami.card-rulings.raging-battle-1.2', 'Earthbound Immortal Aslla piscu')],
    examples: [ex('Malefic Blue-Eyes White Dragon'), ex('Amazoness Tiger'), ex('Earthbound Immortal Aslla piscu')],
    related: ['procedure.before-damage-calculation.type-and-name-conflicts-wait'],
  },
  {
    slug: 'flip-and-battle-triggers',
    action: 'activate',
    operations: ['flip-effects', 'battle-damage-triggers'],
    title: 'Effects timed "after damage calculation", battle damage triggers and Flip effects are activated now',
    text: 'This is the window for effects that name the after-damage-calculation timing, effects that respond to a player taking battle damage, and effects of a monster that was flipped face-up by the attack (Flip effects included), which waited since before damage calculation.',
    citations: [DS_ARTICLE, PRB_P110],
    examples: [ex('Wall of Illusion'), ex('Madolche Waltz'), ex('Don Zaloog'), ex('Damage Condenser')],
    related: [
      'activation.after-damage-calculation-effects',
      'activation.battle-damage-effects',
      'activation.optional-triggers-about-the-card-itself',
      'procedure.before-damage-calculation.flip-attack-target',
    ],
  },
]);

const END: RuleRecord[] = sequence('end-of-damage-step', 'End of the Damage Step', [
  {
    slug: 'send-destroyed-to-gy',
    action: 'send',
    operations: ['send-to-gy'],
    title: 'Monsters determined to be destroyed by battle are now sent to the GY (Pendulum Monsters to the Extra Deck face-up)',
    text: 'The monsters destroyed by battle finally leave the field. They go to the GY, except Pendulum Monsters, which are placed face-up in the Extra Deck, and monsters a card effect sends somewhere else.',
    citations: [DS_ARTICLE],
    related: ['procedure.during-damage-calculation.destroyed-not-sent-yet', 'edison.procedure.substep-7.send-destroyed-to-gy'],
  },
  {
    slug: 'activation-window',
    action: 'activate',
    operations: ['destroyed-by-battle-triggers'],
    title: 'Effects timed "at the end of the Damage Step" and effects that respond to destruction by battle are activated now',
    text: [
      'This is the window for effects that name the end of the Damage Step and for effects that respond to a monster being destroyed by battle.',
      '',
      'With Problem-Solving Card Text, an effect triggered by a monster being destroyed, without saying how, may also be activated here — unless its text says "(except during the Damage Step)".',
    ].join('\n'),
    citations: [DS_ARTICLE, PRB_P110, cite('konami.db-qa.6494')],
    examples: [
      ex('Amazoness Sage'),
      ex('Enlightenment'),
      ex('Grenosaurus'),
      ex('Hero Signal'),
      ex('Chthonian Blast', 'destruction without a method named'),
      ex('Seismic Shockwave', 'excluded by "(except during the Damage Step)"'),
    ],
    related: ['activation.end-of-damage-step-effects', 'activation.destroyed-by-battle-effects', 'activation.destroyed-without-method-at-end', 'activation.except-during-the-damage-step'],
  },
  {
    slug: 'until-end-effects-expire',
    action: 'expire',
    operations: ['expire'],
    title: 'Effects that last "until the end of the Damage Step" or apply "during the Damage Step" stop applying',
    text: 'When the players agree to move on to the Battle Step, effects that last until the end of the Damage Step, and effects that apply only during the Damage Step, end.',
    citations: [DS_ARTICLE, cite('konami.card-rulings.raging-battle-1.2', 'Torapart')],
    examples: [ex('Torapart'), ex('Steamroid'), ex('Double or Nothing!')],
    seed: { document: '000', section: 'End of the Damage Step (the "during the Damage Step" effects from 002)' },
    related: ['procedure.start-of-damage-step.during-damage-step-effects-apply'],
  },
  {
    slug: 'return-to-battle-step',
    action: 'end',
    operations: ['end'],
    title: 'With nothing left to activate or resolve, the Damage Step ends and the Battle Step begins again',
    text: 'Once no more effects are waiting to be activated or resolved, the Damage Step is over and the game automatically goes back to the Battle Step.',
    citations: [DS_ARTICLE],
  },
]);

export const PROCEDURE_RULES: RuleRecord[] = [...START, ...BEFORE, ...DURING, ...AFTER, ...END];
