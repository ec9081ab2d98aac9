// Card text → effect characteristics. Pure: no I/O.
export { classifyCard, classifyCards, isClassifiedEffect, poolReader } from './classify';
export { KIND_LABELS, parseKindLabel, kindLabelOf } from './kinds';
export type { CardKindInfo } from './kinds';
export { readCardBlock, kindOfTypeLine, kindFromWording, cardTextInput, cardReadOf, describeCardRead } from './card-block';
export type { CardBlock, CardRead, BlockLine, UnplacedLine } from './card-block';
export { coverageReport, formatCoverage } from './coverage';
export type { CoverageReport } from './coverage';

import type { EffectExtras, EffectProvenance } from '../ask';
import { isClassifiedEffect } from './classify';

/** For `ask()`: the span, text, confidence and assumptions of each classified effect entry. */
export const classifiedProvenance: EffectProvenance = (effect) => {
  if (!isClassifiedEffect(effect)) return undefined;
  const extras: EffectExtras = { text: effect.text, span: { ...effect.span }, confidence: effect.confidence, assumptions: [...effect.assumptions], wordings: [...effect.wordings] };
  if (effect.notRead) extras.notRead = { text: effect.notReadText ?? effect.text, countedInVerdict: false };
  return extras;
};
