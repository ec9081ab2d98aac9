// Prints the rules core's figures: verdicts over the whole embedded catalog × every timing, and
// the wall time of a cold `dmgstep ask`. Goals (issue 2): catalog × timings < 5 ms; cold ask < 150 ms.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
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
  console.log(`verdicts ${ruleset.padEnd(6)}: ${cards.length} cards × ${core.timingIdsOf(ruleset).length} timings = ${count} card verdicts; median ${median(runs).toFixed(2)} ms, worst ${Math.max(...runs).toFixed(2)} ms (goal < 5 ms)`);
}

const bin = new URL('../bin/dmgstep.js', import.meta.url).pathname;
const walls = [];
for (let i = 0; i < 15; i++) {
  const t0 = performance.now();
  execFileSync(process.execPath, [bin, 'ask', 'Kuriboh', '--json'], { stdio: 'pipe' });
  walls.push(performance.now() - t0);
}
console.log(`cold dmgstep ask: median ${median(walls).toFixed(0)} ms, min ${Math.min(...walls).toFixed(0)} ms over ${walls.length} runs (goal < 150 ms)`);
const t0 = performance.now();
execFileSync(process.execPath, ['-e', '0'], { stdio: 'pipe' });
console.log(`  (bare node start on this machine: ${(performance.now() - t0).toFixed(0)} ms)`);
