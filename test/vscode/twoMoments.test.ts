import * as assert from 'node:assert';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ProbeResult } from '../../src/extension/webview/protocol';
import { api, nextEvent, screenshotLightAndDark, sleep, walkThroughAndProbe } from './helpers';

// Issue 20 in the battle panel: what could be done when the players may first act at a timing,
// what is still possible after its chains, the Duel's end, and each fault's example battle.

const EXAMPLES = path.join(__dirname, '..', '..', '..', 'examples');

async function openExample(name: string): Promise<vscode.TextEditor> {
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(EXAMPLES, name))), { preview: false });
}

/** Walks the active battle file in the panel and shows the step (0-based); what the page holds then. */
async function walkToStep(step: number): Promise<ProbeResult> {
  const { battlePanel } = await api();
  await walkThroughAndProbe();
  if (battlePanel.currentStep !== step) {
    const shown = nextEvent(battlePanel.onDidRender, (r) => r.step === step);
    await vscode.commands.executeCommand('damageStepRulings.revealStep', step);
    await shown;
  }
  return battlePanel.probe();
}

suite('battle panel (issue 20): two moments per timing', () => {
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('issue 20: "At this timing" holds the answers before the chains, "Still possible now" only what changed', async () => {
    await openExample('two-moments.battle');
    const during = await walkToStep(2);
    assert.match(during.text, /Step 3 of 5: During damage calculation/);
    assert.ok(during.optionsAtOpening.includes('Kuriboh: yes'), during.optionsAtOpening.join());
    assert.ok(during.optionsAtOpening.includes('Forbidden Lance: no'), during.optionsAtOpening.join());
    assert.deepStrictEqual(during.optionsAfter, ['Kuriboh: no']);
    const at = during.text.indexOf('At this timing');
    const still = during.text.indexOf('Still possible now');
    assert.ok(at >= 0 && still > at, during.text);
    // The chain log sits between the two moments.
    const chain = during.text.indexOf('Chain Link 1: your opponent activates "Kuriboh"');
    assert.ok(chain > at && chain < still, during.text);
    assert.deepStrictEqual(during.kinds.slice(0, 1), ['activate']);
    // The field at the opening shows Kuriboh in the hand; the field after it, in the GY.
    assert.match(during.text, /Field at this timing/);
    assert.match(during.fieldRows.find((r) => r.startsWith('Kuriboh')) ?? '', /\| GY \|/);
    // The panel wide, the opening at the top; then scrolled to what is still possible after the chain.
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await sleep(500);
    await screenshotLightAndDark('battle-two-moments');
    const toAfter = async () => {
      await vscode.commands.executeCommand('damageStepRulings.revealStep', 2, 'after');
      await sleep(300);
    };
    await toAfter();
    await screenshotLightAndDark('battle-two-moments-after', toAfter);
    await vscode.commands.executeCommand('workbench.view.explorer');

    const after = await walkToStep(3);
    assert.ok(after.optionsAtOpening.includes('Man-Eater Bug: yes'), after.optionsAtOpening.join());
    assert.deepStrictEqual(after.optionsAfter, ['Man-Eater Bug: no']);
    assert.match(after.text, /is mandatory: it activates now/);
  });

  test('issue 20: a timing without a chain shows no "Still possible now"', async () => {
    await openExample('two-moments.battle');
    const start = await walkToStep(0);
    assert.ok(start.optionsAtOpening.length > 0);
    assert.deepStrictEqual(start.optionsAfter, []);
    assert.ok(!start.text.includes('Still possible now'), start.text);
    assert.ok(!start.text.includes('Field at this timing'), start.text);
  });

  test('issue 20: the Duel’s end is a banner naming the winner and the step; nothing is walked after it', async () => {
    await openExample('duel-ends-at-zero-lp.battle');
    const probe = await walkThroughAndProbe();
    assert.match(probe.duelEnd, /^The Duel is over at End of the Damage Step: you win\. Nothing is walked after it\.$/);
    const last = await walkToStep(4);
    assert.match(last.text, /Step 5 of 5: End of the Damage Step/);
    assert.strictEqual(last.kinds[last.kinds.length - 1], 'duel-ends');
    assert.ok(!last.kinds.includes('end-damage-step'), last.kinds.join());
    assert.deepStrictEqual(probe.sections.slice(0, 3), ['header', 'div', 'p.duel-end.you'], probe.sections.join());
  });
});

suite('battle panel (issue 20): the faults, each from its example', () => {
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('issue 20: an Equip Spell is refused in the Damage Step whatever else its text holds', async () => {
    await openExample('equip-spell-speed-1.battle');
    const start = await walkToStep(0);
    assert.ok(start.optionsAtOpening.includes('Kept Blade: no'), start.optionsAtOpening.join());
    assert.ok(start.kinds.includes('activation-rejected'), start.kinds.join());
    assert.match(start.fieldRows.find((r) => r.startsWith('Blue-Eyes White Dragon')) ?? '', /3000 \/ 2500$/);
    assert.ok(start.problems.includes('error'));
  });

  test('issue 20: "destroyed by battle and sent to the GY" waits for the end of the Damage Step', async () => {
    await openExample('destroyed-and-sent-waits-for-the-end.battle');
    const after = await walkToStep(3);
    assert.ok(after.optionsAtOpening.includes('Hero Signal: no'), after.optionsAtOpening.join());
    assert.ok(after.kinds.includes('activation-rejected'));
    const end = await walkToStep(4);
    assert.ok(end.optionsAtOpening.includes('Hero Signal: yes'), end.optionsAtOpening.join());
    assert.ok(end.kinds.includes('activate'));
  });

  test('issue 20: a damage Trap answers effect damage in a new chain', async () => {
    await openExample('effect-damage-new-chain.battle');
    const end = await walkToStep(4);
    const damage = end.kinds.indexOf('effect-damage');
    assert.ok(damage >= 0 && end.kinds.indexOf('trigger', damage) > damage, end.kinds.join());
    assert.match(end.text, /Your opponent took damage from an effect: "Attack and Receive"/);
    assert.match(end.text, /"Attack and Receive" inflicts 700 damage to you/);
  });

  test('issue 20: Rope of Life Summons the monster from the GY and gives it 800 ATK', async () => {
    await openExample('rope-of-life-from-gy.battle');
    const end = await walkToStep(4);
    assert.match(end.fieldRows.find((r) => r.startsWith('Giant Rat')) ?? '', /Monster Zone, face-up Attack Position \| 2200 \/ 1450$/);
  });

  test('issue 20: a replacement banishes its own card from the GY right after damage calculation', async () => {
    await openExample('replacement-banishes-itself-from-gy.battle');
    const after = await walkToStep(3);
    assert.deepStrictEqual(after.kinds.slice(0, 2), ['replacement', 'banish']);
    assert.match(after.fieldRows.find((r) => r.startsWith('Return of the Dragon Lords')) ?? '', /\| banished \|/);
  });

  test('issue 20: a card text sentence changes the battle position at the end of the Damage Step', async () => {
    await openExample('position-change-at-end-of-damage-step.battle');
    const end = await walkToStep(4);
    assert.ok(end.kinds.includes('position-change'), end.kinds.join());
    assert.match(end.fieldRows.find((r) => r.startsWith('Tired Brute')) ?? '', /Defense Position/);
  });

  test('issue 20: a Special Summon by an effect announces the trigger waiting for it', async () => {
    await openExample('caused-special-summon-announced.battle');
    const end = await walkToStep(4);
    assert.match(end.text, /"Earth Pup" was Special Summoned: "Summon Sentry"'s effect/);
  });
});
