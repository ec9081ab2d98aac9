import type { EventSubject, TriggerEvent } from '../types';

// The reader's catalog of named wordings. Each record is one way card text says something the
// Damage Step rules care about: the pattern (run on lower-cased text with quoted names masked),
// what it means, and real-looking example texts. test/unit/wordings.test.ts runs every record on
// its own examples, so adding a wording means adding one record and its examples.

/** An activation condition's event: what the effect waits for, and so where it can activate. */
export interface EventWording {
  id: string;
  re: RegExp;
  /** Words one of which every match of `re` holds: a condition with none of them is passed over without running it. */
  words: readonly string[];
  /** The event when the subject is the card itself, and when it is another card. */
  self: TriggerEvent;
  others: TriggerEvent;
  /** The subject is fixed by the wording ("you take battle damage" is never "this card"). */
  subject?: EventSubject;
  assumption?: string;
  meaning: string;
  /** Conditions (lower case, as the reader sees them) and the event each must read as. */
  examples: Array<{ text: string; event: TriggerEvent }>;
}

const SELF_MOVES = 'sent|destroyed|banished|returned|added|tributed|discarded|moved|removed from (?:the field|play|your side of the field)|shuffled|placed|excavated|revealed|equipped|unequipped';
const PHASES = '(?:standby|end|draw)(?: phases?)?';
const WHOSE = "(?:the |your |each |each of your |each of your opponent's |your opponent's |either player's |each player's |their |that |this |the opponent's )?";

/**
 * First match wins: the Damage Step's own windows first (they name the window even when the
 * sentence also names a battle), then phase-bound windows (never inside the step), then battle
 * events, then events any effect could cause.
 */
