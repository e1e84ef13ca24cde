/**
 * What `npm start` answers before Next sees a request, as a careful origin server would:
 *
 * - a method other than GET or HEAD: 405 with `Allow: GET, HEAD` (Next answered TRACE with 500);
 * - an absolute-form target (`GET http://other.example/docs/x`, RFC 9112 §3.2.2: a server must
 *   accept it): served as its path, like nginx, instead of Next's 308 to the other host;
 * - any other target that is not a path (`GET *`, garbage): 400 (Next answered 500);
 * - the files published for tools (llms.txt, `.md` copies, …) get `Access-Control-Allow-Origin: *`;
 * - `Range`: ignored, so the whole file or page is sent (RFC 9110 §14.2 lets a server ignore it;
 *   Next's static file server turned an unsatisfiable range into a 500). The site's files are small.
 *
 * Every answer made here carries the security headers and `Cache-Control: no-store`; so does the
 * answer to a request Node's parser rejects (oversized headers: 431; malformed: 400), which Node
 * would otherwise write bare.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { isToolFile, TOOL_CORS_HEADER } from '../security/tool-cors';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export type HeaderList = Array<{ key: string; value: string }>;

const ALLOWED_METHODS = 'GET, HEAD';

function plain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: HeaderList,
  extra: Record<string, string> = {},
) {
  for (const { key, value } of headers) res.setHeader(key, value);
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

/** The origin-form of a request target, or undefined when it has none (`*`, not a URL). */
function originForm(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

export function withRequestGuard(origin: Handler, headers: HeaderList): Handler {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, `405 Method Not Allowed: this site only answers ${ALLOWED_METHODS} requests.\n`, headers, {
        allow: ALLOWED_METHODS,
      });
    const target = originForm(req.url ?? '');
    if (target === undefined) return plain(res, 400, '400 Bad Request: the request target is not a path.\n', headers);
    req.url = target;
    // Set first, so the answers Next makes without its header rules (its 308s) carry them too.
    for (const { key, value } of headers) res.setHeader(key, value);
    // Files published for tools are readable from any origin (lib/security/tool-cors.ts).
    if (isToolFile(target.replace(/[?#].*$/, ''))) res.setHeader(TOOL_CORS_HEADER.key, TOOL_CORS_HEADER.value);
    delete req.headers.range;
    delete req.headers['if-range'];
    return origin(req, res);
  };
}

/** The raw response to a request Node's HTTP parser rejected (node:http's 'clientError'). */
function clientErrorResponse(error: NodeJS.ErrnoException, headers: HeaderList): string {
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const text = `${status} ${STATUS_CODES[status]}\n`;
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/** Answers a rejected request with clientErrorResponse, unless the socket is already gone. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers: HeaderList): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error, headers));
}
