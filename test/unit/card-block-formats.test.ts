import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { ask } from '../../src/core/ask';
import { cardReadOf, cardTextInput, classifiedProvenance, classifyCard, parseKindLabel, readCardBlock } from '../../src/core/classify';
import { MODERN_TIMINGS } from '../../src/core/types';
import { PASTED_CARDS, type PastedCard } from './card-block-formats';
import { runCli } from './cli-run';
import { parseAskJson } from './cli-json';

// Every pasted block reads as the card it is: its name, kind and stats, and the verdicts of its
// bare text with the right kind.

const OPTIONS = { ruleset: 'modern', region: 'tcg' } as const;

function verdictsOfBlock(c: PastedCard) {
  const block = readCardBlock(c.block);
  assert.ok(block.kind, `${c.title}: no kind read`);
  const card = classifyCard(cardTextInput(block, block.kind, block.name ?? 'Custom card')).card;
  return ask(card, OPTIONS, [...MODERN_TIMINGS], classifiedProvenance);
}

function verdictsOfText(c: PastedCard) {
  const kind = parseKindLabel(c.kind);
  assert.ok(kind, c.kind);
  return ask(classifyCard({ name: c.name, ...kind, text: c.text }).card, OPTIONS, [...MODERN_TIMINGS], classifiedProvenance);
}

describe('a whole card pasted from anywhere (issue 21)', () => {
  it('has at least 30 blocks, several of each source style, and the eight formats of the issue', () => {
    assert.ok(PASTED_CARDS.length >= 30, `${PASTED_CARDS.length}`);
    const styles = new Map<string, number>();
    for (const c of PASTED_CARDS) styles.set(c.style, (styles.get(c.style) ?? 0) + 1);
    for (const [style, n] of styles) assert.ok(n >= 3, `${style}: ${n}`);
    assert.equal(styles.size, 6);
    assert.equal(PASTED_CARDS.filter((c) => c.issue).length, 8);
  });

  for (const c of PASTED_CARDS) {
    it(`${c.style}: ${c.title}`, () => {
      const block = readCardBlock(c.block);
      assert.deepEqual(block.unplaced, [], 'every line is placed');
      assert.equal(block.name, c.name);
      assert.deepEqual(block.kind, parseKindLabel(c.kind));
      assert.equal(block.text, c.text);
      const stats = { attribute: block.attribute, level: block.level, rank: block.rank, link: block.link, scale: block.scale, atk: block.atk, def: block.def };
      assert.deepEqual(Object.fromEntries(Object.entries(stats).filter(([, v]) => v !== undefined)), c.stats);
      const fromBlock = verdictsOfBlock(c);
      const fromText = verdictsOfText(c);
      assert.deepEqual(fromBlock.verdicts, fromText.verdicts);
      assert.deepEqual(
        fromBlock.effects.map((e) => [e.label, e.verdicts]),
        fromText.effects.map((e) => [e.label, e.verdicts]),
      );
      // No identity line was read as an effect: the effects are those of the bare text.
      assert.equal(fromBlock.effects.length, fromText.effects.length);
    });
  }

  for (const c of PASTED_CARDS.filter((p) => p.issue)) {
    it(`dmgstep ask --text reads "${c.title}" as its bare text with --kind "${c.kind}"`, async () => {
      const fromBlock = await runCli('ask', '--text', c.block, '--json');
      const fromText = await runCli('ask', '--text', c.text, '--kind', c.kind, '--json');
      assert.equal(fromBlock.code, 0, fromBlock.err);
      assert.equal(fromText.code, 0, fromText.err);
      const a = parseAskJson(fromBlock.out);
      const b = parseAskJson(fromText.out);
      assert.deepEqual(a.verdicts, b.verdicts);
      assert.equal(a.card.name, c.name);
      assert.equal(a.card.read?.name, c.name);
      assert.deepEqual(a.card.read?.unplaced, []);
      assert.ok((a.card.read?.identityLines.length ?? 0) >= 2, 'the name and at least one identity line');
      const human = await runCli('ask', '--text', c.block);
      assert.match(human.out, new RegExp(`read as "${c.name}" — `));
    });
  }
});

