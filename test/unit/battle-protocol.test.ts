import * as assert from 'node:assert/strict';
import { isBattleHostMessage, isBattleWebviewMessage, readBattleState } from '../../src/extension/webview/protocol';

// Issue 19: the battle panel stored whatever its webview sent (a non-number step, an object as a
// rule id). Both sides now check a message's shape before acting on it, as the answer panel does.

describe('battle panel messages are checked on both sides (issue 19)', () => {
  it('the host takes the page messages of the right shape only', () => {
    for (const good of [
      { type: 'ready' },
      { type: 'export' },
      { type: 'step', step: 3 },
      { type: 'rendered', step: 0, steps: 0 },
      { type: 'openRule', rule: 'procedure.during-damage-calculation.instead-replacement-chosen' },
      { type: 'goToProblem', index: 2 },
      { type: 'probeResult', result: { text: '', images: 0, scripts: 0, inlineHandlers: 0, kinds: [], uri: '', sections: ['header'], problems: [], fieldRows: [] } },
    ])
      assert.ok(isBattleWebviewMessage(good), JSON.stringify(good));
    for (const bad of [
      null,
      'step',
      [],
      { type: 'step', step: '3' },
      { type: 'step', step: -1 },
      { type: 'step', step: 1.5 },
      { type: 'step', step: Number.POSITIVE_INFINITY },
      { type: 'step', step: 2 ** 60 },
      { type: 'rendered', step: 1 },
      { type: 'openRule', rule: { toString: () => 'x' } },
      { type: 'openRule', rule: 'workbench.action.terminal.new"; rm -rf' },
      { type: 'openRule', rule: 'r'.repeat(201) },
      { type: 'probeResult', result: { text: 1 } },
      { type: 'goToProblem', index: -1 },
      { type: 'goToProblem', index: '0' },
      { type: 'goToProblem' },
      { type: 'constructor' },
      { type: '__proto__' },
      { type: 'run', command: 'workbench.action.terminal.new' },
    ])
      assert.equal(isBattleWebviewMessage(bad), false, JSON.stringify(bad));
  });

  it('the page takes the host messages of the right shape only', () => {
    const view = { uri: 'file:///a.battle', fileName: 'a.battle', meta: 'Modern rules · TCG', walk: { steps: [] }, timingNames: {}, fields: [], strings: {} };
    assert.ok(isBattleHostMessage({ type: 'walkthrough', view, step: 0 }));
    assert.ok(isBattleHostMessage({ type: 'empty', view: { text: 'Open a battle file' } }));
    assert.ok(isBattleHostMessage({ type: 'reveal', step: 2 }));
    assert.ok(isBattleHostMessage({ type: 'probe' }));
    for (const bad of [
      { type: 'walkthrough', view: { ...view, walk: null }, step: 0 },
      { type: 'walkthrough', view, step: 'x' },
      { type: 'empty', view: {} },
      { type: 'reveal', step: -2 },
      { type: 'other' },
      undefined,
    ])
      assert.equal(isBattleHostMessage(bad), false, JSON.stringify(bad));
  });

  it('a saved state is read as a uri and a step index, anything else as the empty state', () => {
    assert.deepEqual(readBattleState({ uri: 'file:///a.battle', step: 4 }), { uri: 'file:///a.battle', step: 4 });
    assert.deepEqual(readBattleState({ uri: 7, step: '4' }), { uri: '', step: 0 });
    assert.deepEqual(readBattleState(undefined), { uri: '', step: 0 });
    assert.deepEqual(readBattleState({ uri: 'file:///a.battle', step: -3 }), { uri: 'file:///a.battle', step: 0 });
  });
});
