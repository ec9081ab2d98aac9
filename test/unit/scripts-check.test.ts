import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyCard } from '../../src/core/classify';
import { findRule, RULES } from '../../src/core/rules';
import { embeddedCatalog } from '../../src/core/cards/embedded-catalog';
import { applyEdits, cardSpecificRulings, FINDING_CODES, findingRuleSentence, lintScript, scriptCardOf, type ScriptCard, type ScriptFinding, type TextEdit } from '../../src/core/scripts';
import { DIALECTS, EXPECTED, fixtureCards, readScriptFixture, SCRIPT_FIXTURES } from './script-fixtures';
import type { CardSubtype } from '../../src/core/types';

const cards = new Map(fixtureCards().map((c) => [c.id, c]));
const cardFor = (id: number): ScriptCard => {
  const input = cards.get(id);
  if (!input) throw new Error(`no fixture card ${id}`);
  return scriptCardOf(classifyCard(input));
};
const lint = (source: string, id: number, card = cardFor(id)): ScriptFinding[] => lintScript(source, `c${id}.lua`, card, { region: 'tcg' }).findings;

function apply(source: string, edits: TextEdit[]): string {
  let out = source;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

/** An EDOPro script whose initial_effect is these lines. */
const edoScript = (...body: string[]): string => ['local s,id=GetID()', 'function s.initial_effect(c)', ...body, 'end'].join('\n');

/** A Spell or Trap's activation, as e1, with no flag, hint or condition. */
const BARE_ACTIVATION = ['\tlocal e1=Effect.CreateEffect(c)', '\te1:SetType(EFFECT_TYPE_ACTIVATE)', '\te1:SetCode(EVENT_FREE_CHAIN)', '\tc:RegisterEffect(e1)'];

/** An Effect Monster's card as the check reads it. */
const monsterCard = (text: string): ScriptCard => scriptCardOf(classifyCard({ name: 'Probe', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text }));

/** A Spell or Trap Card as the check reads it. */
const spellTrapCard = (subtype: Exclude<CardSubtype, 'monster'>, text: string): ScriptCard =>
  scriptCardOf(classifyCard({ name: 'Probe', kind: subtype.endsWith('-trap') ? 'trap' : 'spell', subtype, text }));

/** How a script pairs with its card ([variable, text effect, sure]) and what the check says ([code, severity, variable]). */
function pairedAndFound(source: string, card: ScriptCard): { pairs: Array<[string, number | undefined, boolean]>; found: Array<[string, string, string | undefined]>; doubts: string[] } {
  const r = lintScript(source, 'c42.lua', card, { region: 'tcg' });
  return {
    pairs: r.matches.map((m) => [m.facts.effect.variable, m.textIndex, m.sure]),
    found: r.findings.map((f) => [f.code, f.severity, f.effect]),
    doubts: r.matches.map((m) => m.doubt ?? ''),
  };
}

describe('card scripts: the Damage Step check', () => {
  it('the fixtures cover every finding code', () => {
    assert.deepEqual([...new Set(EXPECTED.map((x) => x.code))].sort(), [...FINDING_CODES].sort());
  });

  for (const dialect of DIALECTS) {
    describe(`${dialect} scripts`, () => {
      for (const { id, code, severity, cardEffect, effect } of EXPECTED) {
        it(`${code}: reported on the broken script (c${id}), not on the fixed one`, () => {
          const bad = lint(readScriptFixture(dialect, 'bad', id), id);
          assert.deepEqual(
            bad.map((f) => f.code),
            [code],
            JSON.stringify(bad, null, 1),
          );
          const f = bad[0] as ScriptFinding;
          assert.equal(f.severity, severity);
          const rule = findRule(f.rule);
          assert.ok(rule, `finding names a rule record: ${f.rule}`);
          // Short enough for a Problems row; the rule and its sources travel beside it.
          assert.ok(f.message.length <= 240, `${f.message.length} characters: ${f.message}`);
          assert.doesNotMatch(f.message, /Rule:|paired with|"activate: /);
          assert.ok(findingRuleSentence(f.rule).includes(rule.title.replace(/\.$/, '')), 'the rule sentence names the deciding rule');
          assert.deepEqual(f.citations.length, rule.citations.length);
          assert.equal(f.cardEffect?.index, cardEffect ?? 0);
          assert.equal(f.effect, effect ?? 'e1', 'the finding is on the script effect that is wrong');
          assert.deepEqual(lint(readScriptFixture(dialect, 'good', id), id), []);
        });

        it(`${code}: its quick fix, applied, clears the finding (c${id})`, () => {
          const source = readScriptFixture(dialect, 'bad', id);
          const [finding] = lint(source, id);
          const fix = finding?.fixes[0];
          assert.ok(fix, 'a quick fix is offered');
          const fixed = apply(source, fix.edits);
          assert.notEqual(fixed, source);
          const after = lint(fixed, id);
          assert.ok(!after.some((f) => f.code === code), `${fix.title}\n${fixed}\n${JSON.stringify(after, null, 1)}`);
          assert.ok(!after.some((f) => f.severity === 'error'), JSON.stringify(after, null, 1));
          // The fix speaks the script's dialect.
          if (dialect === 'ygopro') assert.ok(!/aux\.StatChangeDamageStepCondition|EFFECT_FLAG_\w+\|/.test(fix.edits.map((e) => e.newText).join(' ')), fix.edits.map((e) => e.newText).join(' '));
          else assert.ok(!/aux\.dscon|EFFECT_FLAG_\w+\+/.test(fix.edits.map((e) => e.newText).join(' ')));
        });
      }
    });
  }

  it('hint timings: one argument stands for both turns; only one turn with TIMING_DAMAGE_STEP is an info', () => {
    const good = readScriptFixture('edopro', 'good', 10000001);
    const hint = 'e1:SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP|TIMINGS_CHECK_MONSTER)';
    assert.ok(good.includes(hint));
    assert.deepEqual(lint(good.replace(hint, 'e1:SetHintTiming(TIMING_DAMAGE_STEP)'), 10000001), []);
    const oneTurn = lint(good.replace(hint, 'e1:SetHintTiming(0,TIMING_DAMAGE_STEP|TIMINGS_CHECK_MONSTER)'), 10000001);
    assert.deepEqual(
      oneTurn.map((f) => [f.code, f.severity]),
      [['missing-damage-step-hint-timing', 'info']],
    );
    assert.match(oneTurn[0]?.message ?? '', /only one of its hint timings/);
  });

  describe('idioms of real scripts (issue 22, second round)', () => {
    const good = readScriptFixture('edopro', 'good', 10000001);
    const guard = 'e1:SetCondition(aux.StatChangeDamageStepCondition)';
    const codes = (source: string): Array<[string, string]> => lint(source, 10000001).map((f) => [f.code, f.severity]);

    it('a condition written in place as a function holds the after-calculation guard', () => {
      assert.deepEqual(codes(good.replace(guard, 'e1:SetCondition(function() return Duel.GetCurrentPhase()~=PHASE_DAMAGE or not Duel.IsDamageCalculated() end)')), []);
      assert.deepEqual(codes(good.replace(guard, 'e1:SetCondition(function(e,tp) return Duel.IsTurnPlayer(1-tp) end)')), [['missing-after-calculation-guard', 'error']]);
      // A guard named only in a comment guards nothing.
      assert.deepEqual(codes(good.replace(guard, 'e1:SetCondition(function(e,tp) return Duel.IsTurnPlayer(1-tp) --[[ no aux.StatChangeDamageStepCondition here ]] end)')), [
        ['missing-after-calculation-guard', 'error'],
      ]);
      const ygopro = readScriptFixture('ygopro', 'good', 10000001);
      assert.ok(ygopro.includes('e1:SetCondition(aux.dscon)'));
      assert.deepEqual(
        lint(ygopro.replace('e1:SetCondition(aux.dscon)', 'e1:SetCondition(function() return Duel.GetCurrentPhase()~=PHASE_DAMAGE or not Duel.IsDamageCalculated() end)'), 10000001),
        [],
      );
    });

    it('an effect registered with further arguments (Xyz material flags) is read', () => {
      const registered = good.replace('c:RegisterEffect(e1)', 'c:RegisterEffect(e1,false,REGISTER_FLAG_DETACH_XMAT)');
      assert.notEqual(registered, good);
      assert.deepEqual(codes(registered), []);
      assert.deepEqual(codes(registered.replace('EFFECT_FLAG_CARD_TARGET|EFFECT_FLAG_DAMAGE_STEP', 'EFFECT_FLAG_CARD_TARGET')), [['missing-damage-step-flag', 'error']]);
    });

    it('summoning procedures added by helpers (Pendulum, Fusion, Xyz, Link) leave the pairing sure', () => {
      const unflagged = good.replace('EFFECT_FLAG_CARD_TARGET|EFFECT_FLAG_DAMAGE_STEP', 'EFFECT_FLAG_CARD_TARGET');
      for (const helper of [
        'Pendulum.AddProcedure(c)',
        'Fusion.AddProcMix(c,true,true,aux.FilterBoolFunctionEx(Card.IsRace,RACE_WARRIOR),aux.FilterBoolFunctionEx(Card.IsRace,RACE_BEAST))',
        'Xyz.AddProcedure(c,nil,4,2)',
        'Link.AddProcedure(c,nil,2)',
      ]) {
        const withHelper = unflagged.replace('function s.initial_effect(c)\n', `function s.initial_effect(c)\n\t${helper}\n\tc:EnableReviveLimit()\n`);
        assert.notEqual(withHelper, unflagged);
        assert.deepEqual(codes(withHelper), [['missing-damage-step-flag', 'error']], helper);
      }
    });

    it('an effect created in a loop is read once per registration', () => {
      const loop = good
        .replace('\t--Gain ATK\n\tlocal e1=Effect.CreateEffect(c)', '\tfor i=1,1 do\n\tlocal e1=Effect.CreateEffect(c)')
        .replace('\tc:RegisterEffect(e1)\nend', '\tc:RegisterEffect(e1)\n\tend\nend');
      assert.notEqual(loop, good);
      assert.deepEqual(codes(loop), []);
      assert.deepEqual(codes(loop.replace('EFFECT_FLAG_CARD_TARGET|EFFECT_FLAG_DAMAGE_STEP', 'EFFECT_FLAG_CARD_TARGET')), [['missing-damage-step-flag', 'error']]);
    });

    it('a hint timing written as numbers is read bit by bit', () => {
      const hint = 'e1:SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP|TIMINGS_CHECK_MONSTER)';
      assert.ok(good.includes(hint));
      // 0x1e0 is TIMINGS_CHECK_MONSTER_E, without TIMING_DAMAGE_STEP (0x2000).
      assert.deepEqual(codes(good.replace(hint, 'e1:SetHintTiming(0,0x1e0)')), [['missing-damage-step-hint-timing', 'warning']]);
      assert.deepEqual(codes(good.replace(hint, 'e1:SetHintTiming(0x2000,0x21e0)')), []);
    });
  });

  it("a Continuous Trap's bare activation lacking the flag is still reported when the script has no effect of the card to carry it", () => {
    const bad = readScriptFixture('edopro', 'good', 10000010);
    // Without e2 the engine has no effect of the card to offer the activation with.
    const onlyActivation = bad.slice(0, bad.indexOf('\t--Gain ATK')) + 'end\n';
    const findings = lint(onlyActivation, 10000010);
    assert.ok(
      findings.some((f) => f.code === 'missing-damage-step-flag' && f.effect === 'e1'),
      JSON.stringify(findings, null, 1),
    );
  });

  it('a phase check on one choice of the target function ("local b2=Duel.IsMainPhase() and …") keeps only that choice out: the extra flag is weighed as any', () => {
    const card = spellTrapCard('normal-trap', 'Activate 1 of these effects.\n● Special Summon 1 Warrior monster from your hand.\n● Normal Summon 1 Warrior monster.');
    const source = [
      'local s,id=GetID()',
      'function s.initial_effect(c)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_ACTIVATE)',
      '\te1:SetCode(EVENT_FREE_CHAIN)',
      '\te1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)',
      '\te1:SetTarget(s.tg)',
      '\tc:RegisterEffect(e1)',
      'end',
      'function s.tg(e,tp,eg,ep,ev,re,r,rp,chk)',
      '\tlocal b1=Duel.IsExistingMatchingCard(s.spfilter,tp,LOCATION_HAND,0,1,nil,e,tp)',
      '\tlocal b2=Duel.IsMainPhase() and Duel.IsExistingMatchingCard(s.nsfilter,tp,LOCATION_HAND,0,1,nil)',
      '\tif chk==0 then return b1 or b2 end',
      'end',
    ].join('\n');
    assert.deepEqual(
      pairedAndFound(source, card).found.map(([code, severity]) => [code, severity]),
      [['extra-damage-step-flag', 'error']],
    );
  });

  it('a phase check in the target function may keep the effect out, as one in the condition: the extra flag only informs', () => {
    const bad = readScriptFixture('edopro', 'bad', 10000005);
    const check = 'if chk==0 then return Duel.IsExistingTarget(';
    assert.ok(bad.includes(check));
    const findings = lint(bad.replace(check, 'if chk==0 then return Duel.GetCurrentPhase()~=PHASE_DAMAGE and Duel.IsExistingTarget('), 10000005);
    assert.deepEqual(
      findings.map((f) => [f.code, f.severity]),
      [['extra-damage-step-flag', 'info']],
    );
  });

  it("both extra flags on an effect that rests on the Equip Card's bonus are weighed alike: two warnings, never a warning and an error", () => {
    for (const dialect of DIALECTS) {
      const bad = readScriptFixture(dialect, 'bad', 10000024);
      const both = bad.replace(/EFFECT_FLAG_DAMAGE_STEP\)/, (flag) => `${flag.slice(0, -1)}${dialect === 'ygopro' ? '+' : '|'}EFFECT_FLAG_DAMAGE_CAL)`);
      assert.notEqual(both, bad);
      const findings = lint(both, 10000024);
      assert.deepEqual(
        findings.map((f) => [f.code, f.severity, f.effect]),
        [
          ['extra-damage-step-flag', 'warning', 'e2'],
          ['extra-damage-cal-flag', 'warning', 'e2'],
        ],
        dialect,
      );
      assert.ok(
        findings.every((f) => f.message.includes("an Equip Card's ATK bonus")),
        JSON.stringify(findings, null, 1),
      );
    }
  });

  it("a Pendulum-Summon-only trigger: EDOPro's IsPendulumSummoned counts; an `or` that lets another Summon through does not", () => {
    const good = readScriptFixture('edopro', 'good', 10000012);
    const check = 'c:IsSummonType(SUMMON_TYPE_PENDULUM)';
    assert.ok(good.includes(check));
    assert.deepEqual(lint(good.replace(check, 'c:IsPendulumSummoned()'), 10000012), []);
    const either = lint(good.replace(check, '(c:IsPendulumSummoned() or c:IsSummonLocation(LOCATION_DECK))'), 10000012);
    assert.deepEqual(
      either.map((f) => f.code),
      ['extra-damage-step-flag'],
    );
  });

  it('points at the offending call: the SetProperty line for a flag, the CreateEffect for a missing guard', () => {
    const source = readScriptFixture('edopro', 'bad', 10000005);
    const [f] = lint(source, 10000005);
    assert.ok(f);
    assert.match(source.split('\n')[f.range.start.line - 1] ?? '', /SetProperty/);
    const guard = readScriptFixture('edopro', 'bad', 10000003);
    const [g] = lint(guard, 10000003);
    assert.ok(g);
    assert.match((guard.split('\n')[g.range.start.line - 1] ?? '').slice(g.range.start.column - 1), /^Effect\.CreateEffect/);
  });

  it('only informs when the script and the card text do not pair up cleanly', () => {
    const input = cards.get(10000001);
    assert.ok(input);
    // The card text has a second activated effect the script does not implement.
    const card = scriptCardOf(classifyCard({ ...input, text: `${input.text} If this card is sent to the GY: You can draw 1 card.` }));
    const findings = lint(readScriptFixture('edopro', 'bad', 10000001), 10000001, card);
    assert.deepEqual(
      findings.map((f) => [f.code, f.severity]),
      [['missing-damage-step-flag', 'info']],
    );
    assert.match(findings[0]?.message ?? '', /Unsure/);
  });

  it('only informs for a card with a card-specific ruling', () => {
    const ruled = RULES.find((r) => r.id.startsWith('ruling.') && r.examples.length > 0);
    assert.ok(ruled);
    assert.ok(cardSpecificRulings(ruled.examples[0]?.card ?? '').includes(ruled.id));
    const card = { ...cardFor(10000001), cardSpecificRulings: [ruled.id] };
    const findings = lint(readScriptFixture('edopro', 'bad', 10000001), 10000001, card);
    assert.deepEqual(
      findings.map((f) => [f.code, f.severity]),
      [['missing-damage-step-flag', 'info']],
    );
    assert.ok(findings[0]?.message.includes(ruled.id));
  });

  it("a ruling on one effect of a hand-written record only softens findings on that effect: the card's activation is checked as any", () => {
    const record = embeddedCatalog().exact('Statue of Anguish Pattern');
    assert.ok(record);
    const card = scriptCardOf(record);
    assert.equal(card.rulingsPerEffect, true);
    assert.deepEqual(
      card.effects.map((e) => (e.rulings ?? []).length > 0),
      [false, true],
    );
    // Its activation (it Special Summons itself) is refused in the Damage Step: a flag on it is a plain
    // error; its ruled trigger, missing the damage-calculation flag, only informs.
    const flagged = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_ACTIVATE)',
      '\te1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)',
      '\te1:SetCode(EVENT_FREE_CHAIN)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_DESTROY)',
      '\te2:SetType(EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O)',
      '\te2:SetProperty(EFFECT_FLAG_DAMAGE_STEP)',
      '\te2:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\te2:SetRange(LOCATION_MZONE)',
      '\tc:RegisterEffect(e2)',
    );
    const findings = lintScript(flagged, 'c42.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      findings.map((f) => [f.code, f.severity, f.effect]),
      [
        ['extra-damage-step-flag', 'error', 'e1'],
        ['missing-damage-cal-flag', 'info', 'e2'],
      ],
    );
    assert.doesNotMatch(findings[0]?.message ?? '', /card-specific ruling/);
    assert.match(findings[1]?.message ?? '', /card-specific ruling \(ruling\.tcg\.summon-triggers-without-exception-text/);
  });

  it('a Damage Step flag on a Spell Speed 1 activation only informs: the engine never offers one there', () => {
    const field = spellTrapCard('field-spell', 'All Beast monsters on the field gain 300 ATK.');
    const flagged = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_ACTIVATE)',
      '\te1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)',
      '\te1:SetCode(EVENT_FREE_CHAIN)',
      '\tc:RegisterEffect(e1)',
    );
    const speedOne = lintScript(flagged, 'c42.lua', field, { region: 'tcg' }).findings;
    assert.deepEqual(
      speedOne.map((f) => [f.code, f.severity]),
      [['extra-damage-step-flag', 'info']],
    );
    assert.match(speedOne[0]?.message ?? '', /Spell Speed 1/);
    // The same flag on a Trap's activation is one a player meets.
    const trap = spellTrapCard('normal-trap', 'Target 1 monster on the field; shuffle it into the Deck.');
    assert.deepEqual(
      lintScript(flagged, 'c42.lua', trap, { region: 'tcg' }).findings.map((f) => [f.code, f.severity]),
      [['extra-damage-step-flag', 'error']],
    );
  });

  it("an embedded Continuous Trap's same-Chain-Link effect is its own effect to the check: the script's trigger for it is paired and checked", () => {
    const record = embeddedCatalog().exact('Yang Zing Creation');
    assert.ok(record);
    const source = edoScript(
      ...BARE_ACTIVATION,
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_SPECIAL_SUMMON)',
      '\te2:SetType(EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O)',
      '\te2:SetProperty(EFFECT_FLAG_DELAY)',
      '\te2:SetCode(EVENT_DESTROYED)',
      '\te2:SetRange(LOCATION_SZONE)',
      '\tc:RegisterEffect(e2)',
    );
    const { pairs, found } = pairedAndFound(source, scriptCardOf(record));
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 1, true],
    ]);
    assert.deepEqual(found, [['missing-damage-step-flag', 'error', 'e2']]);
  });

  it('a script trigger written before the Quick effect pairs with the text effect that names its event, not with the first one that names none (round Z)', () => {
    const card = spellTrapCard(
      'continuous-trap',
      'Once per turn: You can pay 700 LP; add 1 "Probe" monster from your GY to your hand. When your "Probe" Synchro Monster is destroyed by an opponent\'s attack: You can activate this effect; your opponent shuffles 1 card from their hand into the Deck.',
    );
    const source = edoScript(
      ...BARE_ACTIVATION,
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_TODECK)',
      '\te2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
      '\te2:SetCode(EVENT_BATTLE_DESTROYED)',
      '\te2:SetRange(LOCATION_SZONE)',
      '\tc:RegisterEffect(e2)',
      '\tlocal e3=Effect.CreateEffect(c)',
      '\te3:SetCategory(CATEGORY_TOHAND)',
      '\te3:SetType(EFFECT_TYPE_QUICK_O)',
      '\te3:SetCode(EVENT_FREE_CHAIN)',
      '\te3:SetRange(LOCATION_SZONE)',
      '\tc:RegisterEffect(e3)',
    );
    const { pairs, found } = pairedAndFound(source, card);
    assert.deepEqual(
      pairs.filter(([v]) => v !== 'e1'),
      [
        ['e2', 2, true],
        ['e3', 1, true],
      ],
    );
    // The search is refused in the Damage Step and has no flag; the trigger's is the battle's own event.
    assert.deepEqual(found, []);
  });

  it('a choice run as two script effects: where the rules refuse the whole effect throughout, a flag on either is an error (round Z)', () => {
    const card = spellTrapCard(
      'continuous-trap',
      'Once per turn: You can pay 700 LP, then activate 1 of the following effects;\n● Add 1 "Probe" monster from your GY to your hand.\n● Special Summon 1 "Probe" monster from your Extra Deck.',
    );
    const source = (secondFlags: string): string =>
      edoScript(
        ...BARE_ACTIVATION,
        '\tlocal e3=Effect.CreateEffect(c)',
        '\te3:SetCategory(CATEGORY_TOHAND)',
        '\te3:SetType(EFFECT_TYPE_QUICK_O)',
        '\te3:SetCode(EVENT_FREE_CHAIN)',
        '\te3:SetRange(LOCATION_SZONE)',
        '\tc:RegisterEffect(e3)',
        '\tlocal e4=e3:Clone()',
        '\te4:SetCategory(CATEGORY_SPECIAL_SUMMON)',
        ...(secondFlags ? [`\te4:SetProperty(${secondFlags})`] : []),
        '\tc:RegisterEffect(e4)',
      );
    const clean = pairedAndFound(source(''), card);
    assert.deepEqual(clean.pairs.at(-1), ['e4', 1, false]);
    assert.match(clean.doubts.at(-1) ?? '', /another script effect is paired with the same text effect/);
    assert.deepEqual(clean.found, []);
    assert.deepEqual(pairedAndFound(source('EFFECT_FLAG_DAMAGE_STEP'), card).found, [['extra-damage-step-flag', 'error', 'e4']]);
  });

  it('a "(Quick Effect)" in a window of the battle run as a trigger on that window\'s event pairs with it, and the effects around it stay sure (round AB)', () => {
    const card = monsterCard(
      "If you take battle or effect damage: You can Special Summon this card from your hand. During damage calculation, if this card battles an opponent's monster (Quick Effect): You can make this card gain DEF equal to that opponent's monster's ATK during that damage calculation only. If this card is sent from the hand or field to the GY: You can draw 1 card.",
    );
    const source = (firstFlags: string): string =>
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_SPECIAL_SUMMON)',
        '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
        `\te1:SetProperty(${firstFlags}EFFECT_FLAG_DELAY)`,
        '\te1:SetRange(LOCATION_HAND)',
        '\te1:SetCode(EVENT_DAMAGE)',
        '\tc:RegisterEffect(e1)',
        '\tlocal e2=Effect.CreateEffect(c)',
        '\te2:SetCategory(CATEGORY_DEFCHANGE)',
        '\te2:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
        '\te2:SetCode(EVENT_PRE_DAMAGE_CALCULATE)',
        '\tc:RegisterEffect(e2)',
        '\tlocal e3=Effect.CreateEffect(c)',
        '\te3:SetCategory(CATEGORY_DRAW)',
        '\te3:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
        '\te3:SetProperty(EFFECT_FLAG_DELAY)',
        '\te3:SetCode(EVENT_TO_GRAVE)',
        '\tc:RegisterEffect(e3)',
      );
    const right = pairedAndFound(source('EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL+'), card);
    assert.deepEqual(right.pairs, [
      ['e1', 0, true],
      ['e2', 1, false],
      ['e3', 2, true],
    ]);
    assert.match(right.doubts[1] ?? '', /read as a Quick Effect, the script has a trigger/);
    assert.deepEqual(right.found, []);
    // Without its flags the damage trigger is never offered after battle damage, which the rules allow.
    assert.deepEqual(
      pairedAndFound(source(''), card).found.filter(([, severity]) => severity !== 'info'),
      [
        ['missing-damage-step-flag', 'error', 'e1'],
        ['missing-damage-cal-flag', 'warning', 'e1'],
      ],
    );
  });

  it('a monster\'s "during damage calculation: You can" (read as a trigger) run as a Quick Effect pairs with it, unsure, and the doubt says which way (round AC)', () => {
    const card = monsterCard(
      'If this card attacks or is attacked, during damage calculation: You can send 1 card from your hand to the GY; this card gains 600 ATK during that damage calculation only.',
    );
    const source = (code: string, flags: string): string =>
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_ATKCHANGE)',
        '\te1:SetType(EFFECT_TYPE_QUICK_O)',
        `\te1:SetCode(${code})`,
        ...(flags ? [`\te1:SetProperty(${flags})`] : []),
        '\te1:SetRange(LOCATION_MZONE)',
        '\tc:RegisterEffect(e1)',
      );
    const { pairs, doubts, found } = pairedAndFound(source('EVENT_PRE_DAMAGE_CALCULATE', ''), card);
    assert.deepEqual(pairs, [['e1', 0, false]]);
    assert.match(doubts[0] ?? '', /read as a trigger, the script has a Quick Effect/);
    assert.deepEqual(found, []);
    // On EVENT_FREE_CHAIN without the damage calculation flag it is never offered in its window: reported, as an unsure pairing.
    assert.deepEqual(
      pairedAndFound(source('EVENT_FREE_CHAIN', 'EFFECT_FLAG_DAMAGE_STEP'), card).found.map(([code, severity]) => [code, severity]),
      [
        ['extra-damage-step-flag', 'info'],
        ['missing-damage-cal-flag', 'info'],
      ],
    );
  });

  it('one text effect run as two script triggers: the second pairs with it (unsure), not with the next, mandatory text effect', () => {
    const card = monsterCard(
      "When this card, or a monster you control that is owned by your opponent, destroys an opponent's monster by battle and sends it to the GY: You can draw 1 card. If this face-up card leaves the field: Each player takes 500 damage.",
    );
    const trigger = (v: string, type: string, code: string): string[] => [`\tlocal ${v}=Effect.CreateEffect(c)`, `\t${v}:SetType(${type})`, `\t${v}:SetCode(${code})`, `\tc:RegisterEffect(${v})`];
    const source = edoScript(
      ...trigger('e1', 'EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_O', 'EVENT_BATTLE_DESTROYING'),
      ...trigger('e2', 'EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O', 'EVENT_BATTLE_DESTROYED'),
      ...trigger('e3', 'EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_F', 'EVENT_LEAVE_FIELD'),
    );
    const { pairs, found, doubts } = pairedAndFound(source, card);
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 0, false],
      ['e3', 1, true],
    ]);
    assert.match(doubts[1] ?? '', /another script effect is paired with the same text effect/);
    assert.ok(!found.some(([, severity]) => severity !== 'info'), JSON.stringify(found));
  });

  it('a clone with a condition of its own is the next text effect of the same shape, and is checked as that one', () => {
    const card = monsterCard(
      'Once per turn, when another monster activates its effect on the field (Quick Effect): You can negate the activation, and if you do, destroy it. Once per turn, when a monster effect is activated that targets this card (Quick Effect): You can negate the activation, and if you do, destroy it.',
    );
    const source = (flags: string): string =>
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetDescription(aux.Stringid(id,0))',
        '\te1:SetCategory(CATEGORY_NEGATE|CATEGORY_DESTROY)',
        '\te1:SetType(EFFECT_TYPE_QUICK_O)',
        '\te1:SetCode(EVENT_CHAINING)',
        ...(flags ? [`\te1:SetProperty(${flags})`] : []),
        '\te1:SetRange(LOCATION_MZONE)',
        '\te1:SetCondition(s.con1)',
        '\tc:RegisterEffect(e1)',
        '\tlocal e2=e1:Clone()',
        '\te2:SetDescription(aux.Stringid(id,1))',
        '\te2:SetCondition(s.con2)',
        '\tc:RegisterEffect(e2)',
      );
    const right = pairedAndFound(source('EFFECT_FLAG_DAMAGE_STEP|EFFECT_FLAG_DAMAGE_CAL'), card);
    assert.deepEqual(right.pairs, [
      ['e1', 0, true],
      ['e2', 1, true],
    ]);
    assert.deepEqual(right.found, []);
    const broken = pairedAndFound(source(''), card);
    assert.deepEqual(
      broken.found.filter(([code]) => code === 'missing-damage-step-flag'),
      [
        ['missing-damage-step-flag', 'error', 'e1'],
        ['missing-damage-step-flag', 'error', 'e2'],
      ],
    );
  });

  it('a trap effect on "activates a card or effect during the Damage Step" pairs with the script\'s EVENT_CHAINING effect', () => {
    const card = spellTrapCard('normal-trap', 'When your opponent activates a card or effect during the Damage Step: Negate the activation, and if you do, destroy it.');
    const source = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_NEGATE|CATEGORY_DESTROY)',
      '\te1:SetType(EFFECT_TYPE_ACTIVATE)',
      '\te1:SetCode(EVENT_CHAINING)',
      '\tc:RegisterEffect(e1)',
    );
    const { pairs, found, doubts } = pairedAndFound(source, card);
    assert.deepEqual(pairs, [['e1', 0, true]], JSON.stringify(doubts));
    // Negating an activation is allowed at every timing, damage calculation included.
    assert.deepEqual(found, [
      ['missing-damage-step-flag', 'error', 'e1'],
      ['missing-damage-cal-flag', 'error', 'e1'],
    ]);
  });

  it("a Spell's helper-built effect pairs with its activation, leaving its own trigger to the script's trigger", () => {
    const card = spellTrapCard(
      'normal-spell',
      'Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as material. If a face-up Fusion Monster you control is destroyed by battle or card effect, while this card is in your GY: You can add this card from the GY to your hand.',
    );
    const source = edoScript(
      '\tlocal e1=Fusion.CreateSummonEff(c)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_TOHAND)',
      '\te2:SetType(EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O)',
      '\te2:SetProperty(EFFECT_FLAG_DELAY)',
      '\te2:SetRange(LOCATION_GRAVE)',
      '\te2:SetCode(EVENT_DESTROYED)',
      '\tc:RegisterEffect(e2)',
    );
    const { pairs, found } = pairedAndFound(source, card);
    assert.deepEqual(pairs, [
      ['e1', 0, false],
      ['e2', 1, true],
    ]);
    assert.deepEqual(found, [['missing-damage-step-flag', 'error', 'e2']]);
  });

  it("aux.AddPersistentProcedure's flag, hint timings and condition are read as the card's activation, and fixed in place", () => {
    const card = spellTrapCard('continuous-trap', 'Activate this card by targeting 1 face-up monster your opponent controls; it loses 500 ATK. When that monster leaves the field, destroy this card.');
    const source = (args: string): string => edoScript(`\taux.AddPersistentProcedure(c,1,aux.FilterBoolFunction(Card.IsFaceup),CATEGORY_ATKCHANGE${args})`);
    const clean = pairedAndFound(source(',EFFECT_FLAG_DAMAGE_STEP,TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP,aux.StatChangeDamageStepCondition'), card);
    assert.deepEqual(clean.pairs, [['aux.AddPersistentProcedure', 0, true]]);
    assert.deepEqual(clean.found, []);
    // No flag given: the engine never offers it in the Damage Step, where the rules allow it until damage calculation.
    const noFlag = source(',nil,TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP,aux.StatChangeDamageStepCondition');
    const [missing] = lintScript(noFlag, 'c42.lua', card, { region: 'tcg' }).findings;
    assert.equal(missing?.code, 'missing-damage-step-flag');
    assert.equal(missing?.severity, 'error');
    const fixed = applyEdits(noFlag, missing?.fixes[0]?.edits ?? []);
    assert.match(fixed, /CATEGORY_ATKCHANGE,EFFECT_FLAG_DAMAGE_STEP,TIMING_DAMAGE_STEP/);
    assert.deepEqual(pairedAndFound(fixed, card).found, []);
    // The flag without the guard: offered after damage calculation, where the rules forbid it.
    assert.deepEqual(pairedAndFound(source(',EFFECT_FLAG_DAMAGE_STEP,TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP'), card).found, [
      ['missing-after-calculation-guard', 'error', 'aux.AddPersistentProcedure'],
    ]);
  });

  it('a Trap whose whole text is its own trigger in the GY needs no activation in the script: its trigger pairs surely', () => {
    const card = spellTrapCard('normal-trap', "When this Set card is destroyed and sent to the GY by your opponent's card effect: Draw 1 card.");
    const source = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_DRAW)',
      '\te1:SetType(EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_F)',
      '\te1:SetCode(EVENT_TO_GRAVE)',
      '\tc:RegisterEffect(e1)',
    );
    const { pairs, doubts } = pairedAndFound(source, card);
    assert.deepEqual(pairs, [['e1', 1, true]], JSON.stringify(doubts));
  });

  describe('an Equip Trap that registers its equipped trigger as it resolves', () => {
    const card = spellTrapCard(
      'normal-trap',
      'Target 1 Warrior monster you control; equip this card to that target. It gains 700 ATK. If the equipped monster destroys a monster by battle: Draw 1 card.',
    );
    /** The activation (with or without the flag) and an operation that registers the draw trigger on `registeredOn`. */
    const script = (flag: string, registeredOn: string): string =>
      [
        'local s,id=GetID()',
        'function s.initial_effect(c)',
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_EQUIP)',
        '\te1:SetType(EFFECT_TYPE_ACTIVATE)',
        '\te1:SetCode(EVENT_FREE_CHAIN)',
        '\te1:SetHintTiming(TIMING_DAMAGE_STEP)',
        `\te1:SetProperty(${flag})`,
        '\te1:SetCondition(aux.StatChangeDamageStepCondition)',
        '\te1:SetOperation(s.operation)',
        '\tc:RegisterEffect(e1)',
        'end',
        'function s.operation(e,tp,eg,ep,ev,re,r,rp)',
        '\tlocal c=e:GetHandler()',
        '\tlocal tc=Duel.GetFirstTarget()',
        '\tDuel.Equip(tp,c,tc)',
        '\tlocal e2=Effect.CreateEffect(c)',
        '\te2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)',
        '\te2:SetCode(EVENT_BATTLE_DESTROYING)',
        '\te2:SetRange(LOCATION_SZONE)',
        `\t${registeredOn}:RegisterEffect(e2)`,
        'end',
      ].join('\n');

    it('the trigger the text prints is expected outside initial_effect: the activation lacking the flag is an error', () => {
      const { pairs, found } = pairedAndFound(script('EFFECT_FLAG_CARD_TARGET', 'c'), card);
      assert.deepEqual(pairs, [['e1', 0, true]]);
      assert.deepEqual(found, [['missing-damage-step-flag', 'error', 'e1']]);
      assert.deepEqual(pairedAndFound(script('EFFECT_FLAG_CARD_TARGET+EFFECT_FLAG_DAMAGE_STEP', 'c'), card).found, []);
    });

    it("an effect registered on another card is not the text's trigger: the pairing stays unsure and the finding an info", () => {
      const { pairs, found } = pairedAndFound(script('EFFECT_FLAG_CARD_TARGET', 'tc'), card);
      assert.deepEqual(pairs, [['e1', 0, false]]);
      assert.deepEqual(found, [['missing-damage-step-flag', 'info', 'e1']]);
    });
  });

  it("a Standby Phase upkeep the script runs as a Continuous effect is the text's upkeep: the pairing stays sure", () => {
    const card = spellTrapCard('continuous-trap', 'All Spellcaster monsters you control gain 500 ATK. During each of your Standby Phases, pay 500 LP or destroy this card.');
    const source = edoScript(
      ...BARE_ACTIVATION,
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetType(EFFECT_TYPE_FIELD|EFFECT_TYPE_CONTINUOUS)',
      '\te2:SetCode(EVENT_PHASE|PHASE_STANDBY)',
      '\te2:SetRange(LOCATION_SZONE)',
      '\tc:RegisterEffect(e2)',
    );
    assert.deepEqual(pairedAndFound(source, card).found, [['missing-damage-step-flag', 'error', 'e1']]);
  });

  it('a clone for a second event is the same card effect, and is checked on its own', () => {
    const input = {
      name: 'Clone Probe',
      kind: 'monster' as const,
      subtype: 'monster' as const,
      monsterTypes: ['Effect'],
      text: 'If this card is Normal or Special Summoned: You can Fusion Summon 1 Fusion Monster from your Extra Deck.',
    };
    const source = [
      'local s,id=GetID()',
      'function s.initial_effect(c)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetCode(EVENT_SUMMON_SUCCESS)',
      '\te1:SetProperty(EFFECT_FLAG_DELAY)',
      '\te1:SetOperation(s.op)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=e1:Clone()',
      '\te2:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\tc:RegisterEffect(e2)',
      'end',
      'function s.op(e,tp) end',
    ].join('\n');
    const result = lintScript(source, 'c42.lua', scriptCardOf(classifyCard(input)), { region: 'tcg' });
    assert.deepEqual(
      result.matches.map((m) => m.textIndex),
      [0, 0],
    );
    // Only the Special Summon clone can happen in the Damage Step: the Normal Summon one is gated by its event.
    assert.deepEqual(
      result.findings.map((f) => [f.code, f.effect]),
      [['missing-damage-step-condition', 'e2']],
    );
  });

  it("another monster's Normal or Special Summon: the script's Normal Summon event is the same text effect, so its Special Summon clone is checked surely", () => {
    const card = monsterCard('If a Warrior monster(s) is Normal or Special Summoned (except during the Damage Step): You can Special Summon this card from your hand.');
    const source = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_SPECIAL_SUMMON)',
      '\te1:SetType(EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetProperty(EFFECT_FLAG_DELAY)',
      '\te1:SetCode(EVENT_SUMMON_SUCCESS)',
      '\te1:SetRange(LOCATION_HAND)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=e1:Clone()',
      '\te2:SetProperty(EFFECT_FLAG_DELAY|EFFECT_FLAG_DAMAGE_STEP)',
      '\te2:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\tc:RegisterEffect(e2)',
    );
    const { pairs, found } = pairedAndFound(source, card);
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 0, true],
    ]);
    assert.deepEqual(found, [['extra-damage-step-flag', 'error', 'e2']]);
  });
});

