import { getTiming } from '../timings';
import type { ModernTimingId, RuleRecord, TriggerEvent } from '../types';
import {
  ALL_EDISON, ALL_MODERN, DS_ARTICLE, FROM_DAMAGE_CALCULATION, PRB_DAMAGE_STEP, PRB_P110, PRB_P112,
  RULEBOOK_P41, UNTIL_DAMAGE_CALCULATION, cite, ex, rule,
} from './build';

// Which cards and effects may be activated in the Damage Step. The engine applies every record
// whose `applies.match` holds for an effect at a timing: one permission is enough, and a
// prohibition beats all permissions. `not-sufficient` records explain why a characteristic that
// looks relevant does not, on its own, permit activation.

const BOTH_RULESETS_ALL = [...ALL_MODERN, ...ALL_EDISON];
const INHERENT_EVENTS = [
  'start-of-damage-step', 'start-or-before-damage-calculation', 'before-damage-calculation', 'during-damage-calculation',
  'after-damage-calculation', 'battle-damage', 'destroyed-by-battle', 'monster-destroyed-any-method', 'end-of-damage-step', 'any-damage',
] as const;
const SELF_EVENTS = ['self-moved', 'self-flipped-face-up', 'self-position-changed'] as const;
const TRIGGERS = ['trigger', 'trigger-like', 'flip'] as const;

export const PRECEDENCE_RULE_ID = 'activation.one-permission-suffices-prohibition-wins';
export const NO_PERMISSION_RULE_ID = 'activation.only-listed-cards-and-effects';
export const NO_ACTIVATED_EFFECT_RULE_ID = 'activation.card-has-no-activated-effect';
export const EVENT_GATE_RULE_ID = 'gate.activation-event-must-be-possible';
export const NOT_READ_RULE_ID = 'gate.effect-not-read';

/**
 * The Edison format plays with the rulings of its time (early 2010): a ruling or list entry that
 * existed then applies to the Edison substeps as well, at the substeps of the same timings.
 */
function alsoEdison(r: RuleRecord, why: string): RuleRecord {
  const edison = r.timings.flatMap((t) => ALL_EDISON.filter((s) => getTiming(s)?.modern.includes(t as ModernTimingId)));
  return { ...r, ruleset: 'both', timings: [...r.timings, ...new Set(edison)], seedDecision: [r.seedDecision, `Applied to Edison as well: ${why}`].filter(Boolean).join(' ') };
}

const general: RuleRecord[] = [
  rule({
    id: NO_PERMISSION_RULE_ID, kind: 'activation-note', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'Only the kinds of cards and effects on the Damage Step list may be activated, and this one matches none of them',
    text: 'The Damage Step is closed to most activations. A card or effect may be activated there only when at least one entry of the list applies to it: Counter Traps, mandatory effects, fast effects that negate an activation, direct ATK/DEF modifiers (until damage calculation), optional triggers about the card itself, effects whose timing belongs to the Damage Step, and cards that a specific ruling admits.',
    citations: [RULEBOOK_P41, PRB_DAMAGE_STEP], seed: { document: '000', section: 'Cards and effects that can be activated' },
    related: [PRECEDENCE_RULE_ID],
  }),
  rule({
    id: PRECEDENCE_RULE_ID, kind: 'precedence', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'A card needs only one permission; an explicit prohibition beats them all',
    text: 'Meeting one entry of the list is enough, even when the card fails every other entry. A card whose own text or ruling forbids activation in the Damage Step (for example "(except during the Damage Step)") cannot be activated there, whatever else would allow it.',
    citations: [], examples: [ex('Rope of Life', 'Summons a monster and changes only its ATK (not enough by itself), but its timing — a monster destroyed by battle and sent to the GY — belongs to the Damage Step, so it can be activated.')],
    seed: { document: '000', section: 'Cards and effects that can be activated (closing paragraph)' },
    related: ['activation.except-during-the-damage-step', NO_PERMISSION_RULE_ID],
  }),
  rule({
    id: NO_ACTIVATED_EFFECT_RULE_ID, kind: 'activation-note', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'This card has no effect that is activated, so there is nothing to activate',
    text: 'A card whose effects are all Continuous (or that has no effect) is never activated at any timing; its effects simply apply when their conditions are met.',
    citations: [cite('rulebook.v10', 'on monster effects (Continuous effects)'), cite('project.game-rules', 'Continuous effects are not activated')], seed: { document: 'game-facts', section: 'Activated or not' },
  }),
  rule({
    id: 'gate.spell-speed-1', kind: 'gate', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'Spell Speed 1 cards and effects are only activated in the Main Phase with no chain open',
    text: 'Normal, Continuous, Equip, Field and Ritual Spell Cards and Ignition effects are Spell Speed 1: they can never be activated in the Battle Phase, so never in the Damage Step, whatever they do.',
    citations: [cite('rulebook.v10', 'on Spell Speeds and chains'), cite('project.game-rules', 'Spell Speed')], seed: { document: 'game-facts', section: 'Spell Speed decides who can even be considered' },
    applies: { outcome: 'prohibit', match: { anyOf: [
      { activation: ['card'], cardSubtype: ['normal-spell', 'continuous-spell', 'equip-spell', 'field-spell', 'ritual-spell'] },
      { effectKind: ['ignition', 'ignition-like'] },
    ] } },
  }),
  rule({
    id: EVENT_GATE_RULE_ID, kind: 'gate', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'The event this effect waits for cannot happen at this timing',
    text: 'An effect with an activation condition can only be activated when its event can occur. Attack declarations, Normal, Tribute and Flip Summons, phase changes and the normal draw never happen inside the Damage Step; a battle\'s own events happen only at their own timing (for example battle damage after damage calculation, destruction by battle at the end of the Damage Step).',
    citations: [cite('rulebook.v10', 'on monster effects (Trigger and Flip effects)'), DS_ARTICLE, cite('project.game-rules', 'An activated effect needs its event')], seed: { document: 'game-facts', section: 'A Trigger effect needs its event to be possible' },
    related: ['procedure.after-damage-calculation.flip-and-battle-triggers'],
    applies: { outcome: 'prohibit', match: { eventImpossibleHere: true } },
  }),
  rule({
    id: 'gate.continuous-effects-are-not-activated', kind: 'gate', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'Continuous effects are never activated; they apply',
    text: 'A Continuous (or Continuous-like, or unclassified) effect is not activated at any timing. "Gains 1000 ATK during damage calculation only" applies then; it is not something a player activates.',
    citations: [cite('rulebook.v10', 'on monster effects (Continuous effects)'), cite('project.game-rules', 'Continuous effects are not activated')], seed: { document: 'game-facts', section: 'Activated or not' },
    applies: { outcome: 'prohibit', match: { activation: ['effect'], effectKind: ['continuous', 'continuous-like', 'unclassified'] } },
  }),
  rule({
    id: NOT_READ_RULE_ID, kind: 'gate', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'The reader could not tell when this effect is activated, so the answer does not count it',
    text: 'A card read from its text may have an effect whose activation condition matches none of the wordings the reader knows. Rather than guess, the answer leaves that effect out: it is shown as not read, with low confidence, and the card\'s verdict stands on the effects that were read. Check the card\'s rulings for that effect.',
    citations: [cite('project.card-text-reader')], seed: { document: 'project', section: 'Never guess silently' },
    applies: { outcome: 'prohibit', match: { notRead: true } },
  }),
  rule({
    id: 'activation.except-during-the-damage-step', kind: 'activation-prohibition', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'The text says "(except during the Damage Step)", which forbids activation there',
    text: 'Some cards state that they cannot be activated during the Damage Step. That statement overrides every reason that would otherwise allow the activation.',
    citations: [], examples: [ex('Seismic Shockwave', 'Its condition (a monster destroyed) could otherwise be met at the end of the Damage Step, but its text excludes the Damage Step.')],
    seed: { document: '000', section: 'Cards and effects that can be activated; End of the Damage Step' },
    related: [PRECEDENCE_RULE_ID, 'activation.destroyed-without-method-at-end'],
    applies: { outcome: 'prohibit', match: { exceptDuringDamageStep: true } },
  }),
];

