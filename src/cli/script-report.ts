import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Sarif from 'sarif';
import { FINDING_CODES, FINDING_DOCS, type FindingCode, type ScriptFinding, type TextEdit } from '../core';

// The machine formats of `dmgstep lint-scripts`: SARIF 2.1.0 (code hosts, SARIF viewers) and
// GitHub Actions workflow commands (annotations on the pull request).

export interface ReportedFinding {
  file: string;
  source: string;
  finding: ScriptFinding;
  card: { id: string; name: string };
  suppressed: boolean;
}

export interface ReportProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

const SARIF_LEVEL: Record<ScriptFinding['severity'], Sarif.Result.level> = { error: 'error', warning: 'warning', info: 'note' };
const SRCROOT = '%SRCROOT%';

/** Line starts of a text, to turn 0-based offsets into 1-based line and column. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function positionOf(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
}

/** The file as a SARIF artifact: relative to the working folder when inside it, else a file URI. */
function artifactOf(file: string, cwd: string): Sarif.ArtifactLocation {
  const rel = path.relative(cwd, path.resolve(cwd, file));
  if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)) {
    return { uri: rel.split(path.sep).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
  }
  return { uri: pathToFileURL(path.resolve(cwd, file)).href };
}

function sarifRule(code: FindingCode): Sarif.ReportingDescriptor {
  const doc = FINDING_DOCS[code];
  return {
    id: code,
    name: code.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase()),
    shortDescription: { text: doc.short },
    fullDescription: { text: doc.full },
    help: { text: doc.help, markdown: doc.help },
    defaultConfiguration: { level: SARIF_LEVEL[doc.defaultSeverity] },
    properties: { tags: ['damage-step', 'card-script'] },
  };
}

function sarifFix(artifact: Sarif.ArtifactLocation, starts: number[], title: string, edits: readonly TextEdit[]): Sarif.Fix {
  return {
    description: { text: title },
    artifactChanges: [
      {
        artifactLocation: artifact,
        replacements: edits.map((e) => {
          const s = positionOf(starts, e.start);
          const end = positionOf(starts, e.end);
          return { deletedRegion: { startLine: s.line, startColumn: s.column, endLine: end.line, endColumn: end.column }, insertedContent: { text: e.newText } };
        }),
      },
    ],
  };
}

const RULE_INDEX = new Map<string, number>(FINDING_CODES.map((c, i) => [c, i]));

/**
 * One finding as a SARIF result. Built as each script is checked, so that the run keeps the
 * results, not the scripts' text.
 */
export function sarifResult({ file, source, finding: f, card, suppressed }: ReportedFinding, cwd: string, starts: number[] = lineStarts(source)): Sarif.Result {
  const artifact = artifactOf(file, cwd);
  const result: Sarif.Result = {
    ruleId: f.code,
    ruleIndex: RULE_INDEX.get(f.code) ?? -1,
    level: SARIF_LEVEL[f.severity],
    message: { text: f.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifact,
          region: { startLine: f.range.start.line, startColumn: f.range.start.column, endLine: f.range.end.line, endColumn: f.range.end.column },
        },
      },
    ],
    properties: { rule: f.rule, citations: f.citations, card, effect: f.effect },
  };
  const fixes = f.fixes.map((fix) => sarifFix(artifact, starts, fix.title, fix.edits));
  if (fixes.length > 0) result.fixes = fixes;
  if (suppressed) result.suppressions = [{ kind: 'inSource' }];
  return result;
}

/** The line starts of a script, to share between the results of one script. */
export const scriptLineStarts = lineStarts;

/** The whole run as one SARIF 2.1.0 log. */
export function sarifLog(results: Sarif.Result[], problems: readonly ReportProblem[], cwd: string): Sarif.Log {
  const notifications: Sarif.Notification[] = problems.map((p) => ({
    level: 'warning',
    message: { text: p.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactOf(p.file, cwd),
          ...(p.line !== undefined ? { region: { startLine: p.line, ...(p.column !== undefined ? { startColumn: p.column } : {}) } } : {}),
        },
      },
    ],
  }));
  return {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [
      {
        tool: { driver: { name: 'dmgstep', fullName: 'Damage Step Rulings: card-script check', rules: FINDING_CODES.map(sarifRule) } },
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(cwd.endsWith(path.sep) ? cwd : `${cwd}${path.sep}`).href } },
        columnKind: 'utf16CodeUnits',
        // Before the invocations, which only the end of the run knows: see sarifFrame.
        results,
        invocations: [{ executionSuccessful: true, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) }],
      },
    ],
  };
}

// Workflow commands: the message escapes %, CR and LF; property values also ':' and ','.
export const escapeWorkflowData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeWorkflowProperty = (s: string): string => escapeWorkflowData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

const GITHUB_LEVEL: Record<ScriptFinding['severity'], string> = { error: 'error', warning: 'warning', info: 'notice' };

/** The file as GitHub names it: relative to the working folder (the checkout) when inside it. */
export function workspacePath(file: string, cwd: string): string {
  const rel = path.relative(cwd, path.resolve(cwd, file));
  const inside = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  return (inside ? rel : file).split(path.sep).join('/');
}

/** One GitHub Actions annotation for a finding (`file` as GitHub should name it). */
export function githubAnnotation(file: string, f: ScriptFinding): string {
  const props: Array<[string, string | number]> = [
    ['file', file],
    ['line', f.range.start.line],
    ['col', f.range.start.column],
    ['endLine', f.range.end.line],
    ['endColumn', f.range.end.column],
    ['title', `dmgstep ${f.code}`],
  ];
  // GitHub draws a column range only on one line; across lines it keeps the lines.
  const shown = f.range.end.line === f.range.start.line ? props : props.filter(([k]) => k !== 'col' && k !== 'endColumn');
  return `::${GITHUB_LEVEL[f.severity]} ${shown.map(([k, v]) => `${k}=${escapeWorkflowProperty(String(v))}`).join(',')}::${escapeWorkflowData(`${f.message} [${f.code}, ${f.rule}]`)}`;
}

const RESULTS_OPEN = '"results":[';

/**
 * The log's text around its results: what comes before the first result (known at the start)
 * and after the last (the invocations, known at the end). The results are written one by one
 * between them, so a whole folder's log is never held in memory.
 */
export function sarifFrame(problems: readonly ReportProblem[], cwd: string): { head: string; tail: string } {
  const text = JSON.stringify(sarifLog([], problems, cwd));
  const at = text.indexOf(`${RESULTS_OPEN}]`) + RESULTS_OPEN.length;
  return { head: text.slice(0, at), tail: text.slice(at) };
}
