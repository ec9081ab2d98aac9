import assert from 'node:assert/strict';
import {
  activationRulesAt,
  declaredBattleOptions,
  DEFAULT_OPTIONS,
  embeddedCatalog,
  parseBattle,
  getRule,
  optionsLabel,
  parseRegion,
  parseRuleset,
  REGIONS,
  resolveTiming,
  ruleApplies,
  RULES,
  RULESETS,
  TIMINGS,
  timingIdsOf,
  type Region,
  type RuleSetId,
  type TimingId,
} from '../../src/core/index';
import { runCli } from './cli-run';

const OPTIONS: Array<{ ruleset: RuleSetId; region: Region }> = RULESETS.flatMap((ruleset) => REGIONS.map((region) => ({ ruleset, region })));

describe('the rules vocabulary', () => {
  it('parses rule sets and regions in any case and refuses other words', () => {
    assert.equal(parseRuleset(' Edison '), 'edison');
    assert.equal(parseRegion('OCG'), 'ocg');
    assert.equal(parseRuleset('goat'), undefined);
    assert.equal(parseRegion('eu'), undefined);
    assert.equal(optionsLabel(DEFAULT_OPTIONS), 'Modern · TCG');
  });

  it('resolves every timing from its id, its name and each alias, in its own rule set', () => {
    for (const t of TIMINGS) {
      for (const name of [t.id, t.name, ...t.aliases]) {
        const own = resolveTiming(name, t.ruleset).id;
        // An alias two timings share (none today) would resolve to the first; the name must not.
        if (name === t.id || name === t.name) assert.equal(own, t.id, name);
        else assert.ok(own !== undefined && getTimingRuleset(own) === t.ruleset, name);
      }
    }
    assert.deepEqual(resolveTiming('damage calculation', 'modern'), { id: 'during-damage-calculation' });
    assert.deepEqual(resolveTiming('Substep 2', 'modern'), { other: 'substep-2' });
    assert.deepEqual(resolveTiming('lunch break', 'modern'), {});
  });

  it('lists at each timing only the activation rules that hold for the rule set and region', () => {
    for (const options of OPTIONS) {
      for (const timing of timingIdsOf(options.ruleset)) {
        const rules = activationRulesAt(timing, options);
        assert.ok(rules.length > 0, `${timing} ${options.ruleset} ${options.region}`);
        for (const r of rules) {
          assert.ok(ruleApplies(r, options), `${r.id} under ${options.ruleset}/${options.region}`);
          assert.ok(r.timings.includes(timing), `${r.id} at ${timing}`);
          assert.notEqual(r.kind, 'procedure', r.id);
        }
        // Nothing that applies and speaks of activation at the timing is left out.
        const missing = RULES.filter((r) => r.applies !== undefined && r.timings.includes(timing) && ruleApplies(r, options) && !rules.includes(r));
        assert.deepEqual(
          missing.map((r) => r.id),
          [],
        );
      }
    }
  });

  it('keeps the OCG ruling out of the TCG list and the reverse ("Attack the Moon!")', () => {
    const regional = RULES.filter((r) => r.region !== 'both');
    assert.ok(regional.some((r) => r.region === 'tcg') && regional.some((r) => r.region === 'ocg'));
    for (const region of REGIONS) {
      const listed = timingIdsOf('modern').flatMap((t) => activationRulesAt(t, { ruleset: 'modern', region }));
      assert.deepEqual(
        listed.filter((r) => r.region !== 'both' && r.region !== region).map((r) => r.id),
        [],
        region,
      );
    }
  });

  it('lists permissions before prohibitions', () => {
    const rules = activationRulesAt('during-damage-calculation', DEFAULT_OPTIONS);
    const lastPermission = rules.map((r) => r.kind).lastIndexOf('activation-permission');
    const firstProhibition = rules.findIndex((r) => r.kind === 'activation-prohibition');
    assert.ok(lastPermission >= 0 && firstProhibition > lastPermission);
  });
});

describe('one answer on every surface: dmgstep timings', () => {
  for (const options of OPTIONS) {
    it(`lists the core's activation rules at every timing (${options.ruleset}, ${options.region})`, async () => {
      const r = await runCli('timings', '--ruleset', options.ruleset, '--region', options.region, '--json');
      assert.equal(r.code, 0);
      const listed = JSON.parse(r.out) as { region: string; timings: Array<{ id: string; activation: Array<{ rule: string }> }> };
      assert.equal(listed.region, options.region);
      for (const t of listed.timings) {
        const expected = activationRulesAt(t.id as TimingId, options).map((x) => x.id);
        assert.deepEqual(
          t.activation.map((a) => a.rule),
          expected,
          t.id,
        );
      }
    });
  }

  it('lists no OCG-only record under --region tcg and no TCG-only record under --region ocg', async () => {
    for (const region of REGIONS) {
      const r = await runCli('timings', '--region', region, '--json');
      const listed = JSON.parse(r.out) as { timings: Array<{ activation: Array<{ rule: string }> }> };
      const regions = listed.timings.flatMap((t) => t.activation.map((a) => getRule(a.rule).region));
      assert.ok(
        regions.every((x) => x === 'both' || x === region),
        region,
      );
      assert.ok(regions.includes(region), `some ${region}-only ruling is listed`);
    }
  });
});

function getTimingRuleset(id: string): RuleSetId | undefined {
  return TIMINGS.find((t) => t.id === id)?.ruleset;
}

describe('the options a battle file names for itself', () => {
  it('reads the first valid ruleset and region lines, in any case, ignoring comments', () => {
    assert.deepEqual(declaredBattleOptions('# ruleset edison\nRuleset Edison\nregion OCG\nruleset modern\n'), { ruleset: 'edison', region: 'ocg' });
    assert.deepEqual(declaredBattleOptions('region tcg # the default\nattacker: you Kuriboh'), { region: 'tcg' });
    assert.deepEqual(declaredBattleOptions('ruleset goat\nattacker: you Kuriboh'), {});
  });

  it('agrees with the parser on what the walk uses', () => {
    for (const text of ['ruleset edison\nregion ocg', 'region ocg', 'ruleset modren\nruleset edison', '']) {
      const parsed = parseBattle(text, embeddedCatalog(), DEFAULT_OPTIONS).battle;
      const declared = declaredBattleOptions(text);
      assert.deepEqual({ ruleset: parsed.ruleset, region: parsed.region }, { ...DEFAULT_OPTIONS, ...declared }, JSON.stringify(text));
    }
  });
});
