import type { VerdictOptions } from '../types';
import { parseRegion, parseRuleset } from '../vocabulary';
import { tokenize } from './lexer';

/**
 * The `ruleset` and `region` a battle description names for itself, read without parsing the
 * rest: editors ask this on every hover and status update. The first valid line of each wins,
 * as in the parser (which reports any repeat).
 */
export function declaredBattleOptions(text: string): Partial<VerdictOptions> {
  const declared: Partial<VerdictOptions> = {};
  for (const line of text.split(/\r?\n/)) {
    const [keyword, value] = tokenize(line);
    if (keyword?.type !== 'word' || value?.type !== 'word') continue;
    const word = keyword.value.toLowerCase();
    if (word === 'ruleset' && declared.ruleset === undefined) {
      const ruleset = parseRuleset(value.value);
      if (ruleset) declared.ruleset = ruleset;
    } else if (word === 'region' && declared.region === undefined) {
      const region = parseRegion(value.value);
      if (region) declared.region = region;
    }
  }
  return declared;
}
