import { strict as assert } from 'node:assert';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type * as Sarif from 'sarif';
import { escapeWorkflowData, escapeWorkflowProperty, githubAnnotation } from '../../src/cli/script-report';
import { applyEdits, FINDING_CODES, readSuppressions, suppressionEdit, type ScriptFinding } from '../../src/core/scripts';
import { runCli } from './cli-run';
import { DIALECTS, EXPECTED, SCRIPT_FIXTURES, scriptPath } from './script-fixtures';

// The CI side of `dmgstep lint-scripts`: SARIF checked against the published SARIF 2.1.0 schema,
// GitHub annotations, the summary, --fix and the suppression comments.

// The schema as @microsoft/jest-sarif ships it (the SARIF 2.1.0 JSON schema, draft-04).
const SCHEMA = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8')) as object;
// The schema's one pattern written for non-Unicode regular expressions needs unicodeRegExp off.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validateSarif = ajv.compile(SCHEMA);

const json = path.join(SCRIPT_FIXTURES, 'cards.json');

describe('dmgstep lint-scripts for CI', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-ci-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  describe('--format sarif', () => {
    for (const dialect of DIALECTS) {
      it(`validates against the SARIF 2.1.0 schema, with a rule per code and a result per finding (${dialect})`, async () => {
        const folder = path.join(SCRIPT_FIXTURES, dialect, 'bad');
        const r = await runCli('lint-scripts', folder, '--db', json, '--format', 'sarif');
        assert.equal(r.code, 1, r.err);
        const log = JSON.parse(r.out) as Sarif.Log;
        assert.ok(validateSarif(log), JSON.stringify(validateSarif.errors, null, 1));
        const run = log.runs[0];
        assert.ok(run);
        const rules = run.tool.driver.rules ?? [];
        assert.deepEqual(
          rules.map((x) => x.id),
          [...FINDING_CODES],
        );
        for (const rule of rules) {
          assert.ok(rule.shortDescription?.text && rule.fullDescription?.text && rule.help?.text, rule.id);
        }
        const results = run.results ?? [];
        assert.deepEqual(
          results.map((x) => x.ruleId),
          EXPECTED.map((x) => x.code),
        );
        for (const [i, result] of results.entries()) {
          const expected = EXPECTED[i];
          assert.ok(expected);
          assert.equal(result.level, expected.severity === 'info' ? 'note' : expected.severity);
          assert.equal(rules[result.ruleIndex ?? -1]?.id, result.ruleId);
          const loc = result.locations?.[0]?.physicalLocation;
          assert.equal(loc?.artifactLocation?.uriBaseId, '%SRCROOT%');
          assert.equal(
            loc?.artifactLocation?.uri,
            path
              .relative(process.cwd(), scriptPath(dialect, 'bad', expected.id))
              .split(path.sep)
              .join('/'),
          );
          assert.ok((loc?.region?.startLine ?? 0) >= 1 && (loc?.region?.startColumn ?? 0) >= 1);
          // Each quick fix as a replacement in the same file.
          const change = result.fixes?.[0]?.artifactChanges[0];
          assert.ok(change, `a fix for ${expected.code}`);
          assert.equal(change.artifactLocation.uri, loc?.artifactLocation?.uri);
          assert.ok(change.replacements.length > 0);
        }
      });
    }

    it('the replacements of a SARIF fix, applied by line and column, give the fixed script', async () => {
      const file = scriptPath('edopro', 'bad', 10000005);
      const r = await runCli('lint-scripts', file, '--db', json, '--format', 'sarif');
      const log = JSON.parse(r.out) as Sarif.Log;
      const replacements = log.runs[0]?.results?.[0]?.fixes?.[0]?.artifactChanges[0]?.replacements ?? [];
      const lines = readFileSync(file, 'utf8').split('\n');
      for (const rep of [...replacements].reverse()) {
        const d = rep.deletedRegion;
        assert.equal(d.startLine, d.endLine, 'this fix stays on one line');
        const line = lines[(d.startLine ?? 1) - 1] ?? '';
        lines[(d.startLine ?? 1) - 1] = line.slice(0, (d.startColumn ?? 1) - 1) + (rep.insertedContent?.text ?? '') + line.slice((d.endColumn ?? 1) - 1);
      }
      const fixedFile = path.join(dir, 'c10000005.lua');
      writeFileSync(fixedFile, lines.join('\n'));
      const after = await runCli('lint-scripts', fixedFile, '--db', json, '--json');
      assert.equal(after.code, 0, after.out);
    });

    it('a clean folder is a valid log with no results', async () => {
      const r = await runCli('lint-scripts', path.join(SCRIPT_FIXTURES, 'ygopro', 'good'), '--db', json, '--format', 'sarif');
      assert.equal(r.code, 0);
      const log = JSON.parse(r.out) as Sarif.Log;
      assert.ok(validateSarif(log), JSON.stringify(validateSarif.errors));
      assert.deepEqual(log.runs[0]?.results, []);
    });

    it('an unreadable script is a tool notification, and the log stays valid', async () => {
      writeFileSync(path.join(dir, 'c10000001.lua'), 'function s.initial_effect(c\n');
      const r = await runCli('lint-scripts', dir, '--db', json, '--format', 'sarif');
      const log = JSON.parse(r.out) as Sarif.Log;
      assert.ok(validateSarif(log), JSON.stringify(validateSarif.errors));
      const notes = log.runs[0]?.invocations?.[0]?.toolExecutionNotifications ?? [];
      assert.equal(notes.length, 1);
      assert.match(notes[0]?.message.text ?? '', /could not be read/);
    });

    it('the schema check can fail: a wrong level is refused', () => {
      assert.equal(validateSarif({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'info' }] }] }), false);
    });
  });

  describe('--format github', () => {
    it('one workflow command per finding, its level from the severity', async () => {
      const r = await runCli('lint-scripts', path.join(SCRIPT_FIXTURES, 'edopro', 'bad'), '--db', json, '--format', 'github');
      assert.equal(r.code, 1);
      const lines = r.out.trim().split('\n');
      assert.equal(lines.length, EXPECTED.length);
      for (const [i, line] of lines.entries()) {
        const expected = EXPECTED[i];
        assert.ok(expected);
        const level = { error: 'error', warning: 'warning', info: 'notice' }[expected.severity];
        assert.match(line, new RegExp(`^::${level} file=test/fixtures/scripts/edopro/bad/c${expected.id}\\.lua,line=\\d+,`));
        assert.match(line, new RegExp(`,title=dmgstep ${expected.code}::`));
        assert.ok(!/[\r\n]/.test(line));
      }
    });

    it('escapes %, CR and LF in the message, and also : and , in properties', () => {
      assert.equal(escapeWorkflowData('50% a\r\nb: c, d'), '50%25 a%0D%0Ab: c, d');
      assert.equal(escapeWorkflowProperty('C:\\x,y%\n'), 'C%3A\\x%2Cy%25%0A');
      const finding: ScriptFinding = {
        code: 'missing-damage-step-flag',
        severity: 'error',
        range: { start: { line: 3, column: 2, offset: 10 }, end: { line: 3, column: 9, offset: 17 } },
        message: 'line one\nline two: 100%',
        rule: 'r.x',
        citations: [],
        effect: 'e1',
        fixes: [],
      };
      assert.equal(
        githubAnnotation('dir,with:odd/c1.lua', finding),
        '::error file=dir%2Cwith%3Aodd/c1.lua,line=3,col=2,endLine=3,endColumn=9,title=dmgstep missing-damage-step-flag::line one%0Aline two: 100%25 [missing-damage-step-flag, r.x]',
      );
    });
  });

  describe('the summary', () => {
    it('per code and severity, and what was skipped and why (text format, on stderr)', async () => {
      cpSync(path.join(SCRIPT_FIXTURES, 'edopro', 'bad'), dir, { recursive: true });
      writeFileSync(path.join(dir, 'utility.lua'), 'Auxiliary={}\n');
      writeFileSync(path.join(dir, 'c99999999.lua'), 'local s,id=GetID()\n');
      writeFileSync(path.join(dir, 'c10000009.lua'), 'function (\n');
      const r = await runCli('lint-scripts', dir, '--db', json);
      const checked = EXPECTED.filter((x) => x.id !== 10000009);
      assert.equal(r.out.trim().split('\n').length, checked.length, 'stdout keeps one line per finding');
      const count = (pred: (x: (typeof EXPECTED)[number]) => boolean): number => checked.filter(pred).length;
      assert.match(r.err, new RegExp(`Summary: ${checked.length} scripts checked, 3 files skipped`));
      const errors = count((x) => x.severity === 'error');
      const infos = count((x) => x.severity === 'info');
      assert.match(r.err, new RegExp(`findings: ${errors} errors, ${count((x) => x.severity === 'warning')} warnings, ${infos} infos?\n`));
      assert.match(r.err, new RegExp(`missing-damage-step-flag: ${count((x) => x.code === 'missing-damage-step-flag')} errors\n`));
      const warnings = count((x) => x.severity === 'warning');
      const hintWarnings = count((x) => x.code === 'missing-damage-step-hint-timing');
      assert.match(r.err, new RegExp(`missing-damage-step-hint-timing: ${hintWarnings} warnings\n`));
      const extraFlag = (severity: string): number => count((x) => x.code === 'extra-damage-step-flag' && x.severity === severity);
      assert.match(r.err, new RegExp(`extra-damage-step-flag: ${extraFlag('error')} errors, ${extraFlag('warning')} warnings?\n`));
      assert.match(r.err, /flag-ignored-by-engine: 1 info\n/);
      assert.match(r.err, /skipped: 1 script without a card in /);
      assert.match(r.err, /skipped: 1 script that could not be read/);
      assert.match(r.err, /skipped: 1 \.lua file not named c<passcode>\.lua/);
      // The one-line count stays last, as before.
      assert.match(
        r.err.trim().split('\n').at(-1) ?? '',
        new RegExp(`^dmgstep: lint-scripts: ${checked.length} scripts checked: ${errors} errors, ${warnings} warnings, ${infos} infos; skipped 1 without a card in .*, 1 unreadable$`),
      );
    });
  });

  describe('--fix', () => {
    for (const dialect of DIALECTS) {
      it(`dry run: a unified diff, nothing written; --write: applied, and the check then reports the scripts clean (${dialect})`, async () => {
        cpSync(path.join(SCRIPT_FIXTURES, dialect, 'bad'), dir, { recursive: true });
        const before = readFileSync(path.join(dir, 'c10000001.lua'), 'utf8');
        const dry = await runCli('lint-scripts', dir, '--db', json, '--fix');
        assert.equal(dry.code, 1, 'the scripts on disk still have errors');
        assert.match(dry.out, /^--- .*c10000001\.lua$/m);
        assert.match(dry.out, /^\+\+\+ .*c10000001\.lua$/m);
        assert.match(dry.out, /^-\tc?\w*e1:SetProperty\(EFFECT_FLAG_CARD_TARGET\)$/m);
        assert.match(dry.out, /^@@ -\d+,\d+ \+\d+,\d+ @@$/m);
        assert.equal(readFileSync(path.join(dir, 'c10000001.lua'), 'utf8'), before, 'a dry run writes nothing');

        const applied = await runCli('lint-scripts', dir, '--db', json, '--fix', '--write', '--json');
        assert.equal(applied.code, 0, applied.out);
        assert.notEqual(readFileSync(path.join(dir, 'c10000001.lua'), 'utf8'), before);
        const after = await runCli('lint-scripts', dir, '--db', json, '--json');
        assert.equal(after.code, 0);
        const left = after.out
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { severity: string; code: string });
        assert.deepEqual(
          left.filter((f) => f.severity !== 'info'),
          [],
        );
        assert.equal(applied.out, after.out, '--write reports what the next check finds');
        // Only the infos are left (never fixed in bulk): the bad fixtures whose finding is an info.
        assert.deepEqual(
          left.map((f) => f.code).sort(),
          EXPECTED.filter((x) => x.severity === 'info')
            .map((x) => x.code)
            .sort(),
        );
      });
    }

    it('keeps a byte-order mark and CRLF line ends', async () => {
      const text = readFileSync(scriptPath('edopro', 'bad', 10000001), 'utf8').replace(/\n/g, '\r\n');
      const file = path.join(dir, 'c10000001.lua');
      writeFileSync(file, `\uFEFF${text}`);
      await runCli('lint-scripts', file, '--db', json, '--fix', '--write');
      const fixed = readFileSync(file, 'utf8');
      assert.ok(fixed.startsWith('\uFEFF'));
      assert.ok(!/[^\r]\n/.test(fixed), 'every line ends in CRLF');
      assert.equal((await runCli('lint-scripts', file, '--db', json, '--json')).out, '');
    });

    it('usage errors: --write alone, a dry run in a machine format, two formats, an unknown format', async () => {
      const folder = path.join(SCRIPT_FIXTURES, 'edopro', 'bad');
      for (const args of [['--write'], ['--fix', '--format', 'sarif'], ['--json', '--format', 'github'], ['--format', 'xml']]) {
        const r = await runCli('lint-scripts', folder, '--db', json, ...args);
        assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
      }
      assert.equal((await runCli('lint-scripts', folder, '--db', json, '--json', '--format', 'json')).code, 1);
    });
  });

  describe('suppression comments', () => {
    const bad = (): string => readFileSync(scriptPath('edopro', 'bad', 10000005), 'utf8');
    const lintText = async (text: string): Promise<{ code: number; out: string; err: string }> => {
      const file = path.join(dir, 'c10000005.lua');
      writeFileSync(file, text);
      return runCli('lint-scripts', file, '--db', json);
    };
    const insertAbove = (text: string, pattern: RegExp, line: string): string => text.replace(pattern, (m) => `${line}\n${m}`);

    it('-- dmgstep-disable-next-line <code> silences that code on the next line, and is counted', async () => {
      const r = await lintText(insertAbove(bad(), /\te1:SetProperty/, '\t-- dmgstep-disable-next-line extra-damage-step-flag -- ruled on: the card text is old'));
      assert.equal(r.code, 0, r.out);
      assert.equal(r.out, '');
      assert.match(r.err, /1 suppressed by comments/);
    });

    it('-- dmgstep-disable-line at the end of the line, and a directive without codes silences all', async () => {
      assert.equal((await lintText(bad().replace(/(\te1:SetProperty\([^\n]*\))/, '$1 -- dmgstep-disable-line extra-damage-step-flag'))).code, 0);
      assert.equal((await lintText(insertAbove(bad(), /\te1:SetProperty/, '\t--dmgstep-disable-next-line'))).code, 0);
    });

    it('another code, another line, or the marker inside a string silence nothing; an unknown code is reported', async () => {
      const other = await lintText(insertAbove(bad(), /\te1:SetProperty/, '\t-- dmgstep-disable-next-line missing-damage-step-flag'));
      assert.equal(other.code, 1);
      assert.equal((await lintText(insertAbove(bad(), /\te1:SetRange/, '\t-- dmgstep-disable-next-line extra-damage-step-flag'))).code, 1);
      assert.equal((await lintText(insertAbove(bad(), /\te1:SetProperty/, '\tlocal note="-- dmgstep-disable-next-line extra-damage-step-flag"'))).code, 1);
      const typo = await lintText(insertAbove(bad(), /\te1:SetProperty/, '\t-- dmgstep-disable-next-line extra-damage-step-flags'));
      assert.equal(typo.code, 1);
      assert.match(typo.err, /"extra-damage-step-flags" is no finding code/);
    });

    it('in SARIF, a silenced finding is kept as an in-source suppression', async () => {
      const file = path.join(dir, 'c10000005.lua');
      writeFileSync(file, insertAbove(bad(), /\te1:SetProperty/, '\t-- dmgstep-disable-next-line extra-damage-step-flag'));
      const r = await runCli('lint-scripts', file, '--db', json, '--format', 'sarif');
      assert.equal(r.code, 0);
      const log = JSON.parse(r.out) as Sarif.Log;
      assert.ok(validateSarif(log));
      assert.deepEqual(log.runs[0]?.results?.[0]?.suppressions, [{ kind: 'inSource' }]);
    });
  });

  describe("the suppression edit (the editor's quick fix)", () => {
    const finding = (source: string, line: number, code: ScriptFinding['code']): ScriptFinding => {
      const offset =
        source
          .split('\n')
          .slice(0, line - 1)
          .join('\n').length +
        (line > 1 ? 1 : 0) +
        1;
      return { code, severity: 'error', range: { start: { line, column: 2, offset }, end: { line, column: 5, offset: offset + 3 } }, message: '', rule: '', citations: [], effect: 'e1', fixes: [] };
    };

    it("writes the directive above the line, indented as it, in the file's line ends", () => {
      const src = 'function s.initial_effect(c)\r\n\te1:SetProperty(X)\r\nend\r\n';
      const out = applyEdits(src, [suppressionEdit(src, finding(src, 2, 'extra-damage-step-flag'))]);
      assert.equal(out, 'function s.initial_effect(c)\r\n\t-- dmgstep-disable-next-line extra-damage-step-flag\r\n\te1:SetProperty(X)\r\nend\r\n');
      assert.deepEqual(readSuppressions(out), [{ line: 3, codes: ['extra-damage-step-flag'], at: 2 }]);
    });

    it('adds the code to a directive already above, before its reason', () => {
      const src = 'x\n\t-- dmgstep-disable-next-line extra-damage-cal-flag -- ruled\n\te1:SetProperty(X)\n';
      const out = applyEdits(src, [suppressionEdit(src, finding(src, 3, 'extra-damage-step-flag'))]);
      assert.equal(out, 'x\n\t-- dmgstep-disable-next-line extra-damage-cal-flag, extra-damage-step-flag -- ruled\n\te1:SetProperty(X)\n');
      assert.deepEqual(readSuppressions(out)[0]?.codes, ['extra-damage-cal-flag', 'extra-damage-step-flag']);
    });

    it('reads directives in long comments and skips the marker in long strings', () => {
      const src = 'local t=[[\n-- dmgstep-disable-next-line a\n]]\n--[==[ dmgstep-disable-line b ]==]\n';
      assert.deepEqual(readSuppressions(src), [{ line: 4, codes: ['b'], at: 4 }]);
    });
  });
});
