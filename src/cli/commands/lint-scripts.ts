import { readdirSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { classifyDatabase, lintScript, MAX_SCRIPT_CHARS, passcodeOfFile, scriptCardOf, type DatabaseCard, type ScriptFinding } from '../../core';
import { DatabaseError, openDatabase } from '../card-source';
import { EXIT, UsageError, type Io } from '../io';
import { parseRegion } from '../options';
import { stringOpt, type Command } from './types';

// `dmgstep lint-scripts`: the Damage Step check over card scripts, for script repositories' CI.
// One line per finding (JSON or `file:line:col: severity: message [code, rule]`); exit 1 when
// any finding is an error.

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

export const lintScriptsCommand: Command = {
  name: 'lint-scripts',
  usage: 'dmgstep lint-scripts <file-or-folder>... --db <cards.cdb|cards.json> [--region tcg|ocg] [--json]',
  summary: 'Checks EDOPro/YGOPro card scripts (c<passcode>.lua) against the Damage Step rules: flags, guards, conditions, hint timings.',
  options: { db: { type: 'string' } },
  async run(args, io: Io) {
    const db = stringOpt(args.values, 'db');
    if (args.positionals.length === 0) throw new UsageError('lint-scripts: give at least one script file or folder');
    if (db === undefined) throw new UsageError('lint-scripts: give the card database with --db <cards.cdb|cards.json>');
    if (stringOpt(args.values, 'ruleset') !== undefined && stringOpt(args.values, 'ruleset') !== 'modern') {
      throw new UsageError("--ruleset: the scripts' engine plays modern rules; lint-scripts takes only --ruleset modern");
    }
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
    const flush = (): void => {
      if (block.length === 0) return;
      const text = block.join('\n');
      block = [];
      io.out(text);
    };
    const counts = { scripts: 0, error: 0, warning: 0, info: 0, noCard: 0, unreadable: 0 };
    // Only card scripts whose card is in the database are read at all.
    const wanted = files.flatMap((file) => {
      const passcode = passcodeOfFile(file);
      if (passcode === undefined) return [];
      const input = byId.get(String(passcode));
      if (!input) {
        counts.noCard++;
        return [];
      }
      return [{ file, input }];
    });
    for (let at = 0; at < wanted.length; at += READ_AHEAD) {
      const batch = wanted.slice(at, at + READ_AHEAD);
      const texts = await Promise.all(
        batch.map(({ file }) =>
          readScriptFile(file).then(
            (t) => t.replace(/^\uFEFF/, ''),
            (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
          ),
        ),
      );
      batch.forEach(({ file, input }, i) => {
        const text = texts[i];
        if (text === undefined || text instanceof Error) {
          io.err(`${file}: cannot read: ${text instanceof Error ? text.message : 'no text'}`);
          counts.unreadable++;
          return;
        }
        const classified = classifyDatabase({ cards: [input] })[0];
        if (!classified) return;
        const lint = lintScript(text, file, scriptCardOf(classified), { region });
        if (lint.reading.error) {
          const { line, column, message } = lint.reading.error;
          io.err(`${file}:${line}:${column}: the script could not be read: ${message}`);
          counts.unreadable++;
          return;
        }
        counts.scripts++;
        for (const f of lint.findings) {
          counts[f.severity]++;
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
          block.push(args.values.json ? JSON.stringify(line) : `${file}:${line.line}:${line.column}: ${f.severity}: ${f.message} [${f.code}, ${f.rule}]`);
        }
      });
      if (block.length >= BLOCK) flush();
    }
    flush();
    const skipped = [counts.noCard > 0 ? `${counts.noCard} without a card in ${db}` : '', counts.unreadable > 0 ? `${counts.unreadable} unreadable` : ''].filter(Boolean).join(', ');
    io.err(`dmgstep: lint-scripts: ${counts.scripts} scripts checked: ${counts.error} errors, ${counts.warning} warnings, ${counts.info} infos${skipped ? `; skipped ${skipped}` : ''}`);
    return counts.error > 0 ? EXIT.failure : EXIT.ok;
  },
};
