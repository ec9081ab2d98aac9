import type { CardCatalog } from '../cards/catalog';
import { normalizeName } from '../cards/normalize';
import { classifyCard } from '../classify';
import { KIND_LABELS, parseKindLabel, type CardKindInfo } from '../classify/kinds';
import type { CardRecord, EffectCharacteristics } from '../types';
import type { CardSpec } from './card-spec';
import { lookupCard } from './lookup';
import type { Diagnostic } from './types';

type Kind = CardKindInfo;

// Short forms writers use besides the type-line labels the classifier knows.
// A Map: a kind written "constructor" must not find Object's own members (issue 19).
const SHORT_KINDS: ReadonlyMap<string, Kind> = new Map([
  ['monster', { kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'] }],
  ['flip monster', { kind: 'monster', subtype: 'monster', monsterTypes: ['Flip', 'Effect'] }],
]);
const NORMAL_MONSTER: Kind = { kind: 'monster', subtype: 'monster', monsterTypes: ['Normal'] };
const FLIP_MONSTER = SHORT_KINDS.get('flip monster') as Kind;

export function parseKind(text: string): Kind | undefined {
  return parseKindLabel(text) ?? SHORT_KINDS.get(normalizeName(text).replace(/ card$/, ''));
}

/** The Flip effect an inline monster marked `flip` gets when no text describes it. */
const FLIP_EFFECT: EffectCharacteristics = {
  label: 'FLIP effect',
  activation: 'effect',
  cardKind: 'monster',
  cardSubtype: 'monster',
  effectKind: 'flip',
  mandatory: true,
  does: ['other'],
  event: 'self-flipped-face-up',
  eventSubject: 'self',
};

export function isFlipEffect(e: EffectCharacteristics): boolean {
  return e.effectKind === 'flip' || e.event === 'self-flipped-face-up';
}

type Report = (d: Omit<Diagnostic, 'rule'> & { rule?: string | null }) => void;

function inline(spec: CardSpec, kind: Kind, report: Report): CardRecord {
  const base = { name: spec.name, kind: kind.kind, subtype: kind.subtype, ...(kind.monsterTypes ? { monsterTypes: kind.monsterTypes } : {}) };
  const stats = { ...(spec.atk !== undefined ? { atk: spec.atk } : {}), ...(spec.def !== undefined ? { def: spec.def } : {}), ...(spec.level !== undefined ? { level: spec.level } : {}) };
  let effects: EffectCharacteristics[] = [];
  if (spec.text) {
    const classified = classifyCard({ ...base, ...stats, text: spec.text.value });
    effects = classified.card.effects;
    const unread = classified.unrecognised.map((u) => `"${u.text}"`);
    if (unread.length > 0) report({ severity: 'warning', message: `Part of this text could not be read, so it is not judged: ${unread.join(', ')}`, ...spec.text.range, code: 'card-text' });
  }
  if (spec.flip && !effects.some(isFlipEffect)) effects = [...effects, FLIP_EFFECT];
  return { ...base, ...stats, effects, seed: { document: '000', section: 'inline card' }, source: 'text' };
}

/**
 * The card record a spec stands for: an inline card when it gives a kind or text, the catalog's
 * card when the name is known (its ATK/DEF can be overridden), a plain monster when the name is
 * unknown but ATK and DEF are given; otherwise an error with "did you mean".
 */
export function resolveCard(spec: CardSpec, catalog: CardCatalog, report: Report): CardRecord | undefined {
  if (spec.kind || spec.text) {
    let kind: Kind | undefined;
    if (spec.kind) {
      kind = parseKind(spec.kind.value);
      if (!kind) report({ severity: 'error', message: `"${spec.kind.value}" is not a card kind; use one of: ${KIND_LABELS.join(', ')}`, ...spec.kind.range, code: 'invalid-value' });
    } else if (spec.atk !== undefined || spec.def !== undefined) {
      kind = SHORT_KINDS.get('monster');
    } else {
      report({ severity: 'error', message: `Say what kind of card "${spec.name}" is, e.g. kind "Normal Trap"`, ...spec.nameRange, code: 'missing' });
    }
    return kind ? inline(spec, kind, report) : undefined;
  }
  const found = lookupCard(catalog, spec.name);
  if (found.card) {
    // A small typo is read as the card it almost names; say so, so a writer can fix the text.
    if (!catalog.exact(spec.name)) {
      report({ severity: 'info', message: `Read "${spec.name}" as "${found.card.name}".`, ...spec.nameRange, code: 'corrected-name', suggestions: [found.card.name] });
    }
    return { ...found.card, ...(spec.atk !== undefined ? { atk: spec.atk } : {}), ...(spec.def !== undefined ? { def: spec.def } : {}) };
  }
  if (spec.atk !== undefined && spec.def !== undefined) return inline(spec, spec.flip ? FLIP_MONSTER : NORMAL_MONSTER, report);
  const hint =
    found.suggestions.length > 0 ? ` Did you mean ${found.suggestions.map((s) => `"${s}"`).join(', ')}?` : ' Give its ATK and DEF (atk 1000 def 1000) or its kind and text to describe it inline.';
  report({ severity: 'error', message: `Unknown card "${spec.name}".${hint}`, ...spec.nameRange, code: 'unknown-card', ...(found.suggestions.length > 0 ? { suggestions: found.suggestions } : {}) });
  return undefined;
}
