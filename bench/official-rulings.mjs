// The card-text reader against official rulings (issue 18): bench/data/official-rulings.tsv lists
// rulings (Konami database Q&A and its translations, Konami/UDE rulings documents) that say whether
// one effect of a card can be activated in the Damage Step (or during damage calculation). Each card's
// text comes from the development pools beside the repository (../shared/data/real-cards/, never
// committed) and is read as `dmgstep ask --text <text> --name <card>` reads it; the effect is the one
// whose text (spaces evened) has the row's SHA-1 prefix, the nth such (a Continuous Spell's activation
// and its effect may share a text). No card text is kept here: a reading that splits a card otherwise
// finds no such effect, and says so. Prints the rulings and effects answered as ruled, and each miss.
//   npx tsc -p . && node bench/official-rulings.mjs
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');
const here = dirname(fileURLToPath(import.meta.url));
const poolDir = join(here, '..', '..', 'shared', 'data', 'real-cards');
if (!existsSync(join(poolDir, 'dev.jsonl'))) {
  console.log(`official-rulings: no card pool in ${poolDir}; nothing to measure (the real card pool is not part of the repo).`);
  process.exit(0);
}
const texts = new Map();
for (const f of ['dev.jsonl', 'dev-2020s.jsonl'])
  for (const line of readFileSync(join(poolDir, f), 'utf8').split('\n'))
    if (line.trim() !== '') {
      const row = JSON.parse(line);
      texts.set(row.name, row);
    }

const [, ...rows] = readFileSync(join(here, 'data', 'official-rulings.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => l.split('\t'));
const TIMINGS = core.timingIdsOf('modern');
const hashOf = (s) => createHash('sha1').update(s.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 12);
let right = 0;
let judged = 0;
const byEffect = new Map();
const misses = [];
for (const [card, , hash, nth, scope, ruling, region] of rows) {
  const row = texts.get(card);
  if (!row) {
    misses.push(`${card}: no text in the pools`);
    continue;
  }
  const kind = core.decodeTypeBits(core.typeBitsOfNames(row.types));
  const read = core.classifyCard(core.cardTextInput(core.readCardBlock(row.text), kind, card));
  const { card: withRulings } = core.withCardRulings(read.card, core.embeddedCatalog().exact(card));
  const answer = core.ask(withRulings, { ruleset: 'modern', region: region === 'ocg' ? 'ocg' : 'tcg' }, TIMINGS, core.classifiedProvenance);
  const same = withRulings.effects.flatMap((e, i) => (hashOf(e.text ?? e.label) === hash ? [i] : []));
  const at = same[Number(nth) - 1] ?? -1;
  judged++;
  const key = `${card} | ${hash}`;
  if (at < 0) {
    misses.push(`${card}: no effect read with the text of ${hash} (the reader splits the card otherwise now)`);
    byEffect.set(key, false);
    continue;
  }
  const verdicts = answer.effects[at].verdicts;
  const yes = scope === 'damage-calculation' ? verdicts.some((v) => v.timing === 'during-damage-calculation' && v.canActivate) : verdicts.some((v) => v.canActivate);
  const ok = yes === (ruling === 'can');
  if (ok) right++;
  else
    misses.push(
      `${card}: ruled "${ruling}" in the ${scope.replace('-', ' ')}, answered ${verdicts.map((v) => (v.canActivate ? 'y' : 'n')).join('')} (${verdicts.find((v) => v.canActivate !== (ruling === 'can'))?.reasons[0]?.rule ?? '?'}) for effect ${at + 1}: "${(withRulings.effects[at].text ?? '').slice(0, 60)}…"`,
    );
  byEffect.set(key, (byEffect.get(key) ?? true) && ok);
}
const effectsRight = [...byEffect.values()].filter(Boolean).length;
const pct = (a, b) => `${((100 * a) / (b || 1)).toFixed(1)} %`;
console.log(`official rulings: ${right} of ${judged} answered as ruled (${pct(right, judged)}); effects: ${effectsRight} of ${byEffect.size} (${pct(effectsRight, byEffect.size)})`);
for (const m of misses) console.log(`  miss: ${m}`);
