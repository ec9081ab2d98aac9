// How many Damage Step bugs would the script check catch in scripts like yours? Takes a folder of
// card scripts the check finds (mostly) right and their card database, breaks each script in the
// ways the Damage Step fixes of the card-script history mend, one break at a time, and prints
// how many of the breaks the check reports (error or warning), by kind, with the ones it missed:
//   node bench/lint-mutations.mjs <folder of c<passcode>.lua> --db <cards.cdb|cards.json> [--list] [--no-build]
// (--no-build runs the build as it is, for a reviewer who must not rewrite the checkout's dist/)
// The kinds (issue 22, "What it misses, by kind of fix"):
//   drop-flags     an effect loses EFFECT_FLAG_DAMAGE_STEP (and EFFECT_FLAG_DAMAGE_CAL with it)
//   drop-cal-flag  an effect loses EFFECT_FLAG_DAMAGE_CAL and keeps EFFECT_FLAG_DAMAGE_STEP
//   drop-hint      a free-chain effect's SetHintTiming loses TIMING_DAMAGE_STEP
//   drop-guard     an ATK/DEF change loses its after-damage-calculation condition (aux.dscon,
//                  aux.StatChangeDamageStepCondition)
//   add-flag       an effect without EFFECT_FLAG_DAMAGE_STEP gets it (not counted where the check
//                  says the flag is harmless there, or where the unbroken script lacked it wrongly)
// A break counts only where the engine would then behave differently: a flag the check already
// calls ignored by the engine (or wrong) on the unbroken script is not broken. The unbroken script
// is taken to be right; its own findings are printed beside, since they weaken that assumption.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
const folder = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--db');
const db = args[args.indexOf('--db') + 1];
if (!folder || args.indexOf('--db') < 0 || !db) {
  console.error('usage: node bench/lint-mutations.mjs <folder of c<passcode>.lua> --db <cards.cdb|cards.json> [--list] [--no-build]');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
if (!args.includes('--no-build')) execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'ignore' });
const bin = path.join(root, 'bin/dmgstep.cjs');
const require = createRequire(import.meta.url);
const { EVENT_CODES, exemptFromDamageStepCheck, exemptFromDamageCalCheck, neverInDamageStep, SPELL_SPEED_ONE_SUBTYPES } = require(path.join(root, 'out/src/core/scripts/constants.js'));
const { openDatabase } = require(path.join(root, 'out/src/cli/card-source.js'));
const silent = { out() {}, err() {} };
const subtypeOf = new Map((await openDatabase(db, silent)).load.cards.map((c) => [c.id, c.subtype]));

