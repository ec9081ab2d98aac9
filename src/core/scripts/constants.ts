// The few constants of the card-script API the Damage Step check reads, with the values both
// script dialects (EDOPro's ProjectIgnis scripts and YGOPro's) give them in constant.lua.

export const EFFECT_TYPE = {
  EFFECT_TYPE_SINGLE: 0x1,
  EFFECT_TYPE_FIELD: 0x2,
  EFFECT_TYPE_EQUIP: 0x4,
  EFFECT_TYPE_ACTIONS: 0x8,
  EFFECT_TYPE_ACTIVATE: 0x10,
  EFFECT_TYPE_FLIP: 0x20,
  EFFECT_TYPE_IGNITION: 0x40,
  EFFECT_TYPE_TRIGGER_O: 0x80,
  EFFECT_TYPE_QUICK_O: 0x100,
  EFFECT_TYPE_TRIGGER_F: 0x200,
  EFFECT_TYPE_QUICK_F: 0x400,
  EFFECT_TYPE_CONTINUOUS: 0x800,
  EFFECT_TYPE_XMATERIAL: 0x1000,
  EFFECT_TYPE_GRANT: 0x2000,
  EFFECT_TYPE_TARGET: 0x4000,
} as const;

export const FLAG_DAMAGE_STEP = 'EFFECT_FLAG_DAMAGE_STEP';
export const FLAG_DAMAGE_CAL = 'EFFECT_FLAG_DAMAGE_CAL';

/** Hint timings: which bits say "offer this effect in the Damage Step". */
export const TIMING_BITS: Readonly<Record<string, number>> = {
  TIMING_DRAW_PHASE: 0x1,
  TIMING_STANDBY_PHASE: 0x2,
  TIMING_MAIN_END: 0x4,
  TIMING_BATTLE_START: 0x8,
  TIMING_BATTLE_END: 0x10,
  TIMING_END_PHASE: 0x20,
  TIMING_SUMMON: 0x40,
  TIMING_SPSUMMON: 0x80,
  TIMING_FLIPSUMMON: 0x100,
  TIMING_MSET: 0x200,
  TIMING_SSET: 0x400,
  TIMING_POS_CHANGE: 0x800,
  TIMING_ATTACK: 0x1000,
  TIMING_DAMAGE_STEP: 0x2000,
  TIMING_DAMAGE_CAL: 0x4000,
  TIMING_CHAIN_END: 0x8000,
  TIMING_DRAW: 0x10000,
  TIMING_DAMAGE: 0x20000,
  TIMING_RECOVER: 0x40000,
  TIMING_DESTROY: 0x80000,
  TIMING_REMOVE: 0x100000,
  TIMING_TOHAND: 0x200000,
  TIMING_TODECK: 0x400000,
  TIMING_TOGRAVE: 0x800000,
  TIMING_BATTLE_PHASE: 0x1000000,
  TIMING_EQUIP: 0x2000000,
  TIMING_BATTLE_STEP_END: 0x4000000,
  TIMING_BATTLED: 0x8000000,
  // Neither of the usual monster-check sets includes the Damage Step.
  TIMINGS_CHECK_MONSTER: 0x1c0,
  TIMINGS_CHECK_MONSTER_E: 0x1e0,
};
export const TIMING_DAMAGE_STEP = 0x2000;
export const TIMING_DAMAGE_CAL = 0x4000;

