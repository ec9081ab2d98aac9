import type { CardRecord } from '../../types';
import { S000, S002, monster, spellTrap } from '../build';

// Cards the seeds name for the ATK/DEF entry of "Cards and effects that can be activated",
// and the cards whose rulings that entry cites.

const ATK_DEF = S000('Cards and effects that can be activated (ATK/DEF)');
const EXCEPTIONS = S000('Cards and effects that can be activated (ATK/DEF): unique exceptions');
const CITED = S000('Cards and effects that can be activated (ATK/DEF): cited rulings');

export const ATK_DEF_CARDS: CardRecord[] = [
  spellTrap('Reverse Trap', 'normal-trap', ATK_DEF, {
    label: 'reverse every ATK/DEF increase and decrease this turn (changes ATK/DEF only indirectly)',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-indirect'],
  }),
  spellTrap('Skill Drain', 'continuous-trap', ATK_DEF, {
    label: 'pay 1000 LP: negate the effects of face-up monsters (changes ATK/DEF only indirectly)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['negate-effect', 'atk-def-indirect'],
  }),
  spellTrap(
    'Horn of the Phantom Beast',
    'normal-trap',
    ATK_DEF,
    {
      label: 'equip itself to a monster, which gains 800 ATK (Continuous-like)',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['equips-itself', 'atk-def-direct'],
    },
    [
      {
        label: 'when the equipped monster destroys a monster by battle: draw 1 card',
        effectKind: 'trigger-like',
        mandatory: true,
        does: ['draw-or-search'],
        event: 'destroyed-by-battle',
        eventSubject: 'others',
        destroysByBattle: true,
      },
    ],
  ),
  spellTrap('Half or Nothing', 'normal-trap', ATK_DEF, {
    label: "the opponent halves their monsters' ATK or ends the Battle Phase (ATK might not change)",
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-maybe-not-at-resolution', 'other'],
  }),
  spellTrap('Powerful Rebirth', 'normal-trap', ATK_DEF, {
    label: 'Special Summon a Level 4 or lower monster from the GY; only it gains 100 ATK/DEF',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['special-summon', 'atk-def-only-summoned-monster'],
  }),
  spellTrap('Reverse of Neos', 'normal-trap', ATK_DEF, {
    label: 'when a face-up Neos is destroyed: Special Summon a Neos from the Deck; only it gains 1000 ATK',
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['special-summon', 'atk-def-only-summoned-monster'],
    event: 'card-destroyed',
    eventSubject: 'others',
  }),
  spellTrap(
    'Dark Contract with the Witch',
    'continuous-trap',
    ATK_DEF,
    {
      label: "activate the card: your Fiends gain 1000 ATK during the opponent's turn (Continuous-like)",
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['atk-def-direct'],
      sameChainLinkEffect: { effectKind: 'quick-like', mandatory: false, does: ['destroy'] },
    },
    [
      { label: 'once per turn: destroy a card (Quick-like)', effectKind: 'quick-like', mandatory: false, does: ['destroy'] },
      { label: 'during your Standby Phase: take 1000 damage', effectKind: 'trigger-like', mandatory: true, does: ['damage'], event: 'phase-start-or-end', eventSubject: 'self' },
    ],
    { aliases: ['Night Contract with the Witch'] },
  ),
  // Its optional "If a monster(s) you control is destroyed by battle or card effect" effect is Yang
  // Zing Creation's (seed 000, Trigger effects): the Set card may also be activated with it.
  spellTrap('Unpossessed', 'continuous-trap', ATK_DEF, {
    label: 'activate the card: attacking Familiar-Possessed monsters gain ATK (Continuous-like)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['atk-def-direct'],
    sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: false, does: ['special-summon'], event: 'monster-destroyed-any-method', eventSubject: 'others' },
  }),
  spellTrap('Chosen of Zefra', 'continuous-trap', ATK_DEF, {
    label: 'activate the card: Zefra monsters gain ATK/DEF while 3 or more Zefra are face-up in the Extra Deck (Continuous-like)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['atk-def-direct'],
  }),
  spellTrap(
    'Swift Samurai Storm!',
    'continuous-trap',
    ATK_DEF,
    {
      label: 'activate the card: Six Samurai gain ATK at a moment that never comes in the Damage Step (Continuous-like)',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['atk-def-never-in-damage-step'],
    },
    [],
    { aliases: ['Swift Samurai Tempest!'] },
  ),
  spellTrap(
    'Evil Blast',
    'normal-trap',
    EXCEPTIONS,
    {
      label: 'when the opponent Summons a monster: equip to it; it loses 500 ATK (a ruling keeps it out of the Damage Step)',
      effectKind: 'quick-like',
      mandatory: false,
      does: ['equips-itself', 'atk-def-direct'],
      event: 'monster-special-summoned',
      eventSubject: 'others',
      rulings: ['ruling.evil-blast-not-in-damage-step'],
    },
    [],
    { aliases: ['Evil Nail'] },
  ),
  spellTrap(
    'Zero Force',
    'normal-trap',
    EXCEPTIONS,
    {
      label: 'when a monster you control is banished: the ATK of all face-up monsters becomes 0 (a ruling keeps it out of the Damage Step)',
      effectKind: 'quick-like',
      mandatory: false,
      does: ['atk-def-direct'],
      event: 'card-banished',
      eventSubject: 'others',
      rulings: ['ruling.zero-force-not-in-damage-step'],
    },
    [],
    { aliases: ['Cipher Strength'] },
  ),
  spellTrap(
    'Curse of Anubis',
    'normal-trap',
    EXCEPTIONS,
    {
      label: 'change Effect Monsters to Defense Position; their original DEF becomes 0 (a ruling keeps it out of the Damage Step)',
      effectKind: 'quick-like',
      mandatory: false,
      does: ['change-battle-position', 'atk-def-direct'],
      rulings: ['ruling.curse-of-anubis-not-in-damage-step'],
    },
    [],
    { aliases: ['Expletive of Anubis'] },
  ),
  spellTrap(
    'Rocket Hand',
    'normal-trap',
    EXCEPTIONS,
    {
      label: 'equip itself to a monster you control, which gains 800 ATK (Continuous-like)',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['equips-itself', 'atk-def-direct'],
    },
    [
      {
        label: 'send it to the GY: destroy a monster and change the equipped monster to Defense Position (Quick-like; a ruling keeps it out of the Damage Step)',
        effectKind: 'quick-like',
        mandatory: false,
        does: ['destroy', 'change-battle-position'],
        rulings: ['ruling.rocket-hand-quick-like-not-in-damage-step'],
      },
    ],
  ),
  monster(
    'Morpho Butterspy',
    ATK_DEF,
    [
      {
        label: "when its condition about other monsters is met: a monster's ATK changes (optional Trigger)",
        effectKind: 'trigger',
        mandatory: false,
        does: ['atk-def-direct'],
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Performapal Turn Toad',
    ATK_DEF,
    [
      {
        label: "when its condition about other monsters is met: swap a monster's ATK and DEF (optional Trigger)",
        effectKind: 'trigger',
        mandatory: false,
        does: ['atk-def-direct'],
        eventSubject: 'others',
      },
      { label: "Pendulum Effect: swap a monster's ATK and DEF (Ignition)", effectKind: 'ignition', mandatory: false, does: ['atk-def-direct'] },
    ],
    { monsterTypes: ['Effect', 'Pendulum'] },
  ),
  // Cited rulings of the ATK/DEF entry.
  spellTrap('Forbidden Chalice', 'quick-play-spell', CITED, {
    label: 'a monster gains 400 ATK and its effects are negated',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-direct', 'negate-effect'],
  }),
  spellTrap('TGX1-HL', 'normal-trap', CITED, {
    label: "halve a monster's ATK and DEF, then destroy a Spell/Trap",
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-direct', 'destroy'],
  }),
  spellTrap('Inverse Universe', 'quick-play-spell', CITED, {
    label: 'swap the ATK and DEF of every face-up Effect Monster',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-direct'],
  }),
  monster(
    'Blackwing - Bombardment',
    CITED,
    [{ label: 'Tribute a monster: a face-up monster, battling or not, gains ATK (fast effect)', effectKind: 'quick', mandatory: false, does: ['atk-def-direct'] }],
    { monsterTypes: ['Effect', 'Synchro'], aliases: ['Blackwing - Battery'] },
  ),
  spellTrap('Token Stampede', 'continuous-trap', CITED, {
    label: 'activate the card: its Continuous-like effect changes ATK (the ruling cited for Continuous-like ATK/DEF Traps)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['atk-def-direct'],
  }),
  monster(
    'Supay',
    S002('Notes'),
    [
      {
        label: "when it is Synchro Summoned: Special Summon a monster from the GY; only that monster's ATK changes",
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon', 'atk-def-only-summoned-monster'],
        event: 'self-moved',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect', 'Synchro'] },
  ),
  monster(
    'Dragon Knight Draco-Equiste',
    S002('Notes'),
    [
      {
        label: 'banish a Dragon Synchro Monster from the GY; until the End Phase, take its name and replace this effect with its original effects (Ignition)',
        effectKind: 'ignition',
        mandatory: false,
        does: ['banish', 'other'],
      },
      { label: "in Attack Position, effect damage you would take from the opponent's card effects is taken by them instead (Continuous)", effectKind: 'continuous', mandatory: true, does: ['other'] },
    ],
    { monsterTypes: ['Effect', 'Fusion'] },
  ),
];
