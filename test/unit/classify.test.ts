import { strict as assert } from 'node:assert';
import { ask } from '../../src/core/ask';
import { classifyCard, coverageReport, formatCoverage, KIND_LABELS, kindLabelOf, parseKindLabel } from '../../src/core/classify';
import { embeddedCatalog } from '../../src/core/index';
import { MODERN_TIMINGS, type ClassifiedCard, type ClassifiedEffect, type EffectCharacteristics } from '../../src/core/types';
import { FIXTURES, SEED_CARD_TEXTS } from './classify-fixtures';

const yn = (c: ClassifiedCard['card'], region: 'tcg' | 'ocg' = 'tcg'): string =>
  ask(c, { ruleset: 'modern', region }, [...MODERN_TIMINGS])
    .verdicts.map((v) => (v.canActivate ? 'y' : 'n'))
    .join('');

function describeEffects(c: ClassifiedCard): string {
  return JSON.stringify(
    (c.card.effects as ClassifiedEffect[]).map(({ label: _l, cardKind: _k, cardSubtype: _s, span: _sp, ...rest }) => rest),
    null,
    1,
  );
}

/** Two texts of one card read alike: the same answers, and effects of the same kind, event and actions. */
function assertReadAlike(b: ClassifiedCard, a: ClassifiedCard, context?: string): void {
  assert.equal(yn(b.card), yn(a.card), context);
  assert.deepEqual(
    b.card.effects.map((e) => [e.effectKind, e.event, e.does]),
    a.card.effects.map((e) => [e.effectKind, e.event, e.does]),
    context,
  );
}

