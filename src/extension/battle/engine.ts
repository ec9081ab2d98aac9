import type { CardCatalog, Region, RuleSetId } from '../core';
import { interimWalk } from './interim';
import type { BattleWalk } from './model';

/**
 * Parses and walks a battle description. The seam to the core's battle parser and simulator
 * (issue 4): when `src/core/battle` exports its walk, this calls it instead of the interim one.
 */
export function walkBattle(text: string, catalog: CardCatalog, defaults: { ruleset: RuleSetId; region: Region }): BattleWalk {
  return interimWalk(text, catalog, defaults);
}
