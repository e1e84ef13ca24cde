/**
 * Origin patterns of the "Try it" allow-list (`apis[].tryIt.allowedOrigins`), in the syntax of a
 * CSP source so the same strings go into `connect-src`: `scheme://host[:port]`, where the host may
 * start with `*.` (any subdomain) and the port may be `*` (any port). No port means the default.
 */

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}|\*))?$/i;

/** Whether a string is a valid origin pattern; the config schema checks entries with it. */
export const isOriginPattern = (pattern: string) => PATTERN.test(pattern);

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a pattern names the reader's own machine (`http://localhost:*`, `http://127.0.0.1:8080`, `[::1]`). */
export function isLoopbackPattern(pattern: string): boolean {
  const m = PATTERN.exec(pattern);
  return Boolean(m && !m[2] && LOOPBACK.test(m[3]));
}

/**
 * The allowed origin patterns that apply in a build: loopback ones only in development (`next dev`),
 * where a local mock server is what an author calls; a deployed site's policy never lets a page
 * reach the services on its readers' machines.
 */
export const applicableOrigins = (patterns: string[], development: boolean): string[] =>
  development ? patterns : patterns.filter((pattern) => !isLoopbackPattern(pattern));

/** Whether an origin (`http://localhost:4010`) matches a pattern (`http://localhost:*`). */
export function originMatches(origin: string, pattern: string): boolean {
  const m = PATTERN.exec(pattern);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!m) return false;
  const [, scheme, wildcard, host, port] = m;
  if (url.protocol !== `${scheme.toLowerCase()}:`) return false;
  const hostname = url.hostname.toLowerCase();
  const want = host.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${want}`) : hostname !== want) return false;
  if (port === '*') return true;
  // URL drops a default port: `https://a.com:443` has port ''.
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return (url.port || defaultPort) === (port ?? defaultPort);
}

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Checks a custom base URL: http(s) only, and its origin one of the document's servers or an
 * allowed pattern (the CSP blocks every other origin, so the request would fail anyway).
 */
export function checkBaseUrl(
  text: string,
  allowed: { serverUrls: string[]; patterns: string[]; configKey: string },
): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, message: 'Not a URL: enter an absolute URL such as http://localhost:4010.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: `Only http and https URLs can be called, not ${url.protocol.replace(/:$/, '')}.` };
  if (url.username || url.password) return { ok: false, message: 'A base URL cannot carry a user name or password.' };
  const serverOrigins = allowed.serverUrls.flatMap((s) => {
    try {
      return [new URL(s).origin];
    } catch {
      return [];
    }
  });
  if (serverOrigins.includes(url.origin) || allowed.patterns.some((p) => originMatches(url.origin, p)))
    return { ok: true, url: url.href.replace(/\/$/, '') };
  return {
    ok: false,
    message:
      `${url.origin} is not an allowed origin for this reference: the site's Content-Security-Policy lets ` +
      `the console call only the document's servers and the origins listed in ${allowed.configKey} ` +
      'of content/site.config.json.',
  };
}
