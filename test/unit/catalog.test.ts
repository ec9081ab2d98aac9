import * as assert from 'node:assert/strict';
import { ask, CardCatalog, classifiedProvenance, EMBEDDED_CARDS, embeddedCatalog, timingIdsOf } from '../../src/core/index';
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

describe('card suggestions rank by what was typed', () => {
  const loaded = new CardCatalog(EMBEDDED_CARDS, ['Mirror Force', 'Blue-Eyes White Dragon', 'Dark Magician', 'Dark Magician Girl'].map(card));
  const embedded = new CardCatalog(EMBEDDED_CARDS);

  it('an exact name is the card, never a name that resembles or contains it', () => {
    assert.equal(loaded.lookup('Mirror Force').card?.name, 'Mirror Force');
    assert.equal(loaded.lookup('Blue-Eyes White Dragon').card?.name, 'Blue-Eyes White Dragon');
    assert.equal(loaded.search('Mirror Force', 5)[0]?.name, 'Mirror Force');
    assert.equal(loaded.search('blue-eyes white dragon', 5)[0]?.name, 'Blue-Eyes White Dragon');
    assert.deepEqual(
      loaded.search('Blue-Eyes White Dragon', 2).map((c) => c.name),
      ['Blue-Eyes White Dragon', 'Malefic Blue-Eyes White Dragon'],
    );
  });

  it('a mistyped name is offered the name it misses by fewest edits, before farther ones', () => {
    assert.deepEqual(loaded.lookup('Miror Forse').suggestions, ['Mirror Force']);
    assert.equal(loaded.suggest('Mirror Forse')[0]?.card.name, 'Mirror Force');
  });

  it('names that start with the text come before names within a few edits', () => {
    assert.deepEqual(
      loaded.suggest('Dark Magician').map((s) => s.card.name),
      ['Dark Magician', 'Dark Magician Girl'],
    );
    assert.deepEqual(loaded.lookup('Dark Magic').suggestions.slice(0, 2), ['Dark Magician', 'Dark Magician Girl']);
  });

  it('a name a typo away is offered alone; farther ones only when none is that close', () => {
    assert.deepEqual(embedded.lookup('Kurribooh'), { suggestions: ['Kuriboh'] });
    assert.ok(embedded.lookup('Forbidden Spear').suggestions.length > 0);
  });

  it('with only the embedded cards, the suggestions for a typo come in edit-distance order', () => {
    for (const typed of ['Forbidden Spear', 'Kurix', 'Mirror Force', 'Zero Farce', 'Honest']) {
      const offered = embedded.suggest(typed, 5).filter((s) => !normalizeName(s.card.name).startsWith(normalizeName(typed)));
      const edits = offered.map((s) => s.edits);
      assert.deepEqual(
        edits,
        [...edits].sort((a, b) => a - b),
        `${typed}: ${offered.map((s) => `${s.card.name} ${s.edits}`).join(', ')}`,
      );
    }
    assert.equal(embedded.suggest('Zero Farce')[0]?.card.name, 'Zero Force');
    assert.equal(embedded.suggest('Kurix')[0]?.card.name, 'Kuriboh');
  });

  it('a slip of one letter is read as the card; two letters in a short name are only suggested', () => {
    assert.equal(embedded.lookup('Kurboh').card?.name, 'Kuriboh');
    assert.deepEqual(embedded.lookup('Kurribooh'), { suggestions: ['Kuriboh'] });
  });

  it('an over-long text is not compared with any name', () => {
    assert.deepEqual(loaded.suggest('Mirror Force'.repeat(20)), []);
    assert.deepEqual(loaded.search('Mirror Force'.repeat(20)), []);
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

describe('embedded records keep the effects printed beside the one the seeds speak of', () => {
  // Review g: a record that held only the seed's effect answered "never" for a card whose other
  // printed effect is a trigger (Giant Kozaky's and Zombie Mammoth's damage when destroyed are
  // Trigger Effects; Performapal Fire Mufflerlion's Pendulum Effect answers destruction by battle).
  const modern = { ruleset: 'modern' as const, region: 'tcg' as const };
  const answer = (name: string): string => {
    const record = embeddedCatalog().exact(name);
    assert.ok(record, name);
    return ask(record, modern, timingIdsOf('modern'), classifiedProvenance)
      .verdicts.map((v) => (v.canActivate ? 'y' : 'n'))
      .join('');
  };
  it('Giant Kozaky and Zombie Mammoth: the mandatory trigger when destroyed, at every timing where they can be', () => {
    assert.equal(answer('Giant Kozaky'), 'yyyyy');
    assert.equal(answer('Zombie Mammoth'), 'yyyyy');
  });
  it('Performapal Fire Mufflerlion: after damage calculation (its monster effect) and at the end of the Damage Step (its Pendulum Effect)', () => {
    assert.equal(answer('Performapal Fire Mufflerlion'), 'nnnyy');
  });
});
