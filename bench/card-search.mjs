// Fuzzy card search latency, as the "Can This Activate…?" quick pick runs it: one search per
// keystroke (limit 50) over a catalog of 13,000 cards, p50/p95 per keystroke. The catalog is
// the embedded cards plus synthetic names (no third-party card database is used or committed).
//
//   node bench/card-search.mjs
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const out = join(root, '.vscode-test', 'bench', 'core.cjs');
mkdirSync(join(root, '.vscode-test', 'bench'), { recursive: true });
await build({ entryPoints: [join(root, 'src', 'core', 'index.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: out, logLevel: 'error' });
const core = createRequire(import.meta.url)(out);

// A deterministic generator, so every run searches the same catalog.
let seed = 42;
function random() {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const WORDS = [
  'Blue-Eyes',
  'Dark',
  'Magician',
  'Dragon',
  'Elemental',
  'HERO',
  'Cyber',
  'Blackwing',
  'Shark',
  'Sacred',
  'Beast',
  'Lance',
  'Mirror',
  'Force',
  'Ancient',
  'Gear',
  'Golem',
  'Knight',
  'Fairy',
  'Wind-Up',
  'Gladiator',
  'Six',
  'Samurai',
  'Lightsworn',
  'Archfiend',
  'Infernoid',
  'Kozaky',
  'Fire',
  'Formation',
  'Storm',
  'Thunder',
  'Metal',
  'Ritual',
  'Spirit',
  'Shadow',
  'Crystal',
  'Beast',
  'Forbidden',
  'Chalice',
  'Sky',
  'Striker',
  'Rope',
  'of',
  'the',
  'Life',
  'Giant',
];
const KINDS = [
  ['monster', 'monster'],
  ['spell', 'quick-play-spell'],
  ['trap', 'normal-trap'],
  ['trap', 'counter-trap'],
  ['spell', 'continuous-spell'],
];
const cards = [];
const seen = new Set(core.EMBEDDED_CARDS.map((c) => core.normalizeName(c.name)));
while (cards.length + core.EMBEDDED_CARDS.length < 13_000) {
  const name = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(WORDS)).join(' ');
  if (seen.has(core.normalizeName(name))) continue;
  seen.add(core.normalizeName(name));
  const [kind, subtype] = pick(KINDS);
  cards.push({ name, kind, subtype, effects: [], seed: { document: '000', section: 'synthetic' }, source: 'database' });
}
const catalog = new core.CardCatalog(core.EMBEDDED_CARDS, cards);

let t0 = performance.now();
catalog.search('warm', 50);
const indexMs = performance.now() - t0;

// Type 30 names (or argv[2]) letter by letter, as a user would.
const targets = Array.from({ length: Number(process.argv[2] ?? 30) }, () => pick(catalog.cards()).name);
const times = [];
for (const name of targets) {
  for (let i = 1; i <= Math.min(name.length, 14); i++) {
    t0 = performance.now();
    catalog.search(name.slice(0, i), 50);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(`card search: ${catalog.size} cards, ${times.length} keystrokes; index built on first search in ${indexMs.toFixed(0)} ms`);
console.log(`per keystroke: p50 ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`);
t0 = performance.now();
for (const name of targets) catalog.exact(name);
console.log(`exact look-up (hovers): ${(((performance.now() - t0) * 1000) / targets.length).toFixed(1)} µs per name`);
