// Classification of a whole card pool (issue 3). Builds a synthetic pool of ~13,000 cards from the
// test fixtures (or reads a real database given as an argument — never committed), then prints
// cards/s, the total, peak memory and the coverage report.
// Goals: a full pool under 1.5 s on the 2-core CI machine, memory under 200 MB.
//   npx tsc -p . && node bench/classify.mjs [cards.cdb|cards.json]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');
const { FIXTURES } = require('../out/test/unit/classify-fixtures.js');
const { buildCdb, rowsOf } = require('../out/test/unit/db-fixtures.js');

const POOL = 13000;
const port = { wasmBinary: () => readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')) };
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;

let peakRss = process.memoryUsage().rss;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const sampler = setInterval(sample, 5);

/** Fixture texts, renamed and with their numbers varied so no two cards are the same string. */
function syntheticPool(n) {
  const base = FIXTURES.map((f) => f.input);
  return Array.from({ length: n }, (_, i) => {
    const c = base[i % base.length];
    const k = Math.floor(i / base.length);
    return { ...c, name: `${c.name} ${k + 1}`, text: c.text.replace(/\b(\d{3,4})\b/g, (m) => String(Number(m) + (k % 7) * 100)) };
  });
}

async function loadInputs() {
  const file = process.argv[2];
  if (file) {
    const load = await core.loadCardDatabase(readFileSync(file), file, port);
    for (const p of load.problems.slice(0, 10)) console.log(`problem: ${core.formatProblem(p)}`);
    return { label: file, inputs: load.cards };
  }
  const inputs = syntheticPool(POOL);
  // Through a real cards.cdb, so the bench also times reading one.
  const bytes = await buildCdb(rowsOf(inputs));
  const t0 = performance.now();
  const load = await core.readCdb(bytes, 'synthetic.cdb', port);
  const readMs = performance.now() - t0;
  console.log(`read synthetic cards.cdb (${mb(bytes.length)}, ${load.cards.length} cards): ${readMs.toFixed(0)} ms (sql.js start included)`);
  return { label: `synthetic pool of ${load.cards.length} cards from ${FIXTURES.length} fixtures`, inputs: load.cards };
}

const { label, inputs } = await loadInputs();
sample();
const heapBefore = process.memoryUsage().heapUsed;

core.classifyCards(inputs.slice(0, 500)); // warm-up: JIT and regex compilation
const t0 = performance.now();
const classified = core.classifyCards(inputs);
const classifyMs = performance.now() - t0;
sample();
// The classification's own peak, before the catalog merge and the 50,000 answers add theirs.
const classifyPeakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

const t1 = performance.now();
const catalog = core.catalogWithDatabase(classified);
const catalogMs = performance.now() - t1;

const t2 = performance.now();
const timings = core.timingIdsOf('modern');
let verdicts = 0;
for (const c of classified) verdicts += core.ask(c.card, { ruleset: 'modern', region: 'tcg' }, timings, core.classifiedProvenance).verdicts.length;
const askMs = performance.now() - t2;
sample();
clearInterval(sampler);

const perSecond = (inputs.length / (classifyMs / 1000)).toFixed(0);
console.log(`\n${label}`);
// Said so that no one mistakes a reader that shares readings across repeated texts for a faster one:
// classifyCards reads every card, but a pool built by copying cards repeats many of its texts.
console.log(`distinct texts: ${new Set(inputs.map((c) => c.text)).size} of ${inputs.length} cards`);
console.log(`classify: ${inputs.length} cards in ${classifyMs.toFixed(0)} ms = ${perSecond} cards/s (goal: a full pool < 1500 ms)`);
console.log(`catalog merge (embedded first): ${catalog.size} cards in ${catalogMs.toFixed(0)} ms`);
console.log(`ask over every card × ${timings.length} timings (${verdicts} verdicts): ${askMs.toFixed(0)} ms`);
console.log(
  `memory: peak RSS ${mb(Math.max(peakRss, process.resourceUsage().maxRSS * 1024))} (goal < 200 MiB; through the classification alone ${mb(classifyPeakRss)}); heap held by the classified pool ≈ ${mb(process.memoryUsage().heapUsed - heapBefore)}`,
);
console.log(`\ncoverage:\n${core.formatCoverage(core.coverageReport(classified))}`);
