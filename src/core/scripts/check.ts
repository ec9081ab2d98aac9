import { isClassifiedEffect } from '../classify/classify';
import { EQUIP_BONUS_ASSUMPTION, RIDER_ASSUMPTION } from '../classify/patterns';
import { onlyWhereSummoned, verdict } from '../engine/eligibility';
import { DAMAGE_IN_CALCULATION_RULE_ID, EVENT_GATE_RULE_ID, findRule, OTHER_CARDS_RULE_ID, PARTLY_DAMAGE_STEP_NOT_IN_CALCULATION_RULE_ID, permitsOnlyWithItsEffectInOneChainLink } from '../rules';
import { formatCitation } from '../sources';
import type { CardKind, CardSubtype, EffectCharacteristics, Region, TimingId, Verdict } from '../types';
import {
  battleMovesTheCard,
  EVENT_CODES,
  SPELL_SPEED_ONE_SUBTYPES,
  exemptFromDamageCalCheck,
  exemptFromDamageStepCheck,
  FLAG_DAMAGE_CAL,
  FLAG_DAMAGE_STEP,
  neverInDamageStep,
  raisedOnlyAfterDamageCalculation,
} from './constants';
import { callOrCreation, effectFacts, type EffectFacts } from './facts';
import {
  addBattleDestroyedCheckFix,
  addFlagsFix,
  addGuardFix,
  addOutsideDamageStepConditionFix,
  removeDamageStepPhaseCheckFix,
  combineFixes,
  DAMAGE_STEP_FLAGS,
  extendHintFix,
  removeFlagFix,
  type ScriptFix,
} from './fixes';
import { matchEffects, SAME_TEXT_DOUBT, type EffectMatch } from './match';
import type { ScriptReading, SourceRange } from './reader';

// Compares what a script lets the engine do in the Damage Step with what the rules allow, for
// each of its effects paired with an effect of the card text. Precision first: when the pairing
// or the text reading is unsure, or a card-specific ruling exists, findings drop to `info`.

export const FINDING_CODES = [
  'missing-damage-step-flag',
  'extra-damage-step-flag',
  'missing-damage-cal-flag',
  'extra-damage-cal-flag',
  'missing-after-calculation-guard',
  'missing-damage-step-hint-timing',
  'missing-damage-step-condition',
  'missing-battle-destroyed-check',
  'condition-excludes-damage-step',
  'flag-ignored-by-engine',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];
export type FindingSeverity = 'error' | 'warning' | 'info';

export interface ScriptFinding {
  code: FindingCode;
  severity: FindingSeverity;
  /** Where: 1-based line and column of the start, and the end of the call or statement. */
  range: SourceRange;
  message: string;
  /** The rule record that decides it. */
  rule: string;
  citations: string[];
  /** The script variable of the effect. */
  effect: string;
  /** The card-text effect it was paired with (index into the card's effects, and its label). */
  cardEffect?: { index: number; label: string };
  fixes: ScriptFix[];
}

/** The card as the check needs it: its kind and its effects (classified or hand-written). */
export interface ScriptCard {
  name: string;
  kind: CardKind;
  subtype: CardSubtype;
  effects: readonly EffectCharacteristics[];
  /** A rule record speaks of this very card: findings only inform. */
  cardSpecificRulings?: string[];
  /**
   * Every one of those rulings sits on an effect of the card's hand-written record: only findings
   * on those effects only inform (a flag on the card's bare activation is not what the ruling is about).
   */
  rulingsPerEffect?: boolean;
  /**
   * Effects the card's text gives the Xyz Monster it is material of ("An Xyz Monster that has this
   * card as material gains this effect. ● …"), read as that monster's: a script's
   * EFFECT_TYPE_XMATERIAL effects are checked against these, not against the card's own.
   */
  grantedToXyz?: readonly EffectCharacteristics[];
  /**
   * Effects the card's text gives another monster ("The equipped monster gains this effect. ● …",
   * "… monsters you control gain this effect."), read as that monster's: a script's effects given
   * through EFFECT_TYPE_GRANT are checked against these, not against the card's own.
   */
  grantedToOther?: readonly EffectCharacteristics[];
}

/** Whether a card-specific ruling may decide what the check says of this effect. */
export function rulingMayDecide(card: ScriptCard, text: EffectCharacteristics | undefined): boolean {
  if (!card.cardSpecificRulings?.length) return false;
  return !card.rulingsPerEffect || (text?.rulings?.length ?? 0) > 0;
}

export interface CheckOptions {
  region: Region;
}

const DS_TIMINGS: TimingId[] = ['start-of-damage-step', 'before-damage-calculation', 'after-damage-calculation', 'end-of-damage-step'];
const BEFORE_CALCULATION: TimingId[] = ['start-of-damage-step', 'before-damage-calculation'];
const AFTER_CALCULATION: TimingId[] = ['after-damage-calculation', 'end-of-damage-step'];
const CALCULATION: TimingId = 'during-damage-calculation';
const AFTER_DAMAGE_CALCULATION: TimingId = 'after-damage-calculation';
const FACE_DOWN_ONLY = /\bthis face-down (?:card|monster)\b/i;

