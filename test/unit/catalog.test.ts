import * as assert from 'node:assert/strict';
import { CardCatalog, EMBEDDED_CARDS } from '../../src/core/index';
import type { CardRecord } from '../../src/core/index';

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
