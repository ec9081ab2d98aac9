import { readdirSync, statSync, type Stats } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { classifyDatabase, FINDING_CODES, fixScript, lintScript, MAX_SCRIPT_CHARS, passcodeOfFile, scriptCardOf, unknownSuppressionCodes, type DatabaseCard, type ScriptFinding } from '../../core';
import { DatabaseError, openDatabase } from '../card-source';
import { EXIT, UsageError, type Io } from '../io';
import { parseRegion } from '../options';
import { githubAnnotation, sarifFrame, sarifResult, scriptLineStarts, workspacePath, type ReportProblem } from '../script-report';
import { stringOpt, type Command } from './types';

// `dmgstep lint-scripts`: the Damage Step check over card scripts, for script repositories' CI.
// One line per finding (JSON or `file:line:col: severity: message [code, rule]`, a GitHub
// annotation, or one SARIF log at the end); exit 1 when any finding is an error. `--fix` prints
// the safe quick fixes as a unified diff; `--fix --write` applies them and reports what is left.

const BLOCK = 500;
// Files are read this many at a time: a large folder is bound by the disk's latency, not the check.
const READ_AHEAD = 64;

/** Folders deeper than this below a path given are not entered (a script repository has two or three levels). */
const MAX_FOLDER_DEPTH = 64;
/** A UTF-8 file past this many bytes cannot be within MAX_SCRIPT_CHARS: refused without reading. */
const MAX_SCRIPT_BYTES = MAX_SCRIPT_CHARS * 4;

/** The .lua files under the paths given, each named as the user would write it. */
function scriptFiles(paths: string[]): string[] {
  const out: string[] = [];
  // An explicit stack, in the order a recursive walk would visit: no folder depth overflows it.
  const walk = (root: string): void => {
    const stack: Array<{ dir: string; depth: number }> = [{ dir: root, depth: 0 }];
    while (stack.length > 0) {
      const { dir, depth } = stack.pop() as { dir: string; depth: number };
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
      } catch {
        continue;
      }
      const folders: string[] = [];
      for (const e of entries) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) folders.push(full);
        else if (e.isFile() && e.name.toLowerCase().endsWith('.lua')) out.push(full);
      }
      if (depth < MAX_FOLDER_DEPTH) for (const f of folders.reverse()) stack.push({ dir: f, depth: depth + 1 });
    }
  };
  for (const p of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch {
      throw new UsageError(`lint-scripts: no such file or folder "${p}"`);
    }
    if (isDir) walk(p);
    else out.push(p);
  }
  return out;
}

/**
 * A script's text; only a regular file is opened (a FIFO named c<id>.lua would block the run
 * forever) and one past MAX_SCRIPT_BYTES is refused unread. Errors are in plain words.
 */
async function readScriptFile(file: string): Promise<string> {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    throw new Error('no such file');
  }
  if (!stats.isFile()) throw new Error('not a regular file (a folder, device or pipe)');
  if (stats.size > MAX_SCRIPT_BYTES) throw new Error(`the file is ${stats.size.toLocaleString('en-US')} bytes; scripts of at most ${MAX_SCRIPT_CHARS.toLocaleString('en-US')} characters are read`);
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : `the file could not be read (${code ?? String(e)})`);
  }
}

export interface FindingLine {
  file: string;
  line: number;
  column: number;
  severity: ScriptFinding['severity'];
  code: ScriptFinding['code'];
  message: string;
  rule: string;
  card: { id: string; name: string };
}

const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
type Format = (typeof FORMATS)[number];

function formatOf(values: Record<string, string | boolean | undefined>): Format {
  const given = stringOpt(values, 'format');
  if (given !== undefined && !(FORMATS as readonly string[]).includes(given)) throw new UsageError(`--format: "${given}" is not one of ${FORMATS.join(', ')}`);
  if (values.json && given !== undefined && given !== 'json') throw new UsageError(`--json and --format ${given} ask for two formats; give one`);
  return values.json ? 'json' : ((given ?? 'text') as Format);
}

interface Counts {
  scripts: number;
  error: number;
  warning: number;
  info: number;
  suppressed: number;
  noCard: number;
  unreadable: number;
  notCardScript: number;
  fixed: number;
  fixedScripts: number;
  byCode: Map<string, Record<ScriptFinding['severity'], number>>;
}