describe('card scripts: conditions with alternatives (issue 22, round ten)', () => {
  const trigger = (v: string, type: string, code: string, extra: string[] = []): string[] => [
    `\tlocal ${v}=Effect.CreateEffect(c)`,
    `\t${v}:SetType(${type})`,
    `\t${v}:SetCode(${code})`,
    ...extra.map((x) => `\t${v}:${x}`),
    `\tc:RegisterEffect(${v})`,
  ];
  const clone = (v: string, of: string, calls: string[]): string[] => [`\tlocal ${v}=${of}:Clone()`, ...calls.map((x) => `\t${v}:${x}`), `\tc:RegisterEffect(${v})`];
  const run = (card: ScriptCard, ...body: string[][]): ReturnType<typeof lintScript> => lintScript(edoScript(...body.flat()), 'c42.lua', card, { region: 'tcg' });

  it('"When A, or when B": a clone for the other event is the same text effect, checked surely', () => {
    const card = spellTrapCard('normal-trap', "When an opponent's monster declares an attack, or an opponent's monster effect is activated: Destroy 1 monster your opponent controls.");
    const { pairs, found } = pairedAndFound(
      edoScript(...trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_ATTACK_ANNOUNCE'), ...clone('e2', 'e1', ['SetCode(EVENT_CHAINING)', 'SetProperty(EFFECT_FLAG_DAMAGE_STEP)'])),
      card,
    );
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 0, true],
    ]);
    assert.deepEqual(found, [['extra-damage-step-flag', 'error', 'e2']]);
  });

  it('"When A, or when B": a clone for the other event with a target and an operation of its own is still the same text effect', () => {
    const card = monsterCard(
      "When an opponent's monster declares an attack, or when your opponent activates a monster effect on the field (Quick Effect): You can Tribute this card; destroy that monster.",
    );
    const source = edoScript(
      ...trigger('e1', 'EFFECT_TYPE_QUICK_O', 'EVENT_ATTACK_ANNOUNCE', ['SetRange(LOCATION_MZONE)', 'SetTarget(s.tg1)', 'SetOperation(s.op1)']),
      ...clone('e2', 'e1', ['SetCode(EVENT_CHAINING)', 'SetProperty(EFFECT_FLAG_DAMAGE_STEP)', 'SetTarget(s.tg2)', 'SetOperation(s.op2)']),
    );
    const { pairs, found } = pairedAndFound(source, card);
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 0, true],
    ]);
    assert.deepEqual(found, [['extra-damage-step-flag', 'error', 'e2']]);
  });

  it('"When Special Summoned this way": the script\'s Special Summon event is that trigger\'s event, so the pairing is sure', () => {
    const card = monsterCard(
      'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by Tributing 1 Spellcaster monster. When Special Summoned this way: Add 1 Spell from your Deck to your hand.',
    );
    const { pairs, found } = pairedAndFound(edoScript(...trigger('e1', 'EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F', 'EVENT_SPSUMMON_SUCCESS', ['SetCondition(s.thcon)'])), card);
    assert.deepEqual(pairs, [['e1', 0, true]]);
    assert.deepEqual(found, []);
  });

  it('"When you draw this card": the script\'s draw event is the card itself moving, so the pairing is sure', () => {
    const card = monsterCard('When you draw this card: You can reveal it; Special Summon this card.');
    const { pairs } = pairedAndFound(edoScript(...trigger('e1', 'EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O', 'EVENT_DRAW', ['SetRange(LOCATION_HAND)'])), card);
    assert.deepEqual(pairs, [['e1', 0, true]]);
  });

  it('a draw event stands for "When you draw this card" only, not for another move of the card itself', () => {
    const card = monsterCard('If this card is sent to the GY: You can draw 1 card.');
    const { pairs } = pairedAndFound(edoScript(...trigger('e1', 'EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O', 'EVENT_DRAW', ['SetRange(LOCATION_HAND)'])), card);
    assert.deepEqual(
      pairs.filter(([, , sure]) => sure),
      [],
    );
  });

  it('"Normal Summoned while … a Special Summoned monster" names one Summon: a Special Summon clone is not that text effect', () => {
    const card = monsterCard('If this card is Normal Summoned while your opponent controls a Special Summoned monster: You can draw 1 card.');
    const { pairs } = pairedAndFound(edoScript(...trigger('e1', 'EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O', 'EVENT_SUMMON_SUCCESS'), ...clone('e2', 'e1', ['SetCode(EVENT_SPSUMMON_SUCCESS)'])), card);
    assert.deepEqual(
      pairs.filter(([name, , sure]) => name === 'e2' && sure),
      [],
    );
  });

  it('"If this card is Normal, Flip, or Pendulum Summoned": a clone on the Special Summon event is the same text effect, checked surely', () => {
    const card = monsterCard('If this card is Normal, Flip, or Pendulum Summoned: You can target 1 face-up card your opponent controls; destroy it.');
    const { pairs } = pairedAndFound(
      edoScript(
        ...trigger('e1', 'EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O', 'EVENT_SUMMON_SUCCESS'),
        ...clone('e2', 'e1', ['SetCode(EVENT_FLIP_SUMMON_SUCCESS)']),
        ...clone('e3', 'e1', ['SetCode(EVENT_SPSUMMON_SUCCESS)', 'SetCondition(s.pencon)']),
      ),
      card,
    );
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 0, true],
      ['e3', 0, true],
    ]);
  });

  it('another way to activate a Trap ("You can also activate this card by Tributing …") is the same activation, whatever its clone sets', () => {
    const card = spellTrapCard(
      'normal-trap',
      'You can also activate this card by Tributing 1 Plant monster. Special Summon 1 Plant monster from your GY in Defense Position. You can only activate 1 "Probe" per turn.',
    );
    const { pairs, found } = pairedAndFound(
      edoScript(
        ...trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_FREE_CHAIN', ['SetTarget(s.tg1)', 'SetOperation(s.op1)']),
        ...clone('e2', 'e1', ['SetProperty(EFFECT_FLAG_DAMAGE_STEP)', 'SetCost(s.cost)', 'SetTarget(s.tg2)', 'SetOperation(s.op2)']),
      ),
      card,
    );
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 0, true],
    ]);
    assert.deepEqual(found, [['extra-damage-step-flag', 'error', 'e2']]);
  });

  it('a Trap\'s "During your Main Phase: You can banish this card from your GY" run as a Quick Effect pairs surely, and the card\'s other effects stay sure', () => {
    const card = spellTrapCard('normal-trap', 'Target 1 face-up card on the field; destroy it. During your Main Phase: You can banish this card from your GY; draw 1 card.');
    const { pairs } = pairedAndFound(
      edoScript(...trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_FREE_CHAIN'), ...trigger('e2', 'EFFECT_TYPE_QUICK_O', 'EVENT_FREE_CHAIN', ['SetRange(LOCATION_GRAVE)', 'SetCondition(s.mpcon)'])),
      card,
    );
    assert.deepEqual(pairs, [
      ['e1', 0, true],
      ['e2', 1, true],
    ]);
  });

  it('a clone of an activation that moves to an event of its own (another choice written as a clone) is not taken for the same activation', () => {
    const card = spellTrapCard(
      'normal-trap',
      'Activate 1 of these effects.\n● Target 1 face-up monster on the field; it gains 800 ATK until the end of this turn.\n● When your opponent activates a card or effect: Negate that effect.',
    );
    const { pairs } = pairedAndFound(
      edoScript(
        ...trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_FREE_CHAIN', ['SetProperty(EFFECT_FLAG_DAMAGE_STEP)', 'SetTarget(s.tg1)', 'SetOperation(s.op1)']),
        ...clone('e2', 'e1', ['SetCode(EVENT_CHAINING)', 'SetProperty(0)', 'SetTarget(s.tg2)', 'SetOperation(s.op2)']),
      ),
      card,
    );
    assert.deepEqual(pairs[1]?.[2], false);
  });

  it('"When A, OR B" in capitals is an alternative too: the clone for B is the same text effect, checked surely', () => {
    const card = monsterCard(
      "When an opponent's monster declares an attack, OR a Spell/Trap Card is activated (Quick Effect): You can detach 1 material from this card; negate the activation, and if you do, destroy that card.",
    );
    const { pairs } = pairedAndFound(
      edoScript(...trigger('e1', 'EFFECT_TYPE_QUICK_O', 'EVENT_CHAINING', ['SetRange(LOCATION_MZONE)']), ...clone('e2', 'e1', ['SetCode(EVENT_ATTACK_ANNOUNCE)'])),
      card,
    );
    assert.deepEqual(
      pairs.map(([, , sure]) => sure),
      [true, true],
    );
  });

  it('an older condition without a colon ("When your opponent Normal or Special Summons a monster, …") pairs its Special Summon clone surely', () => {
    const card = spellTrapCard('normal-trap', 'When your opponent Normal or Special Summons a monster(s), reveal 1 monster in your hand to activate this card. Destroy that monster(s).');
    const { pairs } = pairedAndFound(edoScript(...trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_SUMMON_SUCCESS'), ...clone('e2', 'e1', ['SetCode(EVENT_SPSUMMON_SUCCESS)'])), card);
    assert.deepEqual(
      pairs.map(([, , sure]) => sure),
      [true, true],
    );
  });

  it('"When A, or when B" is read at the condition\'s own colon, not at one inside a quoted name', () => {
    const card = spellTrapCard('normal-trap', 'When a "Gate: Probe" monster declares an attack, or an opponent\'s monster effect is activated: Destroy 1 monster your opponent controls.');
    const r = run(card, trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_ATTACK_ANNOUNCE'), clone('e2', 'e1', ['SetCode(EVENT_CHAINING)', 'SetProperty(EFFECT_FLAG_DAMAGE_STEP)']));
    assert.deepEqual(
      r.matches.map((m) => m.sure),
      [true, true],
    );
    assert.deepEqual(
      r.findings.map((f) => [f.code, f.severity, f.effect]),
      [['extra-damage-step-flag', 'error', 'e2']],
    );
  });

  it('the alternative a script effect runs is what its verdict is taken with: an activation beside a damage calculation window needs no damage-calculation flag', () => {
    const card = monsterCard(
      "When your opponent activates a monster effect, or during damage calculation, when an opponent's monster attacks (Quick Effect): You can Special Summon this card from your hand.",
    );
    const r = run(
      card,
      trigger('e1', 'EFFECT_TYPE_QUICK_O', 'EVENT_CHAINING', ['SetRange(LOCATION_HAND)']),
      clone('e2', 'e1', ['SetCode(EVENT_PRE_DAMAGE_CALCULATE)', 'SetProperty(EFFECT_FLAG_DAMAGE_STEP|EFFECT_FLAG_DAMAGE_CAL)']),
    );
    assert.deepEqual(
      r.matches.map((m) => [m.facts.effect.variable, m.textIndex, m.sure, m.alternative?.event]),
      [
        ['e1', 0, true, 'card-or-effect-activated'],
        ['e2', 0, true, undefined],
      ],
    );
    assert.deepEqual(
      r.findings.filter((f) => f.severity !== 'info').map((f) => [f.code, f.effect]),
      [],
    );
  });

  it("a clone set from SINGLE to FIELD for another card's event stays the same trigger, and the next text effect goes to the next script effect", () => {
    const card = monsterCard(
      'When this card is added from the Deck to your hand, or your monster is destroyed by battle: You can Special Summon this card. If this card is Special Summoned: You can draw 1 card.',
    );
    const r = run(
      card,
      trigger('e2a', 'EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_O', 'EVENT_TO_HAND', ['SetProperty(EFFECT_FLAG_DELAY)']),
      clone('e2b', 'e2a', ['SetType(EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O)', 'SetCode(EVENT_BATTLE_DESTROYED)', 'SetRange(LOCATION_HAND)', 'SetCondition(s.spcon)']),
      trigger('e3', 'EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_O', 'EVENT_SPSUMMON_SUCCESS', ['SetProperty(EFFECT_FLAG_DELAY)']),
    );
    assert.deepEqual(
      r.matches.map((m) => [m.facts.effect.variable, m.textIndex, m.sure]),
      [
        ['e2a', 0, true],
        ['e2b', 0, true],
        ['e3', 1, true],
      ],
    );
  });

  it('"If your opponent Normal or Special Summons": the Normal Summon event is the same text effect, so the Special Summon clone is checked surely', () => {
    const card = monsterCard('If your opponent Normal or Special Summons a monster(s) (except during the Damage Step): You can Special Summon this card from your hand.');
    const r = run(
      card,
      trigger('e1', 'EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O', 'EVENT_SUMMON_SUCCESS', ['SetProperty(EFFECT_FLAG_DELAY)', 'SetRange(LOCATION_HAND)']),
      clone('e2', 'e1', ['SetCode(EVENT_SPSUMMON_SUCCESS)', 'SetProperty(EFFECT_FLAG_DELAY|EFFECT_FLAG_DAMAGE_STEP)']),
    );
    assert.deepEqual(
      r.matches.map((m) => m.sure),
      [true, true],
    );
    assert.deepEqual(
      r.findings.map((f) => [f.code, f.severity, f.effect]),
      [['extra-damage-step-flag', 'error', 'e2']],
    );
  });

  it('"When a monster(s) is Summoned" (any method): the Normal and Flip Summon events are the same text effect, so every clone pairs surely', () => {
    const card = spellTrapCard('normal-trap', 'When a monster(s) is Summoned: This turn, that face-up monster(s) cannot attack.');
    const r = run(
      card,
      trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_SUMMON_SUCCESS'),
      clone('e2', 'e1', ['SetCode(EVENT_FLIP_SUMMON_SUCCESS)']),
      clone('e3', 'e1', ['SetCode(EVENT_SPSUMMON_SUCCESS)', 'SetProperty(EFFECT_FLAG_DAMAGE_STEP)']),
    );
    assert.deepEqual(
      r.matches.map((m) => [m.facts.effect.variable, m.textIndex, m.sure]),
      [
        ['e1', 0, true],
        ['e2', 0, true],
        ['e3', 0, true],
      ],
    );
    assert.deepEqual(
      r.findings.map((f) => [f.code, f.effect]),
      [['extra-damage-step-flag', 'e3']],
    );
    assert.notEqual(r.findings[0]?.severity, 'info');
  });

  it('a Summon about to happen (EVENT_SPSUMMON, "would Special Summon") never comes in the Damage Step: its flag is no finding', () => {
    const card = monsterCard(
      'Once per turn, when your opponent would Special Summon a monster(s) (Quick Effect): You can banish 1 card from your GY; negate the Summon, and if you do, destroy that monster.',
    );
    const r = run(card, trigger('e1', 'EFFECT_TYPE_QUICK_O', 'EVENT_SPSUMMON', ['SetRange(LOCATION_MZONE)', 'SetProperty(EFFECT_FLAG_DAMAGE_STEP)']));
    assert.deepEqual(
      r.matches.map((m) => [m.textIndex, m.sure]),
      [[0, true]],
    );
    assert.deepEqual(r.findings, []);
  });

  it('a Trap Card that changes ATK when a monster is Special Summoned may be activated until damage calculation: a flag with the guard is clean, no flag is an error', () => {
    const card = spellTrapCard('normal-trap', 'When your opponent Special Summons a monster(s): That monster(s) loses 500 ATK.');
    const guarded = run(card, trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_SPSUMMON_SUCCESS', ['SetProperty(EFFECT_FLAG_DAMAGE_STEP)', 'SetCondition(aux.StatChangeDamageStepCondition)']));
    assert.deepEqual(guarded.findings, []);
    const unflagged = run(card, trigger('e1', 'EFFECT_TYPE_ACTIVATE', 'EVENT_SPSUMMON_SUCCESS'));
    assert.deepEqual(
      unflagged.findings.map((f) => [f.code, f.severity]),
      [['missing-damage-step-flag', 'error']],
    );
  });

  it('another card banished or returned to the hand (EVENT_REMOVE, EVENT_TO_HAND) is the event the reader reads as a card moving', () => {
    for (const [words, code] of [
      ['is banished', 'EVENT_REMOVE'],
      ['is returned to your hand', 'EVENT_TO_HAND'],
    ]) {
      const card = monsterCard(`If a card(s) you control ${words}: You can draw 1 card.`);
      const r = run(card, trigger('e1', 'EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O', code as string, ['SetRange(LOCATION_MZONE)', 'SetProperty(EFFECT_FLAG_DAMAGE_STEP)']));
      assert.deepEqual(
        r.matches.map((m) => [m.textIndex, m.sure]),
        [[0, true]],
        code,
      );
      assert.deepEqual(
        r.findings.map((f) => [f.code, f.severity]),
        [['extra-damage-step-flag', 'warning']],
        code,
      );
    }
  });

  it('a damage-calculation flag on a trigger of an event raised only after damage calculation changes nothing: info, not error', () => {
    const card = monsterCard("If a face-up Plant monster(s) you control is destroyed by battle or an opponent's card effect while this card is in your GY: You can add this card to your hand.");
    const script = (battleFlags: string): string =>
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_TOHAND)',
        '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
        '\te1:SetProperty(EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP)',
        '\te1:SetCode(EVENT_DESTROYED)',
        '\te1:SetRange(LOCATION_GRAVE)',
        '\te1:SetOperation(s.operation)',
        '\tc:RegisterEffect(e1)',
        '\tlocal e2=e1:Clone()',
        `\te2:SetProperty(${battleFlags})`,
        '\te2:SetCode(EVENT_BATTLE_DESTROYED)',
        '\tc:RegisterEffect(e2)',
      );
    const calFindings = (source: string) =>
      lintScript(source, 'c42.lua', card, { region: 'tcg' })
        .findings.filter((f) => f.code === 'extra-damage-cal-flag')
        .map((f) => [f.effect, f.severity]);
    // EVENT_BATTLE_DESTROYED comes after damage calculation: the flag is harmless there.
    assert.deepEqual(calFindings(script('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL')), [['e2', 'info']]);
    assert.deepEqual(calFindings(script('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP')), []);
  });

  describe('conditions that look at the phase, or at something else', () => {
    const card = monsterCard("During either player's turn: You can send this card from your hand to the GY; this turn, monsters you control cannot be destroyed by battle.");
    const flagged = (condition: string, helper = ''): string =>
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetType(EFFECT_TYPE_QUICK_O)',
        '\te1:SetCode(EVENT_FREE_CHAIN)',
        '\te1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)',
        '\te1:SetRange(LOCATION_HAND)',
        `\te1:SetCondition(${helper || 's.condition'})`,
        '\te1:SetOperation(s.operation)',
        '\tc:RegisterEffect(e1)',
      ).concat(helper ? '' : `\nfunction s.condition(e,tp,eg,ep,ev,re,r,rp)\n\t${condition}\nend`);
    const severities = (source: string): Array<[string, string]> => lintScript(source, 'c42.lua', card, { region: 'tcg' }).findings.map((f) => [f.code, f.severity]);

    it('Duel.IsAbleToEnterBP() holds only before the Battle Phase: the flag may never come into play, so the finding is info', () => {
      assert.deepEqual(severities(flagged('return Duel.IsAbleToEnterBP()')), [['extra-damage-step-flag', 'info']]);
    });

    it('"not Main Phase 2 and not the End Phase" lets the effect through in the Damage Step: the finding stays an error', () => {
      assert.deepEqual(severities(flagged('local ph=Duel.GetCurrentPhase()\n\treturn ph~=PHASE_MAIN2 and ph~=PHASE_END')), [['extra-damage-step-flag', 'error']]);
      // So do a range that holds the Damage Step and the engine's "is it the Battle Phase".
      for (const through of ['local ph=Duel.GetCurrentPhase()\n\treturn ph>=PHASE_BATTLE_START and ph<=PHASE_BATTLE', 'return Duel.IsBattlePhase() and Duel.GetTurnPlayer()~=tp']) {
        assert.deepEqual(severities(flagged(through)), [['extra-damage-step-flag', 'error']], through);
      }
      // One look that fails is outweighed when the and/or around it still lets the Damage Step and its damage calculation through.
      for (const through of [
        'local ph=Duel.GetCurrentPhase()\n\treturn ph==PHASE_MAIN1 or (ph>=PHASE_BATTLE_START and ph<=PHASE_BATTLE) or ph==PHASE_MAIN2',
        'local ph=Duel.GetCurrentPhase()\n\treturn ph==PHASE_DAMAGE or ph==PHASE_DAMAGE_CAL',
        'return Duel.GetCurrentPhase()==PHASE_MAIN1 or Duel.GetTurnPlayer()~=tp',
        // As scripts write "during the Main Phase or Battle Phase".
        'return Duel.IsMainPhase() or Duel.IsBattlePhase()',
        'return Duel.IsTurnPlayer(tp) and (Duel.IsMainPhase() or Duel.IsBattlePhase())',
        'return Duel.IsMainPhase(tp) or Duel.IsBattlePhase()',
      ]) {
        assert.deepEqual(severities(flagged(through)), [['extra-damage-step-flag', 'error']], through);
      }
      for (const out of [
        'local ph=Duel.GetCurrentPhase()\n\treturn (ph==PHASE_MAIN1 or ph==PHASE_MAIN2) and Duel.GetTurnPlayer()==tp',
        'return Duel.GetCurrentPhase()==PHASE_MAIN1 and e:GetHandler():IsLocation(LOCATION_MZONE)',
        'local ph=Duel.GetCurrentPhase()\n\treturn (ph==PHASE_DAMAGE or ph==PHASE_MAIN1) and Duel.GetTurnPlayer()==tp',
        // An "or" in a comment or a string is no part of the condition.
        'return Duel.GetCurrentPhase()==PHASE_MAIN1 and e:GetHandler():IsFaceup() -- or when it battles',
        'return Duel.GetCurrentPhase()==PHASE_MAIN1 and e:GetHandler():IsFaceup() --[[ or the opponent turn ]]',
        'return Duel.GetCurrentPhase()==PHASE_MAIN1 and "a or b"~="x"',
        // The engine's "is it the Main Phase" is no in the Damage Step; Lua's false is no other check.
        'return Duel.IsMainPhase() and Duel.IsTurnPlayer(tp)',
        'return Duel.IsMainPhase() and e:GetHandler():IsFaceup() or false',
        'return Duel.IsMainPhase1()',
        // A constant the table lacks is a look the check cannot weigh.
        'local ph=Duel.GetCurrentPhase()\n\treturn ph~=PHASE_MAIN or e:GetHandler():IsFaceup()',
      ]) {
        assert.deepEqual(severities(flagged(out)), [['extra-damage-step-flag', 'info']], out);
      }
      // Negated, or comparing with a phase of the battle, the condition may keep it out.
      assert.deepEqual(severities(flagged('local ph=Duel.GetCurrentPhase()\n\treturn not (ph~=PHASE_MAIN2 and ph~=PHASE_END)')), [['extra-damage-step-flag', 'info']]);
      assert.deepEqual(severities(flagged('return Duel.GetCurrentPhase()~=PHASE_DAMAGE')), [['extra-damage-step-flag', 'info']]);
      // Any other use of the phase may keep it out too.
      for (const other of [
        'return Duel.GetCurrentPhase()==e:GetLabel()',
        'return s.okphase[Duel.GetCurrentPhase()]',
        'local ph=Duel.GetCurrentPhase()\n\treturn ph>=0x8 and ph<=0x80',
        'return (Duel.GetCurrentPhase()&0x1f8)~=0',
        'local ph=Duel.GetCurrentPhase()\n\tif ph~=PHASE_MAIN1 then return false end\n\treturn true',
        'local ph=Duel.GetCurrentPhase()\n\treturn ph~=PHASE_END and s.allowed[ph]',
        // Holds in the Damage Step but not in its damage calculation, which the same condition decides for the other flag.
        'return Duel.GetCurrentPhase()==PHASE_DAMAGE',
        // A look that holds, itself compared or stored, may be turned.
        'return Duel.IsBattlePhase()==false',
        'return Duel.IsBattlePhase()~=true',
        'return (Duel.GetCurrentPhase()>=PHASE_BATTLE_START)==false',
        'local ph=Duel.GetCurrentPhase()\n\tlocal ok=ph>=PHASE_BATTLE_START\n\treturn ok==false',
        'local b=Duel.IsBattlePhase()\n\treturn b==false',
        // Written phase first, it is not weighed.
        'return PHASE_END~=Duel.GetCurrentPhase()',
      ]) {
        assert.deepEqual(severities(flagged(other)), [['extra-damage-step-flag', 'info']], other);
      }
    });

    it('aux.exccon compares turns, not phases: the finding stays an error', () => {
      assert.deepEqual(severities(flagged('', 'aux.exccon')), [['extra-damage-step-flag', 'error']]);
      // A helper the check does not know may look at the phase.
      assert.deepEqual(severities(flagged('', 'aux.unknowncon')), [['extra-damage-step-flag', 'info']]);
    });
  });

  it('a reset that names a phase (RESET_PHASE|PHASE_END) is no look at the phase: the finding stays an error', () => {
    const card = spellTrapCard('normal-trap', 'Target 1 monster on the field; shuffle it into the Deck.');
    const source = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_ACTIVATE)',
      '\te1:SetProperty(EFFECT_FLAG_CARD_TARGET|EFFECT_FLAG_DAMAGE_STEP)',
      '\te1:SetCode(EVENT_FREE_CHAIN)',
      '\te1:SetTarget(s.target)',
      '\tc:RegisterEffect(e1)',
    ).concat('\nfunction s.target(e,tp,eg,ep,ev,re,r,rp,chk)\n\tif chk==0 then return true end\n\tDuel.RegisterFlagEffect(tp,id,RESET_PHASE|PHASE_END,0,1)\nend');
    const findings = lintScript(source, 'c42.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      findings.map((f) => [f.code, f.severity]),
      [['extra-damage-step-flag', 'error']],
    );
    // A real look at the phase still softens it.
    const looking = source.replace('if chk==0 then return true end', 'if chk==0 then return Duel.GetCurrentPhase()~=PHASE_DAMAGE end');
    assert.deepEqual(
      lintScript(looking, 'c42.lua', card, { region: 'tcg' }).findings.map((f) => [f.code, f.severity]),
      [['extra-damage-step-flag', 'info']],
    );
  });
});

