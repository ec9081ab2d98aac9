// Reading pasted cards (issue 21): the invented blocks of test/unit/card-block-formats.ts read
// again and again, then one block at the --text limit made of identity-looking and text lines.
// Prints blocks/s and the time of the large block; no goal is asserted here.
//   npx tsc -p . && node bench/card-block.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');
const { PASTED_CARDS } = require('../out/test/unit/card-block-formats.js');

const ROUNDS = 500;
for (let i = 0; i < 50; i++) for (const c of PASTED_CARDS) core.readCardBlock(c.block);
let started = performance.now();
for (let i = 0; i < ROUNDS; i++) for (const c of PASTED_CARDS) core.readCardBlock(c.block);
let ms = performance.now() - started;
const n = ROUNDS * PASTED_CARDS.length;
console.log(`pasted blocks: ${n} read in ${ms.toFixed(0)} ms — ${Math.round(n / (ms / 1000)).toLocaleString('en-US')} blocks/s (${((ms * 1000) / n).toFixed(1)} µs each)`);

const lines = [
  'LIGHT / Level 4',
  '[Spellcaster / Effect]',
  'ATK/1600 DEF/1000',
  '**Type**: Trap',
  'If this card is destroyed by battle: You can draw 1 card.',
  'Lantern Forge booster',
  '[constructor / Effect]',
];
const big = [];
for (let size = 0, i = 0; size < core.MAX_CARD_TEXT_CHARS; i++) {
  const line = lines[i % lines.length];
  big.push(line);
  size += line.length + 1;
}
started = performance.now();
const block = core.readCardBlock(big.join('\n').slice(0, core.MAX_CARD_TEXT_CHARS));
ms = performance.now() - started;
console.log(
  `a ${core.MAX_CARD_TEXT_CHARS.toLocaleString('en-US')}-character block of ${big.length.toLocaleString('en-US')} lines: ${ms.toFixed(0)} ms (${block.unplaced.length.toLocaleString('en-US')} lines not placed)`,
);
