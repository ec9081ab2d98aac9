import { strict as assert } from 'node:assert';
import { readScript, effectFacts } from '../../src/core/scripts';
import { readScriptFixture } from './script-fixtures';

describe('card scripts: reading without running', () => {
  it('finds the effect an EDOPro script registers, with its setters and the CreateEffect position', () => {
    const source = readScriptFixture('edopro', 'good', 10000001);
    const r = readScript(source, 'c10000001.lua');
    assert.equal(r.error, undefined);
    assert.equal(r.dialect, 'edopro');
    assert.equal(r.passcode, 10000001);
    assert.equal(r.effects.length, 1, 'the ATK effect built inside the operation is not registered on the card');
    const e = r.effects[0];
    assert.ok(e);
    assert.equal(e.variable, 'e1');
    const lines = source.split('\n');
    const line = lines.findIndex((l) => l.includes('local e1=Effect.CreateEffect(c)')) + 1;
    assert.equal(e.created.start.line, line);
    assert.equal(e.created.start.column, (lines[line - 1] ?? '').indexOf('Effect.CreateEffect') + 1);
    assert.deepEqual(e.calls.get('SetProperty')?.args[0]?.names, ['EFFECT_FLAG_CARD_TARGET', 'EFFECT_FLAG_DAMAGE_STEP']);
    assert.equal(e.calls.get('SetProperty')?.args[0]?.operator, '|');
    const facts = effectFacts(r, e);
    assert.equal(facts.action, 'quick');
    assert.equal(facts.damageStepFlag, true);
    assert.equal(facts.damageCalFlag, false);
    assert.equal(facts.condition.afterCalculationGuard, true);
    assert.equal(facts.hint.includesDamageStep, true);
  });

  it('reads the YGOPro dialect: c<passcode>.initial_effect, "+" between flags, aux.dscon', () => {
    const r = readScript(readScriptFixture('ygopro', 'good', 10000004), 'x.lua');
    assert.equal(r.dialect, 'ygopro');
    assert.equal(r.passcode, 10000004);
    const e = r.effects[0];
    assert.ok(e);
    assert.equal(e.calls.get('SetProperty')?.args[0]?.operator, '+');
    assert.equal(effectFacts(r, e).condition.name, 'aux.dscon');
    assert.equal(effectFacts(r, e).condition.afterCalculationGuard, true);
  });

  it('follows clones: the clone inherits what it does not set again, in registration order', () => {
    const source = [
      'local s,id=GetID()',
      'function s.initial_effect(c)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)',
      '\te1:SetCode(EVENT_SUMMON_SUCCESS)',
      '\te1:SetProperty(EFFECT_FLAG_DELAY|EFFECT_FLAG_DAMAGE_STEP)',
      '\te1:SetOperation(s.op)',
      '\tc:RegisterEffect(e1)',
      '\tlocal e2=e1:Clone()',
      '\te2:SetCode(EVENT_SPSUMMON_SUCCESS)',
      '\tc:RegisterEffect(e2)',
      'end',
      'function s.op(e,tp) end',
    ].join('\n');
    const r = readScript(source, 'c1.lua');
    assert.equal(r.effects.length, 2);
    const [e1, e2] = r.effects;
    assert.ok(e1 && e2);
    assert.equal(e2.origin, 'clone');
    assert.equal(e2.clonedFrom, e1);
    assert.deepEqual([...e2.ownCalls], ['SetCode']);
    assert.equal(effectFacts(r, e2).damageStepFlag, true);
    assert.equal(effectFacts(r, e2).code, 1102);
    assert.equal(effectFacts(r, e1).code, 1100);
    assert.equal(e2.created.start.line, 9);
  });

  it('records helper constructors and ignores effects registered on the duel', () => {
    const source = [
      'local s,id=GetID()',
      'function s.initial_effect(c)',
      '\tSynchro.AddProcedure(c,nil,1,1,Synchro.NonTuner(nil),1,99)',
      '\tlocal e1=Effect.CreateEffect(c)',
      '\te1:SetType(EFFECT_TYPE_FIELD)',
      '\tDuel.RegisterEffect(e1,0)',
      'end',
    ].join('\n');
    const r = readScript(source, 'c2.lua');
    assert.deepEqual(
      r.helpers.map((h) => h.name),
      ['Synchro.AddProcedure'],
    );
    assert.equal(r.effects.length, 0);
  });

  it("reads aux.AddEquipProcedure as the card's activation, with the flags its ninth argument adds", () => {
    const withFlags = readScript(['local s,id=GetID()', 'function s.initial_effect(c)', '\taux.AddEquipProcedure(c,0,nil,nil,nil,nil,nil,s.con,EFFECT_FLAG_DAMAGE_STEP)', 'end'].join('\n'), 'c5.lua');
    assert.deepEqual(withFlags.helpers, []);
    const [activation] = withFlags.effects;
    assert.deepEqual(activation?.calls.get('SetType')?.args[0]?.names, ['EFFECT_TYPE_ACTIVATE']);
    assert.deepEqual(activation?.calls.get('SetProperty')?.args[0]?.names, ['EFFECT_FLAG_DAMAGE_STEP']);
    assert.equal(activation?.calls.get('SetCondition')?.args[0]?.text, 's.con');
    // Without it the helper's activation has no Damage Step flag, and a fix has no argument to write one in.
    const bare = readScript(['local s,id=GetID()', 'function s.initial_effect(c)', '\taux.AddEquipProcedure(c)', 'end'].join('\n'), 'c6.lua');
    assert.equal(bare.effects[0]?.calls.get('SetProperty'), undefined);
  });

  it('never runs the script and never throws: a syntax error comes back with its line and column', () => {
    const r = readScript('function s.initial_effect(c)\n\tlocal e1=Effect.CreateEffect(c\nend\n', 'c3.lua');
    assert.ok(r.error);
    assert.equal(r.error.line, 3);
    assert.ok(r.error.column >= 1);
    assert.match(r.error.message, /expected/i);
    const weird = readScript('os.exit(1)\nerror("boom")\nwhile true do end\n', 'c4.lua');
    assert.equal(weird.error, undefined);
    assert.equal(weird.hasInitialEffect, false);
  });

  it('keeps flags it cannot follow apart from flags that are not there', () => {
    const source = 'function c5.initial_effect(c)\n\tlocal e1=Effect.CreateEffect(c)\n\te1:SetType(EFFECT_TYPE_QUICK_O)\n\te1:SetProperty(c5.flags())\n\tc:RegisterEffect(e1)\nend\n';
    const r = readScript(source, 'c5.lua');
    const e = r.effects[0];
    assert.ok(e);
    assert.equal(effectFacts(r, e).flags, undefined);
  });
});

