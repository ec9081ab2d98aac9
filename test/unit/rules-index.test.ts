import * as assert from 'node:assert/strict';
import { EDISON_TIMINGS, MODERN_TIMINGS, RULES, SOURCES, findRule, getSource, procedureAt, rulesAsOf } from '../../src/core/index';
import type { TimingId } from '../../src/core/index';
import { isTimingOf } from '../../src/core/timings';
import { DESTROYED_BY_BATTLE_RULES } from '../../src/core/rules/destroyed-by-battle';
import { EDISON_PROCEDURE_RULES } from '../../src/core/rules/edison-procedure';
import { PROCEDURE_RULES } from '../../src/core/rules/procedure';
import { permitsOnlyWithItsEffectInOneChainLink } from '../../src/core/rules';

const ACTIONS = ['declare', 'apply', 'flip', 'activate', 'calculate', 'determine', 'send', 'expire', 'chain-limit', 'end'];

describe('rule index', () => {
  it('gives every record a unique id', () => {
    const seen = new Set<string>();
    for (const r of RULES) {
      assert.ok(!seen.has(r.id), `duplicate id ${r.id}`);
      seen.add(r.id);
    }
  });

  it('marks by data alone the permissions that hold only with the card’s effect in the same Chain Link (review j, L6)', () => {
    const marked = RULES.filter((r) => permitsOnlyWithItsEffectInOneChainLink(r.id));
    // The Continuous Traps' negation, ATK/DEF and Damage Step-timed effects, wholly or partly of the battle.
    assert.ok(marked.length >= 4, marked.map((r) => r.id).join(', '));
    for (const r of marked) assert.match(r.applies?.condition ?? '', /same Chain Link/, r.id);
    // A prohibition that names the same-Chain-Link effect (a mandatory one) is no such permission.
    const prohibiting = RULES.filter((r) => r.applies?.outcome === 'prohibit' && r.applies.match.sameChainLinkEffect !== undefined);
    assert.ok(prohibiting.length > 0);
    for (const r of prohibiting) assert.equal(permitsOnlyWithItsEffectInOneChainLink(r.id), false, r.id);
  });

  it('gives every record a non-empty one-sentence title and a text', () => {
    for (const r of RULES) {
      assert.ok(r.title.trim().length > 0, `${r.id}: empty title`);
      assert.ok(r.text.trim().length > 0, `${r.id}: empty text`);
      assert.ok(!r.title.includes('\n'), `${r.id}: title spans lines`);
    }
  });

  it("uses only timings of the record's rule set", () => {
    for (const r of RULES) {
      assert.ok(r.timings.length > 0, `${r.id}: no timings`);
      for (const t of r.timings) {
        const ok = r.ruleset === 'both' ? isTimingOf(t, 'modern') || isTimingOf(t, 'edison') : isTimingOf(t, r.ruleset);
        assert.ok(ok, `${r.id}: timing ${t} is not of rule set ${r.ruleset}`);
      }
    }
  });

  it('cites only sources that exist', () => {
    assert.ok(SOURCES.length > 0);
    for (const r of RULES) for (const c of r.citations) assert.ok(getSource(c.source), `${r.id}: unknown source ${c.source}`);
  });

  it('links only to records that exist', () => {
    for (const r of RULES) for (const id of r.related) assert.ok(findRule(id), `${r.id}: related id ${id} does not exist`);
  });

  // Every statement of the seeds is a record (about a hundred); the upper bound catches a data
  // file included twice, and leaves room for new rulings.
  it('holds between 60 and 160 records', () => {
    assert.ok(RULES.length >= 60 && RULES.length <= 160, `${RULES.length} records`);
  });

  it('is as of the newest ruling it cites, 2023-01-14', () => {
    assert.equal(rulesAsOf(), '2023-01-14');
  });
});

