// Prints the rules core's figures: verdicts over the whole embedded catalog × every timing, and
// the wall time of a cold `dmgstep ask` against a bare Node start. Goals: catalog × timings < 5 ms
// (issue 2); cold ask <= 1.2× `node -e 0` (issue 13).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cards = core.EMBEDDED_CARDS;

function allVerdicts(ruleset) {
  const timings = core.timingIdsOf(ruleset);
  let n = 0;
  for (const card of cards) n += core.cardVerdicts(card, timings, { ruleset, region: 'tcg' }).verdicts.length;
  return n;
}

for (const ruleset of ['modern', 'edison']) {
  allVerdicts(ruleset); // warm-up: the first run pays for JIT compilation
  const runs = [];
  let count = 0;
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    count = allVerdicts(ruleset);
    runs.push(performance.now() - t0);
  }
  console.log(
    `verdicts ${ruleset.padEnd(6)}: ${cards.length} cards × ${core.timingIdsOf(ruleset).length} timings = ${count} card verdicts; median ${median(runs).toFixed(2)} ms, worst ${Math.max(...runs).toFixed(2)} ms (goal < 5 ms)`,
  );
}

// Cold start: a bare `node -e 0` and `dmgstep ask Kuriboh --json` alternate, so both see the same
// machine load; the ratio of their medians is the figure (issue 13: <= 1.2).
const bin = new URL('../bin/dmgstep.cjs', import.meta.url).pathname;
execFileSync(process.execPath, [bin, 'ask', 'Kuriboh', '--json'], { stdio: 'pipe' }); // writes the code cache if the build did not
const RUNS = 21;
const bare = [];
const walls = [];
for (let i = 0; i < RUNS; i++) {
  let t0 = performance.now();
  execFileSync(process.execPath, ['-e', '0'], { stdio: 'pipe' });
  bare.push(performance.now() - t0);
  t0 = performance.now();
  execFileSync(process.execPath, [bin, 'ask', 'Kuriboh', '--json'], { stdio: 'pipe' });
  walls.push(performance.now() - t0);
}
console.log(`cold dmgstep ask Kuriboh --json: median ${median(walls).toFixed(0)} ms against a bare node -e 0 median ${median(bare).toFixed(0)} ms, alternating, ${RUNS} runs each`);
console.log(`  ratio ${(median(walls) / median(bare)).toFixed(2)}× a bare Node start (goal <= 1.2×); load average ${loadavg()[0].toFixed(1)} (2 cores)`);
await import('./pool.mjs');