type Verdicts = Map<TimingId, Verdict>;

const yesAt = (v: Verdicts, timings: TimingId[]): TimingId[] => timings.filter((t) => v.get(t)?.canActivate);
const decidingRule = (v: Verdict | undefined): string => v?.reasons[0]?.rule ?? '';
/** The timings refuse only because the effect's event cannot happen there. */
const onlyEventGate = (v: Verdicts, timings: TimingId[]): boolean => timings.every((t) => v.get(t)?.canActivate || decidingRule(v.get(t)) === EVENT_GATE_RULE_ID);
/**
 * The same, and the script waits for that event: an effect on EVENT_FREE_CHAIN waits for none, so
 * only its condition keeps it out where the text's event or window cannot come.
 */
const eventKeepsItOut = (f: EffectFacts, v: Verdicts, timings: TimingId[]): boolean => f.code !== undefined && f.code !== FREE_CHAIN && onlyEventGate(v, timings);

function citationsOf(ruleId: string): string[] {
  return findRule(ruleId)?.citations.map(formatCitation) ?? [];
}

/** The deciding rule in words with its first sources: said beside the message (CLI text, a diagnostic's related line), not in it. */
export function ruleSentence(ruleId: string): string {
  const rule = findRule(ruleId);
  if (!rule) return '';
  const cites = citationsOf(ruleId);
  return `Rule: ${rule.title.replace(/\.$/, '')}${cites.length > 0 ? ` (${cites.slice(0, 2).join('; ')}${cites.length > 2 ? '; …' : ''})` : ''}.`;
}

/** How much of the card effect's text a message quotes: enough to know which effect it is. */
const QUOTED_CHARS = 40;

