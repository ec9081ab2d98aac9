import type { CardRecord } from '../types';
import { DAMAGE_WHEN_DESTROYED, S000, S002, monster, spellTrap } from './build';
import { ATK_DEF_CARDS } from './embedded/atk-def';
import { CALCULATION_AND_AFTER_CARDS } from './embedded/calculation-and-after';
import { CITED_PROCEDURE_CARDS } from './embedded/cited-procedure';
import { SPECIFIC_RULING_CARDS } from './embedded/specific-rulings';
import { START_AND_BEFORE_CARDS } from './embedded/start-and-before';
import { TRIGGER_AND_TIMING_CARDS } from './embedded/triggers-and-timings';

// The embedded catalog: every card the seed documents name as an example, with its effects
// written as characteristics from what the seeds say of it. Verdicts come from the rules.

const EXAMPLES: CardRecord[] = [
  monster(
    'Kuriboh',
    S000('Perform damage calculation'),
    [
      {
        label: 'discard during damage calculation to take no battle damage',
        effectKind: 'quick',
        mandatory: false,
        does: ['battle-damage-change'],
        event: 'during-damage-calculation',
        eventSubject: 'others',
      },
    ],
    { monsterTypes: ['Effect'], atk: 300, def: 200, level: 1 },
  ),
  spellTrap('Forbidden Lance', 'quick-play-spell', S000('Cards and effects that can be activated (ATK/DEF)'), {
    label: 'a monster loses 800 ATK and is unaffected by other Spells/Traps',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-direct'],
  }),
  spellTrap(
    'Attack of the Cornered Rat',
    'continuous-trap',
    S000('Cards and effects that can be activated (ATK/DEF)'),
    {
      label: 'activate the card',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['other'],
      sameChainLinkEffect: { effectKind: 'quick-like', mandatory: false, does: ['atk-def-direct'] },
    },
    [],
    { aliases: ['Assail of the Cornered Rat'] },
  ),
  spellTrap('Fire Formation - Kaiyo', 'continuous-trap', S000('Cards and effects that can be activated (ATK/DEF)'), {
    label: 'activate: your monsters gain ATK (Continuous-like)',
    effectKind: 'continuous-like',
    mandatory: false,
    does: ['atk-def-direct'],
  }),
  spellTrap('Rope of Life', 'normal-trap', S000('Cards and effects that can be activated (closing paragraph)'), {
    label: 'when a monster is destroyed by battle and sent to your GY: discard, Special Summon it with more ATK',
    effectKind: 'trigger-like',
    mandatory: false,
    does: ['special-summon', 'atk-def-only-summoned-monster'],
    event: 'destroyed-by-battle',
    eventSubject: 'others',
  }),
  monster(
    'Shark Stickers',
    S002('OCG/TCG ruling differences'),
    [
      {
        label: 'Special Summon itself when a Fish, Sea Serpent or Aqua monster is Summoned to your field',
        effectKind: 'trigger',
        mandatory: false,
        does: ['special-summon'],
        event: 'monster-special-summoned',
        eventSubject: 'others',
        rulings: ['ruling.tcg.summon-triggers-without-exception-text', 'ruling.ocg.summon-triggers-not-in-damage-step'],
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  spellTrap('Scrap Sheen', 'normal-trap', S000('Cards and effects that can be activated (ATK/DEF): unique exceptions'), {
    label: 'ATK change that a ruling keeps out of the Damage Step (TCG)',
    effectKind: 'quick-like',
    mandatory: false,
    does: ['atk-def-direct'],
    rulings: ['ruling.scrap-sheen-not-in-damage-step'],
  }),
  monster(
    'Giant Kozaky',
    S000('Before damage calculation; After damage calculation'),
    [{ label: 'destroys itself while you control no face-up "Kozaky" (Continuous)', effectKind: 'continuous', mandatory: true, does: ['destroy'] }, DAMAGE_WHEN_DESTROYED],
    { monsterTypes: ['Effect'], atk: 2600, def: 1800, level: 6, aliases: ['Behemothic Kozaky'] },
  ),
  monster(
    'Don Zaloog',
    S000('After damage calculation'),
    [{ label: 'when it inflicts battle damage: discard or mill the opponent', effectKind: 'trigger', mandatory: false, does: ['other'], event: 'battle-damage', eventSubject: 'self' }],
    { monsterTypes: ['Effect'], atk: 1400, def: 1500, level: 4 },
  ),
  monster(
    'Steamroid',
    S000('Start of the Damage Step'),
    [{ label: 'gains or loses ATK during the Damage Step only (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] }],
    { monsterTypes: ['Effect'], atk: 1800, def: 1800, level: 4 },
  ),
];

export const EMBEDDED_CARDS: CardRecord[] = [
  ...EXAMPLES,
  ...START_AND_BEFORE_CARDS,
  ...CALCULATION_AND_AFTER_CARDS,
  ...ATK_DEF_CARDS,
  ...TRIGGER_AND_TIMING_CARDS,
  ...SPECIFIC_RULING_CARDS,
  ...CITED_PROCEDURE_CARDS,
];
