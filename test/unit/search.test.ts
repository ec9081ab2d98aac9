import * as assert from 'node:assert/strict';
import { embeddedCatalog, RULES, searchAll, type SearchHit, type VerdictOptions } from '../../src/core/index';
import { runCli as run } from './cli-run';

const MODERN_TCG: VerdictOptions = { ruleset: 'modern', region: 'tcg' };
const ruleIds = (hits: SearchHit[]) => hits.filter((h) => h.type === 'rule').map((h) => h.id);

describe('search ranks rule records by field-weighted relevance', () => {
  const catalog = embeddedCatalog();
  // The words of a query found in a rule's id and title count more than words of its text.
  const firsts: Array<[string, VerdictOptions, string]> = [
    ['atk change damage calculation', MODERN_TCG, 'activation.atk-def-modifiers-until-damage-calculation'],
    ['counter trap', MODERN_TCG, 'activation.counter-trap-cards'],
    ['battle damage', MODERN_TCG, 'activation.battle-damage-effects'],
    ['start of the damage step effects', MODERN_TCG, 'activation.start-of-damage-step-effects'],
    ['summon triggers tcg', MODERN_TCG, 'ruling.tcg.summon-triggers-without-exception-text'],
    ['summon triggers ocg', { ruleset: 'modern', region: 'ocg' }, 'ruling.ocg.summon-triggers-not-in-damage-step'],
    ['substep one chain', { ruleset: 'edison', region: 'tcg' }, 'edison.procedure.substep-5.one-chain'],
  ];
  for (const [query, options, first] of firsts) {
    it(`"${query}" (${options.ruleset}, ${options.region}) puts ${first} first`, () => {
      const hits = searchAll(query, catalog, 20, options);
      assert.equal(hits[0]?.id, first, JSON.stringify(hits.slice(0, 3)));
    });
  }

  it('a card name typed whole puts the card first', () => {
    assert.deepEqual(searchAll('Kuriboh', catalog, 20, MODERN_TCG)[0], { type: 'card', id: 'Kuriboh', title: 'Kuriboh', score: 0 });
  });

  it('searches only the rules of the active rule set and region', () => {
    const byId = new Map(RULES.map((r) => [r.id, r]));
    for (const ruleset of ['modern', 'edison'] as const) {
      for (const region of ['tcg', 'ocg'] as const) {
        for (const query of ['substep', 'damage calculation', 'summon triggers', 'atk def', 'edison']) {
          for (const id of ruleIds(searchAll(query, catalog, 50, { ruleset, region }))) {
            const rule = byId.get(id);
            assert.ok(rule, id);
            assert.ok(rule.ruleset === 'both' || rule.ruleset === ruleset, `${id} (${rule.ruleset}) under ${ruleset}`);
            assert.ok(rule.region === 'both' || rule.region === region, `${id} (${rule.region}) under ${region}`);
          }
        }
      }
    }
    assert.deepEqual(ruleIds(searchAll('substep', catalog, 20, MODERN_TCG)), []);
    assert.ok(ruleIds(searchAll('substep', catalog, 20, { ruleset: 'edison', region: 'tcg' })).length > 0);
    assert.ok(!ruleIds(searchAll('summon triggers', catalog, 50, { ruleset: 'modern', region: 'ocg' })).includes('ruling.tcg.summon-triggers-without-exception-text'));
  });

  it('lists nothing rather than weak matches: a name of no card finds no look-alike cards or rules', () => {
    assert.deepEqual(searchAll('honest', catalog, 30, MODERN_TCG), [], 'three Amazoness cards share letters with "honest", nothing more');
    assert.deepEqual(
      searchAll('Blue-Eyes Ultimate Dragon', catalog, 30, MODERN_TCG).map((h) => h.title),
      [],
    );
    // A typo of a name is no weak match: it is still found.
    assert.equal(searchAll('kurbo', catalog, 30, MODERN_TCG)[0]?.title, 'Kuriboh');
    assert.ok(searchAll('atk change damage calculation', catalog, 30, MODERN_TCG).length >= 5);
  });

  it('finds nothing for words in no rule and no card name, and for empty words', () => {
    assert.deepEqual(searchAll('zzqqxx', catalog, 20, MODERN_TCG), []);
    assert.deepEqual(searchAll('   ', catalog, 20, MODERN_TCG), []);
  });

  describe('dmgstep search', () => {
    it('says when nothing matches, naming what was searched', async () => {
      const r = await run('search', 'zzqqxx');
      assert.equal(r.code, 0);
      assert.match(r.out, /^Nothing matches "zzqqxx" \(searched the Modern · TCG rules and the card names\)\./);
    });

    it('takes --ruleset and --region, and the JSON names them beside the hits', async () => {
      const modern = JSON.parse((await run('search', 'substep', '--json')).out) as { hits: SearchHit[]; ruleset: string; region: string };
      assert.deepEqual(modern, { query: 'substep', ruleset: 'modern', region: 'tcg', hits: [] });
      const edison = JSON.parse((await run('search', 'substep', '--ruleset', 'edison', '--region', 'ocg', '--json')).out) as { hits: SearchHit[]; ruleset: string; region: string };
      assert.equal(edison.ruleset, 'edison');
      assert.equal(edison.region, 'ocg');
      assert.ok(edison.hits.length > 0 && edison.hits.every((h) => h.type !== 'rule' || h.id.startsWith('edison.') || RULES.find((r) => r.id === h.id)?.ruleset === 'both'));
      const first = (await run('search', 'atk change damage calculation')).out.split('\n')[0];
      assert.match(first ?? '', /^rule {2}activation\.atk-def-modifiers-until-damage-calculation — /);
    });

    it('refuses a rule set it does not know (exit 2)', async () => {
      const r = await run('search', 'flip', '--ruleset', 'goat');
      assert.equal(r.code, 2);
      assert.match(r.err, /--ruleset: "goat" is not a rule set/);
    });
  });
});
