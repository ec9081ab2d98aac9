import { formatMegabytes } from '../limits';

// Downloading a card database over HTTP(S), bounded in size and in idle time. The core does not
// reach the network itself: the caller passes its `fetch` (Node's, the extension host's, or a
// test's). The body is kept in memory so that it can be checked before anything is written.

/** No byte for this long and the download is given up: a stalled server must not hang the CLI. */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 60_000;

/** The whole download must end within this (the full YGOPRODeck list takes well under a minute). */
export const DOWNLOAD_DEADLINE_MS = 15 * 60_000;

/**
 * Slower than this on average, once DOWNLOAD_RATE_GRACE_MS have passed, and the download is given
 * up: a server trickling one byte a second resets any idle timer forever (issue 19).
 */
export const DOWNLOAD_MIN_BYTES_PER_SECOND = 4 * 1024;
export const DOWNLOAD_RATE_GRACE_MS = 30_000;

/** Redirects followed at most (each one checked against the redirect policy). */
const MAX_REDIRECTS = 5;

/** A download that did not give a whole answer: exit code 1; the message names the URL. */
export class DownloadError extends Error {}

/** The part of the WHATWG fetch the download uses. */
export type FetchPort = (url: string, init: { signal: AbortSignal; headers: Record<string, string>; redirect: 'manual' }) => Promise<Response>;

export interface DownloadOptions {
  fetch: FetchPort;
  maxBytes: number;
  idleTimeoutMs?: number;
  /** The whole download's time limit; DOWNLOAD_DEADLINE_MS by default. */
  deadlineMs?: number;
  /** Average rate below which the download is given up after `rateGraceMs`. */
  minBytesPerSecond?: number;
  rateGraceMs?: number;
  /** Aborting it cancels the download (the extension's Cancel button). */
  signal?: AbortSignal;
  /** Follow a redirect to another host; by default only redirects within the URL's own host are followed. */
  allowRedirect?: boolean;
  /** Called as bytes arrive; `total` when the server said how many. */
  onProgress?: (received: number, total: number | undefined) => void;
}

function networkReason(e: unknown): string {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : undefined;
  const text = cause?.message ?? (e instanceof Error ? e.message : String(e));
  return code && !text.includes(code) ? `${text} (${code})` : text;
}

type Stop = 'idle' | 'deadline' | 'slow' | 'cancelled';

/** The body of a successful answer from `url`; DownloadError for any status but 2xx, a network error or too many bytes. */
export async function download(url: string, options: DownloadOptions): Promise<Uint8Array> {
  const idle = options.idleTimeoutMs ?? DOWNLOAD_IDLE_TIMEOUT_MS;
  const deadline = options.deadlineMs ?? DOWNLOAD_DEADLINE_MS;
  const minRate = options.minBytesPerSecond ?? DOWNLOAD_MIN_BYTES_PER_SECOND;
  const grace = options.rateGraceMs ?? DOWNLOAD_RATE_GRACE_MS;
  const controller = new AbortController();
  let stop: Stop | undefined;
  const abort = (why: Stop) => {
    stop ??= why;
    controller.abort();
  };
  const started = Date.now();
  let timer = setTimeout(() => abort('idle'), idle);
  const deadlineTimer = setTimeout(() => abort('deadline'), deadline);
  const onCancel = () => abort('cancelled');
  if (options.signal?.aborted) onCancel();
  options.signal?.addEventListener('abort', onCancel);
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => abort('idle'), idle);
  };
  const stopped = (waiting: string): string =>
    stop === 'cancelled'
      ? 'cancelled'
      : stop === 'deadline'
        ? `not done within ${deadline / 1000} s`
        : stop === 'slow'
          ? `slower than ${formatRate(minRate)} (the server is trickling)`
          : `${waiting} for ${idle / 1000} s`;
  try {
    let response: Response;
    let asked = url;
    for (let redirects = 0; ; redirects++) {
      try {
        response = await options.fetch(asked, { signal: controller.signal, headers: { accept: 'application/json' }, redirect: 'manual' });
      } catch (e) {
        throw new DownloadError(`cannot download ${url}: ${controller.signal.aborted ? stopped('no answer') : networkReason(e)}`);
      }
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location === null) break;
      await response.body?.cancel().catch(() => undefined);
      const next = redirectTarget(url, asked, location, options.allowRedirect === true);
      if (typeof next !== 'string') throw new DownloadError(`cannot download ${url}: ${next.refused}`);
      if (redirects >= MAX_REDIRECTS) throw new DownloadError(`cannot download ${url}: more than ${MAX_REDIRECTS} redirects`);
      asked = next;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadError(`cannot download ${url}: the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    }
    const declared = Number(response.headers.get('content-length'));
    // A compressed answer's length counts the compressed bytes, not the ones read here: the
    // limit still holds on it, but progress and the "ended early" check cannot use it.
    const encoded = !/^(?:identity)?$/i.test((response.headers.get('content-encoding') ?? '').trim());
    const length = Number.isFinite(declared) && declared > 0 ? declared : undefined;
    const total = encoded ? undefined : length;
    if (length !== undefined && length > options.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadError(`cannot download ${url}: the answer is ${formatMegabytes(length)}, larger than the limit of ${formatMegabytes(options.maxBytes)}`);
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    if (response.body) {
      // Node's types leave a body's chunks as `any`; the fetch standard makes them bytes.
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          stillAlive();
          received += value.byteLength;
          const elapsed = Date.now() - started;
          if (elapsed > grace && (received * 1000) / elapsed < minRate) abort('slow');
          if (stop) throw new Error(stop);
          if (received > options.maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw new DownloadError(`cannot download ${url}: the answer is larger than the limit of ${formatMegabytes(options.maxBytes)}`);
          }
          chunks.push(value);
          options.onProgress?.(received, total);
        }
      } catch (e) {
        if (e instanceof DownloadError) throw e;
        const why = controller.signal.aborted || stop ? stopped('no data') : networkReason(e);
        throw new DownloadError(`cannot download ${url}: the connection failed after ${formatMegabytes(received)}: ${why}`);
      }
    }
    if (total !== undefined && received < total) {
      throw new DownloadError(`cannot download ${url}: the answer ended after ${received} of ${total} bytes`);
    }
    const body = new Uint8Array(received);
    let at = 0;
    for (const chunk of chunks) {
      body.set(chunk, at);
      at += chunk.byteLength;
    }
    return body;
  } finally {
    clearTimeout(timer);
    clearTimeout(deadlineTimer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}

function formatRate(bytesPerSecond: number): string {
  return bytesPerSecond >= 1024 ? `${Math.round(bytesPerSecond / 1024)} KB/s` : `${bytesPerSecond} bytes/s`;
}

/**
 * Where a redirect leads, or why it is not followed: within the first URL's host (and scheme
 * not weakened to http) it is; to another host only when allowed (`--allow-redirect`).
 */
function redirectTarget(first: string, current: string, location: string, allowOtherHosts: boolean): string | { refused: string } {
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    return { refused: `the server redirected to "${location}", which is not a URL` };
  }
  if (next.protocol !== 'https:' && next.protocol !== 'http:') return { refused: `the server redirected to a ${next.protocol} address, which is not followed` };
  const origin = new URL(first);
  const sameHost = next.host === origin.host && !(origin.protocol === 'https:' && next.protocol === 'http:');
  if (!sameHost && !allowOtherHosts) return { refused: `the server redirected to another host (${next.host}); give --allow-redirect to follow it` };
  return next.toString();
}
