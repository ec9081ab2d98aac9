import type { TimingId, TriggerEvent } from './types';
import { EDISON_TIMINGS, MODERN_TIMINGS } from './types';

/**
 * Where in the Damage Step an activation condition's event can occur. `inherent` events are
 * the battle's own (they make an effect "specific to the Damage Step"); `any-time` events can be
 * caused at any timing by another effect resolving; `never` events cannot occur in the step.
 */
export interface EventInfo {
  event: TriggerEvent;
  category: 'self' | 'any-time' | 'inherent' | 'never';
  description: string;
  /** Timings at which the event can occur at all. */
  modern: TimingId[];
  edison: TimingId[];
  /** Timings at which the event is the battle's own (a Damage Step-specific activation timing). */
  inherentModern: TimingId[];
  inherentEdison: TimingId[];
}

const ALL_MODERN: TimingId[] = [...MODERN_TIMINGS];
const ALL_EDISON: TimingId[] = [...EDISON_TIMINGS];

function anyTime(event: TriggerEvent, description: string, category: 'self' | 'any-time' = 'any-time'): EventInfo {
  return { event, category, description, modern: ALL_MODERN, edison: ALL_EDISON, inherentModern: [], inherentEdison: [] };
}

function inherent(event: TriggerEvent, description: string, modern: TimingId[], edison: TimingId[]): EventInfo {
  return { event, category: 'inherent', description, modern, edison, inherentModern: modern, inherentEdison: edison };
}

function never(event: TriggerEvent, description: string): EventInfo {
  return { event, category: 'never', description, modern: [], edison: [], inherentModern: [], inherentEdison: [] };
}