/** Every finding of one CLI run over a folder, by file name. */
function lint(dir) {
  const r = spawnSync(process.execPath, [bin, 'lint-scripts', dir, '--db', db, '--json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`lint-scripts exited ${r.status}: ${r.stderr}`);
  const out = new Map();
  for (const line of r.stdout.split('\n')) {
    if (!line.trim()) continue;
    const f = JSON.parse(line);
    const name = path.basename(f.file);
    if (!out.has(name)) out.set(name, []);
    out.get(name).push({ ...f, effect: /^(\w+),/.exec(f.message)?.[1] });
  }
  return out;
}

const CALL = (v, method) => new RegExp(`^([ \\t]*)${v}:${method}\\(([^\\n]*)\\)[ \\t]*(--[^\\n]*)?$`, 'm');
/** Where initial_effect's body is: other functions reuse the same variable names for their own effects. */
function initialEffect(source) {
  const start = /^function\s+[\w.:]*initial_effect\s*\(/m.exec(source)?.index ?? 0;
  const end = /^end\b/m.exec(source.slice(start))?.index;
  return { start, end: end === undefined ? source.length : start + end };
}
/** The first `v:method(...)` line of initial_effect. */
function callIn(source, v, method) {
  const { start, end } = initialEffect(source);
  const re = new RegExp(CALL(v, method).source, 'gm');
  for (const m of source.matchAll(re)) if (m.index >= start && m.index < end) return m;
  return undefined;
}
/** Each effect variable of a script and its registered lines (creation or clone). */
function effectsOf(source) {
  const { start, end } = initialEffect(source);
  const vars = new Set();
  for (const m of source.slice(start, end).matchAll(/\blocal\s+(\w+)\s*=\s*(?:Effect\.CreateEffect\(|\w+:Clone\(\))/g)) vars.add(m[1]);
  return [...vars];
}
/** One argument's constants joined by + or |, without the ones named (0 when none is left). */
function dropTokens(arg, tokens) {
  const parts = arg.split(/\s*([+|])\s*/);
  const kept = parts.filter((p, i) => i % 2 === 0 && !tokens.includes(p.trim())).map((p) => p.trim());
  return kept.length > 0 ? kept.join(parts[1] ?? '|') : '0';
}
/** The script with `v:method(...)` lacking the constants named, or undefined when it has none of them. */
function withoutTokens(source, v, method, tokens) {
  const m = callIn(source, v, method);
  if (!m || !tokens.some((t) => new RegExp(`\\b${t}\\b`).test(m[2]))) return undefined;
  const rebuilt = m[2]
    .split(',')
    .map((arg) => dropTokens(arg, tokens))
    .join(',');
  const line = `${m[1]}${v}:${method}(${rebuilt})${m[3] ? ` ${m[3]}` : ''}`;
  return source.slice(0, m.index) + line + source.slice(m.index + m[0].length);
}
const PERSISTENT = /\b((?:aux|Auxiliary)\.AddPersistentProcedure)\(([^\n]*)\)[ \t]*$/gm;
/** A call's arguments, split at the commas outside parentheses and braces. */
function splitArgs(list) {
  const out = [''];
  let depth = 0;
  for (const ch of list) {
    if ('({'.includes(ch)) depth++;
    if (')}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) out.push('');
    else out[out.length - 1] += ch;
  }
  return out;
}
const GUARD = /^[ \t]*(\w+):SetCondition\((aux\.dscon|aux\.StatChangeDamageStepCondition)\)[ \t]*(?:--[^\n]*)?\n/m;

/** `v:SetType(...)` and `v:SetCode(...)`, taken from the effect it clones where it sets none. */
function typeAndCode(source, v) {
  const own = (method) => callIn(source, v, method)?.[2];
  const from = new RegExp(`\\blocal\\s+${v}\\s*=\\s*(\\w+):Clone\\(\\)`).exec(source)?.[1];
  const inherited = from && from !== v ? typeAndCode(source, from) : { type: '', code: '' };
  return { type: own('SetType') ?? inherited.type, code: own('SetCode') ?? inherited.code };
}
// The engine looks at the flags only on effects the player activates at will: Quick Effects,
// card activations other than a Counter Trap's, and optional triggers about other cards (not an
// effect's own "single" trigger, a mandatory one, a Flip effect), on events not the battle's own.
// A Continuous Trap's bare activation is offered in the Damage Step with any of its own effects
// that is (so its flag changes nothing when the card has one).
function engineReadsFlag({ type, code }, subtype, exempt, otherEffects) {
  const has = (t) => new RegExp(`\\bEFFECT_TYPE_${t}\\b`).test(type);
  const codeValue = EVENT_CODES[code.trim()];
  if (codeValue !== undefined && exempt(codeValue)) return false;
  if (has('QUICK_O')) return true;
  // A Spell Speed 1 activation (a Pendulum Scale's among them) is never offered in the Damage Step, whatever its flags.
  if (has('ACTIVATE'))
    return !SPELL_SPEED_ONE_SUBTYPES.has(subtype) && subtype !== 'monster' && subtype !== 'counter-trap' && !(subtype === 'continuous-trap' && /EFFECT_TYPE_(?:QUICK_O|TRIGGER_O)/.test(otherEffects));
  return has('TRIGGER_O') && !has('SINGLE') && !has('FLIP');
}

/** The script with EFFECT_FLAG_DAMAGE_STEP added to `v`, when it has none (its SetProperty, or a new line after its creation). */
function addedFlag(source, v) {
  const m = callIn(source, v, 'SetProperty');
  if (m && /\bEFFECT_FLAG_DAMAGE_STEP\b/.test(m[2])) return undefined;
  if (m) {
    const [first, ...rest] = m[2].split(',');
    const op = first.includes('|') ? '|' : '+';
    const flags = /^\s*(?:0|nil)?\s*$/.test(first) ? 'EFFECT_FLAG_DAMAGE_STEP' : `${first}${op}EFFECT_FLAG_DAMAGE_STEP`;
    return source.slice(0, m.index) + `${m[1]}${v}:SetProperty(${[flags, ...rest].join(',')})` + source.slice(m.index + m[0].length);
  }
  const { start, end: initEnd } = initialEffect(source);
  const creation = new RegExp(`^([ \\t]*)local\\s+${v}\\s*=\\s*(?:Effect\\.CreateEffect\\([^\\n]*\\)|\\w+:Clone\\(\\))[ \\t]*$`, 'gm');
  const created = [...source.matchAll(creation)].find((c) => c.index >= start && c.index < initEnd);
  if (!created) return undefined;
  const end = created.index + created[0].length;
  return `${source.slice(0, end)}\n${created[1]}${v}:SetProperty(EFFECT_FLAG_DAMAGE_STEP)${source.slice(end)}`;
}

/** The breaks of one script: its kind, the effect it breaks, the code the check should report, the broken source. */
function breaksOf(source, subtype) {
  const out = [];
  for (const v of effectsOf(source)) {
    const shape = typeAndCode(source, v);
    const others = source.replace(CALL(v, 'SetType'), '');
    if (!engineReadsFlag(shape, subtype, exemptFromDamageStepCheck, others)) continue;
    const flags = withoutTokens(source, v, 'SetProperty', ['EFFECT_FLAG_DAMAGE_STEP', 'EFFECT_FLAG_DAMAGE_CAL']);
    if (flags && callIn(source, v, 'SetProperty')[2].includes('EFFECT_FLAG_DAMAGE_STEP')) out.push({ kind: 'drop-flags', effect: v, code: 'missing-damage-step-flag', source: flags });
    const cal = callIn(source, v, 'SetProperty');
    if (cal && /EFFECT_FLAG_DAMAGE_STEP/.test(cal[2]) && /EFFECT_FLAG_DAMAGE_CAL/.test(cal[2]) && engineReadsFlag(shape, subtype, exemptFromDamageCalCheck, others)) {
      out.push({ kind: 'drop-cal-flag', effect: v, code: 'missing-damage-cal-flag', source: withoutTokens(source, v, 'SetProperty', ['EFFECT_FLAG_DAMAGE_CAL']) });
    }
    // The other way round: a flag the script does without, added (the fixes that remove one).
    // An event the Damage Step never raises (a Normal Summon, a phase) makes the flag change nothing.
    const codeText = shape.code.trim();
    const code = EVENT_CODES[codeText];
    const phase = /^EVENT_PHASE\b/.test(codeText) && !/PHASE_DAMAGE/.test(codeText);
    const added = phase || (code !== undefined && neverInDamageStep(code)) ? undefined : addedFlag(source, v);
    if (added) out.push({ kind: 'add-flag', effect: v, code: 'extra-damage-step-flag', source: added });
    // A hint timing matters only where the flag lets the effect into the Damage Step; one left with no
    // timing at all the check only informs about (the client may still prompt), so it is not counted.
    const hint = withoutTokens(source, v, 'SetHintTiming', ['TIMING_DAMAGE_STEP']);
    const flagged = /EFFECT_FLAG_DAMAGE_STEP/.test(callIn(source, v, 'SetProperty')?.[2] ?? '');
    if (hint && flagged && !/:SetHintTiming\((?:0|0,0)\)/.test(callIn(hint, v, 'SetHintTiming')?.[0] ?? '')) {
      out.push({ kind: 'drop-hint', effect: v, code: 'missing-damage-step-hint-timing', source: hint });
    }
  }
  // aux.AddPersistentProcedure(c,p,f,category,property,hint1,hint2,con,...): the activation from its arguments.
  for (const m of source.matchAll(PERSISTENT)) {
    const args = splitArgs(m[2]);
    const at = (i, text) => source.slice(0, m.index) + `${m[1]}(${args.map((a, k) => (k === i ? text : a)).join(',')})` + source.slice(m.index + m[0].length);
    const v = 'aux.AddPersistentProcedure';
    if (/\bEFFECT_FLAG_DAMAGE_STEP\b/.test(args[4] ?? '') && engineReadsFlag({ type: 'EFFECT_TYPE_ACTIVATE', code: 'EVENT_FREE_CHAIN' }, subtype, exemptFromDamageStepCheck, source)) {
      out.push({ kind: 'drop-flags', effect: v, code: 'missing-damage-step-flag', source: at(4, dropTokens(args[4], ['EFFECT_FLAG_DAMAGE_STEP', 'EFFECT_FLAG_DAMAGE_CAL'])) });
    }
    if (/^\s*(?:aux\.dscon|aux\.StatChangeDamageStepCondition)\s*$/.test(args[7] ?? '')) out.push({ kind: 'drop-guard', effect: v, code: 'missing-after-calculation-guard', source: at(7, 'nil') });
  }
  for (const m of source.matchAll(new RegExp(GUARD.source, 'gm'))) {
    out.push({ kind: 'drop-guard', effect: m[1], code: 'missing-after-calculation-guard', source: source.slice(0, m.index) + source.slice(m.index + m[0].length) });
  }
  return out;
}

const work = mkdtempSync(path.join(tmpdir(), 'dmgstep-mutations-'));
try {
  const files = readdirSync(folder).filter((f) => /^c\d+\.lua$/.test(f));
  const base = lint(folder);
  // Round k holds the k-th break of every script that has one: one CLI run per round.
  const rounds = [];
  for (const file of files) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    const found = base.get(file) ?? [];
    breaksOf(source, subtypeOf.get(file.slice(1, -4))).forEach((b, k) => {
      // Not a break where the check already says the flag or timing changes nothing, or is wrong.
      const disputed = found.some((f) => f.effect === b.effect && /^(?:flag-ignored-by-engine|extra-damage-(?:step|cal)-flag)$/.test(f.code));
      (rounds[k] ??= []).push({ file, ...b, disputed });
    });
  }
  const tally = new Map();
  const misses = [];
  rounds.forEach((round, k) => {
    const dir = path.join(work, `round-${k}`);
    mkdirSync(dir);
    for (const b of round) writeFileSync(path.join(dir, b.file), b.source);
    const after = lint(dir);
    for (const b of round) {
      const t = tally.get(b.kind) ?? { breaks: 0, disputed: 0, reported: 0, asInfo: 0 };
      tally.set(b.kind, t);
      const before = new Set((base.get(b.file) ?? []).map((f) => `${f.code}@${f.line}`));
      const fresh = (after.get(b.file) ?? []).filter((f) => f.code === b.code && !before.has(`${f.code}@${f.line}`));
      // A flag added where its event cannot happen in the Damage Step changes nothing (the check says so).
      const harmless = b.kind === 'add-flag' && fresh.some((f) => f.severity === 'info' && /harmless|may keep it out/.test(f.message));
      // The unbroken script already lacking the flag the rules want: adding it mends, not breaks.
      const mends = b.kind === 'add-flag' && (base.get(b.file) ?? []).some((f) => f.effect === b.effect && /^missing-damage-(?:step|cal)-flag$/.test(f.code));
      if (b.disputed || harmless || mends) {
        t.disputed++;
        continue;
      }
      t.breaks++;
      if (fresh.some((f) => f.severity !== 'info')) t.reported++;
      else {
        if (fresh.length > 0) t.asInfo++;
        misses.push({ ...b, why: fresh[0]?.message ?? '' });
      }
    }
  });
  cpSync(folder, path.join(work, 'unbroken'), { recursive: true });
  const baseCounts = { error: 0, warning: 0, info: 0 };
  for (const list of base.values()) for (const f of list) baseCounts[f.severity]++;
  console.log(`${files.length} scripts; unbroken: ${baseCounts.error} errors, ${baseCounts.warning} warnings, ${baseCounts.info} infos`);
  console.log('kind            breaks  reported (error/warning)  only as info  not counted (disputed, harmless, or a mend)');
  let all = 0;
  let hit = 0;
  for (const [kind, t] of [...tally].sort()) {
    all += t.breaks;
    hit += t.reported;
    const share = t.breaks ? `${((100 * t.reported) / t.breaks).toFixed(1)} %` : '-';
    console.log(`${kind.padEnd(15)} ${String(t.breaks).padStart(6)}  ${String(t.reported).padStart(6)} (${share.padStart(7)})  ${String(t.asInfo).padStart(12)}  ${String(t.disputed).padStart(6)}`);
  }
  console.log(`all             ${String(all).padStart(6)}  ${String(hit).padStart(6)} (${all ? ((100 * hit) / all).toFixed(1) : '-'} %)`);
  if (args.includes('--list')) for (const m of misses) console.log(`missed ${m.kind} ${m.file} ${m.effect}${m.why ? `: info: ${m.why.slice(0, 200)}` : ''}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
