// Parser fuzz: 100,000+ generated battle descriptions (seeded, so a failure can be replayed)
// are read and walked; none may throw, and every diagnostic must carry a 1-based range.
// Run after `tsc -p .`:  node bench/fuzz-battle.mjs [count] [seed]
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { embeddedCatalog } = require('../out/src/core/index.js');
const { parseBattle, walkBattle } = require('../out/src/core/battle/index.js');
const { generate, rng } = require('../out/test/unit/battle-fuzz-input.js');

const count = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 1);
const catalog = embeddedCatalog();

function check(text, i, result) {
  for (const d of result.diagnostics) {
    if (!(d.line >= 1 && d.column >= 1 && d.length >= 0)) throw new Error(`input #${i} (seed ${seed}): bad range ${JSON.stringify(d)}`);
  }
}

for (const [label, run] of [
  ['parse', parseBattle],
  ['parse + walk', walkBattle],
]) {
  const r = rng(seed);
  let diagnostics = 0;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const text = generate(r);
    let result;
    try {
      result = run(text, catalog);
    } catch (e) {
      console.error(`input #${i} (seed ${seed}) threw: ${e instanceof Error ? e.stack : e}\n---\n${text}`);
      process.exit(1);
    }
    check(text, i, result);
    diagnostics += result.diagnostics.length;
  }
  const s = (performance.now() - start) / 1000;
  console.log(`${label}: ${count} inputs in ${s.toFixed(1)} s — ${Math.round(count / s)} inputs/s, ${diagnostics} diagnostics, no throw`);
}
