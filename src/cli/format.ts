import type { AskAnswer, PublicVerdict } from '../core';

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

/** One line per timing: yes/no, the deciding reason and its rule id. */
export function formatAnswer(a: AskAnswer): string {
  const width = Math.max(...a.verdicts.map((v) => v.timing.length));
  const head = `${a.card.name} (${subtypeLabel(a.card.subtype)}, ${a.card.source}) — ${a.ruleset} rules, ${a.region.toUpperCase()}`;
  const lines = [head, ...a.verdicts.map((v) => verdictLine(v, width))];
  // Said first, so that no one takes the answer for the name they typed without noticing.
  if (a.readAs) lines.unshift(`Read "${a.readAs.typed}" as "${a.readAs.name}".`);
  if (a.effects.length > 1) {
    for (const e of a.effects) {
      const yes = e.verdicts.filter((v) => v.canActivate).map((v) => v.timing);
      lines.push(`  · ${e.kind === 'card-activation' ? 'card' : 'effect'}: ${e.label} → ${yes.length > 0 ? yes.join(', ') : 'never'}`);
    }
  }
  return lines.join('\n');
}
