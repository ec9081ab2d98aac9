import { walkBattle as coreWalk, type CardCatalog, type Region, type RuleSetId } from '../core';
import type { BattleWalk } from './model';

/** Parses and walks a battle description with the core's parser and simulator; never throws. */
export function walkBattle(text: string, catalog: CardCatalog, defaults: { ruleset: RuleSetId; region: Region }): BattleWalk {
  return coreWalk(text, catalog, defaults);
}
