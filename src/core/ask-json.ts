import { publicVerdict, type AskAnswer, type EffectProvenance } from './ask';
import { cardVerdicts } from './engine/eligibility';
import { timingIdsOf } from './timings';
import type { CardRecord, TimingId, Verdict, VerdictOptions } from './types';

// `JSON.stringify(ask(...))`, character for character, for a whole card pool: the engine shares
// one frozen Verdict among every effect it explains alike, so each is serialized once and its
// text reused, and no answer object is built only to be turned into text.

const verdictJson = new WeakMap<Verdict, string>();

function verdictText(v: Verdict): string {
  let text = verdictJson.get(v);
  if (text === undefined) {
    text = JSON.stringify(publicVerdict(v));
    // Only the engine's shared verdicts are frozen: a combined one is built anew for each card.
    if (Object.isFrozen(v)) verdictJson.set(v, text);
  }
  return text;
}

const list = (verdicts: Verdict[]): string => `[${verdicts.map(verdictText).join(',')}]`;

/** `{...}` without its closing brace: undefined members are left out exactly as JSON.stringify does. */
const open = (value: object): string => JSON.stringify(value).slice(0, -1);

export function askJson(card: CardRecord, opts: VerdictOptions, timings: TimingId[] = timingIdsOf(opts.ruleset), provenance?: EffectProvenance): string {
  const result = cardVerdicts(card, timings, opts);
  const head: Omit<AskAnswer, 'verdicts' | 'effects'> = { card: { name: card.name, source: card.source, kind: card.kind, subtype: card.subtype }, ruleset: opts.ruleset, region: opts.region };
  const effects = result.effects.map(({ effect, verdicts }) => {
    const kind: AskAnswer['effects'][number]['kind'] = effect.activation === 'card' ? 'card-activation' : 'effect';
    const extras = provenance?.(effect);
    const tail = extras === undefined ? '' : JSON.stringify(extras).slice(1, -1);
    return `${open({ label: effect.label, kind })},"verdicts":${list(verdicts)}${tail === '' ? '' : `,${tail}`}}`;
  });
  return `${open(head)},"verdicts":${list(result.verdicts)},"effects":[${effects.join(',')}]}`;
}
