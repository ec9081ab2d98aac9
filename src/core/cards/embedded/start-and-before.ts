import type { CardRecord } from '../../types';
import { DAMAGE_WHEN_DESTROYED, S000, S002, monster, spellTrap } from '../build';

// Cards the seeds name in "Start of the Damage Step" and "Before damage calculation".

const START = S000('Start of the Damage Step');
const BEFORE = S000('Before damage calculation');
const RULED_START = ['ruling.older-text-ruled-start-of-damage-step'];

export const START_AND_BEFORE_CARDS: CardRecord[] = [
  spellTrap('Double or Nothing!', 'quick-play-spell', START, {
    label: 'when an attack is negated: that monster may attack again, with doubled ATK during the Damage Step only',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-direct'],
    event: 'attack-negated',
    eventSubject: 'others',
  }),
  monster(
    'Neo-Spacian Grand Mole',
    START,
    [
      {
        label: "at the start of the Damage Step, if it battles: return it and the opponent's monster to the hand",
        effectKind: 'trigger',
        mandatory: false,
        does: ['return-to-hand'],
        event: 'start-of-damage-step',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 900, def: 300, level: 3 },
  ),
  monster(
    'Follow Wing',
    START,
    [
      {
        label: "at the start of the Damage Step, if the monster it is equipped to battles: destroy the opponent's monster",
        effectKind: 'trigger',
        mandatory: false,
        does: ['destroy'],
        event: 'start-of-damage-step',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect', 'Union'] },
  ),
  monster(
    'Gundari',
    START,
    [
      {
        label: 'at the start of the Damage Step, if it battles: destroy that monster without damage calculation',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'start-of-damage-step',
        eventSubject: 'self',
      },
      {
        label: 'End Phase of the turn it was Summoned or flipped: return it to the hand (Spirit)',
        effectKind: 'trigger',
        mandatory: true,
        does: ['return-to-hand'],
        event: 'phase-start-or-end',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect', 'Spirit'] },
  ),
  monster(
    'Nanobreaker',
    START,
    [
      {
        label: 'attacking a face-up Level 3 or lower monster: destroy it without damage calculation (the monster is still face-up, so the start of the Damage Step)',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'start-of-damage-step',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 1600, def: 1800, level: 4 },
  ),
  monster(
    'Ally of Justice Reverse Break',
    START,
    [
      {
        label: 'attacking a face-down monster: destroy it without flipping it face-up (so the start of the Damage Step)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['destroy'],
        event: 'start-of-damage-step',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Disciple of the Forbidden Spell',
    START,
    [
      {
        label: 'battling a monster of the declared Attribute: destroy it without damage calculation (older text; ruled the start of the Damage Step)',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'start-or-before-damage-calculation',
        eventSubject: 'self',
        rulings: RULED_START,
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Core Blaster',
    START,
    [
      {
        label: 'battling a LIGHT or DARK monster: destroy it without damage calculation (older text; ruled the start of the Damage Step)',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'start-or-before-damage-calculation',
        eventSubject: 'self',
        rulings: RULED_START,
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Blackwing - Jin the Rain Shadow',
    S002('Start of the Damage Step'),
    [
      {
        label: 'battling a monster: destroy it without damage calculation (older text; ruled the start of the Damage Step)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['destroy'],
        event: 'start-or-before-damage-calculation',
        eventSubject: 'self',
        rulings: RULED_START,
      },
    ],
    { monsterTypes: ['Effect', 'Tuner'] },
  ),
  monster('Star Boy', BEFORE, [{ label: 'WATER monsters gain 500 ATK and FIRE monsters lose 400 ATK (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] }], {
    monsterTypes: ['Effect'],
    atk: 550,
    def: 500,
    level: 2,
  }),
  monster('Jinzo', BEFORE, [{ label: 'Trap Cards cannot be activated and face-up Trap effects are negated (Continuous)', effectKind: 'continuous', mandatory: true, does: ['negate-effect'] }], {
    monsterTypes: ['Effect'],
    atk: 2400,
    def: 1500,
    level: 6,
  }),
  monster(
    'Command Knight',
    BEFORE,
    [
      { label: 'Warrior monsters you control gain 400 ATK (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] },
      { label: 'cannot be targeted for attacks while you control another monster (Continuous)', effectKind: 'continuous', mandatory: true, does: ['other'] },
    ],
    { monsterTypes: ['Effect'], atk: 1200, def: 1900, level: 4, aliases: ['Control Knight'] },
  ),
  monster('Machina Sniper', BEFORE, [{ label: 'the opponent cannot attack other Machina monsters while it is face-up (Continuous)', effectKind: 'continuous', mandatory: true, does: ['other'] }], {
    monsterTypes: ['Effect'],
  }),
  monster('Big-Tusked Mammoth', BEFORE, [{ label: "the opponent's monsters cannot attack the turn they are Summoned (Continuous)", effectKind: 'continuous', mandatory: true, does: ['other'] }], {
    monsterTypes: ['Effect'],
    aliases: ['Large-Tusked Mammoth'],
  }),
  monster('Zombie Mammoth', BEFORE, [{ label: 'destroys itself when its condition is met (Continuous)', effectKind: 'continuous', mandatory: true, does: ['destroy'] }, DAMAGE_WHEN_DESTROYED], {
    monsterTypes: ['Effect'],
  }),
  spellTrap(
    'Rivalry of Warlords',
    'continuous-trap',
    BEFORE,
    {
      label: 'activate the card',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
    },
    [{ label: 'each player can control monsters of only 1 Type (Continuous-like)', effectKind: 'continuous-like', mandatory: true, does: ['other'] }],
  ),
  spellTrap(
    'Gozen Match',
    'continuous-trap',
    BEFORE,
    {
      label: 'activate the card',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
    },
    [{ label: 'each player can control monsters of only 1 Attribute (Continuous-like)', effectKind: 'continuous-like', mandatory: true, does: ['other'] }],
  ),
  spellTrap('Gemini Counter', 'counter-trap', BEFORE, {
    label: "turn a face-up Gemini monster you control face-down; negate and destroy an opponent's Spell",
    effectKind: 'quick-like',
    mandatory: false,
    does: ['negate-activation', 'change-battle-position', 'destroy'],
    event: 'card-or-effect-activated',
    eventSubject: 'others',
  }),
  monster(
    'Drillroid',
    BEFORE,
    [
      {
        label: 'attacking a Defense Position monster: destroy it before damage calculation',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'before-damage-calculation',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 1600, def: 1600, level: 4 },
  ),
  monster(
    'Performapal Barracuda',
    BEFORE,
    [
      {
        label: "before damage calculation, if it battles: the opponent's monster loses ATK equal to the difference from its original ATK",
        effectKind: 'trigger',
        mandatory: false,
        does: ['atk-def-direct'],
        event: 'before-damage-calculation',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect', 'Pendulum'] },
  ),
  monster(
    'Disc Fighter',
    BEFORE,
    [
      {
        label: 'attacking a Defense Position monster with 2000 or more DEF: destroy it without damage calculation (older text; ruled before damage calculation)',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'start-or-before-damage-calculation',
        eventSubject: 'self',
        rulings: ['ruling.older-text-ruled-before-damage-calculation'],
      },
    ],
    { monsterTypes: ['Effect'], atk: 1000, def: 1000, level: 4, aliases: ['Disk Fighter'] },
  ),
  // Seed 000 notes (in a comment under "Before damage calculation", spelling it "Kisetai") that its reprinted text
  // no longer says "without damage calculation" but that it activates before damage calculation.
  monster(
    'Kiseitai',
    BEFORE,
    [
      {
        label: 'attacking a face-down Defense Position monster: equip it to this card before damage calculation (reprinted text)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['other'],
        event: 'before-damage-calculation',
        eventSubject: 'self',
      },
      { label: 'gains ATK equal to half the ATK of the equipped monster (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] },
    ],
    { monsterTypes: ['Effect'], aliases: ['Kisetai'] },
  ),
  monster(
    'Nightmare Penguin',
    BEFORE,
    [
      { label: 'FLIP: return a card the opponent controls to the hand', effectKind: 'flip', mandatory: false, does: ['return-to-hand'], event: 'self-flipped-face-up', eventSubject: 'self' },
      { label: 'WATER monsters you control gain 200 ATK (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] },
    ],
    { monsterTypes: ['Effect', 'Flip'], atk: 900, def: 1800, level: 4 },
  ),
  monster(
    'Amazoness Sage',
    BEFORE,
    [
      {
        label: 'at the end of the Damage Step, if it attacked: destroy a Spell/Trap the opponent controls',
        effectKind: 'trigger',
        mandatory: false,
        does: ['destroy'],
        event: 'end-of-damage-step',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 1400, def: 1700, level: 4 },
  ),
];
