/**
 * `npm start`: the production server. Next's request handler on the build in .next/ (what
 * `next start` runs), behind an in-memory shared cache (lib/http/shared-cache.ts) that keeps the
 * compressed bytes of every prerendered page and build asset, so each is compressed once per
 * encoding instead of on every request (gzip by Next; brotli by the cache for the clients that
 * take br, lib/http/brotli-copies.ts). Responses say `X-Cache: HIT` or `MISS`.
 *
 * Usage: tsx scripts/start.ts [-p PORT] [-H HOST]   (PORT and HOSTNAME from the environment
 * otherwise; 3000 and all interfaces by default). SHARED_CACHE=0 serves without the cache, as
 * `next start` does; SHARED_CACHE_MB sets its size (default 64).
 *
 * Every HTML page is sent the Content-Security-Policy holding its own scripts' hashes (inline ones,
 * and its chunks' `integrity`) with 'strict-dynamic', from .next/csp-hashes.json (scripts/csp-hashes.ts,
 * run by `npm run build`); `next start` alone would send the build's policy, under which no inline
 * script runs.
 *
 * /mcp is the docs' MCP server (lib/mcp/), answered here before Next so the proxy's GET/HEAD rule
 * and the pages' headers stay as they are for every other path; its tools run in a worker thread,
 * off the event loop that serves pages. MCP_RATE_LIMIT (JSON-RPC messages per minute per client
 * address, default 300, 0 for none) and MCP_ALLOWED_ORIGINS (comma-separated) configure it.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import rawConfig from '../content/site.config.json' with { type: 'json' };
import { parseSiteConfig } from '../lib/config/parse';
import { BrotliCopies } from '../lib/http/brotli-copies';
import {
  type RequestHandler,
  withoutInternalHeaders,
  withSharedCache,
  withUncachedErrors,
} from '../lib/http/cached-handler';
import { trustedProxies } from '../lib/http/client-address';
import { localeNotFoundResolver, servedRoutes, withLocaleNotFound } from '../lib/http/locale-not-found';
import { markdownRoutes, withMarkdownNegotiation } from '../lib/http/markdown-negotiation';
import { withLeanAssetHeaders, withPagePolicy } from '../lib/http/page-policy';
import { withBuildRedirects } from '../lib/http/redirects';
import { answerClientError, withRequestGuard } from '../lib/http/request-guard';
import { SharedCache, staticNotFoundLifetime } from '../lib/http/shared-cache';
import { InFlight, ownAddress, WARM_UP_HEADER, warmSharedCache } from '../lib/http/warm-up';
import { notFoundRouteFor, siteLocales } from '../lib/i18n/locales';
import { MCP_PATH } from '../lib/mcp/endpoint';
import { handleMcp, type McpHttpOptions } from '../lib/mcp/http';
import { RateLimiter, rateLimitFromEnv } from '../lib/mcp/rate-limit';
import { workerBackend } from '../lib/mcp/worker-backend';
import { feedbackEndpoint } from '../lib/page-meta/urls';
import { CSP_MANIFEST_FILE, policies, readCspManifest, routeOfResponse } from '../lib/security/csp-manifest';
import { securityHeaders } from '../lib/security/headers';
import { readTryItConnectSources } from '../lib/try-it/csp-sources';

function policyOptions() {
  return {
    analytics: Boolean(rawConfig.analytics?.gtagTrackingId),
    connect: readTryItConnectSources(rawConfig),
    feedbackEndpoint: feedbackEndpoint(rawConfig),
  };
}

function option(flag: string, long: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === flag || arg === long);
  return at >= 0 ? args[at + 1] : undefined;
}

const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
const hostname = option('-H', '--hostname') ?? process.env.HOSTNAME;
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`start: invalid port ${JSON.stringify(option('-p', '--port') ?? process.env.PORT)}: expected 1-65535`);
  process.exit(1);
}
const cacheMb = Number(process.env.SHARED_CACHE_MB ?? 64);
if (!(cacheMb > 0)) {
  console.error(
    `start: invalid SHARED_CACHE_MB ${JSON.stringify(process.env.SHARED_CACHE_MB)}: expected a positive number of megabytes`,
  );
  process.exit(1);
}
const useCache = process.env.SHARED_CACHE !== '0';
// SHARED_CACHE_WARM=0: no warm-up at start (lib/http/warm-up.ts); the first br reader gets gzip.
const warmCache = useCache && process.env.SHARED_CACHE_WARM !== '0';
let mcp: McpHttpOptions;
let pagePolicies: ReturnType<typeof policies> & { manifest: ReturnType<typeof readCspManifest> };
try {
  // The script hashes of every prerendered page (scripts/csp-hashes.ts, run by the build).
  const manifest = readCspManifest(path.join('.next', CSP_MANIFEST_FILE));
  pagePolicies = { manifest, ...policies(manifest, policyOptions()) };
  mcp = {
    // Read once by the worker, beside Next's start; a build without the files makes /mcp answer 503 naming them.
    backend: workerBackend({ root: process.cwd(), from: '.next' }),
    limiter: new RateLimiter(rateLimitFromEnv()),
    allowedOrigins: (process.env.MCP_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    // Behind a reverse proxy or CDN, its addresses: the rate limit is then per client (lib/http/client-address.ts).
    trustedProxies: trustedProxies(),
  };
  mcp.backend.ready.catch((error: Error) => console.error(`start: ${error.message}`));
} catch (error) {
  console.error(`start: ${(error as Error).message}`);
  process.exit(1);
}

// React and Next pick their production builds from NODE_ENV when first loaded: set it before.
(process.env as Record<string, string>).NODE_ENV = 'production';
const { default: next } = await import('next');
// No hostname for Next: given one, it treats the proxy's rewrites as external whenever the
// client's Host differs from it (e.g. 127.0.0.1 vs localhost) and fetches them, losing their status.
const app = next({ dev: false, port });
await app.prepare();
// The redirected paths answer 308 before Next (lib/http/redirects.ts).
const origin: RequestHandler = withBuildRedirects(app.getRequestHandler());
// Every route is prerendered (dynamicParams is false), so Next's prerendered 404s may be kept too.
// The same headers next.config.ts gives Next's responses, for the answers made here without Next;
// each HTML page then gets the policy with its own scripts' hashes (withPagePolicy).
const headers = securityHeaders(policyOptions());
// A locale's unknown paths get its own 404 page (`/fr/nope` → `/fr/404`, lib/http/locale-not-found.ts);
// with one locale there is none, and no check.
const locales = siteLocales(parseSiteConfig(rawConfig).i18n);
const localeNotFound = localeNotFoundResolver(
  locales.length,
  (pathname) => notFoundRouteFor(pathname, locales),
  servedRoutes(Object.keys(pagePolicies.manifest.pages), path.join(process.cwd(), 'public')),
);
const cache = useCache ? new SharedCache(cacheMb * 1024 * 1024, undefined, staticNotFoundLifetime) : undefined;
const brotli = cache ? new BrotliCopies(cache) : undefined;
const handler = withRequestGuard(
  // Immutable assets and images drop the headers only a document needs (lib/http/page-policy.ts).
  withLeanAssetHeaders(
    withPagePolicy(
      withoutInternalHeaders(
        withUncachedErrors(
          withLocaleNotFound(
            // A page asked for with `Accept: text/markdown` gets its copy from public/ (lib/http/markdown-negotiation.ts).
            withMarkdownNegotiation(
              cache && brotli ? withSharedCache(origin, cache, brotli) : origin,
              markdownRoutes(path.join(process.cwd(), 'public')),
            ),
            localeNotFound,
          ),
        ),
      ),
      (url, status) => pagePolicies.of(routeOfResponse(pagePolicies.manifest, url, status)),
    ),
  ),
  headers,
);

const isMcp = (url = '') => url === MCP_PATH || url.startsWith(`${MCP_PATH}?`);
/**
 * A request must arrive whole within REQUEST_TIMEOUT_MS, its headers within HEADERS_TIMEOUT_MS, or it
 * is answered 408 and closed (answerClientError). Node's defaults (300 s, checked every 30 s) let a
 * client trickling a body hold a socket and its buffers for 325 s; the site's requests are a request
 * line, headers and at most a small MCP body.
 */
