import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MODERN_TIMINGS, EDISON_TIMINGS } from '../../src/core/types';
import { parseAskJson, parseRuleJson, parseSearchJson, parseTimingsJson } from './cli-json';
import { runCli } from './cli-run';

const run = runCli;

describe('dmgstep CLI', () => {
  describe('ask', () => {
    it('prints the one-line answer, then one line per timing with yes/no, the reason and the rule id', async () => {
      const r = await run('ask', 'Kuriboh');
      assert.equal(r.code, 0);
      const [answer, head, ...lines] = r.out.trim().split('\n');
      assert.equal(answer, 'Yes — Kuriboh can be activated during damage calculation only.');
      assert.equal(head, 'Kuriboh (Monster, embedded) — modern rules, TCG');
      assert.equal(lines.length, MODERN_TIMINGS.length);
      assert.match(lines[2] ?? '', /during-damage-calculation\s+yes\s+.*\[activation\.during-damage-calculation-effects\]/);
      assert.match(lines[1] ?? '', /before-damage-calculation\s+no\s+.*\[gate\.activation-event-must-be-possible\]/);
    });

    it('the one-line answer says yes or no in plain words, for the timings asked', async () => {
      const first = async (...args: string[]) => (await run('ask', ...args)).out.split('\n')[0] ?? '';
      assert.equal(await first('Forbidden Lance'), 'Yes — Forbidden Lance can be activated at the start of the Damage Step and before damage calculation only.');
      assert.equal(await first('Steamroid'), 'No — Steamroid cannot be activated at any timing of the Damage Step.');
      assert.equal(await first('Kuriboh', '--at', 'start-of-damage-step'), 'No — Kuriboh cannot be activated at the start of the Damage Step.');
      assert.equal(await first('Kuriboh', '--ruleset', 'edison'), 'Yes — Kuriboh can be activated in Substep 4 (During Damage Calculation) only.');
      assert.match(
        await first('Attack of the Cornered Rat', '--at', 'before-damage-calculation'),
        /^Yes — Attack of the Cornered Rat can be activated before damage calculation, if its condition is met\.$/,
      );
      // The JSON is unchanged: no sentence in it.
      assert.doesNotMatch((await run('ask', 'Kuriboh', '--json')).out, /Yes —/);
    });

    it('--json prints exactly one object in the fixed shape', async () => {
      const r = await run('ask', 'Forbidden Lance', '--json');
      assert.equal(r.code, 0);
      const answer = parseAskJson(r.out);
      assert.deepEqual(answer.card, { name: 'Forbidden Lance', source: 'embedded', kind: 'spell', subtype: 'quick-play-spell' });
      assert.equal(answer.ruleset, 'modern');
      assert.equal(answer.region, 'tcg');
      assert.deepEqual(
        answer.verdicts.map((v) => v.timing),
        [...MODERN_TIMINGS],
      );
      for (const v of answer.verdicts) {
        assert.deepEqual(Object.keys(v).sort(), ['canActivate', 'citations', 'conditions', 'reasons', 'timing']);
        assert.ok(v.reasons.length > 0);
        for (const reason of v.reasons) assert.deepEqual(Object.keys(reason).sort(), ['rule', 'text']);
      }
      assert.deepEqual(
        answer.verdicts.map((v) => v.canActivate),
        [true, true, false, false, false],
      );
      assert.equal(answer.effects.length, 1);
      assert.equal(answer.effects[0]?.kind, 'card-activation');
      assert.ok(answer.verdicts[0]?.citations.some((c) => c.includes('Rulebook Version 10')));
    });

    it('--at narrows to one timing; a timing name is accepted too', async () => {
      const byId = parseAskJson((await run('ask', 'Kuriboh', '--at', 'during-damage-calculation', '--json')).out);
      const byName = parseAskJson((await run('ask', 'Kuriboh', '--at', 'damage calculation', '--json')).out);
      assert.equal(byId.verdicts.length, 1);
      assert.deepEqual(byName, byId);
    });

    it('answers for the Edison rule set with its seven substeps', async () => {
      const answer = parseAskJson((await run('ask', 'Kuriboh', '--ruleset', 'edison', '--json')).out);
      assert.deepEqual(
        answer.verdicts.map((v) => v.timing),
        [...EDISON_TIMINGS],
      );
      assert.deepEqual(
        answer.verdicts.filter((v) => v.canActivate).map((v) => v.timing),
        ['substep-4'],
      );
    });

    it('the region changes the answer where TCG and OCG rulings differ', async () => {
      const tcg = parseAskJson((await run('ask', 'Shark Stickers', '--json')).out);
      const ocg = parseAskJson((await run('ask', 'Shark Stickers', '--region', 'ocg', '--json')).out);
      assert.ok(tcg.verdicts.every((v) => v.canActivate));
      assert.ok(ocg.verdicts.every((v) => !v.canActivate));
    });

    it('conditions are reported', async () => {
      const answer = parseAskJson((await run('ask', 'Attack of the Cornered Rat', '--at', 'before-damage-calculation', '--json')).out);
      assert.equal(answer.verdicts[0]?.canActivate, true);
      assert.match(answer.verdicts[0]?.conditions[0] ?? '', /same Chain Link/);
    });

    it('says which card a misspelled name was read as, in text and JSON (an added field)', async () => {
      const text = await run('ask', 'Kurriboh', '--at', 'damage calculation');
      assert.equal(text.code, 0);
      // The answer first, naming the card answered; then the reading, before any detail.
      assert.deepEqual(text.out.split('\n').slice(0, 2), ['Yes — Kuriboh can be activated during damage calculation.', 'Read "Kurriboh" as "Kuriboh".']);
      const json = JSON.parse((await run('ask', 'Kurriboh', '--json')).out) as { card: { name: string }; readAs?: unknown };
      assert.equal(json.card.name, 'Kuriboh');
      assert.deepEqual(json.readAs, { typed: 'Kurriboh', name: 'Kuriboh' });
      const exact = JSON.parse((await run('ask', 'Kuriboh', '--json')).out) as { readAs?: unknown };
      assert.equal(exact.readAs, undefined);
    });

    it('tolerates case, punctuation and small typos', async () => {
      for (const name of ['kuriboh', 'KURIBOH', 'Kurib0h', 'forbidden-lance']) {
        const r = await run('ask', name, '--json');
        assert.equal(r.code, 0, name);
      }
    });
  });

  describe('exit codes', () => {
    it('3 for an unknown card, with suggestions', async () => {
      const r = await run('ask', 'Kurix');
      assert.equal(r.code, 3);
      assert.match(r.err, /Unknown card "Kurix"\. Did you mean: "Kuriboh"/);
      assert.equal(r.out, '');
    });

    it('3 for a card no catalog knows, saying that a card database would answer it', async () => {
      const r = await run('ask', 'Honest');
      assert.equal(r.code, 3);
      assert.match(r.err, /^Unknown card "Honest"\. It is not in the embedded catalog \(\d+ cards\); a card database answers any card: dmgstep ask "Honest" --db /);
      assert.equal(r.out, '');
    });

    it('2 for a bad rule set, region or timing, naming the argument and the valid values', async () => {
      const cases: Array<[string[], RegExp]> = [
        [['ask', 'Kuriboh', '--ruleset', 'goat'], /--ruleset: "goat".*valid: modern, edison/],
        [['ask', 'Kuriboh', '--region', 'eu'], /--region: "eu".*valid: tcg, ocg/],
        [['ask', 'Kuriboh', '--at', 'substep-2'], /--at: "substep-2" is not a timing of the modern rule set; valid: start-of-damage-step/],
        [['ask', 'Kuriboh', '--frobnicate'], /Unknown option '--frobnicate'/],
        [['ask'], /give a card name/],
        [['fly'], /unknown command "fly"; valid: ask, /],
        [['rule', 'activation.nope'], /"activation.nope" is not a rule id/],
      ];
      for (const [argv, message] of cases) {
        const r = await run(...argv);
        assert.equal(r.code, 2, argv.join(' '));
        assert.match(r.err, message);
      }
    });
  });

  describe('timings, rule, search', () => {
    it('timings --json lists the rule set in order with what can be activated', async () => {
      const modern = parseTimingsJson((await run('timings', '--json')).out);
      assert.equal(modern.asOf, '2023-01-14');
      assert.deepEqual(
        modern.timings.map((t) => t.id),
        [...MODERN_TIMINGS],
      );
      const edison = parseTimingsJson((await run('timings', '--ruleset', 'edison', '--json')).out);
      assert.deepEqual(
        edison.timings.map((t) => t.id),
        [...EDISON_TIMINGS],
      );
      assert.deepEqual(edison.timings[4]?.modern, ['during-damage-calculation', 'after-damage-calculation']);
      const during = modern.timings[2];
      assert.ok(during);
      assert.ok(during.activation.some((a) => a.rule === 'activation.during-damage-calculation-effects'));
      assert.ok(!during.activation.some((a) => a.rule === 'activation.atk-def-modifiers-until-damage-calculation'));
    });

    it('rule prints a record with its citations', async () => {
      const r = await run('rule', 'activation.atk-def-modifiers-until-damage-calculation', '--json');
      assert.equal(r.code, 0);
      const rule = parseRuleJson(r.out);
      assert.equal(rule.id, 'activation.atk-def-modifiers-until-damage-calculation');
      assert.ok(rule.citations.includes('Yu-Gi-Oh! TCG Official Rulebook Version 10, p. 41'));
      const human = await run('rule', 'activation.atk-def-modifiers-until-damage-calculation');
      assert.match(human.out, /Sources:/);
    });

    it('search finds rules and cards', async () => {
      const r = parseSearchJson((await run('search', 'cornered rat', '--json')).out);
      assert.ok(r.hits.some((h) => h.type === 'card' && h.id === 'Attack of the Cornered Rat'));
      assert.ok(r.hits.some((h) => h.type === 'rule'));
    });
  });

  describe('the installed bin', () => {
    const bin = path.resolve(__dirname, '../../../bin/dmgstep.cjs');
    // `npm test` builds the bundle first; a missing bundle is a failure, not a skip.
    it('runs the bundled CLI with the same contract', () => {
      assert.ok(existsSync(path.resolve(__dirname, '../../../dist/cli.js')), 'dist/cli.js missing: run npm run build');
      const out = execFileSync(process.execPath, [bin, 'ask', 'Kuriboh', '--json'], { encoding: 'utf8' });
      assert.equal(parseAskJson(out).card.name, 'Kuriboh');
      assert.throws(
        () => execFileSync(process.execPath, [bin, 'ask', 'Kurix'], { stdio: 'pipe' }),
        (e: { status: number }) => e.status === 3,
      );
    });

    // A cold start reads only what its command runs (scripts/build.mjs splits the CLI by command).
    it('reads only the files of the command it runs', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-reads-'));
      try {
        const preload = path.join(dir, 'reads.cjs');
        writeFileSync(
          preload,
          `const fs = require('node:fs'); const path = require('node:path'); const read = fs.readFileSync; const seen = new Set();
fs.readFileSync = function (file, ...rest) { if (typeof file === 'string' && file.endsWith('.js') && path.basename(path.dirname(file)) === 'dist') seen.add(path.basename(file)); return read.call(this, file, ...rest); };
process.on('exit', () => fs.writeSync(2, JSON.stringify([...seen].sort())));`,
        );
        const readsOf = (...args: string[]): string[] => {
          const r = spawnSync(process.execPath, ['--require', preload, bin, ...args], { encoding: 'utf8' });
          assert.equal(r.status, 0, r.stderr);
          return JSON.parse(r.stderr) as string[];
        };
        assert.deepEqual(readsOf('ask', 'Kuriboh', '--json'), ['cli-ask.js', 'cli-io.js', 'cli.js']);
        assert.deepEqual(readsOf('ask', '--text', 'FLIP: Draw 1 card.', '--kind', 'Flip Effect Monster'), ['cli-ask.js', 'cli-card-source.js', 'cli-io.js', 'cli.js']);
        assert.deepEqual(readsOf('timings'), ['cli-io.js', 'cli-timings.js', 'cli.js']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
