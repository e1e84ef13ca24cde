/**
 * The hosts `next dev` serves its development resources to (scripts, hot reload, the error
 * overlay). Next allows only localhost by default, so a tab opened at http://127.0.0.1:3000 or
 * from a phone on the LAN loads the page but never receives saved edits or content errors.
 */

/** Loopback addresses, as a URL's hostname spells them: they reach the same machine as localhost. */
const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]'] as const;

/** The environment variable that adds hosts (comma-separated), e.g. `DEV_ALLOWED_ORIGINS=192.168.1.20,*.gitpod.io`. */
const DEV_ALLOWED_ORIGINS = 'DEV_ALLOWED_ORIGINS';

// A host name with optional `*` / `**` labels, an IPv4 address, or a bracketed IPv6 address.
const HOST =
  /^(?:(?:\*\*?|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.(?:\*\*?|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?))*|\[[0-9a-f:.]+\])$/;

/**
 * Next's `allowedDevOrigins`: the loopback addresses plus the hosts of DEV_ALLOWED_ORIGINS. An
 * entry may be a host (`192.168.1.20`, `*.example.dev`) or an origin (`http://192.168.1.20:3000`,
 * reduced to its host, since Next compares host names only); anything else is an error naming it.
 */
export function devAllowedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const extra = (env[DEV_ALLOWED_ORIGINS] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(toHost);
  return [...new Set([...LOOPBACK_HOSTS, ...extra])];
}

/** The host of one DEV_ALLOWED_ORIGINS entry, lower-cased; throws on an entry that is not a host or an origin. */
function toHost(entry: string): string {
  let host = entry.toLowerCase();
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      host = '';
    }
  }
  // A wildcard alone would match every host; Next ignores it, so it is refused here with the reason.
  if (!HOST.test(host) || /^[*.]+$/.test(host)) {
    throw new Error(
      `${DEV_ALLOWED_ORIGINS}: "${entry}" is not a host name or origin: expected a comma-separated list such as ` +
        '"192.168.1.20,*.example.dev" or "http://192.168.1.20:3000"',
    );
  }
  return host;
}
