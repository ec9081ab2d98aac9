import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { EXTENSION_ID, api } from './helpers';

// The download URL settings as a person finds them: in the User settings (application scope,
// which a workspace cannot override), not only in a remote machine's settings.

suite('card database settings', () => {
  test('the download and version URLs are User settings a workspace cannot change', async () => {
    await api();
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as { contributes: { configuration: { properties: Record<string, { scope?: string }> } } };
    const properties = manifest.contributes.configuration.properties;
    for (const key of ['damageStepRulings.cardDatabaseUrl', 'damageStepRulings.cardDatabaseVersionUrl']) assert.strictEqual(properties[key]?.scope, 'application', key);
    const url = vscode.workspace.getConfiguration('damageStepRulings').inspect<string>('cardDatabaseUrl');
    assert.strictEqual(url?.defaultValue, 'https://db.ygoprodeck.com/api/v7/cardinfo.php');
  });
});
