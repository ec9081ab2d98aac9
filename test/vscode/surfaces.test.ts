import * as assert from 'node:assert';
import * as vscode from 'vscode';
import { activationRulesAt, ask, EMBEDDED_CARDS, REGIONS, RULESETS, timingsOf, type AskAnswer, type Region, type RuleSetId, type TimingId } from '../../src/core/index';
import { COMMANDS } from '../../src/extension/commands/ids';
import { explainedActivationRules, groupedReasons, rulingNote } from '../../src/extension/text/markdown';
import { api, hoverText, resetSettings, waitFor, workspaceFile } from './helpers';

// One question, every surface: "which activation rules hold at this timing, for this rule set
// and region?" The Timings tree, Explain Timing, a hover on the timing's name and the Battle
// view's walk must each list exactly the core's answer, in its order.

type Node = { node: unknown; item: vscode.TreeItem };

async function items(provider: vscode.TreeDataProvider<unknown>, parent?: unknown): Promise<Node[]> {
  const children = (await provider.getChildren(parent)) ?? [];
  return Promise.all(children.map(async (node) => ({ node, item: await provider.getTreeItem(node) })));
}

const ruleArgument = (n: Node) => String(n.item.command?.arguments?.[0]);

/** The rule ids a Markdown answer links under its "What can be activated" heading. */
function linkedActivationRules(markdown: string): string[] {
  const at = markdown.indexOf('What can be activated');
  assert.ok(at >= 0, markdown.slice(0, 300));
  return [...markdown.slice(at).matchAll(/command:damageStepRulings\.showRule\?(\S+)/g)].map((m) => (JSON.parse(decodeURIComponent(m[1] ?? '')) as string[])[0] ?? '');
}

/** A saved file rather than an untitled one, so that closing its editor asks nothing. */
async function saved(name: string, content: string): Promise<vscode.TextDocument> {
  await vscode.workspace.fs.writeFile(workspaceFile(name), new TextEncoder().encode(content));
  return vscode.workspace.openTextDocument(workspaceFile(name));
}

const expected = (timing: TimingId, ruleset: RuleSetId, region: Region) => activationRulesAt(timing, { ruleset, region }).map((r) => r.id);
/** The same rules as a set: explanations group them by what they say, so their order is the groups'. */
const asSet = (ids: readonly string[]) => [...new Set(ids)].sort();

suite('one answer on every surface', () => {
  teardown(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetSettings();
  });

  test("a card's hover and its ruling note gather the same timings under the same reason", () => {
    // The hover's lines end with the rule's link; the note's with its sources: compare the words.
    const hoverGroups = (a: AskAnswer) => groupedReasons(a).length;
    const noteGroups = (a: AskAnswer) =>
      rulingNote(a)
        .split('\n')
        .filter((l) => l.startsWith('- **')).length;
    for (const ruleset of RULESETS) {
      for (const card of EMBEDDED_CARDS) {
        const answer = ask(card, { ruleset, region: 'tcg' });
        assert.strictEqual(noteGroups(answer), hoverGroups(answer), `${card.name} (${ruleset})`);
      }
    }
    // Two timings "no" by one rule for different reasons stay two lines in both, each with its own words.
    const kuriboh = EMBEDDED_CARDS.find((c) => c.name === 'Kuriboh');
    assert.ok(kuriboh);
    const answer = ask(kuriboh, { ruleset: 'modern', region: 'tcg' });
    const noes = answer.verdicts.filter((v) => !v.canActivate);
    assert.ok(noes.length >= 2 && noes[0]?.reasons[0]?.rule === noes[1]?.reasons[0]?.rule);
    const changed: AskAnswer = {
      ...answer,
      verdicts: answer.verdicts.map((v) => (v === noes[1] ? { ...v, reasons: v.reasons.map((r, i) => (i === 0 ? { ...r, text: 'A reason of its own.' } : r)) } : v)),
    };
    assert.strictEqual(hoverGroups(changed), hoverGroups(answer) + 1);
    assert.strictEqual(noteGroups(changed), noteGroups(answer) + 1);
    assert.strictEqual(
      rulingNote(changed)
        .split('\n')
        .filter((l) => l.includes('A reason of its own.')).length,
      1,
    );
  });

  for (const ruleset of RULESETS) {
    for (const region of REGIONS) {
      test(`Timings tree, Explain Timing and timing hovers agree with the core (${ruleset}, ${region})`, async () => {
        const { timingsTree } = await api();
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        const config = vscode.workspace.getConfiguration('damageStepRulings');
        await config.update('ruleset', ruleset, vscode.ConfigurationTarget.Workspace);
        await config.update('region', region, vscode.ConfigurationTarget.Workspace);
        const timings = timingsOf(ruleset);
        const treeTimings = await items(timingsTree);
        assert.deepStrictEqual(
          treeTimings.map((t) => t.item.id),
          timings.map((t) => t.id),
        );
        for (const [i, timing] of timings.entries()) {
          const want = expected(timing.id, ruleset, region);
          const groups = await items(timingsTree, treeTimings[i]?.node);
          const activation = groups.find((g) => g.item.id === `${timing.id}/activation`);
          assert.ok(activation, `${timing.id}: no activation group`);
          assert.deepStrictEqual((await items(timingsTree, activation.node)).map(ruleArgument), want, `tree ${timing.id}`);
          const explained = await vscode.commands.executeCommand<string>(COMMANDS.explainTiming, timing.id);
          assert.deepStrictEqual(asSet(linkedActivationRules(explained)), asSet(want), `Explain Timing ${timing.id}`);
        }
        const doc = await saved(`timings-${ruleset}-${region}.md`, timings.map((t) => `"${t.name}"`).join('\n'));
        await vscode.window.showTextDocument(doc);
        for (const [line, timing] of timings.entries()) {
          const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, new vscode.Position(line, 3));
          const ours = hovers.filter((h) => hoverText([h]).includes('damageStepRulings.showRule'));
          assert.strictEqual(ours.length, 1, `hover ${timing.id}: ${hoverText(hovers)}`);
          // A hover is brief: what may and may not be activated, without the notes and game rules.
          const brief = explainedActivationRules(timing.id, { ruleset, region }, true).map((r) => r.id);
          assert.deepStrictEqual(asSet(linkedActivationRules(hoverText(ours))), asSet(brief), `hover ${timing.id}`);
        }
      });

      test(`the Battle view's walk lists the core's rules at each step (${ruleset}, ${region})`, async () => {
        const { battleTree } = await api();
        const content = [`ruleset ${ruleset}`, `region ${region}`, 'attacker: you "Giant Kozaky"', 'target: opponent Steamroid', 'opponent hand: Kuriboh'].join('\n');
        const doc = await saved(`surfaces-${ruleset}-${region}.battle`, content);
        await vscode.window.showTextDocument(doc);
        const steps = await waitFor('battle steps', async () => {
          const found = await items(battleTree);
          return found.length === timingsOf(ruleset).length ? found : undefined;
        });
        for (const step of steps) {
          const timing = (step.node as { step: { timing: TimingId } }).step.timing;
          const rules = (await items(battleTree, step.node)).find((c) => c.item.id?.endsWith('/rules'));
          assert.ok(rules, `step ${timing}: no rules group`);
          assert.deepStrictEqual((await items(battleTree, rules.node)).map(ruleArgument), expected(timing, ruleset, region), `battle ${timing}`);
        }
      });
    }
  }
});
