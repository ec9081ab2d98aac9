import * as assert from 'node:assert/strict';
import { plainMessageText, plainTerminalText } from '../../src/core';

describe('plainMessageText', () => {
  it('breaks a Markdown command link so no label pairs with its target', () => {
    const shown = plainMessageText('Zz [Show reasoning](command:workbench.action.terminal.new)');
    assert.doesNotMatch(shown, /\]\(/);
    assert.equal(shown, 'Zz [Show reasoning] (command:workbench.action.terminal.new)');
  });
  it('breaks a link even with spaces before the target, and icon syntax', () => {
    assert.equal(plainMessageText('[a]  (https://x)'), '[a] (https://x)');
    assert.equal(plainMessageText('$(gear) name'), '$ (gear) name');
  });
  it('removes control and bidi characters and makes line breaks spaces', () => {
    assert.equal(plainMessageText('a\u001b[2Jb\u202ec\nd\r\ne'), 'a[2Jbc d e');
  });
  it('keeps ordinary card names as they are', () => {
    for (const name of ['Kuriboh', 'Number 39: Utopia', 'D/D/D Wave King Caesar', '"A" Cell Breeding Device', 'Evil★Twin Ki-sikil']) {
      assert.equal(plainMessageText(name), name);
    }
  });
});

describe('plainTerminalText', () => {
  it('removes escape sequences starters and keeps tabs and line breaks', () => {
    assert.equal(plainTerminalText('a\u001b]8;;http://x\u0007b\tc\nd'), 'a]8;;http://xb\tc\nd');
  });
});
