import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

// A downloaded database replaces the old one only when whole: written beside it, then renamed.

/** Temporary files being written now: a signal handler removes them (removeTemporaryFiles). */
const pending = new Set<string>();

/** Writes `bytes` to `file` through a temporary file in the same folder and a rename (atomic on one file system). */
export function writeFileAtomically(file: string, bytes: Uint8Array): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.part`);
  pending.add(temporary);
  try {
    writeFileSync(temporary, bytes, { flag: 'wx' });
    renameSync(temporary, file);
  } catch (e) {
    rmSync(temporary, { force: true });
    throw e;
  } finally {
    pending.delete(temporary);
  }
}

/** Removes the temporary files of writes under way (on SIGINT / SIGTERM, before exiting). */
export function removeTemporaryFiles(): void {
  for (const temporary of pending) rmSync(temporary, { force: true });
  pending.clear();
}
