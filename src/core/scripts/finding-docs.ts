import type { FindingCode, FindingSeverity } from './check';

// What each finding code means, for the rule lists of machine formats (SARIF) and for docs.

export interface FindingDoc {
  /** One line. */
  short: string;
  /** What the check compares and why it matters. */
  full: string;
  /** How to fix or silence it. */
  help: string;
  /** The severity when the check is sure of the pairing and no card-specific ruling exists. */
  defaultSeverity: FindingSeverity;
}

const SILENCE = 'If you have ruled that the script is right, silence the line with `-- dmgstep-disable-next-line <code>` above it.';

export const FINDING_DOCS: Record<FindingCode, FindingDoc> = {
  'missing-damage-step-flag': {
    short: 'An effect the rules allow in the Damage Step lacks EFFECT_FLAG_DAMAGE_STEP.',
    full: 'The card text lets this activated effect be used during the Damage Step, but without EFFECT_FLAG_DAMAGE_STEP the engine never offers it there, so a player cannot use it when the rules say they can.',
    help: `Add EFFECT_FLAG_DAMAGE_STEP to the effect's SetProperty (and EFFECT_FLAG_DAMAGE_CAL when it may also be used during damage calculation); an ATK/DEF change also needs the after-calculation guard. ${SILENCE}`,
    defaultSeverity: 'error',
  },
  'extra-damage-step-flag': {
    short: 'An effect the rules keep out of the Damage Step sets EFFECT_FLAG_DAMAGE_STEP.',
    full: 'No timing of the Damage Step allows this effect, yet EFFECT_FLAG_DAMAGE_STEP lets the engine offer it there, so a player can use it when the rules say they cannot.',
    help: `Remove EFFECT_FLAG_DAMAGE_STEP, or restrict the condition to the timings the rules allow. ${SILENCE}`,
    defaultSeverity: 'error',
  },
  'missing-damage-cal-flag': {
    short: 'An effect the rules allow during damage calculation lacks EFFECT_FLAG_DAMAGE_CAL.',
    full: 'The rules allow this effect during damage calculation, but without EFFECT_FLAG_DAMAGE_CAL the engine never offers it then.',
    help: `Add EFFECT_FLAG_DAMAGE_CAL (with EFFECT_FLAG_DAMAGE_STEP) to the effect's SetProperty. ${SILENCE}`,
    defaultSeverity: 'error',
  },
  'extra-damage-cal-flag': {
    short: 'An effect the rules keep out of damage calculation sets EFFECT_FLAG_DAMAGE_CAL.',
    full: 'The rules do not allow this effect during damage calculation, yet EFFECT_FLAG_DAMAGE_CAL lets the engine offer it then.',
    help: `Remove EFFECT_FLAG_DAMAGE_CAL. ${SILENCE}`,
    defaultSeverity: 'error',
  },
  'missing-after-calculation-guard': {
    short: 'An ATK/DEF change usable in the Damage Step is not stopped after damage calculation.',
    full: 'Effects that change ATK/DEF may be used in the Damage Step only until damage calculation. With EFFECT_FLAG_DAMAGE_STEP and no check of Duel.IsDamageCalculated in its condition or target function, the engine also offers it after damage calculation.',
    help: `Set the dialect's guard as the condition (EDOPro aux.StatChangeDamageStepCondition, YGOPro aux.dscon) or add a "not after damage calculation" check to it. ${SILENCE}`,
    defaultSeverity: 'error',
  },
  'missing-damage-step-hint-timing': {
    short: 'An effect usable in the Damage Step has no TIMING_DAMAGE_STEP in its hint timing.',
    full: 'The client offers a fast effect the player activates at will only at the timings of SetHintTiming. Without TIMING_DAMAGE_STEP the engine allows it in the Damage Step but the player is not prompted there.',
    help: `Add TIMING_DAMAGE_STEP to both arguments of SetHintTiming. ${SILENCE}`,
    defaultSeverity: 'warning',
  },
  'missing-damage-step-condition': {
    short: 'An effect the engine lets through in the Damage Step is forbidden there by the rules.',
    full: "The engine does not look at the Damage Step flags of this kind of effect (a Flip effect, a mandatory trigger, an optional trigger of the card itself; a Continuous Trap's bare activation, offered there whenever one of the card's own effects may be used there), so only its condition can keep it out of the Damage Step, where the rules forbid it (a Set Continuous Trap only with its Damage Step effect in the same Chain Link).",
    help: `Add a condition that checks the phase (not PHASE_DAMAGE nor PHASE_DAMAGE_CAL). ${SILENCE}`,
    defaultSeverity: 'error',
  },
  'missing-battle-destroyed-check': {
    short: "A monster's optional Quick Effect stays usable while the monster is destroyed by battle.",
    full: 'After damage calculation a monster destroyed by battle stays on the field until the end of the Damage Step, and the rules forbid it to activate its optional Quick Effects then. The engine does not apply that rule itself: with EFFECT_FLAG_DAMAGE_STEP, an effect whose condition, cost and target never look at STATUS_BATTLE_DESTROYED is still offered.',
    help: `Add "not e:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED)" to the condition. ${SILENCE}`,
    defaultSeverity: 'warning',
  },
  'condition-excludes-damage-step': {
    short: 'An effect the rules allow in the Damage Step has a condition that is false there.',
    full: 'The rules allow this effect in the Damage Step and the engine would offer it there (it has the Damage Step flag, or is of a kind the engine lets through), but its condition compares the current phase so that it is false during the Damage Step whatever else holds: a player cannot use it when the rules say they can.',
    help: `Take the phase comparison out of the condition, or keep it only for the timings the rules refuse. ${SILENCE}`,
    defaultSeverity: 'warning',
  },
  'flag-ignored-by-engine': {
    short: 'A Damage Step flag the engine never reads for this effect.',
    full: 'The engine lets this kind of effect through in the Damage Step whatever its flags, so the flag changes nothing a player sees.',
    help: 'Remove the flag to keep the script plain; nothing else changes.',
    defaultSeverity: 'info',
  },
};
