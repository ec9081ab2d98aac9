import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { api, nextEvent, open, screenshot, sleep, walkThroughAndProbe } from './helpers';

suite('battle webview', () => {
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('receives the walkthrough, steps, and follows edits keeping its place', async () => {
    const { battlePanel } = await api();
    const editor = await open('sample.battle');
    const first = nextEvent(battlePanel.onDidRender);
    await vscode.commands.executeCommand('damageStepRulings.walkThrough');
    assert.deepStrictEqual(await first, { step: 0, steps: 5 });
    const probe = await battlePanel.probe();
    assert.match(probe.text, /Start of the Damage Step/);
    assert.match(probe.text, /Giant Kozaky/);

    const second = nextEvent(battlePanel.onDidRender, (r) => r.step === 2);
    await vscode.commands.executeCommand('damageStepRulings.revealStep', 2);
    await second;
    const atDamageCalculation = await battlePanel.probe();
    assert.match(atDamageCalculation.text, /Step 3 of 5: During damage calculation/);
    assert.ok(atDamageCalculation.kinds.includes('damage-calculation'), atDamageCalculation.kinds.join());
    assert.match(atDamageCalculation.text, /Kuriboh/);
    await sleep(300);
    await screenshot('webview');

    // An edit re-walks the file; the panel stays on the same step.
    const rerendered = nextEvent(battlePanel.onDidRender);
    await editor.edit((e) => e.insert(new vscode.Position(0, 0), '# edited\n'));
    assert.deepStrictEqual(await rerendered, { step: 2, steps: 5 });
    assert.strictEqual(battlePanel.currentStep, 2);
  });

  test('hostile card names render as text, not markup', async () => {
    await open('hostile.battle');
    const probe = await walkThroughAndProbe();
    assert.ok(probe.text.includes('<img src=x onerror=alert(1)>'), probe.text);
    assert.ok(probe.text.includes('</script><script>alert(2)</script>'), probe.text);
    assert.strictEqual(probe.images, 0);
    assert.strictEqual(probe.scripts, 0);
    assert.strictEqual(probe.inlineHandlers, 0);
    await screenshot('webview-hostile');
  });

  test('renders the new event kinds as text, down to the end of the Duel', async () => {
    const { battlePanel } = await api();
    await open('duel-ends.battle');
    const rendered = nextEvent(battlePanel.onDidRender);
    await vscode.commands.executeCommand('damageStepRulings.walkThrough');
    assert.deepStrictEqual(await rendered, { step: 0, steps: 5 });
    const last = nextEvent(battlePanel.onDidRender, (r) => r.step === 4);
    await vscode.commands.executeCommand('damageStepRulings.revealStep', 4);
    await last;
    const probe = await battlePanel.probe();
    for (const kind of ['special-summon', 'effect-damage', 'duel-ends']) assert.ok(probe.kinds.includes(kind), probe.kinds.join());
    assert.match(probe.text, /the Duel ends and you win/);
    assert.ok(probe.text.includes('<img src=x onerror=alert(3)>'), probe.text);
    assert.strictEqual(probe.images, 0);
    assert.strictEqual(probe.inlineHandlers, 0);
  });
});
