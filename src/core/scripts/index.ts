// Card scripts: read EDOPro/YGOPro card scripts without running them and check their
// Damage Step flags, guards, conditions and hint timings against the rules. Pure: no I/O.
import { CardCatalog } from '../cards/catalog';
import { classifyCard } from '../classify';
import { EMBEDDED_CARDS } from '../cards/embedded';
import { normalizeName } from '../cards/normalize';
import { RULES } from '../rules';
import type { CardRecord, ClassifiedCard, EffectCharacteristics } from '../types';
import { checkScript, type CheckOptions, type ScriptCard, type ScriptFinding } from './check';
import type { EffectMatch } from './match';
import { applyEdits, safeFixes } from './fixes';
import { unreadable } from './read-limits';
import { readScript, type ScriptReading } from './reader';
import { applySuppressions } from './suppress';

export { readScript, dottedName } from './reader';
export { MAX_SCRIPT_CHARS, MAX_SCRIPT_NESTING } from './read-limits';
export type { Dialect, ScriptEffect, ScriptHelper, ScriptReading, ScriptReadError, SourcePos, SourceRange, ValueExpr } from './reader';
export { effectFacts } from './facts';
export type { EffectFacts, ScriptAction } from './facts';
export { matchEffects } from './match';
export type { CardMatch, EffectMatch } from './match';
export { checkScript, FINDING_CODES, ruleSentence as findingRuleSentence } from './check';
export type { CheckOptions, FindingCode, FindingSeverity, ScriptCard, ScriptFinding } from './check';
export type { ScriptFix, TextEdit } from './fixes';
export { applyEdits, safeFixes } from './fixes';
export { readSuppressions, applySuppressions, suppressionEdit, unknownSuppressionCodes } from './suppress';
export type { Suppression } from './suppress';
export { FINDING_DOCS } from './finding-docs';
export type { FindingDoc } from './finding-docs';
export { AFTER_CALCULATION_GUARDS, FLAG_DAMAGE_CAL, FLAG_DAMAGE_STEP } from './constants';

let embedded: CardCatalog | undefined;
const embeddedCatalog = (): CardCatalog => (embedded ??= new CardCatalog(EMBEDDED_CARDS));

/** `c<passcode>.lua` → the passcode; undefined for any other file (utility scripts, procedures). */
export function passcodeOfFile(fileName: string): number | undefined {
  const m = /(?:^|[\\/])c(\d+)\.lua$/i.exec(fileName);
  return m ? Number(m[1]) : undefined;
}

let rulingsByName: Map<string, string[]> | undefined;

/** Ids of rule records written for this very card (its card-specific rulings). */
export function cardSpecificRulings(name: string): string[] {
  if (!rulingsByName) {
    rulingsByName = new Map();
    for (const r of RULES) {
      if (!r.id.startsWith('ruling.')) continue;
      for (const x of r.examples) {
        const key = normalizeName(x.card);
        rulingsByName.set(key, [...new Set([...(rulingsByName.get(key) ?? []), r.id])]);
      }
    }
  }
  const ids = new Set(rulingsByName.get(normalizeName(name)) ?? []);
  const embedded = embeddedCatalog().exact(name);
  for (const e of embedded?.effects ?? []) for (const id of e.rulings ?? []) ids.add(id);
  return [...ids];
}

/**
 * The card as the check reads it: the hand-written embedded record when there is one (it is
 * more exact than a reading of the text), else the classified card.
 */
export function scriptCardOf(card: ClassifiedCard | CardRecord): ScriptCard {
  const record = 'card' in card ? card.card : card;
  const embedded = embeddedCatalog().exact(record.name);
  const chosen = embedded ?? record;
  const rulings = cardSpecificRulings(record.name);
  const effects = embedded ? withSameChainLinkEffects(embedded.effects) : chosen.effects;
  const onEffects = new Set(effects.flatMap((e) => e.rulings ?? []));
  const perEffect = embedded !== undefined && rulings.length > 0 && rulings.every((id) => onEffects.has(id));
  const grantedToXyz = embedded ? [] : effectsGivenToXyz(record);
  const grantedToOther = embedded ? [] : effectsGivenToOthers(record);
  return {
    name: record.name,
    kind: chosen.kind,
    subtype: chosen.subtype,
    effects,
    ...(rulings.length > 0 ? { cardSpecificRulings: rulings } : {}),
    ...(perEffect ? { rulingsPerEffect: true } : {}),
    ...(grantedToXyz.length > 0 ? { grantedToXyz } : {}),
    ...(grantedToOther.length > 0 ? { grantedToOther } : {}),
  };
}

/** What the card gives another monster, read as that monster's own: each bullet ("● A ● B") an effect of its own. */
function grantedEffects(record: CardRecord, body: string, monsterTypes: string[]): EffectCharacteristics[] {
  return body
    .split(/\s*[\u25cf\u2022]\s*/)
    .filter((piece) => piece.trim() !== '')
    .flatMap((piece) => classifyCard({ name: record.name, kind: 'monster', subtype: 'monster', monsterTypes, text: piece }).card.effects);
}