function assertSubset(actual: unknown, expected: unknown, path: string): void {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    assert.ok(actual !== null && typeof actual === 'object', `${path}: expected an object`);
    for (const [k, v] of Object.entries(expected)) assertSubset((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
  } else if (Array.isArray(expected)) {
    // Lists are read as "holds at least these"; ['other'] alone means exactly nothing else.
    const got = actual as unknown[];
    assert.ok(Array.isArray(got), `${path}: expected a list`);
    for (const v of expected as unknown[]) assert.ok(got.includes(v), `${path}: ${JSON.stringify(got)} lacks ${JSON.stringify(v)}`);
    if (expected.length === 1 && expected[0] === 'other') assert.deepEqual(got, ['other'], path);
  } else {
    assert.equal(actual, expected, path);
  }
}

describe('classifier: invented PSCT cards, one per pattern', () => {
  for (const f of FIXTURES) {
    it(`${f.input.name} (${kindLabelOf(f.input)})`, () => {
      const c = classifyCard(f.input);
      const detail = describeEffects(c);
      assert.equal(yn(c.card), f.verdicts.join(''), `verdicts start/before/during/after/end\n${detail}`);
      if (f.count !== undefined) assert.equal(c.card.effects.length, f.count, detail);
      (f.effects ?? []).forEach((expected, i) => assertSubset(c.card.effects[i], expected, `effects[${i}]`));
      if (f.maxConfidence !== undefined) assert.ok(c.confidence <= f.maxConfidence, `confidence ${c.confidence}`);
      if (f.unrecognised !== undefined) assert.equal(c.unrecognised.length, f.unrecognised, JSON.stringify(c.unrecognised));
      if (f.maxConfidence === undefined) assert.ok(c.confidence >= 0.8, `confidence ${c.confidence}: ${JSON.stringify(c.unrecognised)}\n${detail}`);
    });
  }
});

describe('classifier: spans, confidence and assumptions', () => {
  it('gives each effect the span of text it was read from', () => {
    const text =
      'You can only use each effect of "Ledger Knight" once per turn.\n(1): If this card is Normal Summoned: You can draw 1 card.\n(2): If this card is sent to the GY: You can draw 1 card.';
    const c = classifyCard({ name: 'Ledger Knight', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text });
    assert.equal(c.card.effects.length, 2);
    for (const e of c.card.effects as ClassifiedEffect[]) {
      assert.equal(text.slice(e.span.start, e.span.end), e.text);
      assert.ok(e.text.startsWith('If this card'), e.text);
    }
    assert.equal(c.card.source, 'text');
  });

  it('reads a text with doubled spaces, tabs, "face up" and curly quotes as the same text written cleanly, spans into the text as given', () => {
    const clean =
      'You can only use this effect of "Ledger Knight" once per turn. During either player\'s turn, when your opponent activates a card or effect that targets a face-up monster you control (Quick Effect): You can negate the activation.';
    // Every space doubled (a tab for one), curly quotes, "face up": what a pasted or pre-release text may hold.
    const messy = clean
      .replace(/ /g, '  ')
      .replace('turn,  when', 'turn,\twhen')
      .replace('face-up', 'face up')
      .replace(/"([^"]+)"/g, '\u201c$1\u201d')
      .replace(/'/g, '\u2019');
    const read = (text: string): ClassifiedCard => classifyCard({ name: 'Ledger Knight', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text });
    const a = read(clean);
    const b = read(messy);
    assert.equal(yn(b.card), yn(a.card));
    assert.equal(yn(b.card), 'yyyyy');
    assert.deepEqual(
      b.card.effects.map((e) => [e.effectKind, e.event, e.does]),
      a.card.effects.map((e) => [e.effectKind, e.event, e.does]),
    );
    assert.equal(b.unrecognised.length, 0);
    for (const e of b.card.effects as ClassifiedEffect[]) {
      assert.equal(messy.slice(e.span.start, e.span.end), e.text);
      assert.ok(e.text.startsWith('During  either  player\u2019s  turn,\twhen'), e.text);
    }
  });

  it('reads an Extra Deck monster or a Pendulum Monster pasted without its line breaks as the same text with them', () => {
    const cards: Array<{ types: string[]; text: string; materials: string }> = [
      {
        types: ['Effect', 'Xyz'],
        materials: '2 Level 4 monsters',
        text: '2 Level 4 monsters\nOnce per turn (Quick Effect): You can detach 1 material from this card, then target 1 face-up monster on the field; it gains 800 ATK until the end of this turn.',
      },
      {
        types: ['Effect', 'Synchro'],
        materials: '1 Tuner + 1+ non-Tuner monsters',
        text: '1 Tuner + 1+ non-Tuner monsters\nIf this card is destroyed by battle: You can Special Summon 1 Tuner from your GY.',
      },
      {
        types: ['Effect', 'Fusion'],
        materials: '"Lantern Rook" + "Dusk Lantern"',
        text: '"Lantern Rook" + "Dusk Lantern"\nWhen this card destroys an opponent\'s monster by battle: You can draw 1 card.',
      },
      {
        types: ['Normal', 'Pendulum'],
        materials: '',
        text: '[ Pendulum Effect ]\nIf a monster you control is destroyed by battle: You can Special Summon 1 Normal Monster from your hand.\n----------------------------------------\n[ Flavor Text ]\nA knight who waited by the bridge.',
      },
    ];
    for (const { types, text, materials } of cards) {
      const read = (t: string): ClassifiedCard => classifyCard({ name: 'Joined Probe', kind: 'monster', subtype: 'monster', monsterTypes: types, text: t });
      const joined = text.replace(/\n/g, ' ');
      const a = read(text);
      const b = read(joined);
      assertReadAlike(b, a, joined);
      assert.equal(b.card.effects.length, 1, joined);
      assert.equal(b.unrecognised.length, 0, joined);
      // The materials are no part of the effect, and the effect's span still points into the text as given.
      const e = b.card.effects[0] as ClassifiedEffect;
      assert.equal(joined.slice(e.span.start, e.span.end), e.text);
      if (materials) assert.ok(!e.text.includes(materials), e.text);
    }
  });

  it('reads an Extra Deck monster’s materials written as one sentence as materials', () => {
    const text = '3 "Arcana Probe" monsters with different names.\nIf this card is Special Summoned: You can draw 1 card.';
    const read = classifyCard({ name: 'Sentence Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect', 'Fusion'], text });
    assert.equal(read.unrecognised.length, 0);
    assert.equal(read.card.effects.length, 1);
    assert.ok(read.card.effects[0]?.text.startsWith('If this card is Special Summoned'));
    // The same first line on a Main Deck monster is no list of materials.
    const main = classifyCard({ name: 'Sentence Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text });
    assert.ok(main.unrecognised.length > 0 || main.card.effects.length > 1);
  });

  it("reads sentences a lost line break left without a space after the full stop as the same sentences, a name's own full stops aside", () => {
    const spaced =
      'Once per turn (Quick Effect): You can target 1 face-up monster on the field; it gains 500 ATK. If this card is sent to the GY: You can add 1 "D.D. Probe" from your Deck to your hand. You can only use each effect of "Spaced Probe" once per turn.';
    const joined = spaced.replace(/\. (?=[A-Z])(?!Probe)/g, '.');
    assert.ok(joined.includes('ATK.If this card') && joined.includes('"D.D. Probe"'), joined);
    const read = (text: string): ClassifiedCard => classifyCard({ name: 'Spaced Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text });
    const a = read(spaced);
    const b = read(joined);
    assert.equal(b.card.effects.length, 2);
    assertReadAlike(b, a);
    for (const e of b.card.effects as ClassifiedEffect[]) assert.equal(joined.slice(e.span.start, e.span.end), e.text);
    assert.ok((b.card.effects[1] as ClassifiedEffect).text.startsWith('If this card is sent to the GY'));
  });

  it('reads older wordings ("as a result of battle", "the damage calculation") as the newer, and quotes the card as printed', () => {
    const read = (text: string): ClassifiedCard => classifyCard({ name: 'Worded Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect', 'Fusion'], text });
    const newer =
      'If this face-up Fusion Summoned card is destroyed by battle, or leaves the field because of an opponent\'s card effect: You can Special Summon 1 "Probe Queen" from your hand. If this card battles, after damage calculation: You can draw 1 card.';
    const older = newer.replace('destroyed by battle', 'destroyed as a result of battle').replace('after damage calculation', 'after the damage calculation');
    const a = read(newer);
    const b = read(older);
    assertReadAlike(b, a);
    const [first, second] = b.card.effects as ClassifiedEffect[];
    assert.equal(first?.event, 'self-moved');
    assert.equal(second?.event, 'after-damage-calculation');
    for (const e of b.card.effects as ClassifiedEffect[]) assert.equal(older.slice(e.span.start, e.span.end), e.text);
    assert.ok(first?.label.includes('destroyed as a result of battle'), first?.label);
    assert.ok(second?.label.includes('after the damage calculation'), second?.label);
    const pairs: Array<[newer: string, older: string, event: string]> = [
      [
        'At the start of the Damage Step, if this card battles: You can destroy that monster.',
        'At the beginning of the Damage Step, if this card battles: You can destroy that monster.',
        'start-of-damage-step',
      ],
      [
        'If this card is Normal or Special Summoned, or flipped face-up: You can draw 1 card.',
        'If this card is Normal Summoned or Special Summoned, or flipped face-up: You can draw 1 card.',
        'self-moved',
      ],
      [
        'When a Thunder monster activates its effect in the hand, even during the Damage Step (Quick Effect): You can destroy 1 card on the field.',
        'When a Thunder monster activates its effect in the hand, even in the Damage Step (Quick Effect): You can destroy 1 card on the field.',
        'card-or-effect-activated',
      ],
    ];
    for (const [newerText, olderText, event] of pairs) {
      const o = read(olderText);
      assert.equal(yn(o.card), yn(read(newerText).card), olderText);
      assert.equal((o.card.effects[0] as ClassifiedEffect).event, event, olderText);
    }
  });

  it('quotes text it could not read, and the labels of Spell/Trap activations, as printed when it read an older wording', () => {
    const notRead = classifyCard({ name: 'Tide Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text: 'When the tide turns at the beginning of the Duel: You can draw 1 card.' });
    const e = notRead.card.effects[0] as ClassifiedEffect;
    assert.equal(e.notReadText, 'When the tide turns at the beginning of the Duel');
    assert.ok(
      e.assumptions.some((a) => a.includes('"When the tide turns at the beginning of the Duel"')),
      JSON.stringify(e.assumptions),
    );
    assert.ok(e.wordings.includes('form.older-wording'));
    assert.equal(notRead.unrecognised[0]?.text, 'When the tide turns at the beginning of the Duel');
    const trap = classifyCard({ name: 'Rally Probe', kind: 'trap', subtype: 'continuous-trap', text: 'Monsters you control gain 300 ATK at the beginning of the Damage Step.' });
    for (const x of trap.card.effects) assert.ok(x.label.endsWith('at the beginning of the Damage Step.'), x.label);
  });

  it('reads a space before a comma or semicolon as none, its spans still in the text as given', () => {
    const plain = 'If this card is destroyed by battle or card effect: You can target 1 monster in your GY; Special Summon it.';
    const spaced = plain.replace(/, /g, ' , ').replace(/; /g, ' ; ').replace('battle or card effect', 'battle  , or card effect');
    const read = (text: string): ClassifiedCard => classifyCard({ name: 'Comma Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text });
    const a = read(plain);
    const b = read(spaced);
    assertReadAlike(b, a);
    for (const e of b.card.effects as ClassifiedEffect[]) assert.equal(spaced.slice(e.span.start, e.span.end), e.text);
  });

  it('reads "\u2022" bullets, and "- " opening a line, as the card\'s own "\u25cf"', () => {
    const own = 'You can Tribute this card; Special Summon 1 monster from your Deck, based on the card banished.\n\u25cf Spell: "Probe Mist"\n\u25cf Trap: "Probe Arsenal"';
    const read = (text: string): ClassifiedCard => classifyCard({ name: 'Bullet Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text });
    for (const other of [own.replace(/\u25cf/g, '\u2022'), own.replace(/\u25cf /g, '- ')]) {
      const b = read(other);
      assertReadAlike(b, read(own), other);
      assert.equal(b.card.effects.length, 1, other);
      for (const e of b.card.effects as ClassifiedEffect[]) assert.equal(other.slice(e.span.start, e.span.end), e.text);
    }
  });

  it("reads a face-up Spell's effect on an activation as a trigger, unless it negates that activation", () => {
    const kindOf = (text: string): string | undefined => classifyCard({ name: 'Hall Probe', kind: 'spell', subtype: 'continuous-spell', text }).card.effects[1]?.effectKind;
    assert.equal(kindOf('If your opponent activates a card or effect: You can draw 1 card.'), 'trigger-like');
    // Negating an activation means answering it in its Chain.
    assert.notEqual(kindOf('When your opponent activates a Trap Card: You can send this card to the GY; negate the activation.'), 'trigger-like');
  });

  it('weighs "change its ATK/DEF to 0" as one change, as "change its ATK and DEF to 0" is', () => {
    const read = (text: string): ClassifiedEffect =>
      classifyCard({ name: 'Paired Stat Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text }).card.effects[0] as ClassifiedEffect;
    const slashed = read('Once per turn (Quick Effect): You can target 1 Effect Monster your opponent controls; negate its effects, and if you do, change its ATK/DEF to 0.');
    const spelled = read('Once per turn (Quick Effect): You can target 1 Effect Monster your opponent controls; negate its effects, and if you do, change its ATK and DEF to 0.');
    assert.deepEqual(slashed.does, spelled.does);
    // "negate its effects, and if you do, change ..." is the effect's own ATK change (the Aegaion the Sea Castrum ruling).
    assert.ok(slashed.does.includes('atk-def-direct'), JSON.stringify(slashed.does));
  });

  it('reads "(Quick Effect)" against the full stop before it as the start of its own sentence', () => {
    const spaced = 'When this card declares an attack: It gains 600 ATK. (Quick Effect): You can target 1 face-up monster; it loses 600 ATK.';
    const joined = spaced.replace('ATK. (Quick', 'ATK.(Quick');
    const kinds = (text: string): string[] => classifyCard({ name: 'Joined Quick Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text }).card.effects.map((e) => e.effectKind);
    assert.deepEqual(kinds(joined), kinds(spaced));
    assert.deepEqual(kinds(spaced), ['trigger', 'quick']);
  });

  it('reads "Spell or Trap Cards" in a condition as a pair of card kinds, not as two events', () => {
    const c = classifyCard({
      name: 'Paired Probe',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'If this card is Tributed for a Tribute Summon and sent to the GY, and you have no Spell or Trap Cards in your GY: You can Special Summon this card.',
    });
    assert.equal((c.card.effects[0] as ClassifiedEffect).event, 'material-or-tribute');
    assert.equal(yn(c.card), 'nnnnn');
  });

  it('a Summon about to happen is said plainly, and not read as a Special Summon an effect could cause', () => {
    const c = classifyCard({ name: 'Probe Veto', kind: 'trap', subtype: 'counter-trap', text: 'When a monster(s) would be Summoned: Negate the Summon, and if you do, destroy that monster(s).' });
    const e = c.card.effects[0] as ClassifiedEffect;
    assert.equal(e.event, 'summon-about-to-happen');
    assert.deepEqual(e.assumptions, []);
    assert.equal(yn(c.card), 'nnnnn');
  });

  it('does not read a colon, period or semicolon inside a quoted card name as punctuation', () => {
    const c = classifyCard({
      name: 'Utopian Herald',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'If "Number 39: Utopia" is Special Summoned to your field: You can add 1 "T.G. Striker; Mk.2" from your Deck to your hand.',
    });
    assert.equal(c.card.effects.length, 1);
    assertSubset(c.card.effects[0], { event: 'monster-special-summoned', does: ['draw-or-search'], mandatory: false }, 'effect');
  });

  it('lists text it cannot read, lowers confidence and says what it assumed', () => {
    const c = classifyCard({ name: 'Moonlit Oddity', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text: 'When the moon is full and the tide is high: You can draw 1 card.' });
    assert.deepEqual(
      c.unrecognised.map((u) => u.text),
      ['When the moon is full and the tide is high'],
    );
    const e = c.card.effects[0] as ClassifiedEffect;
    assert.ok(e.confidence < 0.7);
    assert.match(e.assumptions.join(' '), /could not read the activation condition/);
    assert.deepEqual(c.unrecognised[0]?.span, { start: 0, end: 'When the moon is full and the tide is high'.length });
  });

  it('says that only the choice changing ATK/DEF may be made in the Damage Step, where that change lets the effect in', () => {
    const text =
      'You can Tribute 1 monster, then activate 1 of the following effects.\n● Target 1 monster you control; it gains 1000 ATK until the end of this turn.\n● When a card or effect is activated that would destroy a card on the field: You can negate that effect.';
    const quick = classifyCard({ name: 'Twin Gambit', kind: 'trap', subtype: 'normal-trap', text }).card.effects[0] as ClassifiedEffect;
    assert.match(quick.assumptions.join(' '), /only the choice that changes ATK\/DEF may be made/);
    // A trigger's own event lets any of its choices in.
    const trigger = classifyCard({
      name: 'Twin Victor',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: "When this card destroys an opponent's monster by battle: You can activate 1 of these effects; ● This card gains 500 ATK. ● Draw 1 card.",
    }).card.effects[0] as ClassifiedEffect;
    assert.doesNotMatch(trigger.assumptions.join(' '), /only the choice/);
  });

  it('reads a resolution it does not know as "other" and reports it', () => {
    const c = classifyCard({ name: 'Odd Ritualist', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text: 'If this card is sent to the GY: You can frobnicate the widgets.' });
    assert.deepEqual(c.card.effects[0]?.does, ['other']);
    assert.equal(c.unrecognised.length, 1);
    assert.ok(c.confidence < 1);
  });

  it('notes the assumption when older text is read by its first comma', () => {
    const c = classifyCard({
      name: 'Grave Bloom',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'When this card is destroyed by battle and sent to the Graveyard, you can Special Summon 1 Plant-Type monster from your Deck.',
    });
    assert.match((c.card.effects[0] as ClassifiedEffect).assumptions.join(' '), /older/);
  });

  it('never throws on empty, whitespace or odd text', () => {
    for (const text of ['', '   ', '::;;..', '(((', '"unterminated: quote', '\u2460\u2461\u2462', '\u25cf\u25cf', '[ Pendulum Effect ]\n----']) {
      for (const kind of ['monster', 'spell', 'trap'] as const) {
        const subtype = kind === 'monster' ? 'monster' : kind === 'spell' ? 'quick-play-spell' : 'continuous-trap';
        const c = classifyCard({ name: 'Odd', kind, subtype, monsterTypes: ['Effect'], text });
        assert.ok(c.confidence >= 0 && c.confidence <= 1);
        yn(c.card);
      }
    }
  });

  it('a Spell/Trap always has its card activation first', () => {
    for (const f of FIXTURES.filter((x) => x.input.kind !== 'monster')) {
      const c = classifyCard(f.input);
      assert.equal(c.card.effects[0]?.activation, 'card', f.input.name);
      assert.ok(
        c.card.effects.slice(1).every((e) => e.activation === 'effect'),
        f.input.name,
      );
    }
  });
});

describe('classifier agrees with the hand-written catalog on seed cards (text written from memory)', () => {
  for (const seedCard of SEED_CARD_TEXTS) {
    const { input, region, note }: (typeof SEED_CARD_TEXTS)[number] = seedCard;
    it(`${input.name} (${region.toUpperCase()})${note ? ` — ${note}` : ''}`, () => {
      const embedded = embeddedCatalog().exact(input.name);
      assert.ok(embedded, `${input.name} is in the embedded catalog`);
      const classified = classifyCard(input);
      for (const ruleset of ['modern', 'edison'] as const) {
        const expected: string[] = ask(embedded, { ruleset, region }).verdicts.map((v) => `${v.timing}:${v.canActivate}`);
        const got: string[] = ask(classified.card, { ruleset, region }).verdicts.map((v) => `${v.timing}:${v.canActivate}`);
        assert.deepEqual(got, expected, describeEffects(classified));
      }
    });
  }
});

describe('kind labels', () => {
  it('parses every label players use, whatever the case', () => {
    assert.equal(KIND_LABELS.length, 18);
    for (const label of KIND_LABELS) {
      assert.ok(parseKindLabel(label), label);
      assert.ok(parseKindLabel(label.toUpperCase()), label);
      assert.ok(parseKindLabel(label.toLowerCase()), label);
    }
    assert.deepEqual(parseKindLabel('quick-play spell'), { kind: 'spell', subtype: 'quick-play-spell' });
    assert.deepEqual(parseKindLabel('Flip Effect Monster'), { kind: 'monster', subtype: 'monster', monsterTypes: ['Flip', 'Effect'] });
    assert.deepEqual(parseKindLabel('counter trap'), { kind: 'trap', subtype: 'counter-trap' });
    assert.equal(parseKindLabel('Trap'), undefined);
    assert.equal(parseKindLabel('Quick Spell'), undefined);
  });

  it('round-trips a label through kindLabelOf', () => {
    for (const label of KIND_LABELS.filter((l) => !l.includes('Monster'))) {
      const info = parseKindLabel(label);
      assert.ok(info);
      assert.equal(kindLabelOf(info), label);
    }
  });
});

describe('coverage report', () => {
  it('counts effects per category and unrecognised clauses', () => {
    const classified = FIXTURES.map((f) => classifyCard(f.input));
    const report = coverageReport(classified);
    assert.equal(report.cards, FIXTURES.length);
    assert.equal(
      report.effects,
      classified.reduce((n, c) => n + c.card.effects.length, 0),
    );
    assert.ok((report.byEffectKind['trigger'] ?? 0) > 5);
    assert.ok((report.byAction['atk-def-direct'] ?? 0) > 5);
    assert.ok((report.byEvent['during-damage-calculation'] ?? 0) >= 2);
    assert.equal(
      report.unrecognisedClauses,
      classified.reduce((n, c) => n + c.unrecognised.length, 0),
    );
    assert.ok(report.unrecognisedClauses >= 1);
    const text = formatCoverage(report);
    assert.match(text, /effects per kind/i);
    assert.match(text, /unrecognised clauses/i);
  });

  it('an effect carries every field the engine reads', () => {
    const c = classifyCard(FIXTURES[0]?.input ?? { name: '', kind: 'monster', subtype: 'monster', text: '' });
    const e: EffectCharacteristics = c.card.effects[0] as EffectCharacteristics;
    for (const k of ['label', 'activation', 'cardKind', 'cardSubtype', 'effectKind', 'mandatory', 'does'] as const) assert.ok(e[k] !== undefined, k);
  });
});

describe('classifier: a window of the whole Damage Step', () => {
  it('reads "During either player\'s Damage Step (Quick Effect)" as a Damage Step window, and "(except during the Damage Step)" not', () => {
    const inWindow = classifyCard({
      name: 'Window Warden',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: "During either player's Damage Step (Quick Effect): You can target 1 face-up monster on the field; negate its effects until the end of this turn.",
    });
    assert.equal(inWindow.card.effects[0]?.event, 'during-damage-step');
    const excluded = classifyCard({
      name: 'Shy Sentry',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'If a monster is destroyed (except during the Damage Step): You can draw 1 card.',
    });
    assert.notEqual(excluded.card.effects[0]?.event, 'during-damage-step');
    assert.equal(excluded.card.effects[0]?.exceptDuringDamageStep, true);
  });
});

describe('a whole-Damage-Step window that changes ATK/DEF', () => {
  it('follows the ATK/DEF rules: yes until damage calculation, no from it', () => {
    const honestLike = classifyCard({
      name: 'Halo Squire',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: "During your opponent's Damage Step, if your LIGHT monster battles (Quick Effect): You can send this card from your hand to the GY; that monster gains ATK equal to the ATK of the opponent's monster it is battling, until the end of this turn.",
    });
    const answer = ask(honestLike.card, { ruleset: 'modern', region: 'tcg' });
    assert.deepEqual(
      answer.verdicts.map((v) => v.canActivate),
      [true, true, false, false, false],
    );
    assert.equal(answer.verdicts[2]?.reasons[0]?.rule, 'activation.atk-def-modifiers-end-at-damage-calculation');
  });
});

describe('the "F.A." Level-raising trigger, read as its OCG text prints it (issue 18, thirteenth round)', () => {
  it('may be activated in the Damage Step by its recorded ruling, and the answer says why', () => {
    const read = classifyCard({
      name: 'Probe Racer',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'Gains ATK equal to its Level x 300. Each time a "F.A." Spell/Trap Card or effect is activated: You can increase this card\'s Level by 1.',
    });
    const trigger = read.card.effects[1];
    assert.ok(trigger && 'assumptions' in trigger);
    assert.ok(trigger.assumptions.some((a) => a.includes("Konami's OCG text")));
    const answer = ask(read.card, { ruleset: 'modern', region: 'tcg' });
    assert.deepEqual(
      answer.verdicts.map((v) => v.canActivate),
      [true, true, true, true, true],
    );
    assert.equal(answer.verdicts[0]?.reasons[0]?.rule, 'ruling.fa-level-raising-trigger-allowed');
    // The same text with curly quotes, as a word processor writes them.
    const curly = classifyCard({
      name: 'Probe Racer',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'Gains ATK equal to its Level x 300. Each time a \u201cF.A.\u201d Spell/Trap Card or effect is activated: You can increase this card\u2019s Level by 1.',
    });
    assert.equal(ask(curly.card, { ruleset: 'modern', region: 'tcg' }).verdicts[0]?.reasons[0]?.rule, 'ruling.fa-level-raising-trigger-allowed');
    // And with "Spell or Trap" (an older or translated wording).
    const spelled = classifyCard({
      name: 'Probe Racer',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'Each time a "F.A." Spell or Trap Card or effect is activated: You can increase this card\'s Level by 1.',
    });
    assert.equal(ask(spelled.card, { ruleset: 'modern', region: 'tcg' }).verdicts[0]?.reasons[0]?.rule, 'ruling.fa-level-raising-trigger-allowed');
    // The same condition about another archetype's cards stays under the general rule.
    const other = classifyCard({
      name: 'Probe Rider',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Effect'],
      text: 'Each time a "Probe" Spell/Trap Card or effect is activated: You can increase this card\'s Level by 1.',
    });
    assert.deepEqual(
      ask(other.card, { ruleset: 'modern', region: 'tcg' }).verdicts.map((v) => v.canActivate),
      [false, false, false, false, false],
    );
  });
});

describe('a counter placed, a coin tossed (issue 18, fourteenth round)', () => {
  const read = (text: string, kind: 'monster' | 'spell' = 'spell'): ClassifiedCard =>
    classifyCard({ name: 'Probe', kind, subtype: kind === 'spell' ? 'field-spell' : 'monster', ...(kind === 'monster' ? { monsterTypes: ['Effect'] } : {}), text });
  it('are events another effect can bring at any timing: an optional trigger on them about other cards is refused, a mandatory one allowed', () => {
    const optional = read('If a card in your Pendulum Zone has a 3rd Resonance Counter placed on it: You can target 1 monster your opponent controls; take control of it until the End Phase.');
    assert.equal(optional.unrecognised.length, 0);
    assert.equal(optional.card.effects.at(-1)?.event, 'counter-placed');
    assert.deepEqual(
      ask(optional.card, { ruleset: 'modern', region: 'tcg' }).verdicts.map((v) => v.canActivate),
      [false, false, false, false, false],
    );
    const mandatory = read('If the 4th Spell Counter is placed on this card: Destroy this card, and if you do, its controller takes 3000 damage.');
    assert.deepEqual(
      ask(mandatory.card, { ruleset: 'modern', region: 'tcg' }).verdicts.map((v) => v.canActivate),
      [true, true, true, true, true],
    );
    const toss = read('When a coin toss is performed: You can redo the coin toss.');
    assert.equal(toss.unrecognised.length, 0);
    assert.equal(toss.card.effects.at(-1)?.event, 'coin-tossed');
  });
});

describe('another monster flipped face-up (issue 18, thirteenth round)', () => {
  const answer = (text: string): boolean[] =>
    ask(classifyCard({ name: 'Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text }).card, { ruleset: 'modern', region: 'tcg' }).verdicts.map((v) => v.canActivate);
  it('by the attack it is partly unique to the Damage Step (seed 000, After damage calculation); "by a card effect" it is not', () => {
    assert.deepEqual(answer('If a face-down monster you control is flipped face-up: You can draw 1 card.'), [false, false, false, true, true]);
    assert.deepEqual(answer('If a face-down monster is flipped face-up by a card effect: You can draw 1 card.'), [false, false, false, false, false]);
  });
});

describe('a monster\'s window with an event after "if" (issue 18, thirteenth round)', () => {
  const kindOf = (text: string): string | undefined => classifyCard({ name: 'Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text }).card.effects[0]?.effectKind;
  it('is a trigger limited to that window, unless the text says "(Quick Effect)" or the old "when …" of a Quick Effect', () => {
    assert.equal(kindOf('During the Battle Phase, if you take battle or effect damage: You can Special Summon this card from your hand.'), 'trigger');
    assert.equal(kindOf('During the Battle Phase, if you take battle or effect damage (Quick Effect): You can Special Summon this card from your hand.'), 'quick');
    assert.equal(kindOf("During either player's turn, when a monster would be Summoned: You can send this card to the GY; negate the Summon."), 'quick');
    // "… Battle Phase in which this card was Special Summoned" is a state: the window stays a Quick Effect's.
    assert.equal(
      kindOf("During either player's Battle Phase in which this card was Special Summoned by its effect, you can: Immediately after this effect resolves, Synchro Summon 1 Synchro Monster."),
      'quick',
    );
  });
});