/** The closing summary of the text format: per code, per severity, what was checked and skipped. */
function summaryLines(c: Counts, db: string, dryRun: boolean): string[] {
  const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
  const skipped = c.noCard + c.unreadable + c.notCardScript;
  const lines = [
    `Summary: ${plural(c.scripts, 'script')} checked, ${plural(skipped, 'file')} skipped`,
    `  findings: ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.info, 'info')}${c.suppressed > 0 ? `; ${c.suppressed} suppressed by comments` : ''}`,
  ];
  for (const code of FINDING_CODES) {
    const n = c.byCode.get(code);
    if (!n) continue;
    const parts = (['error', 'warning', 'info'] as const).filter((s) => n[s] > 0).map((s) => plural(n[s], s));
    lines.push(`  ${code}: ${parts.join(', ')}`);
  }
  if (c.fixed > 0) lines.push(`  ${dryRun ? 'fixable (the diff above; apply with --fix --write)' : 'fixed'}: ${plural(c.fixed, 'finding')} in ${plural(c.fixedScripts, 'script')}`);
  if (c.noCard > 0) lines.push(`  skipped: ${plural(c.noCard, 'script')} without a card in ${db}`);
  if (c.unreadable > 0) lines.push(`  skipped: ${plural(c.unreadable, 'script')} that could not be read (a syntax error or a read error, above)`);
  if (c.notCardScript > 0) lines.push(`  skipped: ${plural(c.notCardScript, '.lua file')} not named c<passcode>.lua (utility scripts, procedures)`);
  return lines;
}

