import type { Field } from './field';
import type { Player } from './types';

export interface DamageOutcome {
  summary: string;
  /** Battle damage before any "no battle damage" effect, and the monster that inflicts it. */
  damage: Array<{ to: Player; amount: number; by: number; piercing?: boolean }>;
  destroyed: number[];
}

const q = (name: string): string => `"${name}"`;

/**
 * Damage calculation: the attacker's ATK against the target's ATK (Attack Position) or DEF
 * (Defense Position), or against the opponent's LP for a direct attack.
 */
export function calculateDamage(field: Field, attacker: number, target: number | null): DamageOutcome {
  const a = field.card(attacker);
  const atk = field.stat(attacker, 'atk');
  const defender: Player = a.controller === 'you' ? 'opponent' : 'you';
  if (target === null) {
    return { summary: `${q(a.name)} (ATK ${atk}) attacks directly.`, damage: atk > 0 ? [{ to: defender, amount: atk, by: attacker }] : [], destroyed: [] };
  }
  const t = field.card(target);
  if (t.position === 'attack') {
    const tAtk = field.stat(target, 'atk');
    const summary = `${q(a.name)} (ATK ${atk}) battles ${q(t.name)} (ATK ${tAtk}, Attack Position).`;
    if (atk > tAtk) return { summary, damage: [{ to: t.controller, amount: atk - tAtk, by: attacker }], destroyed: [target] };
    if (atk < tAtk) return { summary, damage: [{ to: a.controller, amount: tAtk - atk, by: target }], destroyed: [attacker] };
    return { summary, damage: [], destroyed: atk > 0 ? [attacker, target] : [] };
  }
  const def = field.stat(target, 'def');
  const piercing = a.piercing || field.has('piercing', attacker);
  const summary = `${q(a.name)} (ATK ${atk}${piercing ? ', piercing' : ''}) battles ${q(t.name)} (DEF ${def}, Defense Position).`;
  // Piercing: the Defense Position monster's controller takes what the ATK exceeds the DEF by.
  if (atk > def) return { summary, damage: piercing ? [{ to: t.controller, amount: atk - def, by: attacker, piercing: true }] : [], destroyed: [target] };
  if (atk < def) return { summary, damage: [{ to: a.controller, amount: def - atk, by: target }], destroyed: [] };
  return { summary, damage: [], destroyed: [] };
}
