import type { CardKind, CardSubtype, CardTextInput, ClassifiedEffect, EffectCharacteristics } from '../../src/core/types';

// Invented cards written in Problem-Solving Card Text (and a few in older wording), one or more
// per pattern the classifier reads. `verdicts` is the expected card-level answer at the five
// modern timings (start, before, during, after, end), TCG; `effects` is what each effect entry
// must at least say. Also used by bench/classify.mjs to build a synthetic card pool.

export type Yn = 'y' | 'n';
export interface Fixture {
  input: CardTextInput;
  /** start, before damage calculation, during, after, end — modern rules, TCG. */
  verdicts: [Yn, Yn, Yn, Yn, Yn];
  effects?: Array<Partial<EffectCharacteristics & Pick<ClassifiedEffect, 'wordings' | 'notReadText'>>>;
  /** How many effect entries the card must have. */
  count?: number;
  minConfidence?: number;
  maxConfidence?: number;
  unrecognised?: number;
}

const mon = (name: string, text: string, types: string[] = ['Effect']): CardTextInput => ({ name, kind: 'monster', subtype: 'monster', monsterTypes: types, text, atk: 1000, def: 1000, level: 4 });
const st = (name: string, subtype: Exclude<CardSubtype, 'monster'>, text: string): CardTextInput => {
  const kind: CardKind = subtype.endsWith('-spell') ? 'spell' : 'trap';
  return { name, kind, subtype, text };
};

const NEVER: Fixture['verdicts'] = ['n', 'n', 'n', 'n', 'n'];
const ALWAYS: Fixture['verdicts'] = ['y', 'y', 'y', 'y', 'y'];
const UNTIL_CALC: Fixture['verdicts'] = ['y', 'y', 'n', 'n', 'n'];

