import * as assert from 'node:assert/strict';
import { ask, askJson, classifiedProvenance, classifyCard, poolReader, timingIdsOf } from '../../src/core/index';
import type { CardTextInput, Region, RuleSetId } from '../../src/core/index';
import { FIXTURES } from './classify-fixtures';

// `dmgstep classify` reads a pool with poolReader: cards with the same text share one frozen
// reading. What each card reads as, and its `ask --json` line, must not change.
describe('poolReader (one reading per distinct text)', () => {
  const renamed = (input: CardTextInput, n: number): CardTextInput => ({ ...input, name: `${input.name} (${n})`, atk: 1000 + n, def: 500 + n, level: 4 });

  it('reads every card as classifyCard does, the first time and when its text comes again under another name', () => {
    const read = poolReader();
    for (const round of [1, 2]) {
      for (const f of FIXTURES) {
        const input = round === 1 ? f.input : renamed(f.input, round);
        assert.deepEqual(read(input), classifyCard(input), `${input.name}`);
      }
    }
  });

  it('shares one frozen reading between cards of the same text, kind and types, and no other', () => {
    const read = poolReader();
    const input = FIXTURES[0]?.input as CardTextInput;
    const first = read(input);
    const again = read(renamed(input, 2));
    assert.equal(again.card.effects, first.card.effects);
    assert.notEqual(again.card, first.card);
    assert.equal(again.card.name, `${input.name} (2)`);
    assert.ok(Object.isFrozen(first.card.effects) && first.card.effects.every((e) => Object.isFrozen(e) && Object.isFrozen(e.does)));
    assert.throws(() => (first.card.effects[0] as { does: string[] }).does.push('other'));
    // Another kind or other monster types: another reading.
    const asTrap = read({ ...input, kind: 'trap', subtype: 'normal-trap', monsterTypes: undefined });
    assert.notEqual(asTrap.card.effects, first.card.effects);
    assert.deepEqual(asTrap, classifyCard({ ...input, kind: 'trap', subtype: 'normal-trap', monsterTypes: undefined }));
    const otherTypes = read({ ...input, monsterTypes: ['Flip', 'Effect'] });
    assert.notEqual(otherTypes.card.effects, first.card.effects);
  });

  it('gives each card sharing a reading its own ask --json line, whatever rule set, region or timings were asked before', () => {
    const options: Array<{ ruleset: RuleSetId; region: Region }> = [
      { ruleset: 'modern', region: 'tcg' },
      { ruleset: 'edison', region: 'ocg' },
      { ruleset: 'modern', region: 'ocg' },
    ];
    const read = poolReader();
    for (const opts of options) {
      for (const n of [1, 2]) {
        for (const f of FIXTURES) {
          const card = read(renamed(f.input, n)).card;
          const timings = timingIdsOf(opts.ruleset);
          assert.equal(askJson(card, opts, timings, classifiedProvenance), JSON.stringify(ask(card, opts, timings, classifiedProvenance)), `${card.name} ${opts.ruleset} ${opts.region}`);
          assert.equal(askJson(card, opts, timings.slice(0, 1)), JSON.stringify(ask(card, opts, timings.slice(0, 1))), `${card.name}, one timing`);
        }
      }
    }
  });
});