describe('card scripts: hint timing precision', () => {
  it('a script with no hint timing at all gets only an info', () => {
    const source = readScriptFixture('edopro', 'bad', 10000004).replace(/\n\te1:SetHintTiming\([^\n]*\)/, '');
    const findings = lint(source, 10000004);
    assert.deepEqual(
      findings.map((f) => [f.code, f.severity]),
      [['missing-damage-step-hint-timing', 'info']],
    );
    const fixed = apply(source, findings[0]?.fixes[0]?.edits ?? []);
    assert.match(fixed, /e1:SetHintTiming\(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP\)/);
    assert.deepEqual(lint(fixed, 10000004), []);
  });
});

describe('card scripts: a trigger whose text says "(except during the Damage Step)"', () => {
  it("is paired with the text's trigger, and the missing condition is an error", () => {
    const input = {
      name: 'Except Probe',
      kind: 'monster' as const,
      subtype: 'monster' as const,
      monsterTypes: ['Effect'],
      text: 'If this card is Special Summoned (except during the Damage Step): You can draw 1 card.',
    };
    const source = [
      'local s,id=GetID()',
      'function s.initial_effect(c)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_DRAW)',
      '\te1:SetType(EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\te1:SetProperty(EFFECT_FLAG_DELAY)',
      '\te1:SetOperation(s.op)',
      '\tc:RegisterEffect(e1)',
      'end',
      'function s.op(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end',
    ].join('\n');
    const card = scriptCardOf(classifyCard(input));
    const result = lintScript(source, 'c43.lua', card, { region: 'tcg' });
    assert.equal(result.matches[0]?.textIndex, 0);
    const findings = result.findings.map((f) => [f.code, f.severity, f.rule]);
    assert.equal(card.effects[0]?.effectKind, 'trigger');
    assert.deepEqual(findings, [['missing-damage-step-condition', 'error', 'activation.except-during-the-damage-step']]);
  });
});

