import type { CardRecord } from '../../types';
import { S000, S002, S003, monster, spellTrap } from '../build';

// Cards whose rulings the seeds cite for what happens during the Damage Step (flips, Continuous
// effects, the state of monsters destroyed by battle, "instead" replacements), and the Edison
// compendium's examples.

const START = S000('Start of the Damage Step (cited rulings)');
const BEFORE = S000('Before damage calculation (cited rulings)');
const AFTER = S000('After damage calculation (cited rulings)');
const DESTROYED = S002('Monsters that were destroyed by battle (cited rulings)');
const INSTEAD = S002('Perform damage calculation; End of the Damage Step ("instead" replacements)');

export const CITED_PROCEDURE_CARDS: CardRecord[] = [
  monster(
    'Sasuke Samurai',
    START,
    [
      {
        label: 'attacking a face-down Defense Position monster: destroy it without flipping it (start of the Damage Step)',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'start-of-damage-step',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'], atk: 500, def: 800, level: 1 },
  ),
  spellTrap(
    'Embodiment of Apophis',
    'normal-trap',
    BEFORE,
    {
      label: 'Special Summon this card as a Normal Monster',
      effectKind: 'quick-like',
      mandatory: false,
      does: ['special-summon'],
    },
    [],
    { aliases: ['Apotheosis of Apophis'] },
  ),
  monster(
    'Goblin King',
    BEFORE,
    [{ label: 'gains ATK/DEF for each other Fiend; cannot be attacked while you control another Fiend (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] }],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Morphtronic Magnen',
    BEFORE,
    [{ label: 'in Attack Position the opponent cannot attack other monsters; in Defense Position it cannot be attacked (Continuous)', effectKind: 'continuous', mandatory: true, does: ['other'] }],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Amazoness Tiger',
    BEFORE,
    [
      { label: 'you can only control 1 face-up Amazoness Tiger (Unclassified)', effectKind: 'unclassified', mandatory: true, does: ['other'] },
      { label: 'gains 400 ATK per Amazoness; the opponent cannot target other Amazoness for attacks (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct'] },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Malefic Blue-Eyes White Dragon',
    BEFORE,
    [{ label: 'there can only be 1 face-up Malefic monster on the field (Unclassified)', effectKind: 'unclassified', mandatory: true, does: ['other'] }],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Infernal Dragon',
    S000('Cards and effects that can be activated (ATK/DEF): cited rulings'),
    [{ label: 'cannot attack the turn after it attacks (Continuous)', effectKind: 'continuous', mandatory: true, does: ['other'] }],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Ancient Gear Golem',
    AFTER,
    [{ label: 'inflicts piercing damage; the opponent cannot activate Spells/Traps while it attacks (Continuous)', effectKind: 'continuous', mandatory: true, does: ['battle-damage-change'] }],
    { monsterTypes: ['Effect'], atk: 3000, def: 3000, level: 8 },
  ),
  monster(
    'Dark Cat with White Tail',
    AFTER,
    [
      {
        label: 'FLIP: return 2 monsters the opponent controls and 1 you control to the hand',
        effectKind: 'flip',
        mandatory: true,
        does: ['return-to-hand'],
        event: 'self-flipped-face-up',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect', 'Flip'] },
  ),
  monster(
    'Kangaroo Champ',
    AFTER,
    [
      {
        label: "after damage calculation, when it battles: change the other monster's battle position",
        effectKind: 'trigger',
        mandatory: true,
        does: ['change-battle-position'],
        event: 'after-damage-calculation',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Red Dragon Archfiend',
    AFTER,
    [
      {
        label: 'after damage calculation, when it attacks a Defense Position monster: destroy every Defense Position monster the opponent controls',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'after-damage-calculation',
        eventSubject: 'self',
      },
      { label: 'during your End Phase: destroy your monsters that did not attack', effectKind: 'trigger', mandatory: true, does: ['destroy'], event: 'phase-start-or-end', eventSubject: 'self' },
    ],
    { monsterTypes: ['Effect', 'Synchro'], atk: 3000, def: 2000, level: 8 },
  ),
  monster(
    'Reptilianne Gorgon',
    DESTROYED,
    [
      {
        label: 'after damage calculation: the monster it battled has its ATK become 0 and cannot change its battle position',
        effectKind: 'trigger',
        mandatory: true,
        does: ['atk-def-direct', 'other'],
        event: 'after-damage-calculation',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster('Wattsquirrel', DESTROYED, [{ label: 'a monster destroyed by battle with it has its effects negated (Continuous)', effectKind: 'continuous', mandatory: true, does: ['negate-effect'] }], {
    monsterTypes: ['Effect'],
  }),
  monster(
    'Garmr of the Nordic Beasts',
    DESTROYED,
    [
      {
        label: 'after damage calculation, if it battled a monster: return that monster to the hand',
        effectKind: 'trigger',
        mandatory: true,
        does: ['return-to-hand'],
        event: 'after-damage-calculation',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Amazoness Swords Woman',
    DESTROYED,
    [{ label: 'battle damage you would take from its battles is taken by the opponent instead (Continuous)', effectKind: 'continuous', mandatory: true, does: ['battle-damage-change'] }],
    { monsterTypes: ['Effect'], atk: 1500, def: 1600, level: 4 },
  ),
  monster(
    'Blackwing - Boreas the Sharp',
    DESTROYED,
    [{ label: 'inflicts piercing damage; gains ATK for each Blackwing in the GY (Continuous)', effectKind: 'continuous', mandatory: true, does: ['atk-def-direct', 'battle-damage-change'] }],
    { monsterTypes: ['Effect', 'Synchro'] },
  ),
  monster(
    'Ally of Justice Unknown Crusher',
    DESTROYED,
    [
      {
        label: 'after damage calculation, if it battled a LIGHT monster: banish that monster',
        effectKind: 'trigger',
        mandatory: true,
        does: ['banish'],
        event: 'after-damage-calculation',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Torapart',
    S002('End of the Damage Step (cited rulings)'),
    [{ label: 'grants an effect to a Synchro Monster Summoned with it (the granted effect belongs to that monster)', effectKind: 'continuous', mandatory: true, does: ['other'] }],
    { monsterTypes: ['Effect', 'Tuner'] },
  ),
  monster(
    'Royal Keeper',
    S002('Before damage calculation (cited rulings)'),
    [{ label: 'FLIP: it gains 300 ATK/DEF', effectKind: 'flip', mandatory: true, does: ['atk-def-direct'], event: 'self-flipped-face-up', eventSubject: 'self' }],
    { monsterTypes: ['Effect', 'Flip'], aliases: ['Purple Keeper'] },
  ),
  monster(
    'Ehren, Lightsworn Monk',
    S002('Before damage calculation (cited rulings)'),
    [
      {
        label: 'attacking a Defense Position monster: shuffle it into the Deck before damage calculation',
        effectKind: 'trigger',
        mandatory: true,
        does: ['other'],
        event: 'before-damage-calculation',
        eventSubject: 'self',
      },
      { label: 'during your End Phase: send the top 3 cards of your Deck to the GY', effectKind: 'trigger', mandatory: true, does: ['other'], event: 'phase-start-or-end', eventSubject: 'self' },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'The Six Samurai - Irou',
    INSTEAD,
    [
      {
        label: 'attacking a face-down Defense Position monster: destroy it without flipping it (start of the Damage Step)',
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy'],
        event: 'start-of-damage-step',
        eventSubject: 'self',
      },
      { label: 'if it would be destroyed, destroy another Six Samurai instead (replacement)', effectKind: 'unclassified', mandatory: false, does: ['destroy'] },
    ],
    { monsterTypes: ['Effect'], aliases: ['Six Samurai - Irou'] },
  ),
  monster(
    'Earthbound Immortal Aslla piscu',
    S002('After damage calculation (cited rulings)'),
    [
      { label: 'there can only be 1 face-up Earthbound Immortal on the field; destroyed with no face-up Field Spell (Unclassified)', effectKind: 'unclassified', mandatory: true, does: ['destroy'] },
      {
        label: "when it leaves the field: destroy the opponent's face-up monsters and inflict 800 damage for each",
        effectKind: 'trigger',
        mandatory: true,
        does: ['destroy', 'damage'],
        event: 'self-moved',
        eventSubject: 'self',
      },
    ],
    { monsterTypes: ['Effect'] },
  ),
  monster(
    'Earthbound Immortal Cusillu',
    INSTEAD,
    [
      {
        label: 'if it would be destroyed by battle, Tribute another monster instead (replacement, carried out at the end of the Damage Step)',
        effectKind: 'unclassified',
        mandatory: false,
        does: ['other'],
      },
      { label: "Tribute this card: halve the opponent's LP (Ignition)", effectKind: 'ignition', mandatory: false, does: ['other'] },
    ],
    { monsterTypes: ['Effect'] },
  ),
  spellTrap(
    'Fighting Spirit',
    'equip-spell',
    INSTEAD,
    {
      label: 'equip a monster: it gains 300 ATK for each monster the opponent controls',
      effectKind: 'continuous-like',
      mandatory: false,
      does: ['atk-def-direct'],
    },
    [
      {
        label: 'if the equipped monster would be destroyed by battle, destroy this card instead (replacement, carried out at the end of the Damage Step)',
        effectKind: 'unclassified',
        mandatory: false,
        does: ['destroy'],
      },
    ],
  ),
  // Edison Rules Compendium.
  monster(
    'Berserk Gorilla',
    S003('Substep 5: After Damage Calculation'),
    [{ label: 'destroyed while in Defense Position; must attack if able (Continuous)', effectKind: 'continuous', mandatory: true, does: ['destroy'] }],
    { monsterTypes: ['Effect'], atk: 2000, def: 1000, level: 4 },
  ),
  monster(
    'Man-Eater Bug',
    S003('Substep 6: Resolve Effects'),
    [{ label: 'FLIP: destroy 1 monster on the field', effectKind: 'flip', mandatory: true, does: ['destroy'], event: 'self-flipped-face-up', eventSubject: 'self' }],
    { monsterTypes: ['Effect', 'Flip'], atk: 450, def: 600, level: 2 },
  ),
];
