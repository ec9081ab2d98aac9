/** Where a command writes; the tests pass their own to capture output. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

export const EXIT = { ok: 0, failure: 1, usage: 2, unknownCard: 3 } as const;

/** A mistake in how the command was called: exit code 2, message names the argument. */
export class UsageError extends Error {}

/** The card asked about is in no catalog: exit code 3, message with suggestions. */
export class UnknownCardError extends Error {}