describe('card scripts: a trigger run through a Continuous effect', () => {
  it('is paired by its event and only informs when the rules forbid it in the Damage Step', () => {
    const input = {
      name: 'Continuous Probe',
      kind: 'monster' as const,
      subtype: 'monster' as const,
      monsterTypes: ['Effect'],
      text: 'If a monster you control is destroyed by a card effect: You can draw 1 card.',
    };
    const source = [
      'function c44.initial_effect(c)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)',
      '\te1:SetCode(EVENT_DESTROYED)',
      '\te1:SetRange(LOCATION_MZONE)',
      '\te1:SetOperation(c44.drop)',
      '\tc:RegisterEffect(e1)',
      'end',
      'function c44.drop(e,tp) if Duel.SelectYesNo(tp,0) then Duel.Draw(tp,1,REASON_EFFECT) end end',
    ].join('\n');
    const result = lintScript(source, 'c44.lua', scriptCardOf(classifyCard(input)), { region: 'tcg' });
    assert.deepEqual(
      result.findings.map((f) => [f.code, f.severity, f.rule]),
      [['missing-damage-step-condition', 'info', 'activation.optional-triggers-about-other-cards']],
    );
    assert.match(result.findings[0]?.message ?? '', /Continuous effect/);
    const guarded =
      source.replace('\te1:SetRange(LOCATION_MZONE)', '\te1:SetRange(LOCATION_MZONE)\n\te1:SetCondition(c44.con)') + '\nfunction c44.con(e,tp) return Duel.GetCurrentPhase()~=PHASE_DAMAGE end';
    assert.deepEqual(lintScript(guarded, 'c44.lua', scriptCardOf(classifyCard(input)), { region: 'tcg' }).findings, []);
  });
});

