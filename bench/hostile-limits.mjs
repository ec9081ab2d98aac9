// Hostile input (issue 19, docs/limits.md): what the limits added against hostile files cost,
// measured at and past each limit. Prints figures; asserts nothing.
// Run after `tsc -p .`:  node --expose-gc bench/hostile-limits.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');
const { terminalIo } = require('../out/src/cli/io.js');
const initSqlJs = require('sql.js');

const mib = (bytes) => `${(bytes / 1048576).toFixed(0)} MiB`;
function measure(label, run) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const start = performance.now();
  const result = run();
  const ms = performance.now() - start;
  const after = process.memoryUsage();
  const grew = Math.max(0, after.rss - before.rss, after.heapUsed + after.external + after.arrayBuffers - (before.heapUsed + before.external + before.arrayBuffers));
  console.log(`${label.padEnd(58)} ${ms.toFixed(1).padStart(8)} ms  +${mib(grew).padStart(8)}  ${result ?? ''}`);
  return result;
}
async function measureAsync(label, run) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const start = performance.now();
  const result = await run();
  console.log(`${label.padEnd(58)} ${(performance.now() - start).toFixed(1).padStart(8)} ms  +${mib(Math.max(0, process.memoryUsage().rss - before)).padStart(8)}  ${result ?? ''}`);
}

// A catalog of 10,000 database cards besides the embedded ones: the size the issue measured with.
const WORDS = ['Dragon', 'Knight', 'Shadow', 'Blaze', 'Cyber', 'Ancient', 'Gear', 'Fiend', 'Mystic', 'Storm', 'Elemental', 'Hero', 'Witch', 'Guardian', 'Beast'];
const cards = Array.from({ length: 10_000 }, (_, i) => ({
  id: String(100000 + i),
  name: `${WORDS[i % 15]} ${WORDS[(i * 7) % 15]} ${WORDS[(i * 11) % 15]} ${i}`,
  kind: 'monster',
  subtype: 'monster',
  monsterTypes: ['Effect'],
  text: 'If this card is destroyed by battle: Draw 1 card.',
  atk: 1000,
  def: 1000,
}));
const catalog = core.catalogWithDatabase(core.classifyDatabase({ cards }));

console.log('query limit on the normalised key (10,000 database cards)');
measure('search 200 x U+FDFA (3,600 letters once normalised): refused', () => `${catalog.search('\ufdfa'.repeat(200)).length} hits`);
measure('lookup 200 x U+FDFA (suggestions): refused', () => `${catalog.lookup('\ufdfa'.repeat(200)).suggestions.length} suggestions`);
measure('search 11 x U+FDFA (198 letters, within the limit)', () => `${catalog.search('\ufdfa'.repeat(11)).length} hits`);
measure('search 200 ASCII letters (the limit)', () => `${catalog.search('Dragon Knight '.repeat(15).slice(0, 200)).length} hits`);

console.log('\ncards.cdb header checked against the file');
const SQL = await initSqlJs();
const db = new SQL.Database();
db.run('CREATE TABLE datas(id integer primary key, type integer)');
const liar = db.export().slice(0, 100);
db.close();
liar[16] = 0;
liar[17] = 1;
liar.set([0, 0, 0x40, 0], 28);
const port = { wasmBinary: () => require('node:fs').readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')) };
await measureAsync('100-byte cards.cdb claiming 1 GiB: refused', async () => (await core.readCdb(liar, 'liar.cdb', port)).problems[0]?.message.slice(0, 40));

console.log('\nper-row text cap (YGOPRODeck JSON, 1,000 rows and one of 20 MB)');
const rows = cards.slice(0, 1000).map((c) => ({ id: Number(c.id), name: c.name, type: 'Effect Monster', desc: c.text, atk: 1000, def: 1000 }));
rows.splice(10, 0, { id: 1, name: 'Huge', type: 'Effect Monster', desc: 'Draw 1 card. '.repeat(1_613_000) });
const json = JSON.stringify({ data: rows });
let load;
measure('read: the 20 MB row is a bad row', () => {
  load = core.readYgoprodeckJson(json, 'big.json');
  return `${load.cards.length} cards read`;
});
measure('classify the rest', () => `${core.classifyDatabase(load).length} cards, ${load.problems.length} problem`);

console.log('\nLua script reader');
const script = (body) => `function s.initial_effect(c)\n${body}\nend\n`;
measure('20,000-term flag sum: refused in words', () =>
  core.readScript(script(`  local e=Effect.CreateEffect(c)\n  e:SetProperty(EFFECT_FLAG_DAMAGE_STEP${'+EFFECT_FLAG_CARD_TARGET'.repeat(20_000)})`), 'c1.lua').error?.message.slice(0, 40),
);
measure('10,000-deep brackets: refused at the 201st', () => core.readScript(script(`  local x = ${'('.repeat(10_000)}1${')'.repeat(10_000)}`), 'c1.lua').error?.message.slice(0, 40));
measure(
  '200-deep brackets (the limit): read',
  () => core.readScript(script(`  local x = ${'('.repeat(core.MAX_SCRIPT_NESTING)}1${')'.repeat(core.MAX_SCRIPT_NESTING)}`), 'c1.lua').error?.message ?? 'read',
);
const atLimit = script('  local x = 1\n'.repeat(Math.floor((core.MAX_SCRIPT_CHARS - 40) / 14)));
measure(`script at the size limit (${(atLimit.length / 1048576).toFixed(2)} MiB of statements)`, () => core.readScript(atLimit, 'c1.lua').error?.message ?? 'read');
measure('20 MB script: refused unread', () => core.readScript(script('  local x = 1\n'.repeat(1_500_000)), 'c1.lua').error?.message.slice(0, 40));

console.log('\nbattles at the documented limits');
const head = ['attacker: you "Don Zaloog"', 'target: opponent attack "Giant Rat"', 'you set: "Forbidden Chalice"'];
const chains = [
  ...head,
  ...Array.from({ length: core.MAX_BATTLE_LINES - head.length }, (_, i) => `at before-damage-calculation${i % 2 ? ', new chain' : ''}: you activate "Forbidden Chalice" on "Don Zaloog": atk +1`),
].join('\n');
measure(`${core.MAX_BATTLE_LINES} lines of activations (chains)`, () => `${core.walkBattle(chains, core.embeddedCatalog()).steps.length} steps`);
const crowd = [...head, ...Array.from({ length: core.MAX_BATTLE_LINES - head.length }, () => `opponent hand: ${Array.from({ length: 10 }, () => 'Kuriboh').join(', ')}`)].join('\n');
measure(`${core.MAX_BATTLE_LINES} zone lines of 10 cards (~50,000 cards)`, () => `${core.walkBattle(crowd, core.embeddedCatalog()).steps.length} steps`);
measure('a 400-digit number: one diagnostic, read as 1,000,000', () => core.parseBattle([...head, `lp you ${'9'.repeat(400)}`].join('\n'), core.embeddedCatalog()).battle.lp.you);

console.log('\nterminal output without control characters');
const chunk = Buffer.from(`${'Blue-Eyes White Dragon — Normal Monster ★ 3000/2500\n'.repeat(4800)}`);
let bytes = 0;
const sink = { out: () => {}, err: () => {}, outBytes: (b) => (bytes += b.byteLength) };
const io = terminalIo(sink);
measure('64 MiB of output through terminalIo (chunks of 256 KiB)', () => {
  for (let i = 0; i < 256; i++) io.outBytes(chunk);
  return `${mib(bytes)} written`;
});
