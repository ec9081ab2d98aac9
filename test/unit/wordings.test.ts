import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyCard } from '../../src/core/classify/classify';
import type { ClassifiedEffect } from '../../src/core/types';
import { parseKindLabel } from '../../src/core/classify/kinds';
import { ACTIONS, readEvent, withoutNoise } from '../../src/core/classify/patterns';
import { FIXTURES } from './classify-fixtures';
import { CONDITION_NOISE, EVENT_WORDINGS, FORM_WORDINGS } from '../../src/core/classify/wordings';

// Every wording record of the reader's catalog, run on its own examples: a record that no
// longer reads its examples (or is shadowed by an earlier record) fails here.

describe('card-text reader: event wordings read their own examples', () => {
  it('has unique ids', () => {
    const ids = EVENT_WORDINGS.map((w) => w.id);
    assert.deepEqual(ids, [...new Set(ids)]);
  });
  for (const w of EVENT_WORDINGS) {
    it(`${w.id}`, () => {
      assert.ok(w.examples.length > 0, 'a wording needs at least one example');
      for (const ex of w.examples) {
        const reading = readEvent(withoutNoise(ex.text).cond);
        assert.ok(reading, `"${ex.text}" read no event`);
        assert.equal(reading.wording, w.id, `"${ex.text}" was read by ${reading.wording}`);
        assert.equal(reading.event, ex.event, `"${ex.text}"`);
      }
    });
  }
});

describe('card-text reader: condition clauses that name no event', () => {
  for (const w of CONDITION_NOISE) {
    it(`${w.id}`, () => {
      for (const text of w.examples) {
        const cleaned = withoutNoise(text);
        assert.ok(cleaned.wordings.includes(w.id), `"${text}" did not match`);
        assert.ok(cleaned.cond.length < text.length, 'the clause is removed');
      }
    });
  }
});

describe('card-text reader: form wordings read their own examples, end to end', () => {
  for (const w of FORM_WORDINGS) {
    it(`${w.id}`, () => {
      assert.ok(w.examples.length > 0);
      for (const ex of w.examples) {
        const kind = parseKindLabel(ex.kind);
        assert.ok(kind, ex.kind);
        const c = classifyCard({ name: 'Example', ...kind, text: ex.text });
        const carrying = (c.card.effects as ClassifiedEffect[]).find((e) => e.wordings.includes(w.id));
        assert.ok(carrying, `"${ex.text}": no effect read by ${w.id}: ${JSON.stringify((c.card.effects as ClassifiedEffect[]).map((e) => e.wordings))}`);
        if (ex.effectKind) assert.equal(carrying.effectKind, ex.effectKind, ex.text);
        if (ex.notRead !== undefined) assert.equal(Boolean(carrying.notRead), ex.notRead, ex.text);
      }
    });
  }

  it('every wording id the reader can give has a record', () => {
    const dir = path.join(__dirname, '..', '..', '..', 'src', 'core', 'classify');
    const source = ['classify.ts', 'read-effect.ts'].map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    const used = new Set([...source.matchAll(/'((?:form|fallback|condition)\.[a-z-]+|event\.(?:flip-header|without-damage-calculation|negated-normal-summon))'/g)].map((m) => m[1]));
    const known = new Set([...FORM_WORDINGS.map((w) => w.id), ...EVENT_WORDINGS.map((w) => w.id)]);
    assert.deepEqual(
      [...used].filter((id) => !known.has(id as string)),
      [],
    );
  });
});

describe('card-text reader: each event and action pattern runs only where its words are', () => {
  // The reader skips a pattern when the condition or resolution holds none of its words; that must
  // never skip a match. Every invented fixture and every wording example, and the texts below, are checked.
  const texts = [
    ...FIXTURES.map((f) => f.input.text ?? ''),
    ...[...EVENT_WORDINGS, ...FORM_WORDINGS].flatMap((w) => w.examples.map((e) => e.text)),
    'Each player Special Summons 1 monster from their GY.',
    'Remove that monster from play.',
    "Your opponent's monsters are changed to face-down Defense Position.",
    'Flip all face-down monsters face-up.',
    "Decrease your opponent's Life Points by 500.",
    'Increase your Life Points by 1000.',
    'Inflicts piercing battle damage.',
    'Conduct 1 Normal Summon of a Dragon monster.',
  ].map((t) => t.toLowerCase());
  for (const w of EVENT_WORDINGS) {
    it(`${w.id}: every match holds one of ${w.words.join(', ')}`, () => {
      const matched = [...w.examples.map((e) => e.text), ...texts].filter((t) => w.re.test(t));
      assert.ok(matched.length > 0, 'its examples should match it');
      for (const t of matched)
        assert.ok(
          w.words.some((word) => t.includes(word)),
          t,
        );
    });
  }
  for (const w of CONDITION_NOISE) {
    it(`${w.id}: every match holds one of ${w.words.join(', ')}`, () => {
      const matched = [...w.examples, ...texts].filter((t) => new RegExp(w.re.source).test(t));
      assert.ok(matched.length > 0, 'its examples should match it');
      for (const t of matched)
        assert.ok(
          w.words.some((word) => t.includes(word)),
          t,
        );
    });
  }
  for (const [action, re, words] of ACTIONS) {
    it(`${action}: every match holds one of ${words.join(', ')}`, () => {
      const matched = texts.filter((t) => re.test(t));
      assert.ok(matched.length > 0, 'the texts should exercise the pattern');
      for (const t of matched)
        assert.ok(
          words.some((w) => t.includes(w)),
          t,
        );
    });
  }
});