const listed: RuleRecord[] = [
  rule({
    id: 'activation.counter-trap-cards', kind: 'activation-permission', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'Counter Trap Cards may be activated at any timing of the Damage Step',
    text: 'Counter Traps (Spell Speed 3) are on the Damage Step list: they can be activated throughout the step, provided the thing they respond to happens.',
    citations: [RULEBOOK_P41, PRB_DAMAGE_STEP], seed: { document: '000', section: 'Cards and effects that can be activated' },
    seedDecision: 'Applied to Edison as well: the compendium lists only what its substeps add, and Counter Traps were already on the Damage Step list.',
    applies: { outcome: 'permit', match: { activation: ['card'], cardSubtype: ['counter-trap'] } },
  }),
  rule({
    id: 'activation.mandatory-effects', kind: 'activation-permission', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'Mandatory effects activate whenever their event happens, Damage Step included',
    text: 'An activated effect that is not optional (no "You can") must be activated when its condition is met, at any timing of the Damage Step.',
    citations: [PRB_DAMAGE_STEP], examples: [ex('Doomcaliber Knight')], seed: { document: '000', section: 'Cards and effects that can be activated' },
    seedDecision: 'Applied to Edison as well (see activation.counter-trap-cards).',
    applies: { outcome: 'permit', match: { activation: ['effect'], mandatory: true, effectKind: ['trigger', 'trigger-like', 'flip', 'quick', 'quick-like'] } },
  }),
  rule({
    id: 'activation.negate-activation', kind: 'activation-permission', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'Fast effects that negate the activation of a card or effect may be activated',
    text: 'A Quick or Quick-like effect (including a Spell/Trap activated at fast-effect speed) that negates an activation may be used at any timing of the Damage Step.',
    citations: [PRB_P112, cite('ude.card-rulings.s-t', 'Stardust Dragon'), cite('ude.card-rulings.l-o', 'Maryokutai'), cite('konami.card-rulings.storm-of-ragnarok-1.0', 'Legendary Six Samurai - Shi En'), cite('konami.db-qa.13287')],
    examples: [ex('Stardust Dragon'), ex('Maryokutai'), ex('Legendary Six Samurai - Shi En')],
    seed: { document: '000', section: 'Cards and effects that can be activated' },
    seedDecision: '000 says "fast effects"; 002 says "Monster and Trap effects". Followed 000 (the newer revision), which also covers Quick-Play Spells.',
    related: ['activation.continuous-trap-negation-same-chain-link'],
    applies: { outcome: 'permit', match: { effectKind: ['quick', 'quick-like'], doesAny: ['negate-activation'] } },
  }),
  rule({
    id: 'activation.continuous-trap-negation-same-chain-link', kind: 'activation-condition', ruleset: 'modern', timings: ALL_MODERN,
    title: 'A Continuous Trap with an optional negating effect may be activated if that effect is activated in the same Chain Link',
    text: 'A Set Continuous Trap whose optional effect negates activations may be activated in the Damage Step, but only together with that effect in the same Chain Link.',
    citations: [cite('konami.db-qa.13287')], examples: [ex('Altergeist Protocol')],
    seed: { document: '002', section: 'Cards and effects that can be activated (negation)' },
    related: ['activation.negate-activation'],
    applies: { outcome: 'permit-with-condition', condition: 'only if its negating effect is activated in the same Chain Link as the card', match: { activation: ['card'], cardSubtype: ['continuous-trap'], sameChainLinkEffect: { mandatory: false, doesAny: ['negate-activation'] } } },
  }),
];

