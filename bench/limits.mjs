// Bounded work (issue 10, docs/limits.md): how long the refusals and the largest allowed inputs
// take. Goals: a 1 MB query, `--db /dev/zero` and a 50 MB battle file answer within a second.
// Run after `tsc -p .`:  node bench/limits.mjs
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { main } = require('../out/src/cli/main.js');
const core = require('../out/src/core/index.js');

const quiet = { out: () => {}, err: () => {} };
async function timed(label, argv) {
  const start = performance.now();
  const code = await main(argv, quiet);
  console.log(`${label.padEnd(44)} exit ${code}  ${(performance.now() - start).toFixed(1)} ms`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-bench-limits-'));
try {
  const mega = 'a'.repeat(1024 * 1024);
  await timed('search <1 MB>', ['search', mega]);
  await timed('rule <1 MB>', ['rule', mega]);
  await timed('ask <1 MB>', ['ask', mega]);
  await timed('ask Kuriboh --db /dev/zero', ['ask', 'Kuriboh', '--db', '/dev/zero']);
  const huge = path.join(dir, 'huge.battle');
  writeFileSync(huge, '');
  truncateSync(huge, 50 * 1024 * 1024);
  await timed('walk <50 MB file>', ['walk', huge]);

  const catalog = core.embeddedCatalog();
  const lines = Array.from({ length: core.MAX_BATTLE_LINES }, (_, i) => (i % 2 ? 'you set: "Forbidden Chalice"' : 'at before-damage-calculaton: you activate "Forbidden Chalise"'));
  let start = performance.now();
  const walk = core.walkBattle(lines.join('\n'), catalog);
  console.log(`${`walk at the line limit (${core.MAX_BATTLE_LINES} lines of mistakes)`.padEnd(44)} ${walk.diagnostics.length} diagnostics  ${(performance.now() - start).toFixed(1)} ms`);
  start = performance.now();
  core.walkBattle(`${lines.join('\n')}\n`, catalog);
  console.log(`${'walk one line over the limit'.padEnd(44)} ${(performance.now() - start).toFixed(1)} ms`);
  start = performance.now();
  core.walkBattle('x'.repeat(50 * 1024 * 1024), catalog);
  console.log(`${'walk a 50 MB text (extension path)'.padEnd(44)} ${(performance.now() - start).toFixed(1)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
