import type { CardCatalog } from '../cards/catalog';
import { battleTooLarge, capDiagnostics } from '../limits';
import type { Region, RuleSetId } from '../types';
import { DEFAULT_OPTIONS } from '../vocabulary';
import { parseBattle } from './parser';
import { simulate } from './simulate';
import type { Walk } from './types';

export interface WalkDefaults {
  ruleset: RuleSetId;
  region: Region;
}

/**
 * Reads a battle description and walks it. The file's `ruleset` and `region` lines win over the
 * defaults. Never throws: whatever the text, the answer is diagnostics plus the steps that could
 * be walked (none without an attacker and a target or direct attack).
 */
export function walkBattle(text: string, catalog: CardCatalog, defaults: WalkDefaults = DEFAULT_OPTIONS): Walk {
  // Checked before any parsing: a huge file gets one diagnostic at once, not a long walk.
  const tooLarge = battleTooLarge(text);
  if (tooLarge) return { ...defaults, diagnostics: [{ severity: 'error', message: tooLarge, line: 1, column: 1, length: 0, rule: null, code: 'too-large' }], steps: [] };
  const parsed = parseBattle(text, catalog, defaults);
  let result: ReturnType<typeof simulate>;
  try {
    result = simulate(parsed.battle);
  } catch (e) {
    // A simulator bug must still leave the writer with the parse diagnostics.
    result = {
      steps: [],
      diagnostics: [{ severity: 'error', message: `Internal error walking the battle: ${e instanceof Error ? e.message : String(e)}`, line: 1, column: 1, length: 0, rule: null, code: 'internal' }],
    };
  }
  const sorted = [...parsed.diagnostics, ...result.diagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
  const { kept: diagnostics, omitted } = capDiagnostics(sorted);
  const last = diagnostics[diagnostics.length - 1];
  if (omitted > 0 && last) {
    diagnostics.push({
      severity: 'info',
      message: `${omitted} more problems after this line are not shown; fix the ones above first.`,
      line: last.line,
      column: 1,
      length: 0,
      rule: null,
      code: 'too-many-diagnostics',
    });
  }
  return { ruleset: parsed.battle.ruleset, region: parsed.battle.region, diagnostics, steps: result.steps, ...(result.winner !== undefined ? { winner: result.winner } : {}) };
}
