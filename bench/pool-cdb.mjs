// Builds a ~10,000-card cards.cdb for the benches, in the OS temp folder (never committed): the
// texts of ../shared/data/real-cards/dev.jsonl (beside the repository) when that file is there (each card twice or
// more, renamed, so the pool reaches the size of a real database), else the classifier's test
// fixtures, renamed and with their numbers varied. Needs `tsc -p .` (it reads out/).
//   node bench/pool-cdb.mjs [cards]   → prints the path of the database
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const REAL = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'data', 'real-cards', 'dev.jsonl');

function realCards() {
  const { typeBitsOfNames } = require('../out/src/core/index.js');
  return readFileSync(REAL, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const c = JSON.parse(line);
      return { name: c.name, desc: c.text, type: typeBitsOfNames(c.types), atk: 1000, def: 1000, level: 4 };
    });
}

function fixtureCards() {
  const { FIXTURES } = require('../out/test/unit/classify-fixtures.js');
  const { rowsOf } = require('../out/test/unit/db-fixtures.js');
  return rowsOf(FIXTURES.map((f) => f.input));
}

/** `n` rows from the base cards: copies are renamed, and their numbers varied so texts differ. */
function pool(base, n) {
  return Array.from({ length: n }, (_, i) => {
    const c = base[i % base.length];
    const k = Math.floor(i / base.length);
    if (k === 0) return { ...c, id: 10000 + i };
    return { ...c, id: 10000 + i, name: `${c.name} (${k + 1})`, desc: c.desc.replace(/\b(\d{3,4})\b/g, (m) => String(Number(m) + (k % 7) * 100)) };
  });
}

/** Path of a pool database of `n` cards, built once per size and source. */
export async function poolCdb(n = 10000) {
  const real = existsSync(REAL);
  const dir = join(tmpdir(), 'dmgstep-bench');
  const file = join(dir, `pool-${real ? 'real' : 'synthetic'}-${n}.cdb`);
  if (existsSync(file)) return { file, real };
  const { buildCdb } = require('../out/test/unit/db-fixtures.js');
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, await buildCdb(pool(real ? realCards() : fixtureCards(), n)));
  return { file, real };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { file } = await poolCdb(Number(process.argv[2] ?? 10000));
  console.log(file);
}
