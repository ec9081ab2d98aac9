import * as assert from 'node:assert';
import * as vscode from 'vscode';

suite('smoke', () => {
  test('the extension is present and activates', async () => {
    const ext = vscode.extensions.getExtension('damage-step-rulings.damage-step-rulings');
    assert.ok(ext, 'extension not found');
    await ext.activate();
    assert.strictEqual(ext.isActive, true);
  });
});
