// The whole card pool through the CLI (issue 13): `dmgstep classify --db <10k-card cards.cdb>
// --json` end to end (output to /dev/null), beside reading the same database alone, alternating,
// median of the runs; cards/s and each process's peak RSS. Goals: under ~2.5 s, under 150 MiB.
//   node bench/pool.mjs [runs]    (after tsc -p . and npm run build)
import { spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { poolCdb } from './pool-cdb.mjs';

const runs = Number(process.argv[2] ?? process.env.DSR_POOL_RUNS ?? 10);
const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const devNull = openSync('/dev/null', 'w');
const { file, real } = await poolCdb(10000);

function timed(args) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', here('./max-rss.mjs'), ...args], { stdio: ['ignore', devNull, 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, rssMb: Number(/max-rss-kb (\d+)/.exec(r.stderr)?.[1] ?? 0) / 1024, cpuMs: Number(/cpu-us (\d+)/.exec(r.stderr)?.[1] ?? 0) / 1000 };
}

const read = [];
const classify = [];
timed([here('../bin/dmgstep.cjs'), 'classify', '--db', file, '--json']); // writes classify's code cache (the build writes ask's only)
for (let i = 0; i < runs; i++) {
  read.push(timed([here('./read-pool.mjs'), file]));
  classify.push(timed([here('../bin/dmgstep.cjs'), 'classify', '--db', file, '--json']));
}
const report = (label, xs) => {
  const ms = median(xs.map((x) => x.ms));
  console.log(
    `${label}: median ${ms.toFixed(0)} ms = ${(10000 / (ms / 1000)).toFixed(0)} cards/s, CPU ${median(xs.map((x) => x.cpuMs)).toFixed(0)} ms; peak RSS median ${median(xs.map((x) => x.rssMb)).toFixed(0)} MiB, worst ${Math.max(...xs.map((x) => x.rssMb)).toFixed(0)} MiB`,
  );
  return ms;
};
console.log(`\nwhole pool: 10,000 cards (${real ? 'texts of real-cards/dev.jsonl, repeated and renamed' : 'synthetic, from the classifier fixtures'}), ${runs} alternating runs`);
const r = report('  reading alone (sql.js, every row)', read);
const c = report('  dmgstep classify --json end to end', classify);
console.log(`  classify ÷ reading: ${(c / r).toFixed(2)}× (goals: end to end < 2.5 s, peak < 150 MiB); load average ${loadavg()[0].toFixed(1)} at the end (2 cores)`);
