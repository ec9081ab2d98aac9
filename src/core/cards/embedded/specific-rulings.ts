import type { CardRecord } from '../../types';
import { S002, monster, spellTrap } from '../build';

// Cards that 002 names for negating Continuous Traps, the OCG/TCG ruling differences, and the
// cards that specific rulings allow in the Damage Step.

const NEGATION = S002('Cards and effects that can be activated (negation)');
const TRIGGERS = S002('Cards and effects that can be activated (Trigger effects)');
const OCG_TCG = S002('Cards and effects that can be activated: OCG/TCG ruling differences');
const ALLOWED = S002('Cards and effects that can be activated: cards allowed by specific rulings');
const SUMMON_RULINGS = ['ruling.tcg.summon-triggers-without-exception-text', 'ruling.ocg.summon-triggers-not-in-damage-step'];

export const SPECIFIC_RULING_CARDS: CardRecord[] = [
  spellTrap(
    'Altergeist Protocol',
    'continuous-trap',
    NEGATION,
    {
      label: 'activate the card, with its negating effect in the same Chain Link',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
      sameChainLinkEffect: { effectKind: 'quick-like', mandatory: false, does: ['negate-activation', 'destroy'], event: 'card-or-effect-activated', eventSubject: 'others' },
    },
    [
      { label: 'the activations and effects of your Altergeist monsters cannot be negated (Continuous-like)', effectKind: 'continuous-like', mandatory: true, does: ['other'] },
      {
        label: 'when the opponent activates a card or effect: send an Altergeist you control to the GY; negate and destroy it (Quick-like)',
        effectKind: 'quick-like',
        mandatory: false,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
      },
    ],
  ),
  spellTrap(
    'Verdant Sanctuary',
    'continuous-spell',
    TRIGGERS,
    {
      label: 'activate the Continuous Spell',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
    },
    [
      {
        label: 'when a face-up Plant is destroyed and sent to the GY: Special Summon a Plant one Level higher from the Deck (older text; a ruling allows it in the Damage Step)',
        effectKind: 'trigger-like',
        mandatory: false,
        does: ['special-summon'],
        event: 'card-destroyed',
        eventSubject: 'others',
        rulings: ['ruling.verdant-sanctuary-allowed'],
      },
    ],
  ),
  spellTrap(
    'Statue of Anguish Pattern',
    'continuous-trap',
    OCG_TCG,
    {
      label: 'Special Summon this card as a Normal Monster',
      effectKind: 'quick-like',
      mandatory: false,
      does: ['special-summon'],
    },
    [
      {
        label: 'when another Trap Monster is Special Summoned: destroy a card (Trigger-like; no "(except during the Damage Step)" in the TCG)',
        effectKind: 'trigger-like',
        mandatory: false,
        does: ['destroy'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
        rulings: SUMMON_RULINGS,
      },
    ],
    { aliases: ['Statue of Anguish Blueprint'] },
  ),
  monster(
    'Superheavy Samurai Kabuto',
    OCG_TCG,
    [
      {
        label: 'when another Superheavy Samurai is Summoned: change a monster\'s battle position (no "(except during the Damage Step)" in the TCG)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['change-battle-position'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
        rulings: SUMMON_RULINGS,
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'U.A. Blockbacker',
    OCG_TCG,
    [
      {
        label: 'when another U.A. monster is Summoned to your field: bring back a U.A. monster (no "(except during the Damage Step)" in the TCG)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
        rulings: SUMMON_RULINGS,
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Vampire Grace',
    OCG_TCG,
    [
      {
        label: 'when a Level 5 or higher Zombie is Special Summoned using a Zombie: pay 2000 LP; Special Summon this card from the GY (no "(except during the Damage Step)" in the TCG)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
        rulings: SUMMON_RULINGS,
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Wind-Up Shark',
    OCG_TCG,
    [
      {
        label: 'when a Wind-Up monster is Summoned to your field: Special Summon this card from the hand (no "(except during the Damage Step)" in the TCG)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
        rulings: SUMMON_RULINGS,
      },
      { label: 'raise or lower its Level by 1 (Ignition)', effectKind: 'ignition', mandatory: false, does: ['other'] },
    ],
    { monsterTypes: ['Effect'], aliases: ['Current of air-Up Shark', 'Wind Up Shark'] },
  ),
  spellTrap(
    'Attack the Moon!',
    'continuous-spell',
    OCG_TCG,
    {
      label: 'activate the Continuous Spell',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
    },
    [
      {
        label: 'destroy a card when its condition about other cards is met (Trigger-like; no "(except during the Damage Step)" in the TCG)',
        effectKind: 'trigger-like',
        mandatory: false,
        does: ['destroy'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
        rulings: ['ruling.tcg.attack-the-moon-allowed', 'ruling.ocg.attack-the-moon-not-allowed'],
      },
    ],
  ),
  monster(
    'Desrook Archfiend',
    ALLOWED,
    [
      {
        label: 'when an Archfiend you control is destroyed and sent to the GY: send this card from the hand to the GY; Special Summon that monster (a ruling allows it in the Damage Step)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'card-destroyed',
        eventSubject: 'others',
        rulings: ['ruling.desrook-archfiend-allowed'],
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  spellTrap('Muko', 'normal-trap', ALLOWED, {
    label: 'when cards would be added to the hand other than by drawing: negate that and destroy them (a TCG ruling allows it in the Damage Step)',
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['negate-effect', 'destroy'],
    event: 'card-added-to-hand',
    eventSubject: 'others',
    rulings: ['ruling.tcg.muko-allowed'],
  }),
  monster(
    'Skull Meister',
    ALLOWED,
    [
      {
        label: 'when the opponent activates a card or effect in the GY: send this card from the hand to the GY; negate that effect (a TCG ruling allows it in the Damage Step)',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-effect'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
        rulings: ['ruling.tcg.skull-meister-allowed'],
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Spell Reactor・RE',
    ALLOWED,
    [
      {
        label: 'when the opponent activates a Spell: inflict 800 damage (a TCG ruling allows it in the Damage Step)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['damage'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
        rulings: ['ruling.tcg.spell-reactor-re-allowed'],
      },
    ],
    { monsterTypes: ['Effect'], aliases: ['Spell Reactor RE'] },
  ),
  monster(
    'Trap Reactor・Y FI',
    ALLOWED,
    [
      {
        label: 'when the opponent activates a Trap: destroy it and inflict 800 damage (a TCG ruling allows it in the Damage Step)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['destroy', 'damage'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
        rulings: ['ruling.tcg.trap-reactor-y-fi-allowed'],
      },
    ],
    { monsterTypes: ['Effect'], aliases: ['Trap Reactor Y FI'] },
  ),
  monster(
    'Tethys, Goddess of Light',
    ALLOWED,
    [
      {
        label: 'when you draw a Fairy: reveal it to draw 1 more card (a TCG ruling allows it in the Damage Step)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['draw-or-search'],
        event: 'card-added-to-hand',
        eventSubject: 'others',
        rulings: ['ruling.tcg.tethys-allowed'],
      },
    ],
    { monsterTypes: ['Effect'], aliases: ['Tethys, Goddess of Lite'] },
  ),
  monster(
    'T.G. Blade Blaster',
    ALLOWED,
    [
      {
        label: "once per turn, either player's turn: banish a card from your GY; banish this card until the Standby Phase (a TCG ruling allows it in the Damage Step)",
        effectKind: 'quick',
        mandatory: false,
        does: ['banish'],
        rulings: ['ruling.tcg.tg-blade-blaster-allowed'],
      },
    ],
    { monsterTypes: ['Effect', 'Synchro'], aliases: ['T.1000. Bract Blaster', 'T.G. Bract Blaster'] },
  ),
];