export const EVENT_WORDINGS: readonly EventWording[] = [
  {
    id: 'event.window.start-of-damage-step',
    words: ['start of the damage step'],
    re: /\bat the start of the damage step\b/,
    self: 'start-of-damage-step',
    others: 'start-of-damage-step',
    meaning: 'the start of the Damage Step',
    examples: [{ text: 'at the start of the damage step, if this card battles a face-down monster', event: 'start-of-damage-step' }],
  },
  {
    id: 'event.window.before-damage-calculation',
    words: ['before damage calculation'],
    re: /\bbefore damage calculation\b/,
    self: 'before-damage-calculation',
    others: 'before-damage-calculation',
    meaning: 'before damage calculation',
    examples: [{ text: "if your monster battles an opponent's monster, before damage calculation", event: 'before-damage-calculation' }],
  },
  {
    id: 'event.window.during-damage-calculation',
    words: ['damage calculation'],
    re: /\bduring damage calculation\b|\bduring the damage calculation\b|\bat damage calculation\b/,
    self: 'during-damage-calculation',
    others: 'during-damage-calculation',
    meaning: 'during damage calculation',
    examples: [{ text: "during damage calculation, if your opponent's monster attacks", event: 'during-damage-calculation' }],
  },
  {
    id: 'event.window.after-damage-calculation',
    words: ['after damage calculation'],
    re: /\bafter damage calculation\b/,
    self: 'after-damage-calculation',
    others: 'after-damage-calculation',
    meaning: 'after damage calculation',
    examples: [{ text: 'if this card attacks a defense position monster, after damage calculation', event: 'after-damage-calculation' }],
  },
  {
    id: 'event.window.end-of-damage-step',
    words: ['end of the damage step'],
    re: /\bat the end of the damage step\b|\bend of the damage step\b/,
    self: 'end-of-damage-step',
    others: 'end-of-damage-step',
    meaning: 'the end of the Damage Step',
    examples: [{ text: 'at the end of the damage step, if this card battled', event: 'end-of-damage-step' }],
  },
  {
    id: 'event.window.during-damage-step',
    words: ['damage step'],
    re: /(?<!except )\bduring (?:the|either player's|each player's|your|your opponent's) damage step\b/,
    self: 'during-damage-step',
    others: 'during-damage-step',
    meaning: 'a window of the whole Damage Step',
    examples: [{ text: "during either player's damage step", event: 'during-damage-step' }],
  },
  {
    id: 'event.activated-that',
    words: ['activate'],
    re: /\b(?:a |an |your opponent's |the )?(?:card or effect|card|effect|spell|trap|spell\/trap(?: card)?,? or monster effect|spell\/trap|monster effect)s?(?: card)?,? (?:is|are) activated,? (?:that|which)\b|\bactivates? an? (?:[a-z/-]+ )?(?:card or effect|card's effect|card|effect|spell|trap|spell\/trap|monster effect)(?: card)? that (?:includes|would|targets|inflicts)\b|\b(?:an? |the )?(?:card or )?effects? that (?:would )?inflicts? damage (?:to [^,:;]{0,30}? )?(?:is|are) activated\b/,
    self: 'card-or-effect-activated',
    others: 'card-or-effect-activated',
    meaning: 'an activation, described by what it would do ("a card or effect is activated that includes an effect that Special Summons"): the event is the activation, not what it describes',
    examples: [
      { text: 'when a card or effect is activated that includes an effect that special summons a monster(s)', event: 'card-or-effect-activated' },
      { text: 'when your opponent activates a card that would destroy a monster you control', event: 'card-or-effect-activated' },
      { text: 'when a spell/trap card, or monster effect, is activated that would inflict damage to you', event: 'card-or-effect-activated' },
      { text: 'activate only when an effect that inflicts damage is activated', event: 'card-or-effect-activated' },
      { text: 'when an effect that inflicts damage to your life points is activated', event: 'card-or-effect-activated' },
      { text: 'when your opponent activates a trap card that inflicts damage', event: 'card-or-effect-activated' },
    ],
  },
  {
    id: 'event.phase.standby-end-draw',
    words: ['standby', 'end', 'draw'],
    re: new RegExp(
      `\\b(?:during|at the (?:start|end|beginning) of|in) ${WHOSE}(?:next |first |1st |second |2nd |third |3rd |\\d+th )?${PHASES}\\b|\\b${PHASES} of (?:the|your|your opponent's) next turn\\b|\\bnext ${PHASES}\\b`,
    ),
    self: 'phase-start-or-end',
    others: 'phase-start-or-end',
    meaning: 'a Standby, End or Draw Phase: never inside the Damage Step',
    examples: [
      { text: 'during each of your standby phases', event: 'phase-start-or-end' },
      { text: "during your 1st standby phase after this card's activation", event: 'phase-start-or-end' },
      { text: 'during the end phase, if this card was destroyed by battle this turn', event: 'phase-start-or-end' },
      { text: 'during the standby phase of the next turn after this card was sent to the gy', event: 'phase-start-or-end' },
    ],
  },
  {
    id: 'event.phase.battle-or-main-edge',
    words: ['at the start', 'at the end', 'at the beginning'],
    // "all monsters you controlled at the start of this Battle Phase" names which monsters, not when.
    re: /(?<!\bcontrol(?:s|led)? )\bat the (?:start|end|beginning) of (?:the |your |each |your opponent's |either player's |this )?(?:battle|main) phase\b|\bat the (?:start|end) of (?:the|each|your|your opponent's|this) turn\b/,
    self: 'phase-start-or-end',
    others: 'phase-start-or-end',
    meaning: 'the start or end of the Battle/Main Phase or of the turn: never inside the Damage Step',
    examples: [{ text: 'at the end of the battle phase, if this card battled', event: 'phase-start-or-end' }],
  },
  {
    id: 'event.phase.main-phase',
    words: ['main phase'],
    // "during the Main Phase or Battle Phase" is a window that holds the Damage Step: no Main Phase event.
    re: /\b(?:during|in) (?:your|their|the|either player's|each player's|your opponent's) (?:next )?main phase\b(?!,? or (?:the |your |(?:your|the) opponent's |either player's |each player's )?battle phase)|\bduring main phase (?:1|2)\b/,
    self: 'main-phase-only',
    others: 'main-phase-only',
    meaning: 'an activation in the Main Phase',
    examples: [{ text: 'during your main phase, except the turn this card was sent to the gy', event: 'main-phase-only' }],
  },
  {
    id: 'event.battle-damage',
    words: ['battle', 'attack'],
    re: /\b(?:inflicts?|inflicted|takes?|taken|took|receives?|deals?) (?:\S+ )?battle damage\b|\bbattle damage is (?:inflicted|dealt)\b|\bsuccessfully attacks? (?:your opponent )?directly\b|\bhas attacked (?:your opponent |the opponent )?directly\b|\binflicts? [^:;,]{0,30}damage [^:;,]{0,30}by (?:a direct |an |its )?attack\b|\battacks? directly and inflicts?\b|\b(?:takes?|inflicts?) (?:\S+ )?damage from (?:a |the |that )?battle\b|\b(?:takes?|inflicts?|inflicted|taken|took|receives?|deals?) (?:\S+ )?damage (?:to [^:;,]{0,30}? )?(?:by|from) (?:[^\s:;,]+ ){0,3}?(?:battle|attacks?)\b(?!,? or\b)/,
    self: 'battle-damage',
    others: 'battle-damage',
    meaning: 'battle damage is inflicted (after damage calculation)',
    examples: [
      { text: 'when this card inflicts battle damage to your opponent', event: 'battle-damage' },
      { text: 'when this card successfully attacks directly', event: 'battle-damage' },
      { text: 'when either player takes damage from a battle involving a fiend monster', event: 'battle-damage' },
      // Damage said to come from a battle or an attack is battle damage, whatever the words.
      { text: 'if you take damage from a direct attack', event: 'battle-damage' },
      { text: 'if this card inflicts damage to your opponent by battle', event: 'battle-damage' },
      { text: "if you take damage from an opponent's monster's attack", event: 'battle-damage' },
    ],
  },
  {
    id: 'event.effect-damage',
    words: ['effect'],
    re: /\b(?:takes?|receives?|inflicts?) (?:\S+ )?effect damage\b|\beffect damage is (?:inflicted|dealt)\b|\b(?:takes?|take|receives?) (?:\d+ or more |any )?damage (?:from|by) (?:a |an |your opponent's |an opponent's |the |their )?(?:[^\s:;,]+ )?(?:monster's |card's |card )?effects?\b(?! or)/,
    self: 'lp-changed',
    others: 'lp-changed',
    assumption: 'read damage from a card effect as a change of LP, which any effect can cause at any timing',
    meaning: 'effect damage: a change of LP that any effect can cause',
    examples: [
      { text: 'if you take effect damage', event: 'lp-changed' },
      { text: "activate only when you take 1000 or more damage from your opponent's card effect", event: 'lp-changed' },
    ],
  },
  {
    id: 'event.any-damage',
    words: ['damage'],
    re: /\b(?:takes?|receives?|inflicts?|inflicted|taken|took) (?:any |\d+ or more |battle or effect |effect or battle |\d+ or more battle or effect )?damage\b|\bdamage is inflicted\b/,
    self: 'any-damage',
    others: 'any-damage',
    meaning: 'damage of any kind',
    examples: [
      { text: 'if you take damage', event: 'any-damage' },
      { text: "each time you take 1000 or more damage by your opponent's card effect or their monster's attack", event: 'any-damage' },
      { text: 'when you take battle or effect damage while you control a monster', event: 'any-damage' },
    ],
  },
  {
    // Seed 000 (Cards and effects that can be activated, optional triggers "in response to the card
    // itself being moved"): what another card undergoes only leads up to the event the trigger answers.
    id: 'event.this-card-sent-with-another',
    words: ['and this card is sent to the'],
    re: /\b(?:is|are) (?:destroyed|returned|banished|sent)\b[^,:;]{0,60}? and this card is sent to the (?:gy|graveyard)\b/,
    self: 'self-moved',
    others: 'self-moved',
    subject: 'self',
    meaning: 'another card leaves and, with it, this card is sent to the GY: the trigger answers this card moving',
    examples: [
      { text: 'when the equipped monster is destroyed and this card is sent to the graveyard', event: 'self-moved' },
      { text: 'when the equipped monster is returned from your side of the field to the deck and this card is sent to the graveyard', event: 'self-moved' },
      { text: 'when it is destroyed and this card is sent to the graveyard', event: 'self-moved' },
    ],
  },
  {
    // Before event.destroyed-by-battle, which would read the battle half alone.
    id: 'event.destroys-by-battle-or-effect',
    words: ['by battle'],
    re: /\bdestroys? [^,:;]{0,40}? by battle,? or (?:if )?(?:you |it |they )?destroys? [^:;]{0,60}? with [^:;]{0,60}?\beffects?\b/,
    self: 'monster-destroyed-any-method',
    others: 'monster-destroyed-any-method',
    subject: 'others',
    meaning: "a monster (this card included) destroys another by battle or with an effect: the destroyed card is another one, by either method, an event partly the battle's own",
    examples: [
      {
        text: 'once per turn, if a "_" monster you control destroys a monster by battle, or if you destroy a card(s) on the field with a "_" monster\'s effect you control',
        event: 'monster-destroyed-any-method',
      },
      { text: "if this card destroys an opponent's monster by battle, or destroys a card with its effect", event: 'monster-destroyed-any-method' },
    ],
  },
  {
    id: 'event.destroyed-by-battle-or-effect',
    words: ['by battle', 'card effect', 'attack'],
    re: /\bdestroyed by battle,? or (?:by )?(?:a |an |your |your opponent's |an opponent's |another )?(?:card's |card |spell |trap |monster )?effects?\b|\bdestroyed by (?:a )?card effects?(?:, except [^,:;]{1,60},)? or (?:by )?battle\b|\bdestroyed by battle,? or this card (?:in [^:;]{0,40}? )?is (?:destroyed|sent to [^:;]{0,20}?|banished) (?:by|because of) (?:a |an |your |your opponent's |an opponent's |the )?(?:card )?effects?\b|\bdestroyed by battle,? or (?:if [^:;]{0,40}? (?:is|are) (?:destroyed |sent to [^:;]{0,20}|leaves the field |banished )|(?:is |are )?(?:destroyed |sent to [^:;]{0,20}|leaves the field |banished )?)(?:by|because of) (?:a |an |your |your opponent's |an opponent's |the )?(?:card )?effects?\b|\bdestroyed,? (?:either )?by battle or (?:by )?(?:an? |your opponent's )?card effect\b|\bdestroyed by battle\b[^:;]{0,60}?,? or (?:if [^:;]{0,50}? (?:is|are) (?:destroyed |sent to [^:;]{0,20}|leaves the field |banished )|(?:is |are )?(?:destroyed |sent to [^:;]{0,20}|leaves the field |banished )?)(?:by|because of) (?:a |an |your |your opponent's |an opponent's |the )?(?:card )?effects?\b|\bdestroyed by battle,? (?:or|and\/or) (?:is |are )?(?:sent|banished|returned|leaves?)\b|\bdestroyed by (?:an? |your |your opponent's |an opponent's )?(?:monster's )?attack,? or (?:by )?(?:an? |your opponent's |an opponent's )?card effects?\b|\bdestroyed [^:;()]{0,40}\((?:either )?by battle or by (?:a )?card effects?\)|\bsent (?:from [^,:;]{1,40} )?to [^,:;]{0,40}? by (?:a |an )?card effects?,? or [^:;]{0,60}?\bdestroyed by battle\b/,
    self: 'self-moved',
    others: 'monster-destroyed-any-method',
    meaning: 'destroyed by battle or by a card effect: possible at any timing',
    examples: [
      { text: 'if this card is destroyed by battle or card effect', event: 'self-moved' },
      { text: "if this card is destroyed by battle or another card's effect", event: 'self-moved' },
      { text: 'if this card in your monster zone is destroyed by battle or spell effect and sent to your graveyard', event: 'self-moved' },
      { text: 'if this card in your monster zone is destroyed by battle or spell effect and sent to your graveyard', event: 'self-moved' },
      { text: "if this card is destroyed by battle, or if this card in your possession is destroyed by an opponent's card effect", event: 'self-moved' },
      { text: "if this card is destroyed by battle, or this card in its owner's monster zone is destroyed by an opponent's card effect", event: 'self-moved' },
      { text: "if a monster you control is destroyed by battle or an opponent's card effect", event: 'monster-destroyed-any-method' },
      {
        text: "if this card is destroyed by battle and sent to the graveyard, or if this card in your possession is destroyed by an opponent's card effect and sent to your graveyard",
        event: 'self-moved',
      },
      { text: 'if a monster this card points to is destroyed by battle or sent to the gy', event: 'monster-destroyed-any-method' },
      { text: "if this card in its owner's possession is destroyed by an opponent's attack or card effect", event: 'self-moved' },
      { text: 'when a synchro monster you control is destroyed by your opponent (either by battle or by card effect) and sent to the graveyard', event: 'monster-destroyed-any-method' },
      { text: 'if a card(s) on the field is destroyed by card effect, except "x", or by battle, while this card is in your gy', event: 'monster-destroyed-any-method' },
      { text: 'if a monster is sent from the field to the gy by a card effect, or a monster is destroyed by battle', event: 'monster-destroyed-any-method' },
    ],
  },
  {
    id: 'event.by-opponents-card',
    words: ["opponent's card"],
    // "by your opponent's card" (not "card effect") covers its monsters' attacks too.
    re: /\b(?:sent to (?:your|the|its owner's) (?:gy|graveyard)|destroyed|leaves the field) by (?:your |an )?opponent's card\b(?! effects?)/,
    self: 'self-moved',
    others: 'monster-destroyed-any-method',
    meaning: "sent to the GY or destroyed by an opponent's card: by its card effect or in battle with its monster",
    examples: [
      { text: 'if an "aesir" monster(s) in your possession is sent to your gy by your opponent\'s card', event: 'monster-destroyed-any-method' },
      { text: "if this card is destroyed by your opponent's card", event: 'self-moved' },
    ],
  },
  {
    id: 'event.destroyed-by-battle',
    words: ['battle', 'destroys', 'attack'],
    re: /(?<!except (?:by being |when )?)\bdestroyed (?:and sent to the (?:gy|graveyard) )?(?:by|as a result of) battle\b|\bdestroys? (?:a |an |that |the |your |1 |\d+ |_+ )?[^,:;]{0,40}?\b(?:by|as a result of) battle\b|\bdestroys (?:a |an |that |the |your opponent's )?[^,:;]{0,30}?\bmonsters?(?: (?:in|through) battle)?(?= and sends?|\s*$)|\bsends? [^,:;]{0,40}? to the (?:gy|graveyard) (?:by|as a result of) battle\b|\bdestroys? [^,:;]{0,80}? and sends? (?:it|them) to [^,:;]{0,30}? (?:gy|graveyard) (?:by|as a result of) battle\b|\bsent to the (?:gy|graveyard) (?:by|as a result of) battle\b|\bdestroyed by (?:an |your |your opponent's |an opponent's |the )?(?:monster's )?attack\b(?! or)|\bdestroyed by (?:an |your opponent's |an opponent's |the )?attacking monster\b|\bdestroys? [^,:;]{0,40}?\bmonsters?(?:\(s\))? (?:by|with) (?:its|their|an?) attack\b/,
    self: 'destroyed-by-battle',
    others: 'destroyed-by-battle',
    meaning: 'a monster destroyed by battle (the end of the Damage Step)',
    examples: [
      { text: 'if this card is destroyed by battle and sent to the gy', event: 'destroyed-by-battle' },
      // "at the start of this Battle Phase" says which monsters, not when.
      { text: "if it is your opponent's battle phase, and all monsters you controlled at the start of this battle phase (min. 2) have been destroyed by battle", event: 'destroyed-by-battle' },
      // Being targeted is no destruction: only the battle is left to destroy it.
      { text: "if this card is destroyed by battle, or this card is targeted by an opponent's card effect", event: 'destroyed-by-battle' },
      { text: "if this card is destroyed by battle, or if this card is targeted by an opponent's card effect", event: 'destroyed-by-battle' },
      { text: "when this card destroys an opponent's monster as a result of battle", event: 'destroyed-by-battle' },
      { text: 'when this card is destroyed and sent to the graveyard by battle', event: 'destroyed-by-battle' },
      { text: 'when this card destroys a monster and sends it to the graveyard', event: 'destroyed-by-battle' },
      { text: 'when this card is sent to the graveyard as a result of battle', event: 'destroyed-by-battle' },
      { text: "when your synchro monster is destroyed by an opponent's attack", event: 'destroyed-by-battle' },
      { text: "when this card is destroyed by an opponent's attacking monster and sent to the graveyard", event: 'destroyed-by-battle' },
      { text: 'if the equipped monster destroys a monster by its attack', event: 'destroyed-by-battle' },
      { text: "when this card destroys 1 monster on your opponent's side of the field and sends it to your opponent's graveyard as a result of battle", event: 'destroyed-by-battle' },
    ],
  },
  {
    id: 'event.summoned-or-flipped',
    words: ['flipped face-up'],
    re: /\b(?:is|are|was|were) (?=[^:;]*?\b(?:special|fusion|synchro|xyz|link|ritual) summoned)(?:(?:normal|tribute|flip|pendulum|special|fusion|synchro|xyz|link|ritual)(?:,| or|, or) )*(?:normal|tribute|flip|pendulum|special|fusion|synchro|xyz|link|ritual) summoned,? or (?:is |are |was |were )?flipped face-up\b/,
    self: 'self-moved',
    others: 'monster-special-summoned',
    meaning: 'Summoned in a way that includes a Special Summon, or flipped face-up: an effect can cause either at any timing',
    examples: [
      { text: 'if this card is normal or special summoned, or flipped face-up', event: 'self-moved' },
      { text: 'if a monster is special summoned or flipped face-up', event: 'monster-special-summoned' },
    ],
  },
  {
    id: 'event.flipped',
    words: ['flip'],
    // "sent to the GY after being flipped face-up" is about the move; the flip is only its history.
    re: /(?<!after (?:being|it was|it is) )\bflipped face-up\b|\bflip summoned or flipped\b/,
    self: 'self-flipped-face-up',
    others: 'monster-flipped-face-up',
    meaning: 'the monster is flipped face-up',
    examples: [
      { text: 'if this card is flipped face-up', event: 'self-flipped-face-up' },
      // Seed 000 (After damage calculation): "if a monster is flipped face-up" effects are activated then.
      { text: 'if a face-down monster you control is flipped face-up', event: 'monster-flipped-face-up' },
    ],
  },
  {
    id: 'event.position-changed',
    words: ['position', 'flipped face-down'],
    re: /\bbattle position (?:is|are) changed\b|\bchanges? (?:its |their )?battle positions?\b|\b(?:is|are) changed (?:from [a-z -]+ )?to (?:face-up |face-down )?(?:attack|defense) position\b|\b(?:is|are) flipped face-down\b|\bbattle position of [^:;]{0,60}? (?:is|are) changed\b/,
    self: 'self-position-changed',
    others: 'self-position-changed',
    meaning: 'a battle position is changed',
    examples: [
      { text: "if this card's battle position is changed", event: 'self-position-changed' },
      { text: 'when a face-up monster you control is flipped face-down', event: 'self-position-changed' },
    ],
  },
  {
    id: 'event.attack-declared',
    words: ['attack'],
    re: /\bdeclares? (?:an |a direct |its )?attacks?\b|\bis targeted for an attack\b|\battack is declared\b|\bis selected as an attack target\b/,
    self: 'attack-declared',
    others: 'attack-declared',
    meaning: 'an attack is declared (the Battle Step, never the Damage Step)',
    examples: [{ text: "when an opponent's monster declares an attack", event: 'attack-declared' }],
  },
  {
    id: 'event.tributed-for-tribute-summon',
    words: ['tribute summon'],
    re: /\btributed for (?:a|the|its) tribute summon\b|\btributed for the tribute summon of\b|\btributed to tribute summon\b/,
    self: 'material-or-tribute',
    others: 'material-or-tribute',
    meaning: 'Tributed for a Tribute Summon: never inside the Damage Step (a Tribute Summon is a Normal Summon)',
    examples: [
      { text: 'if this card is tributed for a tribute summon', event: 'material-or-tribute' },
      { text: 'if this card is tributed for the tribute summon of a dragon monster', event: 'material-or-tribute' },
    ],
  },
  {
    id: 'event.summoned-using-this-card',
    words: ['using this'],
    re: /\bsummoned (?:by )?using this (?:card|monster)\b|\b(?:fusion|synchro|xyz|link|ritual) summons? (?:a monster |a [a-z-]+ monster )?using this (?:card|monster)\b/,
    self: 'self-moved',
    others: 'self-moved',
    subject: 'self',
    meaning: 'a monster Summoned using this card as material: this card itself moving, which a Quick Effect can cause in the Damage Step',
    examples: [
      { text: 'if a monster is synchro summoned using this card as material', event: 'self-moved' },
      { text: 'when you synchro summon using this card and a beast tuner as the synchro material monsters', event: 'self-moved' },
    ],
  },
  {
    id: 'event.used-as-material',
    words: ['material', 'tributed', 'detached', 'to activate', 'cost'],
    re: /(?<!would be )\b(?:is |are |was |were )?(?:used|sent to (?:the|your|their|its owner's) (?:gy|graveyard)|banished) as (?:(?:a )?(?:fusion|synchro|xyz|link|ritual) )?materials?\b|\bas (?:a )?materials? for (?:a |the |an )?(?:fusion|synchro|xyz|link|ritual) summon\b|\b(?:is|are|was|were) tributed (?:for|to)\b|\bdetached\b|\b(?:sent to (?:the|your) (?:gy|graveyard)|banished|discarded) (?:from [^,:;]{1,30} )?(?:to activate|as (?:a |the )?cost)\b/,
    self: 'self-moved',
    others: 'card-sent-to-gy',
    meaning: 'this card used as material or as a cost, Tributed for something else than a Tribute Summon, or detached: the card itself moving, which a Quick Effect can cause in the Damage Step',
    examples: [
      { text: 'if this card is sent to the gy as synchro material', event: 'self-moved' },
      { text: 'if this card is sent to the gy as material for a link summon', event: 'self-moved' },
      { text: "if this card is detached from an xyz monster to activate that monster's effect", event: 'self-moved' },
      { text: 'if a monster is sent to your gy as synchro material', event: 'card-sent-to-gy' },
      { text: 'if this card is sent to the gy to activate a card effect, or by card effect', event: 'self-moved' },
    ],
  },
  {
    id: 'event.summoned-this-way',
    words: ['this way'],
    re: /^(?:\([^)]*\)\s*)*(?:if|when) (?:it is |this card is |this monster is |this card )?(?:special |normal |tribute |fusion |synchro |xyz |link |ritual )?summoned this way\b(?! is)|^(?:if|when) you (?:special )?summon (?:the|this|that) monster this way\b/,
    self: 'summoned-by-own-procedure',
    others: 'summoned-by-own-procedure',
    meaning:
      "Summoned by the card's own procedure, Ignition effect or put-off Summon: never inside the Damage Step (after a trigger that Summons it, form.summoned-by-own-trigger makes it the card itself moving, where that trigger can be)",
    examples: [
      { text: 'when summoned this way', event: 'summoned-by-own-procedure' },
      { text: 'if you special summon the monster this way', event: 'summoned-by-own-procedure' },
      { text: '(this card is also still a trap card.) if summoned this way', event: 'summoned-by-own-procedure' },
    ],
  },
  {
    id: 'event.when-you-do',
    words: ['when you do'],
    re: /^when you do$/,
    self: 'summoned-by-own-procedure',
    others: 'summoned-by-own-procedure',
    meaning:
      "right after the card's own Summon (by its procedure or a delayed effect) just described: never inside the Damage Step (after a trigger that Summons it, form.summoned-by-own-trigger makes it the card itself moving, where that trigger can be)",
    examples: [{ text: 'when you do', event: 'summoned-by-own-procedure' }],
  },
  {
    id: 'event.drawn',
    words: ['draw this'],
    re: /^(?:when|if) you draw this (?:face-up |face-down )?card\b(?! for your normal draw| during your draw phase)/,
    self: 'self-moved',
    others: 'card-added-to-hand',
    subject: 'self',
    meaning: 'the card itself is drawn, which a card effect can make happen in the Damage Step (the normal draw is another wording)',
    examples: [{ text: 'when you draw this card', event: 'self-moved' }],
  },
  {
    id: 'event.summon-list-without-special',
    words: ['summoned'],
    re: /\b(?:is|are|was|were) (?:(?:normal|tribute|flip|pendulum)(?:,| or|, or) )+(?:normal|tribute|flip|pendulum) summoned\b/,
    self: 'monster-normal-or-flip-summoned',
    others: 'monster-normal-or-flip-summoned',
    meaning: 'Normal, Tribute, Flip or Pendulum Summoned: never inside the Damage Step',
    examples: [{ text: 'if this card is normal, flip, or pendulum summoned', event: 'monster-normal-or-flip-summoned' }],
  },
  {
    id: 'event.summon-list-with-special',
    words: ['summon'],
    re: /\b(?:is|are|was|were) (?=[^:;]*?\b(?:special|fusion|synchro|xyz|link|ritual) summoned)(?:(?:normal|tribute|flip|pendulum|special|fusion|synchro|xyz|link|ritual)(?: summoned)?(?:,| or|, or) )+(?:normal|tribute|flip|pendulum|special|fusion|synchro|xyz|link|ritual) summoned\b|\b(?:you|your opponent|a player|either player) (?:xyz|synchro|fusion|link|ritual)(?: or (?:xyz|synchro|fusion|link|ritual))? summons?\b(?! using this)/,
    self: 'self-moved',
    others: 'monster-special-summoned',
    meaning: 'Summoned in a way that includes a Special Summon, which effects can cause at any timing',
    examples: [
      { text: 'if this card is normal, flip or special summoned', event: 'self-moved' },
      { text: 'when this card is normal summoned, flip summoned, or special summoned', event: 'self-moved' },
      { text: 'each time you xyz summon', event: 'monster-special-summoned' },
      { text: 'when your opponent xyz summons', event: 'monster-special-summoned' },
    ],
  },
  {
    id: 'event.card-set',
    words: ['set'],
    re: /(?<!\b(?:this|that|a|the|face-down|your|its) )\bsets? (?:a |1 |exactly 1 )?(?:spell|trap|spell\/trap|card|monster)s?(?: card)?(?:\(s\))?\b|\b(?:is|are) set (?:on|in|to)\b/,
    self: 'card-set',
    others: 'card-set',
    meaning: 'a card is Set',
    examples: [
      { text: 'each time your opponent sets a spell or trap card(s)', event: 'card-set' },
      { text: "when a monster(s) is set on your opponent's side of the field", event: 'card-set' },
    ],
  },
  {
    id: 'event.control-changed',
    words: ['control of'],
    re: /\bcontrol of [^:;,]{0,40}? (?:changes|shifts|is switched)\b|\bthe control of [^:;,]{0,50}? shifts\b/,
    self: 'control-changed',
    others: 'control-changed',
    meaning: 'control of a card changes',
    examples: [{ text: 'when the control of this face-up card on the field shifts to your opponent', event: 'control-changed' }],
  },
  {
    id: 'event.equipped',
    words: ['equip'],
    re: /\bbecomes? equipped\b|\bequips? (?:an? |1 )?[^:;,]{0,40}? to this card\b/,
    self: 'card-equipped',
    others: 'card-equipped',
    meaning: 'a card becomes equipped',
    examples: [
      { text: 'if a "noble arms" equip spell becomes equipped to this card', event: 'card-equipped' },
      { text: 'once per turn, if either player equips an equip card(s) to this card', event: 'card-equipped' },
    ],
  },
  {
    id: 'event.counter-placed',
    words: ['counter'],
    re: /\bhas (?:an?|\d+|\d+(?:st|nd|rd|th)) [^:;,]{0,40}?counters? placed on it\b|\bcounters? (?:is|are) placed on\b/,
    self: 'counter-placed',
    others: 'counter-placed',
    meaning: 'a counter is placed on a card (an effect resolving can place one at any timing)',
    examples: [
      { text: 'if a card in your pendulum zone has a 3rd resonance counter placed on it', event: 'counter-placed' },
      { text: 'each time a spell counter is placed on a card you control', event: 'counter-placed' },
    ],
  },
  {
    id: 'event.coin-tossed',
    words: ['coin'],
    re: /\bcoin toss is (?:performed|made)\b|\b(?:a )?coins? (?:is|are) tossed\b/,
    self: 'coin-tossed',
    others: 'coin-tossed',
    meaning: 'a coin is tossed (an effect resolving can toss one at any timing)',
    examples: [{ text: 'when a coin toss is performed', event: 'coin-tossed' }],
  },
  {
    id: 'event.would-be-summoned',
    words: ['would be'],
    re: /\bwould be (?:normal |tribute |flip )(?:or flip )?summoned\b(?!.*special)/,
    self: 'monster-normal-or-flip-summoned',
    others: 'monster-normal-or-flip-summoned',
    meaning: 'a Normal, Tribute or Flip Summon (never in the Damage Step)',
    examples: [{ text: 'when a monster would be normal summoned', event: 'monster-normal-or-flip-summoned' }],
  },
  {
    id: 'event.summon-about-to-happen',
    words: ['would'],
    re: /\bwould (?:be )?(?:(?:normal|tribute|flip|special|fusion|synchro|xyz|link|ritual|pendulum)(?:,? or (?:normal|tribute|flip|special|fusion|synchro|xyz|link|ritual|pendulum))? )?summon(?:ed)?\b/,
    self: 'summon-about-to-happen',
    others: 'summon-about-to-happen',
    meaning: 'a Summon about to be performed (the kind an effect can negate): only in a Main Phase, never in the Damage Step',
    examples: [
      { text: 'when your opponent would special summon a monster(s)', event: 'summon-about-to-happen' },
      { text: 'when a monster would be special summoned', event: 'summon-about-to-happen' },
      { text: 'when a monster(s) would be summoned', event: 'summon-about-to-happen' },
    ],
  },
  {
    id: 'event.normal-summoned',
    words: ['summon'],
    re: /\b(?:is|are|was|were|would be) (?:normal|tribute|flip)(?: or (?:normal|tribute|flip))? summoned\b|\b(?:normal|tribute|flip) summon(?:s|ing)?\b(?! or special)|\bsummoned \(excluding special summons?\)/,
    self: 'monster-normal-or-flip-summoned',
    others: 'monster-normal-or-flip-summoned',
    meaning: 'a Normal, Tribute or Flip Summon (never in the Damage Step)',
    examples: [{ text: 'if this card is normal summoned', event: 'monster-normal-or-flip-summoned' }],
  },
  {
    id: 'event.special-summoned',
    words: ['summon'],
    re: /\b(?:is|are|was|were|would be|gets?) (?:(?:normal|tribute|flip) or )?(?:special|fusion|synchro|xyz|link|ritual|pendulum|normal or special)? ?summoned\b|\bspecial summons?\b(?! this card)|(?:\bor|,) special summoned\b|\b(?:you|your opponent|a player) special summoned\b|\b(?:your opponent|a player|either player) (?:summons|would summon) (?:a |an |1 )?monsters?\b/,
    self: 'self-moved',
    others: 'monster-special-summoned',
    meaning: 'a Special Summon (possible at any timing)',
    examples: [{ text: "if a monster is special summoned to your opponent's field", event: 'monster-special-summoned' }],
  },
  {
    id: 'event.activation',
    words: ['activat', 'chained', 'after', 'resolves'],
    re: /(?<!\byou can |\bto )\bactivate\b(?! (?:1|one|either) of (?:these|the following) effects)|\b(?:activates|is activated|are activated|activation of|(?:is|are) chained)\b(?! (?:1|one|either) of (?:these|the following) effects)|^after (?:resolving|a chain\b|[^,]* resolves\b)|\b(?:effect|card) resolves\b/,
    self: 'card-or-effect-activated',
    others: 'card-or-effect-activated',
    meaning: 'a card or effect is activated (or resolves)',
    examples: [
      { text: 'when your opponent activates a spell card', event: 'card-or-effect-activated' },
      { text: "once per turn, when an opponent's activated monster effect resolves", event: 'card-or-effect-activated' },
      { text: 'after a chain with 3 or more links resolves', event: 'card-or-effect-activated' },
    ],
  },
  {
    id: 'event.targeted',
    words: ['target'],
    re: /\bis targeted\b|\btargets? (?:this|a|an|1|exactly)\b/,
    self: 'card-or-effect-activated',
    others: 'card-or-effect-activated',
    meaning: 'an activation that targets',
    examples: [{ text: 'when this card is targeted by a card effect', event: 'card-or-effect-activated' }],
  },
  {
    id: 'event.destroyed-by-effect',
    words: ['destroyed'],
    // "by this card's effect" names the one method too: a monster effect, never the battle.
    re: /\bdestroyed (?:and sent to (?:the |your |their )?(?:gy|graveyard) )?by (?:(?:a |an |your |your opponent's |an opponent's |the )?(?:card )?effects?\b|(?:this card's|its|that card's|that monster's) (?:own )?effects?\b|the effect of\b)/,
    self: 'self-moved',
    others: 'card-destroyed',
    meaning: 'destroyed by a card effect',
    examples: [
      { text: "if a card you control is destroyed by an opponent's card effect", event: 'card-destroyed' },
      { text: "when a monster you control is destroyed and sent to the graveyard by an opponent's card effect", event: 'card-destroyed' },
      { text: "when a monster(s) is destroyed by this card's effect", event: 'card-destroyed' },
    ],
  },
  {
    id: 'event.destroyed',
    words: ['destroyed'],
    re: /\b(?:is|are|was|were|gets?) destroyed\b/,
    self: 'self-moved',
    others: 'monster-destroyed-any-method',
    meaning: 'destroyed, by any method (so also by battle)',
    examples: [{ text: 'if a monster you control is destroyed', event: 'monster-destroyed-any-method' }],
  },
  {
    id: 'event.added-to-hand',
    words: ['hand'],
    re: /\b(?:you|your opponent|a player|either player) adds? [^:;]{0,60}? to (?:their|your|his\/her|the) hand\b|\b(?:is|are) added (?:from [^,:;]{1,40} )?to (?:the|your|their|your opponent's) hand\b/,
    self: 'self-moved',
    others: 'card-added-to-hand',
    meaning: 'a card is added to the hand, which an effect can do at any timing',
    examples: [
      { text: 'when your opponent adds a monster card(s) to their hand', event: 'card-added-to-hand' },
      { text: 'if this card is added from the gy to your hand', event: 'self-moved' },
    ],
  },
  {
    id: 'event.moved',
    words: [
      'sent',
      'send',
      'destroyed',
      'banished',
      'return',
      'added',
      'tributed',
      'discarded',
      'move',
      'removed from',
      'shuffled',
      'placed',
      'excavated',
      'revealed',
      'equipped',
      'leave',
      'left the field',
    ],
    re: new RegExp(
      `\\b(?:is|are|was|were|gets?|becomes?) (?:${SELF_MOVES})\\b|\\bleaves? the field\\b|\\b(?:has |have )?left the field\\b|\\breturns? (?:from [^,:]{1,40} )?to (?:the |your |their |its owner's |the owner's )?(?:hand|deck|main deck|extra deck)\\b|\\bleaves? (?:the|any|your|their) (?:extra deck|gys?|gy\\(s\\)|graveyard|hand|deck)\\b|\\bmoves? to (?:another|a different) (?:monster )?zone\\b|\\bsent (?:from [^,:]{1,40} )?to the (?:gy|graveyard)\\b|\\b(?:you|your opponent|a player) sends? [^:;]{0,60}? to the (?:gy|graveyard)\\b`,
    ),
    self: 'self-moved',
    others: 'card-sent-to-gy',
    meaning: 'a card moves (sent to the GY, banished, leaves the field ...)',
    examples: [
      { text: 'if this card is sent from the field to the gy', event: 'self-moved' },
      { text: "if a card is sent to your opponent's gy", event: 'card-sent-to-gy' },
      { text: 'if this card becomes banished', event: 'self-moved' },
      { text: 'if this card is moved from a monster zone to another', event: 'self-moved' },
      { text: 'if another face-up dragon monster(s) you control returns to your hand', event: 'card-sent-to-gy' },
      { text: 'if a card(s) leaves the extra deck', event: 'card-sent-to-gy' },
    ],
  },
  {
    id: 'event.lp-changed',
    words: ['lp', 'life points'],
    re: /\b(?:gains?|gained|loses?|lost|pays?) (?:\d+ |any |that much )?(?:lp|life points)\b|\blp (?:is|are) (?:changed|reduced)\b/,
    self: 'lp-changed',
    others: 'lp-changed',
    meaning: 'a player gains or loses LP',
    examples: [{ text: 'if your opponent gains lp', event: 'lp-changed' }],
  },
  {
    id: 'event.pendulum-summon',
    words: ['pendulum summon'],
    re: /\b(?:you|your opponent|a player|either player) pendulum summons?\b/,
    self: 'monster-normal-or-flip-summoned',
    others: 'monster-normal-or-flip-summoned',
    meaning: 'a player Pendulum Summons, which is done only in the Main Phase (never in the Damage Step)',
    examples: [{ text: 'when you pendulum summon a monster(s)', event: 'monster-normal-or-flip-summoned' }],
  },
  {
    id: 'event.drawn-by-effect',
    words: ['draw'],
    re: /\bdraws? (?:a card(?:\(s\))? |cards? )?by (?:a |their own |your own |your )?card effects?\b/,
    self: 'card-added-to-hand',
    others: 'card-added-to-hand',
    meaning: 'a player draws by a card effect, which an effect can make happen at any timing',
    examples: [{ text: 'when your opponent draws a card(s) by their own card effect', event: 'card-added-to-hand' }],
  },
  {
    id: 'event.normal-draw',
    words: ['draw'],
    re: /\bnormal draw\b|\bdraws? (?:this card|a card|cards?) (?:for|during) (?:their|your) (?:normal draw|draw phase)\b/,
    self: 'normal-draw',
    others: 'normal-draw',
    meaning: 'the normal draw',
    examples: [{ text: 'if your opponent draws a card for their normal draw', event: 'normal-draw' }],
  },
  {
    id: 'event.battle-step',
    words: ['battle step'],
    re: /\bduring (?:the|your|your opponent's|either player's|each player's) battle step\b/,
    self: 'attack-declared',
    others: 'attack-declared',
    assumption: 'read "during the Battle Step" as a window outside the Damage Step',
    meaning: 'the Battle Step',
    examples: [
      { text: 'during the battle step', event: 'attack-declared' },
      { text: "during your opponent's battle step", event: 'attack-declared' },
    ],
  },
];

/**
 * Clauses of a condition that limit *when* without naming an event ("except the turn this card
 * was sent to the GY", "except by being destroyed by battle"): removed before the event is read,
 * so their words are not read as the event.
 */
export interface ConditionNoiseWording {
  id: string;
  re: RegExp;
  /** Words one of which every match of `re` holds: a condition with none of them is passed over without running it. */
  words: readonly string[];
  meaning: string;
  examples: string[];
}

export const CONDITION_NOISE: readonly ConditionNoiseWording[] = [
  {
    id: 'noise.except-the-turn-sent',
    words: ['except'],
    re: /,?\s*except (?:during )?the turn (?:this card|it) (?:was|is) (?:sent|placed|banished|special summoned|normal summoned|summoned|added)(?: [^,:;]*)?/g,
    meaning: 'a restriction on when an effect from the GY may be used, not an event',
    examples: ['during your main phase, except the turn this card was sent to the graveyard'],
  },
  {
    id: 'noise.except-by-battle',
    words: ['except'],
    re: /,?\s*\(?except (?:by being |if |when (?:it is |this card is )?)?destroyed by battle\)?/g,
    meaning: 'an exclusion of destruction by battle, not the event',
    examples: ['if this card is sent to the gy, except by being destroyed by battle'],
  },
  {
    id: 'noise.while-this-card-is',
    words: ['while this card is'],
    re: /,?\s*\bwhile this card is (?:equipped(?: (?:to|with) [^,:;(]*)?|in (?:your|the) (?:gy|graveyard)|banished|face-up on the field)\b(?! or)/g,
    meaning: 'a state the card must be in while the condition is met, not an event',
    examples: ['once per turn, while this card is equipped to a monster', "when an opponent's monster is destroyed by battle while this card is in your gy"],
  },
  {
    id: 'noise.phase-in-which-this-card-was',
    words: ['in which this card was'],
    re: /(?<=\bphase)\s+in which this card was [^,:;]*/g,
    meaning: 'the Phase the card was Summoned in ("During either player\'s Battle Phase in which this card was Special Summoned"): a state that narrows the window, not an event',
    examples: ["during either player's battle phase in which this card was special summoned by its effect"],
  },
  {
    id: 'noise.this-card-was-in-gy-because',
    words: ['because'],
    re: /\bif this card is in (?:your|the) (?:gy|graveyard) because [^,:;]*/g,
    meaning: 'a state of the card in the GY, not an event',
    examples: ['if this card is in your gy because it was destroyed by battle this turn'],
  },
];

/** Conditions that describe a state or a window rather than an event. */
export const STATE_OR_WINDOW =
  /^(?:(?:light|dark|earth|water|fire|wind|divine)(?:(?:,|,? or|,? and) (?:light|dark|earth|water|fire|wind|divine))*$|\d+\+?$|\d+ or (?:more|fewer|less|lower|higher)$|(?:[•●]\s*)?(?:fusion|synchro|xyz|link|ritual|pendulum|monster|spell|trap)$|once$|once per (?:turn|chain|duel)|twice per turn|(?:if|while) (?:you|your opponent|either player|a player) (?:controls?|have|has|control no|controls no)|(?:if|while) (?:this card|it) (?:is|was) (?:currently )?(?:in|face-up|face-down|equipped|banished|in your|a |an |the only|linked|co-linked|attached|treated as)|(?:if|while|when) there (?:is|are)|(?:if|while) your (?:lp|opponent's lp|life points|opponent's life points)|(?:if|while) you do not control\b|once per your turn\b|once,? while\b|(?:if|while) this card is already face-up\b|while equipped\b|(?:if|while) \d+ or more [^,]* (?:is|are) on this card\b|this card's (?:current )?(?:atk|def|level)\b|(?:if|while) (?:every|each) (?:monster|card)s? you control\b|if (?:this card's|its) (?:current )?(?:atk|def|level|rank)\b|(?:if|while) this card points to\b|(?:you|your opponent) (?:control|controls|have|has) (?:no|a|an|\d|at least|exactly|more|fewer)\b|this card is in (?:your|the)\b|another [^,]{0,60}\bin your (?:gy|graveyard|hand)$|(?:if|while) (?:you|your opponent) (?:have|has)|during (?:your|either player's|your opponent's|each player's|the|the opponent's) (?:turn|battle phase)|during the damage step|during either player's damage step|during the battle phase|(?:you|your opponent) can\b|if (?:this card|it) has|if all|if you (?:have|control)|if (?:this|that) monster has|if (?:it is|it's) (?:your|your opponent's) turn|during (?:your|your opponent's|either player's) turn|during (?:each|the|either player's|your|your opponent's) damage step|(?:if|when) [^,]*\b(?:battles?(?! position| damage| phase)|battled|attacks?(?! directly)|is attacked|attacking|attacked)\b|if [^,]* (?:was|were|has been|have been) [a-z]+ed\b(?! by battle)|(?:if|while) (?:both players|only (?:you|your opponent)|the only|this is the only|your opponent controls|you control|the (?:total|combined)|(?:this card is )?in (?:attack|defense) position|there are)\b|while in (?:attack|defense) position|during (?:a|the|each) battle phase|during (?:the|your|your opponent's|either player's|each player's) main(?: phase,?)? or (?:the |your |(?:your|the) opponent's |either player's |each player's )?battle phase|while this card has\b|(?:if|while) [^,]* (?:is|are) in a field zone|up to (?:twice|three times) per turn|once (?:per (?:opponent's )?turn|while face-up)\b[^,]*$)/;

/** "this card" as older and newer texts also write it ("this Synchro Summoned card", "this face-up card"). */
export const THIS_CARD =
  /\bthis (?:(?:face-up|face-down|set|attack position|defense position|fusion|synchro|xyz|link|ritual|pendulum|tribute|special|normal|flip|summoned|attacking|equipped|card's|linked|co-linked|equip|continuous|field|quick-play|banished|destroyed)\s+){0,3}(?:card|monster)\b/;

/**
 * How an effect is put together, beyond its event: the header forms the reader tells apart and
 * what each makes of the effect. The patterns live with the stage that applies them
 * (classify.ts); each record names what the reader decides and gives whole card texts that show
 * it, which test/unit/wordings.test.ts reads end to end.
 */
export interface FormWording {
  id: string;
  meaning: string;
  examples: Array<{ kind: string; text: string; /** What the effect carrying the wording must be. */ effectKind?: string; notRead?: boolean }>;
}

export const FORM_WORDINGS: readonly FormWording[] = [
  {
    id: 'form.psct-colon',
    meaning: 'Problem-Solving Card Text: the activation condition ends at ":"',
    examples: [{ kind: 'Effect Monster', text: 'If this card is sent to the GY: You can draw 1 card.', effectKind: 'trigger' }],
  },
  {
    id: 'form.activate-only-when',
    meaning: 'older "Activate only when X.": the first sentence is the condition',
    examples: [{ kind: 'Normal Trap', text: 'Activate only when your opponent declares an attack. Destroy the attacking monster.' }],
  },
  {
    id: 'form.old-comma-trigger',
    meaning: 'older "When X, Y": the clause up to the comma that closes it (past list items and a quoted-name aside) is the condition',
    examples: [{ kind: 'Effect Monster', text: 'When this card is destroyed by battle and sent to the Graveyard, draw 1 card.', effectKind: 'trigger' }],
  },
  {
    id: 'form.old-each-time-battle-trigger',
    meaning:
      'older "Each time this card inflicts battle damage / destroys a monster by battle, ..." (no colon anywhere): a Trigger effect of the battle; on a Spell or Trap only with the older capitalised "Battle Damage"',
    examples: [
      { kind: 'Effect Monster', text: 'Each time this card inflicts battle damage to your opponent, you can draw 1 card.', effectKind: 'trigger' },
      { kind: 'Continuous Spell', text: 'Each time a Beast-Type monster inflicts Battle Damage to your opponent, inflict 300 damage to your opponent.', effectKind: 'trigger-like' },
    ],
  },
  {
    id: 'form.each-time-continuous',
    meaning: '"Each time X, Y" without a colon is a Continuous effect',
    examples: [{ kind: 'Effect Monster', text: 'Each time a monster is Special Summoned, this card gains 100 ATK.', effectKind: 'continuous' }],
  },
  {
    id: 'form.when-resolving',
    meaning: '"When resolving ..." describes the resolution, not a trigger',
    examples: [{ kind: 'Effect Monster', text: "When resolving this card's effect, roll a six-sided die and apply the result.", effectKind: 'continuous' }],
  },
  {
    id: 'form.you-can-before-colon',
    meaning: '"During your opponent\'s turn, you can (Quick Effect): ..." — the "you can" before the colon makes the effect optional',
    examples: [
      {
        kind: 'Effect Monster',
        text: "During your opponent's turn, you can (Quick Effect): Immediately after this effect resolves, Synchro Summon 1 Synchro Monster using this card.",
        effectKind: 'quick',
      },
    ],
  },
  {
    id: 'form.even-during-the-damage-step',
    meaning: '"..., even during the Damage Step:" — a Trigger effect whose text grants it the Damage Step, not a window',
    examples: [{ kind: 'Effect Monster', text: 'If a Tuner is sent to your GY, even during the Damage Step: You can Special Summon this card from your hand.', effectKind: 'trigger' }],
  },
  {
    id: 'form.ocg-text-even-during-the-damage-step',
    meaning:
      '"Each time a "F.A." Spell/Trap Card or effect is activated:" — the "F.A." monsters\' Level-raising trigger, whose OCG text adds "(this can be activated during the Damage Step)" and whose English text does not (Konami\'s FAQ on F.A. Dark Dragster and F.A. Motorhome Transport)',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'Gains ATK equal to its Level x 300. Each time a "F.A." Spell/Trap Card or effect is activated: You can increase this card\'s Level by 1.',
        effectKind: 'trigger',
      },
    ],
  },
  {
    id: 'form.conditional-quick-effect',
    meaning: '"This is a Quick Effect if ...": a Quick Effect while that state holds (said as an assumption), an Ignition effect otherwise',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'You can target 1 face-up monster your opponent controls; it loses 1000 ATK. This is a Quick Effect if you control a Dragon monster.',
        effectKind: 'quick',
      },
    ],
  },
  {
    id: 'form.old-gy-revival-optional',
    meaning: 'older "..., while this card is in your GY: Special Summon this card" without "You can": read as optional (said as an assumption)',
    examples: [
      {
        kind: 'Normal Trap',
        text: 'Draw 1 card. Once per Chain, when a Trap Card is activated while this card is in your Graveyard: Special Summon this card as a Normal Monster (Aqua/WATER/Level 2/ATK 1200/DEF 0).',
      },
    ],
  },
  {
    id: 'form.choice-label',
    meaning: '"● 1+: When ...: You can ..." — a label naming when a granted choice applies, before the effect\'s own condition',
    examples: [
      {
        kind: 'Link Monster',
        text: 'This card gains these effects based on the number of monsters co-linked to this card.\n● 1+: When a monster co-linked to this card inflicts battle damage to your opponent: You can gain that much LP.',
        effectKind: 'trigger',
      },
    ],
  },
  {
    id: 'form.old-ignition',
    meaning: 'older "(Once per turn,) you can ..." is an activated effect without a condition',
    examples: [{ kind: 'Effect Monster', text: 'Once per turn, you can destroy 1 monster on the field.', effectKind: 'ignition' }],
  },
  {
    id: 'form.extra-normal-summon',
    meaning:
      '"During your Main Phase, you can Normal Summon … in addition to your Normal Summon/Set" lets a player Summon once more: a lasting permission, not an activated effect (as without the phase before it)',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'During your Main Phase, you can Normal Summon 1 "Gem-Knight" monster in addition to your Normal Summon/Set. (You can only gain this effect once per turn.)',
        effectKind: 'continuous',
      },
    ],
  },
  {
    id: 'form.old-lingering-condition',
    meaning: '"After this card is Summoned, ..." and "During damage calculation only, ..." apply for a while: Continuous',
    examples: [{ kind: 'Effect Monster', text: 'After this card is Special Summoned, you take no effect damage for the rest of this turn.', effectKind: 'continuous' }],
  },
  {
    id: 'form.old-lingering-restriction',
    meaning:
      'older "If X, neither player can ...": a lasting restriction, Continuous (unless X is this card leaving the field: a card off the field applies no Continuous effect, so that is a trigger)',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'If this card is flipped face-up, neither player can Special Summon monsters from the Extra Deck while this card is face-up on the field.',
        effectKind: 'continuous',
      },
    ],
  },
  {
    id: 'form.old-if-past-state',
    meaning: 'older "If this card was ..., ...": a state, Continuous',
    examples: [{ kind: 'Effect Monster', text: 'If this card was Special Summoned by the effect of a "Gladiator" monster, it can attack twice during each Battle Phase.', effectKind: 'continuous' }],
  },
  {
    id: 'form.replacement',
    meaning: '"If X would be destroyed, ... instead" (or "it is not destroyed"): a replacement effect, not activated',
    examples: [{ kind: 'Effect Monster', text: 'Once per turn, if this card would be destroyed by battle, it is not destroyed.', effectKind: 'continuous' }],
  },
  {
    id: 'form.maintenance',
    meaning: '"When this card leaves the field, destroy that monster": the card\'s upkeep, not activated',
    examples: [{ kind: 'Continuous Trap', text: 'Activate this card by targeting 1 monster in your GY; Special Summon it. When this card leaves the field, destroy that monster.' }],
  },
  { id: 'event.flip-header', meaning: '"FLIP:" — a Flip effect', examples: [{ kind: 'Flip Effect Monster', text: 'FLIP: Draw 1 card.', effectKind: 'flip' }] },
  {
    id: 'event.flip-then-moved',
    meaning: '"FLIP: When this card is sent to the GY after being flipped, ..." — the Flip sets up an effect activated when the card itself moves',
    examples: [{ kind: 'Flip Effect Monster', text: 'FLIP: When this card is sent to the Graveyard after being flipped, draw 1 card.', effectKind: 'flip' }],
  },
  {
    id: 'form.negates-activation-is-quick',
    meaning: 'older "When your opponent activates ..., you can negate the activation": negating an activation answers it in its Chain, so a Quick Effect',
    examples: [{ kind: 'Effect Monster', text: 'When your opponent activates a Spell Card, you can negate the activation and destroy that card.', effectKind: 'quick' }],
  },
  {
    id: 'form.summoned-by-own-trigger',
    meaning:
      '"If Summoned this way" after a trigger that Special Summons this card: the card itself moving as that trigger resolves, so only where that trigger can be activated (the effect records it in summonedBy)',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'When you take battle damage: You can Special Summon this card from your hand. If Summoned this way: You can draw 1 card.',
        effectKind: 'trigger',
      },
    ],
  },
  {
    id: 'form.either-turn-note',
    meaning:
      'older "This effect can be activated during either player\'s turn." — the effect it goes with is a Quick Effect the player chooses to use (optional, "can"); the note is no effect of its own',
    examples: [
      {
        kind: 'Effect Monster',
        text: "Once per turn, you can select 1 card you control. Return it to the hand, and this card gains 500 ATK until the End Phase. This effect can be activated during either player's turn.",
        effectKind: 'quick',
      },
    ],
  },
  {
    id: 'form.resolves-with-activation',
    meaning: '"Activate only during Main Phase 1. When this card is activated: ..." — what a persistent card does "when activated" resolves with the activation, not on its own',
    examples: [
      {
        kind: 'Continuous Trap',
        text: 'Activate only during Main Phase 1. When this card is activated: Target 1 Warrior monster you control; its effects are negated. All Warrior monsters you control gain 300 ATK.',
        effectKind: 'quick-like',
      },
    ],
  },
  {
    id: 'form.position-label',
    meaning: '"● While in Attack Position: ..." — a label naming when the effect after it applies, not an activation condition',
    examples: [{ kind: 'Effect Monster', text: '● While in Defense Position: When this card is destroyed by battle, you can draw 1 card.', effectKind: 'trigger' }],
  },
  {
    id: 'form.you-can-colon-is-no-condition',
    meaning: '"You can Tribute this card to Special Summon 2 monsters: 1 from ..." — a colon after "You can" opens a list; no condition starts with "You can"',
    examples: [{ kind: 'Effect Monster', text: 'You can Tribute this card to Special Summon 2 Level 3 monsters: 1 from your hand, and 1 from your Graveyard.', effectKind: 'ignition' }],
  },
  {
    id: 'form.older-wording',
    meaning:
      'an older wording read as the newer one it means ("destroyed as a result of battle" as "destroyed by battle", "after the damage calculation", "at the beginning of", "in the Damage Step", "Normal Summoned or Special Summoned", "you may" as "you can"); what the answer quotes is the text as printed',
    examples: [
      { kind: 'Effect Monster', text: 'When this card is destroyed as a result of battle and sent to the Graveyard, you can draw 1 card.', effectKind: 'trigger' },
      { kind: 'Effect Monster', text: 'You may only use this effect of "Probe" once per turn. If this card is sent to the GY: You may draw 1 card.', effectKind: 'trigger' },
    ],
  },
  {
    id: 'form.material-sentence',
    meaning:
      '"A Synchro Monster that used this card as material gains 500 ATK": what the card gives the monster its material was used for is an effect of its own, not part of the resolution before it',
    examples: [
      {
        kind: 'Effect Monster',
        text: "During your opponent's Main Phase (Quick Effect): You can Synchro Summon 1 Synchro Monster. A Synchro Monster that used this card as material gains 500 ATK.",
        effectKind: 'continuous',
      },
    ],
  },
  {
    id: 'form.face-up-spell-answers-activation-later',
    meaning:
      '"If your opponent activates a card or effect: You can ..." on a face-up Continuous or Field Spell: a Spell Speed 1 effect cannot be chained to that activation, so it starts a Chain after it as a Trigger-like effect, optional or not; one that negates the activation answers in its Chain and is not read so',
    examples: [{ kind: 'Continuous Spell', text: 'If your opponent activates a card or effect: You can place 1 counter on this card.', effectKind: 'trigger-like' }],
  },
  {
    id: 'form.coin-toss-colon-is-no-condition',
    meaning: '"Toss a coin: ● Heads: ..." — a colon after a coin toss or a die roll opens its outcomes; the toss is part of the resolution, not an activation condition',
    examples: [{ kind: 'Normal Spell', text: 'Toss a coin: ● Heads: Draw 1 card. ● Tails: Your opponent draws 1 card.', effectKind: 'ignition-like' }],
  },
  {
    id: 'form.duration-before-colon',
    meaning: '"If this card destroys a monster by battle, until the end of this turn: ..." — how long the effect lasts is no part of its condition',
    examples: [{ kind: 'Effect Monster', text: 'If this card destroys a monster by battle, until the end of this turn: this card gains 500 ATK.', effectKind: 'trigger' }],
  },
  {
    id: 'event.flip-in-main-phase',
    meaning: '"FLIP: If it is the Main Phase: ..." — a Flip effect that does something only in the Main Phase, which the Damage Step never is',
    examples: [{ kind: 'Flip Effect Monster', text: 'FLIP: If it is the Main Phase: Destroy 1 monster on the field.', effectKind: 'flip' }],
  },
  {
    id: 'condition.state-or-window',
    meaning: 'the condition is a state or a window, not an event',
    examples: [{ kind: 'Effect Monster', text: 'If you control no monsters: You can Special Summon this card from your hand.', effectKind: 'ignition' }],
  },
  {
    id: 'form.old-if-state-you-can',
    meaning: 'older "If <state>, you can ...": activated while the state holds',
    examples: [{ kind: 'Effect Monster', text: 'Once per turn, if your opponent controls a face-up monster, you can destroy 1 Spell Card on the field.', effectKind: 'ignition' }],
  },
  {
    id: 'form.old-if-state',
    meaning: 'older "If <state>, <resolution>": applies while the state holds, Continuous',
    examples: [{ kind: 'Effect Monster', text: 'If this card attacks a Defense Position monster, inflict piercing battle damage to your opponent.', effectKind: 'continuous' }],
  },
  {
    id: 'form.old-state-then-window',
    meaning: 'older "If this card battles X, destroy it at the end of the Damage Step": the resolution names the window',
    examples: [
      { kind: 'Effect Monster', text: 'If this card battles a Zombie-Type monster, destroy that monster at the end of the Damage Step.', effectKind: 'trigger' },
      { kind: 'Effect Monster', text: 'If this card attacks, change it to Defense Position at the end of the Damage Step.', effectKind: 'trigger' },
      { kind: 'Effect Monster', text: 'If this card attacks, it is changed to Defense Position at the end of the Damage Step.', effectKind: 'trigger' },
    ],
  },
  {
    id: 'form.old-state-then-damage-step-window',
    meaning: 'older "If X is attacked, during the Damage Step you can ...": a fast effect in the Damage Step',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'If a Defense Position monster you control is attacked, during the Damage Step, you can send this card from your hand to the Graveyard to have that monster gain 1500 DEF.',
        effectKind: 'quick',
      },
    ],
  },
  {
    id: 'form.old-if-continuous',
    meaning: 'older "If X, Y" whose X names no event: Continuous (reported as an assumption)',
    examples: [{ kind: 'Effect Monster', text: 'If the moon is full, this card gains 500 ATK.', effectKind: 'continuous' }],
  },
  {
    id: 'fallback.condition-not-read',
    meaning: 'an activation condition that matches no wording: not read, left out of the verdict',
    examples: [{ kind: 'Effect Monster', text: 'When the moon is full and the tide is high: You can draw 1 card.', notRead: true }],
  },
  { id: 'fallback.no-effect-text', meaning: 'a Spell/Trap with no text that reads as an effect', examples: [{ kind: 'Normal Trap', text: 'You can only activate this card once per turn.' }] },
  {
    id: 'event.negated-normal-summon',
    meaning: 'an older Counter Trap that negates a Normal or Flip Summon: its event never happens in the Damage Step',
    examples: [{ kind: 'Counter Trap', text: 'Negate the Normal Summon or Flip Summon of a monster and return that monster to the hand.' }],
  },
  {
    id: 'event.without-damage-calculation',
    meaning: 'older "without applying damage calculation": the start of the Damage Step or before damage calculation',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'If this card attacks a face-down Defense Position monster, destroy that monster without flipping it face-up or applying damage calculation.',
        effectKind: 'trigger',
      },
    ],
  },
  {
    id: 'event.this-card-battles',
    meaning:
      '"If this card battles …:" before a colon, neither a Quick Effect nor a window: a Trigger effect after damage calculation, where the battle has been fought (seed 000, After damage calculation); "When this card attacks …:" answers the attack\'s declaration, before the Damage Step',
    examples: [
      { kind: 'Effect Monster', text: "If this card battles an opponent's monster: That monster cannot attack while it is face-up on the field.", effectKind: 'trigger' },
      { kind: 'Effect Monster', text: 'When this card attacks a Level 6 or higher monster: Halve the ATK of the attack target until the end of the Damage Step.', effectKind: 'trigger' },
    ],
  },
  {
    id: 'form.old-battle-consequence',
    meaning:
      "older plain sentence on what befalls a monster that battles this card (\"A monster that attacks this card returns to its owner's hand.\"): a mandatory Trigger effect after damage calculation, as Wall of Illusion's (seed 000, After damage calculation), or at the end of the Damage Step where the text says so or destroys the attacking monster (as Destruction Punch's text does it there)",
    examples: [
      { kind: 'Effect Monster', text: "A monster that attacks this card returns to its owner's hand. Damage calculation is applied normally.", effectKind: 'trigger' },
      { kind: 'Effect Monster', text: 'A monster attacked by this card will be destroyed during the End Phase of the 3rd turn after the attack.', effectKind: 'trigger' },
      {
        kind: 'Effect Monster',
        text: 'If the ATK of a monster that attacks this card is lower than its DEF, destroy the attacking monster. (Damage calculation is applied normally.)',
        effectKind: 'trigger',
      },
      {
        kind: 'Effect Monster',
        text: "While you control this face-up card, any opponent's monster that battles this card, but is not destroyed by the battle, returns to its owner's hand at the end of the Damage Step.",
        effectKind: 'trigger',
      },
    ],
  },
  {
    id: 'form.old-delayed-to-phase',
    meaning: 'older "If X, do Y during the next Standby Phase": what is activated waits for that phase',
    examples: [{ kind: 'Effect Monster', text: 'If this card is destroyed by a card effect and sent to the Graveyard, Special Summon it during the next Standby Phase.', effectKind: 'trigger' }],
  },
  {
    id: 'form.old-body-names-window',
    meaning: 'older "If X, at the end of the Damage Step do Y" or "If X, during damage calculation, you can do Y": the resolution names the window',
    examples: [
      {
        kind: 'Effect Monster',
        text: 'If your opponent takes battle damage from attacking this card, at the end of the Damage Step destroy 1 Spell Card your opponent controls.',
        effectKind: 'trigger',
      },
    ],
  },
  {
    id: 'form.old-negate-quick',
    meaning: 'older "You can Tribute this card to negate the activation ...": a fast effect',
    examples: [{ kind: 'Effect Monster', text: 'You can Tribute this card to negate the activation of a Spell Card and destroy it.', effectKind: 'quick' }],
  },
  {
    id: 'form.counter-on-event-continuous',
    meaning: 'an older "when …, place 1 counter on this card": counters an event puts on the card are placed without a Chain, a Continuous effect',
    examples: [{ kind: 'Effect Monster', text: "Once per turn, when another monster's effect is activated, place 1 Glyph Counter on this card.", effectKind: 'continuous' }],
  },
  {
    id: 'form.plain-negate-activation-quick',
    meaning: 'a monster\'s older sentence that only says "Negate the activation of …": it answers that activation in its Chain, a fast effect',
    examples: [{ kind: 'Effect Monster', text: 'Negate the activation of a Spell Card that targets this face-down card.', effectKind: 'quick' }],
  },
  {
    id: 'form.self-trigger-not-activation',
    meaning: 'a one-shot Spell/Trap whose text is its own trigger in the GY: not what activating it does',
    examples: [{ kind: 'Normal Spell', text: 'If this card is sent from the hand or field to the GY: Add 1 monster from your Deck to your hand.' }],
  },
  {
    id: 'form.created-by-resolution',
    meaning: 'an effect a one-shot card\'s resolution creates for its target ("When it destroys a monster by battle this turn: ..."): not activated from the card',
    examples: [{ kind: 'Quick-Play Spell', text: 'Target 1 monster you control; it gains 500 ATK. When it destroys a monster by battle this turn: Draw 1 card.', effectKind: 'continuous-like' }],
  },
  {
    id: 'form.persistent-card-activation',
    meaning: 'activating a Continuous, Field or Equip card puts its Continuous-like effects on the field',
    examples: [{ kind: 'Continuous Spell', text: 'All monsters you control gain 300 ATK.' }],
  },
];