describe("card scripts: a Continuous Trap's bare activation beside the card activated with its effect (review j, L1)", () => {
  const bad = (): string => readScriptFixture('edopro', 'bad', 10000026);
  it('is reported only where every Damage Step timing allows the card through its effect in the same Chain Link, and says so', () => {
    const negator = spellTrapCard(
      'continuous-trap',
      'When your opponent activates a Spell Card: You can negate the activation, and if you do, destroy that card. You can only use this effect of "Probe" once per turn.',
    );
    const found = lintScript(bad(), 'c10000026.lua', negator, { region: 'tcg' }).findings;
    assert.deepEqual(
      found.map((f) => [f.code, f.effect]),
      [['missing-damage-step-condition', 'e1']],
    );
    assert.match(found[0]?.message ?? '', /only with its effect in the same Chain Link/);
  });

  it('is not reported where another permission lets the card itself be activated at some timing (a Continuous ATK change until damage calculation)', () => {
    const withBoost = spellTrapCard(
      'continuous-trap',
      'Monsters you control gain 300 ATK. When your opponent activates a Spell Card: You can negate the activation, and if you do, destroy that card. You can only use this effect of "Probe" once per turn.',
    );
    assert.deepEqual(lintScript(bad(), 'c10000026.lua', withBoost, { region: 'tcg' }).findings, []);
  });
});

describe('card scripts: "When you draw this card" run through a Continuous effect on the draw (review j, L5)', () => {
  it('is paired with the text trigger by the draw event, as an activated trigger on it is', () => {
    const card = monsterCard('When you draw this card: You can reveal it; Special Summon it from your hand.');
    const source = [
      'function c45.initial_effect(c)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)',
      '\te1:SetCode(EVENT_DRAW)',
      '\te1:SetOperation(c45.spop)',
      '\tc:RegisterEffect(e1)',
      'end',
      'function c45.spop(e,tp) Duel.SpecialSummon(e:GetHandler(),0,tp,tp,false,false,POS_FACEUP) end',
    ].join('\n');
    const r = lintScript(source, 'c45.lua', card, { region: 'tcg' });
    assert.deepEqual(
      r.matches.map((m) => [m.facts.effect.variable, m.textIndex, m.sure]),
      [['e1', 0, false]],
    );
    assert.match(r.matches[0]?.doubt ?? '', /Continuous effect on the same event/);
  });
});

describe('card scripts: a card effect split between the card itself and other cards (issue 22, fourth round)', () => {
  // "If this card is Special Summoned, or if a Trap you own is banished": Konami's Q&A on Phantasm
  // Emperor Trilojig allows such an effect in the Damage Step as a whole, so the trigger a script
  // raises for the Trap's event may come there as well as the card's own Summon. (The fourth round
  // read the Trap's event alone as refused, an inference no ruling makes; the fix-history round
  // showed the Trilojig scripts fixed for the Q&A drawing a finding for it.)
  const read = (dialect: string, kind: 'bad' | 'good'): string => readFileSync(path.join(SCRIPT_FIXTURES, 'split', dialect, kind, 'c10000020.lua'), 'utf8');
  for (const dialect of DIALECTS) {
    it(`${dialect}: a field trigger for the other cards' event needs the flag as the card's own Summon does; a trigger the script raises for it is right`, () => {
      assert.deepEqual(
        lint(read(dialect, 'bad'), 10000020).map((f) => [f.code, f.severity, f.effect]),
        [
          ['missing-damage-step-flag', 'warning', 'e2'],
          ['missing-damage-cal-flag', 'info', 'e2'],
        ],
      );
      assert.deepEqual(lint(read(dialect, 'good'), 10000020), []);
    });
  }
});

describe('card scripts: a condition whose alternative is the card itself, run by a field trigger', () => {
  const card = monsterCard('If this card is Special Summoned, or if another Spellcaster monster is Special Summoned to your field: You can draw 1 card.');
  /** One field trigger on the Special Summon event, with these property flags and this condition body. */
  const script = (flags: string, condition: string): string =>
    [
      'local s,id=GetID()',
      'function s.initial_effect(c)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetCode(EVENT_SPSUMMON_SUCCESS)',
      `\te1:SetProperty(${flags})`,
      '\te1:SetRange(LOCATION_MZONE)',
      '\te1:SetCondition(s.con)',
      '\tc:RegisterEffect(e1)',
      'end',
      'function s.con(e,tp,eg,ep,ev,re,r,rp)',
      `\treturn ${condition}`,
      'end',
    ].join('\n');
  const both = 'eg:IsContains(e:GetHandler()) or eg:IsExists(Card.IsRace,1,e:GetHandler(),RACE_SPELLCASTER)';
  const othersOnly = 'not eg:IsContains(e:GetHandler()) and eg:IsExists(Card.IsRace,1,nil,RACE_SPELLCASTER)';

  it("one that takes the card's own Summon too: its Damage Step flag is right (Konami's Q&A on Phantasm Emperor Trilojig)", () => {
    assert.deepEqual(lint(script('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL', both), 0, card), []);
  });

  it('one whose filter compares each card with the handler it is given ("c==hc") takes the card\'s own Summon too', () => {
    const source = script('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL', 'eg:IsExists(s.filter,1,nil,tp,e:GetHandler())').replace(
      'function s.con(',
      'function s.filter(c,tp,hc)\n\treturn c==hc or c:IsRace(RACE_SPELLCASTER)\nend\nfunction s.con(',
    );
    assert.deepEqual(lint(source, 0, card), []);
  });

  it("one that leaves the card itself out runs the other cards' alternative, which the Q&A allows with the rest of the effect: its flags are right, and missing ones are reported", () => {
    assert.deepEqual(lint(script('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL', othersOnly), 0, card), []);
    // Warnings, not errors: the Q&A is on one card, and its reach to every such condition is this
    // project's reading; so also where the battle brings the other cards' event (sent to the GY).
    const graveCard = monsterCard('If this card is Special Summoned, or if a monster you control is sent to the GY: You can draw 1 card.');
    const toGrave = script('EFFECT_FLAG_DELAY', 'eg:IsExists(Card.IsMonster,1,nil)').replace('EVENT_SPSUMMON_SUCCESS', 'EVENT_TO_GRAVE');
    assert.deepEqual(
      lint(toGrave, 0, graveCard).map((f) => [f.code, f.severity]),
      [
        ['missing-damage-step-flag', 'warning'],
        ['missing-damage-cal-flag', 'warning'],
      ],
    );
    assert.deepEqual(
      lint(script('EFFECT_FLAG_DELAY', othersOnly), 0, card).map((f) => [f.code, f.severity]),
      [
        ['missing-damage-step-flag', 'warning'],
        ['missing-damage-cal-flag', 'info'],
      ],
    );
  });
});

describe("card scripts: a trigger on the script's own event (issue 22, fourth round)", () => {
  // The fixed fixture returns from the raising function during the Damage Step; the same guard may
  // sit in the condition of the Continuous effect that runs that function instead.
  const guard = '\tif Duel.IsDamageStep() then return end\n';
  for (const dialect of DIALECTS) {
    it(`${dialect}: the guard in the condition of the effect that raises the event keeps the trigger out too`, () => {
      const fixed = readScriptFixture(dialect, 'good', 10000019);
      assert.ok(fixed.includes(guard));
      const range = /\te2:SetRange\(LOCATION_MZONE\)\n/;
      assert.match(fixed, range);
      const moved = fixed.replace(guard, '').replace(range, (m) => `${m}\te2:SetCondition(function() return not Duel.IsDamageStep() end)\n`);
      assert.deepEqual(lint(moved, 10000019), []);
      // Without the guard anywhere the event comes in the Damage Step as well: still an error.
      const unguarded = fixed.replace(guard, '');
      assert.deepEqual(
        lint(unguarded, 10000019).map((f) => [f.code, f.severity]),
        [['missing-damage-step-condition', 'error']],
      );
    });
    it(`${dialect}: refused by the general rule alone (no "except during the Damage Step" in the text), the missing condition is a warning`, () => {
      const unguarded = readScriptFixture(dialect, 'good', 10000019).replace(guard, '');
      const card = scriptCardOf(
        classifyCard({ name: 'Fixture Grave Collector', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text: "If a monster(s) is sent to your opponent's GY: You can draw 1 card." }),
      );
      const findings = lint(unguarded, 10000019, card);
      assert.deepEqual(
        findings.map((f) => [f.code, f.severity, f.rule]),
        [['missing-damage-step-condition', 'warning', 'activation.optional-triggers-about-other-cards']],
      );
      assert.match(findings[0]?.message ?? '', /general rule only; no "except during the Damage Step"/);
    });
    it(`${dialect}: raised only by an Ignition effect, which is used in a Main Phase, the event never comes in the Damage Step`, () => {
      const unguarded = readScriptFixture(dialect, 'good', 10000019).replace(guard, '');
      const watcher = /\te2:SetType\([^)\n]*\)\n\te2:SetCode\(EVENT_TO_GRAVE\)\n/;
      assert.match(unguarded, watcher);
      const byIgnition = unguarded.replace(watcher, '\te2:SetType(EFFECT_TYPE_IGNITION)\n');
      assert.deepEqual(lint(byIgnition, 10000019), []);
    });
    it(`${dialect}: an Ignition effect that registers a watcher raising the event later does not keep it out`, () => {
      // The raise sits in a function literal the Ignition effect's operation registers: it runs on every
      // later move to the GY, the Damage Step's included.
      const source = edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
        '\te1:SetProperty(EFFECT_FLAG_DELAY)',
        '\te1:SetCode(EVENT_CUSTOM+id)',
        '\te1:SetRange(LOCATION_MZONE)',
        '\te1:SetOperation(s.drop)',
        '\tc:RegisterEffect(e1)',
        '\tlocal e2=Effect.CreateEffect(c)',
        '\te2:SetType(EFFECT_TYPE_IGNITION)',
        '\te2:SetRange(LOCATION_MZONE)',
        '\te2:SetOperation(s.watchop)',
        '\tc:RegisterEffect(e2)',
      ).concat(
        '\nfunction s.watchop(e,tp)',
        '\n\tlocal ge=Effect.CreateEffect(e:GetHandler())',
        '\n\tge:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)',
        '\n\tge:SetCode(EVENT_TO_GRAVE)',
        '\n\tge:SetOperation(function(e2,tp2) Duel.RaiseSingleEvent(e:GetHandler(),EVENT_CUSTOM+id,e2,0,tp2,tp2,0) end)',
        '\n\tDuel.RegisterEffect(ge,tp)',
        '\nend',
        '\nfunction s.drop(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end',
      );
      assert.deepEqual(
        lint(source, 10000019).map((f) => [f.code, f.severity]),
        [['missing-damage-step-condition', 'error']],
      );
      // A named local function is a function held for later as well.
      const viaLocal = source.replace(/\n\tge:SetOperation\(function\(e2,tp2\) (Duel\.RaiseSingleEvent\(.*?\)) end\)/, '\n\tlocal function raise(e2,tp2) $1 end\n\tge:SetOperation(raise)');
      assert.notEqual(viaLocal, source);
      assert.deepEqual(
        lint(viaLocal, 10000019).map((f) => [f.code, f.severity]),
        [['missing-damage-step-condition', 'error']],
      );
    });
    it(`${dialect}: a function literal the Ignition effect only passes as a filter leaves its own raise what it was`, () => {
      const unguarded = readScriptFixture(dialect, 'good', 10000019).replace(guard, '');
      const watcher = /\te2:SetType\([^)\n]*\)\n\te2:SetCode\(EVENT_TO_GRAVE\)\n/;
      const byIgnition = unguarded.replace(watcher, '\te2:SetType(EFFECT_TYPE_IGNITION)\n');
      const withFilter = byIgnition.replace(/(function (?:s|c10000019)\.watch\([^)]*\)\n)/, '$1\tlocal faceup=Duel.GetMatchingGroup(function(tc) return tc:IsFaceup() end,tp,0,LOCATION_MZONE,nil)\n');
      assert.notEqual(withFilter, byIgnition);
      assert.deepEqual(lint(withFilter, 10000019), []);
    });
  }
});

