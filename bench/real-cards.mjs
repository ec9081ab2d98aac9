// The card-text reader against a real card pool (issue 8). Reads the development half of a real
// YGOPro/EDOPro card database with an engine's answers (../shared/data/real-cards/dev.jsonl, when
// present; never committed), answers every card as `dmgstep classify --json` does, and prints per
// modern timing: accuracy, yes-F1, precision and recall against the engine, cards/s, and the most
// common disagreement causes by the reader's own wording ids.
//   npm run bench:real-cards [-- path/to/cards.jsonl]   (no path: dev.jsonl and dev-2020s.jsonl, each apart)
//   [--show <cause>] [--differences <out.md>]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');
const here = dirname(fileURLToPath(import.meta.url));

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const show = flag('--show');
const differencesOut = flag('--differences');
const pools = ['dev.jsonl', 'dev-2020s.jsonl'].map((f) => join(here, '..', '..', 'shared', 'data', 'real-cards', f));
if (args[0] === undefined && pools.some((p) => existsSync(p))) {
  // Each pool apart, one process each: their figures are never mixed, and each run is as cold as the other.
  for (const pool of pools.filter((p) => existsSync(p))) {
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), pool, ...process.argv.slice(2)], { stdio: 'inherit' });
    console.log('');
  }
  process.exit(0);
}
const file = args[0] ?? pools[0];
if (!existsSync(file)) {
  console.log(`bench:real-cards: no ${file}; nothing to measure (the real card pool is not part of the repo).`);
  process.exit(0);
}

const TIMINGS = core.timingIdsOf('modern');
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l));
const embedded = core.embeddedCatalog();

/** The reader's explanation of why it said yes/no at a timing: the wording ids of the deciding effects. */
function causeOf(answer, classified, timing, said) {
  const effects = classified?.card.effects ?? [];
  const parts = [];
  answer.effects.forEach((e, i) => {
    const v = e.verdicts.find((x) => x.timing === timing);
    if (!v || v.canActivate !== said) return;
    const c = effects[i];
    if (!c) return;
    const wording = c.wordings?.length ? c.wordings.join('+') : 'no-wording';
    parts.push(`${c.effectKind}${c.mandatory ? '/mandatory' : ''}${c.event ? `:${c.event}` : ''} [${wording}]${said ? '' : ` <${v.reasons[0]?.rule ?? '?'}>`}`);
  });
  return parts.join(' | ') || (said ? 'card' : 'no effect');
}

// Where the seeds' rules decide against the engine (the real-cards README lists these places).
const SEED_RULES = new Set([
  'activation.optional-triggers-about-other-cards',
  'activation.except-during-the-damage-step',
  'activation.self-trigger-normal-or-fusion-summon-excluded',
  'activation.atk-def-modifiers-end-at-damage-calculation',
]);
const NEVER_EVENTS_THE_ENGINE_ALLOWS = new Set(['material-or-tribute', 'summoned-by-own-procedure', 'monster-normal-or-flip-summoned', 'normal-draw']);
/** The rule by which the seeds answer "no" where the engine says yes, if that is why. */
function seedDecided(answer, classified, timing) {
  const effects = classified?.card.effects ?? [];
  for (let i = 0; i < answer.effects.length; i++) {
    const v = answer.effects[i].verdicts.find((x) => x.timing === timing);
    const rule = v?.reasons[0]?.rule;
    if (!rule || v.canActivate) continue;
    if (SEED_RULES.has(rule)) return rule;
    if (rule === 'gate.activation-event-must-be-possible' && NEVER_EVENTS_THE_ENGINE_ALLOWS.has(effects[i]?.event)) return `${rule} (${effects[i].event})`;
  }
  return undefined;
}

const stats = Object.fromEntries(TIMINGS.map((t) => [t, { tp: 0, fp: 0, fn: 0, tn: 0 }]));
// The same, with the engine's answer replaced by the seeds' where the seeds decide against it.
const seedStats = Object.fromEntries(TIMINGS.map((t) => [t, { tp: 0, fp: 0, fn: 0, tn: 0 }]));
const causes = new Map();
const examples = new Map();
const deliberate = [];
let cards = 0;
let notRead = 0;
const started = performance.now();
for (const row of rows) {
  const type = core.typeBitsOfNames(row.types);
  const decoded = core.decodeTypeBits(type);
  if ('error' in decoded) continue;
  const input = { name: row.name, ...decoded, text: row.text };
  const winner = embedded.exact(row.name);
  let classified;
  let card;
  if (winner) card = winner;
  else {
    classified = core.classifyCard(input);
    classified.card.source = 'database';
    card = classified.card;
    if (classified.unrecognised.length > 0) notRead++;
  }
  const answer = core.ask(card, { ruleset: 'modern', region: 'tcg' }, TIMINGS, core.classifiedProvenance);
  cards++;
  for (const v of answer.verdicts) {
    const want = row.engine[v.timing];
    if (want !== true && want !== false) continue;
    const s = stats[v.timing];
    const got = v.canActivate;
    if (got && want) s.tp++;
    else if (got && !want) s.fp++;
    else if (!got && want) s.fn++;
    else s.tn++;
    // A card the seeds name answers from its hand-written record: that answer is the seeds'.
    // A card the seeds name answers from its hand-written record: the rule its answer gives decides.
    const seedRule = got === want ? undefined : winner ? `${v.reasons[0]?.rule ?? '?'} (the embedded record written from the seeds)` : got ? undefined : seedDecided(answer, classified, v.timing);
    const reference = seedRule ? got : want;
    const t = seedStats[v.timing];
    if (got && reference) t.tp++;
    else if (got && !reference) t.fp++;
    else if (!got && reference) t.fn++;
    else t.tn++;
    if (got === want) continue;
    if (seedRule) deliberate.push({ name: row.name, timing: v.timing, rule: seedRule });
    const cause = `${got ? 'FP' : 'FN'} ${causeOf(answer, classified, v.timing, got)}`;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
    if (!examples.has(cause)) examples.set(cause, []);
    const ex = examples.get(cause);
    if (ex.length < 6 && !ex.some((e) => e.name === row.name)) ex.push({ name: row.name, timing: v.timing, text: row.text });
  }
}
const seconds = (performance.now() - started) / 1000;

