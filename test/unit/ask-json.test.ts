import * as assert from 'node:assert/strict';
import { askJson } from '../../src/core/ask-json';
import { EMBEDDED_CARDS, ask, cardVerdicts, classifiedProvenance, classifyCard, effectVerdicts, timingIdsOf, verdict } from '../../src/core/index';
import type { CardRecord, Region, RuleSetId } from '../../src/core/index';
import { FIXTURES } from './classify-fixtures';

// `classify --json` prints askJson(); `ask --json` prints JSON.stringify(ask()). They must be the
// same text for every card, including after the caches have seen other cards first.
const OPTS: Array<{ ruleset: RuleSetId; region: Region }> = [
  { ruleset: 'modern', region: 'tcg' },
  { ruleset: 'modern', region: 'ocg' },
  { ruleset: 'edison', region: 'tcg' },
  { ruleset: 'edison', region: 'ocg' },
];

describe('askJson (the pool serializer)', () => {
  const classified = FIXTURES.map((f) => classifyCard(f.input).card);

  it('is JSON.stringify(ask()) exactly, for every embedded and classified card, rule set and region', () => {
    for (const opts of OPTS) {
      for (const card of [...EMBEDDED_CARDS, ...classified]) {
        const timings = timingIdsOf(opts.ruleset);
        assert.equal(askJson(card, opts, timings, classifiedProvenance), JSON.stringify(ask(card, opts, timings, classifiedProvenance)), `${card.name} ${opts.ruleset} ${opts.region}`);
      }
    }
  });

  it('is the same for one timing, and without provenance', () => {
    for (const card of classified.slice(0, 20)) {
      const opts = OPTS[0] as (typeof OPTS)[number];
      assert.equal(askJson(card, opts, ['during-damage-calculation']), JSON.stringify(ask(card, opts, ['during-damage-calculation'])));
    }
  });
});

describe('cardVerdicts with effects decided once per kind', () => {
  it('gives each effect the verdicts verdict() gives it, whatever was asked before', () => {
    const cards: CardRecord[] = [...EMBEDDED_CARDS, ...FIXTURES.map((f) => classifyCard(f.input).card)];
    for (const opts of OPTS) {
      const timings = timingIdsOf(opts.ruleset);
      for (const card of cards) {
        const result = cardVerdicts(card, timings, opts);
        result.effects.forEach(({ effect, verdicts }, k) => {
          // "If Summoned this way" is taken with the verdict of the effect that Summons the card.
          assert.deepEqual(
            verdicts,
            timings.map((t) => (effect.summonedBy === undefined ? verdict(effect, t, opts) : effectVerdicts(card.effects, t, opts)[k])),
            `${card.name}: ${effect.label}`,
          );
        });
      }
    }
  });

  it('two effects that differ only in their description share verdicts; any other field tells them apart', () => {
    const base = classifyCard({
      name: 'A',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
    }).card;
    const effect = base.effects[0];
    assert.ok(effect);
    const relabelled: CardRecord = { ...base, effects: [{ ...effect, label: 'another label' }] };
    const mandatory: CardRecord = { ...base, effects: [{ ...effect, mandatory: !effect.mandatory }] };
    const timings = timingIdsOf('modern');
    const opts = OPTS[0] as (typeof OPTS)[number];
    assert.deepEqual(cardVerdicts(relabelled, timings, opts).verdicts, cardVerdicts(base, timings, opts).verdicts);
    assert.deepEqual(
      cardVerdicts(mandatory, timings, opts).effects[0]?.verdicts,
      timings.map((t) => verdict(mandatory.effects[0] as typeof effect, t, opts)),
    );
  });

  it('still rejects an unknown timing, and still answers a card without effects', () => {
    assert.throws(() => cardVerdicts(EMBEDDED_CARDS[0] as CardRecord, ['substep-1'], OPTS[0] as (typeof OPTS)[number]), /not a timing of the modern rule set/);
    const none: CardRecord = { ...(EMBEDDED_CARDS[0] as CardRecord), effects: [] };
    assert.equal(cardVerdicts(none, timingIdsOf('modern'), OPTS[0] as (typeof OPTS)[number]).verdicts.length, 5);
  });
});
