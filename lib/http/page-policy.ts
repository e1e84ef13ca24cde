import type { ServerResponse } from 'node:http';
import type { RequestHandler } from './cached-handler';

const CSP = 'content-security-policy';

/** The content type a response is about to be sent with (from writeHead's headers or setHeader). */
function contentType(res: ServerResponse, headers: unknown): string {
  if (Array.isArray(headers))
    for (let i = 0; i + 1 < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'content-type') return String(headers[i + 1]);
  if (headers && typeof headers === 'object')
    for (const [name, value] of Object.entries(headers))
      if (name.toLowerCase() === 'content-type') return String(value);
  return String(res.getHeader('content-type') ?? '');
}

/**
 * Gives every HTML response the Content-Security-Policy of the page it carries (`policyOf(url,
 * status)`, from the build's inline-script hashes), whoever set the header before: Next's header
 * rules, a replay from the shared cache, a 304 (whose headers the browser merges into the page it
 * kept, so it carries the page's policy too). Other responses keep the policy they have.
 * Installed around writeHead, which every response goes through, as withUncachedErrors is.
 */
export function withPagePolicy(
  origin: RequestHandler,
  policyOf: (url: string, status: number) => string,
): RequestHandler {
  return (req, res) => {
    const url = req.url ?? '/';
    const { writeHead } = res;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      // A 304 may come without its type; the browser merges its headers into the page it kept.
      if (status === 304 || /^text\/html\b/i.test(contentType(this, headers))) {
        if (Array.isArray(headers)) {
          for (let i = headers.length - 2; i >= 0; i -= 2)
            if (String(headers[i]).toLowerCase() === CSP) headers.splice(i, 2);
        } else if (headers)
          for (const name of Object.keys(headers))
            if (name.toLowerCase() === CSP) delete (headers as Record<string, unknown>)[name];
        if (!this.headersSent) this.setHeader(CSP, policyOf(url, status));
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
    return origin(req, res);
  };
}
