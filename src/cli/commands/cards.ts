import { existsSync, lstatSync, statSync, type Stats } from 'node:fs';
import * as path from 'node:path';
import { download, DownloadError, formatMegabytes, formatProblem, loadCardDatabase, MAX_DATABASE_BYTES, YGOPRODECK_CARDINFO_URL } from '../../core/index';
import { nodeSqlWasmPort } from '../card-source';
import { removeTemporaryFiles, writeFileAtomically } from '../atomic-write';
import { EXIT, UsageError, type Io } from '../io';
import { stringOpt, type Command } from './types';

/** Progress lines on stderr: one per tenth of a known size, else one per this many bytes. */
const PROGRESS_STEP_BYTES = 4 * 1024 * 1024;

function progressReporter(url: string, io: Io): (received: number, total: number | undefined) => void {
  let next = 0;
  return (received, total) => {
    // The last chunk always says so: a tenth rounded up can put the next step past the end.
    if (received < next && received !== total) return;
    const step = total !== undefined ? Math.max(1, Math.ceil(total / 10)) : PROGRESS_STEP_BYTES;
    next = (Math.floor(received / step) + 1) * step;
    const of = total !== undefined ? ` of ${formatMegabytes(total)} (${Math.floor((received / total) * 100)}%)` : '';
    io.err(`dmgstep: downloading ${url}: ${formatMegabytes(received)}${of}`);
  };
}

/** What `file` is when it exists and is no regular file (a symbolic link, a pipe, a device), else undefined. */
function notARegularFile(file: string): string | undefined {
  let stats: Stats;
  try {
    stats = lstatSync(file);
  } catch {
    return undefined;
  }
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return stats.isFile() ? undefined : 'not a regular file';
}

const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * While a download runs, Ctrl-C or a SIGTERM removes any temporary file, says so and exits
 * (130 / 143) instead of leaving a `.part` behind. `release` takes the handlers away again,
 * after one turn of the event loop so that a signal that came meanwhile is still handled.
 */
function onInterrupt(io: Io): { release(): Promise<void> } {
  const handlers = (Object.keys(SIGNAL_EXIT) as Array<keyof typeof SIGNAL_EXIT>).map((signal) => {
    const handler = () => {
      removeTemporaryFiles();
      io.err(`dmgstep: cards download: interrupted (${signal}); nothing was written`);
      process.exit(SIGNAL_EXIT[signal]);
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await new Promise((resolve) => setImmediate(resolve));
      for (const [signal, handler] of handlers) process.removeListener(signal, handler);
    },
  };
}

function parseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url: "${value}" is not a URL; e.g. --url ${YGOPRODECK_CARDINFO_URL}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`--url: "${value}" is not an http(s) URL`);
  return url.toString();
}

/**
 * `dmgstep cards download`: YGOPRODeck's whole card list, checked to be a card database before
 * it replaces anything at --out. `ask --db <file>` then answers for every card.
 */
export const cardsCommand: Command = {
  name: 'cards',
  usage: `dmgstep cards download --out <cards.json> [--url <url>] [--allow-redirect]   (default URL: ${YGOPRODECK_CARDINFO_URL})`,
  summary: `Downloads a card database (YGOPRODeck card JSON, at most ${formatMegabytes(MAX_DATABASE_BYTES)}) to use with --db.`,
  options: { out: { type: 'string' }, url: { type: 'string' }, 'allow-redirect': { type: 'boolean' } },
  async run(args, io: Io) {
    const [action, ...more] = args.positionals;
    if (action !== 'download') throw new UsageError(action === undefined ? 'cards: give an action: download' : `cards: unknown action "${action}"; valid: download`);
    if (more.length > 0) throw new UsageError(`cards download: unexpected argument "${more[0] ?? ''}"`);
    const out = stringOpt(args.values, 'out');
    if (out === undefined || out.trim() === '') throw new UsageError('cards download: give the file to write with --out <cards.json>');
    if (existsSync(out) && statSync(out).isDirectory()) throw new UsageError(`--out: "${out}" is a directory; give a file name such as ${path.join(out, 'cards.json')}`);
    const notRegular = notARegularFile(out);
    if (notRegular) throw new UsageError(`--out: "${out}" is ${notRegular}, which a download would replace with a file; give the path of a new or ordinary file`);
    if (!existsSync(path.dirname(path.resolve(out)))) throw new UsageError(`--out: the folder of "${out}" does not exist`);
    const url = parseUrl(stringOpt(args.values, 'url') ?? YGOPRODECK_CARDINFO_URL);

    const interrupted = onInterrupt(io);
    io.err(`dmgstep: downloading ${url}`);
    let bytes: Uint8Array;
    try {
      bytes = await download(url, {
        fetch: (u, init) => fetch(u, init),
        maxBytes: MAX_DATABASE_BYTES,
        onProgress: progressReporter(url, io),
        allowRedirect: args.values['allow-redirect'] === true,
      });
    } catch (e) {
      await interrupted.release();
      if (e instanceof DownloadError) {
        io.err(`dmgstep: ${e.message}; nothing was written`);
        return EXIT.failure;
      }
      throw e;
    }
    // Checked before writing: an error page or a cut-off JSON must not become the database.
    const load = await loadCardDatabase(bytes, url, nodeSqlWasmPort);
    if (load.fatal || load.cards.length === 0) {
      await interrupted.release();
      const why = load.problems[0] ? formatProblem(load.problems[0]) : `${url}: no cards in the answer`;
      io.err(`dmgstep: the download is not a card database (${why}); nothing was written`);
      return EXIT.failure;
    }
    try {
      // A signal during this synchronous write waits for it: the temporary file is renamed or removed first.
      writeFileAtomically(out, bytes);
    } finally {
      await interrupted.release();
    }
    io.out(`Saved ${load.cards.length} cards (${formatMegabytes(bytes.byteLength)}) from ${url} to ${out}. Use it with: dmgstep ask "<card name>" --db ${out}`);
    return EXIT.ok;
  },
};