/** The card effect as the message quotes it: the reader's own "activate: " label prefix dropped, cut at a word. */
function quoted(label: string): string {
  const text = label.replace(/^activate:\s*/i, '');
  if (text.length <= QUOTED_CHARS) return text;
  const cut = text.slice(0, QUOTED_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > QUOTED_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const TIMING_WORDS: Record<string, string> = {
  'start-of-damage-step': 'start of the Damage Step',
  'before-damage-calculation': 'before damage calculation',
  'during-damage-calculation': 'during damage calculation',
  'after-damage-calculation': 'after damage calculation',
  'end-of-damage-step': 'end of the Damage Step',
};
const words = (ts: TimingId[]): string => ts.map((t) => TIMING_WORDS[t] ?? t).join(', ');

function describe(m: EffectMatch): string {
  const f = m.facts;
  const kind = f.action === 'activate' ? 'card activation' : f.action === 'quick' ? 'Quick effect' : f.action === 'trigger' ? (f.mandatory ? 'mandatory trigger' : 'optional trigger') : f.action;
  const whose = f.grantedToXyz
    ? 'effect it gives its Xyz Monster'
    : f.grantedToOther === 'equipped-monster'
      ? 'effect it gives the equipped monster'
      : f.grantedToOther
        ? 'effect it gives another monster'
        : 'card effect';
  const paired = m.text && m.textIndex !== undefined ? ` (${whose} ${m.textIndex + 1}: "${quoted(m.text.label)}")` : '';
  return `${f.effect.variable}, ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}${paired}`;
}

class Reporter {
  readonly findings: ScriptFinding[] = [];
  constructor(private readonly card: ScriptCard) {}

  add(m: EffectMatch, code: FindingCode, severity: FindingSeverity, range: SourceRange, what: string, rule: string, fix?: ScriptFix): void {
    const unsure = !m.sure ? ` Unsure: ${m.doubt ?? 'the pairing with the card text'}.` : '';
    const specific = rulingMayDecide(this.card, m.text) ? ` The card has a card-specific ruling (${(this.card.cardSpecificRulings ?? []).join(', ')}).` : '';
    const finding: ScriptFinding = {
      code,
      severity,
      range,
      // Short enough to read in a Problems row: the rule and its sources travel beside it (rule, citations).
      message: `${describe(m)}: ${what}${unsure}${specific}`,
      rule,
      citations: citationsOf(rule),
      effect: m.facts.effect.variable,
      fixes: fix ? [fix] : [],
    };
    if (m.text && m.textIndex !== undefined) finding.cardEffect = { index: m.textIndex, label: m.text.label };
    this.findings.push(finding);
  }
}

const FREE_CHAIN = EVENT_CODES.EVENT_FREE_CHAIN;

const changesStats = (f: EffectFacts, text: EffectCharacteristics): boolean =>
  text.does.includes('atk-def-direct') || f.categories.some((c) => c === 'CATEGORY_ATKCHANGE' || c === 'CATEGORY_DEFCHANGE');

/** Adding the flag to an ATK/DEF change needs the guard too, and a fast effect its hint timing. */
function missingFlagFix(reading: ScriptReading, f: EffectFacts, text: EffectCharacteristics, flags: string[], v: Verdicts): ScriptFix | undefined {
  const e = f.effect;
  const add = addFlagsFix(reading, e, flags, `Add ${flags.join(' and ')} to ${e.variable}`);
  if (!add) return undefined;
  const also: Array<[string, ScriptFix | undefined]> = [];
  if (changesStats(f, text) && yesAt(v, AFTER_CALCULATION).length === 0 && !f.condition.afterCalculationGuard) also.push(['the guard', addGuardFix(reading, e)]);
  const freeChain = f.code === undefined || f.code === FREE_CHAIN;
  if ((f.action === 'quick' || f.action === 'activate') && freeChain && f.hint.readable && !f.hint.includesDamageStep) also.push(['the hint timing', extendHintFix(reading, e)]);
  const extra = also.filter((x): x is [string, ScriptFix] => x[1] !== undefined);
  if (extra.length === 0) return add;
  return combineFixes(`${add.title}, with ${extra.map(([what]) => what).join(' and ')}`, [add, ...extra.map(([, fix]) => fix)]);
}

/** What the other effects of the script tell about one of them. */
interface Siblings {
  /** The card has an activated effect of its own besides its activation (a Quick or Trigger effect). */
  ownActivatedEffect: boolean;
  /** An activation of the card that does something (the card activated with its effect) sets EFFECT_FLAG_DAMAGE_STEP. */
  activationWithEffectInDamageStep: boolean;
  /**
   * Script effects that carry one branch of a card effect whose events are split between the card
   * itself and other cards ("if this card or another monster you control is destroyed", run as a
   * single and a field trigger): the rules may forbid the whole effect for the other branch's event,
   * so a refusal is unsure for this one.
   */
  splitSubjects: ReadonlyMap<EffectMatch, string[]>;
}

const codeText = (f: EffectFacts): string | undefined => f.effect.calls.get('SetCode')?.args[0]?.text;

// Paired with the same card effect, or a clone of it left unpaired: one card effect in two parts.
const sameCardEffect = (m: EffectMatch, o: EffectMatch): boolean =>
  o.textIndex !== undefined ? o.textIndex === m.textIndex : o.facts.effect.clonedFrom === m.facts.effect || m.facts.effect.clonedFrom === o.facts.effect;

/** Which paired script effects share a card effect with a sibling on another event about another subject. */
function splitSubjects(matches: EffectMatch[]): Map<EffectMatch, string[]> {
  const out = new Map<EffectMatch, string[]>();
  for (const m of matches) {
    if (m.textIndex === undefined || m.facts.action !== 'trigger') continue;
    const others = matches.filter((o) => o !== m && sameCardEffect(m, o) && o.facts.action === 'trigger' && o.facts.single !== m.facts.single && codeText(o.facts) !== codeText(m.facts));
    if (others.length > 0)
      out.set(
        m,
        others.map((o) => o.facts.effect.variable),
      );
  }
  return out;
}

const SPECIAL_SUMMON_EVENTS = new Set([EVENT_CODES.EVENT_SPSUMMON_SUCCESS, EVENT_CODES.EVENT_SPSUMMON]);

// The reader's wording id for an older "..., while this card is in your GY: Special Summon this
// card" it takes as optional only by assumption (such texts left out "You can").
const ASSUMED_OPTIONAL_WORDING = 'form.old-gy-revival-optional';

/**
 * The text effect as the check weighs it. Where the reader took a GY revival for optional only by
 * that assumption and the script makes the trigger mandatory, the printed text (no "You can")
 * agrees with the script: the effect is read as mandatory, as the script has it.
 */
function weighedText(m: EffectMatch): EffectCharacteristics | undefined {
  const f = m.facts;
  // The alternative of the condition the script effect runs is what its verdict is taken with, except
  // where one alternative is the card itself: Konami's Q&A on Phantasm Emperor Trilojig allows such an
  // effect as a whole, whichever alternative a script effect runs.
  const withItsAlternative = m.text && m.alternative && !m.text.eventSelfAlternative ? { ...m.text, event: m.alternative.event, eventSubject: m.alternative.subject } : m.text;
  // The choice that changes no ATK/DEF, weighed as what it does (the official ruling on Evil★Twin GG EZ).
  const text = withItsAlternative && m.otherChoice ? { ...withItsAlternative, does: withItsAlternative.does.filter((d) => !d.startsWith('atk-def')) } : withItsAlternative;
  if (!text || f.action !== 'trigger' || !f.mandatory || text.mandatory) return text;
  if (!isClassifiedEffect(text) || !text.wordings.includes(ASSUMED_OPTIONAL_WORDING)) return text;
  return { ...text, mandatory: true };
}

// Seed 000 (Cards and effects that can be activated, Trigger effects): Problem-Solving Card Text
// "normally" marks the optional triggers about other cards that the Damage Step refuses with
// "(except during the Damage Step)". One whose text does not may have its own ruling that allows it
// (as the engine's flag then says): the general rule alone makes that flag a warning, not an error.
function onlyTheGeneralRule(rule: string, text: EffectCharacteristics): boolean {
  // Seed 000 names triggers on one event about the card itself and other cards together as refused
  // whatever the text says (Madolche Chickolates); a condition whose alternative is the card itself
  // is allowed as a whole (weighedText).
  if (rule !== OTHER_CARDS_RULE_ID || text.exceptDuringDamageStep || text.eventSubject === 'self-or-others' || !isClassifiedEffect(text)) return false;
  return text.wordings.includes('form.psct-colon') && !text.wordings.includes(ASSUMED_OPTIONAL_WORDING);
}

// Seed 000 (Trigger effects): an optional trigger that answers this card itself moving may be
// activated in the Damage Step, if the move happens there. Any move the battle does not make
// (banished, placed in a zone, Special Summoned) needs another card's effect then, which the check
// cannot see: the difference is one a player meets only with that card, so it warns.
function movedOnlyByAnotherCard(f: EffectFacts, text: EffectCharacteristics): boolean {
  // Konami prints "(except during the Damage Step)" where the move does come there in play.
  if (text.event !== 'self-moved' || text.eventSubject === 'others' || (text.eventSubject === 'self-or-others' && !text.eventSelfAlternative) || text.exceptDuringDamageStep) return false;
  return f.code !== undefined && !battleMovesTheCard(f.code) && !exemptFromDamageStepCheck(f.code);
}
const MOVED_BY_ANOTHER_CARD = " if another card's effect moves this card then";
// The same for a script effect that runs the other cards' alternative of such a condition.
const BROUGHT_BY_A_CARD_EFFECT = " if a card's effect brings its event then";
const GENERAL_RULE_ONLY = ' (general rule only; no "except during the Damage Step")';
// The reader takes an equipped card's ATK bonus ("equip it as an Equip Spell that gives it 500 ATK")
// as the Equip Card's, not a change the effect makes; no seed settles it and the engine's scripts
// go both ways, so an extra flag that rests on that reading is a warning.
const restsOnEquipBonus = (text: EffectCharacteristics): boolean => isClassifiedEffect(text) && text.assumptions.includes(EQUIP_BONUS_ASSUMPTION);
const EQUIP_BONUS_READING = " (read so: an Equip Card's ATK bonus is not the effect's change)";
// "..., and if you do, Special Summon ..., then you can change its ATK to 0": seed 000 refuses a change
// that might not happen at resolution (Half or Nothing); that a change left to a choice or a condition
// is such a change is the reader's own extension, said as an assumption, and the engine's scripts go
// both ways.
const restsOnRiderReading = (text: EffectCharacteristics): boolean => isClassifiedEffect(text) && text.assumptions.includes(RIDER_ASSUMPTION);
const RIDER_READING = ' (read so: its ATK/DEF change waits on the resolution)';
// "destroyed by battle or card effect" during damage calculation itself: seed 000 lists there only
// effects that say "during damage calculation", and the project reads that as refusing such a
// condition then; the seed does not say so of it, and the engine's scripts go both ways.
const PROJECT_READING = " (the project's reading of seed 000's damage calculation, which names no such effect)";
// A damage trigger during damage calculation rests on one official answer (Konami FAQ fid 20117) read for
// every such effect, and needs an effect resolved there that inflicts damage: rare, and the engine's
// scripts mostly lack the flag. A missing flag on it is a warning.
const DAMAGE_IN_CALCULATION = ' (only when an effect resolved during damage calculation inflicts the damage: Konami FAQ fid 20117)';

// The engine never offers a Spell Speed 1 activation in the Damage Step, whatever its flags: a flag
// there is a difference in the script no player can meet (issue 22: engine-internal, `info` at most).
const SPEED_ONE = ' (harmless: the engine never offers a Spell Speed 1 activation there)';

const SEVERITY_ORDER: Record<FindingSeverity, number> = { info: 0, warning: 1, error: 2 };

// One weighing for both extra flags, so that the two flags of one effect resting on the same rule are
// weighed alike (the Damage Step flag's rule is the heaviest of its timings', the damage calculation
// flag's the one of that timing).
function weighExtraFlag(
  f: EffectFacts,
  text: EffectCharacteristics,
  rule: string,
  harmless: boolean,
  when: 'there' | 'then',
  sev: (base: FindingSeverity) => FindingSeverity,
  speedOne: boolean,
): { severity: FindingSeverity; why: string } {
  if (speedOne) return { severity: 'info', why: SPEED_ONE };
  if (harmless) return { severity: 'info', why: ` (harmless: its event cannot happen ${when})` };
  if (f.condition.checksPhase || !f.condition.resolved) return { severity: 'info', why: ' (its condition checks the phase, which may keep it out)' };
  if (onlyTheGeneralRule(rule, text)) return { severity: sev('warning'), why: GENERAL_RULE_ONLY };
  if (restsOnEquipBonus(text)) return { severity: sev('warning'), why: EQUIP_BONUS_READING };
  if (restsOnRiderReading(text)) return { severity: sev('warning'), why: RIDER_READING };
  if (rule === PARTLY_DAMAGE_STEP_NOT_IN_CALCULATION_RULE_ID) return { severity: sev('warning'), why: PROJECT_READING };
  return { severity: sev('error'), why: '' };
}

function checkEffect(reading: ScriptReading, m: EffectMatch, card: ScriptCard, opts: CheckOptions, out: Reporter, siblings: Siblings): void {
  const f = m.facts;
  const text = weighedText(m);
  if (!text || !['activate', 'quick', 'trigger', 'flip', 'continuous'].includes(f.action)) return;
  // Its event (a Normal Summon, an attack declaration, a phase) never comes in the Damage Step.
  if (f.code !== undefined && neverInDamageStep(f.code)) return;
  // Nor does a Pendulum Summon (a Main Phase procedure): a trigger waiting for one only is never offered there.
  if (f.code !== undefined && SPECIAL_SUMMON_EVENTS.has(f.code) && f.condition.pendulumSummonOnly) return;
  const opt = { ruleset: 'modern' as const, region: opts.region };
  // "If Summoned this way" comes only where the effect that Summons this card can be activated.
  const summoner = text.summonedBy === undefined ? undefined : card.effects[text.summonedBy];
  const v: Verdicts = new Map(
    ['start-of-damage-step', 'before-damage-calculation', CALCULATION, 'after-damage-calculation', 'end-of-damage-step'].map((t) => {
      const own = verdict(text, t, opt);
      return [t as TimingId, summoner ? onlyWhereSummoned(own, verdict(summoner, t, opt), summoner) : own];
    }),
  );
  // A second script effect on one text effect runs a part of it this reader does not tell (a bullet
  // of a choice); where the rules refuse the whole effect at every timing, they refuse each part.
  const refusedThroughout = [...v.values()].every((x) => !x.canActivate);
  const trusted = (m.sure || (m.doubt === SAME_TEXT_DOUBT && refusedThroughout)) && !rulingMayDecide(card, m.text);
  const sev = (base: FindingSeverity): FindingSeverity => (trusted ? base : 'info');
  const e = f.effect;
  const counterTrap = f.action === 'activate' && card.subtype === 'counter-trap';
  const speedOne = f.action === 'activate' && SPELL_SPEED_ONE_SUBTYPES.has(card.subtype);
  // What the engine checks: activated effects need the flag, except Flip effects, mandatory
  // triggers, optional triggers of the card itself, the battle's own events and Counter Traps.
  const viaContinuous = f.action === 'continuous';
  const typeExempt = f.action === 'flip' || (f.action === 'trigger' && (f.mandatory || f.single)) || counterTrap || viaContinuous;
  const exemptDS = typeExempt || (f.code !== undefined && exemptFromDamageStepCheck(f.code));
  const exemptCal = typeExempt || (f.code !== undefined && exemptFromDamageCalCheck(f.code));
  const dsYes = yesAt(v, DS_TIMINGS);
  const reach = f.action === 'trigger' && movedOnlyByAnotherCard(f, text);
  // The other cards' half of a condition with the card itself as an alternative: allowed because
  // this project reads Konami's Q&A on Trilojig as covering the effect as a whole, so at most a warning.
  const otherCardsHalf = text.eventSelfAlternative === true && (m.alternative?.subject === 'others' || !f.single);
  const reachWords = m.alternative?.subject === 'others' || otherCardsHalf ? BROUGHT_BY_A_CARD_EFFECT : MOVED_BY_ANOTHER_CARD;
  const calYes = v.get(CALCULATION)?.canActivate ?? false;
  const firstDs = v.get(DS_TIMINGS[0] as TimingId);
  // The engine offers a Continuous Trap's bare "Activate" in the Damage Step whenever one of the
  // card's own effects may be used there: its flags change nothing a player sees; that effect's do.
  const offeredWithItsEffect = f.action === 'activate' && f.bareActivation && card.subtype === 'continuous-trap' && siblings.ownActivatedEffect;

  // Flags the engine does not look at.
  const ignored = [...(exemptDS && f.damageStepFlag ? [FLAG_DAMAGE_STEP] : []), ...(exemptCal && f.damageCalFlag ? [FLAG_DAMAGE_CAL] : [])];
  if (ignored.length > 0 && f.flags && !viaContinuous) {
    const why = counterTrap
      ? 'Counter Traps may always be activated'
      : typeExempt
        ? 'the engine lets Flip effects, mandatory triggers and its own optional triggers through anyway'
        : `the engine exempts the battle's own event ${f.codeName ?? ''}`;
    const rule = decidingRule(v.get(dsYes[0] ?? CALCULATION)) || decidingRule(firstDs);
    const fix = ignored.length === 1 ? removeFlagFix(reading, e, ignored[0] as string, `Remove ${ignored[0] as string}`) : undefined;
    out.add(m, 'flag-ignored-by-engine', 'info', callOrCreation(e, 'SetProperty'), `sets ${ignored.join(' and ')}, which changes nothing here: ${why}.`, rule, fix);
  }

  if (!exemptDS && f.flags) {
    if (dsYes.length > 0 && !f.damageStepFlag && !offeredWithItsEffect) {
      const rule = decidingRule(v.get(dsYes[0] as TimingId));
      out.add(
        m,
        'missing-damage-step-flag',
        sev(reach || otherCardsHalf ? 'warning' : 'error'),
        callOrCreation(e, 'SetProperty'),
        `allowed in the Damage Step (${words(dsYes)})${reach ? reachWords : ''}, but without EFFECT_FLAG_DAMAGE_STEP the engine never offers it there.`,
        rule,
        missingFlagFix(reading, f, text, DAMAGE_STEP_FLAGS(calYes && !exemptCal), v),
      );
    } else if (dsYes.length === 0 && f.damageStepFlag) {
      // The rules that refuse it where its event can come, not the event gate at a timing it never
      // does; of those, the one that weighs most.
      const harmless = eventKeepsItOut(f, v, DS_TIMINGS);
      const refusing = [...new Set(DS_TIMINGS.map((t) => decidingRule(v.get(t))).filter((r) => r !== EVENT_GATE_RULE_ID))];
      const weighed = (refusing.length > 0 ? refusing : [decidingRule(firstDs)]).map((r) => ({ rule: r, ...weighExtraFlag(f, text, r, harmless, 'there', sev, speedOne) }));
      const { rule, severity, why } = weighed.reduce((a, b) => (SEVERITY_ORDER[b.severity] > SEVERITY_ORDER[a.severity] ? b : a));
      out.add(
        m,
        'extra-damage-step-flag',
        severity,
        callOrCreation(e, 'SetProperty'),
        `the rules forbid it at every timing of the Damage Step, but it sets EFFECT_FLAG_DAMAGE_STEP${why}.`,
        rule,
        removeFlagFix(reading, e, FLAG_DAMAGE_STEP, `Remove EFFECT_FLAG_DAMAGE_STEP from ${e.variable}`),
      );
    }
  }

  if (!exemptCal && f.flags) {
    const rule = decidingRule(v.get(CALCULATION));
    if (calYes && !f.damageCalFlag && !offeredWithItsEffect) {
      const byDamage = rule === DAMAGE_IN_CALCULATION_RULE_ID;
      out.add(
        m,
        'missing-damage-cal-flag',
        // Only another card's effect resolving during damage calculation brings the event then (few
        // effects may be activated then), and the scripts fixed for it leave the flag out: an info.
        reach ? 'info' : sev(byDamage || otherCardsHalf ? 'warning' : 'error'),
        callOrCreation(e, 'SetProperty'),
        `allowed during damage calculation${reach ? reachWords : ''}${byDamage ? DAMAGE_IN_CALCULATION : ''}, but without EFFECT_FLAG_DAMAGE_CAL the engine never offers it then.`,
        rule,
        addFlagsFix(reading, e, f.damageStepFlag || dsYes.length === 0 ? [FLAG_DAMAGE_CAL] : [FLAG_DAMAGE_STEP, FLAG_DAMAGE_CAL], `Add EFFECT_FLAG_DAMAGE_CAL to ${e.variable}`),
      );
    } else if (!calYes && f.damageCalFlag) {
      const afterOnly = f.code !== undefined && raisedOnlyAfterDamageCalculation(f.code);
      const { severity, why } = weighExtraFlag(f, text, rule, afterOnly || eventKeepsItOut(f, v, [CALCULATION]), 'then', sev, speedOne);
      out.add(
        m,
        'extra-damage-cal-flag',
        severity,
        callOrCreation(e, 'SetProperty'),
        `the rules forbid it during damage calculation, but it sets EFFECT_FLAG_DAMAGE_CAL${why}.`,
        rule,
        removeFlagFix(reading, e, FLAG_DAMAGE_CAL, `Remove EFFECT_FLAG_DAMAGE_CAL from ${e.variable}`),
      );
    }
  }

  // The rules allow it in the Damage Step and the engine would offer it there (its flag, or a kind
  // the engine lets through), but its condition is false there because of the phase alone: the
  // script keeps out what the rules allow (the card-script repositories' fix for Butterfly Dagger - Elma).
  if (dsYes.length > 0 && (f.damageStepFlag || exemptDS) && f.condition.shutsDamageStep && !offeredWithItsEffect) {
    out.add(
      m,
      'condition-excludes-damage-step',
      sev('warning'),
      callOrCreation(e, 'SetCondition'),
      `allowed in the Damage Step${dsYes.length < DS_TIMINGS.length ? ` (${words(dsYes)})` : ''}, but its condition is false there because of the phase, so the engine never offers it then.`,
      decidingRule(v.get(dsYes[0] as TimingId)),
      removeDamageStepPhaseCheckFix(reading, e, yesAt(v, AFTER_CALCULATION).length === 0),
    );
  }

  // ATK/DEF changes: allowed until damage calculation, so the flag alone lets them through after it.
  const after = yesAt(v, AFTER_CALCULATION);
  if (
    !exemptDS &&
    f.damageStepFlag &&
    changesStats(f, text) &&
    yesAt(v, BEFORE_CALCULATION).length > 0 &&
    after.length === 0 &&
    !onlyEventGate(v, AFTER_CALCULATION) &&
    !f.condition.afterCalculationGuard &&
    !f.condition.shutsDamageStep
  ) {
    const unsure = f.condition.present && (!f.condition.resolved || f.condition.checksPhase);
    out.add(
      m,
      'missing-after-calculation-guard',
      unsure ? 'info' : sev('error'),
      callOrCreation(e, 'SetCondition'),
      `an ATK/DEF change with EFFECT_FLAG_DAMAGE_STEP, but nothing in its condition stops it after damage calculation, where the rules forbid it.`,
      decidingRule(v.get('after-damage-calculation')),
      addGuardFix(reading, e),
    );
  }

  // Seed 000 (After damage calculation): a monster destroyed by battle cannot activate its optional
  // Quick Effects until it leaves the field. The engine does not know that: it offers such an effect
  // of a battle-destroyed monster after damage calculation unless the script looks at
  // STATUS_BATTLE_DESTROYED (the card-script repositories' own fixes, Thunderclap Monk among them).
  if (
    f.action === 'quick' &&
    !f.mandatory &&
    !f.grantedToOther &&
    // An Xyz Material's effect given to the Xyz Monster is used from the Monster Zone, with or without SetRange.
    (f.range.includes('LOCATION_MZONE') || f.grantedToXyz === true) &&
    f.damageStepFlag &&
    !f.condition.afterCalculationGuard &&
    f.battleDestroyedCheck === false &&
    !f.condition.shutsDamageStep &&
    // A face-down monster attacked is flipped face-up before damage calculation: an effect used face-down is never offered then.
    !(isClassifiedEffect(text) && FACE_DOWN_ONLY.test(text.text)) &&
    v.get(AFTER_DAMAGE_CALCULATION)?.canActivate
  ) {
    const destroyed = verdict({ ...text, sourceDestroyedByBattle: true }, AFTER_DAMAGE_CALCULATION, opt);
    if (!destroyed.canActivate) {
      out.add(
        m,
        'missing-battle-destroyed-check',
        f.condition.checksPhase ? 'info' : sev('warning'),
        callOrCreation(e, 'SetCondition'),
        'no check of STATUS_BATTLE_DESTROYED, so the engine offers it after damage calculation while this card is destroyed by battle, which the rules forbid.',
        decidingRule(destroyed),
        addBattleDestroyedCheckFix(reading, e),
      );
    }
  }

  // Fast effects the player activates at will: the client offers them only at their hint timings.
  // Counter Traps need no flag, but their hint timing too.
  const freeChain = f.code === undefined || f.code === FREE_CHAIN;
  const usableInDs = (f.damageStepFlag || counterTrap) && dsYes.length > 0 && !offeredWithItsEffect;
  if ((f.action === 'quick' || f.action === 'activate') && freeChain && usableInDs && f.hint.readable && !f.hint.includesDamageStepBothTurns) {
    // With no hint timing at all the author may rely on the client's own prompts, and with one
    // turn's timing the effect may be meant for that turn: only inform.
    const oneTurn = f.hint.includesDamageStep;
    out.add(
      m,
      'missing-damage-step-hint-timing',
      f.hint.present && !oneTurn ? sev('warning') : 'info',
      callOrCreation(e, 'SetHintTiming'),
      oneTurn
        ? "it may be used in the Damage Step, but only one of its hint timings (its own turn's, the opponent's) includes TIMING_DAMAGE_STEP, so the client does not offer it there in the other player's turn."
        : `it may be used in the Damage Step, but its hint timing ${f.hint.present ? 'does not include' : 'is not set to include'} TIMING_DAMAGE_STEP, so the client does not offer it there.`,
      decidingRule(v.get(dsYes[0] as TimingId)),
      extendHintFix(reading, e),
    );
  }

  // Seed 000 (Cards and effects that can be activated): a Set Continuous Trap may be activated in the
  // Damage Step only with its Damage Step effect in the same Chain Link. The engine offers the card's
  // bare "Activate" there whenever one of its own effects may be used there. A script that also
  // writes the card activated with that effect lets a player pick the bare one instead, which a
  // condition keeps out (the fix a card-script repository made to Altergeist Protocol). With only a
  // Quick effect, activating the card and chaining the effect is as near to one Chain Link as the
  // engine comes, and a condition would shut the card out: nothing to report.
  if (offeredWithItsEffect && siblings.activationWithEffectInDamageStep && f.condition.resolved && !f.condition.checksPhase) {
    const withItsEffect = dsYes.filter((t) => permitsOnlyWithItsEffectInOneChainLink(decidingRule(v.get(t))));
    if (withItsEffect.length > 0 && withItsEffect.length === dsYes.length)
      out.add(
        m,
        'missing-damage-step-condition',
        sev('warning'),
        callOrCreation(e, 'SetCondition'),
        'the engine offers this bare activation in the Damage Step too, where the rules allow the Continuous Trap only with its effect in the same Chain Link, and no condition keeps it out.',
        decidingRule(v.get(withItsEffect[0] as TimingId)),
        addOutsideDamageStepConditionFix(reading, e),
      );
  }

  // Triggers the engine lets through whatever the flags: the rules may still forbid them.
  const split = siblings.splitSubjects.get(m);
  const splitDoubt = split ? ` Unsure: ${split.join(', ')} carries it for ${f.single ? 'other cards' : 'the card itself'}.` : '';
  if (typeExempt && !counterTrap) {
    const all: TimingId[] = [...DS_TIMINGS, CALCULATION];
    const refusing = all.filter((t) => !v.get(t)?.canActivate && decidingRule(v.get(t)) !== EVENT_GATE_RULE_ID);
    if (yesAt(v, all).length === 0 && refusing.length > 0 && !f.condition.checksPhase && f.condition.resolved) {
      const rule = decidingRule(v.get(refusing[0] as TimingId));
      // As for an extra flag: a Problem-Solving text refused by the general rule alone, without
      // "(except during the Damage Step)", may have a ruling of its own that allows it.
      const generalOnly = onlyTheGeneralRule(rule, text);
      out.add(
        m,
        'missing-damage-step-condition',
        split ? 'info' : sev(reach || generalOnly ? 'warning' : 'error'),
        callOrCreation(e, 'SetCondition'),
        `the engine lets this ${viaContinuous ? 'Continuous effect' : 'trigger'} through in the Damage Step${reach ? reachWords : ''}, where the rules forbid ${viaContinuous ? 'the trigger it carries out' : 'it'}${generalOnly ? GENERAL_RULE_ONLY : ''}, and no condition in the script stops it.${splitDoubt}`,
        rule,
        addOutsideDamageStepConditionFix(reading, e),
      );
    }
  }
}

/**
 * How many activated effects the script registers on the card itself as one of its effects
 * resolves, outside initial_effect. Older Equip Traps do so for what the card does once equipped
 * ("If the equipped monster destroys … by battle: Draw 1 card."): the text effects such a script
 * never registers up front are expected, as for helpers, and doubt nothing else.
 */
function activatedAtResolution(reading: ScriptReading): number {
  let n = 0;
  for (const fn of reading.functions.values()) {
    if (/[.:]initial_effect$/.test(fn.name)) continue;
    const body = reading.source.slice(fn.start, fn.end);
    if (!/\blocal c\s*=\s*e:GetHandler\(\)/.test(body)) continue;
    for (const [, name] of body.matchAll(/\blocal (\w+)\s*=\s*Effect\.CreateEffect\(c\)/g)) {
      const activated = new RegExp(`\\b${name}:SetType\\([^)]*EFFECT_TYPE_(?:TRIGGER_[OF]|QUICK_[OF]|IGNITION)\\b`).test(body);
      if (activated && new RegExp(`\\bc:RegisterEffect\\(${name}\\b`).test(body)) n++;
    }
  }
  return n;
}

/** Script effects the card gives a monster, paired with the effects its text gives that monster. */
function grantedMatches(granted: EffectFacts[], text: readonly EffectCharacteristics[] | undefined): EffectMatch[] {
  return granted.length > 0 && text ? matchEffects(granted, text, 'monster', 0).matches : [];
}

/** Every finding for one script against its card. */
export function checkScript(reading: ScriptReading, card: ScriptCard, opts: CheckOptions): { findings: ScriptFinding[]; matches: EffectMatch[] } {
  const facts: EffectFacts[] = reading.effects.map((e) => effectFacts(reading, e));
  const activatingHelpers = reading.helpers.filter((h) => /Equip|Persistent|Ritual|SummonEff|Spirit|Union|Activat|Counter|Quick/i.test(h.name)).length;
  // An effect given to the Xyz Monster, or to another monster through a grant, is that monster's: it
  // pairs only with what the text gives it, and with nothing when the text was not read so.
  const own = facts.filter((f) => !f.grantedToXyz && !f.grantedToOther);
  const { matches: ownMatches } = matchEffects(own, card.effects, card.kind, activatingHelpers + activatedAtResolution(reading));
  const matches = [
    ...ownMatches,
    ...grantedMatches(
      facts.filter((f) => f.grantedToXyz),
      card.grantedToXyz,
    ),
    ...grantedMatches(
      facts.filter((f) => f.grantedToOther),
      card.grantedToOther,
    ),
  ];
  const out = new Reporter(card);
  // A Quick Effect the card gives another monster is not one the card itself may use.
  const itsOwn = facts.filter((f) => !f.grantedToOther);
  const siblings: Siblings = {
    ownActivatedEffect: itsOwn.some((f) => f.action === 'quick' || f.action === 'trigger'),
    activationWithEffectInDamageStep: itsOwn.some((f) => f.action === 'activate' && !f.bareActivation && f.damageStepFlag),
    splitSubjects: splitSubjects(matches),
  };
  for (const m of matches) checkEffect(reading, m, card, opts, out, siblings);
  out.findings.sort((a, b) => a.range.start.offset - b.range.start.offset);
  return { findings: out.findings, matches };
}
