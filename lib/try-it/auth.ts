import type { TokenKind, TryItOperation, TryItScheme } from './types';

/**
 * The kind of token a security scheme stands for, from its key and description (spec §6): the
 * Content API's read-only and read-write tokens, the Profiles API's public and private tokens.
 */
export function tokenKind(key: string, description = ''): TokenKind | undefined {
  const text = `${key.replace(/([a-z])([A-Z])/g, '$1 $2')} ${description}`.toLowerCase();
  if (/read[\s_-]?write/.test(text)) return 'read-write';
  if (/read[\s_-]?only/.test(text)) return 'read-only';
  if (/\bprivate\b/.test(text)) return 'private';
  if (/\bpublic\b/.test(text)) return 'public';
  return undefined;
}

/** Read-write and private tokens can change or read everything: they belong on a server. */
export const isServerSideKind = (kind: TokenKind | undefined) => kind === 'read-write' || kind === 'private';

/** What the operation needs, in words: "a read-only or read-write token (query access_token)". */
export function tokenNeed(op: Pick<TryItOperation, 'security' | 'schemes'>): string {
  if (op.security.length === 0) return 'No token needed.';
  const each = <T>(pick: (scheme: TryItOperation['schemes'][string]) => T) => [
    ...new Set(
      op.security
        .flat()
        .map((key) => op.schemes[key] && pick(op.schemes[key]))
        .filter(Boolean),
    ),
  ];
  const kinds = each((scheme) => scheme.kind);
  const where = each((scheme) => scheme.summary);
  const kindText = kinds.length ? `a ${kinds.join(' or ')} token` : 'a credential';
  return `Needs ${kindText}${where.length ? ` (${where.join('; ')})` : ''}.`;
}

/** Whether every way to call the operation takes a token that belongs server-side. */
export const needsServerSideToken = (op: Pick<TryItOperation, 'security' | 'schemes'>) =>
  op.security.length > 0 && op.security.every((alt) => alt.some((key) => isServerSideKind(op.schemes[key]?.kind)));

/** Where a credential goes in the request; unsupported schemes (OAuth flows, cookies) give nothing. */
export function placeCredential(
  scheme: TryItScheme,
  secret: string,
): { query?: [string, string]; header?: [string, string] } {
  if (!secret) return {};
  if (scheme.type === 'apiKey' && scheme.name)
    return scheme.in === 'query' ? { query: [scheme.name, secret] } : { header: [scheme.name, secret] };
  if (scheme.type === 'bearer') return { header: ['Authorization', `Bearer ${secret}`] };
  if (scheme.type === 'basic') return { header: ['Authorization', `Basic ${secret}`] };
  return {};
}

/** A secret as shown when not revealed: its last four characters only when it is long enough to spare them. */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  return secret.length >= 12 ? `••••••••${secret.slice(-4)}` : '••••••••';
}

/** Replaces every occurrence of each secret in a text (also URL-encoded) by its mask. */
export function maskSecrets(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets.filter((s) => s.length > 0).sort((a, b) => b.length - a.length)) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(maskSecret(secret));
  }
  return out;
}
