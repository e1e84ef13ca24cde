import { onHead, type RequestHandler } from './cached-handler';

const CSP = 'content-security-policy';

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
    onHead(res, (status, head) => {
      // A 304 may come without its type; the browser merges its headers into the page it kept.
      if (status !== 304 && !/^text\/html\b/i.test(head.get('content-type'))) return;
      head.drop((name) => name === CSP);
      head.set(CSP, policyOf(url, status));
    });
    return origin(req, res);
  };
}
