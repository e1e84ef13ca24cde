/**
 * Brotli copies of the shared cache's responses (lib/http/README.md, "Brotli"). Next compresses
 * with gzip only; a client that prefers br gets, once a response is stored, a brotli copy made
 * from it once in the background (off the event loop, one at a time) and stored beside it as a
 * variant of its own, counted against the cache's budget like any other.
 */
import { promisify } from 'node:util';
import { brotliCompress, gunzip, constants as zlib } from 'node:zlib';
import { encodedEtag, isCompressibleType } from './encoding';
import { type CachedResponse, type Headers, type SharedCache, varyNames } from './shared-cache';

const compress = promisify(brotliCompress);
const decompress = promisify(gunzip);

/**
 * Brotli's best quality: the copy is made once per stored response and then sent to every
 * client. /api/content's 684 KB of HTML: 29.5 KB at 11 in 0.7–1.3 s, 32.1 KB at 9 in 0.1 s,
 * 34.3 KB at 5 in 16 ms, against 80.0 KB of gzip (on the shared 2-core host, loaded).
 */
const BROTLI_QUALITY = 11;
/** Smaller uncompressed bodies are left as they are, as Next's compression leaves them (1 KB). */
const MIN_BYTES = 1024;

/**
 * Whether a stored response can have a br copy: a 200 (not the prerendered 404, which any made-up
 * URL would make the server compress again at quality 11) that varies on Accept-Encoding and is
 * text, gzip or not.
 */
export function canHaveBrotliCopy(response: CachedResponse): boolean {
  if (response.status !== 200) return false;
  const coding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const plain = coding === '' || coding === 'identity';
  if (!(coding === 'gzip' || (plain && response.body.length >= MIN_BYTES))) return false;
  return (
    isCompressibleType(response.headers['content-type']) && varyNames(response.headers).includes('accept-encoding')
  );
}

/**
 * The br copy of a stored response: its body decoded (gunzipped when gzip) and compressed with
 * brotli, `Content-Encoding: br`, its Content-Length and an ETag of its own (encodedEtag); the
 * same status, other headers, age and expiry. Undefined when it cannot have one; rejects when the
 * stored gzip is corrupt.
 */
export async function brotliCopy(
  response: CachedResponse,
  quality = BROTLI_QUALITY,
): Promise<CachedResponse | undefined> {
  if (!canHaveBrotliCopy(response)) return undefined;
  const gzipped = String(response.headers['content-encoding']).trim().toLowerCase() === 'gzip';
  const plain = gzipped ? await decompress(response.body) : response.body;
  const body = await compress(plain, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const headers: Record<string, string | string[]> = {
    ...response.headers,
    'content-encoding': 'br',
    'content-length': String(body.length),
  };
  const etag = encodedEtag(response.headers.etag, 'br');
  if (etag === undefined) delete headers.etag;
  else headers.etag = etag;
  return { ...response, headers, body };
}

/**
 * Makes the br copies of stored responses in the background and stores them in the cache: once
 * per stored response (a response whose copy the cache refused, or whose gzip is corrupt, is not
 * tried again), one at a time, at most `maxWaiting` waiting (more are dropped, and tried again by
 * a later request), so a crawler asking for every page holds no more than one page's buffers.
 */
export class BrotliCopies {
  private readonly tried = new WeakSet<CachedResponse>();
  private readonly waiting: Array<() => Promise<void>> = [];
  private running = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly cache: SharedCache,
    readonly quality = BROTLI_QUALITY,
    readonly maxWaiting = 64,
  ) {}

  /** Asks for the br copy of `stored`, to be kept under the variant key of `request` (a br request). */
  make(url: string, request: Headers, stored: CachedResponse): void {
    if (this.tried.has(stored) || !canHaveBrotliCopy(stored) || this.waiting.length >= this.maxWaiting) return;
    this.tried.add(stored);
    this.waiting.push(async () => {
      try {
        const copy = await brotliCopy(stored, this.quality);
        // Kept: a later request may make it again once the copy is evicted and the original stays.
        if (copy && this.cache.putCopy(url, request, copy)) this.tried.delete(stored);
      } catch (error) {
        console.warn(`shared cache: no br copy of ${url}: ${(error as Error).message}`);
      }
    });
    void this.drain();
  }

  /** Resolves once no copy is waiting or being made (tests, benchmarks). */
  idle(): Promise<void> {
    return this.running ? new Promise((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let job = this.waiting.shift(); job; job = this.waiting.shift()) await job();
    this.running = false;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
