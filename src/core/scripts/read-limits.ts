import type { ScriptReadError } from './reader';

// Bounds on reading one card script (issue 19): a script is a few kilobytes written by hand; a
// huge or absurdly nested file gets a message in plain words instead of gigabytes or a crash.

/** Longest script read (characters). The EDOPro card scripts are all under 100 KB. */
export const MAX_SCRIPT_CHARS = 1024 * 1024;

/** Bracket depth past which the script is refused rather than parsed by a recursive reader. */
export const MAX_SCRIPT_NESTING = 200;

/** Why a script is too large to read, or undefined. */
export function scriptTooLarge(source: string): ScriptReadError | undefined {
  if (source.length <= MAX_SCRIPT_CHARS) return undefined;
  return {
    message: `the script is ${source.length.toLocaleString('en-US')} characters long; scripts of at most ${MAX_SCRIPT_CHARS.toLocaleString('en-US')} characters are read`,
    line: 1,
    column: 1,
  };
}

/**
 * Where brackets first nest deeper than MAX_SCRIPT_NESTING, or undefined. Strings and `--`
 * comments are skipped roughly (long brackets as well): a miss only costs the message its place.
 */
export function tooDeeplyNested(source: string): ScriptReadError | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\n') {
      line++;
      lineStart = i + 1;
    } else if (ch === '-' && source[i + 1] === '-') {
      const end = source.indexOf('\n', i);
      i = (end < 0 ? source.length : end) - 1;
    } else if (ch === '"' || ch === "'") {
      for (i++; i < source.length && source[i] !== ch && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
    } else if (ch === '(' || ch === '{' || ch === '[') {
      if (++depth > MAX_SCRIPT_NESTING) return { message: nestingWords(), line, column: i - lineStart + 1 };
    } else if (ch === ')' || ch === '}' || ch === ']') depth = Math.max(0, depth - 1);
  }
  return undefined;
}

function nestingWords(): string {
  return `brackets nest more than ${MAX_SCRIPT_NESTING} levels deep here; scripts nested that deeply are not read`;
}

/** A failure of the reader itself (a stack overflow on a long chain of `+`), in plain words. */
export function unreadable(source: string, error: unknown): ScriptReadError {
  const nested = tooDeeplyNested(source);
  if (nested) return nested;
  const overflow = error instanceof RangeError;
  return {
    message: overflow
      ? 'the script nests too deeply to be read (an expression or block inside thousands of others)'
      : 'the script could not be read: its text does not have the shape of a Lua card script',
    line: 1,
    column: 1,
  };
}
