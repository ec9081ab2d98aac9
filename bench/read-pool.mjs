// Reading alone: a cards.cdb read the way `dmgstep classify` reads it, nothing classified.
//   node bench/read-pool.mjs <cards.cdb>   (needs tsc -p .)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');
const file = process.argv[2];
const port = { wasmBinary: () => readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')) };
const load = await core.loadCardDatabase(readFileSync(file), file, port);
console.log(`${load.cards.length} cards`);
