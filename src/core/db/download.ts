import { formatMegabytes } from '../limits';

// Downloading a card database over HTTP(S), bounded in size and in idle time. The core does not
// reach the network itself: the caller passes its `fetch` (Node's, the extension host's, or a
// test's). The body is kept in memory so that it can be checked before anything is written.

/** No byte for this long and the download is given up: a stalled server must not hang the CLI. */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 60_000;

/** A download that did not give a whole answer: exit code 1; the message names the URL. */
export class DownloadError extends Error {}

/** The part of the WHATWG fetch the download uses. */
export type FetchPort = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export interface DownloadOptions {
  fetch: FetchPort;
  maxBytes: number;
  idleTimeoutMs?: number;
  /** Called as bytes arrive; `total` when the server said how many. */
  onProgress?: (received: number, total: number | undefined) => void;
}

function networkReason(e: unknown): string {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : undefined;
  const text = cause?.message ?? (e instanceof Error ? e.message : String(e));
  return code && !text.includes(code) ? `${text} (${code})` : text;
}

/** The body of a successful answer from `url`; DownloadError for any status but 2xx, a network error or too many bytes. */
export async function download(url: string, options: DownloadOptions): Promise<Uint8Array> {
  const idle = options.idleTimeoutMs ?? DOWNLOAD_IDLE_TIMEOUT_MS;
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), idle);
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), idle);
  };
  try {
    let response: Response;
    try {
      response = await options.fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    } catch (e) {
      throw new DownloadError(`cannot download ${url}: ${controller.signal.aborted ? `no answer for ${idle / 1000} s` : networkReason(e)}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadError(`cannot download ${url}: the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    }
    const declared = Number(response.headers.get('content-length'));
    const total = Number.isFinite(declared) && declared > 0 ? declared : undefined;
    if (total !== undefined && total > options.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new DownloadError(`cannot download ${url}: the answer is ${formatMegabytes(total)}, larger than the limit of ${formatMegabytes(options.maxBytes)}`);
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
          if (received > options.maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw new DownloadError(`cannot download ${url}: the answer is larger than the limit of ${formatMegabytes(options.maxBytes)}`);
          }
          chunks.push(value);
          options.onProgress?.(received, total);
        }
      } catch (e) {
        if (e instanceof DownloadError) throw e;
        const why = controller.signal.aborted ? `no data for ${idle / 1000} s` : networkReason(e);
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
  }
}