describe('card scripts: values through local variables', () => {
  it('reads a hint timing kept in a local of initial_effect, and effects built inside aux.GlobalCheck stay off the card', () => {
    const source = [
      'local s,id=GetID()',
      'function s.initial_effect(c)',
      '\tlocal e3=Effect.CreateEffect(c)',
      '\te3:SetType(EFFECT_TYPE_QUICK_O)',
      '\te3:SetCode(EVENT_FREE_CHAIN)',
      '\tlocal timing=TIMING_BATTLE_PHASE+TIMING_DAMAGE_STEP',
      '\te3:SetHintTiming(timing,timing)',
      '\tc:RegisterEffect(e3)',
      '\taux.GlobalCheck(s,function()',
      '\t\tlocal ge1=Effect.CreateEffect(c)',
      '\t\tge1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)',
      '\t\tDuel.RegisterEffect(ge1,0)',
      '\tend)',
      'end',
    ].join('\n');
    const r = readScript(source, 'c7.lua');
    assert.equal(r.effects.length, 1);
    const e = r.effects[0];
    assert.ok(e);
    const hint = effectFacts(r, e).hint;
    assert.equal(hint.readable, true);
    assert.equal(hint.includesDamageStep, true);
    assert.equal(e.calls.get('SetHintTiming')?.args[0]?.viaLocal, true);
  });
});

describe('card scripts: layouts', () => {
  it('reads a script laid out unusually (indented, several functions on one line) the same way', () => {
    const usual = readScriptFixture('ygopro', 'good', 10000003);
    const odd = usual
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n');
    const a = readScript(usual, 'c10000003.lua');
    const b = readScript(odd, 'c10000003.lua');
    assert.equal(b.error, undefined);
    assert.deepEqual(
      b.effects.map((e) => [e.variable, [...e.calls.keys()]]),
      a.effects.map((e) => [e.variable, [...e.calls.keys()]]),
    );
    const [ea, eb] = [a.effects[0], b.effects[0]];
    assert.ok(ea && eb);
    assert.deepEqual(effectFacts(b, eb).condition, effectFacts(a, ea).condition);
    assert.equal(eb.created.start.column, ea.created.start.column + 2);
    const oneLine =
      'function c9.initial_effect(c) local e1=Effect.CreateEffect(c) e1:SetType(EFFECT_TYPE_QUICK_O) e1:SetCondition(c9.con) c:RegisterEffect(e1) end function c9.con(e) return Duel.IsDamageCalculated()==false end';
    const c = readScript(oneLine, 'c9.lua');
    const ec = c.effects[0];
    assert.ok(ec);
    assert.equal(effectFacts(c, ec).condition.afterCalculationGuard, true);
  });
});
