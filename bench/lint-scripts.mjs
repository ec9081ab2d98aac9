// Times `dmgstep lint-scripts` over folders of card scripts and their cards.cdb, and prints the
// wall time, the scripts per second, the peak memory of the run and the findings by code:
// 1. a folder the size of today's official one (9,667 scripts with a card): the hand-written
//    fixtures of test/fixtures/scripts (both dialects, broken and fixed) copied under new
//    passcodes. Goal (issue 22): the whole folder in under 5 s.
// 2. a folder of generated scripts (13,000 by default). Goals (issue 12): under 10 s and 300 MB.
//    Then one run each of the CI formats (--format sarif, --format github) and of --fix.
//   node bench/lint-scripts.mjs [count]
// The generated scripts come from a few shapes in both dialects (ATK boosters with and without
// the flag, guard and hint timing; self triggers with clones; Flip effects; Normal Traps; bounce
// effects; equip helpers) with filler functions, so each is about as long as a real one.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const count = Number(process.argv[2] ?? 13000);
const root = new URL('..', import.meta.url).pathname;
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
const { buildCdb, typeBitsOf } = require(path.join(root, 'out/test/unit/db-fixtures.js'));
const { fixtureCards, SCRIPT_FIXTURES } = require(path.join(root, 'out/test/unit/script-fixtures.js'));
const bin = path.join(root, 'bin/dmgstep.cjs');
/** Today's official script folder: its scripts with a card in a 2020 card database. */
const OFFICIAL_FOLDER_SCRIPTS = 9667;

