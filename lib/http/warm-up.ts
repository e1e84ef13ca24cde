/**
 * Warming the shared cache at start (lib/http/README.md, "Warm-up"). The br copies are made only
 * after a response is first stored, so the first reader after a restart got every script and
 * search shard in gzip (about 10 % more bytes). Once listening, `npm start` asks itself for the
 * build's scripts and styles and the search index's files, as a br client would, one at a time
 * and only while no reader's request is in flight, so their br copies exist before most readers
 * arrive. A reader who comes first is answered at once, from Next or the gzip entry, as before.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrotliCopies } from './brotli-copies';
import type { SharedCache } from './shared-cache';

/**
 * Marks the warm-up's own requests, so they are not counted as a reader's (InFlight). A client
 * sending it only leaves its own request out of that count.
 */
export const WARM_UP_HEADER = 'x-acme-warm-up';
/** A warm-up request that takes longer is abandoned (the next one is tried). */
const REQUEST_TIMEOUT_MS = 30_000;

/** Scripts and styles under `.next/static/`: they vary on Accept-Encoding and take a br copy (fonts and images do not). */
const STATIC_TEXT = /\.(?:js|mjs|css)$/;
/**
 * The search index the panel loads (lib/search/README.md): each version's manifest
 * (`/search-index-default.json`, `/search-index-default/<version>.json`) and the shards.
 */
const SEARCH_ROUTE = /^\/search-(?:index-[^/]+\.json|index-[^/]+\/[^/]+\.json|shards\/[^/]+)$/;

/** `/_next/static/…` URLs of the scripts and styles of the build in `nextDir`, styles first (a page waits for them), then by name. */
export function staticAssetUrls(nextDir: string): string[] {
  const root = path.join(nextDir, 'static');
  if (!fs.existsSync(root))
    throw new Error(`${root}: no such directory: expected the build's static assets (run \`npm run build\`)`);
  const files = (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => STATIC_TEXT.test(file) && fs.statSync(path.join(root, file)).isFile())
    .map((file) => `/_next/static/${file.split(path.sep).map(encodeURIComponent).join('/')}`);
  const isStyle = (url: string) => url.endsWith('.css');
  return files.sort((a, b) => Number(isStyle(b)) - Number(isStyle(a)) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The search index's prerendered routes in Next's prerender manifest (its text, and the file's
 * name for errors): manifests first, then shards, each by name. Throws naming the file and the
 * place when it is not the manifest Next writes.
 */
export function searchRouteUrls(manifestText: string, file: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message}): expected Next's prerender manifest`);
  }
  const routes = (manifest as { routes?: unknown } | null)?.routes;
  if (routes === null || typeof routes !== 'object' || Array.isArray(routes))
    throw new Error(`${file}: "routes" is ${JSON.stringify(routes) ?? 'missing'}: expected an object keyed by path`);
  const isShard = (url: string) => url.startsWith('/search-shards/');
  return Object.keys(routes)
    .filter((route) => SEARCH_ROUTE.test(route))
    .sort((a, b) => Number(isShard(a)) - Number(isShard(b)) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Everything the warm-up asks for, in order: styles, scripts, the search manifests, the shards. */
export function warmUpUrls(nextDir: string): string[] {
  const manifest = path.join(nextDir, 'prerender-manifest.json');
  return [...staticAssetUrls(nextDir), ...searchRouteUrls(fs.readFileSync(manifest, 'utf8'), manifest)];
}

/**
 * Where the server itself is reached from inside: its own address, loopback when it listens on
 * every interface. Undefined when it is not listening on TCP.
 */
export function ownAddress(address: string | AddressInfo | null): { host: string; port: number } | undefined {
  if (address === null || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return { host, port: address.port };
}

/**
 * Requests a URL of the server at `host`:`port` as a browser would for br (`Accept-Encoding: br,
 * gzip`), marked as the warm-up's, and reads the answer whole without decoding it; resolves to
 * its status. One connection, kept alive between requests.
 */
export function brClient(host: string, port: number, agent = new http.Agent({ keepAlive: true, maxSockets: 1 })) {
  return (url: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        { host, port, path: url, agent, headers: { 'accept-encoding': 'br, gzip', [WARM_UP_HEADER]: '1' } },
        (response) => {
          response.on('error', reject);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.resume();
        },
      );
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', reject);
    });
}

