import type { CardRecord } from '../../types';
import { S000, S002, monster, spellTrap } from '../build';

// Cards the seeds name in "Perform damage calculation", "After damage calculation" (with 002's
// "Monsters that were destroyed by battle") and "End of the Damage Step".

const DURING = S000('Perform damage calculation');
const AFTER = S000('After damage calculation');
const END = S000('End of the Damage Step');
const DESTROYED = S002('Monsters that were destroyed by battle');

export const CALCULATION_AND_AFTER_CARDS: CardRecord[] = [
  monster(
    'Dark Artist',
    DURING,
    [{ label: 'its DEF is halved during damage calculation only, when attacked by a LIGHT monster (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] }],
    { monsterTypes: ['Effect'], atk: 600, def: 1400, level: 4, aliases: ['Night Artist'] },
  ),
  spellTrap(
    'Skyscraper',
    'field-spell',
    DURING,
    {
      label: 'activate the Field Spell',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
    },
    [
      {
        label: 'an attacking Elemental HERO with less ATK than its target gains 1000 ATK during damage calculation only (Continuous-like)',
        effectKind: 'continuous-like',
        mandatory: true,
        does: ['atk-def-direct'],
      },
    ],
  ),
  spellTrap('Forbidden Scripture', 'quick-play-spell', DURING, {
    label: 'during damage calculation: negate the other effects that would apply to this battle',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['negate-effect'],
    event: 'during-damage-calculation',
    eventSubject: 'others',
  }),
  spellTrap(
    'Return of the Dragon Lords',
    'normal-trap',
    DURING,
    {
      label: 'Special Summon a Level 7 or higher Dragon from the GY',
      effectKind: 'quick-like',
      mandatory: false,
      does: ['special-summon'],
    },
    [
      {
        label: 'banish it from the GY instead of a Dragon being destroyed (chosen at damage calculation, done after it; a replacement, not activated)',
        effectKind: 'unclassified',
        mandatory: false,
        does: ['banish'],
      },
    ],
  ),
  monster(
    'Wall of Illusion',
    AFTER,
    [
      {
        label: 'after damage calculation, when attacked: return the attacking monster to the hand',
        effectKind: 'trigger',
        mandatory: true,
        does: ['return-to-hand'],
        event: 'after-damage-calculation',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 1000, def: 1850, level: 4 },
  ),
  spellTrap(
    'Madolche Waltz',
    'continuous-spell',
    AFTER,
    {
      label: 'activate the Continuous Spell',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
    },
    [
      {
        label: 'each time a Madolche monster battles, after damage calculation: inflict 300 damage',
        effectKind: 'trigger-like',
        mandatory: true,
        does: ['damage'],
        event: 'after-damage-calculation',
        eventSubject: 'others',
      },
    ],
    { aliases: ['Madolche Flit'] },
  ),
  spellTrap('Damage Condenser', 'normal-trap', AFTER, {
    label: 'when you take battle damage: discard, Special Summon a monster with ATK up to the damage from the Deck',
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['special-summon'],
    event: 'battle-damage',
    eventSubject: 'others',
  }),
  spellTrap('Last Minute Cancel', 'normal-trap', AFTER, {
    label: 'return a monster destroyed by battle to the hand instead of the GY (it goes back only when it would leave the field)',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['return-to-hand'],
    event: 'after-damage-calculation',
    eventSubject: 'others',
  }),
  monster(
    'Doomcaliber Knight',
    AFTER,
    [
      {
        label: 'when a monster effect is activated: Tribute this card; negate that activation',
        effectKind: 'quick',
        mandatory: true,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
      },
      {
        label: 'the same mandatory effect, once this card has been determined destroyed by battle (it can still be Tributed as the cost)',
        effectKind: 'quick',
        mandatory: true,
        does: ['negate-activation', 'destroy'],
        event: 'card-or-effect-activated',
        eventSubject: 'others',
        sourceDestroyedByBattle: true,
      },
    ],
    { monsterTypes: ['Effect'], atk: 1900, def: 1200, level: 4 },
  ),
  monster(
    'Dark Ruler Ha Des',
    DESTROYED,
    [{ label: 'monsters your Fiends destroy by battle have their effects negated (Continuous)', effectKind: 'continuous', mandatory: true, does: ['negate-effect'] }],
    { monsterTypes: ['Effect'], atk: 2450, def: 1600, level: 6 },
  ),
  monster(
    'Performapal Fire Mufflerlion',
    DESTROYED,
    [
      {
        label: 'after damage calculation, if a monster was destroyed by battle: strengthen a monster (a trigger after damage calculation)',
        effectKind: 'trigger',
        mandatory: false,
        does: ['atk-def-direct'],
        event: 'after-damage-calculation',
        eventSubject: 'others',
      },
      // Its Pendulum Effect, printed on the card beside the monster effect the seed speaks of.
      {
        label: '[Pendulum] when a Pendulum Monster you control is destroyed by battle: Special Summon this card from the Pendulum Zone',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'destroyed-by-battle',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect', 'Pendulum'] },
  ),
  spellTrap(
    'Vicious Claw',
    'equip-spell',
    S002('Perform damage calculation'),
    {
      label: 'equip a monster: it gains 300 ATK',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['atk-def-direct'],
    },
    [
      {
        label: 'return it to the hand instead of the equipped monster being destroyed by battle (chosen at damage calculation; a replacement, not activated)',
        effectKind: 'unclassified',
        mandatory: false,
        does: ['return-to-hand'],
      },
    ],
  ),
  monster(
    'Grenosaurus',
    END,
    [
      {
        label: 'when it destroys a monster by battle and sends it to the GY: inflict 1000 damage',
        effectKind: 'trigger',
        mandatory: true,
        does: ['damage'],
        event: 'destroyed-by-battle',
        eventSubject: 'self',
        destroysByBattle: true,
      },
    ],
    { monsterTypes: ['Effect'], atk: 2000, def: 1700, level: 5 },
  ),
  spellTrap(
    'Hero Signal',
    'normal-trap',
    END,
    {
      label: 'when a monster you control is destroyed by battle and sent to the GY: Special Summon a Level 4 or lower Elemental HERO',
      effectKind: 'trigger-like',
      mandatory: false,
      does: ['special-summon'],
      event: 'destroyed-by-battle',
      eventSubject: 'others',
    },
    [],
    { aliases: ['Hero Point'] },
  ),
  spellTrap(
    'Enlightenment',
    'continuous-spell',
    END,
    {
      label: 'activate the Continuous Spell',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
    },
    [
      {
        label: 'at the end of the Damage Step, if your monster destroyed a monster by battle: send this card to the GY; that monster may attack again',
        effectKind: 'trigger-like',
        mandatory: false,
        does: ['other'],
        event: 'end-of-damage-step',
        eventSubject: 'others',
      },
    ],
  ),
  spellTrap('Chthonian Blast', 'normal-trap', END, {
    label: "when a monster you control is destroyed (by any method) and sent to the GY: destroy the opponent's lowest-ATK monster and burn",
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['destroy', 'damage'],
    event: 'monster-destroyed-any-method',
    eventSubject: 'others',
  }),
  spellTrap('Seismic Shockwave', 'normal-trap', END, {
    label: "when a monster you control is destroyed by an opponent's card and sent to the GY (except during the Damage Step): lock 3 zones",
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['other'],
    event: 'monster-destroyed-any-method',
    eventSubject: 'others',
    exceptDuringDamageStep: true,
  }),
];
