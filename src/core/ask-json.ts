import { answerCardOf, publicVerdict, type AskAnswer, type EffectProvenance } from './ask';
import { cardVerdicts } from './engine/eligibility';
import { timingIdsOf } from './timings';
import type { CardRecord, TimingId, Verdict, VerdictOptions } from './types';

// `JSON.stringify(ask(...))`, character for character, for a whole card pool: the engine shares
// one frozen Verdict among every effect it explains alike, so each is serialized once and its
// text reused, and no answer object is built only to be turned into text. The line comes as
// pieces, so that a writer can copy them out without first joining them into one more string.

const verdictJson = new WeakMap<Verdict, string>();

function verdictText(v: Verdict): string {
  let text = verdictJson.get(v);
  if (text === undefined) {
    text = JSON.stringify(publicVerdict(v));
    // Only the engine's shared verdicts are frozen: one built for a single card is not kept.
    if (Object.isFrozen(v)) verdictJson.set(v, text);
  }
  return text;
}

// Separators are pieces of their own: a shared verdict's text is copied out as it is, never
// first joined with its comma into a new string.
function pushList(out: string[], verdicts: Verdict[]): void {
  out.push('[');
  verdicts.forEach((v, i) => {
    if (i > 0) out.push(',');
    out.push(verdictText(v));
  });
  out.push(']');
}

/** `{...}` without its closing brace: undefined members are left out exactly as JSON.stringify does. */
const open = (value: object): string => JSON.stringify(value).slice(0, -1);

/** Appends the pieces of the card's `ask --json` line (without a newline) to `out`. */
export function askJsonParts(out: string[], card: CardRecord, opts: VerdictOptions, timings: TimingId[] = timingIdsOf(opts.ruleset), provenance?: EffectProvenance): void {
  const result = cardVerdicts(card, timings, opts);
  const head: Omit<AskAnswer, 'verdicts' | 'effects'> = {
    card: answerCardOf(card),
    ruleset: opts.ruleset,
    region: opts.region,
  };
  out.push(open(head), ',"verdicts":');
  pushList(out, result.verdicts);
  out.push(',"effects":[');
  result.effects.forEach(({ effect, verdicts }, i) => {
    const kind: AskAnswer['effects'][number]['kind'] = effect.activation === 'card' ? 'card-activation' : 'effect';
    if (i > 0) out.push(',');
    out.push(`${open({ label: effect.label, kind })},"verdicts":`);
    pushList(out, verdicts);
    const extras = provenance?.(effect);
    const tail = extras === undefined ? '' : JSON.stringify(extras).slice(1, -1);
    out.push(tail === '' ? '}' : `,${tail}}`);
  });
  out.push(']}');
}

/** The card's `ask --json` line: JSON.stringify(ask(card, ...)), built from shared pieces. */
export function askJson(card: CardRecord, opts: VerdictOptions, timings?: TimingId[], provenance?: EffectProvenance): string {
  const out: string[] = [];
  askJsonParts(out, card, opts, timings, provenance);
  return out.join('');
}