describe('card scripts: a trigger on this card moving, which only another card makes happen in the Damage Step (issue 22, fifth round)', () => {
  const graveCard = (text: string): ScriptCard => scriptCardOf(classifyCard({ name: 'Fixture Grave Warden', kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text }));
  for (const dialect of DIALECTS) {
    it(`${dialect}: banished, it is an info that says why; sent to the GY, which the battle does, it is an error`, () => {
      const banished = lint(readScriptFixture(dialect, 'bad', 10000023), 10000023);
      assert.match(banished[0]?.message ?? '', /allowed during damage calculation if another card's effect moves this card then, but/);
      const toGrave = readScriptFixture(dialect, 'bad', 10000023).replace('EVENT_REMOVE', 'EVENT_TO_GRAVE').replace('LOCATION_REMOVED', 'LOCATION_GRAVE');
      const findings = lint(toGrave, 10000023, graveCard('If this card is sent to the GY: You can add 1 Spell from your Deck to your hand.'));
      assert.deepEqual(
        findings.map((f) => [f.code, f.severity]),
        [['missing-damage-cal-flag', 'error']],
      );
      assert.doesNotMatch(findings[0]?.message ?? '', /another card's effect/);
    });
  }
});

describe('card scripts: a Pendulum Effect pairs with the script effect registered in the Pendulum Zone (issue 22, fifth round)', () => {
  const card = scriptCardOf(
    classifyCard({
      name: 'Fixture Tidal Performer',
      kind: 'monster',
      subtype: 'monster',
      monsterTypes: ['Pendulum', 'Effect'],
      text: [
        '[ Pendulum Effect ]',
        'If a card(s) is added to your Extra Deck face-up: You can draw 1 card.',
        '----------------------------------------',
        '[ Monster Effect ]',
        'If this card is sent to the GY: You can add 1 Spell from your Deck to your hand.',
      ].join('\n'),
    }),
  );
  // Right as written: the Pendulum trigger about other cards has no flag (refused in the Damage
  // Step), and the monster's trigger about itself is one the engine lets through, as the rules do.
  const source = (first: 'pendulum' | 'monster'): string => {
    const pendulum = [
      '\tlocal ep=Effect.CreateEffect(c)',
      '\tep:SetCategory(CATEGORY_DRAW)',
      '\tep:SetType(EFFECT_TYPE_FIELD|EFFECT_TYPE_TRIGGER_O)',
      '\tep:SetCode(EVENT_TO_DECK)',
      '\tep:SetProperty(EFFECT_FLAG_DELAY)',
      '\tep:SetRange(LOCATION_PZONE)',
      '\tep:SetOperation(s.drawop)',
      '\tc:RegisterEffect(ep)',
    ];
    const monster = [
      '\tlocal em=Effect.CreateEffect(c)',
      '\tem:SetCategory(CATEGORY_TOHAND|CATEGORY_SEARCH)',
      '\tem:SetType(EFFECT_TYPE_SINGLE|EFFECT_TYPE_TRIGGER_O)',
      '\tem:SetCode(EVENT_TO_GRAVE)',
      '\tem:SetProperty(EFFECT_FLAG_DELAY)',
      '\tem:SetOperation(s.thop)',
      '\tc:RegisterEffect(em)',
    ];
    return ['local s,id=GetID()', 'function s.initial_effect(c)', '\tPendulum.AddProcedure(c)', ...(first === 'pendulum' ? [...pendulum, ...monster] : [...monster, ...pendulum]), 'end'].join('\n');
  };
  for (const order of ['pendulum', 'monster'] as const) {
    it(`registered ${order} effect first: each pairs with its own box, and nothing is reported`, () => {
      const result = lintScript(source(order), 'c10000099.lua', card, { region: 'tcg' });
      const byVariable = new Map(result.matches.map((m) => [m.facts.effect.variable, m.textIndex]));
      assert.equal(byVariable.get('ep'), 0, 'the Pendulum Zone trigger is the Pendulum Effect');
      assert.equal(byVariable.get('em'), 1, "the single trigger is the monster's");
      assert.deepEqual(result.findings, []);
    });
  }
  it('a Pendulum Effect paired with an effect not registered in the Pendulum Zone is unsure, never an error', () => {
    const moved = source('pendulum').replace('\tep:SetRange(LOCATION_PZONE)\n', '\tep:SetRange(LOCATION_MZONE)\n');
    const result = lintScript(moved, 'c10000099.lua', card, { region: 'tcg' });
    // Neither script effect is now registered in the Pendulum Zone: whichever takes the Pendulum Effect is unsure.
    const pendulumPair = result.matches.find((m) => m.textIndex === 0);
    assert.equal(pendulumPair?.sure, false);
    assert.match(pendulumPair?.doubt ?? '', /a Pendulum Effect, but not registered in the Pendulum Zone/);
    assert.ok(!result.findings.some((f) => f.severity === 'error'), JSON.stringify(result.findings));
  });
});

describe('card scripts: an effect the card gives its Xyz Monster (EFFECT_TYPE_XMATERIAL)', () => {
  // The granted effect is the Xyz Monster's: the script's XMATERIAL effect pairs with it, not with the
  // card's own effects (issue 22, rounds fifteen and T: Zoodiac Kataroost's breaks went unreported).
  const card = monsterCard(
    'If this card is sent to the GY: You can draw 1 card.\nAn Xyz Monster that has this card as material gains this effect.\n● When your opponent activates a card or effect (Quick Effect): You can detach 1 material from this card; negate the activation.',
  );
  const LOOKS = 'not e:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED) and ';
  const script = (flags: string, looks = LOOKS): string =>
    edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_DRAW)',
      '\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetProperty(EFFECT_FLAG_DELAY)',
      '\te1:SetCode(EVENT_TO_GRAVE)',
      '\te1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_NEGATE)',
      '\te2:SetType(EFFECT_TYPE_XMATERIAL+EFFECT_TYPE_QUICK_O)',
      `\te2:SetProperty(${flags})`,
      '\te2:SetCode(EVENT_CHAINING)',
      `\te2:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return ${looks}rp==1-tp and Duel.IsChainNegatable(ev) end)`,
      '\te2:SetOperation(function(e,tp,eg,ep,ev,re,r,rp) Duel.NegateActivation(ev) end)',
      '\tc:RegisterEffect(e2)',
    );
  it('the card holds the granted effect apart, read as a Quick Effect that negates an activation', () => {
    assert.equal(card.grantedToXyz?.length, 1);
    assert.equal(card.grantedToXyz?.[0]?.effectKind, 'quick');
    assert.ok(!card.effects.some((e) => e.effectKind === 'quick'));
  });
  it('without the damage calculation flag: an error on the granted effect, which says whose it is', () => {
    const r = lintScript(script('EFFECT_FLAG_DAMAGE_STEP'), 'c44.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      r.map((f) => [f.code, f.severity]),
      [['missing-damage-cal-flag', 'error']],
    );
    assert.match(r[0]?.message ?? '', /^e2, a Quick effect \(effect it gives its Xyz Monster 1:/);
  });
  it('with both flags: clean', () => {
    assert.deepEqual(lintScript(script('EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL'), 'c44.lua', card, { region: 'tcg' }).findings, []);
  });
  it('used from the Monster Zone without SetRange: a warning where nothing keeps it from an Xyz Monster destroyed by battle (review k)', () => {
    const r = lintScript(script('EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL', ''), 'c44.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      r.map((f) => [f.code, f.severity]),
      [['missing-battle-destroyed-check', 'warning']],
    );
    const mended = applyEdits(script('EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL', ''), r[0]?.fixes[0]?.edits ?? []);
    assert.deepEqual(lintScript(mended, 'c44.lua', card, { region: 'tcg' }).findings, []);
  });
});

describe('card scripts: an effect the card gives another monster (EFFECT_TYPE_GRANT)', () => {
  // The engine's scripts create the granted effect without registering it and hang it on a grant
  // ("EFFECT_TYPE_FIELD+EFFECT_TYPE_GRANT", SetLabelObject): it is the equipped monster's, or the
  // monsters' the grant targets, and pairs only with what the text gives them.
  const equipCard = spellTrapCard(
    'equip-spell',
    'Equip only to a Warrior monster. The equipped monster gains this effect.\n● Once per turn (Quick Effect): You can target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.',
  );
  /** The granted Quick Effect (e2) with these lines, given by e3 to the monster the card is equipped to. */
  const equipScript = (...granted: string[]): string =>
    edoScript(
      '\taux.AddEquipProcedure(c,nil,aux.FilterBoolFunction(Card.IsRace,RACE_WARRIOR))',
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_ATKCHANGE)',
      '\te2:SetType(EFFECT_TYPE_QUICK_O)',
      ...granted,
      '\te2:SetCode(EVENT_FREE_CHAIN)',
      '\te2:SetRange(LOCATION_MZONE)',
      '\te2:SetCountLimit(1)',
      '\te2:SetOperation(function(e,tp) end)',
      '\tlocal e3=Effect.CreateEffect(c)',
      '\te3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_GRANT)',
      '\te3:SetRange(LOCATION_SZONE)',
      '\te3:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)',
      '\te3:SetTarget(s.eftg)',
      '\te3:SetLabelObject(e2)',
      '\tc:RegisterEffect(e3)',
      'end',
      'function s.eftg(e,c)',
      '\treturn e:GetHandler():GetEquipTarget()==c',
    );
  const broken = equipScript('\te2:SetProperty(EFFECT_FLAG_CARD_TARGET)');
  const fixed = equipScript(
    '\te2:SetProperty(EFFECT_FLAG_CARD_TARGET+EFFECT_FLAG_DAMAGE_STEP)',
    '\te2:SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP+TIMINGS_CHECK_MONSTER)',
    '\te2:SetCondition(aux.StatChangeDamageStepCondition)',
  );

  it('gives each bullet of "gains these effects" as an effect of its own (round AD)', () => {
    const card = spellTrapCard(
      'equip-spell',
      'Equip only to a Warrior monster. The equipped monster gains these effects.\n● Once per turn (Quick Effect): You can target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.\n● During your Main Phase: You can draw 1 card.',
    );
    assert.deepEqual(
      card.grantedToOther?.map((e) => e.effectKind),
      ['quick', 'ignition'],
    );
  });

  it('the card holds the granted effect apart, read as a Quick Effect that changes ATK', () => {
    assert.equal(equipCard.grantedToOther?.length, 1);
    assert.equal(equipCard.grantedToOther?.[0]?.effectKind, 'quick');
    assert.ok(!equipCard.effects.some((e) => e.effectKind === 'quick'));
  });

  it('the script effect a grant hangs on is read, though the card never registers it', () => {
    const { reading } = lintScript(broken, 'c45.lua', equipCard, { region: 'tcg' });
    assert.deepEqual(
      reading.effects.filter((e) => e.origin !== 'helper').map((e) => [e.variable, e.grantedBy?.variable]),
      [
        ['e3', undefined],
        ['e2', 'e3'],
      ],
    );
  });

  it('without the Damage Step flag: an error on the granted effect, which says it is the equipped monster’s', () => {
    const r = lintScript(broken, 'c45.lua', equipCard, { region: 'tcg' }).findings;
    assert.deepEqual(
      r.map((f) => [f.code, f.severity, f.effect]),
      [['missing-damage-step-flag', 'error', 'e2']],
    );
    assert.match(r[0]?.message ?? '', /^e2, a Quick effect \(effect it gives the equipped monster 1: "Once per turn \(Quick Effect\)/);
    assert.equal(r[0]?.cardEffect?.index, 0);
  });

  it('its quick fix (the flag, the guard and the hint timing) clears it', () => {
    const [finding] = lintScript(broken, 'c45.lua', equipCard, { region: 'tcg' }).findings;
    const fix = finding?.fixes[0];
    assert.ok(fix, 'a fix is offered');
    assert.deepEqual(lintScript(apply(broken, fix.edits), 'c45.lua', equipCard, { region: 'tcg' }).findings, []);
  });

  it('with the flag, the guard and the hint timing: clean', () => {
    assert.deepEqual(lintScript(fixed, 'c45.lua', equipCard, { region: 'tcg' }).findings, []);
  });

  it('when the text was not read as giving an effect, the granted script effect pairs with nothing and is not reported', () => {
    const plain = spellTrapCard('equip-spell', 'Equip only to a Warrior monster. It gains 500 ATK.');
    assert.equal(plain.grantedToOther, undefined);
    const r = lintScript(broken, 'c45.lua', plain, { region: 'tcg' });
    assert.deepEqual(r.findings, []);
    assert.ok(!r.matches.some((m) => m.text !== undefined && m.facts.effect.variable === 'e2'));
  });

  it('a label object of an effect that grants nothing is not read as an effect', () => {
    const source = edoScript(
      ...BARE_ACTIVATION,
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetType(EFFECT_TYPE_QUICK_O)',
      '\te2:SetCode(EVENT_FREE_CHAIN)',
      '\tlocal e3=Effect.CreateEffect(c)',
      '\te3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)',
      '\te3:SetCode(EVENT_ADJUST)',
      '\te3:SetRange(LOCATION_SZONE)',
      '\te3:SetLabelObject(e2)',
      '\tc:RegisterEffect(e3)',
    );
    assert.deepEqual(
      lintScript(source, 'c45.lua', equipCard, { region: 'tcg' }).reading.effects.map((e) => e.variable),
      ['e1', 'e3'],
    );
  });

  // A field card that gives monsters an Ignition effect and has an Ignition effect of its own: the
  // granted one must not take the card's own text effect, nor the card's own script effect the granted text.
  const fieldCard = spellTrapCard(
    'field-spell',
    'Monsters you control gain this effect.\n● Once per turn: You can draw 1 card.\nOnce per turn: You can target 1 monster in your GY; add it to your hand.',
  );
  const fieldScript = edoScript(
    ...BARE_ACTIVATION,
    '\tlocal e2=Effect.CreateEffect(c)',
    '\te2:SetCategory(CATEGORY_DRAW)',
    '\te2:SetType(EFFECT_TYPE_IGNITION)',
    '\te2:SetRange(LOCATION_MZONE)',
    '\te2:SetCountLimit(1)',
    '\te2:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)',
    '\tlocal e3=Effect.CreateEffect(c)',
    '\te3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_GRANT)',
    '\te3:SetRange(LOCATION_FZONE)',
    '\te3:SetTargetRange(LOCATION_MZONE,0)',
    '\te3:SetLabelObject(e2)',
    '\tc:RegisterEffect(e3)',
    '\tlocal e4=Effect.CreateEffect(c)',
    '\te4:SetCategory(CATEGORY_TOHAND)',
    '\te4:SetType(EFFECT_TYPE_IGNITION)',
    '\te4:SetProperty(EFFECT_FLAG_CARD_TARGET)',
    '\te4:SetRange(LOCATION_FZONE)',
    '\te4:SetCountLimit(1)',
    '\te4:SetOperation(function(e,tp) end)',
    '\tc:RegisterEffect(e4)',
  );

  it('a granted Ignition effect pairs with the granted text only, and the card’s own with its own', () => {
    const r = lintScript(fieldScript, 'c46.lua', fieldCard, { region: 'tcg' });
    const own = fieldCard.effects.findIndex((e) => e.effectKind === 'ignition-like' && /GY/.test(e.label));
    assert.ok(own >= 0, JSON.stringify(fieldCard.effects.map((e) => [e.label, e.effectKind])));
    assert.equal(fieldCard.grantedToOther?.[0]?.effectKind, 'ignition');
    assert.deepEqual(
      r.matches.map((m) => [m.facts.effect.variable, m.facts.grantedToOther, m.textIndex, m.sure]),
      [
        ['e1', undefined, 0, true],
        ['e4', undefined, own, true],
        ['e2', 'other-monster', 0, true],
      ],
    );
    assert.equal(r.matches.find((m) => m.facts.effect.variable === 'e2')?.text, fieldCard.grantedToOther?.[0]);
    assert.deepEqual(r.findings, []);
  });

  // A monster that gives other monsters a Quick Effect: its own effect is checked as before.
  const monster = monsterCard(
    'When your opponent activates a card or effect (Quick Effect): You can Tribute this card; negate the activation.\n"Probe" monsters you control gain this effect.\n● Once per turn (Quick Effect): You can target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.',
  );
  const monsterScript = (ownFlags: string): string =>
    edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_NEGATE)',
      '\te1:SetType(EFFECT_TYPE_QUICK_O)',
      `\te1:SetProperty(${ownFlags})`,
      '\te1:SetCode(EVENT_CHAINING)',
      '\te1:SetRange(LOCATION_MZONE)',
      '\te1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return rp==1-tp and not e:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED) and Duel.IsChainNegatable(ev) end)',
      '\te1:SetOperation(function(e,tp,eg,ep,ev,re,r,rp) Duel.NegateActivation(ev) end)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_ATKCHANGE)',
      '\te2:SetType(EFFECT_TYPE_QUICK_O)',
      '\te2:SetProperty(EFFECT_FLAG_CARD_TARGET+EFFECT_FLAG_DAMAGE_STEP)',
      '\te2:SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP+TIMINGS_CHECK_MONSTER)',
      '\te2:SetCode(EVENT_FREE_CHAIN)',
      '\te2:SetRange(LOCATION_MZONE)',
      '\te2:SetCountLimit(1)',
      '\te2:SetCondition(aux.StatChangeDamageStepCondition)',
      '\te2:SetOperation(function(e,tp) end)',
      '\tlocal e3=Effect.CreateEffect(c)',
      '\te3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_GRANT)',
      '\te3:SetRange(LOCATION_MZONE)',
      '\te3:SetTargetRange(LOCATION_MZONE,0)',
      '\te3:SetTarget(aux.TargetBoolFunction(Card.IsCode,id))',
      '\te3:SetLabelObject(e2)',
      '\tc:RegisterEffect(e3)',
    );

  it('the card’s own effect is still checked against its own text: an error named as a card effect', () => {
    const r = lintScript(monsterScript('EFFECT_FLAG_DAMAGE_STEP'), 'c47.lua', monster, { region: 'tcg' }).findings;
    assert.deepEqual(
      r.map((f) => [f.code, f.severity, f.effect]),
      [['missing-damage-cal-flag', 'error', 'e1']],
    );
    assert.match(r[0]?.message ?? '', /^e1, a Quick effect \(card effect 1:/);
  });

  it('with both flags on its own effect: clean, the granted one paired as another monster’s', () => {
    const r = lintScript(monsterScript('EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL'), 'c47.lua', monster, { region: 'tcg' });
    assert.deepEqual(r.findings, []);
    assert.deepEqual(
      r.matches.map((m) => [m.facts.effect.variable, m.facts.grantedToOther, m.textIndex, m.sure]),
      [
        ['e1', undefined, 0, true],
        ['e2', 'other-monster', 0, true],
      ],
    );
  });
});

describe('card scripts: the damage calculation flag on a damage trigger (Konami FAQ fid 20117)', () => {
  // Damage an effect resolved during damage calculation inflicts is answered there: allowed, but rare
  // and resting on one official answer read for every such effect, so a missing flag is a warning.
  const card = monsterCard('If you take damage: You can Special Summon this card from your hand.');
  const trigger = (flags: string): string =>
    edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_SPECIAL_SUMMON)',
      '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
      `\te1:SetProperty(${flags})`,
      '\te1:SetCode(EVENT_DAMAGE)',
      '\te1:SetRange(LOCATION_HAND)',
      '\te1:SetOperation(function(e,tp) Duel.SpecialSummon(e:GetHandler(),0,tp,tp,false,false,POS_FACEUP) end)',
      '\tc:RegisterEffect(e1)',
    );
  it('without EFFECT_FLAG_DAMAGE_CAL: a warning that says when it matters', () => {
    const r = lintScript(trigger('EFFECT_FLAG_DAMAGE_STEP'), 'c43.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      r.map((f) => [f.code, f.severity, f.rule]),
      [['missing-damage-cal-flag', 'warning', 'activation.damage-effects-during-damage-calculation']],
    );
    assert.match(r[0]?.message ?? '', /effect resolved during damage calculation/);
  });
  it('with both flags: clean', () => {
    assert.deepEqual(lintScript(trigger('EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL'), 'c43.lua', card, { region: 'tcg' }).findings, []);
  });
});