// "An Xyz Monster … that has this card as (Xyz) material gains this effect." and what follows it.
const GIVEN_TO_XYZ_HEADER = /^[^.]*\bxyz monster\b[^.]*\bmaterials?\b[^.]*\bgains? (?:this|these|the following) effects?(?:\(s\))?[.:]?\s*/i;

/** The effects a card's text gives the Xyz Monster it is material of, read as that monster's own. */
function effectsGivenToXyz(record: CardRecord): EffectCharacteristics[] {
  return (record.grantedElsewhere ?? []).flatMap((g) => {
    const header = GIVEN_TO_XYZ_HEADER.exec(g.text);
    if (!header) return [];
    return grantedEffects(record, g.text.slice(header[0].length), ['Xyz', 'Effect']);
  });
}

// "The equipped monster gains this effect.", "A monster equipped with this card gains the following
// effect.", "… monsters you control gain this effect.": a sentence that gives another monster what
// follows it (a quoted name may hold a full stop).
const GIVEN_TO_OTHER_HEADER = /^(?:[^."]|"[^"]*")*?\bgains? (?:this|these|the following) effects?(?:\(s\))?[.:]?\s*/i;

/**
 * The effects a card's text gives another monster it does not name as its Xyz Monster (the equipped
 * monster, monsters on the field), read as that monster's own.
 */
function effectsGivenToOthers(record: CardRecord): EffectCharacteristics[] {
  return (record.grantedElsewhere ?? []).flatMap((g) => {
    if (GIVEN_TO_XYZ_HEADER.test(g.text)) return [];
    const header = GIVEN_TO_OTHER_HEADER.exec(g.text);
    if (!header) return [];
    return grantedEffects(record, g.text.slice(header[0].length), ['Effect']);
  });
}

/**
 * An embedded Continuous Trap record folds the effect it may be activated with into the card's
 * activation; its script registers that effect on its own, so the check reads it as one too.
 */
function withSameChainLinkEffects(effects: readonly EffectCharacteristics[]): EffectCharacteristics[] {
  const out = [...effects];
  for (const e of effects) {
    const inner = e.sameChainLinkEffect;
    if (!inner || effects.some((x) => x.activation === 'effect' && x.effectKind === inner.effectKind && x.event === inner.event)) continue;
    out.push({ ...inner, label: `${e.label}: its effect, also on its own once the card is face-up`, activation: 'effect', cardKind: e.cardKind, cardSubtype: e.cardSubtype });
  }
  return out;
}

export interface ScriptLint {
  reading: ScriptReading;
  findings: ScriptFinding[];
  matches: EffectMatch[];
  /** Findings a `-- dmgstep-disable-…` comment silences (not in `findings`). */
  suppressed: ScriptFinding[];
}

/** Reads and checks one script against its card. Never throws; a syntax error is in `reading.error`. */
export function lintScript(source: string, fileName: string, card: ScriptCard, opts: CheckOptions): ScriptLint {
  const reading = readScript(source, fileName);
  if (reading.error) return { reading, findings: [], matches: [], suppressed: [] };
  let checked: ReturnType<typeof checkScript>;
  try {
    checked = checkScript(reading, card, opts);
  } catch (e) {
    // The check walks the tree recursively too: one script beyond it is reported, never thrown.
    return { reading: { ...reading, error: unreadable(source, e) }, findings: [], matches: [], suppressed: [] };
  }
  const { kept, suppressed } = applySuppressions(source, checked.findings);
  return { reading, matches: checked.matches, findings: kept, suppressed };
}

export interface ScriptFixResult {
  /** The script with every safe fix applied. */
  fixed: string;
  /** How many fixes were applied, over all passes. */
  applied: number;
  /** The check of the fixed script. */
  lint: ScriptLint;
}

// A fix can make another one possible (the flag first, then its hint timing): a few passes reach the end.
const FIX_PASSES = 4;

/** Applies the safe quick fixes (see safeFixes) until none is left, and checks the result. */
export function fixScript(source: string, fileName: string, card: ScriptCard, opts: CheckOptions): ScriptFixResult {
  let text = source;
  let applied = 0;
  let lint = lintScript(text, fileName, card, opts);
  for (let pass = 0; pass < FIX_PASSES; pass++) {
    const fixes = safeFixes(lint.findings);
    if (fixes.length === 0) break;
    const next = applyEdits(
      text,
      fixes.flatMap((f) => f.edits),
    );
    const after = lintScript(next, fileName, card, opts);
    // A fix that leaves the script unreadable is no fix: keep what was there.
    if (after.reading.error) break;
    text = next;
    lint = after;
    applied += fixes.length;
  }
  return { fixed: text, applied, lint };
}