describe('card.read in ask --json', () => {
  it('names the identity, the text lines and the lines it could not place, with their position', async () => {
    const block = 'Gravel Sentry\nEARTH / Level 4\n[Rock / Effect]\nLantern Forge booster\nIf this card is Normal Summoned: You can draw 1 card.\nATK/1200 DEF/800';
    const r = await runCli('ask', '--text', block, '--json');
    assert.equal(r.code, 0, r.err);
    const read = parseAskJson(r.out).card.read;
    assert.deepEqual(read, {
      name: 'Gravel Sentry',
      kind: 'Effect Monster',
      kindFrom: 'type-line',
      attribute: 'EARTH',
      race: 'Rock',
      level: 4,
      atk: 1200,
      def: 800,
      identityLines: [1, 2, 3, 6],
      textLines: [5],
      ignoredLines: [],
      unplaced: [{ line: 4, column: 1, text: 'Lantern Forge booster', why: 'not a name, identity line or card text' }],
    });
    const human = await runCli('ask', '--text', block);
    const lines = human.out.split('\n').filter((l) => l.includes('read as'));
    assert.equal(lines.length, 1);
    assert.match(
      lines[0] ?? '',
      /read as "Gravel Sentry" — Effect Monster, EARTH, Rock, Level 4, ATK 1200 \/ DEF 800 \(identity lines 1, 2, 3, 6; text line 5; not placed: line 4 "Lantern Forge booster"\)/,
    );
  });

  it('a word of no table — constructor, __proto__, toString — is an unplaced line, never a crash or a kind', () => {
    for (const word of ['constructor', 'Constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']) {
      const b = readCardBlock(`Odd One\n[${word} / Effect]\nType: ${word}\nAttribute: ${word}\n${word}\nFLIP: Draw 1 card.`);
      assert.equal(b.name, 'Odd One');
      assert.deepEqual(
        b.unplaced.map((u) => u.line),
        [2, 3, 4, 5],
        word,
      );
      // The kind comes from the text's own FLIP:, not from the unreadable type line.
      assert.equal(b.kindFrom, 'text');
      assert.equal(b.text, 'FLIP: Draw 1 card.');
      assert.equal(cardReadOf(b).unplaced[0]?.why, 'a bracketed type line with a word that is no type, Attribute or frame');
    }
  });

  it('a wrapped bare text is all text: a short first line is no name when the text goes on in lower case', () => {
    const text = "During damage calculation, if your\nopponent's monster attacks (Quick Effect): You can discard this card.";
    const b = readCardBlock(text);
    assert.equal(b.name, undefined);
    assert.equal(b.text, text);
    assert.equal(readCardBlock('Target 1 face-up monster on the\nfield; it gains 700 ATK.').name, undefined);
  });

  it('a second, different name is said; the same name again is the name', () => {
    const b = readCardBlock('Gravel Sentry\nName: Pebble Sentry\nEnglish: Gravel Sentry\nEffect Monster\nDraw 1 card.');
    assert.equal(b.name, 'Gravel Sentry');
    assert.deepEqual(
      b.unplaced.map((u) => [u.line, u.why]),
      [[2, 'a second name; the card is read as "Gravel Sentry"']],
    );
    assert.deepEqual(cardReadOf(b).identityLines, [1, 3, 4]);
  });

  it('a label whose value it cannot read is said with the label and the value', () => {
    const b = readCardBlock('Gravel Sentry\nAttribute: Granite\nEffect Monster\nDraw 1 card.');
    assert.deepEqual(b.unplaced, [{ line: 2, column: 1, text: 'Attribute: Granite', why: 'Attribute: "Granite" is not a value this reader knows' }]);
  });

  it('without a kind, the usage error names the line it could not place and why', async () => {
    const r = await runCli('ask', '--text', 'Odd One\n[Constructor / Effect]\nDraw 1 card.');
    assert.equal(r.code, 2);
    assert.match(r.err, /--kind/);
    assert.match(r.err, /2:1: "\[Constructor \/ Effect\]" was not read \(a bracketed type line with a word that is no type, Attribute or frame\)/);
  });

  it('a kind taken from stats alone is said to be assumed', async () => {
    const r = await runCli('ask', '--text', 'Quiet Lantern\nLIGHT / Level 2\nATK 500 / DEF 500\nOnce per turn: You can draw 1 card.');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /read as "Quiet Lantern" — Effect Monster \(no type line: assumed from its stats\), LIGHT, Level 2, ATK 500 \/ DEF 500/);
  });

  it('a name given beside a bare text is said to be the card\'s, not "no name"', async () => {
    const named = await runCli('ask', '--text', 'FLIP: Destroy 1 monster on the field.', '--kind', 'Flip Effect Monster', '--name', 'Quiet Lantern');
    assert.equal(named.code, 0, named.err);
    assert.match(named.out, /read as "Quiet Lantern" \(name given beside the text\) — Flip Effect Monster \(no identity lines; text line 1\)/);
    const bare = await runCli('ask', '--text', 'FLIP: Destroy 1 monster on the field.', '--kind', 'Flip Effect Monster');
    assert.match(bare.out, /read as no name — Flip Effect Monster/);
  });

  it('a bare card text is read as before: all of it is text', () => {
    const text = 'During damage calculation (Quick Effect): You can discard this card; you take no battle damage.\nYou can only use this effect once per turn.';
    const b = readCardBlock(text);
    assert.equal(b.text, text);
    assert.equal(b.textStart, 0);
    assert.deepEqual(cardReadOf(b), { kind: 'Effect Monster', kindFrom: 'text', identityLines: [], textLines: [1, 2], ignoredLines: [], unplaced: [] });
  });

  it('never throws, and every line is accounted for once', () => {
    const pieces = fc.constantFrom(
      'LIGHT',
      'Level 4',
      '[Fiend / Effect]',
      'ATK/1200 DEF/800',
      '**Type**: Trap',
      '```',
      '__proto__',
      '[constructor]',
      'Draw 1 card.',
      'x',
      '',
      '★',
      'Link-',
      ': :',
      '[ ]',
      '- ',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 30 })), { maxLength: 12 }), (parts) => {
        const block = parts.join('\n');
        const b = readCardBlock(block);
        const nonBlank = block.split(/\r\n?|\n/).filter((l) => l.trim() !== '').length;
        assert.equal(b.lines.length, nonBlank);
      }),
      { numRuns: 300 },
    );
  });
});