/** Event codes by name; 1132–1149 are the battle's own events, which the engine exempts. */
export const EVENT_CODES: Readonly<Record<string, number>> = {
  EVENT_STARTUP: 1000,
  EVENT_FLIP: 1001,
  EVENT_FREE_CHAIN: 1002,
  EVENT_DESTROY: 1010,
  EVENT_REMOVE: 1011,
  EVENT_TO_HAND: 1012,
  EVENT_TO_DECK: 1013,
  EVENT_TO_GRAVE: 1014,
  EVENT_LEAVE_FIELD: 1015,
  EVENT_CHANGE_POS: 1016,
  EVENT_RELEASE: 1017,
  EVENT_DISCARD: 1018,
  EVENT_LEAVE_FIELD_P: 1019,
  EVENT_CHAIN_SOLVING: 1020,
  EVENT_CHAIN_ACTIVATING: 1021,
  EVENT_CHAIN_SOLVED: 1022,
  EVENT_CHAIN_ACTIVATED: 1023,
  EVENT_CHAIN_NEGATED: 1024,
  EVENT_CHAIN_DISABLED: 1025,
  EVENT_CHAIN_END: 1026,
  EVENT_CHAINING: 1027,
  EVENT_BECOME_TARGET: 1028,
  EVENT_DESTROYED: 1029,
  EVENT_MOVE: 1030,
  EVENT_ADJUST: 1040,
  EVENT_SUMMON_SUCCESS: 1100,
  EVENT_FLIP_SUMMON_SUCCESS: 1101,
  EVENT_SPSUMMON_SUCCESS: 1102,
  EVENT_SUMMON: 1103,
  EVENT_FLIP_SUMMON: 1104,
  EVENT_SPSUMMON: 1105,
  EVENT_MSET: 1106,
  EVENT_SSET: 1107,
  EVENT_BE_MATERIAL: 1108,
  EVENT_BE_PRE_MATERIAL: 1109,
  EVENT_DRAW: 1110,
  EVENT_DAMAGE: 1111,
  EVENT_RECOVER: 1112,
  EVENT_PREDRAW: 1113,
  EVENT_SUMMON_NEGATED: 1114,
  EVENT_FLIP_SUMMON_NEGATED: 1115,
  EVENT_SPSUMMON_NEGATED: 1116,
  EVENT_CONTROL_CHANGED: 1120,
  EVENT_EQUIP: 1121,
  EVENT_ATTACK_ANNOUNCE: 1130,
  EVENT_BE_BATTLE_TARGET: 1131,
  EVENT_BATTLE_START: 1132,
  EVENT_BATTLE_CONFIRM: 1133,
  EVENT_PRE_DAMAGE_CALCULATE: 1134,
  EVENT_DAMAGE_CALCULATING: 1135,
  EVENT_PRE_BATTLE_DAMAGE: 1136,
  EVENT_BATTLE_END: 1137,
  EVENT_BATTLED: 1138,
  EVENT_BATTLE_DESTROYING: 1139,
  EVENT_BATTLE_DESTROYED: 1140,
  EVENT_DAMAGE_STEP_END: 1141,
  EVENT_ATTACK_DISABLED: 1142,
  EVENT_BATTLE_DAMAGE: 1143,
  EVENT_TOSS_DICE: 1150,
  EVENT_TOSS_COIN: 1151,
  EVENT_LEVEL_UP: 1200,
  EVENT_PAY_LPCOST: 1201,
  EVENT_DETACH_MATERIAL: 1202,
  EVENT_TURN_END: 1210,
  EVENT_PHASE: 0x1000,
  EVENT_PHASE_START: 0x2000,
};

/** The engine skips its Damage Step flag check for these event codes (the battle's own events). */
export const exemptFromDamageStepCheck = (code: number): boolean => code >= 1132 && code <= 1149;
/** ... and its damage-calculation flag check for these. */
export const exemptFromDamageCalCheck = (code: number): boolean => code >= 1134 && code <= 1136;
/**
 * Events the engine raises only once damage calculation is over, in the Damage Step's later steps:
 * the battle damage (EVENT_BATTLE_DAMAGE), the battle having happened (EVENT_BATTLED), a monster
 * destroying or destroyed by it (EVENT_BATTLE_DESTROYING, EVENT_BATTLE_DESTROYED) and the end of
 * the step (EVENT_DAMAGE_STEP_END). A trigger waiting for one never meets damage calculation, so
 * its damage-calculation flag changes nothing.
 */
export const raisedOnlyAfterDamageCalculation = (code: number): boolean => (code >= 1138 && code <= 1141) || code === 1143;

/** Events of the card itself that the battle alone raises: it destroys the card (to the GY, off the field) or flips it. */
export function battleMovesTheCard(code: number): boolean {
  const c = EVENT_CODES;
  return [c.EVENT_DESTROY, c.EVENT_DESTROYED, c.EVENT_BATTLE_DESTROYED, c.EVENT_TO_GRAVE, c.EVENT_LEAVE_FIELD, c.EVENT_LEAVE_FIELD_P, c.EVENT_FLIP, c.EVENT_CHANGE_POS].includes(code);
}

/** Condition helpers that stop an ATK/DEF change after damage calculation, by dialect. */
export const AFTER_CALCULATION_GUARDS = {
  edopro: 'aux.StatChangeDamageStepCondition',
  ygopro: 'aux.dscon',
} as const;

/** Card kinds whose activation is Spell Speed 1: the engine never offers one in the Damage Step, whatever its flags. */
export const SPELL_SPEED_ONE_SUBTYPES: ReadonlySet<string> = new Set(['normal-spell', 'continuous-spell', 'field-spell', 'equip-spell', 'ritual-spell']);

/** Events that never happen inside the Damage Step: an effect waiting for one is never offered there. */
export function neverInDamageStep(code: number): boolean {
  const c = EVENT_CODES;
  if (code >= (c.EVENT_PHASE as number) && code < 0x4000) return true;
  // EVENT_SUMMON, EVENT_FLIP_SUMMON, EVENT_SPSUMMON: a Summon about to be performed by a player (the
  // kind a "negate the Summon" answers), which a player does only in their Main Phase.
  return [c.EVENT_SUMMON_SUCCESS, c.EVENT_FLIP_SUMMON_SUCCESS, c.EVENT_SUMMON, c.EVENT_FLIP_SUMMON, c.EVENT_SPSUMMON, c.EVENT_ATTACK_ANNOUNCE, c.EVENT_BE_BATTLE_TARGET, c.EVENT_PREDRAW].includes(
    code,
  );
}