/**
 * Readers' requests in flight: the warm-up waits until there are none before each of its own, so
 * a page load never queues behind it (its br copies take a thread of libuv's pool, not the loop).
 */
export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  get busy(): boolean {
    return this.count > 0;
  }

  enter(): void {
    this.count++;
  }

  leave(): void {
    if (this.count === 0) return;
    this.count--;
    if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
  }

  /** Resolves once no request is in flight (at once when none is). */
  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export interface WarmUpSteps {
  /** Asks the server for `url` as a br client, reading the whole answer; resolves to its status. */
  request(url: string): Promise<number>;
  /** Resolves once the br copies asked for so far are made (BrotliCopies.idle). */
  copiesMade(): Promise<void>;
  /** Resolves once no reader's request is in flight (InFlight.idle). */
  readersIdle(): Promise<void>;
  /** Whether the cache holds its warm-up share already: the warm-up stops, never evicting pages. */
  full(): boolean;
}

export interface WarmUpReport {
  /** URLs answered 200 (stored, with their br copy when they take one). */
  warmed: number;
  /** URLs answered otherwise or not at all, with why. */
  failed: Array<{ url: string; reason: string }>;
  /** URLs left when the cache's share was full (or the server stopping). */
  skipped: number;
}

/**
 * Asks for each URL in turn: waits for readers to finish, requests it, waits for its br copy. A
 * failed request is noted and the next one tried; once `full()`, the rest is skipped.
 */
export async function warmUp(urls: readonly string[], steps: WarmUpSteps): Promise<WarmUpReport> {
  const report: WarmUpReport = { warmed: 0, failed: [], skipped: 0 };
  for (const [at, url] of urls.entries()) {
    if (steps.full()) {
      report.skipped = urls.length - at;
      break;
    }
    await steps.readersIdle();
    try {
      const status = await steps.request(url);
      if (status === 200) report.warmed++;
      else report.failed.push({ url, reason: `answered ${status}` });
    } catch (error) {
      report.failed.push({ url, reason: (error as Error).message });
    }
    // The copy is asked for when the response finishes: one turn of the loop later at most.
    await new Promise((resolve) => setImmediate(resolve));
    await steps.copiesMade();
  }
  return report;
}

/** The share of the cache's budget the warm-up may fill: the rest stays for pages. */
const WARM_UP_SHARE = 0.5;

export interface WarmedCache extends WarmUpReport {
  /** Of the URLs warmed, how many have their br copy stored. */
  brotli: number;
  /** Bytes the cache holds afterwards (its budget's count). */
  cacheBytes: number;
  ms: number;
  /** CPU the process spent meanwhile (every thread: the copies run on libuv's pool), ms. */
  cpuMs: number;
}

/**
 * Warms `cache` with the build's assets and search files (warmUpUrls), asking the server at
 * `address` for each as a br client while `readers` is idle, until the cache holds its
 * WARM_UP_SHARE of the budget.
 */
export async function warmSharedCache(options: {
  nextDir: string;
  address: { host: string; port: number };
  cache: SharedCache;
  brotli: BrotliCopies;
  readers: InFlight;
  /** Aborted when the server shuts down: the rest is skipped. */
  signal?: AbortSignal;
}): Promise<WarmedCache> {
  const { cache, brotli, readers } = options;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const urls = warmUpUrls(options.nextDir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const report = await warmUp(urls, {
      request: brClient(options.address.host, options.address.port, agent),
      copiesMade: () => brotli.idle(),
      readersIdle: () => readers.idle(),
      full: () => options.signal?.aborted === true || cache.stats().bytes >= cache.maxBytes * WARM_UP_SHARE,
    });
    const used = process.cpuUsage(cpu);
    const isBrotli = (url: string) =>
      cache.peek(url, { 'accept-encoding': 'br' })?.headers['content-encoding'] === 'br';
    return {
      ...report,
      brotli: urls.filter(isBrotli).length,
      cacheBytes: cache.stats().bytes,
      ms: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
    };
  } finally {
    agent.destroy();
  }
}