describe('procedures', () => {
  const procedures = RULES.filter((r) => r.kind === 'procedure');

  it('gives every procedure record one timing, an action and an order', () => {
    for (const r of procedures) {
      assert.equal(r.timings.length, 1, `${r.id}: procedure records have one timing`);
      assert.ok(r.action && ACTIONS.includes(r.action), `${r.id}: action ${r.action}`);
      assert.ok(Number.isInteger(r.order) && (r.order as number) >= 1, `${r.id}: order ${r.order}`);
      assert.notEqual(r.ruleset, 'both', `${r.id}: a procedure belongs to one rule set`);
    }
  });

  it('numbers the steps of each timing 1, 2, 3, ... without gaps or repeats', () => {
    const byTiming = new Map<TimingId, number[]>();
    for (const r of procedures) {
      const t = r.timings[0] as TimingId;
      byTiming.set(t, [...(byTiming.get(t) ?? []), r.order as number]);
    }
    for (const [t, orders] of byTiming) {
      const sorted = [...orders].sort((a, b) => a - b);
      assert.deepEqual(
        sorted,
        sorted.map((_, i) => i + 1),
        `${t}: orders ${orders.join(', ')}`,
      );
    }
  });

  for (const t of [...MODERN_TIMINGS, ...EDISON_TIMINGS]) {
    it(`describes what happens at ${t}, in order`, () => {
      const steps = procedureAt(t);
      assert.ok(steps.length > 0, `${t}: no procedure`);
      assert.deepEqual(
        steps.map((s) => s.order),
        steps.map((_, i) => i + 1),
      );
      assert.ok(steps.every((s) => s.timings.includes(t)));
    });
  }

  it('keeps each file to its rule set and kind', () => {
    assert.ok(PROCEDURE_RULES.every((r) => r.kind === 'procedure' && r.ruleset === 'modern'));
    assert.ok(EDISON_PROCEDURE_RULES.every((r) => r.kind === 'procedure' && r.ruleset === 'edison'));
    assert.ok(DESTROYED_BY_BATTLE_RULES.every((r) => r.kind === 'destroyed-by-battle-state' && r.ruleset === 'modern'));
    for (const r of DESTROYED_BY_BATTLE_RULES) assert.deepEqual(r.timings, ['after-damage-calculation', 'end-of-damage-step']);
  });

  it('starts with the declaration and ends by returning to the Battle Step', () => {
    assert.equal(procedureAt('start-of-damage-step')[0]?.id, 'procedure.start-of-damage-step.declare');
    const end = procedureAt('end-of-damage-step');
    assert.equal(end[0]?.action, 'send');
    assert.equal(end[end.length - 1]?.action, 'end');
  });

  it('flips the attack target first thing before damage calculation', () => {
    const first = procedureAt('before-damage-calculation')[0];
    assert.equal(first?.id, 'procedure.before-damage-calculation.flip-attack-target');
    assert.equal(first?.action, 'flip');
  });

  it('calculates damage during damage calculation and sends destroyed monsters at the end', () => {
    assert.ok(procedureAt('during-damage-calculation').some((r) => r.action === 'calculate'));
    assert.ok(procedureAt('after-damage-calculation').some((r) => r.id === 'procedure.after-damage-calculation.flip-and-battle-triggers'));
  });

  it('records which seed it followed where 000 and 002 disagree', () => {
    for (const id of ['procedure.before-damage-calculation.flipped-monster-leaves-field', 'procedure.during-damage-calculation.instead-replacement-chosen']) {
      const r = findRule(id);
      assert.ok(r, id);
      assert.match(r.seedDecision ?? '', /Followed 000/, id);
    }
    assert.ok(findRule('procedure.before-damage-calculation.flipped-monster-leaves-field')?.citations.some((c) => c.source === 'konami.db-qa.5970.2016'));
  });

  it('sets no chain limit for the modern rules but one manual chain in Edison substeps 5 to 7', () => {
    assert.ok(!PROCEDURE_RULES.some((r) => r.action === 'chain-limit'));
    for (const t of ['substep-5', 'substep-6', 'substep-7'] as const) {
      assert.ok(
        procedureAt(t).some((r) => r.action === 'chain-limit'),
        t,
      );
    }
  });

  it('links every Edison procedure step to a modern one', () => {
    for (const r of EDISON_PROCEDURE_RULES) {
      assert.ok(
        r.related.some((id) => findRule(id)?.ruleset === 'modern'),
        `${r.id}: no modern link`,
      );
    }
  });
});

describe('monsters destroyed by battle', () => {
  it('are not a cost for optional activations, citing the 2023 FAQ', () => {
    const r = findRule('destroyed-by-battle.not-a-cost-for-optional-activations');
    assert.ok(r);
    assert.ok(r.citations.some((c) => c.source === 'konami.db-faq.23936'));
    assert.ok(r.examples.some((e) => e.card === 'Doomcaliber Knight'));
  });

  it('does not duplicate the Quick Effect record of the activation rules', () => {
    assert.ok(!DESTROYED_BY_BATTLE_RULES.some((r) => r.id === 'destroyed-by-battle.no-optional-quick-effects'));
    assert.ok(findRule('destroyed-by-battle.no-optional-quick-effects')?.applies);
  });
});
