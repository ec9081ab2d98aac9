import { strict as assert } from 'node:assert';
import { ask } from '../../src/core/ask';
import { withCardRulings } from '../../src/core/cards/card-rulings';
import { embeddedCatalog } from '../../src/core/cards/embedded-catalog';
import { classifiedProvenance, classifyCard, parseKindLabel } from '../../src/core/classify';
import { MODERN_TIMINGS, type Region } from '../../src/core/types';
import { runCli } from './cli-run';
import { parseAskJson } from './cli-json';

// A card pasted as text and named keeps the card-specific rulings the project holds for it: Muko's
// older text alone meets the general rule (never in the Damage Step), the TCG ruling in seed 002
// allows it; looked up by name and read from its text, it answers the same.

const MUKO_TEXT = 'Activate only when an effect of drawing card(s) is activated. Both players see the cards drawn by the effect and discard them all to the Graveyard.';
const SKULL_MEISTER_TEXT =
  "During either player's turn, when your opponent activates a card or effect that activates in the Graveyard: You can discard this card; negate the effect of that card, and if you do, banish it.";

function fromText(name: string, kind: string, text: string) {
  const info = parseKindLabel(kind);
  assert.ok(info, kind);
  return classifyCard({ name, ...info, text }).card;
}

const verdicts = (card: Parameters<typeof ask>[0], region: Region) => ask(card, { ruleset: 'modern', region }, [...MODERN_TIMINGS], classifiedProvenance).verdicts.map((v) => v.canActivate);

describe('card-specific rulings kept by a card read from its text', () => {
  it("Muko's text named Muko answers by its TCG ruling, as the record does, and says so", () => {
    const card = fromText('Muko', 'Normal Trap', MUKO_TEXT);
    assert.deepEqual(verdicts(card, 'tcg'), [false, false, false, false, false], 'the text alone meets the general rule');
    const record = embeddedCatalog().exact('Muko');
    const applied = withCardRulings(card, record);
    assert.deepEqual(applied.carried, [{ ruling: 'ruling.tcg.muko-allowed', effect: 0 }]);
    assert.deepEqual(applied.unmatched, []);
    assert.deepEqual(verdicts(applied.card, 'tcg'), verdicts(record!, 'tcg'));
    assert.deepEqual(verdicts(applied.card, 'tcg'), [true, true, true, true, true]);
    assert.deepEqual(verdicts(applied.card, 'ocg'), [false, false, false, false, false], 'the ruling is a TCG one');
    const said = (applied.card.effects[0] as { assumptions?: string[] }).assumptions ?? [];
    assert.ok(
      said.some((a) => a.includes('ruling.tcg.muko-allowed')),
      said.join(' / '),
    );
    assert.equal(card.effects[0]?.rulings, undefined, 'the card read from text is left as it was');
  });

  it('a ruling whose effect the text does not have is left unapplied, and said so', () => {
    const card = fromText('Muko', 'Effect Monster', 'This card gains 500 ATK.');
    const applied = withCardRulings(card, embeddedCatalog().exact('Muko'));
    assert.deepEqual(applied.carried, []);
    assert.deepEqual(applied.unmatched, ['ruling.tcg.muko-allowed']);
  });

  it('a card without such a record, or a record without rulings, is unchanged', () => {
    const card = fromText('Custom card', 'Normal Trap', MUKO_TEXT);
    assert.equal(withCardRulings(card, undefined).card, card);
    assert.equal(withCardRulings(card, embeddedCatalog().exact('Kuriboh')).card, card);
  });

  it('dmgstep ask --text with --name answers as the card looked up by name (Skull Meister, a TCG ruling)', async () => {
    const named = parseAskJson((await runCli('ask', '--text', SKULL_MEISTER_TEXT, '--kind', 'Effect Monster', '--name', 'Skull Meister', '--json')).out);
    const byName = parseAskJson((await runCli('ask', 'Skull Meister', '--json')).out);
    assert.deepEqual(
      named.verdicts.map((v) => v.canActivate),
      byName.verdicts.map((v) => v.canActivate),
    );
    const unnamed = parseAskJson((await runCli('ask', '--text', SKULL_MEISTER_TEXT, '--kind', 'Effect Monster', '--json')).out);
    assert.notDeepEqual(
      unnamed.verdicts.map((v) => v.canActivate),
      byName.verdicts.map((v) => v.canActivate),
      'without the name, the text meets the general rule',
    );
  });
});
