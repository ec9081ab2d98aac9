import { strict as assert } from 'node:assert';
import { ask } from '../../src/core/ask';
import { cardTextInput, classifyCard, classifiedProvenance, kindOfTypeLine, parseKindLabel, readCardBlock } from '../../src/core/classify';
import { MODERN_TIMINGS } from '../../src/core/types';
import { runCli } from './cli-run';

const KURIBOH_TEXT = "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle.";

describe('whole cards as writers paste them', () => {
  it('reads the type line in its usual forms', () => {
    assert.deepEqual(kindOfTypeLine('Effect Monster'), parseKindLabel('Effect Monster'));
    assert.deepEqual(kindOfTypeLine('[Spellcaster / Effect]'), { kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'] });
    assert.deepEqual(kindOfTypeLine('[Fiend/Flip/Effect]'), { kind: 'monster', subtype: 'monster', monsterTypes: ['Flip', 'Effect'] });
    assert.equal(kindOfTypeLine('Quick-Play Spell Card')?.subtype, 'quick-play-spell');
    assert.equal(kindOfTypeLine('Counter Trap')?.subtype, 'counter-trap');
    assert.equal(kindOfTypeLine('Spell Card')?.subtype, 'normal-spell');
    assert.equal(kindOfTypeLine('Destroy 1 monster.'), undefined);
  });

  it('splits name, type, stats and level from the text, never reading them as effects', () => {
    const block = `Kuriboh\nDARK\nLevel 1\n[Fiend / Effect]\n${KURIBOH_TEXT}\nATK/300 DEF/200`;
    const b = readCardBlock(`Kuriboh\n[Fiend / Effect]\nLevel 1\nATK/300 DEF/200\n${KURIBOH_TEXT}`);
    assert.equal(b.name, 'Kuriboh');
    assert.equal(b.kind?.kind, 'monster');
    assert.equal(b.level, 1);
    assert.equal(b.atk, 300);
    assert.equal(b.def, 200);
    assert.equal(b.text, KURIBOH_TEXT);
    // What the classifier reads, on the CLI and in the editor alike: the text and the block's stats.
    assert.deepEqual(cardTextInput(b, { kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'] }, 'Kuriboh'), {
      name: 'Kuriboh',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: KURIBOH_TEXT,
      atk: 300,
      def: 200,
      level: 1,
    });
    // An identity line after the text is text: the block ends its header at the first sentence.
    assert.ok(readCardBlock(block).text.startsWith('During damage calculation'));
  });

  it('takes the kind from the wording when there is no type line, and leaves a bare text alone', () => {
    assert.equal(readCardBlock('FLIP: Destroy 1 monster on the field.').kind?.monsterTypes?.includes('Flip'), true);
    assert.equal(readCardBlock(KURIBOH_TEXT).kindFrom, 'text');
    const bare = readCardBlock('Destroy all monsters on the field.');
    assert.equal(bare.kind, undefined);
    assert.equal(bare.text, 'Destroy all monsters on the field.');
  });

  it('ask --text with a whole block and no --kind answers as the bare text with the right --kind', async () => {
    const cases = [
      { block: `Kuriboh\nEffect Monster\nATK 300 / DEF 200\n${KURIBOH_TEXT}`, text: KURIBOH_TEXT, kind: 'Effect Monster' },
      {
        block: 'Forbidden Lance\nQuick-Play Spell Card\nTarget 1 face-up monster on the field; until the end of this turn, that target loses 800 ATK.',
        text: 'Target 1 face-up monster on the field; until the end of this turn, that target loses 800 ATK.',
        kind: 'Quick-Play Spell',
      },
      { block: 'Dust Wall\nCounter Trap\nWhen a monster effect is activated: Negate the activation.', text: 'When a monster effect is activated: Negate the activation.', kind: 'Counter Trap' },
    ];
    for (const c of cases) {
      const fromBlock = await runCli('ask', '--text', c.block, '--json');
      const fromText = await runCli('ask', '--text', c.text, '--kind', c.kind, '--json');
      assert.equal(fromBlock.code, 0, fromBlock.err);
      const a = JSON.parse(fromBlock.out) as { card: { name: string }; verdicts: Array<{ canActivate: boolean }> };
      const b = JSON.parse(fromText.out) as { verdicts: Array<{ canActivate: boolean }> };
      assert.deepEqual(a.verdicts, b.verdicts, c.block);
      assert.equal(a.card.name, c.block.split('\n')[0]);
    }
  });

  it('without a type line or telling wording, --text still asks for --kind and lists the kinds', async () => {
    const r = await runCli('ask', '--text', 'Destroy all monsters on the field.');
    assert.equal(r.code, 2);
    assert.match(r.err, /--kind/);
    assert.match(r.err, /Quick-Play Spell/);
  });
});

describe('never guess silently', () => {
  it('an unread condition is left out of the verdict and named in the JSON and the text output', async () => {
    const c = classifyCard({
      name: 'Moonlit Oddity',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'When the moon is full and the tide is high: You can draw 1 card. During damage calculation (Quick Effect): You can discard this card; you take no battle damage from that battle.',
    });
    const answer = ask(c.card, { ruleset: 'modern', region: 'tcg' }, [...MODERN_TIMINGS], classifiedProvenance);
    assert.deepEqual(answer.effects[0]?.notRead, { text: 'When the moon is full and the tide is high', countedInVerdict: false });
    assert.equal(
      answer.effects[0]?.verdicts.every((v) => !v.canActivate && v.reasons[0]?.rule === 'gate.effect-not-read'),
      true,
    );
    // The card's verdict stands on what was read: the Quick Effect.
    assert.deepEqual(
      answer.verdicts.map((v) => v.canActivate),
      [false, false, true, false, false],
    );
    const r = await runCli('ask', '--text', 'When the moon is full and the tide is high: You can draw 1 card.', '--kind', 'Effect Monster');
    assert.match(r.out, /not read: "When the moon is full and the tide is high" — .*leaves it out/);
  });

  it('when every effect says no, the reason shown is that of the effect closest to the Damage Step', () => {
    const c = classifyCard({
      name: 'Honest',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: "You can return this face-up card from the field to the hand. During damage calculation, if your LIGHT monster battles (Quick Effect): You can send this card from your hand to the GY; your monster gains ATK equal to the ATK of the opponent's monster it is battling, until the end of this turn.",
    });
    const answer = ask(c.card, { ruleset: 'modern', region: 'tcg' }, ['after-damage-calculation']);
    assert.equal(answer.verdicts[0]?.canActivate, false);
    assert.equal(answer.verdicts[0]?.reasons[0]?.rule, 'gate.activation-event-must-be-possible');
  });

  it('a huge text or a card with thousands of clauses neither throws nor overflows the stack', () => {
    const clauses = Array.from({ length: 5000 }, (_, i) => `(${(i % 20) + 1}): If this card is sent to the GY: You can draw ${i} card.`).join('\n');
    const c = classifyCard({ name: 'Many', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text: clauses });
    assert.ok(c.card.effects.length >= 1000);
    const huge = classifyCard({ name: 'Huge', kind: 'spell', subtype: 'continuous-spell', text: 'Each time a monster is destroyed, gain 100 LP. '.repeat(200_000) });
    assert.ok(huge.card.effects.length > 0);
  });
});