const BOOST = "During either player's turn (Quick Effect): You can target 1 face-up monster on the field; it gains 500 ATK until the end of this turn.";
const monster = (text) => ({ kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'], text });

function dialectOf(id, i) {
  const edo = i % 2 === 0;
  return {
    me: edo ? 's' : `c${id}`,
    op: edo ? '|' : '+',
    guard: edo ? 'aux.StatChangeDamageStepCondition' : 'aux.dscon',
    head: edo ? 'local s,id=GetID()\nfunction s.initial_effect(c)\n' : `function c${id}.initial_effect(c)\n`,
  };
}

function filler(d, n) {
  let out = '';
  for (let k = 0; k < n; k++) {
    out += `function ${d.me}.filter${k}(c,e,tp)\n\treturn c:IsFaceup() and c:IsLevelBelow(${k + 4}) and c:IsCanBeSpecialSummoned(e,0,tp,false,false)\nend\n`;
  }
  return `${out}function ${d.me}.op(e,tp,eg,ep,ev,re,r,rp)\n\tlocal tc=Duel.GetFirstTarget()\n\tif tc and tc:IsRelateToEffect(e) then\n\t\tlocal e1=Effect.CreateEffect(e:GetHandler())\n\t\te1:SetType(EFFECT_TYPE_SINGLE)\n\t\te1:SetCode(EFFECT_UPDATE_ATTACK)\n\t\te1:SetValue(500)\n\t\te1:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END)\n\t\ttc:RegisterEffect(e1)\n\tend\nend\n`;
}

const effect = (d, v, lines) => `\tlocal ${v}=Effect.CreateEffect(c)\n${lines.map((l) => `\t${v}:${l}\n`).join('')}\tc:RegisterEffect(${v})\n`;

// Each shape: the card and its script body (between the head and the filler).
const SHAPES = [
  (d) => [
    monster(BOOST),
    effect(d, 'e1', [
      'SetCategory(CATEGORY_ATKCHANGE)',
      'SetType(EFFECT_TYPE_QUICK_O)',
      'SetCode(EVENT_FREE_CHAIN)',
      `SetProperty(EFFECT_FLAG_CARD_TARGET${d.op}EFFECT_FLAG_DAMAGE_STEP)`,
      'SetRange(LOCATION_MZONE)',
      `SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP${d.op}TIMINGS_CHECK_MONSTER)`,
      `SetCondition(${d.guard})`,
      `SetOperation(${d.me}.op)`,
    ]),
  ],
  (d) => [
    monster(BOOST),
    effect(d, 'e1', [
      'SetCategory(CATEGORY_ATKCHANGE)',
      'SetType(EFFECT_TYPE_QUICK_O)',
      'SetCode(EVENT_FREE_CHAIN)',
      'SetProperty(EFFECT_FLAG_CARD_TARGET)',
      'SetRange(LOCATION_MZONE)',
      'SetHintTiming(0,TIMINGS_CHECK_MONSTER)',
      `SetOperation(${d.me}.op)`,
    ]),
  ],
  (d) => [
    monster('If this card is Normal or Special Summoned: You can add 1 monster from your Deck to your hand.'),
    `${effect(d, 'e1', [`SetCategory(CATEGORY_TOHAND${d.op}CATEGORY_SEARCH)`, `SetType(EFFECT_TYPE_SINGLE${d.op}EFFECT_TYPE_TRIGGER_O)`, 'SetCode(EVENT_SUMMON_SUCCESS)', `SetProperty(EFFECT_FLAG_DELAY${d.op}EFFECT_FLAG_DAMAGE_STEP)`, `SetOperation(${d.me}.op)`])}\tlocal e2=e1:Clone()\n\te2:SetCode(EVENT_SPSUMMON_SUCCESS)\n\tc:RegisterEffect(e2)\n`,
  ],
  (d) => [
    { ...monster('FLIP: Destroy 1 monster on the field.'), monsterTypes: ['Flip', 'Effect'] },
    effect(d, 'e1', ['SetCategory(CATEGORY_DESTROY)', `SetType(EFFECT_TYPE_SINGLE${d.op}EFFECT_TYPE_FLIP)`, `SetOperation(${d.me}.op)`]),
  ],
  (d) => [
    { kind: 'trap', subtype: 'normal-trap', text: 'Target 1 face-up monster on the field; it gains 1000 ATK until the end of this turn.' },
    effect(d, 'e1', [
      'SetCategory(CATEGORY_ATKCHANGE)',
      'SetType(EFFECT_TYPE_ACTIVATE)',
      'SetCode(EVENT_FREE_CHAIN)',
      `SetProperty(EFFECT_FLAG_CARD_TARGET${d.op}EFFECT_FLAG_DAMAGE_STEP)`,
      `SetHintTiming(TIMING_DAMAGE_STEP,TIMING_DAMAGE_STEP${d.op}TIMINGS_CHECK_MONSTER)`,
      `SetCondition(${d.guard})`,
      `SetOperation(${d.me}.op)`,
    ]),
  ],
  (d) => [
    monster("During either player's turn (Quick Effect): You can target 1 monster on the field; return it to the hand."),
    effect(d, 'e1', [
      'SetCategory(CATEGORY_TOHAND)',
      'SetType(EFFECT_TYPE_QUICK_O)',
      'SetCode(EVENT_FREE_CHAIN)',
      `SetProperty(EFFECT_FLAG_CARD_TARGET${d.op}EFFECT_FLAG_DAMAGE_STEP)`,
      'SetRange(LOCATION_MZONE)',
      `SetOperation(${d.me}.op)`,
    ]),
  ],
  () => [{ kind: 'spell', subtype: 'equip-spell', text: 'The equipped monster gains 500 ATK.' }, '\taux.AddEquipProcedure(c)\n'],
  // A Continuous Trap: a bare activation and its own Quick effect (guarded in its target function).
  (d) => [
    { kind: 'trap', subtype: 'continuous-trap', text: "Once per turn, during either player's turn: You can target 1 face-up monster on the field; it gains 500 ATK until the end of this turn." },
    `${effect(d, 'e1', ['SetType(EFFECT_TYPE_ACTIVATE)', 'SetCode(EVENT_FREE_CHAIN)'])}${effect(d, 'e2', [
      'SetCategory(CATEGORY_ATKCHANGE)',
      'SetType(EFFECT_TYPE_QUICK_O)',
      'SetCode(EVENT_FREE_CHAIN)',
      `SetProperty(EFFECT_FLAG_CARD_TARGET${d.op}EFFECT_FLAG_DAMAGE_STEP)`,
      'SetRange(LOCATION_SZONE)',
      `SetHintTiming(0,TIMINGS_CHECK_MONSTER)`,
      `SetTarget(${d.me}.filter0)`,
      `SetOperation(${d.me}.op)`,
    ])}`,
  ],
  (d) => [
    monster(
      "If this card is sent to the GY: You can Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field as material. You can only use this effect of this card's name once per turn.",
    ),
    effect(d, 'e1', [
      `SetCategory(CATEGORY_SPECIAL_SUMMON${d.op}CATEGORY_FUSION_SUMMON)`,
      `SetType(EFFECT_TYPE_SINGLE${d.op}EFFECT_TYPE_TRIGGER_O)`,
      'SetCode(EVENT_TO_GRAVE)',
      'SetProperty(EFFECT_FLAG_DELAY)',
      `SetOperation(${d.me}.op)`,
    ]),
  ],
];

/** Three runs (on a shared machine one run's wall time says more about the neighbours), then the findings by code. */
function measure(scripts, cdb, count, goalSeconds) {
  // Three runs: on a shared machine the wall time of one run says more about the neighbours.
  const runs = [];
  let last;
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    const run = spawnSync('/usr/bin/time', ['-f', 'MAXRSS_KB %M CPU_S %U %S', process.execPath, bin, 'lint-scripts', scripts, '--db', cdb, '--json'], { encoding: 'utf8', maxBuffer: 1 << 30 });
    const wall = (performance.now() - t0) / 1000;
    if (run.error) throw run.error;
    const cpu = /CPU_S ([\d.]+) ([\d.]+)/.exec(run.stderr);
    runs.push({ wall, cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN, rss: Number(/MAXRSS_KB (\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024 });
    last = run;
  }
  const sorted = (key) => runs.map((r) => r[key]).sort((a, b) => a - b);
  const [wallMin, wallMedian] = sorted('wall');
  const [cpuMin, cpuMedian] = sorted('cpu');
  console.log(
    `lint-scripts: ${count} scripts, 3 runs: wall median ${wallMedian.toFixed(2)} s, best ${wallMin.toFixed(2)} s (${Math.round(count / wallMin)} scripts/s; goal < ${goalSeconds} s); CPU time median ${cpuMedian.toFixed(2)} s, best ${cpuMin.toFixed(2)} s; peak RSS ${Math.max(...sorted('rss')).toFixed(0)} MB (goal < 300 MB); exit ${last.status}`,
  );
  console.log(
    `  (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores)`,
  );
  const findings = last.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const byCode = {};
  for (const f of findings) byCode[`${f.code} (${f.severity})`] = (byCode[`${f.code} (${f.severity})`] ?? 0) + 1;
  console.log(`  ${last.stderr.split('\n').find((l) => l.includes('scripts checked')) ?? ''}`);
  for (const [code, n] of Object.entries(byCode).sort()) console.log(`  ${code}: ${n}`);
}

// About the share of official scripts with an error in a full run (172 of 9,667 before issue 22).
const BROKEN_EVERY = 50;

/**
 * The hand-written fixture scripts copied under new passcodes until there are `count`, with their
 * cards: the fixed ones, and one broken one in every BROKEN_EVERY scripts.
 */
async function fixtureFolder(dir, count) {
  const cards = new Map(fixtureCards().map((c) => [c.id, c]));
  const sources = { bad: [], good: [] };
  for (const dialect of ['edopro', 'ygopro']) {
    for (const kind of ['bad', 'good']) {
      const folder = path.join(SCRIPT_FIXTURES, dialect, kind);
      for (const file of readdirSync(folder).sort()) {
        const id = Number(/^c(\d+)\.lua$/.exec(file)?.[1]);
        if (cards.has(id)) sources[kind].push({ id, text: readFileSync(path.join(folder, file), 'utf8') });
      }
    }
  }
  const scripts = path.join(dir, 'fixtures', 'official');
  mkdirSync(scripts, { recursive: true });
  const rows = [];
  for (let i = 0; i < count; i++) {
    const pool = i % BROKEN_EVERY === 0 ? sources.bad : sources.good;
    const { id, text } = pool[Math.floor(i / (i % BROKEN_EVERY === 0 ? BROKEN_EVERY : 1)) % pool.length];
    const card = cards.get(id);
    const copy = 30000000 + i;
    // YGOPro scripts name themselves and their strings by passcode; EDOPro ones by GetID().
    writeFileSync(path.join(scripts, `c${copy}.lua`), text.replaceAll(String(id), String(copy)));
    rows.push({ id: copy, name: `${card.name} ${i}`, desc: card.text, type: typeBitsOf(card) });
  }
  const cdb = path.join(dir, 'fixtures.cdb');
  writeFileSync(cdb, await buildCdb(rows));
  console.log(
    `copied ${sources.good.length} fixed and ${sources.bad.length} broken fixture scripts (one in ${BROKEN_EVERY}) into ${count} scripts, the size of the official folder, and their cards.cdb`,
  );
  return { scripts, cdb };
}

const dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-lint-bench-'));
try {
  const official = await fixtureFolder(dir, OFFICIAL_FOLDER_SCRIPTS);
  measure(official.scripts, official.cdb, OFFICIAL_FOLDER_SCRIPTS, 5);
  const scripts = path.join(dir, 'script', 'official');
  mkdirSync(scripts, { recursive: true });
  const rows = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const id = 20000000 + i;
    const shape = SHAPES[i % SHAPES.length];
    const d = dialectOf(id, Math.floor(i / SHAPES.length));
    const [card, body] = shape(d);
    const name = `Bench Card ${i}`;
    const text = `--${name}\n${d.head}${body}end\n${filler(d, 6 + (i % 5))}`;
    bytes += text.length;
    writeFileSync(path.join(scripts, `c${id}.lua`), text);
    rows.push({ id, name, desc: card.text, type: typeBitsOf(card) });
  }
  const cdb = path.join(dir, 'cards.cdb');
  writeFileSync(cdb, await buildCdb(rows));
  console.log(`generated ${count} scripts (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Math.round(bytes / count)} bytes each on average) and their cards.cdb`);

  measure(scripts, cdb, count, 10);
  // The CI formats and the dry run of --fix: one run each, wall time and output size.
  for (const extra of [['--format', 'sarif'], ['--format', 'github'], ['--fix']]) {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, [bin, 'lint-scripts', scripts, '--db', cdb, ...extra], { encoding: 'utf8', maxBuffer: 1 << 30 });
    const wall = (performance.now() - t0) / 1000;
    if (run.error) throw run.error;
    if (extra[1] === 'sarif') JSON.parse(run.stdout);
    console.log(`lint-scripts ${extra.join(' ')}: wall ${wall.toFixed(2)} s, ${(run.stdout.length / 1024 / 1024).toFixed(1)} MB of output, exit ${run.status}`);
  }
} finally {
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
  else console.log(dir);
}