export const FIXTURES: Fixture[] = [
  // --- Damage Step windows
  {
    input: mon('Puffball Guard', "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle."),
    verdicts: ['n', 'n', 'y', 'n', 'n'],
    effects: [{ effectKind: 'quick', mandatory: false, event: 'during-damage-calculation', does: ['battle-damage-change'] }],
  },
  {
    input: mon('Dawnbreak Lancer', "At the start of the Damage Step, if this card battles an opponent's monster: You can banish that monster."),
    verdicts: ['y', 'n', 'n', 'n', 'n'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'start-of-damage-step', does: ['banish'] }],
  },
  {
    input: mon('Drillhorn Mole', 'Before damage calculation, if this card attacks a Defense Position monster: You can destroy that monster.'),
    verdicts: ['n', 'y', 'n', 'n', 'n'],
    effects: [{ event: 'before-damage-calculation', does: ['destroy'] }],
  },
  {
    input: mon('Echo Wall Sentry', 'After damage calculation, if this card was attacked: Return the attacking monster to the hand.'),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'after-damage-calculation', does: ['return-to-hand'] }],
  },
  {
    input: mon('Ledger Goblin', 'If this card inflicts battle damage to your opponent: You can make your opponent discard 1 random card.'),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ event: 'battle-damage', eventSubject: 'self', mandatory: false }],
  },
  {
    input: mon('Bruise Collector', 'If you take battle damage: You can Special Summon this card from your hand.'),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ event: 'battle-damage', eventSubject: 'others', does: ['special-summon'] }],
  },
  {
    input: mon('Dusk Sage', 'At the end of the Damage Step, if this card battled: You can target 1 Spell/Trap on the field; destroy it.'),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ event: 'end-of-damage-step', does: ['destroy'] }],
  },
  {
    input: mon('Ember Healer', 'If you take damage: You can Special Summon this card from your hand, then gain LP equal to the damage you took.'),
    // Damage calculation too: an effect resolved there can inflict damage (Konami FAQ fid 20117).
    verdicts: ['y', 'y', 'y', 'y', 'y'],
    effects: [{ event: 'any-damage' }],
  },

  // --- Triggers about the card itself
  {
    input: mon('Pebble Trapdoor', 'FLIP: Target 1 monster on the field; destroy it.', ['Flip', 'Effect']),
    verdicts: ['n', 'n', 'n', 'y', 'y'],
    effects: [{ effectKind: 'flip', mandatory: true, event: 'self-flipped-face-up', does: ['destroy'] }],
  },
  {
    // A stray comma between the card and its verb parts no clause: the card is still the subject.
    input: mon('Comma Sentinel', 'If this Xyz Summoned card you control, is destroyed by battle or card effect and sent to your GY: You can draw 1 card.', ['Xyz', 'Effect']),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: mon('Comma Warden', 'If this Xyz Summoned card you control, is sent to the GY: You can draw 1 card.', ['Xyz', 'Effect']),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self' }],
  },
  {
    // Two commas around "other than this card": the subject is the other cards, refused in the Damage Step.
    input: mon('Comma Bystander', 'If a card(s) you control, other than this card, is destroyed by card effect: You can draw 1 card.'),
    verdicts: NEVER,
    effects: [{ eventSubject: 'others' }],
  },
  {
    input: mon('Comma Keeper', 'If this card is in your GY and a monster you control, is destroyed by battle or card effect: You can draw 1 card.'),
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ event: 'monster-destroyed-any-method', eventSubject: 'others' }],
  },
  {
    input: mon('Lantern Moth', 'If this card is flipped face-up: You can draw 1 card.'),
    verdicts: ['n', 'n', 'n', 'y', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'self-flipped-face-up', eventSubject: 'self' }],
  },
  {
    input: mon('Pivot Golem', "If this card's battle position is changed: You can target 1 card your opponent controls; destroy it."),
    verdicts: ALWAYS,
    effects: [{ event: 'self-position-changed', eventSubject: 'self', mandatory: false }],
  },
  {
    input: mon(
      'Ashen Courier',
      'If this card is sent to the GY: You can add 1 Level 4 or lower Pyro monster from your Deck to your hand. You can only use this effect of "Ashen Courier" once per turn.',
    ),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self', does: ['draw-or-search'] }],
    count: 1,
  },
  {
    input: mon('Grudge Knight', 'If this card is destroyed by battle: You can Special Summon 1 Warrior monster from your Deck.'),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ event: 'destroyed-by-battle', eventSubject: 'self' }],
  },
  { input: mon('Vanishing Imp', 'If this card is destroyed by battle or card effect: You can draw 1 card.'), verdicts: ALWAYS, effects: [{ event: 'self-moved', eventSubject: 'self' }] },
  {
    input: mon('Spiteful Drake', "If this card destroys an opponent's monster by battle: You can inflict 500 damage to your opponent."),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ event: 'destroyed-by-battle', eventSubject: 'self', does: ['damage'] }],
  },

  // --- Triggers about other cards
  {
    input: mon('Tidal Stowaway', 'If a Fish monster is Normal or Special Summoned to your field: You can Special Summon this card from your hand.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', event: 'monster-special-summoned', eventSubject: 'others' }],
  },
  {
    input: mon('Bloom Herald', "If a monster is Special Summoned to your opponent's field (except during the Damage Step): You can draw 1 card."),
    verdicts: NEVER,
    effects: [{ exceptDuringDamageStep: true, event: 'monster-special-summoned' }],
  },
  {
    input: mon('Sugar Jester', 'If this card or another Jester monster you control is sent to the GY: You can draw 1 card.'),
    verdicts: NEVER,
    effects: [{ eventSubject: 'self-or-others', event: 'self-moved' }],
  },
  {
    input: mon('Mourning Bell', 'If a monster you control is destroyed: You can Special Summon this card from your hand.'),
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ event: 'monster-destroyed-any-method', eventSubject: 'others' }],
  },
  {
    input: st('Quake Retort', 'normal-trap', 'When a monster(s) you control is destroyed (except during the Damage Step): Destroy 1 card your opponent controls.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', effectKind: 'trigger-like', exceptDuringDamageStep: true }],
  },
  {
    input: st('Mirror Rebuke', 'normal-trap', "When an opponent's monster declares an attack: Destroy all Attack Position monsters your opponent controls."),
    verdicts: NEVER,
    effects: [{ activation: 'card', event: 'attack-declared', does: ['destroy'] }],
  },
  {
    input: mon('Opening Herald', 'If this card is Normal Summoned: You can add 1 Spellcaster monster from your Deck to your hand.'),
    verdicts: NEVER,
    effects: [{ event: 'monster-normal-or-flip-summoned' }],
  },
  { input: mon('Dawn Watchman', 'During your Standby Phase: You can gain 500 LP.'), verdicts: NEVER, effects: [{ event: 'phase-start-or-end' }] },

  // --- Mandatory
  { input: mon('Fuming Wreck', 'If this card is sent to the GY: Inflict 300 damage to your opponent.'), verdicts: ALWAYS, effects: [{ mandatory: true, event: 'self-moved' }] },
  {
    input: mon('Cinder Widow', "If a monster is Special Summoned: Inflict 200 damage to that monster's controller."),
    verdicts: ALWAYS,
    effects: [{ mandatory: true, event: 'monster-special-summoned' }],
  },

  // --- ATK/DEF
  {
    input: st(
      'Severing Pike',
      'quick-play-spell',
      'Target 1 face-up monster on the field; until the end of this turn, that target loses 800 ATK, but is unaffected by the effects of other Spells/Traps.',
    ),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', effectKind: 'quick-like', does: ['atk-def-direct'] }],
  },
  {
    input: st('Gilded Surge', 'quick-play-spell', 'Target 1 face-up monster you control; it gains 1000 ATK until the end of this turn.'),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['atk-def-direct'] }],
  },
  { input: st('Leaden Shroud', 'normal-trap', 'Target 1 face-up monster on the field; its ATK becomes 0 until the end of this turn.'), verdicts: UNTIL_CALC, effects: [{ does: ['atk-def-direct'] }] },
  {
    input: st('Split Aura', 'quick-play-spell', 'Target 1 face-up monster your opponent controls; its ATK is halved until the end of this turn.'),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['atk-def-direct'] }],
  },
  { input: st('Twin Flare', 'quick-play-spell', 'Target 1 face-up monster you control; double its ATK until the end of this turn.'), verdicts: UNTIL_CALC, effects: [{ does: ['atk-def-direct'] }] },
  {
    input: st('Inverted Stance', 'normal-trap', 'Switch the original ATK and DEF of all face-up monsters currently on the field, until the end of this turn.'),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['atk-def-direct'] }],
  },
  {
    input: st('Fixed Measure', 'quick-play-spell', 'Target 1 face-up monster on the field; its ATK becomes 2000 until the end of this turn.'),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['atk-def-direct'] }],
  },
  {
    input: mon('Sparring Squire', '(Quick Effect): You can discard this card, then target 1 face-up monster on the field; it gains 1000 ATK until the end of this turn.'),
    verdicts: UNTIL_CALC,
    effects: [{ effectKind: 'quick', mandatory: false, does: ['atk-def-direct'] }],
  },
  {
    input: mon('Vainglory Beetle', 'If this card is Normal Summoned: You can target 1 face-up monster on the field; it gains 500 ATK.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', does: ['atk-def-direct'] }],
  },
  {
    input: st('Dusk Hex', 'quick-play-spell', 'Target 1 face-up monster on the field; during the End Phase of this turn, its ATK becomes 0.'),
    verdicts: NEVER,
    effects: [{ does: ['atk-def-never-in-damage-step'] }],
  },
  {
    input: st('Patient Ember', 'quick-play-spell', 'Target 1 face-up monster you control; the next time it battles this turn, it gains 1000 ATK during damage calculation only.'),
    verdicts: NEVER,
    effects: [{ does: ['atk-def-maybe-not-at-resolution'] }],
  },
  {
    input: st('Coin of Spite', 'normal-trap', 'Your opponent chooses 1 of these effects. ● All monsters you control lose half their ATK. ● End the Battle Phase.'),
    verdicts: NEVER,
    effects: [{ does: ['atk-def-maybe-not-at-resolution'] }],
  },
  {
    input: st('Inversion Field', 'continuous-trap', 'All increases and decreases to ATK and DEF of monsters on the field are reversed.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', does: ['atk-def-indirect'] }],
  },
  {
    input: st('Second Wind Banner', 'normal-trap', 'Target 1 Level 4 or lower monster in your GY; Special Summon it, and if you do, increase its Level by 1 and its ATK/DEF by 100.'),
    verdicts: NEVER,
    effects: [{ does: ['special-summon', 'atk-def-only-summoned-monster'] }],
  },
  {
    input: st('Hero Reprise', 'quick-play-spell', 'Special Summon 1 Level 7 Warrior monster from your Deck. It gains 1000 ATK. Destroy it during the End Phase of this turn.'),
    verdicts: NEVER,
    effects: [{ does: ['special-summon', 'atk-def-only-summoned-monster', 'destroy'] }],
  },

  // --- Negation
  {
    input: st('Hushing Decree', 'counter-trap', 'When a Spell/Trap Card is activated: Negate the activation, and if you do, destroy that card.'),
    verdicts: ALWAYS,
    effects: [{ activation: 'card', effectKind: 'quick-like', does: ['negate-activation', 'destroy'] }],
  },
  {
    input: mon(
      'Starveil Wyrm',
      'When a card or effect is activated that would destroy a card(s) on the field (Quick Effect): You can Tribute this card; negate the activation, and if you do, destroy it.',
      ['Synchro', 'Effect'],
    ),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'quick', does: ['negate-activation', 'destroy'] }],
  },
  {
    input: st('Summit Veto', 'counter-trap', 'When a monster would be Normal Summoned: Negate the Summon, and if you do, destroy it.'),
    verdicts: NEVER,
    effects: [{ event: 'monster-normal-or-flip-summoned' }],
  },

  // --- Normal / Fusion Summons
  { input: mon('Pact Scribe', 'If this card is sent to the GY: You can Normal Summon 1 Fiend monster.'), verdicts: NEVER, effects: [{ does: ['normal-summon'], event: 'self-moved' }] },
  {
    input: mon('Grafting Spore', 'If this card is sent to the GY: You can Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as material.'),
    verdicts: NEVER,
    effects: [{ does: ['fusion-summon'] }],
  },

  // --- Spell Speed 1 and Continuous
  { input: st('Twofold Draw', 'normal-spell', 'Draw 2 cards.'), verdicts: NEVER, effects: [{ activation: 'card', effectKind: 'ignition-like' }] },
  {
    // The coin toss opens the resolution's outcomes: no activation condition to read.
    input: st("Gambler's Twin Draw", 'normal-spell', 'Toss a coin: \u25cf Heads: Draw 2 cards. \u25cf Tails: Your opponent draws 2 cards.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', effectKind: 'ignition-like', does: ['draw-or-search'], wordings: ['form.coin-toss-colon-is-no-condition'] }],
    unrecognised: 0,
  },
  {
    // A Trap Card that changes ATK is covered by the ATK/DEF permission whatever its activation timing
    // (seed 000: Spell/Trap Cards that directly change ATK/DEF); a Special Summon can happen in the step.
    input: st('Sapping Snare', 'normal-trap', 'When your opponent Special Summons a monster(s): That monster(s) loses 500 ATK.'),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', event: 'monster-special-summoned', does: ['atk-def-direct'] }],
  },
  {
    // Older third-person actions: the player the text names performs them.
    input: st('Mutual Recall', 'normal-trap', 'When a monster declares an attack: Each player Special Summons 1 monster from their GY. Each player banishes the top card of their Deck.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', event: 'attack-declared', does: ['special-summon', 'banish'] }],
    unrecognised: 0,
  },
  {
    input: st('Borrowed Hatchet', 'normal-spell', 'Your opponent can target 1 card on the field; that player destroys that target. Return up to 2 cards from your GY to your Deck.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', does: ['destroy'] }],
    unrecognised: 0,
  },
  {
    input: mon('Echo Warden', 'Any battle damage you take from battles involving this card is also inflicted to your opponent.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous', does: ['damage'] }],
    unrecognised: 0,
  },
  {
    input: st('Sour Note', 'normal-spell', "Decrease your opponent's Life Points by 400 points."),
    verdicts: NEVER,
    effects: [{ activation: 'card', does: ['damage'] }],
    unrecognised: 0,
  },
  {
    // A face-up Continuous Spell's optional effect on an activation happens to it: Trigger-like, not
    // an Ignition-like effect (and an optional trigger about other cards, refused in the step).
    input: st('Echoing Hall', 'continuous-spell', 'Once per turn, if your opponent activates a card or effect: You can draw 1 card.'),
    verdicts: NEVER,
    effects: [{ activation: 'card' }, { effectKind: 'trigger-like', mandatory: false, event: 'card-or-effect-activated' }],
  },
  {
    // An older trigger's condition lists card kinds; in lower case they are still list items, and the
    // comma that closes the condition is the one before "you can".
    input: mon('Lowercase Warden', 'If you negate the activation of a spell card, trap card, or monster effect activated by your opponent, you can draw 1 card.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'card-or-effect-activated' }],
  },
  {
    // An unquoted initialism ("E.C. Counter") ends no sentence: two effects, not three.
    input: mon('Counter Keeper', 'Each time a monster is flipped face-up, place 1 E.C. Counter on this card. This card gains 100 ATK for each E.C. Counter on it.'),
    verdicts: NEVER,
    count: 2,
    effects: [{ effectKind: 'continuous' }, { effectKind: 'continuous', does: ['atk-def-direct'] }],
    unrecognised: 0,
  },
  {
    // Older sentences with no Damage Step meaning, each read rather than left as text not read.
    input: mon(
      'Quiet Borderwarden',
      'The Attribute of this card is also treated as WATER. Neither player can conduct their Battle Phase. Face-down cards on the field are turned face-up. Effects of Traps you control are not negated. Return 1 card from your GY to your Deck. Cards banished by this effect will be destroyed during the End Phase.',
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    input: mon(
      'Quiet Overseer',
      'Your opponent takes no further damage this turn. Return 1 card from your GY to either the top or the bottom of the Deck. Activate 1 Field Spell from your Deck. Make that effect damage to you 0. Return 1 banished monster to the field. Gain control of 1 monster your opponent controls. End this Main Phase.',
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    input: mon('Tithe Collector', 'Your opponent banishes 3 cards from their Extra Deck. Any battle damage you take inflicts equal damage to your opponent.'),
    verdicts: NEVER,
    effects: [{ does: ['banish'] }, { does: ['damage'] }],
    unrecognised: 0,
  },
  {
    input: mon('Hushed Duelist', "Negate your opponent's Spell effects that target this card."),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous', does: ['negate-effect'] }],
    unrecognised: 0,
  },
  { input: st('Gallant Blade', 'equip-spell', 'Equip only to a Warrior monster. It gains 500 ATK.'), verdicts: NEVER, effects: [{ activation: 'card', does: ['equips-itself', 'atk-def-direct'] }] },
  { input: st('Warlord Plains', 'field-spell', 'All Warrior monsters on the field gain 300 ATK.'), verdicts: NEVER, effects: [{ activation: 'card', effectKind: 'continuous-like' }] },
  {
    input: mon('Steam Ram', 'If this card attacks, it gains 500 ATK during the Damage Step only. If this card is attacked, it loses 500 ATK during the Damage Step only.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous', does: ['atk-def-direct'] }, { effectKind: 'continuous' }],
  },
  {
    input: mon('Ironclad Bastion', 'This card gains 1000 ATK during damage calculation only.\nCannot be destroyed by battle.'),
    verdicts: NEVER,
    count: 2,
    effects: [{ effectKind: 'continuous', does: ['atk-def-direct'] }],
  },
  { input: mon('Lonely Giant', 'If you control no face-up "Lonely Giant", destroy this card.'), verdicts: NEVER, effects: [{ effectKind: 'continuous', does: ['destroy'] }] },

  // --- Equip Traps and Continuous Traps
  {
    input: st(
      'Horned Mantle',
      'continuous-trap',
      'Activate this card by targeting 1 face-up monster you control; equip this card to that target. It gains 800 ATK. If it destroys a monster by battle, draw 1 card.',
    ),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', does: ['equips-itself', 'atk-def-direct'] }],
  },
  {
    // A Normal Trap that stays as an Equip Card: its trigger on being sent to the GY is its own
    // mandatory trigger, not an effect its resolution gave the target ("the equipped monster" or no).
    input: st(
      'Pledged Gauntlet',
      'normal-trap',
      'Target 1 face-up monster your opponent controls; equip this card to that target as an Equip Card that makes it gain 500 ATK/DEF. If this card is sent to the GY because the equipped monster leaves the field: Draw 1 card.',
    ),
    verdicts: ALWAYS,
    effects: [
      { activation: 'card', does: ['atk-def-direct', 'equips-itself'] },
      { activation: 'effect', effectKind: 'trigger-like', mandatory: true, event: 'self-moved' },
    ],
    unrecognised: 0,
  },
  {
    input: st('Cornered Vermin', 'continuous-trap', "During either player's turn: You can target 1 face-up monster you control; it gains 300 ATK until the end of this turn."),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', effectKind: 'continuous-like', sameChainLinkEffect: { effectKind: 'quick-like', mandatory: false, does: ['atk-def-direct'] } }, { effectKind: 'quick-like' }],
  },
  {
    input: st('Blazing Formation', 'continuous-trap', 'All Beast-Warrior monsters you control gain 300 ATK.'),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', effectKind: 'continuous-like', does: ['atk-def-direct'] }],
  },
  {
    input: st(
      'Ghostwire Protocol',
      'continuous-trap',
      'When this card is activated: You can target 1 card on the field; negate its effects. Once per turn, when your opponent activates a card or effect: You can send 1 card you control to the GY; negate the activation, and if you do, destroy that card.',
    ),
    // The "When this card is activated:" effect resolves with the card: it is not a separate effect.
    verdicts: ALWAYS,
    count: 2,
    effects: [{ activation: 'card', sameChainLinkEffect: { effectKind: 'quick-like', mandatory: false, does: ['negate-effect'] } }],
  },
  {
    input: st('Scale Grudge', 'continuous-trap', 'If you take battle damage from a battle involving a Reptile monster: You can Special Summon 1 Reptile monster from your Deck.'),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ activation: 'card', sameChainLinkEffect: { effectKind: 'trigger-like', mandatory: false, event: 'battle-damage', does: ['special-summon'] } }],
  },
  {
    input: st('Pilfering Imp', 'continuous-trap', 'Each time a monster you control inflicts battle damage to your opponent, your opponent discards 1 random card.'),
    // "Each time ..." without a colon is a Continuous effect: nothing is activated.
    verdicts: NEVER,
    effects: [
      { activation: 'card', effectKind: 'continuous-like' },
      { effectKind: 'continuous-like', wordings: ['form.each-time-continuous'] },
    ],
  },

  // --- Structure: numbering, bullets, granted effects, materials, Pendulum
  {
    // Tribute Summoning it by other Tributes, standing in for a Fusion Material, being Set as a Spell: rules of the card, not effects.
    input: mon(
      'Ember Regent',
      'You can Tribute Summon this card by Tributing 1 Tribute Summoned monster. You can substitute this card for any 1 Fusion Material Monster. You can Set this card from your hand to your Spell & Trap Zone as a Spell. If this card is Tribute Summoned: You can draw 1 card.',
    ),
    verdicts: NEVER,
    count: 1,
    effects: [{ effectKind: 'trigger', event: 'monster-normal-or-flip-summoned' }],
    unrecognised: 0,
  },
  {
    // Another way to Xyz Summon it is a summoning procedure, not an effect (no Ignition effect to pair a script with).
    input: mon(
      'Lantern Rook',
      '2 Level 4 monsters\nOnce per turn, you can also Xyz Summon "Lantern Rook" by using 1 Rank 3 Xyz Monster you control as material. (Transfer its materials to this card.) Once per turn (Quick Effect): You can detach 1 material from this card, then target 1 face-up monster on the field; it loses 600 ATK.',
      ['Xyz', 'Effect'],
    ),
    verdicts: UNTIL_CALC,
    count: 1,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
    unrecognised: 0,
  },
  {
    input: mon('Twinned Oracle', '\u2460 If this card is Normal Summoned: You can add 1 Spell from your Deck to your hand. \u2461 If this card is sent to the GY: You can draw 1 card.'),
    verdicts: ALWAYS,
    count: 2,
    effects: [{ event: 'monster-normal-or-flip-summoned' }, { event: 'self-moved' }],
  },
  {
    input: mon(
      'Ledger Knight',
      'You can only use each effect of "Ledger Knight" once per turn.\n(1): If this card is Normal Summoned: You can add 1 "Ledger" card from your Deck to your hand.\n(2): During damage calculation, if your monster battles (Quick Effect): You can banish this card from your GY; that monster gains 600 ATK.',
    ),
    verdicts: ['n', 'n', 'y', 'n', 'n'],
    count: 2,
    effects: [{ event: 'monster-normal-or-flip-summoned' }, { effectKind: 'quick', event: 'during-damage-calculation', does: ['atk-def-direct'] }],
  },
  {
    // Older text: "…destroyed by battle, during damage calculation, you can …" is activated in damage
    // calculation, before the destruction; the window opens the resolution (form.old-body-names-window).
    input: st('Last Stand Banner', 'continuous-trap', 'If a face-up monster you control is destroyed by battle, during damage calculation, you can make the Battle Damage from that battle 0.'),
    verdicts: ['n', 'n', 'y', 'n', 'n'],
    effects: [
      { activation: 'card' },
      { effectKind: 'trigger-like', event: 'during-damage-calculation', wordings: ['form.old-comma-trigger', 'event.destroyed-by-battle', 'form.old-body-names-window'] },
    ],
  },
  {
    // Older text: a battle, then the window before "you can": activated during damage calculation (form.old-state-then-window).
    input: mon('Arena Brawler', 'If this card battles, during damage calculation, you can make this card gain 500 ATK.'),
    verdicts: ['n', 'n', 'y', 'n', 'n'],
    effects: [
      {
        effectKind: 'trigger',
        mandatory: false,
        event: 'during-damage-calculation',
        wordings: ['form.old-comma-trigger', 'condition.state-or-window', 'event.window.during-damage-calculation', 'form.old-state-then-window'],
      },
    ],
  },
  {
    // "you may not" is "you cannot": a restriction, not a Special Summon the effect performs.
    input: mon('Probe Warden', 'While this card is face-up on the field, you may not Special Summon monsters.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous', does: ['other'], wordings: ['form.older-wording'] }],
  },
  {
    // A restriction on adding cards adds none: the effect does nothing the reader names.
    input: mon('Probe Sentry', 'If this card is Special Summoned: You cannot add cards from your Deck to your hand for the rest of this turn.'),
    verdicts: ['y', 'y', 'y', 'y', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: true, does: ['other'] }],
  },
  {
    // "During the Main Phase or Battle Phase" is a window holding the Damage Step, not a Main Phase event: the ATK change decides.
    input: mon('Twofold Watch', 'During the Main Phase or Battle Phase (Quick Effect): You can target 1 face-up monster; it gains 500 ATK.'),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'], wordings: ['form.psct-colon', 'condition.state-or-window'] }],
  },
  {
    // After a granted effect's bullets, the material sentence is still an effect of this card's own.
    input: mon(
      'Granting Tuner',
      'If this card is used as material for a Synchro Summon, the Synchro Monster gains this effect.\n\u25cf Once per turn: You can draw 1 card.\nA Synchro Monster that used this card as material cannot be destroyed by battle.',
    ),
    verdicts: NEVER,
    count: 1,
    effects: [{ effectKind: 'continuous', wordings: ['form.material-sentence'] }],
  },
  {
    // Older text: "Once per turn," opens the condition; the window after it is part of it.
    input: mon('Old Twofold Watch', "Once per turn, during either player's turn, you can target 1 face-up monster; it gains 500 ATK."),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    effects: [{ effectKind: 'quick', mandatory: false, does: ['atk-def-direct'] }],
  },
  {
    // The same older form counted twice per turn, and with "the Main Phase or your opponent's Battle Phase".
    input: mon('Old Twofold Watch II', "Twice per turn, during the Main Phase or your opponent's Battle Phase, you can target 1 face-up monster; it gains 500 ATK."),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    effects: [{ effectKind: 'quick', mandatory: false, does: ['atk-def-direct'] }],
  },
  {
    // Your own Main Phase or the opponent's Battle Phase: a window that holds the Damage Step too.
    input: mon('Split Watch', "During your Main Phase or your opponent's Battle Phase (Quick Effect): You can target 1 face-up monster; it gains 500 ATK."),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'], wordings: ['form.psct-colon', 'condition.state-or-window'] }],
  },
  {
    // The same window written "Main Phase or the Battle Phase", and for each player.
    input: mon('Twofold Watch II', "During each player's Main Phase or the Battle Phase (Quick Effect): You can target 1 face-up monster; it gains 500 ATK."),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'], wordings: ['form.psct-colon', 'condition.state-or-window'] }],
    unrecognised: 0,
  },
  {
    // Older Yang Zing style: "during your opponent's Main Phase or Battle Phase, you can:" is a Quick Effect;
    // the material's bonus after it is an effect of its own, not part of that resolution.
    input: mon(
      'Tuning Ember',
      "Once per turn, during your opponent's Main Phase or Battle Phase, you can: Immediately after this effect resolves, Synchro Summon 1 Synchro Monster, using only monsters you control. A Synchro Monster that used this card as a Synchro Material gains 500 ATK.",
    ),
    verdicts: NEVER,
    count: 2,
    effects: [
      { effectKind: 'quick', does: ['special-summon'] },
      { effectKind: 'continuous', does: ['atk-def-direct'] },
    ],
  },
  {
    input: mon(
      'Gale Adept',
      'If this card is sent to the GY: You can draw 1 card.\nA WIND Xyz Monster that was Summoned using this card as material gains this effect.\n\u25cf If it is Xyz Summoned: Destroy 1 card your opponent controls.',
    ),
    verdicts: ALWAYS,
    count: 1,
  },
  {
    input: mon(
      'Chain Warden',
      '2 Level 4 monsters\nOnce per turn (Quick Effect): You can detach 1 material from this card, then target 1 face-up monster on the field; its ATK becomes 0 until the end of this turn.',
      ['Xyz', 'Effect'],
    ),
    verdicts: UNTIL_CALC,
    count: 1,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
  },
  {
    input: mon(
      'Scale Tender',
      '[ Pendulum Effect ]\nOnce per turn: You can target 1 face-up monster you control; it gains 300 ATK.\n----------------------------------------\n[ Monster Effect ]\nIf this card is destroyed by battle: You can draw 1 card.',
      ['Pendulum', 'Effect'],
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    count: 2,
    effects: [{ effectKind: 'ignition' }, { event: 'destroyed-by-battle' }],
  },
  {
    input: mon('Hollow Titan', 'Cannot be Normal Summoned/Set. Must be Special Summoned by sending 2 monsters you control to the GY. If this card is sent to the GY: You can draw 1 card.'),
    verdicts: ALWAYS,
    count: 1,
  },
  { input: mon('Plain Wolf', 'A lone wolf that hunts under the moon. Its howl, they say, can be heard for miles.', ['Normal']), verdicts: NEVER, count: 0 },

  // --- Older texts
  {
    input: mon('Grave Bloom', 'When this card is destroyed by battle and sent to the Graveyard, you can Special Summon 1 Plant-Type monster from your Deck.'),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'destroyed-by-battle', eventSubject: 'self' }],
  },
  {
    // Activating it from the hand at a price is a permission, not an effect of its own.
    input: st(
      'Hasty Rebuke',
      'counter-trap',
      'When your opponent activates a Trap Card: Negate the activation, and if you do, destroy it. You can activate this card from your hand by paying half your LP.',
    ),
    verdicts: ALWAYS,
    count: 1,
    effects: [{ activation: 'card', does: ['negate-activation', 'destroy'] }],
  },
  {
    // A Trap's effect in the GY "During your Main Phase:" waits for its controller's open Main Phase: Ignition-like.
    input: st('Grave Banner', 'normal-trap', 'Target 1 face-up monster you control; it gains 500 ATK. During your Main Phase: You can banish this card from your GY; draw 1 card.'),
    verdicts: UNTIL_CALC,
    count: 2,
    effects: [
      { activation: 'card', does: ['atk-def-direct'] },
      { activation: 'effect', effectKind: 'ignition-like', event: 'main-phase-only' },
    ],
  },
  {
    // The End Phase is the event; what happened this turn is its state: a trigger, never in the Damage Step.
    input: mon('Dusk Lantern', 'During the End Phase, if this card was sent to the GY this turn: You can add 1 Spell from your Deck to your hand.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', event: 'phase-start-or-end', mandatory: false }],
  },
  {
    // A one-shot Spell's own effect in the GY (it acts on this card), not one its resolution created.
    input: st(
      'Ember Oath',
      'normal-spell',
      'Target 1 Fusion Monster you control; negate its effects until the end of this turn. During the End Phase, if a Fusion Monster was sent to your GY this turn: You can add this card from your GY to your hand.',
    ),
    verdicts: NEVER,
    count: 2,
    effects: [{ activation: 'card' }, { activation: 'effect', effectKind: 'trigger-like', event: 'phase-start-or-end' }],
  },
  {
    // "they can": the player the condition names chooses, so the effect is optional, as with "you can".
    input: mon('Spirit of the Kettle', 'While this card is in face-up Attack Position on the field, if a player activates "Lucky Kettle", they can draw 1 more card.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'card-or-effect-activated', eventSubject: 'others' }],
  },
  {
    // A restriction its destruction starts: the card is off the field, so it is a trigger, not Continuous.
    input: mon('Spiteful Spark', "If this card is destroyed by your opponent's card, your opponent cannot activate Trap Cards for the rest of this turn."),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'self-moved', eventSubject: 'self' }],
  },
  {
    // The same restriction while the card is face-up is Continuous.
    input: mon('Smoldering Spark', 'If this card is flipped face-up, your opponent cannot activate Trap Cards while this card is face-up on the field.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous', wordings: ['form.old-lingering-restriction'] }],
  },
  {
    input: mon('Needle Burrower', 'If this card attacks a face-down Defense Position monster, destroy that monster without applying damage calculation.'),
    verdicts: ['y', 'n', 'n', 'n', 'n'],
    effects: [{ mandatory: true, event: 'start-of-damage-step' }],
  },
  {
    input: mon('Disc Thrower', 'When this card battles a monster with 2000 or more DEF, destroy that monster without applying damage calculation.'),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    effects: [{ mandatory: true, event: 'start-or-before-damage-calculation' }],
  },
  {
    input: st(
      'Lifeline Rope',
      'normal-trap',
      'Activate only when a monster you control is destroyed by battle and sent to the Graveyard. Discard your entire hand to Special Summon that monster in Attack Position and increase its ATK by 800.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ activation: 'card', effectKind: 'trigger-like', event: 'destroyed-by-battle', does: ['special-summon', 'atk-def-only-summoned-monster'] }],
  },

  // --- Unreadable
  {
    input: mon('Quiet Herald', 'If this card is Special Summoned (except during the Damage Step): You can add 1 card from your Deck to your hand.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', exceptDuringDamageStep: true, event: 'self-moved' }],
  },
  {
    input: mon('Moonlit Oddity', 'When the moon is full and the tide is high: You can draw 1 card.'),
    // Never a silent guess: the condition is not read, and the verdict leaves the effect out.
    verdicts: NEVER,
    maxConfidence: 0.3,
    unrecognised: 1,
    effects: [{ notRead: true, notReadText: 'When the moon is full and the tide is high', wordings: ['fallback.condition-not-read'] }],
  },
  // --- Issue 18: the card itself moving is "yes if its event happens then"; only a Tribute Summon is never
  {
    input: mon('Gearwork Pupil', 'If this card is sent to the GY as Synchro Material: You can draw 1 card.'),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'self-moved', eventSubject: 'self', wordings: ['form.psct-colon', 'event.used-as-material'] }],
  },
  {
    input: mon('Lantern Page', "If this card is detached from an Xyz Monster to activate that monster's effect: You can add 1 Spell from your Deck to your hand."),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: mon('Ember Offering', 'If this card is sent to the GY to activate a card effect, or by card effect: You can draw 1 card.'),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: mon('Ashen Throne Page', 'If this card is Tributed for a Tribute Summon: You can draw 1 card.'),
    verdicts: NEVER,
    effects: [{ event: 'material-or-tribute', wordings: ['form.psct-colon', 'event.tributed-for-tribute-summon'] }],
  },
  {
    input: mon('Lucky Foundling', 'When you draw this card: You can reveal it; draw 1 card.'),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self', wordings: ['form.psct-colon', 'event.drawn'] }],
  },
  {
    input: mon('Drift Wisp', 'If this card becomes banished: You can add 1 monster from your Deck to your hand.'),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: mon('Lane Shifter', 'If this card is moved from a Monster Zone to another: You can draw 1 card.'),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: mon('Trick Mirror Imp', 'If this card is Normal or Special Summoned, or flipped face-up: You can add 1 Trap from your Deck to your hand.'),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self', wordings: ['form.psct-colon', 'event.summoned-or-flipped'] }],
  },
  {
    input: mon('Lantern Fry', 'If a monster is Synchro Summoned using this card as material: You can draw 1 card.'),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self', wordings: ['form.psct-colon', 'event.summoned-using-this-card'] }],
  },
  // --- Issue 18: an optional trigger about other cards whose event is partly the battle's own
  {
    input: mon('Vigil Hound', 'If a monster(s) you control is destroyed by battle or card effect: You can Special Summon this card from your hand.'),
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ event: 'monster-destroyed-any-method', eventSubject: 'others' }],
  },
  {
    input: mon('Tuner Herald', 'If a Tuner(s) is sent to your GY, even during the Damage Step: You can Special Summon this card from your hand.'),
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ effectKind: 'trigger', event: 'card-sent-to-gy', evenDuringDamageStep: true, wordings: ['form.psct-colon', 'form.even-during-the-damage-step', 'event.moved'] }],
  },
  {
    input: mon('Reef Caller', 'If a monster(s) is Special Summoned to your field: You can draw 1 card.'),
    verdicts: NEVER,
    effects: [{ event: 'monster-special-summoned', eventSubject: 'others' }],
  },
  // --- Issue 18: wordings the reader misread
  {
    input: mon('Dusk Conductor', "During your opponent's turn, you can (Quick Effect): Immediately after this effect resolves, Synchro Summon 1 Synchro Monster using this card."),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', mandatory: false, wordings: ['form.psct-colon', 'form.you-can-before-colon', 'condition.state-or-window'] }],
  },
  {
    input: mon('Vengeful Tidewalker', "If this card is Special Summoned during your opponent's turn: You can Tribute this card; Special Summon 1 monster from your GY."),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: st('Summoning Veto', 'normal-trap', 'When a card or effect is activated that includes an effect that Special Summons a monster(s): Negate that effect.'),
    verdicts: NEVER,
    effects: [{ event: 'card-or-effect-activated', wordings: ['form.psct-colon', 'event.activated-that'] }],
  },
  {
    input: mon('Grudge Collector', 'When either player takes damage from a battle involving a Fiend monster: You can banish this card from your GY; draw 1 card.'),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ event: 'battle-damage' }],
  },
  {
    input: st('Ursine Revenge', 'continuous-trap', "When your Synchro Monster is destroyed by an opponent's attack: You can activate this effect; draw 1 card."),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
  },
  {
    input: mon('Scaled Duelist', 'You can target 1 face-up monster your opponent controls; it loses 1000 ATK. This is a Quick Effect if you control a Dragon monster.'),
    verdicts: UNTIL_CALC,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'], wordings: ['form.conditional-quick-effect'] }],
  },
  {
    input: mon('Chest Mimic', 'FLIP: If it is the Main Phase: Destroy 1 monster on the field.', ['Effect', 'Flip']),
    verdicts: NEVER,
    effects: [{ effectKind: 'flip', event: 'main-phase-only' }],
  },
  {
    input: mon(
      'Forge Apprentice',
      'After you Normal Summon this card, you can Normal Summon 1 Warrior monster during your Main Phase this turn, in addition to your Normal Summon/Set. (You can only gain this effect once per turn.) If this face-up card on the field is sent to the GY: Target 1 card in your GY; add that target to your hand.',
    ),
    verdicts: ALWAYS,
    count: 2,
  },
  {
    input: st('Mirror Chorus', 'normal-trap', "Target 1 monster you control; the ATK of all face-up monsters your opponent currently controls become the targeted monster's ATK."),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['atk-def-direct'] }],
  },
  {
    input: mon('Dice Courier', 'Once per turn, when a card or effect is activated, even during the Damage Step (Quick Effect): You can draw 1 card.'),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'quick', evenDuringDamageStep: true }],
  },
  {
    input: mon('Fuse Sentinel', "If this card in its owner's possession is destroyed by an opponent's attack or card effect: Inflict 500 damage to your opponent."),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', mandatory: true }],
  },
  // --- Issue 18: ATK/DEF named, but not the activation's direct change
  {
    // A change after another action is the effect's own ATK change: the action and the change come at
    // once (official rulings on Aegaion the Sea Castrum's "banish ..., and if you do, this card's ATK becomes ...").
    input: mon(
      'Crooked Chef',
      "Once per turn, during either player's turn: You can detach 1 material from this card; destroy as many other cards you control as possible, then this card gains 300 ATK until the end of this turn.",
      ['Xyz', 'Effect'],
    ),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['destroy', 'atk-def-direct'] }],
  },
  {
    // Old texts name the monsters at length before the change (Cat's Ear Tribe, Germ Infection):
    // still an ATK change, read, not text left unread.
    input: mon('Whisker Sentinel', "The original ATK of your opponent's monster(s) that battles with this card during his/her turn becomes 200 points during the Damage Step."),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous', does: ['atk-def-direct'] }],
    unrecognised: 0,
  },
  {
    input: st(
      'Rusting Spores',
      'equip-spell',
      'Equip only to a Warrior monster. The ATK of a non Machine-Type monster equipped with this card is decreased by 300 points at each of its Standby Phases.',
    ),
    verdicts: NEVER,
    count: 2,
    unrecognised: 0,
  },
  {
    // A change that waits on the negation of an effect in the Chain is no direct change (issue 18:
    // The Great Soul, Gem-Knight Hollowcore) ...
    input: mon(
      'Rebuking Abbot',
      'Once per turn, when your opponent activates a card or effect (Quick Effect): You can detach 1 material from this card; negate that effect, and if you do, this card gains 800 ATK.',
      ['Xyz', 'Effect'],
    ),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', does: ['negate-effect', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    // ... but a monster's effects negated and its ATK changed together is (Number C32: Shark Drake Leviathan).
    input: mon(
      'Stilling Leviathan',
      'Once per turn (Quick Effect): You can detach 1 material from this card, then target 1 Effect Monster your opponent controls; negate its effects, and if you do, change its ATK/DEF to 0.',
      ['Xyz', 'Effect'],
    ),
    verdicts: UNTIL_CALC,
    effects: [{ effectKind: 'quick', does: ['negate-effect', 'atk-def-direct'] }],
  },
  {
    // ... unless the change is left to the player's choice as it resolves (seed 000: Half or Nothing).
    input: mon(
      'Hesitant Chef',
      "Once per turn, during either player's turn: You can detach 1 material from this card; destroy 1 card you control, then you can make this card gain 300 ATK until the end of this turn.",
      ['Xyz', 'Effect'],
    ),
    verdicts: NEVER,
    effects: [{ does: ['destroy', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    // "... as an Equip Spell that gives it 700 ATK" reads as the Equip Card's bonus, as "makes it gain" does (said as an assumption).
    input: st('Squire Pledge', 'quick-play-spell', 'Target 1 face-up monster you control; equip 1 Warrior monster from your hand to it as an Equip Spell that gives it 700 ATK.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', does: ['atk-def-indirect'] }],
  },
  {
    // A monster equipping itself is read the same way: the seeds give the bonus as the effect's own to Trap Cards only (Horn of the Phantom Beast).
    input: mon(
      'Armored Remora',
      "During your opponent's turn, if this card is in your GY (Quick Effect): You can target 1 WATER Xyz Monster you control; equip this card to it as an Equip Spell that gives it 500 ATK.",
    ),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', does: ['atk-def-indirect'] }],
  },
  {
    input: mon('Ember Squire', '(Quick Effect): You can target 1 face-up monster you control; equip this card from your hand to that target as an Equip Spell that makes it gain 500 ATK.'),
    verdicts: NEVER,
    effects: [{ does: ['atk-def-indirect'] }],
  },
  {
    input: st(
      'Drone Swarm Call',
      'quick-play-spell',
      'Special Summon 1 "Drone Token" (Machine/DARK/Level 1/ATK 0/DEF 0) in Defense Position, and if you have 3 or more Spells in your GY, the Token\'s ATK/DEF become 1500 instead.',
    ),
    verdicts: NEVER,
    effects: [{ does: ['special-summon', 'atk-def-only-summoned-monster'] }],
  },
  {
    input: st(
      'Binding Shade',
      'continuous-trap',
      'Activate this card by targeting 1 face-up monster your opponent controls; it loses 700 ATK, also it cannot attack. When it leaves the field, destroy this card.',
    ),
    verdicts: UNTIL_CALC,
  },
  {
    input: st('Shadow Offering', 'normal-trap', 'Target 1 monster you control; send 1 card from your hand to the GY, and if you do, the targeted monster gains 1000 ATK.'),
    verdicts: UNTIL_CALC,
  },
  // --- Issue 18: a Continuous Trap is not activated for an effect that is itself barred in the step
  {
    input: st('Noon Offering', 'continuous-trap', 'During the Main Phase: You can pay 1000 LP; 1 monster you control gains 1000 ATK.'),
    verdicts: NEVER,
  },
  {
    input: st(
      'Stone Veto',
      'continuous-trap',
      'When your opponent activates a monster effect on the field (except during the Damage Step): You can target 1 monster you control; it loses 1000 ATK, and if it does, negate that activated effect.',
    ),
    verdicts: NEVER,
  },
  {
    input: st('Sparring Gauntlet', 'normal-trap', 'Target 1 face-up monster your opponent controls; equip this card to that target as an Equip Card that makes it gain 500 ATK/DEF.'),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['atk-def-direct', 'equips-itself'] }],
  },
  {
    input: st('Rune Ledger', 'continuous-spell', "Each time a Quick-Play Spell Card is activated: Banish the top card of your opponent's Deck."),
    verdicts: ALWAYS,
    effects: [{ activation: 'card' }, { effectKind: 'trigger-like', mandatory: true, event: 'card-or-effect-activated' }],
  },
  {
    input: mon(
      'Scorpion Regent',
      "If this card is Special Summoned, or at the start of the Damage Step if this card battles an opponent's monster: You can target 1 face-up monster your opponent controls; banish it.",
    ),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: st(
      'Saga of the East Wind',
      'continuous-spell',
      'If this card is sent from the Spell & Trap Zone to the GY: You can activate this effect; this turn, all Warrior monsters you currently control gain this effect.\n● When this card declares an attack: You can destroy 1 card your opponent controls.',
    ),
    verdicts: ALWAYS,
    unrecognised: 0,
    effects: [{ activation: 'card' }, { event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: st('Tears of the Dais', 'normal-trap', 'Draw 1 card. If effect damage is inflicted while this card is in your GY: You can banish this card; draw 1 card.'),
    verdicts: NEVER,
  },
  {
    input: mon(
      'Twin-Link Oracle',
      'This card gains these effects based on the number of monsters co-linked to this card.\n● 1+: When a monster co-linked to this card inflicts battle damage to your opponent: You can gain that much LP.\n● 2: Once per turn (Quick Effect): You can target 1 face-up monster; it loses 500 ATK.',
      ['Link', 'Effect'],
    ),
    verdicts: ['y', 'y', 'n', 'y', 'n'],
    effects: [
      { event: 'battle-damage', wordings: ['form.choice-label', 'form.psct-colon', 'event.battle-damage'] },
      { effectKind: 'quick', does: ['atk-def-direct'] },
    ],
  },
  {
    input: st(
      'Academy of Types',
      'field-spell',
      'This card gains these effects based on the Types of monsters on the field.\n● Warrior, Beast, or Pyro: Once per turn, if you activate a Trap Card: You can target 1 card your opponent controls; destroy it.',
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  // --- Older texts: lists and asides inside the condition, labels, durations (issue 18)
  {
    input: mon(
      'Gearwork Sentry',
      '● While in Attack Position: When this card is destroyed by battle, you can Special Summon 1 "Gearwork" monster from your hand.\n● While in Defense Position: "Gearwork" monsters cannot be targeted by card effects.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'destroyed-by-battle' }, { effectKind: 'continuous' }],
  },
  {
    input: mon(
      'Ashen Avenger',
      'When a monster you control, except "Ashen Avenger", is destroyed by battle and sent to the Graveyard, while you have no cards in your hand, you can Special Summon this card from your Graveyard.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'destroyed-by-battle' }],
  },
  {
    input: mon(
      'Counterspell Herald',
      "If you negate the activation of a Spell Card, Trap Card, or Effect Monster's effect activated by your opponent, you can Special Summon this card from your hand.",
    ),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'card-or-effect-activated' }],
  },
  {
    input: mon(
      'Ember Moth',
      'When this face-down Defense Position card is destroyed and sent to the Graveyard, except by battle, switch the original ATK and DEF of this card, and Special Summon it.',
    ),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: true }],
  },
  {
    input: mon('Cinder Cat', 'When this card is discarded to the Graveyard, select 1 face-up card on the field, and destroy it.'),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'self-moved' }],
  },
  {
    input: mon('Slab Dragon', 'You can Tribute this face-up Defense Position card to Special Summon 2 Level 3 or lower Dragon-Type monsters: 1 from your hand, and 1 from your Graveyard.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'ignition' }],
  },
  {
    input: mon('Veteran Brawler', "If this card destroys an opponent's monster by battle, until your next Standby Phase: this card becomes Level 2 and its original ATK and DEF are halved."),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'destroyed-by-battle' }],
  },
  {
    input: mon(
      'Lancer of the Lonely Fort',
      "When this card destroys 1 monster on your opponent's side of the field and sends it to your opponent's Graveyard as a result of battle, you can then return the card to the top of your opponent's Deck.",
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'destroyed-by-battle' }],
  },
  {
    input: mon(
      'Tomb Lurker',
      'When this card is flipped face-up: You can draw 1 card. If this card is sent from the field to the GY after being flipped face-up: You can add 1 Spell from your GY to your hand.',
    ),
    verdicts: ALWAYS,
    effects: [{ event: 'self-flipped-face-up' }, { event: 'self-moved', eventSubject: 'self' }],
  },
  {
    input: mon('Lance Cretin', 'FLIP: When this card is sent to the Graveyard after being flipped, each player Special Summons 1 monster from their Graveyard.', ['Flip', 'Effect']),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'flip', event: 'self-moved' }],
  },
  {
    input: mon('Raven of Rites', 'If you Ritual Summon a DARK Ritual Monster, this 1 card can be used as the entire Tribute.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous' }],
  },
  {
    input: st('Bone Dice', 'normal-trap', 'Roll a six-sided die. All monsters your opponent currently controls lose ATK and DEF equal to the result x 100, until the End Phase.'),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', does: ['atk-def-direct'] }],
  },
  {
    input: st(
      'Glass Bulwark',
      'continuous-trap',
      "Each of your opponent's monsters that conducted an attack while this card was face-up on the field has its ATK halved as long as this card remains on the field.",
    ),
    verdicts: UNTIL_CALC,
  },
  {
    input: mon('Fleur Sentinel', 'Once during each of your turns, when your opponent activates a Spell/Trap Card, you can negate the activation and destroy that card.', ['Synchro', 'Effect']),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'quick', mandatory: false, does: ['negate-activation', 'destroy'] }],
  },
  {
    input: mon('Pale Wing Adept', 'Once per turn, when an activated card or effect resolves that targets a DARK Spellcaster monster you control, negate that effect, then destroy this card.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous' }],
  },
  {
    input: st(
      'Twofold Reckoning',
      'continuous-trap',
      "Activate only when you take 1000 or more damage from your opponent's card effect: Place 1 Reckoning Counter on this card for every 1000 damage you took.",
    ),
    verdicts: NEVER,
    effects: [{ activation: 'card', event: 'lp-changed' }],
  },
  {
    input: st(
      'Night Court',
      'continuous-spell',
      'Once per turn: You can pay 500 LP; during your Main Phase this turn, you can Normal Summon 1 "Night" monster in addition to your Normal Summon/Set. (Even if this card leaves the field. You can only gain this effect once per turn.) Each time your "Night" monster inflicts battle damage to your opponent: Gain the same amount of LP.',
    ),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ activation: 'card' }, { effectKind: 'ignition-like' }, { effectKind: 'trigger-like', event: 'battle-damage' }],
  },
  {
    input: mon(
      'Knave of Links',
      'If this card is Link Summoned during your turn: You can discard 1 card; draw 1 card, also, during your Main Phase this turn, you can Normal Summon 1 monster in addition to your Normal Summon/Set.',
      ['Link', 'Effect'],
    ),
    verdicts: ALWAYS,
    effects: [{ event: 'self-moved', does: ['draw-or-search'] }],
  },
  {
    input: st(
      "Sovereign's Return",
      'continuous-trap',
      'If this card is sent from the Spell & Trap Zone to the GY: You can target 1 monster on the field; destroy it. You cannot activate the following effects of "Sovereign\'s Return" in the same Chain.\n● You can target 1 monster in your GY; Special Summon it.\n● During your opponent\'s Main Phase, you can: Immediately after this effect resolves, Tribute Summon 1 monster face-up.',
    ),
    verdicts: ALWAYS,
    count: 4,
    effects: [{ activation: 'card' }, { event: 'self-moved', does: ['destroy'] }],
  },
  {
    input: mon(
      'Mirror Bouncer',
      "Before damage calculation, if this card is being attacked by an opponent's monster, and was in face-up Attack Position at the start of the Damage Step: Inflict damage to your opponent equal to the attacking monster's ATK.",
    ),
    verdicts: ['n', 'y', 'n', 'n', 'n'],
    effects: [{ event: 'before-damage-calculation' }],
  },
  {
    input: st(
      'Grave of Embers',
      'normal-trap',
      'You can only activate this card when a monster on your side of the field is destroyed as a result of battle and sent to the Graveyard. Each player Special Summons 1 monster from their Graveyard.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ activation: 'card', event: 'destroyed-by-battle' }],
  },
  {
    input: mon(
      'Star Skull',
      'You can Tribute 1 Level 3 or lower monster your opponent controls to Special Summon this card to their field. If you Special Summon the monster this way, place 1 Star Counter on this card.',
    ),
    verdicts: NEVER,
  },
  {
    input: st(
      'Coin Verdict',
      'continuous-trap',
      "When a monster on the field activates its effect: You can make the activating player toss a coin and call it. If they call it wrong, negate that effect's activation.",
    ),
    verdicts: ALWAYS,
    effects: [{ activation: 'card' }, { effectKind: 'quick-like', does: ['negate-activation'] }],
  },
  {
    input: st(
      'Wondrous Synchro Fusion',
      'normal-spell',
      "Banish Fusion Materials from your field or GY, and Special Summon 1 Fusion Monster from the Extra Deck. (This Special Summon is treated as a Fusion Summon.) If this Set card is destroyed by your opponent's card effect and sent to the Graveyard, draw 1 card.",
    ),
    verdicts: ALWAYS,
    effects: [{ activation: 'card' }, { event: 'self-moved', eventSubject: 'self', mandatory: true }],
  },
  {
    input: st('Eraser Gambit', 'counter-trap', 'You can only activate this card when an effect that inflicts damage to your Life Points is activated. Negate that effect.'),
    verdicts: ALWAYS,
    effects: [{ activation: 'card', event: 'card-or-effect-activated' }],
  },
  {
    input: mon(
      'Mist Hollow Warden',
      "Once per turn, you can select 1 card you control. Return it to the hand, and this card gains 500 ATK until the End Phase. This effect can be activated during either player's turn.",
      ['Synchro', 'Effect'],
    ),
    verdicts: UNTIL_CALC,
    count: 1,
    effects: [{ effectKind: 'quick', does: ['return-to-hand', 'atk-def-direct'] }],
  },
  {
    input: mon(
      'Skull Gate Dread',
      'This card gains effects based on the number of materials used for its Link Summon.\n● 2+: If a monster(s) is Normal or Special Summoned to a zone this card points to: That monster(s) gains 300 ATK/DEF.\n● 3+: Once per turn, during your Main Phase: You can draw 1 card.',
      ['Link', 'Effect'],
    ),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'monster-special-summoned' }, { effectKind: 'ignition' }],
  },
  {
    input: st('Blade of Glints', 'equip-spell', "Equip only to a Warrior monster. If it destroys an opponent's monster by battle, you can destroy 1 card your opponent controls."),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ activation: 'card' }, { event: 'destroyed-by-battle', mandatory: false }],
  },
  {
    input: mon(
      'Sword Tutor',
      "If a Warrior monster you control attacks your opponent's monster, and the opponent's monster is not destroyed by battle, at the end of the Damage Step you can Special Summon this card from your hand.",
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ event: 'end-of-damage-step' }],
  },
  {
    input: st(
      'Fire Stance - Blade',
      'continuous-trap',
      'Activate only during Main Phase 1. When this card is activated: Target 1 Beast-Warrior monster you control; its effects are negated. All Beast-Warrior monsters you control gain 300 ATK.',
    ),
    verdicts: NEVER,
    effects: [{ activation: 'card', event: 'main-phase-only', wordings: ['form.activate-only-when', 'event.phase.main-phase', 'form.resolves-with-activation'] }],
  },
  {
    input: st('Shattered Mirror Realm', 'normal-trap', 'Target 1 card on the field; destroy it, then, if the destroyed card was a Spell, you can make 1 monster you control gain 1500 ATK.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', does: ['destroy', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    input: st(
      'Bulwark Fortress',
      'continuous-trap',
      'Activate this card by targeting 1 Level 4 or higher monster you control; Special Summon this card as an Effect Monster (Rock/EARTH/Level 4/ATK 1000/DEF 1000), then equip that face-up monster to this card. (This card is also still a Trap.) If Summoned this way, this card gains ATK equal to the ATK of the monster equipped to it by this effect.',
    ),
    verdicts: NEVER,
    effects: [{ activation: 'card', does: ['special-summon'] }],
  },
  {
    input: mon('Thunder Drake LV9', 'This card gains the following effects based on its ATK.\n●1+: Its name becomes "Thunder Drake".\n●100+: Cannot be destroyed by battle.'),
    verdicts: NEVER,
    effects: [
      { effectKind: 'continuous', wordings: ['form.choice-label'] },
      { effectKind: 'continuous', wordings: ['form.choice-label'] },
    ],
  },
  {
    input: mon(
      'Ladle Number',
      "2 Level 4 monsters\nOnce per turn, during either player's turn: You can detach 1 material from this card; destroy as many other cards you control as possible, then this card gains 300 ATK until the end of this turn for each monster destroyed by this effect.",
      ['Effect', 'Xyz'],
    ),
    // The gain is counted by what the effect destroyed, which may be nothing (Konami database Q&A, Number 59: Crooked Cook).
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', does: ['destroy', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    input: st(
      'Dawnlit Mantle',
      'normal-trap',
      'Target 1 face-up monster you control; banish any number of LIGHT monsters from your GY, and if you do, that monster gains 200 ATK for each monster banished by this effect, until the end of this turn.',
    ),
    // "and if you do": something was banished, so the count is at least one and the ATK changes.
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    effects: [{ does: ['banish', 'atk-def-direct'] }],
  },
  {
    input: st(
      'Spur of the Pack',
      'normal-trap',
      "Target 1 Beast monster you control; equip this card to that target. It gains 600 ATK. If the equipped monster destroys your opponent's monster by battle and sends it to the GY: Draw 1 card.",
    ),
    // Equipped, the Trap stays on the field: its draw is its own trigger, as Horn of the Phantom Beast's (seed 000).
    verdicts: ['y', 'y', 'n', 'n', 'y'],
    effects: [{ activation: 'card' }, { effectKind: 'trigger-like', mandatory: true, event: 'destroyed-by-battle' }],
  },
  {
    input: mon(
      'Returning Sovereign',
      'If "Sovereign Dragon" is sent from the field to your GY while this card is in your GY: Special Summon this card. Cards and effects cannot be activated in response to this effect\'s activation.',
    ),
    // A monster's "Special Summon this card" without "You can" is mandatory: a mandatory trigger may be activated in the Damage Step.
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'card-sent-to-gy' }],
  },
  {
    input: mon(
      'Folded Intruder',
      'If a monster(s) is Special Summoned to your field in face-down Defense Position while this card is in your GY: Special Summon this card in face-down Defense Position (this is not optional).',
    ),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'trigger', mandatory: true }],
  },
  {
    input: mon('Bolt Courier', "If this card battles an opponent's monster: That monster cannot attack while it is face-up on the field."),
    // The battle fought, not a state: a mandatory trigger after damage calculation (seed 000).
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'after-damage-calculation', wordings: ['form.psct-colon', 'condition.state-or-window', 'event.this-card-battles'] }],
  },
  {
    input: mon('Glow Sentry', 'If this card attacks or is attacked: Your opponent draws 1 card.'),
    // Declared, not fought: before the Damage Step.
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'attack-declared' }],
  },
  {
    input: st(
      'Final Lap',
      'continuous-trap',
      'Neither player can Special Summon monsters from the Extra Deck. When this face-up card is removed from the field, inflict 1000 damage to your opponent.',
    ),
    // An older Spell or Trap's upkeep when it leaves the field is not activated (Konami's rulings on Pole Position).
    verdicts: NEVER,
    effects: [{ activation: 'card' }, { effectKind: 'continuous-like' }, { effectKind: 'continuous-like', wordings: ['form.old-comma-trigger', 'form.maintenance'] }],
  },
  {
    input: st(
      'Last Rite of the Drakes',
      'continuous-trap',
      'If this card is sent from the Spell & Trap Zone to the GY: You can target 1 monster on the field; destroy it. You cannot activate the following effects of "Last Rite of the Drakes" in the same Chain.\n● You can target 1 other card you control; destroy it, and if you do, the ATK/DEF of all face-up monsters your opponent controls become half their current ATK/DEF.\n● During your opponent\'s Main Phase, you can: Draw 1 card.',
    ),
    // The card goes with its ATK-halving effect, not with the one of its going to the GY (Konami's rulings on True Draco Apocalypse).
    verdicts: ALWAYS,
    effects: [{ activation: 'card', sameChainLinkEffect: { effectKind: 'quick-like', mandatory: false, does: ['destroy', 'atk-def-direct'] } }],
  },
  {
    input: mon(
      'Coin Core',
      'This card cannot be destroyed by battle. If this card attacks or is attacked, at the end of the Damage Step toss a coin and call it. If you call it wrong, destroy this card.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'continuous' }, { effectKind: 'trigger', mandatory: true, event: 'end-of-damage-step' }],
  },
  {
    input: mon(
      'Coin Oracle Dancer',
      'During your Main Phase: You can toss a coin and call it. If you call it right, draw 1 card. If you call it wrong, discard 1 card. If the result is heads, you gain 500 LP.',
    ),
    // The toss's outcomes are steps of the effect that tossed, not effects of their own.
    verdicts: NEVER,
    count: 1,
    effects: [{ effectKind: 'ignition' }],
  },
  // What befalls a monster that battles this card, in an older plain sentence, is a Trigger effect of the battle (seed 000: Wall of Illusion, after damage calculation).
  {
    input: mon('Recoil Warden', "A monster that attacks this card returns to its owner's hand. Damage calculation is applied normally."),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'after-damage-calculation', wordings: ['form.old-battle-consequence'] }],
  },
  {
    input: mon(
      'Fog Sentry',
      "While you control this face-up card, any opponent's monster that battles this card, but is not destroyed by the battle, returns to its owner's hand at the end of the Damage Step.",
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'end-of-damage-step' }],
  },
  {
    // Destroying the attacking monster comes at the end of the Damage Step, as Destruction Punch's text says of the same effect.
    input: mon('Spiked Warden', 'If the ATK of a monster that attacks this card is lower than its DEF, destroy the attacking monster. (Damage calculation is applied normally.)'),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: true, event: 'end-of-damage-step', wordings: ['form.old-battle-consequence'] }],
  },
  {
    input: mon('Grave Warden', 'Banish any monster destroyed by battle with this card. A monster that attacks this card loses 500 ATK after damage calculation.'),
    // A replacement of where the destroyed monster goes, and an ATK change that lasts: both apply, neither is activated.
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous' }, { effectKind: 'continuous' }],
  },
  {
    input: mon(
      'Dusk Stalker',
      "This card's effect depends on the number of DARK monsters in your GY. ● 1 or fewer: This card loses 300 ATK. ● 2 to 4: This card gains 300 ATK. ● 5 or more: You can send this card to the GY to destroy all face-down monsters your opponent controls.",
    ),
    // The third choice is the player's to use: an Ignition effect, not one the state applies.
    verdicts: NEVER,
    count: 3,
    effects: [{ effectKind: 'continuous' }, { effectKind: 'continuous' }, { effectKind: 'ignition', mandatory: false, wordings: ['form.choice-label'] }],
  },
  {
    input: mon(
      'Triad Ally Kiln',
      "1 Tuner + 1 or more non-Tuner monsters\nThis card's effect depends on the Attribute(s) of its non-Tuner Synchro Material Monsters. ● EARTH: If this card attacks, your opponent cannot activate any Trap Cards until the end of the Damage Step. ● FIRE: If this card destroys a monster by battle, inflict 500 damage to your opponent. ● LIGHT: Once per turn, you can select 1 LIGHT monster in your Graveyard and Special Summon it.",
      ['Effect', 'Synchro'],
    ),
    // A choice's label is no condition: after it, an older "If ..., <resolution>" is a trigger (here of the battle's own event).
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    count: 3,
    effects: [
      { effectKind: 'continuous' },
      { effectKind: 'trigger', mandatory: true, event: 'destroyed-by-battle', wordings: ['form.choice-label', 'form.old-comma-trigger', 'event.destroyed-by-battle'] },
      { effectKind: 'ignition', mandatory: false },
    ],
  },
  {
    input: st(
      'Field of Lost Embers',
      'continuous-trap',
      'If this card is already face-up on the field:\n● If a monster you control is destroyed by battle and sent to the GY: Special Summon 1 "Ember Token" (Pyro/FIRE/Level 1/ATK 100/DEF 100).\n● If a monster(s) you control is sent to the GY by an opponent\'s card effect: Special Summon 1 "Ember Token".',
    ),
    verdicts: ALWAYS,
    count: 3,
    effects: [{ activation: 'card' }, { effectKind: 'trigger-like', event: 'destroyed-by-battle' }, { effectKind: 'trigger-like', mandatory: true, event: 'card-sent-to-gy' }],
  },
  {
    input: mon(
      'Quiet Sentry',
      'If you control no monsters, you can Normal Summon this card without Tributing. You cannot Special Summon monsters, except Machine monsters. Once per turn, you can flip this card into face-down Defense Position.',
    ),
    verdicts: NEVER,
    count: 1,
    unrecognised: 0,
    effects: [{ effectKind: 'ignition', does: ['change-battle-position'] }],
  },
  {
    // A summoning procedure ("Normal Summon/Set … without Tributing", "with 1 Tribute" and what it does) is no effect.
    input: mon(
      'Halfweight Drake',
      'You can Normal Summon/Set this card without Tributing, but its original ATK/DEF becomes halved. Once per turn: You can target 1 face-up monster on the field; destroy it.',
    ),
    verdicts: NEVER,
    count: 1,
    unrecognised: 0,
    effects: [{ effectKind: 'ignition', does: ['destroy'] }],
  },
  {
    input: mon(
      'Tithe Herald',
      'You can Normal Summon this card with 1 Tribute. If you do, it becomes Level 5 and its original ATK is halved. If this card is destroyed by battle: You can draw 1 card.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    count: 1,
    unrecognised: 0,
    effects: [{ effectKind: 'trigger', event: 'destroyed-by-battle' }],
  },
  {
    // Letting players Summon other monsters without Tributing is a lasting effect, not an Ignition one.
    input: st('Ember Plateau', 'field-spell', 'You can Normal Summon Level 5 or higher Pyro monsters without Tributing.'),
    verdicts: NEVER,
    effects: [{ activation: 'card' }, { effectKind: 'continuous-like' }],
  },
  {
    // Older database texts end the materials line and a reminder with a full stop of their own.
    input: mon('Gearbit Driller', '"Gearbit Synchron" + 1 or more non-Tuner monsters.\nIf this card is Synchro Summoned: You can draw 1 card.', ['Synchro', 'Effect']),
    verdicts: ALWAYS,
    count: 1,
    unrecognised: 0,
    effects: [{ effectKind: 'trigger', eventSubject: 'self' }],
  },
  {
    input: mon(
      'Starfold Paladin',
      '"Starfold Knight" + "Starfold Squire"\nMust first be Special Summoned from your Extra Deck by shuffling the above cards you control into the Deck. (You do not use "Polymerization"). If this card is destroyed by battle: You can draw 1 card.',
      ['Fusion', 'Effect'],
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    count: 1,
    unrecognised: 0,
    effects: [{ effectKind: 'trigger', event: 'destroyed-by-battle' }],
  },
  {
    // No condition: "(Quick Effect)" closes the cost and target part instead.
    input: mon('Gauge Breaker', 'You can target 1 monster your opponent controls with higher ATK than this card (Quick Effect); it loses 600 ATK until the end of this turn.'),
    verdicts: UNTIL_CALC,
    count: 1,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
  },
  {
    // Used in the opponent's Main Phase too: a Quick Effect, though only ever in a Main Phase.
    input: mon('Twin Phase Juggler', "Once per turn, during either player's Main Phase 1: You can target 1 face-up monster on the field; it gains 500 ATK."),
    verdicts: NEVER,
    count: 1,
    effects: [{ effectKind: 'quick', event: 'main-phase-only' }],
  },
  {
    // "If …, you can … instead." is another outcome of the effect before it.
    input: mon('Omen Tabby', 'FLIP: Select 1 Trap from your Deck and place it on top of your Deck. If "Haunted Vale" is on the field, you can add the selected card to your hand instead.'),
    verdicts: ['n', 'n', 'n', 'y', 'y'],
    count: 1,
    unrecognised: 0,
    effects: [{ effectKind: 'flip' }],
  },
  {
    // The card's own Summon is an alternative of its own: enough for the Damage Step (Konami's Q&A on Phantasm Emperor Trilojig).
    input: mon('Rally Herald', 'If this card is Special Summoned, or if another monster is Special Summoned to your field: You can draw 1 card.'),
    verdicts: ALWAYS,
    count: 1,
    effects: [{ effectKind: 'trigger', eventSubject: 'self-or-others', eventSelfAlternative: true }],
  },
  {
    // The card's own alternative named second reads the same.
    input: mon('Rally Herald II', 'If another monster is Special Summoned to your field, or if this card is Special Summoned: You can draw 1 card.'),
    verdicts: ALWAYS,
    count: 1,
    effects: [{ effectKind: 'trigger', event: 'self-moved', eventSubject: 'self-or-others', eventSelfAlternative: true }],
  },
  {
    // One event about the card and others together: refused (seed 000, Madolche Chickolates).
    input: mon('Shared Grudge', 'If this card or another monster you control is destroyed by a card effect: You can draw 1 card.'),
    verdicts: NEVER,
    count: 1,
    effects: [{ effectKind: 'trigger', eventSubject: 'self-or-others' }],
  },
  {
    input: mon(
      'Hushed Warden',
      "If this card battles an opponent's monster, that monster has its effects negated until the end of the Damage Step. Neither player can target this card with monster effects. Your opponent cannot select another face-up monster as an attack target. The first time this card would be destroyed by battle each turn, it is not destroyed.",
    ),
    verdicts: NEVER,
    unrecognised: 0,
    effects: [{ effectKind: 'continuous', does: ['negate-effect'] }],
  },
  {
    input: mon('Chick of Embers', 'If you control a "Ember" monster, except "Chick of Embers": You can Special Summon this card from your hand.'),
    verdicts: NEVER,
    unrecognised: 0,
    effects: [{ effectKind: 'ignition', wordings: ['form.psct-colon', 'condition.state-or-window'] }],
  },
  {
    input: mon('Mirror of Dread Dreams', 'During the Main or Battle Phase, if "Dream Field" is in a Field Zone (Quick Effect): You can target 1 face-up monster on the field; it loses 500 ATK.'),
    verdicts: UNTIL_CALC,
    unrecognised: 0,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
  },
  {
    input: mon('Hand Watcher', 'When your opponent adds a Monster Card(s) to their hand: You can Special Summon this card from your hand.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', event: 'card-added-to-hand', eventSubject: 'others' }],
  },
  {
    input: mon(
      'Lone Flame Knight',
      'Must be either Fusion Summoned, or Special Summoned by banishing 1 Pyro monster from your hand. Once per turn, you can remove from play 1 Normal Monster in your Graveyard. This card can only attack if it is the only card on your side of the field. You can use this effect up to twice per turn.',
      ['Fusion', 'Effect'],
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    input: mon('Ashfall Mourner', 'If a monster you control is destroyed, except by battle: You can Special Summon this card from your hand.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'trigger', event: 'card-destroyed', eventSubject: 'others' }],
  },
  {
    input: mon(
      'Climbing Drake',
      "If you control no monsters, or all monsters you control are Dragon monsters, you can Normal Summon this card without Tributing. Once per turn: You can increase this card's Level by 1. This card returns to the Extra Deck during the End Phase.",
      ['Fusion', 'Effect'],
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  // --- Round three: comparisons, original values, self-grants, older pronoun triggers, older Spell "Each time"
  {
    input: st('Quiet Verdict', 'normal-trap', 'Target 1 Xyz Monster you control; negate the effects of 1 monster your opponent controls with equal or lower ATK, until the end of this turn.'),
    verdicts: NEVER,
    effects: [{ does: ['negate-effect'] }],
  },
  {
    input: st('Rust Reset', 'quick-play-spell', 'Target 1 face-up monster on the field; if its ATK or DEF is higher than its original value, it becomes its original value.'),
    verdicts: UNTIL_CALC,
    effects: [{ does: ['atk-def-direct'] }],
  },
  {
    input: mon(
      'Oathbreaker Fencer',
      'Once per turn: You can declare 1 Attribute; this card gains the following effect. At the start of the Damage Step, if this card battles a monster of the declared Attribute: Banish that monster.',
    ),
    verdicts: ['y', 'n', 'n', 'n', 'n'],
    count: 2,
    effects: [{ effectKind: 'ignition' }, { effectKind: 'trigger', mandatory: true, event: 'start-of-damage-step' }],
  },
  {
    // A Quick-Play Spell whose resolution grants effects: granting them is what its activation does
    // (read, not "no text that reads as an effect"); the granted effects are the monster's.
    input: st(
      'Sky Blessing Rite',
      'quick-play-spell',
      "One Dragon monster you control gains the following effects until the end of this turn.\n● It is unaffected by your opponent's card effects.\n● When it battles: You can Tribute 1 monster; it gains 1000 ATK.",
    ),
    verdicts: NEVER,
    count: 1,
    effects: [{ activation: 'card', does: ['other'] }],
    minConfidence: 1,
  },
  {
    // Only a Summon a player performs can be answered before it happens, and a player performs one
    // only in their Main Phase: "would Special Summon" never comes in the Damage Step, Counter Trap
    // or not (game rules: an activated effect needs its event).
    input: st('Gatekeeper Veto', 'counter-trap', 'When your opponent would Special Summon a monster(s): Negate the Summon, and if you do, destroy that monster.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', event: 'summon-about-to-happen', wordings: ['form.psct-colon', 'event.summon-about-to-happen'] }],
  },
  {
    input: mon(
      'Gatekeeper Drake',
      'Once per turn, when your opponent would Special Summon a monster(s) (Quick Effect): You can banish 1 card from your GY; negate the Summon, and if you do, destroy that monster.',
    ),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', event: 'summon-about-to-happen' }],
  },
  {
    // Offered beside an activation, the Summon about to happen is not what the card is read by.
    input: st(
      'Gatekeeper Warning',
      'counter-trap',
      'When a monster(s) would be Summoned, OR when a Spell/Trap Card is activated that includes an effect that Special Summons a monster(s): Pay 2000 LP; negate the Summon or activation, and if you do, destroy that card.',
    ),
    verdicts: ALWAYS,
    effects: [{ activation: 'card', event: 'card-or-effect-activated' }],
  },
  {
    // "When you activate this card: You can also ..." is over once the card is on the field: the
    // "While ..." after it is the card's lasting effect, an effect of its own.
    input: st(
      'Vanguard Banner',
      'continuous-trap',
      'When you activate this card: You can also Tribute 1 Warrior monster; if you did, Special Summon 1 Warrior monster from your Deck. While you control a Link Monster, your opponent cannot target Warrior monsters for attacks. You can only activate 1 "Vanguard Banner" per turn.',
    ),
    verdicts: NEVER,
    count: 2,
    effects: [
      { activation: 'card', does: ['special-summon'] },
      { effectKind: 'continuous-like', mandatory: true },
    ],
    minConfidence: 1,
  },
  {
    // "You can control only 1 ..." is a limit on the card, not an effect to activate.
    input: st('Lone Bastion', 'continuous-trap', 'Face-up Continuous Trap Cards you control cannot be destroyed by card effects. You can control only 1 "Lone Bastion".'),
    verdicts: NEVER,
    count: 2,
    effects: [{ activation: 'card' }, { effectKind: 'continuous-like' }],
  },
  {
    // An older text that says at its end that the effect is a Quick Effect.
    input: mon(
      'Relay Synchron',
      "Once per Chain, during your opponent's Main Phase, you can: Immediately after this effect resolves, Synchro Summon using this card you control (this is a Quick Effect).",
      ['Effect', 'Tuner'],
    ),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', event: 'main-phase-only' }],
  },
  {
    // An older Equip Spell returning itself once its monster is destroyed: the trigger answers this
    // card's own move to the GY (seed 000, optional triggers on the card itself being moved).
    input: st(
      'Tether Charm',
      'equip-spell',
      'Equip only to a Machine monster. When the equipped monster is destroyed and this card is sent to the Graveyard, you can pay 500 Life Points to add this card to your hand.',
    ),
    verdicts: ALWAYS,
    effects: [
      { activation: 'card' },
      { effectKind: 'trigger-like', mandatory: false, event: 'self-moved', eventSubject: 'self', wordings: ['form.old-comma-trigger', 'event.this-card-sent-with-another'] },
    ],
  },
  {
    // "sent ... by a card effect, or ... destroyed by battle": as "destroyed by battle or card effect",
    // an event partly the Damage Step's own, so at every timing but damage calculation (seed 000, Rope of Life).
    input: mon(
      'Crimson Reclaimer',
      'Once per turn, if a monster is sent from the field to the GY by a card effect, or a monster is destroyed by battle and sent to the GY: You can Special Summon 1 of those monsters.',
    ),
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'monster-destroyed-any-method', eventSubject: 'others' }],
  },
  {
    // An activation "or" a damage calculation window: the named window is what permits it in the step.
    input: mon(
      'Twinfold Puffball',
      "Once per turn, when your opponent activates a monster effect, or during damage calculation, when an opponent's monster attacks (Quick Effect): You can Special Summon 1 monster from your hand.",
    ),
    verdicts: ['n', 'n', 'y', 'n', 'n'],
    effects: [{ effectKind: 'quick', mandatory: false, event: 'during-damage-calculation' }],
  },
  {
    input: mon(
      'Shackle Wyrm',
      'When this card is destroyed by battle and sent to the Graveyard, you can equip this card to the attacking monster. The equipped monster loses 1000 ATK. When it is destroyed and this card is sent to the Graveyard, you can Special Summon this card.',
    ),
    // The second trigger answers this card being sent to the GY, which the equipped monster's
    // destruction only leads up to: an optional trigger "in response to the card itself being moved"
    // (seed 000, Cards and effects that can be activated), so wherever that can happen. Read as a
    // "destroyed" about another card, it had been refused (Revival Rose).
    verdicts: ALWAYS,
    count: 2,
    effects: [
      { event: 'destroyed-by-battle', wordings: ['form.old-comma-trigger', 'event.destroyed-by-battle'] },
      { effectKind: 'trigger', mandatory: false, event: 'self-moved', eventSubject: 'self', wordings: ['form.old-comma-trigger', 'event.this-card-sent-with-another'] },
    ],
  },
  {
    // "... must be Warrior-Type to activate and to resolve this effect." limits the effect before it; it is none itself.
    input: mon('Gate Sentinel', 'You can Tribute this card; destroy 1 Spell on the field. All face-up monsters you control must be Warrior-Type to activate and to resolve this effect.'),
    verdicts: NEVER,
    count: 1,
    unrecognised: 0,
  },
  {
    // An older Trap: "You cannot Summon the turn you activate this card." is a restriction, and
    // "Activate at the end of the Damage Step, if ..." (no "only") names its timing.
    input: st(
      'Second Wind Rite',
      'normal-trap',
      "You cannot Summon the turn you activate this card. Activate at the end of the Damage Step, if a Warrior-Type monster you control attacked and destroyed an opponent's monster by battle. That monster can attack again (immediately).",
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    count: 1,
    effects: [{ activation: 'card', event: 'end-of-damage-step', wordings: ['form.activate-only-when', 'event.window.end-of-damage-step'] }],
  },
  {
    // "This card gains these effects depending on ...": each bullet is its own effect, so the card's
    // activation keeps its ATK-changing Continuous-like effect (seed 002: Chosen of Zefra may be
    // activated even while its condition is not met) beside the later fast effect.
    input: st(
      'Ranks of the Choir',
      'continuous-trap',
      'This card gains these effects depending on the number of "Choir" monsters in your GY.\n● 2 or more: Monsters you control gain 300 ATK.\n● 4 or more: You can send this card to the GY; draw 1 card.',
    ),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    unrecognised: 0,
    effects: [{ activation: 'card', effectKind: 'continuous-like', does: ['atk-def-direct'] }],
  },
  {
    // 'All "X" monsters you control gain 400 ATK.' and 'Gains 300 ATK for each ...' after a
    // trigger are Continuous effects of their own, not the trigger's ATK change.
    input: mon(
      'Stitched Warden',
      'If this card is Fusion Summoned: You can target 1 "Stitched" monster in your GY; Special Summon it. All "Stitched" monsters you control gain 400 ATK. Gains 300 ATK for each card in your hand.',
    ),
    // The trigger answers this card's own Summon: allowed wherever that Summon can happen (seed 000).
    verdicts: ['y', 'y', 'y', 'y', 'y'],
    count: 3,
    effects: [
      { effectKind: 'trigger', does: ['special-summon'] },
      { effectKind: 'continuous', does: ['atk-def-direct'] },
      { effectKind: 'continuous', does: ['atk-def-direct'] },
    ],
  },
  {
    // "You can activate this card the turn it was Set, by ..." permits an earlier activation; the
    // card's activation is still "Activate this card by ...; they lose ATK".
    input: st(
      'Chain of Embers',
      'continuous-trap',
      'You can activate this card the turn it was Set, by revealing 1 Dragon monster in your Extra Deck. Activate this card by revealing 1 monster in your hand, then target 1 Effect Monster your opponent controls; it loses 500 ATK. If that monster is not on the field, destroy this card.',
    ),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    unrecognised: 0,
    effects: [{ activation: 'card', does: ['destroy', 'atk-def-direct'] }],
  },
  {
    // 'You can use 1 "X" effect per turn, and only once that turn.' limits the effects; it is none itself.
    input: st('Ember Jubilee', 'quick-play-spell', 'Draw 1 card. You can use 1 "Ember Jubilee" effect per turn, and only once that turn.'),
    verdicts: NEVER,
    count: 1,
    unrecognised: 0,
  },
  {
    // Older Continuous lines that change Types, limit what is controlled or move cards elsewhere
    // "instead" are read as what they are (no Damage Step meaning), not left over.
    input: st(
      'Verdant Decree',
      'continuous-spell',
      'All face-up monsters on the field become Plant-Type monsters. Each player can only control 1 monster of each Attribute. Any monster destroyed by battle is shuffled into the Deck instead of going to the Graveyard.',
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    // "This is a Quick Effect if ..." as a sentence of its own, after a restriction: the effect
    // before it is the (conditional) Quick Effect.
    input: mon(
      'Ember Lancer',
      'Once per turn: You can target 1 face-up monster on the field; it loses 600 ATK. This card cannot attack the turn this effect is activated. This is a Quick Effect if this card has a Dragon monster as material.',
    ),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    count: 2,
    unrecognised: 0,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'], wordings: ['form.psct-colon', 'condition.state-or-window', 'form.conditional-quick-effect'] }, { effectKind: 'continuous' }],
  },
  {
    // "..., and if it was a monster, you can have ... gain ATK": the change waits on what the
    // destruction hit (seed 000: Half or Nothing).
    input: mon('Cinder Reaver', '(Quick Effect): You can target 1 face-up card on the field; destroy it, and if it was a monster, you can have 1 face-up monster you control gain 500 ATK.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', does: ['destroy', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    // Older battle-damage changes and "This effect can only be used once per turn." are read, not left over.
    input: mon(
      'Muffled Drummer',
      'Any battle damage your opponent takes from attacks involving this card is halved. Once per turn, you can change this card to Defense Position. This effect can only be used once per turn.',
    ),
    verdicts: NEVER,
    count: 2,
    unrecognised: 0,
    effects: [{ effectKind: 'continuous', does: ['battle-damage-change'] }, { effectKind: 'ignition' }],
  },
  {
    // "(This card is also always treated as ...)" is a rule line, not an effect left unread.
    input: mon('Fuzzball Cousin', '(This card is also always treated as a "Fuzzball" card.)\nOnce per turn (Quick Effect): You can target 1 face-up monster your opponent controls; it loses 500 ATK.'),
    verdicts: ['y', 'y', 'n', 'n', 'n'],
    count: 1,
    unrecognised: 0,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
  },
  {
    // Destruction "by this card's effect" is one method, never the battle: a trigger about other
    // cards whose event can happen outside the Damage Step, refused there (seed 000, Trigger effects).
    input: mon('Rending Fiend', "You can target 1 monster on the field; destroy it. When a monster is destroyed by this card's effect: You can draw 1 card."),
    verdicts: NEVER,
    count: 2,
    effects: [{ effectKind: 'ignition' }, { effectKind: 'trigger', event: 'card-destroyed', eventSubject: 'others', wordings: ['form.psct-colon', 'event.destroyed-by-effect'] }],
  },
  {
    input: st('Venom Tithe', 'continuous-spell', 'Each time a Reptile-Type monster inflicts Battle Damage to your opponent, inflict 300 damage to your opponent.'),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [{}, { effectKind: 'trigger-like', mandatory: true, event: 'battle-damage', wordings: ['form.old-each-time-battle-trigger', 'event.battle-damage'] }],
  },
  // --- Round three: conditions with a list or an "or", and resolutions read as recognised
  {
    input: mon('Tide Pool Sprite', 'If you control no monsters, or all monsters you control are Aqua monsters: You can Special Summon this card from your hand.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'ignition', wordings: ['form.psct-colon', 'condition.state-or-window'] }],
    unrecognised: 0,
  },
  {
    input: mon('Lantern Stowaway', 'If this card is in your hand, field, or GY: You can banish 1 other card you control; add 1 "Lantern" card from your Deck to your hand.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'ignition', wordings: ['form.psct-colon', 'condition.state-or-window'] }],
    unrecognised: 0,
  },
  {
    input: mon('Stalemate Golem', 'If this card battles a monster, neither can be destroyed by that battle. During either player\'s turn, you can activate "Golem" Trap Cards from your hand.'),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    input: mon(
      'Mirror Squire',
      'If this card attacks a Defense Position monster, the ATK of this card becomes twice the ATK of the attack target, during damage calculation only. Your opponent draws 1 card.',
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    input: mon(
      'Archive Owl',
      'If this card is Normal Summoned: You can add 1 "Archive" monster, 1 "Archive" Spell, or 1 "Archive" Trap that lists "Archive Owl" in its text from your Deck to your hand. You can target 1 face-up monster; it becomes Level 4 until the end of this turn. While this card is in Defense Position, your opponent cannot conduct their Battle Phase.',
    ),
    verdicts: NEVER,
    effects: [{ does: ['draw-or-search'] }, {}, { effectKind: 'continuous' }],
    unrecognised: 0,
  },
  {
    input: st('Clockwork Amnesty', 'normal-trap', "Target 1 face-up monster your opponent controls; negate that target's effects until the End Phase, then draw until you have 3 cards in your hand."),
    verdicts: NEVER,
    effects: [{ does: ['negate-effect', 'draw-or-search'] }],
    unrecognised: 0,
  },
  {
    input: st(
      'Requiem Ledger',
      'normal-trap',
      'Activate only when a Fusion Monster you control is destroyed by your opponent (either by battle or by card effect) and sent to the Graveyard. Draw 1 card.',
    ),
    // Older text naming both methods: partly the battle's own event, like the PSCT "destroyed by battle or card effect".
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ event: 'monster-destroyed-any-method', wordings: ['form.activate-only-when', 'event.destroyed-by-battle-or-effect'] }],
  },
  {
    input: mon(
      'Hollow Scale Knight',
      '[ Pendulum Effect ]\n-n/a-\n----------------------------------------\n[ Monster Effect ]\nAt the start of the Damage Step, if this card battles a Pendulum Monster: You can destroy that monster.',
      ['Effect', 'Pendulum'],
    ),
    // "-n/a-" is a card database's placeholder for an empty Pendulum box, not an effect.
    verdicts: ['y', 'n', 'n', 'n', 'n'],
    count: 1,
    unrecognised: 0,
  },
  {
    input: mon('Burrow Warden', 'When a face-up monster you control is flipped face-down, if you control no face-up monsters: You can Special Summon this card from your hand.'),
    // Another monster's change of position can happen in or out of the Damage Step.
    verdicts: NEVER,
    effects: [{ event: 'self-position-changed', eventSubject: 'others', wordings: ['form.psct-colon', 'event.position-changed'] }],
    unrecognised: 0,
  },
  {
    input: mon(
      'Nestkeeper Roc',
      'If another face-up Winged Beast monster you control returns to your hand (except during the Damage Step): You can Special Summon this card from your hand. If you have this card in your hand or GY, and another "Nestkeeper" card in your GY: You can banish 1 card.',
    ),
    verdicts: NEVER,
    effects: [{ event: 'card-sent-to-gy', wordings: ['form.psct-colon', 'event.moved'] }, { effectKind: 'ignition' }],
    unrecognised: 0,
  },
  {
    input: mon('Triad Herald', 'Apply these effects, based on the number of Spells in your GY.\n● 3 or more: This card gains 500 ATK.\n● Fusion: This card cannot be destroyed by battle.'),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    input: mon(
      'Gearward Sentinel',
      "During your opponent's Battle Step, if this card battled this turn: You can change this card to Defense Position. If an Xyz Monster you control would detach its material to activate its effect, you can banish this card from your GY instead.",
    ),
    verdicts: NEVER,
    effects: [{ event: 'attack-declared', wordings: ['form.psct-colon', 'event.battle-step'] }, { effectKind: 'continuous' }],
    unrecognised: 0,
  },
  {
    input: mon(
      'Thornveil Witch',
      'If you control "Thornveil Dragon", a monster that mentions it, or a Plant Synchro Monster: You can Special Summon this card from your hand. Once per your turn, if you control a Level 8 monster, and have more cards in your hand than your opponent: You can draw 1 card.',
    ),
    verdicts: NEVER,
    effects: [
      { effectKind: 'ignition', wordings: ['form.psct-colon', 'condition.state-or-window'] },
      { effectKind: 'ignition', wordings: ['form.psct-colon', 'condition.state-or-window'] },
    ],
    unrecognised: 0,
  },
  {
    input: mon(
      'Ledger Kuriboh',
      'When your opponent activates a card or effect (Quick Effect): You can Special Summon this card from your hand. The ATK/DEF of this card are each equal to the number of Spells in your GY x 300.',
    ),
    // The stat line is a Continuous effect of its own, not an ATK change made by the Quick Effect.
    verdicts: NEVER,
    count: 2,
    effects: [
      { effectKind: 'quick', does: ['special-summon'] },
      { effectKind: 'continuous', does: ['atk-def-direct'] },
    ],
    unrecognised: 0,
  },
  {
    input: mon(
      'Ledger Archon',
      'This card gains effects based on the number of materials attached to it.\n● 2+: Cannot be destroyed by battle.\n● 4+: You can detach 3 materials from this card; send 1 monster on the field to the GY.',
      ['Effect', 'Xyz'],
    ),
    verdicts: NEVER,
    effects: [{ effectKind: 'continuous' }, { effectKind: 'ignition', mandatory: false, wordings: ['form.choice-label'] }],
  },
  {
    input: st(
      'Twin Pact',
      'normal-trap',
      'Neither player can Special Summon for the rest of this turn, also, unless you control 2 or more Xyz Monsters, all Xyz Monsters you currently control gain 500 ATK.',
    ),
    // Whether the ATK changes waits on a state checked at resolution (seed 000: Half or Nothing).
    verdicts: NEVER,
    effects: [{ does: ['special-summon', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    input: mon('Aesir Warden', "If a monster you control is sent to your GY by your opponent's card: You can Special Summon this card from your hand."),
    // Sent by an opponent's card: by its card effect or in battle with its monster, partly the battle's own event.
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ event: 'monster-destroyed-any-method', wordings: ['form.psct-colon', 'event.by-opponents-card'] }],
  },
  {
    input: mon('Bramble Sower', 'FLIP: Special Summon 1 "Bramble Token" (Plant/EARTH/Level 1/ATK 0/DEF 0) to your opponent\'s field. When this Token is destroyed, its controller takes 300 damage.', [
      'Effect',
      'Flip',
    ]),
    // The second sentence is the Token's own effect; the card has only its FLIP effect.
    verdicts: ['n', 'n', 'n', 'y', 'y'],
    count: 1,
  },
  {
    input: mon(
      'Prism Herald',
      "While this card is in face-up Defense Position, it is Level 4. All face-up monsters on the field become LIGHT. This card can be used as a substitute for any 1 Fusion Material whose name is listed on a Fusion Monster Card. You can halve your opponent's LP.",
    ),
    verdicts: NEVER,
    unrecognised: 0,
  },
  {
    // Pasted from a word processor: curly apostrophes read as straight ones.
    input: mon(
      'Curlquote Duelist',
      'Once per turn, during either player\u2019s turn, if you control no Spells (Quick Effect): You can target 1 face-up monster your opponent\u2019s controls; it loses 500 ATK.',
    ),
    verdicts: UNTIL_CALC,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'], wordings: ['form.psct-colon', 'condition.state-or-window'] }],
    unrecognised: 0,
  },
  {
    // A full stop in brackets ends no sentence: "(min. 2)" before the colon leaves the condition whole.
    input: mon('Pairbound Sentinel', 'If 2 or more monsters you control (min. 2) are destroyed by battle: You can Special Summon this card from your hand.'),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ effectKind: 'trigger', mandatory: false, event: 'destroyed-by-battle', wordings: ['form.psct-colon', 'event.destroyed-by-battle'] }],
  },
  {
    // Summoned by its own trigger on battle damage: the card itself moves as that trigger resolves, so
    // "If Summoned this way" comes only where that trigger can be activated: after damage calculation.
    input: mon('Recoil Herald', 'When you take battle damage: You can Special Summon this card from your hand. If Summoned this way: You can draw 1 card.'),
    verdicts: ['n', 'n', 'n', 'y', 'n'],
    effects: [
      { effectKind: 'trigger', event: 'battle-damage' },
      { effectKind: 'trigger', mandatory: false, event: 'self-moved', summonedBy: 0, wordings: ['form.psct-colon', 'event.summoned-this-way', 'form.summoned-by-own-trigger'] },
    ],
  },
  {
    // Summoned by a trigger that says "(except during the Damage Step)", or by one about other cards
    // that the step refuses, the follow-up never comes there either, mandatory as it is.
    input: mon(
      'Warden of the Negated',
      "If you negate the activation of an opponent's card with a Counter Trap (except during the Damage Step): You can Special Summon this card from your hand. If Summoned this way: Inflict 500 damage to your opponent.",
    ),
    verdicts: NEVER,
    effects: [
      { effectKind: 'trigger', exceptDuringDamageStep: true },
      { effectKind: 'trigger', mandatory: true, event: 'self-moved', summonedBy: 0, wordings: ['form.psct-colon', 'event.summoned-this-way', 'form.summoned-by-own-trigger'] },
    ],
  },
  {
    // "Special Summon it" names another monster: its "If Summoned this way" is no Summon of this card.
    input: mon(
      'Graveborn Herald',
      'If this card is destroyed by battle: You can target 1 Level 4 or lower monster in your GY; Special Summon it. If Summoned this way: You can target 1 card on the field; destroy it.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [
      { effectKind: 'trigger', event: 'destroyed-by-battle' },
      { effectKind: 'trigger', event: 'summoned-by-own-procedure' },
    ],
  },
  {
    // By an Ignition effect, or by a Summon put off to the Standby Phase, "Summoned this way" never comes in the step.
    input: mon(
      'Dusk Herald',
      'You can discard 1 card; Special Summon this card from your hand. If Summoned this way: You can draw 1 card. When this card is destroyed by battle and sent to the GY: You can pay 500 LP; Special Summon this card during the Standby Phase of the next turn. When you do: You can draw 1 card.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [
      { effectKind: 'ignition' },
      { effectKind: 'trigger', event: 'summoned-by-own-procedure' },
      { effectKind: 'trigger', event: 'destroyed-by-battle' },
      { effectKind: 'trigger', event: 'summoned-by-own-procedure' },
    ],
  },
  {
    // "destroys a monster by battle, or ... destroy a card with ... effect": destruction by battle or
    // by a card effect, an event partly the Damage Step's own (seed 000, Rope of Life).
    input: st(
      'Covert Dossier',
      'continuous-spell',
      'Once per turn, if a "Covert" monster you control destroys a monster by battle, or if you destroy a card(s) on the field with a "Covert" monster\'s effect you control: You can draw 1 card.',
    ),
    verdicts: ['y', 'y', 'n', 'y', 'y'],
    effects: [{ activation: 'card' }, { effectKind: 'trigger-like', mandatory: false, event: 'monster-destroyed-any-method', eventSubject: 'others' }],
  },
  {
    // "Apply the appropriate effect, depending on ...": a header of its own; each choice is an effect of
    // the card with its own condition (the DARK one at the start of the Damage Step).
    input: mon(
      'Oathsworn Consort',
      "You can target 1 Warrior monster you control; equip this card from your hand to that target. The equipped monster gains 300 ATK. Apply the appropriate effect, depending on the Attribute of the equipped monster.\n\u25cf LIGHT: If the equipped monster would be destroyed by a card effect, you can destroy this card instead.\n\u25cf DARK: If the equipped monster battles an opponent's monster, at the start of the Damage Step: You can destroy that monster, then destroy this card.",
    ),
    verdicts: ['y', 'n', 'n', 'n', 'n'],
    count: 3,
    effects: [{ effectKind: 'ignition' }, { effectKind: 'continuous', wordings: ['form.choice-label'] }, { effectKind: 'trigger', event: 'start-of-damage-step' }],
  },
  {
    // A battle position is a choice's label, not an activation condition.
    input: st(
      'Stancebound Blade',
      'equip-spell',
      "Apply the following effect, depending on the equipped monster's battle position.\n\u25cf Attack Position: Your opponent cannot target the equipped monster with card effects.\n\u25cf Defense Position: The equipped monster cannot be destroyed by battle.",
    ),
    verdicts: NEVER,
    effects: [{ activation: 'card' }, { effectKind: 'continuous-like', wordings: ['form.choice-label'] }, { effectKind: 'continuous-like', wordings: ['form.choice-label'] }],
  },
  {
    // After a bullet, a short name is a choice's label, never a condition: a count range, a Level, a card's name.
    input: mon(
      'Tallyborne Regent',
      'This card gains the following effect(s), based on the number of Equip Cards equipped to it.\n\u25cf 1 to 2: Gains 500 ATK.\n\u25cf Level 7 or higher: Once per opponent\'s turn (Quick Effect): You can target 1 card on the field; banish it.\n\u25cf "Tally Crown": When your opponent activates a card or effect (Quick Effect): You can negate the activation.',
    ),
    verdicts: ALWAYS,
    count: 3,
    effects: [
      { effectKind: 'continuous', wordings: ['form.choice-label'] },
      { effectKind: 'quick', wordings: ['form.choice-label', 'form.psct-colon', 'condition.state-or-window'] },
      { effectKind: 'quick', event: 'card-or-effect-activated', does: ['negate-activation'] },
    ],
  },
  {
    // The older note "This effect can be used during either player's turn." makes the effect a Quick
    // Effect the player chooses to use: optional, though the text has no "you can".
    input: mon(
      'Spellbreak Sentry',
      "This effect can be used during either player's turn. When your opponent activates a Spell Card, Tribute this face-up card to negate the activation of the Spell Card and destroy it.",
    ),
    verdicts: ALWAYS,
    effects: [{ effectKind: 'quick', mandatory: false, event: 'card-or-effect-activated', does: ['negate-activation'], wordings: ['form.either-turn-note'] }],
  },
  {
    // "If this card is in your GY: ... it gains 1000 ATK/DEF, also it cannot be destroyed by card effects." is an
    // activated effect whose last word is "effects", not a header granting the card effects (it was dropped).
    input: mon(
      'Gilded Revenant',
      'If this card is in your GY: You can send 1 Spell you control to the GY; add this card to your hand, then you can Special Summon 1 Zombie monster from your hand, and if you do, it gains 1000 ATK/DEF, also it cannot be destroyed by card effects.',
    ),
    verdicts: NEVER,
    count: 1,
    effects: [{ effectKind: 'ignition' }],
  },
  {
    // An effect that grants this card an effect ("...; this card gains the following effect this turn."): the
    // bullet is the card's own effect with its own condition, not another monster's.
    input: mon(
      'Tidecleaver Knight',
      'You can Tribute 1 other monster; this card gains the following effect this turn.\n\u25cf At the start of the Damage Step, if this card battles a Defense Position monster: Destroy that monster.',
    ),
    verdicts: ['y', 'n', 'n', 'n', 'n'],
    count: 2,
    effects: [{ effectKind: 'ignition' }, { effectKind: 'trigger', mandatory: true, event: 'start-of-damage-step' }],
  },
  {
    // "If Summoned this way, this card gains this effect." heads the card's own effect.
    input: mon(
      'Totem Beast Warden',
      'Must be Special Summoned by banishing 2 Beast monsters you control. If Summoned this way, this card gains this effect.\n\u25cf When your opponent activates a card or effect (Quick Effect): You can banish 1 card from your hand; negate the activation.',
    ),
    verdicts: ALWAYS,
    count: 1,
    effects: [{ effectKind: 'quick', event: 'card-or-effect-activated', does: ['negate-activation'] }],
  },
  {
    // "it gains the following effect" after a colon and a target is a grant to that monster, not to this card.
    input: mon(
      'Gravebound Tutor',
      "If this card is in your GY: You can banish it, then target 1 monster you control; it gains the following effect until the end of this turn.\n\u25cf At the start of the Damage Step, if it battles an opponent's monster: You can destroy that monster.",
    ),
    verdicts: NEVER,
    count: 1,
    effects: [{ effectKind: 'ignition' }],
  },
  {
    // An older effect whose cost ends its sentence: "Apply the appropriate effect, depending on the type of
    // card sent." goes on with its resolution, which changes ATK (seed 000: until damage calculation).
    input: mon(
      'Sorter of Offerings',
      "Once per turn, during either player's turn: You can send 1 card from your hand to the Graveyard. Apply the appropriate effect, depending on the type of card sent.\n\u25cf Monster: Target 1 face-up monster on the field; it gains 1000 ATK until the end of this turn.\n\u25cf Spell/Trap: Draw 1 card.",
    ),
    verdicts: UNTIL_CALC,
    count: 1,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
    unrecognised: 0,
  },
  {
    // Choices named by whose turn it is, or by a kind with a slash, are labels too.
    input: st(
      'Tidal Rostrum',
      'field-spell',
      "Apply the appropriate effect, depending on whose turn it is.\n\u25cf Your turn: All monsters you control gain 300 ATK.\n\u25cf Opponent's turn: Spell/Trap Cards you control cannot be destroyed by card effects.",
    ),
    verdicts: NEVER,
    effects: [{ activation: 'card' }, { effectKind: 'continuous-like', wordings: ['form.choice-label'] }, { effectKind: 'continuous-like', wordings: ['form.choice-label'] }],
    unrecognised: 0,
  },
  {
    // "it gains 500 ATK, or ... Special Summon ... instead": "it" is the target on the field; a Summon named
    // only after the change is no Summoned monster's ATK (Powerful Rebirth's exception is not met).
    input: mon(
      'Breach Drake',
      '(Quick Effect): You can target 1 DARK monster you control; it gains 500 ATK, or if that monster is no longer on the field, you can Special Summon 1 Dragon monster from your hand instead.',
    ),
    verdicts: UNTIL_CALC,
    effects: [{ effectKind: 'quick', does: ['special-summon', 'atk-def-direct'] }],
  },
  {
    input: mon('Answering Envoy', 'If your opponent Special Summons a monster(s): You can Special Summon this card from your hand. If Summoned this way: Inflict 500 damage to your opponent.'),
    verdicts: NEVER,
    effects: [{ event: 'monster-special-summoned' }, { mandatory: true, event: 'self-moved', summonedBy: 0 }],
  },
  {
    // A mandatory Summon does come in the step: the optional follow-up answers the card itself moving (seed 000).
    input: mon('Dutiful Envoy', 'If your opponent Special Summons a monster(s): Special Summon this card from your GY. If Summoned this way: You can draw 1 card.'),
    verdicts: ALWAYS,
    effects: [{ mandatory: true }, { mandatory: false, event: 'self-moved', summonedBy: 0 }],
  },
  {
    // "This way" is the nearest Summon (the Ignition one), and a Summon put off to the End Phase never comes in the step.
    input: mon(
      'Twice-Risen Envoy',
      'If a monster you control is destroyed by battle: You can Special Summon this card from your hand. If this card is in your GY: You can banish 2 monsters from your GY; Special Summon it. If Summoned this way: You can draw 1 card.',
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ event: 'destroyed-by-battle' }, { effectKind: 'ignition' }, { event: 'summoned-by-own-procedure' }],
  },
  {
    // A Summon of this card with a change of this card's ATK is Reverse of Neos's kind (seed 000): not for that reason alone.
    input: mon('Rising Vanguard', 'During the Battle Phase (Quick Effect): You can Special Summon this card from your hand, and if you do, this card gains 1000 ATK until the end of this turn.'),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', does: ['special-summon', 'atk-def-only-summoned-monster'] }],
  },
  {
    // A change after an action the player may choose not to take, or left to the opponent's choice, might not happen (Half or Nothing).
    input: mon(
      'Wavering Duelist',
      "During your opponent's turn (Quick Effect): You can target 1 card on the field; return it to the hand, then you can destroy 1 Spell/Trap on the field, and if you do, this card gains 500 ATK.",
    ),
    verdicts: NEVER,
    effects: [{ effectKind: 'quick', does: ['return-to-hand', 'destroy', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    input: st('Gracious Offer', 'quick-play-spell', 'Target 1 monster your opponent controls; negate its effects, then your opponent can have that monster lose 1000 ATK.'),
    verdicts: NEVER,
    effects: [{ activation: 'card', does: ['negate-effect', 'atk-def-maybe-not-at-resolution'] }],
  },
  {
    // A bare cost standing alone ("You can pay 500 LP.") is still waiting for its resolution: the state header goes on with it.
    input: mon(
      'Twofold Toll',
      "Once per turn, during either player's turn: You can pay 500 LP. Apply the appropriate effect, depending on whose turn it is.\n\u25cf Your turn: This card gains 500 ATK until the end of this turn.\n\u25cf Opponent's turn: This card gains 500 DEF until the end of this turn.",
    ),
    verdicts: UNTIL_CALC,
    count: 1,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
  },
  {
    // A phase named in the summoning trigger's condition puts the Summon off to nothing: the follow-up answers where it can.
    input: mon(
      'Nightwatch Envoy',
      "If a monster you control is destroyed by battle during your opponent's Battle Phase: You can Special Summon this card from your hand. If Summoned this way: You can draw 1 card.",
    ),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ event: 'destroyed-by-battle' }, { event: 'self-moved', summonedBy: 0 }],
  },
  {
    // "this card destroys ... and sends it to the GY: ... Special Summon it": "it" is the destroyed monster, not this card.
    input: mon('Captor Drake', "When this card destroys an opponent's monster by battle and sends it to the GY: You can Special Summon it to your field. If Summoned this way: You can draw 1 card."),
    verdicts: ['n', 'n', 'n', 'n', 'y'],
    effects: [{ event: 'destroyed-by-battle' }, { event: 'summoned-by-own-procedure' }],
  },
  {
    // A choice about another action does not make a later, separate gain wait on it.
    input: st(
      'Reaping Wind',
      'quick-play-spell',
      'Target 1 face-up monster your opponent controls; destroy it, then you can draw 1 card, also all monsters you control gain 500 ATK until the end of this turn.',
    ),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', does: ['destroy', 'draw-or-search', 'atk-def-direct'] }],
  },
  {
    // "that target" is a monster on the field, not the one Summoned: the change is a plain one (seed 000: Reverse of Neos is about the Summoned monster only).
    input: st('Heroic Rebuke', 'quick-play-spell', 'Target 1 face-up monster your opponent controls; Special Summon 1 Warrior monster from your hand, and if you do, that target loses 1000 ATK.'),
    verdicts: UNTIL_CALC,
    effects: [{ activation: 'card', does: ['special-summon', 'atk-def-direct'] }],
  },
  {
    // A state header naming what was just done goes on with the effect, semicolon or not.
    input: mon(
      'Toll Sorter',
      "Once per turn, during either player's turn: You can pay 1000 LP; send 1 card from your hand to the GY. Apply the appropriate effect, depending on the type of card sent.\n\u25cf Monster: This card gains 1000 ATK until the end of this turn.\n\u25cf Spell/Trap: Draw 1 card.",
    ),
    verdicts: UNTIL_CALC,
    count: 1,
    effects: [{ effectKind: 'quick', does: ['atk-def-direct'] }],
  },
];

/** Real cards' PSCT, written from memory, for the agreement test with the embedded catalog. */
export const SEED_CARD_TEXTS: Array<{ input: CardTextInput; region: 'tcg' | 'ocg'; note?: string }> = [
  { input: mon('Kuriboh', "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle."), region: 'tcg' },
  {
    input: st(
      'Forbidden Lance',
      'quick-play-spell',
      'Target 1 face-up monster on the field; until the end of this turn, that target loses 800 ATK, but is not affected by the effects of other Spells/Traps.',
    ),
    region: 'tcg',
  },
  {
    input: mon('Shark Stickers', 'When a Fish, Sea Serpent, or Aqua monster is Normal or Special Summoned to your field: You can Special Summon this card from your hand.'),
    region: 'ocg',
    note: 'the TCG answer comes from a card-specific ruling that text cannot show',
  },
  {
    input: st(
      'Rope of Life',
      'normal-trap',
      'When a monster you control is destroyed by battle and sent to the GY: Discard your entire hand; Special Summon that monster in Attack Position, and if you do, increase its ATK by 800.',
    ),
    region: 'tcg',
  },
  {
    input: mon(
      'Don Zaloog',
      "If this card inflicts battle damage to your opponent: You can activate 1 of these effects.\n\u25cf Discard 1 random card from your opponent's hand.\n\u25cf Send the top 2 cards of your opponent's Deck to the GY.",
    ),
    region: 'tcg',
  },
  { input: mon('Steamroid', 'If this card attacks, it gains 500 ATK during the Damage Step only. If this card is attacked, it loses 500 ATK during the Damage Step only.'), region: 'tcg' },
  {
    input: mon('Giant Kozaky', 'If you control no face-up "Kozaky", destroy this card. If this face-up card is destroyed, inflict damage equal to its original ATK to its controller.'),
    region: 'tcg',
  },
];
