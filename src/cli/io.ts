import { writeSync } from 'node:fs';
import { plainTerminalText } from '../core';

/** Where a command writes; the tests pass their own to capture output. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Lines already encoded as UTF-8, each ending in a newline (LineWriter); `out` serves when absent. */
  outBytes?(bytes: Uint8Array): void;
}

const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

// One shared cell to sleep on while a non-blocking pipe is full (Atomics.wait blocks the thread).
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `text` to a file descriptor, blocking until a slow reader has taken it: the
 * output never piles up in memory, and process.stdout (whose stream machinery costs a few
 * milliseconds of every cold start) is never created.
 */
function writeAll(fd: number, text: string | Uint8Array): void {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A pipe that another process made non-blocking: wait for the reader, then go on.
      if (code === 'EAGAIN') Atomics.wait(pause, 0, 0, 1);
      // A reader that stops early (`dmgstep classify ... | head`) ends the run quietly.
      else if (code === 'EPIPE') process.exit(0);
      else throw e;
    }
  }
}

export const processIo: Io = {
  out: (text) => writeAll(1, withNewline(text)),
  err: (text) => writeAll(2, withNewline(text)),
  outBytes: (bytes) => writeAll(1, bytes),
};

/**
 * Whether the UTF-8 bytes hold a character plainTerminalText removes: C0 but tab and newline,
 * DEL, C1 (0xC2 0x80-0x9F), or a bidirectional override or isolate (U+202A-202E, U+2066-2069).
 * Only a chunk holding one is decoded and cleaned; the rest are written as they are.
 */
function mayHoldControls(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b >= 0x20 && b < 0x7f) continue;
    if (b < 0x20 ? b !== 0x0a && b !== 0x09 : b === 0x7f) return true;
    if (b === 0xc2 && (bytes[i + 1] as number) >= 0x80 && (bytes[i + 1] as number) <= 0x9f) return true;
    if (b === 0xe2) {
      const b1 = bytes[i + 1] as number;
      const b2 = bytes[i + 2] as number;
      if ((b1 === 0x80 && b2 >= 0xaa && b2 <= 0xae) || (b1 === 0x81 && b2 >= 0xa6 && b2 <= 0xa9)) return true;
    }
  }
  return false;
}

/**
 * What the commands write through: card names and database rows are untrusted, and an ESC in
 * one would clear a terminal or plant an OSC-8 link (issue 19). Control characters are removed
 * from every line, text or bytes.
 */
export function terminalIo(io: Io): Io {
  const clean = (bytes: Uint8Array): Uint8Array =>
    mayHoldControls(bytes) ? Buffer.from(plainTerminalText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')), 'utf8') : bytes;
  return {
    out: (text) => io.out(plainTerminalText(text)),
    err: (text) => io.err(plainTerminalText(text)),
    ...(io.outBytes ? { outBytes: (bytes: Uint8Array) => io.outBytes?.(clean(bytes)) } : {}),
  };
}

export const EXIT = { ok: 0, failure: 1, usage: 2, unknownCard: 3 } as const;

/** A mistake in how the command was called: exit code 2, message names the argument. */
export class UsageError extends Error {}

/** The card asked about is in no catalog: exit code 3, message with suggestions. */
export class UnknownCardError extends Error {}
