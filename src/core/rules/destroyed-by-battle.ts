import type { RuleRecord } from '../types';
import { PRB_DAMAGE_STEP, RULEBOOK_P41, cite, ex, rule } from './build';

// What holds for a monster that damage calculation has determined to be destroyed by battle,
// from then until it is actually sent to the GY (or another place) at the end of the Damage
// Step. The record about its optional Quick Effects acts on activation and lives in
// activation.ts (`destroyed-by-battle.no-optional-quick-effects`).

const TIMINGS: RuleRecord['timings'] = ['after-damage-calculation', 'end-of-damage-step'];
const SEED_000 = { document: '000' as const, section: 'After damage calculation (monsters determined to be destroyed by battle)' };
const SEED_002 = { document: '002' as const, section: 'After damage calculation › Monsters that were destroyed by battle' };
const STEP = 'procedure.after-damage-calculation.destroyed-still-on-field';

function state(r: Omit<RuleRecord, 'kind' | 'ruleset' | 'timings' | 'region'>): RuleRecord {
  return rule({ kind: 'destroyed-by-battle-state', ruleset: 'modern', timings: TIMINGS, ...r, related: [STEP, ...r.related] });
}

export const DESTROYED_BY_BATTLE_RULES: RuleRecord[] = [
  state({
    id: 'destroyed-by-battle.cannot-be-targeted-or-changed',
    title: 'A monster determined to be destroyed by battle cannot be targeted, have its battle position changed, or have its ATK/DEF changed',
    text: 'Between damage calculation and being sent away, such a monster is out of reach of targeting cards and effects, and neither its battle position nor its ATK/DEF can be altered.',
    citations: [
      RULEBOOK_P41,
      PRB_DAMAGE_STEP,
      cite('ude.card-rulings.d-e', 'Dark Cat with White Tail'),
      cite('ude.card-rulings.i-k', 'Kangaroo Champ'),
      cite('konami.card-rulings.stardust-overdrive-1.0', 'Reptilianne Gorgon'),
    ],
    examples: [ex('Dark Cat with White Tail'), ex('Kangaroo Champ'), ex('Reptilianne Gorgon')],
    seed: SEED_000,
    related: [],
  }),
  state({
    id: 'destroyed-by-battle.continuous-effects-no-longer-apply',
    title: 'The Continuous effects of a monster determined to be destroyed by battle stop applying',
    text: "Once it is determined to be destroyed by battle, the monster's Continuous effects are switched off, although the card is still on the field.",
    citations: [PRB_DAMAGE_STEP, cite('ude.card-rulings.a-c', 'Ancient Gear Golem')],
    examples: [ex('Ancient Gear Golem')],
    seed: SEED_000,
    related: ['edison.procedure.substep-6.destroyed-continuous-effects-stop'],
  }),
  state({
    id: 'destroyed-by-battle.treated-as-destroyed-by-battle',
    title: 'A monster determined to be destroyed by battle already counts as "destroyed by battle" for Continuous effects and after-damage-calculation triggers',
    text: 'Before it is sent to the GY, the monster is already treated as destroyed by battle both by Continuous or Continuous-like effects that apply to such monsters and by effects activated after damage calculation when a monster is destroyed by battle.',
    citations: [cite('ude.card-rulings.d-e', 'Dark Ruler Ha Des')],
    examples: [ex('Dark Ruler Ha Des', 'its Continuous effect already applies to the monster'), ex('Performapal Fire Mufflerlion', 'its trigger activates after damage calculation')],
    seed: SEED_002,
    related: ['activation.after-damage-calculation-effects'],
  }),
  state({
    id: 'destroyed-by-battle.cannot-be-returned-to-hand',
    title: 'A monster determined to be destroyed by battle cannot be returned to the hand by card effects, unless the effect is made to return destroyed monsters',
    text: 'Card effects cannot bounce such a monster to the hand. The exception is an effect that says it returns destroyed monsters, such as "Last Minute Cancel": the monster then goes to the hand in place of the GY, and only when it would be sent, not earlier.',
    citations: [
      cite('ude.card-rulings.u-z', 'Wall of Illusion'),
      cite('konami.card-rulings.storm-of-ragnarok-1.0', 'Garmr of the Nordic Beasts'),
      cite('konami.card-rulings.gold-series-3', 'Amazoness Swords Woman'),
    ],
    examples: [ex('Wall of Illusion'), ex('Garmr of the Nordic Beasts'), ex('Amazoness Swords Woman'), ex('Last Minute Cancel', 'returns destroyed monsters, but not before they would be sent')],
    seed: SEED_000,
    related: [],
  }),
  state({
    id: 'destroyed-by-battle.effects-can-be-negated',
    title: 'The effects of a monster determined to be destroyed by battle can still be negated',
    text: "Being destroyed by battle does not shield the monster's effects: they remain open to negation until it leaves the field.",
    citations: [cite('konami.card-rulings.starstrike-blast-1.1', 'Wattsquirrel')],
    examples: [ex('Wattsquirrel')],
    seed: SEED_000,
    related: [],
  }),
  state({
    id: 'destroyed-by-battle.can-still-leave-field-by-effects',
    title: 'A monster determined to be destroyed by battle can still be destroyed, sent to the GY or banished by a card effect first',
    text: 'Before the battle sends it away at the end of the Damage Step, a card effect may destroy it, send it to the GY or banish it.',
    citations: [cite('konami.card-rulings.storm-of-ragnarok-1.0', 'Blackwing - Boreas the Sharp'), cite('konami.card-rulings.starstrike-blast-1.1', 'Ally of Justice Unknown Crusher')],
    examples: [ex('Blackwing - Boreas the Sharp'), ex('Ally of Justice Unknown Crusher')],
    seed: SEED_000,
    related: ['destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers'],
  }),
  state({
    id: 'destroyed-by-battle.left-field-first-no-destroyed-by-battle-triggers',
    title: 'If the monster leaves the field before the battle sends it away, "destroyed by battle and sent to the GY" effects do not activate',
    text: 'When something else removes the monster from the field before it is sent there as a result of the battle, it never reaches the GY by battle, so cards and effects that wait for it to be destroyed by battle and sent to the GY cannot be activated. For example, a Defense Position "Giant Rat" destroyed by the effect of "Red Dragon Archfiend" does not activate its effect.',
    citations: [cite('konami.card-faq.rivalry-gozen'), cite('ude.card-rulings.p-r', 'Red Dragon Archfiend')],
    examples: [
      ex('Red Dragon Archfiend', 'its effect destroys the monster first'),
      ex('Giant Rat', 'does not activate'),
      ex('Rivalry of Warlords', 'sends a flipped monster to the GY after damage calculation'),
      ex('Gozen Match'),
    ],
    seed: SEED_000,
    related: ['destroyed-by-battle.can-still-leave-field-by-effects', 'procedure.after-damage-calculation.rivalry-and-gozen-send'],
  }),
  state({
    id: 'destroyed-by-battle.not-a-cost-for-optional-activations',
    title: 'A monster determined to be destroyed by battle cannot be used as a cost for a card or an optional effect, though it can for a mandatory one',
    text: 'Such a monster cannot be Tributed, sent or otherwise paid as the cost of activating a card or an optional effect — a Defense Position "Stardust Dragon" destroyed by battle cannot Tribute itself to negate "Red Dragon Archfiend"\'s effect, for example. The cost of a mandatory effect may still use it.',
    citations: [
      cite('ude.card-rulings.s-t', 'Stardust Dragon'),
      cite('ude.card-rulings.s-t', 'Tytannial, Princess of Camellias'),
      cite('konami.db-faq.23936'),
      cite('ude.card-rulings.d-e', 'Doomcaliber Knight'),
    ],
    examples: [ex('Stardust Dragon', 'cannot Tribute itself'), ex('Tytannial, Princess of Camellias'), ex('Doomcaliber Knight', 'mandatory effect: may use it as cost')],
    seed: SEED_000,
    related: ['destroyed-by-battle.no-optional-quick-effects', 'activation.mandatory-effects'],
  }),
];
