import type { CardRecord } from '../../types';
import { S000, monster, spellTrap } from '../build';

// Cards the seeds name for the negation, Trigger-effect and Damage Step-timing entries of
// "Cards and effects that can be activated", and the cards whose rulings those entries cite.

const NEGATION = S000('Cards and effects that can be activated (negation): cited rulings');
const TRIGGERS = S000('Cards and effects that can be activated (Trigger effects)');
const TIMINGS = S000('Cards and effects that can be activated (Damage Step timings)');
const DESTROYED_STATE = S000('After damage calculation (monsters destroyed by battle)');

export const TRIGGER_AND_TIMING_CARDS: CardRecord[] = [
  // Negation of activations, and the state of a monster destroyed by battle.
  monster(
    'Stardust Dragon',
    NEGATION,
    [
      {
        label: 'when a card or effect that would destroy a card is activated: Tribute this card; negate and destroy it (Quick)',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
      },
      {
        label: 'the same Quick Effect, once this card has been determined destroyed by battle',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
        sourceDestroyedByBattle: true,
      },
      {
        label: 'during the End Phase, if it was Tributed for its effect: Special Summon it from the GY',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'phase-start-or-end',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect', 'Synchro'], atk: 2500, def: 2000, level: 8 },
  ),
  monster(
    'Maryokutai',
    NEGATION,
    [
      {
        label: 'when a Spell Card is activated: Tribute this card; negate and destroy it (Quick)',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Legendary Six Samurai - Shi En',
    NEGATION,
    [
      {
        label: 'once per turn, when the opponent activates a Spell/Trap: negate and destroy it (Quick)',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
      },
      { label: 'if it would be destroyed, destroy another Six Samurai instead (replacement)', effectKind: 'unclassified', mandatory: false, does: ['destroy'] },
    ],
    { monsterTypes: ['Effect', 'Synchro'] },
  ),
  monster(
    'Tytannial, Princess of Camellias',
    NEGATION,
    [
      {
        label: 'when a card or effect that targets a face-up Plant is activated: Tribute this card; negate and destroy it (Quick)',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
      },
      {
        label: 'the same Quick Effect, once this card has been determined destroyed by battle (it cannot be Tributed for an optional effect)',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
        sourceDestroyedByBattle: true,
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Infernoid Devyaty',
    DESTROYED_STATE,
    [
      {
        label: 'when a card or effect is activated: Tribute an Infernoid; negate it (Quick)',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'banish'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
      },
      {
        label: 'the same Quick Effect, once this card has been determined destroyed by battle',
        effectKind: 'quick',
        mandatory: false,
        does: ['negate-activation', 'banish'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
        sourceDestroyedByBattle: true,
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  // Optional triggers about the card itself.
  monster(
    'Minefieldriller',
    TRIGGERS,
    [{ label: 'when it is sent to the GY: put a Spell from your GY on top of the Deck', effectKind: 'trigger', mandatory: false, does: ['other'], event: 'self-moved', eventSubject: 'self' }],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Yubel',
    TRIGGERS,
    [
      { label: 'cannot be destroyed by battle; you take no battle damage from its battles (Continuous)', effectKind: 'continuous', mandatory: true, does: ['battle-damage-change'] },
      {
        label: "before damage calculation, if it is attacked in Attack Position: inflict damage equal to the attacker's ATK",
        effectKind: 'trigger',
        mandatory: true,
        does: ['damage'],
        event: 'before-damage-calculation',
        eventSubject: 'self',
      },
      { label: 'during your End Phase: Tribute a monster or destroy this card', effectKind: 'trigger', mandatory: true, does: ['destroy'], event: 'phase-start-or-end', eventSubject: 'self' },
      {
        label: 'when it is destroyed (other than by its own effect): Special Summon Yubel - Terror Incarnate',
        effectKind: 'trigger',
        mandatory: true,
        does: ['special-summon'],
        event: 'self-moved',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 0, def: 0, level: 10 },
  ),
  monster(
    'Watapon',
    TRIGGERS,
    [
      {
        label: 'when it is added from the Deck to the hand by a card effect: Special Summon it',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'self-moved',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Cyber Ouroboros',
    TRIGGERS,
    [{ label: 'when it is banished: discard 1 card to draw 1 card', effectKind: 'trigger', mandatory: false, does: ['draw-or-search'], event: 'self-moved', eventSubject: 'self' }],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Earthquake Giant',
    TRIGGERS,
    [
      {
        label: 'when its battle position is changed: change the battle position of a monster',
        effectKind: 'trigger',
        mandatory: false,
        does: ['change-battle-position'],
        event: 'self-position-changed',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], aliases: ['Convulsion Giant'] },
  ),
  monster(
    'Proof of Pruflas',
    TRIGGERS,
    [{ label: 'when it is sent to the GY: Normal Summon a monster', effectKind: 'trigger', mandatory: false, does: ['normal-summon'], event: 'self-moved', eventSubject: 'self' }],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Fusion Parasite',
    TRIGGERS,
    [{ label: 'when it is Summoned: Fusion Summon using it as material', effectKind: 'trigger', mandatory: false, does: ['fusion-summon'], event: 'self-moved', eventSubject: 'self' }],
    { monsterTypes: ['Effect'] },
  ),
  // Optional triggers about other cards.
  monster(
    'Revival Rose',
    TRIGGERS,
    [
      {
        label: 'when a Level 5 or higher Plant is destroyed: Special Summon it from the GY',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'card-destroyed',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Ambulanceroid',
    TRIGGERS,
    [
      {
        label: 'when a Roid monster is destroyed and sent to your GY: Special Summon it',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'card-destroyed',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Cyber Dinosaur',
    TRIGGERS,
    [
      {
        label: 'when the opponent Special Summons a monster from the hand: Special Summon this card from your hand',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Madolche Chickolates',
    TRIGGERS,
    [
      {
        label: "when it and/or another Madolche is affected by the opponent's action: Special Summon a Madolche (responds to itself and/or other cards)",
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'card-destroyed',
        eventSubject: 'self-or-others',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Scrap Searcher',
    TRIGGERS,
    [
      {
        label: 'when a Scrap monster is destroyed and sent to the GY: Special Summon this card from the GY',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'card-destroyed',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  // Effects that respond to damage of any kind.
  monster(
    'Blackfeather Darkrage Dragon',
    TIMINGS,
    [
      {
        label: 'when you take damage: mill by the damage and gain ATK for each Blackwing',
        effectKind: 'trigger',
        mandatory: false,
        does: ['atk-def-direct', 'other'],
        event: 'any-damage',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect', 'Synchro'] },
  ),
  spellTrap('Attack and Receive', 'normal-trap', TIMINGS, {
    label: 'when you take damage: inflict damage to the opponent',
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['damage'],
    event: 'any-damage',
    eventSubject: 'others',
  }),
  spellTrap('Numinous Healer', 'normal-trap', TIMINGS, {
    label: 'when you take damage: gain LP',
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['gain-lp'],
    event: 'any-damage',
    eventSubject: 'others',
  }),
  // Continuous Traps whose effect goes with the card in the same Chain Link.
  spellTrap('Yang Zing Creation', 'continuous-trap', TIMINGS, {
    label: 'activate the card, with its effect in the same Chain Link',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['other'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: false, does: ['special-summon'], event: 'monster-destroyed-any-method', eventSubject: 'others' },
  }),
  spellTrap('Damage = Reptile', 'continuous-trap', TIMINGS, {
    label: 'activate the card, with its effect in the same Chain Link',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['other'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: false, does: ['draw-or-search'], event: 'battle-damage', eventSubject: 'others' },
  }),
  spellTrap('Desperate Tag', 'continuous-trap', TIMINGS, {
    label: 'activate the card, with its effect in the same Chain Link',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['other'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: false, does: ['special-summon'], event: 'during-damage-calculation', eventSubject: 'others' },
  }),
  spellTrap("Robbin' Goblin", 'continuous-trap', TIMINGS, {
    label: 'activate the card (its effect on battle damage is mandatory)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['other'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: true, does: ['other'], event: 'battle-damage', eventSubject: 'others' },
  }),
  spellTrap('Backfire', 'continuous-trap', TIMINGS, {
    label: 'activate the card (its effect on a FIRE monster being destroyed is mandatory)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['other'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: true, does: ['damage'], event: 'monster-destroyed-any-method', eventSubject: 'others' },
  }),
  spellTrap('Howl of the Wild', 'continuous-trap', TIMINGS, {
    label: 'activate the card (its battle-damage effect is mandatory)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['other'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: true, does: ['damage'], event: 'battle-damage', eventSubject: 'others' },
  }),
  spellTrap('Xyz Tribalrivals', 'continuous-trap', TIMINGS, {
    label: 'activate the card (its destroyed-by-battle effect is mandatory)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['other'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: true, does: ['other'], event: 'destroyed-by-battle', eventSubject: 'others' },
  }),
  monster(
    'Giant Rat',
    S000('After damage calculation (cited rulings)'),
    [
      {
        label: 'when it is destroyed by battle and sent to the GY: Special Summon an EARTH monster with 1500 or less ATK from the Deck',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'destroyed-by-battle',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 1400, def: 1450, level: 4 },
  ),
];