const REQUEST_TIMEOUT_MS = 15_000;
const CLIENT_GONE = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);
const clientLeft = (req: import('node:http').IncomingMessage, error: unknown) =>
  CLIENT_GONE.has((error as NodeJS.ErrnoException)?.code ?? '') || (req.destroyed && !req.complete);
const HEADERS_TIMEOUT_MS = 10_000;
/** Readers' requests in flight: the warm-up waits for none before each of its own. */
const readers = new InFlight();
/** Aborted on SIGTERM or SIGINT: a warm-up under way stops asking. */
const stopping = new AbortController();
const server = createServer(
  {
    requestTimeout: REQUEST_TIMEOUT_MS,
    headersTimeout: HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    if (req.headers[WARM_UP_HEADER] === undefined) {
      readers.enter();
      res.once('close', () => readers.leave());
    }
    Promise.resolve(isMcp(req.url) ? handleMcp(req, res, mcp) : handler(req, res)).catch((error: unknown) => {
      // A client that left mid-request (an aborted or timed-out body) is not a fault of the server:
      // nothing to answer, nothing to log (each aborted POST logged four lines).
      if (clientLeft(req, error)) return void res.destroy();
      console.error(error);
      if (!res.headersSent) {
        for (const { key, value } of headers) res.setHeader(key, value);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      }
      res.end('Internal Server Error');
    });
  },
);
// Requests Node's parser rejects (oversized headers, malformed lines) get the security headers too.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket, headers));
server.listen(port, hostname, () => {
  console.log(
    `▲ Acme docs ready on http://${hostname ?? 'localhost'}:${port} (shared cache ${useCache ? `${cacheMb} MB` : 'off'})`,
  );
  // The build's scripts, styles and search files, stored with their br copies before most readers
  // ask (lib/http/warm-up.ts): in the background, yielding to every reader's request.
  const address = ownAddress(server.address());
  if (!warmCache || !cache || !brotli || !address) return;
  warmSharedCache({ nextDir: '.next', address, cache, brotli, readers, signal: stopping.signal }).then(
    (warmed) => {
      if (stopping.signal.aborted) return;
      const failed = warmed.failed.map(({ url, reason }) => `\n  ${url}: ${reason}`).join('');
      console.log(
        `shared cache warmed: ${warmed.warmed} files, ${warmed.brotli} with br, ${(warmed.cacheBytes / 1024 / 1024).toFixed(1)} MB, ` +
          `${Math.round(warmed.ms)} ms (CPU ${Math.round(warmed.cpuMs)} ms)` +
          `${warmed.skipped ? `, ${warmed.skipped} left out (the cache's warm-up share is full)` : ''}` +
          `${failed ? `; not warmed:${failed}` : ''}`,
      );
    },
    (error: Error) => console.warn(`shared cache: no warm-up: ${error.message}`),
  );
});

const shutdown = () => {
  stopping.abort();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
