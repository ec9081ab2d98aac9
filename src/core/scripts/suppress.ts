import type { FindingCode, ScriptFinding } from './check';
import type { TextEdit } from './fixes';

// Per-line suppression comments, for findings a maintainer has ruled on:
//   -- dmgstep-disable-next-line missing-damage-step-flag -- why
//   e1:SetProperty(EFFECT_FLAG_CARD_TARGET) -- dmgstep-disable-line extra-damage-cal-flag
// No code after the directive silences every code on that line. Only real Lua comments count:
// the marker inside a string is text, not a directive.

const MARKER = 'dmgstep-disable-';
const DIRECTIVE = /^-*\s*dmgstep-disable-(next-line|line)(?=\s|$)(.*)$/;

export interface Suppression {
  /** The 1-based line it silences. */
  line: number;
  /** The codes it names; empty silences all. */
  codes: string[];
  /** Where the directive is written (1-based line). */
  at: number;
}

interface LuaComment {
  line: number;
  text: string;
}

/** Long-bracket level at `i` (`[[`, `[==[`), or -1 when no long bracket opens there. */
function longBracketLevel(src: string, i: number): number {
  if (src[i] !== '[') return -1;
  let j = i + 1;
  while (src[j] === '=') j++;
  return src[j] === '[' ? j - i - 1 : -1;
}

/** The comments of a Lua source with the line each starts on; strings are skipped. */
function luaComments(src: string): LuaComment[] {
  const out: LuaComment[] = [];
  let line = 1;
  let i = 0;
  const skipLong = (level: number, from: number): number => {
    const close = `]${'='.repeat(level)}]`;
    const end = src.indexOf(close, from);
    const stop = end < 0 ? src.length : end + close.length;
    for (let k = from; k < stop; k++) if (src[k] === '\n') line++;
    return stop;
  };
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\n') {
      line++;
      i++;
    } else if (ch === '-' && src[i + 1] === '-') {
      const level = longBracketLevel(src, i + 2);
      if (level >= 0) {
        const start = line;
        const open = i + 2 + level + 2;
        const stop = skipLong(level, open);
        out.push({ line: start, text: src.slice(open, Math.max(open, stop - level - 2)) });
        i = stop;
      } else {
        const eol = src.indexOf('\n', i);
        const end = eol < 0 ? src.length : eol;
        out.push({ line, text: src.slice(i + 2, end).replace(/\r$/, '') });
        i = end;
      }
    } else if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < src.length && src[j] !== ch && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (ch === '[' && longBracketLevel(src, i) >= 0) {
      const level = longBracketLevel(src, i);
      i = skipLong(level, i + level + 2);
    } else i++;
  }
  return out;
}

/** The suppression directives of a script (none when the marker is not in it at all). */
export function readSuppressions(source: string): Suppression[] {
  if (!source.includes(MARKER)) return [];
  const out: Suppression[] = [];
  for (const c of luaComments(source)) {
    const m = DIRECTIVE.exec(c.text.trim());
    if (!m) continue;
    // A reason may follow the codes after " -- ".
    const [codesPart = ''] = (m[2] ?? '').split(/\s--/);
    const codes = codesPart.split(/[\s,]+/).filter(Boolean);
    out.push({ line: m[1] === 'next-line' ? c.line + 1 : c.line, codes, at: c.line });
  }
  return out;
}

const silences = (s: Suppression, f: ScriptFinding): boolean => s.line === f.range.start.line && (s.codes.length === 0 || s.codes.includes(f.code));

/** Splits findings into those kept and those a directive silences. */
export function applySuppressions(source: string, findings: ScriptFinding[]): { kept: ScriptFinding[]; suppressed: ScriptFinding[] } {
  const directives = readSuppressions(source);
  if (directives.length === 0) return { kept: findings, suppressed: [] };
  const kept: ScriptFinding[] = [];
  const suppressed: ScriptFinding[] = [];
  for (const f of findings) (directives.some((s) => silences(s, f)) ? suppressed : kept).push(f);
  return { kept, suppressed };
}

/** The codes a directive names that are no finding code (a typo silences nothing). */
export function unknownSuppressionCodes(source: string, known: readonly FindingCode[]): Array<{ line: number; code: string }> {
  return readSuppressions(source).flatMap((s) => s.codes.filter((c) => !(known as readonly string[]).includes(c)).map((code) => ({ line: s.at, code })));
}

/**
 * The edit that silences one finding: a `-- dmgstep-disable-next-line <code>` line above it,
 * indented as it is, or the code added to such a directive already there.
 */
export function suppressionEdit(source: string, finding: ScriptFinding): TextEdit {
  const lineStart = source.lastIndexOf('\n', finding.range.start.offset - 1) + 1;
  const indent = /^[ \t]*/.exec(source.slice(lineStart))?.[0] ?? '';
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  if (lineStart > 0) {
    const prevStart = source.lastIndexOf('\n', lineStart - 2) + 1;
    const prevEnd = source[lineStart - 2] === '\r' ? lineStart - 2 : lineStart - 1;
    const prev = source.slice(prevStart, prevEnd);
    // A directive already above: add the code to its list (before any reason).
    const m = /^[ \t]*--[ \t]*dmgstep-disable-next-line[ \t]+((?!--)[\w-]+(?:[ \t,]+(?!--)[\w-]+)*)/.exec(prev);
    if (m?.[1] !== undefined) {
      const at = prevStart + m[0].length;
      return { start: at, end: at, newText: `, ${finding.code}` };
    }
  }
  return { start: lineStart, end: lineStart, newText: `${indent}-- dmgstep-disable-next-line ${finding.code}${newline}` };
}
