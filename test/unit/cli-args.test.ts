import * as assert from 'node:assert/strict';
import { parseCommandLine } from '../../src/cli/args';
import { UsageError } from '../../src/cli/io';
import { runCli } from './cli-run';

// Issue 19: the command line is read in one pass (Node's parseArgs is quadratic: 40,000 paths
// took 2.3 s), mistakes are usage errors naming the argument, and extra arguments are refused.

const OPTIONS = { db: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

describe('CLI arguments (issue 19)', () => {
  it('reads options in both spellings, flags, -h, positionals and everything after --', () => {
    assert.deepEqual(parseCommandLine(['a', '--db', 'x.cdb', '--json', 'b', '--db=y.cdb', '-h', '--', '--c', '-'], OPTIONS), {
      values: { db: 'y.cdb', json: true, help: true },
      positionals: ['a', 'b', '--c', '-'],
    });
  });

  it('refuses unknown options (prototype names too), missing values and values for flags', () => {
    for (const [args, message] of [
      [['--frobnicate'], /^Unknown option '--frobnicate'/],
      [['--constructor'], /^Unknown option '--constructor'/],
      [['--__proto__=1'], /^Unknown option '--__proto__'/],
      [['-x'], /^Unknown option '-x'/],
      [['--db'], /^Option '--db <value>' argument missing$/],
      [['--db', '--json'], /^Option '--db' needs a value, but "--json" follows it/],
      [['--json=1'], /^Option '--json' does not take an argument$/],
    ] as const)
      assert.throws(
        () => parseCommandLine(args, OPTIONS),
        (e: unknown) => e instanceof UsageError && message.test(e.message),
        args.join(' '),
      );
  });

  it('takes 40,000 arguments in one pass', () => {
    const args = Array.from({ length: 40_000 }, (_, i) => (i % 2 ? `c${i}.lua` : '--json'));
    const parsed = parseCommandLine(args, OPTIONS);
    assert.equal(parsed.positionals.length, 20_000);
    assert.equal(parsed.values.json, true);
  });

  it('extra arguments are refused with exit 2 and a message naming them', async () => {
    for (const [argv, message] of [
      [['timings', 'extra'], /^dmgstep: timings: unexpected argument "extra"/],
      [['rule', 'procedure.damage-calculation', 'extra'], /^dmgstep: rule: one rule id expected, got 2/],
      [['ask', 'Kuriboh', 'extra'], /^dmgstep: ask: one card name expected, got 2/],
    ] as const) {
      const r = await runCli(...argv);
      assert.equal(r.code, 2, argv.join(' '));
      assert.match(r.err, message, argv.join(' '));
    }
  });
});
