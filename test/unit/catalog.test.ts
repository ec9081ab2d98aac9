import * as assert from 'node:assert/strict';
import { CardCatalog, EMBEDDED_CARDS } from '../../src/core/index';
import type { CardRecord } from '../../src/core/index';
import * as fc from 'fast-check';
import { FAST_SEPARATORS, normalizeAnyName, normalizeName } from '../../src/core/cards/normalize';

const card = (name: string): CardRecord => ({ name, kind: 'monster', subtype: 'monster', effects: [], seed: { document: '000', section: 'test' }, source: 'database' });

describe('card catalog search', () => {
  const catalog = new CardCatalog(EMBEDDED_CARDS, ['Lancer Drake', 'Drake of the Lance', 'Mega Lance Golem', 'Flancer'].map(card));

  it('puts names that start with the words first, then names with a word starting with them', () => {
    const names = catalog.search('lance', 10).map((c) => c.name);
    assert.equal(names[0], 'Lancer Drake');
    assert.ok(names.indexOf('Mega Lance Golem') < names.indexOf('Flancer'), names.join(' | '));
    assert.ok(names.includes('Forbidden Lance'));
  });

  it('still finds a name through a typo (the fuzzy pass)', () => {
    assert.equal(catalog.search('Forbiden Lanse', 5)[0]?.name, 'Forbidden Lance');
  });

  it('respects the limit and never repeats a card reached through an alias', () => {
    const hits = catalog.search('a', 7);
    assert.equal(hits.length, 7);
    assert.equal(new Set(hits).size, 7);
  });

  it('the first source to name a card wins', () => {
    const merged = new CardCatalog(EMBEDDED_CARDS, [card('Kuriboh')]);
    assert.equal(merged.exact('kuriboh')?.source, 'embedded');
  });
});

describe('card name keys', () => {
  it('the fast path (ASCII and common separators) gives the same key as the general path (fast-check)', () => {
    const special = [...`\u2018\u2019\u201c\u201d${FAST_SEPARATORS}`];
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)),
      fc.constantFrom(...special),
    );
    fc.assert(
      fc.property(fc.string({ unit }), (name) => normalizeName(name) === normalizeAnyName(name)),
      { numRuns: 3000 },
    );
    for (const c of FAST_SEPARATORS) assert.doesNotMatch(c.normalize('NFKC'), /[\p{L}\p{N}]/u, `U+${c.codePointAt(0)?.toString(16)}`);
    for (const c of EMBEDDED_CARDS) for (const name of [c.name, ...(c.aliases ?? [])]) assert.equal(normalizeName(name), normalizeAnyName(name), name);
  });

  it('non-ASCII names still fold width, curly quotes and accents-as-letters', () => {
    assert.equal(normalizeName('Ｋｕｒｉｂｏｈ'), 'kuriboh');
    assert.equal(normalizeName('Assail of the Cornered Rat’s'), 'assail of the cornered rats');
    assert.equal(normalizeName('Élan — Vital'), 'élan vital');
  });
});