const pct = (n) => `${(100 * n).toFixed(2)} %`;
const f3 = (n) => n.toFixed(3);
console.log(`real card pool: ${file}`);
console.log(`${cards} cards in ${seconds.toFixed(2)} s (${Math.round(cards / seconds)} cards/s, answering included); ${notRead} cards with some text not read (${pct(notRead / cards)})\n`);
console.log('timing                      accuracy   yes-F1  precision  recall');
let all = { tp: 0, fp: 0, fn: 0, tn: 0 };
for (const t of TIMINGS) {
  const s = stats[t];
  all = { tp: all.tp + s.tp, fp: all.fp + s.fp, fn: all.fn + s.fn, tn: all.tn + s.tn };
  line(t, s);
}
line('all timings', all);
console.log("\nthe same, where the seeds decide against the engine taking the seeds' answer:");
let allSeeds = { tp: 0, fp: 0, fn: 0, tn: 0 };
for (const t of TIMINGS) {
  const s = seedStats[t];
  allSeeds = { tp: allSeeds.tp + s.tp, fp: allSeeds.fp + s.fp, fn: allSeeds.fn + s.fn, tn: allSeeds.tn + s.tn };
  line(t, s);
}
line('all timings', allSeeds);
function line(label, s) {
  const n = s.tp + s.fp + s.fn + s.tn;
  const p = s.tp / (s.tp + s.fp || 1);
  const r = s.tp / (s.tp + s.fn || 1);
  console.log(`${label.padEnd(26)}  ${pct((s.tp + s.tn) / n).padStart(8)}  ${f3((2 * p * r) / (p + r || 1)).padStart(6)}  ${f3(p).padStart(9)}  ${f3(r).padStart(6)}`);
}
const total = all.tp + all.fp + all.fn + all.tn;
console.log(`\ndisagreements: ${all.fp + all.fn}; of them decided by the seeds against the engine (a seed rule it is known not to follow, or a card the seeds name): ${deliberate.length}`);
console.log(`accuracy counting those as agreements: ${pct((all.tp + all.tn + deliberate.length) / total)}`);
console.log('\nmost common disagreement causes (FP = reader yes, engine no; FN = the reverse):');
for (const [cause, n] of [...causes].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${String(n).padStart(5)}  ${cause}`);
if (show) {
  for (const [cause, ex] of examples) {
    if (!cause.includes(show)) continue;
    console.log(`\n== ${cause}`);
    for (const e of ex) console.log(`- ${e.name} @${e.timing}: ${e.text.slice(0, 400)}`);
  }
}
if (differencesOut) {
  const byCard = new Map();
  for (const d of deliberate) byCard.set(d.name, [...(byCard.get(d.name) ?? []), d]);
  const lines = [
    '# Where this project answers differently from the EDOPro engine on purpose',
    '',
    'Generated by `npm run bench:real-cards -- --differences <file>` over the development half of the real card pool.',
    "Each row: the card, the timings where the answer differs from the engine's, what decides it (a seed rule the engine is known",
    "not to follow, with the event for an event that cannot happen in the Damage Step, or the rule the card's hand-written record",
    'answers by), and the seed section and official source that rule rests on. test/unit/engine-differences.test.ts fails on a row',
    'whose rule names neither.',
    '',
    '| card | timings | deciding rule | seed section and official source |',
    '| --- | --- | --- | --- |',
  ];
  for (const [name, ds] of [...byCard].sort((a, b) => a[0].localeCompare(b[0]))) {
    const ids = [...new Set(ds.map((d) => d.rule))];
    const rules = ids.map((r) => `\`${r.replace(/ \(.*/, '')}\`${r.includes(' (') ? r.slice(r.indexOf(' (')) : ''}`);
    const sources = [...new Set(ids.map((r) => r.replace(/ \(.*/, '')))].map((id) => {
      const rule = core.findRule(id);
      if (!rule) return `no rule record "${id}"`;
      const cited = rule.citations.map(core.formatCitation)[0];
      return `seed ${rule.seed.document} §${rule.seed.section}${cited ? `; ${cited}` : ''}`;
    });
    const cell = (s) => s.replace(/\|/g, '\\|');
    lines.push(`| ${cell(name)} | ${ds.map((d) => d.timing).join(', ')} | ${rules.join(', ')} | ${cell(sources.join(' / '))} |`);
  }
  writeFileSync(differencesOut, `${lines.join('\n')}\n`);
  console.log(`\nwrote ${byCard.size} cards to ${differencesOut}`);
}