describe('card scripts: the damage calculation flag on "destroyed by battle or card effect" (issue 22, round R)', () => {
  // Seed 000 lists during damage calculation only effects that say so; that a condition partly the
  // battle's own is refused then is the project's reading, which the engine's scripts go both ways on.
  const card = monsterCard('If another monster you control is destroyed by battle or card effect: You can draw 1 card.');
  const trigger = (flags: string): string =>
    edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_DRAW)',
      '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
      `\te1:SetProperty(${flags})`,
      '\te1:SetCode(EVENT_DESTROYED)',
      '\te1:SetRange(LOCATION_MZONE)',
      '\te1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)',
      '\tc:RegisterEffect(e1)',
    );
  it('the damage calculation flag is a warning that says whose reading refuses it', () => {
    const r = lintScript(trigger('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL'), 'c42.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      r.map((f) => [f.code, f.severity, f.rule]),
      [['extra-damage-cal-flag', 'warning', 'activation.damage-step-specific-event-not-in-damage-calculation']],
    );
    assert.match(r[0]?.message ?? '', /the project's reading/);
  });
  it('another monster flipped face-up: seed 000 (After damage calculation) lets its trigger be activated then, so the flag is right and its absence is reported', () => {
    // Subterror Nemesis Warrior: a public fix added the flag, quoting the OCG text ("can be activated in the Damage Step").
    const flipCard = monsterCard('If a face-down monster you control is flipped face-up: You can draw 1 card.');
    const source = (flags: string): string =>
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_DRAW)',
        '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
        `\te1:SetProperty(${flags})`,
        '\te1:SetCode(EVENT_FLIP)',
        '\te1:SetRange(LOCATION_MZONE)',
        '\te1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)',
        '\tc:RegisterEffect(e1)',
      );
    assert.deepEqual(lintScript(source('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP'), 'c42.lua', flipCard, { region: 'tcg' }).findings, []);
    assert.deepEqual(
      lintScript(source('EFFECT_FLAG_DELAY'), 'c42.lua', flipCard, { region: 'tcg' }).findings.map((f) => [f.code, f.rule]),
      [['missing-damage-step-flag', 'activation.damage-step-specific-event-at-every-timing']],
    );
  });
  it('a change after another action, with no choice left ("..., then change the ATK ... to 0"), is a plain ATK change (the Aegaion the Sea Castrum ruling)', () => {
    const direct = monsterCard(
      'During your opponent\'s turn (Quick Effect): You can target 1 other face-up monster on the field with more than 0 ATK; shuffle this card into the Deck, and if you do, Special Summon 1 "Fixture Masquerade Regent" from your Deck, then change the ATK of the targeted monster to 0.',
    );
    for (const dialect of DIALECTS) {
      // The flag with its after-calculation guard is right; without the flag the Damage Step never offers it.
      assert.deepEqual(lint(readScriptFixture(dialect, 'bad', 10000025), 10000025, direct), [], dialect);
      assert.deepEqual(
        lint(readScriptFixture(dialect, 'good', 10000025), 10000025, direct).map((f) => [f.code, f.severity]),
        [['missing-damage-step-flag', 'error']],
        dialect,
      );
    }
  });
  it('without the Damage Step flag it is still an error: the rules allow it at the other timings', () => {
    const r = lintScript(trigger('EFFECT_FLAG_DELAY'), 'c42.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      r.map((f) => [f.code, f.severity]),
      [['missing-damage-step-flag', 'error']],
    );
  });
});

describe('card scripts: "If Summoned this way" (issue 18, ninth round)', () => {
  // The follow-up answers this card Special Summoned by its first effect; that effect, an optional
  // trigger about other cards, is refused in the Damage Step, so the Summon never comes there and the
  // engine letting the follow-up through is no difference a player meets.
  const card = monsterCard('If your opponent Special Summons a monster(s): You can Special Summon this card from your hand. If Summoned this way: You can draw 1 card.');
  const source = (firstFlags: string): string =>
    edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_SPECIAL_SUMMON)',
      '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetCode(EVENT_SPSUMMON_SUCCESS)',
      `\te1:SetProperty(${firstFlags})`,
      '\te1:SetRange(LOCATION_HAND)',
      '\te1:SetOperation(function(e,tp) Duel.SpecialSummon(e:GetHandler(),1,tp,tp,false,false,POS_FACEUP) end)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=Effect.CreateEffect(c)',
      '\te2:SetCategory(CATEGORY_DRAW)',
      '\te2:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
      '\te2:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\te2:SetProperty(EFFECT_FLAG_DELAY)',
      '\te2:SetCondition(function(e) return e:GetHandler():GetSummonType()==SUMMON_TYPE_SPECIAL+1 end)',
      '\te2:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)',
      '\tc:RegisterEffect(e2)',
    );
  it('the follow-up is judged with the effect that Summons the card: no finding on it', () => {
    const findings = lintScript(source('EFFECT_FLAG_DELAY'), 'c42.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      findings.filter((f) => f.effect === 'e2'),
      [],
    );
  });
  it('the summoning trigger itself is still checked (an extra flag on it)', () => {
    const findings = lintScript(source('EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP'), 'c42.lua', card, { region: 'tcg' }).findings;
    assert.deepEqual(
      findings.map((f) => [f.code, f.effect]),
      [['extra-damage-step-flag', 'e1']],
    );
  });
});

describe('card scripts: a choice between changing ATK/DEF and not, written as two script effects (issue 22, round FH)', () => {
  // Evil★Twin GG EZ's official ruling: in the Damage Step only the choice that changes ATK/DEF may be made.
  const card = spellTrapCard(
    'continuous-trap',
    'You can send 1 card from your hand to the GY, then activate 1 of the following effects.\n● You can target 1 monster you control; it gains 800 ATK until the end of this turn.\n● When a card or effect is activated that would destroy a card on the field: You can negate that effect.\nYou can only use this effect of "Probe" once per turn.',
  );
  const quick = (v: string, category: string, code: string, flags: string): string[] => [
    `\tlocal ${v}=Effect.CreateEffect(c)`,
    `\t${v}:SetCategory(${category})`,
    `\t${v}:SetType(EFFECT_TYPE_QUICK_O)`,
    `\t${v}:SetCode(${code})`,
    `\t${v}:SetRange(LOCATION_SZONE)`,
    ...(flags ? [`\t${v}:SetProperty(${flags})`] : []),
    ...(category === 'CATEGORY_ATKCHANGE' ? [`\t${v}:SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP)`, `\t${v}:SetCondition(aux.StatChangeDamageStepCondition)`] : []),
    `\tc:RegisterEffect(${v})`,
  ];
  const script = (negateFlags: string): string =>
    edoScript(...BARE_ACTIVATION, ...quick('e2', 'CATEGORY_ATKCHANGE', 'EVENT_FREE_CHAIN', 'EFFECT_FLAG_DAMAGE_STEP'), ...quick('e3', 'CATEGORY_DISABLE', 'EVENT_CHAINING', negateFlags));

  it('the script effect without an ATK/DEF category runs the other choice, paired surely and refused in the Damage Step', () => {
    const { pairs, found } = pairedAndFound(script('EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL'), card);
    assert.deepEqual(
      pairs.filter(([v]) => v === 'e3'),
      [['e3', 1, true]],
    );
    assert.deepEqual(found, [
      ['extra-damage-step-flag', 'error', 'e3'],
      ['extra-damage-cal-flag', 'error', 'e3'],
    ]);
    assert.deepEqual(pairedAndFound(script(''), card).found, []);
    // Whichever choice the script registers first.
    const swapped = edoScript(
      ...BARE_ACTIVATION,
      ...quick('e3', 'CATEGORY_DISABLE', 'EVENT_CHAINING', 'EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL'),
      ...quick('e2', 'CATEGORY_ATKCHANGE', 'EVENT_FREE_CHAIN', 'EFFECT_FLAG_DAMAGE_STEP'),
    );
    assert.deepEqual(pairedAndFound(swapped, card).found, [
      ['extra-damage-step-flag', 'error', 'e3'],
      ['extra-damage-cal-flag', 'error', 'e3'],
    ]);
  });
});

describe("card scripts: the other cards' half of a condition with the card itself as an alternative (issue 22, round FH)", () => {
  it("a field clone of the card's own trigger on the same event, with a condition of its own, stays that text effect (Night's End Administrator)", () => {
    const card = monsterCard(
      "If this card is Special Summoned, or if another Spellcaster monster(s) is Special Summoned to your field: You can draw 1 card. If this card is destroyed by battle, or this card in its owner's Monster Zone is destroyed by an opponent's card effect: You can draw 1 card.",
    );
    const source = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetProperty(EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP)',
      '\te1:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=e1:Clone()',
      '\te2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
      '\te2:SetRange(LOCATION_MZONE)',
      '\te2:SetCondition(s.con)',
      '\tc:RegisterEffect(e2)',
      '\tlocal e3=Effect.CreateEffect(c)',
      '\te3:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
      '\te3:SetProperty(EFFECT_FLAG_DELAY)',
      '\te3:SetCode(EVENT_DESTROYED)',
      '\te3:SetCondition(s.spcon)',
      '\tc:RegisterEffect(e3)',
    );
    const { pairs } = pairedAndFound(source, card);
    assert.deepEqual(
      pairs.filter(([v]) => v === 'e2'),
      [['e2', 0, true]],
    );
  });
});

describe('card scripts: a monster destroyed by battle keeps its optional Quick Effects (seed 000, After damage calculation)', () => {
  const negator = monsterCard('When your opponent activates a Spell Card (Quick Effect): You can Tribute this card; negate the activation.');
  type Parts = { type?: string; flags?: string; condition?: string; cost?: string; range?: string };
  /** The negator as e1, with these parts; s.con and s.cost hold the given bodies. */
  const script = ({
    type = 'EFFECT_TYPE_QUICK_O',
    flags = 'EFFECT_FLAG_DAMAGE_STEP|EFFECT_FLAG_DAMAGE_CAL',
    condition = 'rp==1-tp and Duel.IsChainNegatable(ev)',
    cost,
    range = 'LOCATION_MZONE',
  }: Parts): string =>
    [
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_NEGATE)',
        `\te1:SetType(${type})`,
        '\te1:SetCode(EVENT_CHAINING)',
        `\te1:SetProperty(${flags})`,
        `\te1:SetRange(${range})`,
        '\te1:SetCondition(s.con)',
        ...(cost ? ['\te1:SetCost(s.cost)'] : []),
        '\te1:SetOperation(function(e,tp,eg,ep,ev) Duel.NegateActivation(ev) end)',
        '\tc:RegisterEffect(e1)',
      ),
      `function s.con(e,tp,eg,ep,ev,re,r,rp) return ${condition} end`,
      ...(cost ? [`function s.cost(e,tp,eg,ep,ev,re,r,rp,chk) ${cost} end`] : []),
    ].join('\n');
  const found = (source: string, card = negator): Array<[string, string]> => lint(source, 42, card).map((f) => [f.code, f.severity]);
  const WARNING: Array<[string, string]> = [['missing-battle-destroyed-check', 'warning']];

  it('warns on a field Quick Effect with the flag whose condition, cost and target never look at the status', () => {
    assert.deepEqual(found(script({})), WARNING);
    assert.deepEqual(found(script({ range: 'LOCATION_MZONE|LOCATION_GRAVE' })), WARNING);
  });

  it('is silent where the script looks (in the condition, the cost, or through EDOPro’s IsBattleDestroyed)', () => {
    assert.deepEqual(found(script({ condition: 'rp==1-tp and not e:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED) and Duel.IsChainNegatable(ev)' })), []);
    assert.deepEqual(found(script({ condition: 'rp==1-tp and not e:GetHandler():IsBattleDestroyed() and Duel.IsChainNegatable(ev)' })), []);
    assert.deepEqual(found(script({ cost: 'local c=e:GetHandler() if chk==0 then return c:IsReleasable() and not c:IsStatus(STATUS_BATTLE_DESTROYED) end Duel.Release(c,REASON_COST)' })), []);
  });

  it('is silent where the engine never offers the effect then, or the rule does not apply', () => {
    // A mandatory Quick Effect: the rule is about optional ones.
    assert.deepEqual(found(script({ type: 'EFFECT_TYPE_QUICK_F' })), []);
    // Used from the hand: no monster on the field to be destroyed by battle.
    assert.deepEqual(found(script({ range: 'LOCATION_HAND' })), []);
    // Stopped after damage calculation by the guard.
    assert.deepEqual(found(script({ condition: 'rp==1-tp and (Duel.GetCurrentPhase()~=PHASE_DAMAGE or not Duel.IsDamageCalculated())' })), []);
    // Without the flag it is never offered in the Damage Step: the missing flag is the finding.
    assert.deepEqual(
      found(script({ flags: '0' }))
        .map(([code]) => code)
        .filter((c) => c === 'missing-battle-destroyed-check'),
      [],
    );
    // Used face-down: an attacked face-down monster is flipped before damage calculation.
    const faceDown = monsterCard(
      'When your opponent activates a Spell Card that targets this face-down monster (Quick Effect): You can change this card to face-up Defense Position; negate the activation.',
    );
    assert.deepEqual(found(script({ flags: 'EFFECT_FLAG_SET_AVAILABLE|EFFECT_FLAG_DAMAGE_STEP|EFFECT_FLAG_DAMAGE_CAL' }), faceDown), []);
    // A cost of the engine's own helpers reads no status: still reported.
    assert.deepEqual(found(script({}).replace('\te1:SetCondition(s.con)', '\te1:SetCondition(s.con)\n\te1:SetCost(Cost.SelfTribute)')), WARNING);
    // A condition this reader cannot see (a helper of the engine's own files): no finding.
    assert.deepEqual(found(script({}).replace('e1:SetCondition(s.con)', 'e1:SetCondition(aux.SomeEngineHelper)')), []);
  });

  it('its fix puts a refusal first where the condition returns early too, so that no return gets past the check (review k)', () => {
    const early = script({}).replace(/function s\.con\([^\n]*/, 'function s.con(e,tp,eg,ep,ev,re,r,rp)\n\tif rp==tp then return false end\n\treturn Duel.IsChainNegatable(ev)\nend');
    const finding = lint(early, 42, negator).find((f) => f.code === 'missing-battle-destroyed-check');
    assert.ok(finding);
    const mended = applyEdits(early, finding.fixes[0]?.edits ?? []);
    assert.match(mended, /function s\.con\(e,tp,eg,ep,ev,re,r,rp\)\n\tif e:GetHandler\(\):IsStatus\(STATUS_BATTLE_DESTROYED\) then return false end\n\tif rp==tp then return false end\n/);
    assert.deepEqual(found(mended), []);
  });

  it('only informs when the condition also looks at the phase', () => {
    assert.deepEqual(found(script({ condition: 'rp==1-tp and Duel.IsBattlePhase() and Duel.GetCurrentPhase()~=PHASE_MAIN2 and not Duel.IsMainPhase()' })), [
      ['missing-battle-destroyed-check', 'info'],
    ]);
  });
});

