import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS, findRule } from '../../src/core';

// docs/engine-differences.md lists where the project answers differently from the EDOPro engine
// on purpose (issue 18). Each difference must rest on a rule that names the seed section it was
// read from and, where the seed cites one, an official source: a row without one is a guess.

const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'engine-differences.md'), 'utf8');
const rows = doc
  .split('\n')
  .filter((l) => l.startsWith('| ') && !l.startsWith('| card ') && !l.startsWith('| ---'))
  .map((l) => l.split(/(?<!\\)\|/).map((c) => c.trim()));

describe('docs/engine-differences.md', () => {
  it('lists differences for both development pools', () => {
    assert.match(doc, /## The 2020 card database/);
    assert.match(doc, /## Cards printed 2020–2026/);
    assert.ok(rows.length > 20, `${rows.length} rows`);
  });

  it('names, for every difference, a rule record with its seed section and an official source', () => {
    for (const cells of rows) {
      const [, card, , deciding, source] = cells;
      const ids = [...(deciding ?? '').matchAll(/`([a-z0-9.-]+)`/g)].map((m) => m[1] as string);
      assert.ok(ids.length > 0, `${card}: no deciding rule`);
      for (const id of ids) {
        const rule = findRule(id);
        assert.ok(rule, `${card}: no rule record "${id}"`);
        assert.ok(rule.seed.section.trim() !== '', `${card}: ${id} names no seed section`);
        const official = rule.citations.some((c) => !c.source.startsWith('project.'));
        assert.ok(official || ['000', '002', '003'].includes(rule.seed.document), `${card}: ${id} rests on neither a seed section nor an official source`);
      }
      assert.match(source ?? '', /^seed \S+ §/, `${card}: the source column is empty`);
    }
  });

  it('gives an event the engine does not gate only where that event cannot happen in the Damage Step', () => {
    for (const cells of rows) {
      for (const m of (cells[3] ?? '').matchAll(/`gate\.activation-event-must-be-possible` \(([a-z-]+)\)/g)) {
        const event = m[1] as keyof typeof EVENTS;
        assert.equal(EVENTS[event]?.category, 'never', `${cells[1]}: ${event}`);
      }
    }
  });
});
