import { getTiming, timingIdsOf, type AskAnswer, type PublicVerdict, type TimingId } from '../core';

const SUBTYPE_LABEL: Record<string, string> = {
  monster: 'Monster',
  'normal-spell': 'Normal Spell',
  'quick-play-spell': 'Quick-Play Spell',
  'continuous-spell': 'Continuous Spell',
  'equip-spell': 'Equip Spell',
  'field-spell': 'Field Spell',
  'ritual-spell': 'Ritual Spell',
  'normal-trap': 'Normal Trap',
  'continuous-trap': 'Continuous Trap',
  'counter-trap': 'Counter Trap',
};

export function subtypeLabel(subtype: string): string {
  return SUBTYPE_LABEL[subtype] ?? subtype;
}

export function verdictLine(v: PublicVerdict, width: number): string {
  const first = v.reasons[0];
  const answer = v.canActivate ? 'yes' : 'no ';
  const condition = v.conditions.length > 0 ? ` (${v.conditions.join('; ')})` : '';
  return `  ${v.timing.padEnd(width)}  ${answer}  ${first ? first.text : ''}${condition}${first ? `  [${first.rule}]` : ''}`;
}

/** The modern timings as a sentence says them ("can be activated during damage calculation"). */
const TIMING_PHRASE: Partial<Record<TimingId, string>> = {
  'start-of-damage-step': 'at the start of the Damage Step',
  'before-damage-calculation': 'before damage calculation',
  'during-damage-calculation': 'during damage calculation',
  'after-damage-calculation': 'after damage calculation',
  'end-of-damage-step': 'at the end of the Damage Step',
};

function timingPhrase(id: TimingId): string {
  const name = getTiming(id)?.name ?? id;
  // "Substep 4: During Damage Calculation" reads as "in Substep 4 (During Damage Calculation)".
  return TIMING_PHRASE[id] ?? `in ${name.replace(/^(Substep \d+): (.*)$/, '$1 ($2)')}`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * The answer in one plain sentence, before any detail: "Yes — Kuriboh can be activated during
 * damage calculation only." / "No — Mirror Force cannot be activated at any timing of the Damage Step."
 */
export function answerSentence(a: AskAnswer): string {
  const asked = a.verdicts.map((v) => v.timing);
  const yes = a.verdicts.filter((v) => v.canActivate);
  if (yes.length === 0) {
    const when = asked.length === 1 ? timingPhrase(asked[0] as TimingId) : asked.length === timingIdsOf(a.ruleset).length ? 'at any timing of the Damage Step' : 'at any of the timings asked';
    return `No — ${a.card.name} cannot be activated ${when}.`;
  }
  const every = yes.length === asked.length;
  const when = every && asked.length === timingIdsOf(a.ruleset).length && asked.length > 1 ? 'at every timing of the Damage Step' : listed(yes.map((v) => timingPhrase(v.timing)));
  const only = !every ? ' only' : '';
  const condition = yes.every((v) => v.conditions.length > 0) ? ', if its condition is met' : '';
  return `Yes — ${a.card.name} can be activated ${when}${only}${condition}.`;
}

/** The one-line answer, then one line per timing: yes/no, the deciding reason and its rule id. */
export function formatAnswer(a: AskAnswer): string {
  const width = Math.max(...a.verdicts.map((v) => v.timing.length));
  const head = `${a.card.name} (${subtypeLabel(a.card.subtype)}, ${a.card.source}) — ${a.ruleset} rules, ${a.region.toUpperCase()}`;
  const lines = [head, ...a.verdicts.map((v) => verdictLine(v, width))];
  // Said before the details, so that no one takes the answer for the name they typed without noticing.
  if (a.readAs) lines.unshift(`Read "${a.readAs.typed}" as "${a.readAs.name}".`);
  lines.unshift(answerSentence(a));
  if (a.effects.length > 1) {
    for (const e of a.effects) {
      const yes = e.verdicts.filter((v) => v.canActivate).map((v) => v.timing);
      lines.push(`  · ${e.kind === 'card-activation' ? 'card' : 'effect'}: ${e.label} → ${yes.length > 0 ? yes.join(', ') : 'never'}`);
    }
  }
  return lines.join('\n');
}