describe("card scripts: a condition that names other functions or the engine's helpers (round AA)", () => {
  // "During the Main or Battle Phase (Quick Effect): You can Special Summon …": refused in the Damage Step.
  const summoner = monsterCard('During the Main Phase or Battle Phase (Quick Effect): You can Special Summon 1 "Probe" monster from your Deck.');
  const script = (condition: string, extra: string[] = []): string =>
    [
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_SPECIAL_SUMMON)',
        '\te1:SetType(EFFECT_TYPE_QUICK_O)',
        '\te1:SetCode(EVENT_FREE_CHAIN)',
        '\te1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)',
        '\te1:SetRange(LOCATION_MZONE)',
        `\te1:SetCondition(${condition})`,
        '\tc:RegisterEffect(e1)',
      ),
      ...extra,
    ].join('\n');
  const found = (source: string, card = summoner): Array<[string, string]> => lint(source, 42, card).map((f) => [f.code, f.severity]);

  it("weighs the condition's own return when the functions it names do not look at the phase", () => {
    const withFilter = script('s.spcon', [
      'function s.fieldfilter(c) return c:IsFaceup() end',
      'function s.spcon(e,tp,eg,ep,ev,re,r,rp)',
      '\tlocal ph=Duel.GetCurrentPhase()',
      '\treturn Duel.IsExistingMatchingCard(s.fieldfilter,tp,LOCATION_FZONE,LOCATION_FZONE,1,nil) and (ph==PHASE_MAIN1 or Duel.IsBattlePhase() or ph==PHASE_MAIN2)',
      'end',
    ]);
    // Duel.IsBattlePhase() holds in the Damage Step: the engine offers the Summon there, which the rules forbid.
    assert.deepEqual(found(withFilter), [['extra-damage-step-flag', 'error']]);
    // A named function that looks at the phase itself leaves the condition unread: only an info.
    const lookingFilter = withFilter.replace('return c:IsFaceup()', 'return c:IsFaceup() and Duel.GetCurrentPhase()~=PHASE_DAMAGE');
    assert.deepEqual(found(lookingFilter), [['extra-damage-step-flag', 'info']]);
  });

  it('reads a look asked about one player ("Duel.IsBattlePhase(opp)") as holding in that player\'s Damage Step, and a local on the return\'s line as a plain one (round AD)', () => {
    const oneLine = script('s.spcon', ['function s.spcon(e,tp,eg,ep,ev,re,r,rp)', '\tlocal opp=1-tp return Duel.IsMainPhase(opp) or Duel.IsBattlePhase(opp)', 'end']);
    // The engine offers the Summon in the opponent's Damage Step, which the rules forbid.
    assert.deepEqual(found(oneLine), [['extra-damage-step-flag', 'error']]);
    // Nor is such a look a phase check that shuts the step: no condition-excludes finding on an effect the rules allow.
    const booster = monsterCard('During the Battle Phase (Quick Effect): You can target 1 face-up monster you control; it gains 500 ATK until the end of this turn.');
    const guarded = script('s.atkcon', ['function s.atkcon(e,tp) return not Duel.IsBattlePhase(1-tp) and aux.StatChangeDamageStepCondition() end']).replace(
      'CATEGORY_SPECIAL_SUMMON',
      'CATEGORY_ATKCHANGE',
    );
    assert.ok(!found(guarded, booster).some(([code]) => code === 'condition-excludes-damage-step'));
  });

  it("an effect on EVENT_FREE_CHAIN waits for no event: where only the text's window keeps it out and its condition does not, a flag is an error", () => {
    const mainPhase = monsterCard('During the Main Phase (Quick Effect): You can target 1 card on the field; destroy it.');
    const open = script('aux.TRUE');
    assert.deepEqual(found(open, mainPhase), [['extra-damage-step-flag', 'error']]);
    // Its condition asks for the Main Phase: it may keep it out, so only an info.
    assert.deepEqual(found(script('function(e,tp) return Duel.IsMainPhase() end'), mainPhase), [['extra-damage-step-flag', 'info']]);
  });

  it('reads aux.zptcon and aux.TRUE as helpers that never look at the phase', () => {
    const card = monsterCard('If a monster is Special Summoned to a zone this card points to (except during the Damage Step): You can draw 1 card.');
    const source = edoScript(
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetCategory(CATEGORY_DRAW)',
      '\te1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\te1:SetProperty(EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP)',
      '\te1:SetRange(LOCATION_MZONE)',
      '\te1:SetCondition(aux.zptcon(aux.TRUE))',
      '\tc:RegisterEffect(e1)',
    );
    assert.deepEqual(found(source, card), [['extra-damage-step-flag', 'error']]);
    // Another helper of the engine's own files might look at the phase: only an info.
    assert.deepEqual(found(source.replace('aux.zptcon(aux.TRUE)', 'aux.SomeEngineHelper(aux.TRUE)'), card), [['extra-damage-step-flag', 'info']]);
  });
});

describe('card scripts: a condition that keeps out of the Damage Step what the rules allow there', () => {
  const drawer = monsterCard('If this card is sent from the field to the GY: You can draw 1 card.');
  /** The card's own trigger as e1 (and, when asked, a second effect on the same condition function). */
  const script = (returned: string, opts: { shared?: boolean; locals?: string } = {}): string =>
    [
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
        '\te1:SetCode(EVENT_TO_GRAVE)',
        '\te1:SetProperty(EFFECT_FLAG_DELAY)',
        '\te1:SetCondition(s.con)',
        '\te1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)',
        '\tc:RegisterEffect(e1)',
        ...(opts.shared ? ['\tlocal e2=e1:Clone()', '\te2:SetCode(EVENT_REMOVE)', '\tc:RegisterEffect(e2)'] : []),
      ),
      `function s.con(e,tp,eg,ep,ev,re,r,rp)${opts.locals ?? ''}`,
      `\treturn ${returned}`,
      'end',
    ].join('\n');
  const check = (source: string, card = drawer): ScriptFinding[] => lint(source, 42, card).filter((f) => f.code === 'condition-excludes-damage-step');
  const fixed = (source: string, card = drawer): string | undefined => {
    const fix = check(source, card)[0]?.fixes[0];
    return fix ? applyEdits(source, fix.edits) : undefined;
  };

  // An ATK booster's Quick Effect with the flag, its hint timing and the condition s.con given as `condition`.
  const booster = monsterCard('During either player’s turn (Quick Effect): You can target 1 face-up monster you control; it gains 500 ATK until the end of this turn.');
  const boosterScript = (...condition: string[]): string =>
    [
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetCategory(CATEGORY_ATKCHANGE)',
        '\te1:SetType(EFFECT_TYPE_QUICK_O)',
        '\te1:SetCode(EVENT_FREE_CHAIN)',
        '\te1:SetProperty(EFFECT_FLAG_CARD_TARGET|EFFECT_FLAG_DAMAGE_STEP)',
        '\te1:SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP|TIMINGS_CHECK_MONSTER)',
        '\te1:SetRange(LOCATION_MZONE)',
        '\te1:SetCondition(s.con)',
        '\te1:SetOperation(function() end)',
        '\tc:RegisterEffect(e1)',
      ),
      ...condition,
    ].join('\n');

  it('warns, and its fix takes out only the comparison that shuts the step, with its "and"', () => {
    const first = script('Duel.GetCurrentPhase()~=PHASE_DAMAGE and e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD)');
    assert.equal(check(first)[0]?.severity, 'warning');
    assert.match(fixed(first) ?? '', /\treturn e:GetHandler\(\):IsPreviousLocation\(LOCATION_ONFIELD\)\n/);
    // The damage calculation's own comparison holds in the Damage Step: it stays.
    const both = script('e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD) and Duel.GetCurrentPhase()~=PHASE_DAMAGE and Duel.GetCurrentPhase()~=PHASE_DAMAGE_CAL');
    assert.match(fixed(both) ?? '', /\treturn e:GetHandler\(\):IsPreviousLocation\(LOCATION_ONFIELD\) and Duel\.GetCurrentPhase\(\)~=PHASE_DAMAGE_CAL\n/);
    // Through a local holding the phase, in parentheses.
    const local = script('(ph~=PHASE_DAMAGE) and e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD)', { locals: '\n\tlocal ph=Duel.GetCurrentPhase()' });
    assert.match(fixed(local) ?? '', /\treturn e:GetHandler\(\):IsPreviousLocation\(LOCATION_ONFIELD\)\n/);
    // The fixed scripts are clean.
    for (const s of [first, both, local]) assert.deepEqual(lint(fixed(s) ?? '', 42, drawer), []);
  });

  it('offers no fix where the comparison is not a top-level "and" operand, or the condition is another effect’s too', () => {
    const inside = script('e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD) and (Duel.GetCurrentPhase()~=PHASE_DAMAGE and rp==tp)');
    assert.equal(check(inside).length, 1);
    assert.equal(fixed(inside), undefined);
    const shared = script('e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD) and Duel.GetCurrentPhase()~=PHASE_DAMAGE', { shared: true });
    assert.ok(check(shared).length > 0);
    assert.equal(fixed(shared), undefined);
  });

  it('where the rules allow it only until damage calculation, the fix puts the after-calculation guard in the comparison’s place', () => {
    const source = boosterScript('function s.con(e,tp) return Duel.IsTurnPlayer(tp) and Duel.GetCurrentPhase()~=PHASE_DAMAGE end');
    assert.deepEqual(
      lint(source, 42, booster).map((f) => f.code),
      ['condition-excludes-damage-step'],
    );
    const after = fixed(source, booster) ?? '';
    assert.match(after, /return Duel\.IsTurnPlayer\(tp\) and \(Duel\.GetCurrentPhase\(\)~=PHASE_DAMAGE or not Duel\.IsDamageCalculated\(\)\) end/);
    assert.deepEqual(lint(after, 42, booster), []);
  });

  it('where the rules allow it only until damage calculation, an early refusal of the Damage Step becomes one of after damage calculation', () => {
    const source = boosterScript('function s.con(e,tp)', '\tif Duel.IsDamageStep() then return false end', '\treturn Duel.IsTurnPlayer(tp)', 'end');
    assert.deepEqual(
      lint(source, 42, booster).map((f) => f.code),
      ['condition-excludes-damage-step'],
    );
    const after = fixed(source, booster) ?? '';
    assert.match(after, /\tif \(Duel\.GetCurrentPhase\(\)==PHASE_DAMAGE and Duel\.IsDamageCalculated\(\)\) then return false end\n/);
    assert.deepEqual(lint(after, 42, booster), []);
  });

  it('is not reported where the engine would not offer the effect anyway (no flag, not a kind it lets through)', () => {
    const source = [
      edoScript(
        '\tlocal e1=Effect.CreateEffect(c)',
        '\te1:SetType(EFFECT_TYPE_QUICK_O)',
        '\te1:SetCode(EVENT_FREE_CHAIN)',
        '\te1:SetProperty(EFFECT_FLAG_CARD_TARGET)',
        '\te1:SetRange(LOCATION_MZONE)',
        '\te1:SetCondition(s.con)',
        '\tc:RegisterEffect(e1)',
      ),
      'function s.con(e,tp) return Duel.IsTurnPlayer(tp) and Duel.GetCurrentPhase()~=PHASE_DAMAGE end',
    ].join('\n');
    assert.deepEqual(check(source, booster), []);
  });

  it('a local that keeps a look at the phase still counts as a look at the phase for the older findings (review k, M1)', () => {
    const good = readScriptFixture('edopro', 'good', 10000007);
    const viaLocal = good.replace(
      /function s\.fscon\(e,tp,eg,ep,ev,re,r,rp\)[^]*?\nend/,
      'function s.fscon(e,tp,eg,ep,ev,re,r,rp)\n\tlocal ok=e:GetHandler():IsReason(REASON_EFFECT) and Duel.IsMainPhase()\n\treturn ok\nend',
    );
    assert.notEqual(viaLocal, good);
    assert.deepEqual(lint(viaLocal, 10000007), []);
  });

  it('reads "not", EDOPro’s phase questions, a trailing ";" and early refusals (review k)', () => {
    const cases: Array<[string, { locals?: string }, RegExp]> = [
      ['not Duel.IsDamageStep() and e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD)', {}, /\treturn e:GetHandler\(\):IsPreviousLocation\(LOCATION_ONFIELD\)\n/],
      // Nothing but the look at the phase: the condition lets everything through.
      ['Duel.GetCurrentPhase()~=PHASE_DAMAGE', {}, /\treturn true\n/],
      ['e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD) and not Duel.IsPhase(PHASE_DAMAGE);', {}, /\treturn e:GetHandler\(\):IsPreviousLocation\(LOCATION_ONFIELD\);\n/],
      [
        'e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD)',
        { locals: '\n\tif Duel.GetCurrentPhase()==PHASE_DAMAGE then return false end' },
        /s\.con\(e,tp,eg,ep,ev,re,r,rp\)\n\treturn e:GetHandler/,
      ],
      [
        'c:IsPreviousLocation(LOCATION_ONFIELD)',
        { locals: '\n\tlocal c=e:GetHandler()\n\tif not c:IsReason(REASON_EFFECT) or Duel.IsDamageStep() then return false end' },
        /\tif not c:IsReason\(REASON_EFFECT\) then return false end\n\treturn c:IsPreviousLocation/,
      ],
    ];
    for (const [returned, opts, after] of cases) {
      const source = script(returned, opts);
      assert.equal(check(source)[0]?.severity, 'warning', source);
      const mended = fixed(source) ?? '';
      assert.match(mended, after);
      assert.deepEqual(lint(mended, 42, drawer), [], mended);
    }
    // A refusal whose test may fail in the Damage Step, or holds outside it only: not this finding.
    assert.deepEqual(check(script('true', { locals: '\n\tif Duel.GetCurrentPhase()==PHASE_DAMAGE and rp==tp then return false end' })), []);
    assert.deepEqual(check(script('true', { locals: '\n\tif Duel.IsMainPhase() then return false end' })), []);
  });

  it('offers no fix that would change the effect outside the Damage Step', () => {
    // "Duel.IsMainPhase()" keeps it out of the Battle and End Phases too: taking it out would let it in there.
    const main = script('Duel.IsMainPhase() and e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD)');
    assert.equal(check(main).length, 1);
    assert.equal(fixed(main), undefined);
    const refusal = script('true', { locals: '\n\tif not Duel.IsMainPhase() then return false end' });
    assert.equal(check(refusal).length, 1);
    assert.equal(fixed(refusal), undefined);
  });

  it('reads past plain locals before the return, but not past one that keeps a look at the phase', () => {
    const plain = script('c:IsPreviousLocation(LOCATION_ONFIELD) and Duel.GetCurrentPhase()~=PHASE_DAMAGE', { locals: '\n\tlocal c=e:GetHandler()' });
    assert.equal(check(plain).length, 1);
    const looking = script('ok and c:IsPreviousLocation(LOCATION_ONFIELD)', { locals: '\n\tlocal c=e:GetHandler()\n\tlocal ok=Duel.GetCurrentPhase()~=PHASE_DAMAGE' });
    assert.deepEqual(check(looking), []);
  });
});
