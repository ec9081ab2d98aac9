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
 * Bytes that may start a control character (C0 but tab and newline, DEL, C1 as UTF-8 after 0xC2)
 * or a bidirectional override (UTF-8 after 0xE2): only a chunk holding one is decoded and cleaned.
 */
function mayHoldControls(bytes: Uint8Array): boolean {
  for (const b of bytes) if ((b < 0x20 && b !== 0x0a && b !== 0x09) || b === 0x7f || b === 0xc2 || b === 0xe2) return true;
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