export const lintScriptsCommand: Command = {
  name: 'lint-scripts',
  usage: 'dmgstep lint-scripts <file-or-folder>... --db <cards.cdb|cards.json> [--region tcg|ocg] [--json | --format text|json|sarif|github] [--fix [--write]]',
  summary:
    'Checks EDOPro/YGOPro card scripts (c<passcode>.lua) against the Damage Step rules: flags, guards, conditions, hint timings. --fix prints the safe quick fixes as a diff; --fix --write applies them. `-- dmgstep-disable-next-line <code>` silences a line.',
  options: { db: { type: 'string' }, format: { type: 'string' }, fix: { type: 'boolean' }, write: { type: 'boolean' } },
  async run(args, io: Io) {
    const db = stringOpt(args.values, 'db');
    if (args.positionals.length === 0) throw new UsageError('lint-scripts: give at least one script file or folder');
    if (db === undefined) throw new UsageError('lint-scripts: give the card database with --db <cards.cdb|cards.json>');
    if (stringOpt(args.values, 'ruleset') !== undefined && stringOpt(args.values, 'ruleset') !== 'modern') {
      throw new UsageError("--ruleset: the scripts' engine plays modern rules; lint-scripts takes only --ruleset modern");
    }
    const format = formatOf(args.values);
    const fix = args.values.fix === true;
    const write = args.values.write === true;
    if (write && !fix) throw new UsageError('--write: applies the fixes of --fix; give --fix --write');
    const dryRun = fix && !write;
    if (dryRun && format !== 'text') throw new UsageError(`--fix without --write prints a diff, not --format ${format}; give --fix --write to apply the fixes and report what is left`);
    const region = parseRegion(stringOpt(args.values, 'region'));
    const files = scriptFiles(args.positionals);
    let source;
    try {
      source = await openDatabase(db, io);
    } catch (e) {
      if (e instanceof DatabaseError) throw new UsageError(`--db: ${e.message}`);
      throw e;
    }
    const byId = new Map<string, DatabaseCard>();
    for (const c of source.load.cards) if (!byId.has(c.id)) byId.set(c.id, c);

    let block: string[] = [];
    // io.out blocks until a slow reader has taken the text: nothing piles up.
    const flush = async (): Promise<void> => {
      if (block.length === 0) return;
      const text = block.join('\n');
      block = [];
      io.out(text);
      // A slow reader of stdout holds the findings in memory: wait for it before the next batch.
      if (process.stdout.writableNeedDrain) await new Promise<void>((resolve) => process.stdout.once('drain', resolve));
    };
    const counts: Counts = { scripts: 0, error: 0, warning: 0, info: 0, suppressed: 0, noCard: 0, unreadable: 0, notCardScript: 0, fixed: 0, fixedScripts: 0, byCode: new Map() };
    let sarifCount = 0;
    const sarif = (result: object): void => {
      block.push(`${sarifCount++ === 0 ? '' : ','}${JSON.stringify(result)}`);
    };
    const problems: ReportProblem[] = [];
    const problem = (p: ReportProblem): void => {
      io.err(`${p.file}${p.line !== undefined ? `:${p.line}:${p.column ?? 1}` : ''}: ${p.message}`);
      problems.push(p);
    };
    // Only card scripts whose card is in the database are read at all.
    const wanted = files.flatMap((file) => {
      const passcode = passcodeOfFile(file);
      if (passcode === undefined) {
        counts.notCardScript++;
        return [];
      }
      const input = byId.get(String(passcode));
      if (!input) {
        counts.noCard++;
        return [];
      }
      return [{ file, input }];
    });
    const writes: Array<Promise<void>> = [];
    const cwd = process.cwd();
    if (format === 'sarif') block.push(sarifFrame([], cwd).head);
    for (let at = 0; at < wanted.length; at += READ_AHEAD) {
      const batch = wanted.slice(at, at + READ_AHEAD);
      const texts = await Promise.all(batch.map(({ file }) => readScriptFile(file).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))));
      batch.forEach(({ file, input }, i) => {
        const raw = texts[i];
        if (raw === undefined || raw instanceof Error) {
          problem({ file, message: `cannot read: ${raw instanceof Error ? raw.message : 'no text'}` });
          counts.unreadable++;
          return;
        }
        const bom = raw.startsWith('\uFEFF') ? '\uFEFF' : '';
        const text = bom ? raw.slice(1) : raw;
        const classified = classifyDatabase({ cards: [input] })[0];
        if (!classified) return;
        const card = scriptCardOf(classified);
        const fixed = fix ? fixScript(text, file, card, { region }) : undefined;
        const lint = fixed && !dryRun ? fixed.lint : lintScript(text, file, card, { region });
        if (lint.reading.error) {
          const { line, column, message } = lint.reading.error;
          problem({ file, line, column, message: `the script could not be read: ${message}` });
          counts.unreadable++;
          return;
        }
        counts.scripts++;
        for (const u of unknownSuppressionCodes(text, FINDING_CODES)) io.err(`${file}:${u.line}: dmgstep-disable: "${u.code}" is no finding code; it silences nothing`);
        const scriptText = fixed && !dryRun ? fixed.fixed : text;
        if (fixed && fixed.applied > 0) {
          counts.fixed += fixed.applied;
          counts.fixedScripts++;
          if (dryRun) block.push(createTwoFilesPatch(file, file, text, fixed.fixed, '', '').replace(/\n$/, ''));
          else writes.push(writeFile(file, bom + fixed.fixed, 'utf8'));
        }
        counts.suppressed += lint.suppressed.length;
        const starts = format === 'sarif' && lint.findings.length + lint.suppressed.length > 0 ? scriptLineStarts(scriptText) : [];
        const cardRef = { id: input.id, name: input.name };
        if (format === 'sarif') for (const f of lint.suppressed) sarif(sarifResult({ file, source: scriptText, finding: f, card: cardRef, suppressed: true }, cwd, starts));
        for (const f of lint.findings) {
          counts[f.severity]++;
          const perCode = counts.byCode.get(f.code) ?? { error: 0, warning: 0, info: 0 };
          perCode[f.severity]++;
          counts.byCode.set(f.code, perCode);
          if (dryRun) continue;
          if (format === 'sarif') {
            sarif(sarifResult({ file, source: scriptText, finding: f, card: cardRef, suppressed: false }, cwd, starts));
            continue;
          }
          if (format === 'github') {
            block.push(githubAnnotation(workspacePath(file, process.cwd()), f));
            continue;
          }
          const line: FindingLine = {
            file,
            line: f.range.start.line,
            column: f.range.start.column,
            severity: f.severity,
            code: f.code,
            message: f.message,
            rule: f.rule,
            card: { id: input.id, name: input.name },
          };
          block.push(format === 'json' ? JSON.stringify(line) : `${file}:${line.line}:${line.column}: ${f.severity}: ${f.message} [${f.code}, ${f.rule}]`);
        }
      });
      if (block.length >= BLOCK) await flush();
      await Promise.all(writes.splice(0));
    }
    if (format === 'sarif') block.push(sarifFrame(problems, cwd).tail);
    await flush();
    // On stderr, so stdout keeps one line per finding for the tools that read it.
    if (format === 'text') io.err(summaryLines(counts, db, dryRun).join('\n'));
    const skipped = [counts.noCard > 0 ? `${counts.noCard} without a card in ${db}` : '', counts.unreadable > 0 ? `${counts.unreadable} unreadable` : ''].filter(Boolean).join(', ');
    const extra = [
      counts.suppressed > 0 ? `${counts.suppressed} suppressed` : '',
      counts.fixed > 0 ? `${counts.fixed} fixes ${dryRun ? 'to apply with --write' : 'applied'} in ${counts.fixedScripts} scripts` : '',
    ]
      .filter(Boolean)
      .join('; ');
    io.err(
      `dmgstep: lint-scripts: ${counts.scripts} scripts checked: ${counts.error} errors, ${counts.warning} warnings, ${counts.info} infos${skipped ? `; skipped ${skipped}` : ''}${extra ? `; ${extra}` : ''}`,
    );
    return counts.error > 0 ? EXIT.failure : EXIT.ok;
  },
};
