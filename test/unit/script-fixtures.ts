import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FindingCode } from '../../src/core/scripts';
import type { CardTextInput } from '../../src/core/types';
import { parseKindLabel } from '../../src/core/classify';

// The hand-written card scripts of test/fixtures/scripts: for each card, a script in each
// dialect that breaks one rule (bad/) and the same script fixed (good/).

export const SCRIPT_FIXTURES = path.resolve('test/fixtures/scripts');
export const DIALECTS = ['edopro', 'ygopro'] as const;

/** Which finding each bad script must produce (and its fixed twin must not). */
export const EXPECTED: ReadonlyArray<{ id: number; code: FindingCode; severity: 'error' | 'warning' | 'info' }> = [
  { id: 10000001, code: 'missing-damage-step-flag', severity: 'error' },
  { id: 10000002, code: 'extra-damage-cal-flag', severity: 'error' },
  { id: 10000003, code: 'missing-after-calculation-guard', severity: 'error' },
  { id: 10000004, code: 'missing-damage-step-hint-timing', severity: 'warning' },
  { id: 10000005, code: 'extra-damage-step-flag', severity: 'error' },
  { id: 10000006, code: 'missing-damage-cal-flag', severity: 'error' },
  { id: 10000007, code: 'missing-damage-step-condition', severity: 'error' },
  { id: 10000008, code: 'flag-ignored-by-engine', severity: 'info' },
  { id: 10000009, code: 'missing-damage-step-flag', severity: 'error' },
];

interface JsonCard {
  id: number;
  name: string;
  type: string;
  desc: string;
}

/** The fixture cards (cards.json is a YGOPRODeck JSON written for these tests). */
export function fixtureCards(): Array<CardTextInput & { id: number }> {
  const data = (JSON.parse(readFileSync(path.join(SCRIPT_FIXTURES, 'cards.json'), 'utf8')) as { data: JsonCard[] }).data;
  return data.map((c) => {
    const kind = parseKindLabel(c.type === 'Trap Card' ? 'Normal Trap' : c.type);
    if (!kind) throw new Error(`fixture card kind ${c.type}`);
    return { id: c.id, name: c.name, text: c.desc, ...kind };
  });
}

export const scriptPath = (dialect: string, kind: 'bad' | 'good', id: number): string => path.join(SCRIPT_FIXTURES, dialect, kind, `c${id}.lua`);
export const readScriptFixture = (dialect: string, kind: 'bad' | 'good', id: number): string => readFileSync(scriptPath(dialect, kind, id), 'utf8');