export const EVENTS: Record<TriggerEvent, EventInfo> = {
  'self-moved': anyTime('self-moved', 'this card moves to another location (including leaving the field)', 'self'),
  // The attack target is flipped before damage calculation, but its "flipped face-up" effects
  // wait until after damage calculation (Rulebook v10 p. 41; Perfect Rulebook 2017 p. 110). A
  // card effect resolving after damage calculation can also flip a monster, so its Flip effect
  // may then be activated at the end of the Damage Step.
  'self-flipped-face-up': {
    event: 'self-flipped-face-up',
    category: 'self',
    description: 'this card is flipped face-up',
    modern: ['after-damage-calculation', 'end-of-damage-step'],
    edison: ['substep-6', 'substep-7'],
    inherentModern: [],
    inherentEdison: [],
  },
  'self-position-changed': anyTime('self-position-changed', "this card's battle position is changed", 'self'),
  'card-destroyed': anyTime('card-destroyed', 'a card is destroyed (by a card effect)'),
  'card-sent-to-gy': anyTime('card-sent-to-gy', 'a card is sent to the GY'),
  'card-banished': anyTime('card-banished', 'a card is banished'),
  'card-returned-to-hand': anyTime('card-returned-to-hand', 'a card is returned to the hand'),
  'card-added-to-hand': anyTime('card-added-to-hand', 'a card is added to the hand'),
  'monster-special-summoned': anyTime('monster-special-summoned', 'a monster is Special Summoned'),
  'card-or-effect-activated': anyTime('card-or-effect-activated', 'a card or effect is activated'),
  'lp-changed': anyTime('lp-changed', 'a player gains or loses LP'),
  'card-set': anyTime('card-set', 'a card is Set'),
  'control-changed': anyTime('control-changed', 'control of a card changes'),
  'card-equipped': anyTime('card-equipped', 'a card becomes equipped'),
  'counter-placed': anyTime('counter-placed', 'a counter is placed on a card'),
  'coin-tossed': anyTime('coin-tossed', 'a coin is tossed'),
  // Damage of any kind can be inflicted at any timing by an effect resolving there. Battle damage itself
  // waits for after damage calculation to be answered (seed 000, After damage calculation; Rulebook v10
  // p. 41), but effect damage dealt by an effect resolved during damage calculation is answered there
  // (Konami FAQ fid 20117: Destiny HERO - Dynatag and Speedroid Gum Prize). The Edison format, older than that
  // FAQ, keeps damage calculation out.
  'any-damage': inherent(
    'any-damage',
    'a player takes damage (battle or effect)',
    ALL_MODERN,
    ALL_EDISON.filter((t) => t !== 'substep-4'),
  ),
  'start-of-damage-step': inherent('start-of-damage-step', 'the start of the Damage Step', ['start-of-damage-step'], ['substep-1']),
  'start-or-before-damage-calculation': inherent(
    'start-or-before-damage-calculation',
    'the battle, before damage is calculated ("without applying damage calculation")',
    ['start-of-damage-step', 'before-damage-calculation'],
    ['substep-1', 'substep-2', 'substep-3'],
  ),
  'before-damage-calculation': inherent('before-damage-calculation', 'before damage calculation', ['before-damage-calculation'], ['substep-3']),
  'during-damage-calculation': inherent('during-damage-calculation', 'damage calculation', ['during-damage-calculation'], ['substep-4']),
  'after-damage-calculation': inherent('after-damage-calculation', 'after damage calculation', ['after-damage-calculation'], ['substep-6']),
  'battle-damage': inherent('battle-damage', 'battle damage is inflicted', ['after-damage-calculation'], ['substep-5']),
  'destroyed-by-battle': inherent('destroyed-by-battle', 'a monster is destroyed by battle (and sent to the GY)', ['end-of-damage-step'], ['substep-7']),
  // Destruction by a card effect can happen at any timing; destruction by battle is the
  // step's own event, so an effect that does not name the method is specific to the end.
  'monster-destroyed-any-method': {
    event: 'monster-destroyed-any-method',
    category: 'inherent',
    description: 'a monster is destroyed, by any method (so also by battle)',
    modern: ALL_MODERN,
    edison: ALL_EDISON,
    inherentModern: ['end-of-damage-step'],
    inherentEdison: ['substep-7'],
  },
  // Seed 000 (After damage calculation): effects that activate "if a monster is flipped face-up" are
  // activated then, for the monster the attack flipped; an effect may flip one at the end of the step too.
  'monster-flipped-face-up': {
    event: 'monster-flipped-face-up',
    category: 'inherent',
    description: 'a monster is flipped face-up (by the attack, or by an effect)',
    modern: ['after-damage-calculation', 'end-of-damage-step'],
    edison: ['substep-6', 'substep-7'],
    inherentModern: ['after-damage-calculation'],
    inherentEdison: ['substep-6'],
  },
  'during-damage-step': inherent('during-damage-step', 'the Damage Step itself ("during the Damage Step")', ALL_MODERN, ALL_EDISON),
  'end-of-damage-step': inherent('end-of-damage-step', 'the end of the Damage Step', ['end-of-damage-step'], ['substep-7']),
  'attack-declared': never('attack-declared', 'an attack is declared'),
  'attack-negated': never('attack-negated', 'an attack is negated (attacks are negated in the Battle Step, where they are declared)'),
  'monster-normal-or-flip-summoned': never('monster-normal-or-flip-summoned', 'a monster is Normal, Tribute or Flip Summoned'),
  // A Summon can be answered before it happens ("would be Summoned": negated) only when a player
  // performs it: a Normal, Tribute or Flip Summon, or a Special Summon by a card's own procedure
  // (Synchro, Xyz, Link, Pendulum ...). A player performs those only in their Main Phase; a Special
  // Summon by an effect happens as that effect resolves and is never "about to happen".
  'summon-about-to-happen': never('summon-about-to-happen', 'a monster is about to be Summoned by a player, which happens only in a Main Phase'),
  'phase-start-or-end': never('phase-start-or-end', 'a phase starts or ends'),
  'normal-draw': never('normal-draw', 'the normal draw'),
  'summoned-by-own-procedure': never('summoned-by-own-procedure', 'the card is Summoned by its own procedure or effect ("Summoned this way")'),
  // Being used as material or detached is the card itself moving (a Quick Effect can Summon in
  // the Damage Step); only a Tribute Summon, a kind of Normal Summon, never happens there.
  'material-or-tribute': never('material-or-tribute', 'a monster is Tributed for a Tribute Summon'),
  'main-phase-only': never('main-phase-only', 'an activation allowed only in the Main Phase'),
};

export function eventTimings(event: TriggerEvent, ruleset: 'modern' | 'edison'): TimingId[] {
  return ruleset === 'modern' ? EVENTS[event].modern : EVENTS[event].edison;
}

/** Timings at which the event is one inherent to the battle. */
export function inherentTimings(event: TriggerEvent, ruleset: 'modern' | 'edison'): TimingId[] {
  return ruleset === 'modern' ? EVENTS[event].inherentModern : EVENTS[event].inherentEdison;
}
