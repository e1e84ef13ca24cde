import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from, for per-client limits (the MCP rate limit). Behind a reverse
 * proxy or CDN every request arrives from the proxy, so one limit would be shared by everyone:
 * TRUSTED_PROXIES names the proxies' addresses (comma-separated IPs, or `loopback`), and a request
 * whose socket comes from one of them is attributed to the address its `X-Forwarded-For` gives,
 * read from the right and skipping the trusted hops (Express's `trust proxy` with a list). A request
 * from anywhere else is its socket's address whatever it claims: a client cannot pick its own
 * bucket by sending the header.
 */

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
/** Headers longer than this are not read: the answer is the last trusted hop. */
const MAX_FORWARDED_LENGTH = 2048;

/** The trusted proxies of a TRUSTED_PROXIES value; fails naming the entry that is not an address. */
export function trustedProxies(value = process.env.TRUSTED_PROXIES ?? ''): Set<string> {
  const trusted = new Set<string>();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') for (const address of LOOPBACK) trusted.add(address);
    else if (/^[0-9a-f:.]+$/i.test(entry) && /[.:]/.test(entry)) trusted.add(normalise(entry));
    else
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address (expected IPs or "loopback", comma-separated)`);
  }
  return trusted;
}

const normalise = (address: string) => address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** The client's address: the socket's, or through trusted proxies the first untrusted forwarded hop. */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: Set<string>): string {
  let address = normalise(req.socket.remoteAddress ?? 'unknown');
  if (!trusted.has(address) && !(address === '127.0.0.1' && trusted.has('::1'))) return address;
  const header = req.headers['x-forwarded-for'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (text.length > MAX_FORWARDED_LENGTH) return address;
  const hops = text
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    address = hops[i];
    if (!trusted.has(address)) return address;
  }
  return address;
}
