import * as assert from 'node:assert';
import * as vscode from 'vscode';
import type { AskAnswer } from '../../src/core/index';
import { COMMANDS } from '../../src/extension/commands/ids';
import { PASTED_CARDS, type PasteStyle } from '../unit/card-block-formats';
import { api, waitFor } from './helpers';

// Check Selected Card Text on a whole card pasted into an editor, one test per copy style: the
// selection is read as the card it is, the answer is that of its bare text with the right kind,
// and the answer panel says in one line what was read as the card's identity.

const STYLES: PasteStyle[] = ['official database', 'wiki', 'card database', 'deck builder', 'chat bot', 'card maker'];
const unescaped = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

suite('Check Selected Card Text: a whole pasted card', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  for (const style of STYLES) {
    test(`reads a block copied from the ${style} and says what it read as identity`, async () => {
      const extension = await api();
      // The style's first block that is not one of the issue's own, so that each test pastes a different card.
      const card = PASTED_CARDS.find((c) => c.style === style && !c.issue) ?? PASTED_CARDS.find((c) => c.style === style);
      assert.ok(card, style);
      const doc = await vscode.workspace.openTextDocument({ language: 'plaintext', content: card.block });
      const editor = await vscode.window.showTextDocument(doc);
      const last = doc.lineAt(doc.lineCount - 1);
      editor.selection = new vscode.Selection(0, 0, last.lineNumber, last.text.length);
      const answer = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.checkSelection);
      assert.ok(answer, 'an answer');
      assert.strictEqual(answer.card.name, card.name);
      assert.strictEqual(answer.card.source, 'text');
      assert.strictEqual(answer.card.read?.name, card.name);
      assert.deepStrictEqual(answer.card.read?.unplaced, []);
      const bare = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.checkSelection, card.text, card.kind);
      assert.deepStrictEqual(answer.verdicts, bare.verdicts);
      assert.strictEqual(answer.effects.length, bare.effects.length);
      // The panel shows the pasted card's answer: what was read as its identity, in one line.
      await vscode.commands.executeCommand(COMMANDS.checkSelection, card.block);
      const shown = await waitFor('the answer panel to show the pasted card', () => {
        const md = unescaped(extension.lastAnswerMarkdown());
        return md.includes(`Read as "${card.name}" — `) ? md : undefined;
      });
      const line = shown.split('\n').find((l) => l.includes(`Read as "${card.name}"`)) ?? '';
      assert.match(line, /\(identity lines? [\d, ]+; text lines? [\d, ]+\)/);
      if (card.stats.attribute) assert.ok(line.includes(card.stats.attribute), line);
      if (card.stats.atk !== undefined) assert.ok(line.includes(`ATK ${card.stats.atk}`), line);
    });
  }

  test("a pasted card named as one the project holds rulings for keeps them (Muko's TCG ruling)", async () => {
    const block = 'Muko\nNormal Trap\nActivate only when an effect of drawing card(s) is activated. Both players see the cards drawn by the effect and discard them all to the Graveyard.';
    const answer = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.checkSelection, block);
    assert.strictEqual(answer.card.name, 'Muko');
    assert.strictEqual(answer.card.source, 'text');
    // The default region is the TCG's, where a ruling allows Muko in the Damage Step; its text alone would not be.
    assert.ok(
      answer.verdicts.every((v) => v.canActivate),
      JSON.stringify(answer.verdicts.map((v) => [v.timing, v.canActivate])),
    );
    assert.ok(answer.verdicts.some((v) => v.reasons.some((r) => r.rule === 'ruling.tcg.muko-allowed')));
  });

  test('a line it cannot place is said, never read as an effect', async () => {
    const extension = await api();
    const block = 'Gravel Sentry\nEARTH / Level 4\n[Rock / Effect]\nLantern Forge booster\nIf this card is Normal Summoned: You can draw 1 card.\nATK/1200 DEF/800';
    const answer = await vscode.commands.executeCommand<AskAnswer>(COMMANDS.checkSelection, block);
    assert.deepStrictEqual(
      answer.card.read?.unplaced.map((u) => [u.line, u.text]),
      [[4, 'Lantern Forge booster']],
    );
    assert.strictEqual(answer.effects.length, 1);
    const md = await waitFor('the panel', () => {
      const m = unescaped(extension.lastAnswerMarkdown());
      return m.includes('Read as "Gravel Sentry"') ? m : undefined;
    });
    assert.match(md, /not placed: line 4 "Lantern Forge booster"/);
  });
});