const atkDef: RuleRecord[] = [
  rule({
    id: 'activation.atk-def-modifiers-until-damage-calculation', kind: 'activation-permission', ruleset: 'modern', timings: UNTIL_DAMAGE_CALCULATION,
    title: 'Fast cards and effects that directly change ATK/DEF may be activated until damage calculation',
    text: 'Spell/Trap Cards and Quick or Quick-like effects that directly change a monster\'s ATK or DEF — raise, lower, set to a value, swap — may be activated at the start of the Damage Step and before damage calculation. The monster changed need not be one that is battling.',
    citations: [RULEBOOK_P41, PRB_P112, PRB_DAMAGE_STEP, cite('konami.card-rulings.storm-of-ragnarok-1.0', 'Forbidden Lance'), cite('konami.card-rulings.extreme-victory-1.2', 'TGX1-HL'), cite('konami.card-rulings.absolute-powerforce-1.0', 'Inverse Universe'), cite('konami.card-rulings.shining-darkness-1.0', 'Blackwing - Bombardment')],
    examples: [ex('Forbidden Lance'), ex('TGX1-HL'), ex('Inverse Universe'), ex('Blackwing - Bombardment', 'may target a monster that is not battling')],
    seed: { document: '000', section: 'Start of the Damage Step; Before damage calculation; Cards and effects that can be activated' },
    related: ['activation.atk-def-modifiers-end-at-damage-calculation', 'activation.atk-def-indirect-not-sufficient', 'activation.trigger-atk-def-not-sufficient'],
    applies: { outcome: 'permit', match: { effectKind: ['quick', 'quick-like'], doesAny: ['atk-def-direct'], not: { activation: ['card'], cardSubtype: ['continuous-trap'] } } },
  }),
  rule({
    id: 'activation.atk-def-modifiers-end-at-damage-calculation', kind: 'activation-note', ruleset: 'modern', timings: FROM_DAMAGE_CALCULATION,
    title: 'From damage calculation on, changing ATK/DEF no longer allows an activation',
    text: 'The permission for direct ATK/DEF modifiers ends when damage calculation begins: during damage calculation and for the rest of the Damage Step they cannot be activated for that reason.',
    citations: [RULEBOOK_P41, PRB_DAMAGE_STEP, cite('konami.card-rulings.raging-battle-1.2', 'Forbidden Chalice')],
    examples: [ex('Forbidden Chalice')], seed: { document: '000', section: 'Perform damage calculation' },
    related: ['activation.atk-def-modifiers-until-damage-calculation'],
    applies: { outcome: 'not-sufficient', match: { doesAny: ['atk-def-direct'], anyOf: [{ effectKind: ['quick', 'quick-like'] }, { activation: ['card'], cardKind: ['trap'] }] } },
  }),
  rule({
    id: 'activation.atk-def-indirect-not-sufficient', kind: 'activation-note', ruleset: 'modern', timings: ALL_MODERN,
    title: 'Changing ATK/DEF only indirectly does not allow activation',
    text: 'Cards and effects that can change ATK/DEF only indirectly (by negating or reversing other effects, for example) do not qualify as ATK/DEF modifiers.',
    citations: [cite('ude.card-rulings.p-r', 'Reverse Trap'), cite('ude.card-rulings.s-t', 'Skill Drain')],
    examples: [ex('Reverse Trap'), ex('Skill Drain')], seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    related: ['activation.atk-def-modifiers-until-damage-calculation'],
    applies: { outcome: 'not-sufficient', match: { doesAny: ['atk-def-indirect'], not: { doesAny: ['atk-def-direct'] } } },
  }),
  rule({
    id: 'activation.atk-def-maybe-not-at-resolution-not-sufficient', kind: 'activation-note', ruleset: 'modern', timings: ALL_MODERN,
    title: 'An effect that might not change ATK/DEF when it resolves does not qualify',
    text: 'If whether ATK/DEF changes depends on a choice or outcome at resolution, the card is not an ATK/DEF modifier for the Damage Step.',
    citations: [cite('konami.card-rulings.crimson-crisis-2.0', 'Half or Nothing')], examples: [ex('Half or Nothing')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    applies: { outcome: 'not-sufficient', match: { doesAny: ['atk-def-maybe-not-at-resolution'] } },
  }),
  rule({
    id: 'activation.atk-def-of-summoned-monster-not-sufficient', kind: 'activation-note', ruleset: 'modern', timings: ALL_MODERN,
    title: 'Special Summoning a monster and changing only its ATK/DEF does not qualify',
    text: 'A card that Special Summons a monster and modifies the ATK/DEF of that monster alone is not an ATK/DEF modifier for the Damage Step.',
    citations: [cite('ude.forum.reverse-of-neos')], examples: [ex('Powerful Rebirth'), ex('Reverse of Neos'), ex('Rope of Life', 'allowed for another reason')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    applies: { outcome: 'not-sufficient', match: { doesAny: ['atk-def-only-summoned-monster'] } },
  }),
  rule({
    id: 'activation.trap-equips-itself-atk-def', kind: 'activation-permission', ruleset: 'modern', timings: UNTIL_DAMAGE_CALCULATION,
    title: 'A Trap that equips itself and directly changes the equipped monster\'s ATK/DEF may be activated until damage calculation',
    text: 'A Trap Card that becomes an Equip Card and has a Continuous-like effect directly changing the equipped monster\'s ATK/DEF qualifies as an ATK/DEF modifier.',
    citations: [cite('konami.card-rulings.duelist-revolution-1.0', 'Horn of the Phantom Beast')], examples: [ex('Horn of the Phantom Beast')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    related: ['activation.atk-def-modifiers-until-damage-calculation'],
    applies: { outcome: 'permit', match: { activation: ['card'], cardKind: ['trap'], doesAll: ['equips-itself', 'atk-def-direct'] } },
  }),
  alsoEdison(rule({
    id: 'activation.continuous-trap-quick-like-atk-def-same-chain-link', kind: 'activation-condition', ruleset: 'modern', timings: UNTIL_DAMAGE_CALCULATION,
    title: 'A Continuous Trap with an optional Quick-like ATK/DEF effect may be activated until damage calculation, with that effect in the same Chain Link',
    text: 'A Set Continuous Trap whose optional Quick-like effect directly changes ATK/DEF can be activated in the Damage Step up to damage calculation, but only if that effect is activated and resolved in the same Chain Link as the card. Neither the card nor the effect can be activated during damage calculation.',
    citations: [cite('konami.card-rulings.raging-battle-1.2', 'Attack of the Cornered Rat')], examples: [ex('Attack of the Cornered Rat')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    seedDecision: 'The Raging Battle ruling also allowed it during damage calculation; both seeds note that the Damage Step Rules article and Rulebook v9.1 p. 33 superseded that part.',
    related: ['activation.atk-def-modifiers-until-damage-calculation'],
    applies: { outcome: 'permit-with-condition', condition: 'only if its effect is activated in the same Chain Link as the card', match: { activation: ['card'], cardSubtype: ['continuous-trap'], sameChainLinkEffect: { effectKind: ['quick-like'], mandatory: false, doesAny: ['atk-def-direct'] } } },
  }), 'the Raging Battle ruling (May 2009) predates the format, and the compendium admits Traps that affect ATK/DEF in substeps 1–3.'),
  rule({
    id: 'activation.continuous-trap-continuous-like-atk-def', kind: 'activation-permission', ruleset: 'modern', timings: UNTIL_DAMAGE_CALCULATION,
    title: 'A Continuous Trap whose Continuous-like effect directly changes ATK/DEF may be activated until damage calculation',
    text: 'Such a Trap may be activated even when its effect would change no monster right now (no suitable monster, the wrong turn, or a condition not yet met), as long as the change could happen in the Damage Step.',
    citations: [cite('konami.card-rulings.storm-of-ragnarok-1.0', 'Token Stampede')],
    examples: [ex('Fire Formation - Kaiyo'), ex('Dark Contract with the Witch', 'even on your own turn or with no Fiend monster'), ex('Unpossessed', 'even when a non-"Familiar-Possessed" monster attacks'), ex('Chosen of Zefra', 'even with fewer than 3 face-up "Zefra" monsters in the Extra Deck')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    related: ['activation.atk-def-never-in-damage-step-not-sufficient', 'activation.continuous-trap-same-chain-link-effect-needs-own-permission'],
    applies: { outcome: 'permit', match: { activation: ['card'], cardSubtype: ['continuous-trap'], effectKind: ['continuous-like'], doesAny: ['atk-def-direct'] } },
  }),
  rule({
    id: 'activation.atk-def-never-in-damage-step-not-sufficient', kind: 'activation-note', ruleset: 'modern', timings: ALL_MODERN,
    title: 'An ATK/DEF change whose condition can never be met in the Damage Step does not qualify',
    text: 'A Trap whose Continuous-like effect changes ATK/DEF only at a moment that never occurs in the Damage Step (rather than when the Trap resolves) is not an ATK/DEF modifier there.',
    citations: [cite('ude.card-rulings.s-t', 'Swift Samurai Storm!')], examples: [ex('Swift Samurai Storm!')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    applies: { outcome: 'not-sufficient', match: { doesAny: ['atk-def-never-in-damage-step'] } },
  }),
  rule({
    id: 'activation.continuous-trap-same-chain-link-effect-needs-own-permission', kind: 'activation-note', ruleset: 'modern', timings: ALL_MODERN,
    title: 'The Quick-like effect of a Continuous Trap needs its own reason to be activated with the card in the Damage Step',
    text: 'When a Continuous Trap is activated in the Damage Step because its Continuous-like effect changes ATK/DEF, its Quick-like effect cannot be activated in the same Chain Link unless that effect has its own permission.',
    citations: [cite('konami.db-faq.13429')], examples: [ex('Dark Contract with the Witch')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    applies: { outcome: 'not-sufficient', match: { activation: ['effect'], cardSubtype: ['continuous-trap'], effectKind: ['quick-like'] } },
  }),
  rule({
    id: 'activation.trigger-atk-def-not-sufficient', kind: 'activation-note', ruleset: 'modern', timings: ALL_MODERN,
    title: 'An optional Trigger effect that changes ATK/DEF is not allowed for that reason',
    text: 'The ATK/DEF permission covers Spell/Trap Cards and Quick or Quick-like effects only. An optional Trigger or Trigger-like effect that changes ATK/DEF gains nothing from it.',
    citations: [], examples: [ex('Morpho Butterspy'), ex('Performapal Turn Toad')],
    seed: { document: '000', section: 'Cards and effects that can be activated (ATK/DEF)' },
    applies: { outcome: 'not-sufficient', match: { effectKind: ['trigger', 'trigger-like'], mandatory: false, doesAny: ['atk-def-direct'] } },
  }),
];

const triggers: RuleRecord[] = [
  rule({
    id: 'activation.optional-triggers-about-the-card-itself', kind: 'activation-permission', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'Optional triggers about the card itself (moved, flipped face-up, battle position changed) may be activated',
    text: 'An optional Trigger or Trigger-like effect that responds to the card itself changing location (leaving the field included), being flipped face-up (Flip effects included), or having its battle position changed can be activated in the Damage Step.',
    citations: [PRB_DAMAGE_STEP, PRB_P110, DS_ARTICLE, cite('konami.card-rulings.ancient-prophecy-1.0', 'Minefieldriller'), cite('ude.card-rulings.u-z', 'Yubel'), cite('konami.db-qa.6092'), cite('ude.card-rulings.a-c', 'Cyber Ouroboros'), cite('konami.card-rulings.duelist-revolution-1.0', 'Earthquake Giant')],
    examples: [ex('Minefieldriller'), ex('Yubel'), ex('Watapon'), ex('Cyber Ouroboros'), ex('Earthquake Giant')],
    seed: { document: '000', section: 'Cards and effects that can be activated (Trigger effects)' },
    seedDecision: 'Applied to Edison as well (see activation.counter-trap-cards).',
    related: ['activation.self-trigger-normal-or-fusion-summon-excluded', 'activation.optional-triggers-about-other-cards'],
    applies: { outcome: 'permit', match: { effectKind: [...TRIGGERS], mandatory: false, eventSubject: ['self'], event: [...SELF_EVENTS], not: { doesAny: ['normal-summon', 'fusion-summon'] } } },
  }),
  rule({
    id: 'activation.self-trigger-normal-or-fusion-summon-excluded', kind: 'activation-note', ruleset: 'modern', timings: ALL_MODERN,
    title: 'An optional trigger about the card itself that performs a Normal or Fusion Summon is not allowed for that reason',
    text: 'The permission for triggers about the card itself does not extend to an effect that Normal Summons or Fusion Summons.',
    citations: [cite('konami.db-qa.16271'), cite('konami.db-qa.12744')], examples: [ex('Proof of Pruflas'), ex('Fusion Parasite')],
    seed: { document: '000', section: 'Cards and effects that can be activated (Trigger effects)' },
    seedDecision: '002 names only Fusion Summons (citing the 2016 Fusion Parasite Q&A); 000, the newer revision, adds Normal Summons from the 2021 Proof of Pruflas Q&A. Followed 000.',
    applies: { outcome: 'not-sufficient', match: { effectKind: [...TRIGGERS], mandatory: false, eventSubject: ['self'], doesAny: ['normal-summon', 'fusion-summon'] } },
  }),
  rule({
    id: 'activation.optional-triggers-about-other-cards', kind: 'activation-note', ruleset: 'both', timings: BOTH_RULESETS_ALL,
    title: 'An optional trigger about other cards, whose event can happen in or out of the Damage Step, is not allowed',
    text: 'Optional Trigger and Trigger-like effects whose condition concerns other cards ("if a monster is destroyed", "is added to the hand", "is Special Summoned") — or the card itself *and/or* other cards — cannot be activated in the Damage Step. In Problem-Solving Card Text such effects usually say "(except during the Damage Step)".',
    citations: [cite('konami.card-rulings.starstrike-blast-1.1', 'Scrap Searcher')],
    examples: [ex('Revival Rose'), ex('Ambulanceroid'), ex('Cyber Dinosaur'), ex('Madolche Chickolates', 'responds to itself or other cards')],
    seed: { document: '000', section: 'Cards and effects that can be activated (Trigger effects)' },
    applies: { outcome: 'not-sufficient', match: { effectKind: ['trigger', 'trigger-like'], mandatory: false, eventSubject: ['others', 'self-or-others'], eventInherentHere: false } },
  }),
];

function windowRule(id: string, title: string, text: string, timings: RuleRecord['timings'], events: TriggerEvent[], citations: RuleRecord['citations'], examples: RuleRecord['examples'], section: string): RuleRecord {
  return rule({
    id, kind: 'activation-permission', ruleset: 'modern', timings, title, text, citations, examples,
    seed: { document: '000', section }, related: ['activation.continuous-trap-damage-step-effect-same-chain-link'],
    applies: { outcome: 'permit', match: { event: events, not: { activation: ['card'], cardSubtype: ['continuous-trap'] } } },
  });
}

const windows: RuleRecord[] = [
  windowRule('activation.start-of-damage-step-effects', 'Effects that activate "at the start of the Damage Step" may be activated then',
    'An effect whose timing is the start of the Damage Step is activated at that timing.',
    ['start-of-damage-step'], ['start-of-damage-step'], [DS_ARTICLE, cite('ude.card-rulings.d-e', 'Disciple of the Forbidden Spell'), cite('konami.db-qa.6594'), cite('konami.db-qa.8343'), cite('konami.card-rulings.extreme-victory-1.2', 'Blackwing - Jin the Rain Shadow'), cite('konami.db-qa.9437')],
    [ex('Neo-Spacian Grand Mole'), ex('Follow Wing'), ex('Gundari'), ex('Nanobreaker'), ex('Ally of Justice Reverse Break'), ex('Disciple of the Forbidden Spell'), ex('Core Blaster'), ex('Blackwing - Jin the Rain Shadow')],
    'Start of the Damage Step'),
  windowRule('activation.without-damage-calculation-older-text', 'Older texts that act "without applying damage calculation" activate at the start of the Damage Step or before damage calculation',
    'On a card without Problem-Solving Card Text, "without (applying) damage calculation" means the effect is activated either at the start of the Damage Step or before damage calculation. Many such cards tell which (by naming the timing, by whether the battling monster is face-up or face-down, or by saying it is not flipped); the rest were ruled individually.',
    ['start-of-damage-step', 'before-damage-calculation'], ['start-or-before-damage-calculation'], [DS_ARTICLE, cite('ude.card-rulings.d-e', 'Disc Fighter'), cite('konami.db-qa.5970.2015')],
    [ex('Gundari'), ex('Disc Fighter')], 'Start of the Damage Step; Before damage calculation'),
  windowRule('activation.before-damage-calculation-effects', 'Effects that activate "before damage calculation" may be activated then',
    'An effect whose timing is "before damage calculation" is activated at that timing, after the attack target has been flipped face-up.',
    ['before-damage-calculation'], ['before-damage-calculation'], [DS_ARTICLE, cite('ude.card-rulings.d-e', 'Disc Fighter'), cite('konami.db-qa.5970.2015')],
    [ex('Drillroid'), ex('Performapal Barracuda'), ex('Disc Fighter', 'older text, ruled to be before damage calculation')], 'Before damage calculation'),
  windowRule('activation.during-damage-calculation-effects', 'Effects that activate "during damage calculation" may be activated then',
    'An effect whose timing is damage calculation is activated then, before the damage is computed.',
    ['during-damage-calculation'], ['during-damage-calculation'], [DS_ARTICLE], [ex('Kuriboh'), ex('Forbidden Scripture')], 'Perform damage calculation'),
  windowRule('activation.after-damage-calculation-effects', 'Effects that activate "after damage calculation" may be activated then',
    'An effect whose timing is "after damage calculation" is activated at that timing.',
    ['after-damage-calculation'], ['after-damage-calculation'], [DS_ARTICLE], [ex('Wall of Illusion'), ex('Madolche Waltz'), ex('Performapal Fire Mufflerlion')], 'After damage calculation'),
  windowRule('activation.battle-damage-effects', 'Effects that activate when battle damage is inflicted may be activated after damage calculation',
    'Effects that respond to a player taking (or a monster inflicting) battle damage are activated after damage calculation.',
    ['after-damage-calculation'], ['battle-damage'], [DS_ARTICLE], [ex('Don Zaloog'), ex('Damage Condenser')], 'After damage calculation'),
  windowRule('activation.end-of-damage-step-effects', 'Effects that activate "at the end of the Damage Step" may be activated then',
    'An effect whose timing is the end of the Damage Step is activated then.',
    ['end-of-damage-step'], ['end-of-damage-step'], [DS_ARTICLE, PRB_P110], [ex('Amazoness Sage'), ex('Enlightenment')], 'End of the Damage Step'),
  windowRule('activation.destroyed-by-battle-effects', 'Effects that activate when a monster is destroyed by battle may be activated at the end of the Damage Step',
    'Once monsters destroyed by battle are sent to the GY at the end of the Damage Step, effects that respond to destruction by battle are activated.',
    ['end-of-damage-step'], ['destroyed-by-battle'], [DS_ARTICLE, PRB_P110], [ex('Grenosaurus'), ex('Hero Signal'), ex('Rope of Life')], 'End of the Damage Step'),
  windowRule('activation.destroyed-without-method-at-end', 'An effect that responds to a monster being destroyed, by any method, may be activated at the end of the Damage Step',
    'With Problem-Solving Card Text, an effect whose condition is a monster being destroyed, without saying how, can respond to destruction by battle at the end of the Damage Step — unless it says "(except during the Damage Step)".',
    ['end-of-damage-step'], ['monster-destroyed-any-method'], [cite('konami.db-qa.6494')], [ex('Chthonian Blast'), ex('Seismic Shockwave', 'excluded by its text')], 'End of the Damage Step'),
  alsoEdison(rule({
    ...windowRule('activation.damage-step-window-effects', 'Effects whose window is "during the Damage Step" may be activated in it',
      'An effect that may be activated only "during the Damage Step" names a window that exists nowhere else, so it counts as an effect with a Damage Step timing.',
      ALL_MODERN, ['during-damage-step'], [], [], 'Cards and effects that can be activated (Damage Step timings)'),
    seedDecision: 'The seeds list phrases naming the Damage Step\'s own timings; a window spanning the whole Damage Step is read the same way. This is the project\'s reading: the seeds name no card with such a window. An effect of that window that changes ATK/DEF is left to the ATK/DEF rules (until damage calculation), as the seeds say such effects in general end there.',
    applies: { outcome: 'permit', match: { event: ['during-damage-step'], not: { doesAny: ['atk-def-direct'] } } },
  }), 'the window exists in every substep.'),
  alsoEdison(windowRule('activation.damage-effects', 'Effects that respond to damage of any kind count as Damage Step effects',
    'An effect activated when a player takes damage — not only battle damage — has a timing specific to the Damage Step and may be activated there.',
    ALL_MODERN, ['any-damage'], [], [ex('Blackfeather Darkrage Dragon'), ex('Attack and Receive'), ex('Numinous Healer')], 'Cards and effects that can be activated (Damage Step timings)'), 'damage can be inflicted in any substep, and an effect answering it has a Damage Step timing there too.'),
];

// Older texts that say "without (applying) damage calculation" read as either of the two timings
// before damage calculation; for the cards the seeds name, a ruling fixes which one. These records
// apply only to effects that name them in `rulings`, and rule out the other timing.
const WITHOUT_DAMAGE_CALCULATION_RULED: RuleRecord[] = [
  rule({
    id: 'ruling.older-text-ruled-start-of-damage-step', kind: 'activation-prohibition', ruleset: 'both', timings: ['before-damage-calculation', 'substep-2', 'substep-3'],
    title: 'Rulings place this older "without damage calculation" effect at the start of the Damage Step, not before damage calculation',
    text: 'Its text cannot tell the start of the Damage Step from before damage calculation, and rulings say it activates at the start of the Damage Step; so it is not activated before damage calculation.',
    citations: [cite('ude.card-rulings.d-e', 'Disciple of the Forbidden Spell'), cite('konami.db-qa.6594'), cite('konami.db-qa.8343'), cite('konami.card-rulings.extreme-victory-1.2', 'Blackwing - Jin the Rain Shadow'), cite('konami.db-qa.9437')],
    examples: [ex('Disciple of the Forbidden Spell'), ex('Core Blaster'), ex('Blackwing - Jin the Rain Shadow')],
    seed: { document: '000', section: 'Start of the Damage Step' },
    seedDecision: '000 names Disciple of the Forbidden Spell and Core Blaster; 002 adds Blackwing - Jin the Rain Shadow. Both lists are followed.',
    related: ['activation.without-damage-calculation-older-text', 'activation.start-of-damage-step-effects'],
    applies: { outcome: 'prohibit', match: { namedInRulings: true } },
  }),
  rule({
    id: 'ruling.older-text-ruled-before-damage-calculation', kind: 'activation-prohibition', ruleset: 'both', timings: ['start-of-damage-step', 'substep-1'],
    title: 'Rulings place this older "without damage calculation" effect before damage calculation, not at the start of the Damage Step',
    text: 'Its text cannot tell the two timings apart, and rulings say it activates before damage calculation; so it is not activated at the start of the Damage Step.',
    citations: [cite('ude.card-rulings.d-e', 'Disc Fighter'), cite('konami.db-qa.5970.2015')],
    examples: [ex('Disc Fighter')],
    seed: { document: '000', section: 'Before damage calculation' },
    related: ['activation.without-damage-calculation-older-text', 'activation.before-damage-calculation-effects'],
    applies: { outcome: 'prohibit', match: { namedInRulings: true } },
  }),
];

const continuousTraps: RuleRecord[] = [
  rule({
    id: 'activation.continuous-trap-damage-step-effect-same-chain-link', kind: 'activation-condition', ruleset: 'modern', timings: ALL_MODERN,
    title: 'A Continuous Trap with an optional Damage Step-timed effect may be activated if that effect is activated in the same Chain Link',
    text: 'A Set Continuous Trap whose optional Trigger-like or Quick-like effect has a timing at least partly specific to the Damage Step can be activated there, at any timing where that effect\'s event can happen, provided that effect is activated in the same Chain Link as the card. "A monster destroyed by battle or card effect" is partly specific to the Damage Step and can happen at every timing of it (by a card effect).',
    citations: [cite('konami.card-rulings.duelist-revolution-1.0', 'Desperate Tag')], examples: [ex('Yang Zing Creation'), ex('Damage = Reptile')],
    seed: { document: '000', section: 'Cards and effects that can be activated (Damage Step timings)' },
    related: ['activation.continuous-trap-mandatory-damage-step-effect'],
    applies: { outcome: 'permit-with-condition', condition: 'only if its effect is activated in the same Chain Link as the card', match: { activation: ['card'], cardSubtype: ['continuous-trap'], sameChainLinkEffect: { mandatory: false, effectKind: ['trigger-like', 'quick-like'], event: [...INHERENT_EVENTS], eventImpossibleHere: false } } },
  }),
  rule({
    id: 'activation.continuous-trap-mandatory-damage-step-effect', kind: 'activation-prohibition', ruleset: 'modern', timings: ALL_MODERN,
    title: 'A Continuous Trap whose Damage Step-timed effect is mandatory cannot itself be activated in the Damage Step',
    text: 'If the Damage Step-timed Trigger-like effect of a Set Continuous Trap is mandatory, the card cannot be activated in the Damage Step, even to use that effect in the same Chain Link. (The seed marks this as an extrapolation from a consistent pattern of rulings.)',
    citations: [cite('konami.db-qa.4876'), cite('konami.db-qa.5986'), cite('konami.card-rulings.duelist-revolution-1.0', 'Howl of the Wild'), cite('konami.db-qa.10436')],
    examples: [ex("Robbin' Goblin"), ex('Backfire'), ex('Howl of the Wild'), ex('Xyz Tribalrivals')],
    seed: { document: '000', section: 'Cards and effects that can be activated (Damage Step timings)' },
    applies: { outcome: 'prohibit', match: { activation: ['card'], cardSubtype: ['continuous-trap'], sameChainLinkEffect: { mandatory: true, event: [...INHERENT_EVENTS] } } },
  }),
];

const destroyedByBattle: RuleRecord[] = [
  rule({
    id: 'destroyed-by-battle.no-optional-quick-effects', kind: 'destroyed-by-battle-state', ruleset: 'modern', timings: ['after-damage-calculation', 'end-of-damage-step'],
    title: 'A monster determined to be destroyed by battle cannot activate its optional Quick Effects',
    text: 'After damage calculation, until it is sent to the GY, a monster destroyed by battle cannot activate its optional Quick Effects.',
    citations: [cite('konami.db-faq.9497'), cite('ude.card-rulings.s-t', 'Stardust Dragon')], examples: [ex('Infernoid Devyaty'), ex('Stardust Dragon')],
    seed: { document: '000', section: 'After damage calculation' },
    related: ['destroyed-by-battle.not-a-cost-for-optional-activations'],
    applies: { outcome: 'prohibit', match: { sourceDestroyedByBattle: true, effectKind: ['quick'], mandatory: false } },
  }),
];

function specificRuling(id: string, card: string, outcome: 'permit' | 'prohibit', region: RuleRecord['region'], citations: RuleRecord['citations'], text: string, seed: RuleRecord['seed'], seedDecision?: string): RuleRecord {
  const title = outcome === 'permit'
    ? `A specific ruling allows "${card}" to be activated in the Damage Step${region === 'tcg' ? ' (TCG)' : ''}`
    : `A specific ruling forbids "${card}" in the Damage Step${region === 'both' ? '' : ` (${region.toUpperCase()})`}`;
  return rule({
    id, kind: outcome === 'permit' ? 'activation-permission' : 'activation-prohibition', ruleset: 'modern', region, timings: ALL_MODERN,
    title, text, citations, examples: [ex(card)], seed, ...(seedDecision ? { seedDecision } : {}),
    related: [PRECEDENCE_RULE_ID], applies: { outcome, match: { namedInRulings: true } },
  });
}

const UNIQUE_EXCEPTIONS = { document: '000' as const, section: 'Cards and effects that can be activated (ATK/DEF): unique exceptions' };
const SPECIFIC_ALLOWANCES = { document: '002' as const, section: 'Cards and effects that can be activated: cards allowed by specific rulings' };
const OCG_TCG = { document: '002' as const, section: 'Cards and effects that can be activated: OCG/TCG ruling differences' };

const specific: RuleRecord[] = [
  alsoEdison(specificRuling('ruling.evil-blast-not-in-damage-step', 'Evil Blast', 'prohibit', 'both', [cite('konami.card-rulings.absolute-powerforce-1.0', 'Evil Blast'), cite('konami.db-qa.7495')], 'Rulings state that "Evil Blast" cannot be activated during the Damage Step, although it would otherwise qualify.', UNIQUE_EXCEPTIONS), 'its first ruling (Absolute Powerforce, February 2010) predates the format.'),
  specificRuling('ruling.scrap-sheen-not-in-damage-step', 'Scrap Sheen', 'prohibit', 'tcg', [cite('konami.card-rulings.duelist-revolution-1.0', 'Scrap Sheen'), cite('konami.db-qa.8980')], 'In the TCG, "Scrap Sheen" cannot be activated during the Damage Step; the seeds mark this exception as TCG-only.', UNIQUE_EXCEPTIONS),
  specificRuling('ruling.zero-force-not-in-damage-step', 'Zero Force', 'prohibit', 'both', [cite('konami.card-rulings.storm-of-ragnarok-1.0', 'Zero Force'), cite('konami.db-qa.9355')], 'Rulings state that "Zero Force" cannot be activated during the Damage Step.', UNIQUE_EXCEPTIONS),
  specificRuling('ruling.curse-of-anubis-not-in-damage-step', 'Curse of Anubis', 'prohibit', 'both', [cite('konami.db-qa.6067')], '"Curse of Anubis" cannot be activated during the Damage Step: its DEF change is applied separately from its battle position change.', UNIQUE_EXCEPTIONS, '000 lists it among the unique exceptions; 002 lists it among cards that do not count as ATK/DEF modifiers, with the reason. Both agree it cannot be activated; the record gives 002\'s reason.'),
  specificRuling('ruling.rocket-hand-quick-like-not-in-damage-step', 'Rocket Hand', 'prohibit', 'both', [cite('konami.db-qa.11668')], 'The Quick-like effect of "Rocket Hand" cannot be activated during the Damage Step.', UNIQUE_EXCEPTIONS),
  specificRuling('ruling.desrook-archfiend-allowed', 'Desrook Archfiend', 'permit', 'both', [cite('ude.card-rulings.d-e', 'Desrook Archfiend'), cite('konami.db-qa.5775')], 'Rulings in both the TCG and the OCG allow "Desrook Archfiend" and its effect during the Damage Step, though no general entry covers it.', SPECIFIC_ALLOWANCES),
  specificRuling('ruling.verdant-sanctuary-allowed', 'Verdant Sanctuary', 'permit', 'both', [cite('konami.card-rulings.crimson-crisis-2.0', 'Verdant Sanctuary'), cite('konami.db-qa.8055')], '"Verdant Sanctuary" has no Problem-Solving Card Text and responds to other cards, yet rulings allow its effect during the Damage Step.', { document: '002', section: 'Cards and effects that can be activated (Trigger effects)' }),
  specificRuling('ruling.tcg.muko-allowed', 'Muko', 'permit', 'tcg', [cite('ude.card-rulings.l-o', 'Null and Void')], 'A TCG ruling allows "Muko" during the Damage Step.', SPECIFIC_ALLOWANCES, '002 cites the UDE [L-O] rulings entry, which the garbled copy labels "Null and Void".'),
  specificRuling('ruling.tcg.skull-meister-allowed', 'Skull Meister', 'permit', 'tcg', [cite('konami.card-rulings.starstrike-blast-1.1', 'Skull Meister')], 'A TCG ruling allows "Skull Meister" during the Damage Step.', SPECIFIC_ALLOWANCES),
  specificRuling('ruling.tcg.spell-reactor-re-allowed', 'Spell Reactor・RE', 'permit', 'tcg', [cite('konami.card-rulings.crimson-crisis-2.0', 'Spell Reactor・RE')], 'A TCG ruling allows "Spell Reactor・RE" during the Damage Step.', SPECIFIC_ALLOWANCES),
  specificRuling('ruling.tcg.tethys-allowed', 'Tethys, Goddess of Light', 'permit', 'tcg', [cite('konami.card-rulings.crimson-crisis-2.0', 'Tethys, Goddess of Light')], 'A TCG ruling allows "Tethys, Goddess of Light" during the Damage Step.', SPECIFIC_ALLOWANCES),
  specificRuling('ruling.tcg.trap-reactor-y-fi-allowed', 'Trap Reactor・Y FI', 'permit', 'tcg', [cite('konami.card-rulings.crimson-crisis-2.0', 'Trap Reactor・Y FI')], 'A TCG ruling allows "Trap Reactor・Y FI" during the Damage Step.', SPECIFIC_ALLOWANCES),
  specificRuling('ruling.tcg.tg-blade-blaster-allowed', 'T.G. Blade Blaster', 'permit', 'tcg', [cite('konami.card-rulings.extreme-victory-1.2', 'T.G. Blade Blaster')], 'A TCG ruling allows "T.G. Blade Blaster" during the Damage Step.', SPECIFIC_ALLOWANCES),
  rule({
    id: 'ruling.tcg.summon-triggers-without-exception-text', kind: 'activation-permission', ruleset: 'modern', region: 'tcg', timings: ALL_MODERN,
    title: 'In the TCG, these Summon-triggered effects lack "(except during the Damage Step)" and may be activated',
    text: 'The TCG texts of these cards, which respond to another monster being Summoned, do not exclude the Damage Step, so in the TCG their effects can be activated there.',
    citations: [cite('konami.db-qa.9727'), cite('konami.db-qa.11753'), cite('konami.db-qa.11340'), cite('konami.db-qa.11638'), cite('konami.db-qa.10762'), cite('konami.db-qa.10019')],
    examples: [ex('Shark Stickers'), ex('Statue of Anguish Pattern', 'its Trigger-like effect'), ex('Superheavy Samurai Kabuto'), ex('U.A. Blockbacker'), ex('Vampire Grace'), ex('Wind-Up Shark')],
    seed: OCG_TCG, related: ['ruling.ocg.summon-triggers-not-in-damage-step'],
    applies: { outcome: 'permit', match: { namedInRulings: true } },
  }),
  rule({
    id: 'ruling.ocg.summon-triggers-not-in-damage-step', kind: 'activation-prohibition', ruleset: 'modern', region: 'ocg', timings: ALL_MODERN,
    title: 'In the OCG, these Summon-triggered effects cannot be activated in the Damage Step',
    text: 'The OCG rulings for these cards say none of their Summon-triggered effects can be activated during the Damage Step.',
    citations: [cite('konami.db-qa.9727'), cite('konami.db-qa.11753'), cite('konami.db-qa.11340'), cite('konami.db-qa.11638'), cite('konami.db-qa.10762'), cite('konami.db-qa.10019')],
    examples: [ex('Shark Stickers'), ex('Statue of Anguish Pattern'), ex('Superheavy Samurai Kabuto'), ex('U.A. Blockbacker'), ex('Vampire Grace'), ex('Wind-Up Shark')],
    seed: OCG_TCG, related: ['ruling.tcg.summon-triggers-without-exception-text'],
    applies: { outcome: 'prohibit', match: { namedInRulings: true } },
  }),
  specificRuling('ruling.tcg.attack-the-moon-allowed', 'Attack the Moon!', 'permit', 'tcg', [cite('konami.db-qa.10359')], 'The TCG text of "Attack the Moon!" does not say "(except during the Damage Step)", so in the TCG its effect can be activated there.', OCG_TCG),
  specificRuling('ruling.ocg.attack-the-moon-not-allowed', 'Attack the Moon!', 'prohibit', 'ocg', [cite('konami.db-qa.10359')], 'In the OCG the effect of "Attack the Moon!" cannot be activated during the Damage Step.', OCG_TCG),
];

export const MODERN_ACTIVATION_RULES: RuleRecord[] = [...general, ...listed, ...atkDef, ...triggers, ...windows, ...WITHOUT_DAMAGE_CALCULATION_RULED, ...continuousTraps, ...destroyedByBattle, ...specific];
