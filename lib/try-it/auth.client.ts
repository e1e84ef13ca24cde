import type { UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';
import type { TokenKind, TryItOperation, TryItScheme } from './types';

const KINDS: Array<[TokenKind, RegExp]> = [
  ['read-write', /read[\s_-]?write/],
  ['read-only', /read[\s_-]?only/],
  ['private', /\bprivate\b/],
  ['public', /\bpublic\b/],
];

/** The kind a text names first: "Public token … no private data" is a public one. */
function firstKind(text: string): TokenKind | undefined {
  let first: { kind: TokenKind; at: number } | undefined;
  for (const [kind, pattern] of KINDS) {
    const at = text.toLowerCase().search(pattern);
    if (at >= 0 && (!first || at < first.at)) first = { kind, at };
  }
  return first?.kind;
}

/**
 * The kind of token a security scheme stands for (spec §6): the Content API's read-only and
 * read-write tokens, the Profiles API's public and private tokens. The key decides when it names a
 * kind (`publicTokenHeader`), else the kind the description names first: a public scheme's
 * description may mention the private token it is not.
 */
export function tokenKind(key: string, description = ''): TokenKind | undefined {
  return firstKind(key.replace(/([a-z])([A-Z])/g, '$1 $2')) ?? firstKind(description);
}

/** The token kinds' names in the page's language (`tryIt.kind.*`), and how a scheme is named. */
export type KindStrings = Pick<
  UiStrings,
  | 'tryIt.kind.read-only'
  | 'tryIt.kind.read-write'
  | 'tryIt.kind.public'
  | 'tryIt.kind.private'
  | 'tryIt.kind.unknown'
  | 'tryIt.scheme'
  | WhereKey
>;

type WhereKey = 'tryIt.where.header' | 'tryIt.where.query' | 'tryIt.where.http' | 'tryIt.where.unsupported';

/** A scheme as the console knows it, or only by its summary (the build's English words). */
type SchemeWhere = Pick<TryItScheme, 'summary'> & Partial<Pick<TryItScheme, 'type' | 'in' | 'name' | 'docType'>>;

/**
 * Where a scheme's credential goes, in the page's words: "header X-Access-Token", "query
 * access_token", "HTTP bearer"; the header, parameter and scheme names as the document writes them.
 * A scheme the console does not support is named by its type: "oauth2 (not supported by the console)".
 */
export function schemeWhere(scheme: SchemeWhere, t: Pick<UiStrings, WhereKey>): string {
  if (scheme.type === 'apiKey' && scheme.in && scheme.name !== undefined)
    return fill(t[`tryIt.where.${scheme.in}`], { name: scheme.name });
  if (scheme.type === 'bearer' || scheme.type === 'basic') return fill(t['tryIt.where.http'], { scheme: scheme.type });
  if (scheme.type === 'unsupported' && scheme.docType !== undefined)
    return fill(t['tryIt.where.unsupported'], { type: scheme.docType });
  return scheme.summary;
}

/** "Private token", "Read-only token"; "Token" when the kind is unknown. */
export const kindLabel = (kind: TokenKind | undefined, t: KindStrings) => t[`tryIt.kind.${kind ?? 'unknown'}`];

/** A scheme as a reader names it: "Public token, header X-Access-Token" (never its key alone). */
export const schemeLabel = (scheme: Pick<TryItScheme, 'kind'> & SchemeWhere, t: KindStrings) =>
  fill(t['tryIt.scheme'], { kind: kindLabel(scheme.kind, t), summary: schemeWhere(scheme, t) });

/** Read-write and private tokens must stay secret: they belong on a server. */
export const isServerSideKind = (kind: TokenKind | undefined) => kind === 'read-write' || kind === 'private';

/** The texts of `tokenNeed`, in the page's language (the catalogue's `tryIt.*`). */
export type TokenNeedStrings = Pick<
  UiStrings,
  | 'tryIt.noTokenNeeded'
  | 'tryIt.needs'
  | 'tryIt.needsToken'
  | 'tryIt.needsCredential'
  | 'tryIt.needsWhere'
  | 'tryIt.or'
  | `tryIt.need.${TokenKind}`
  | WhereKey
>;

/** A kind as the need sentences name it ("read-only" in "a read-only token"), in the page's words. */
export const kindNeedName = (kind: TokenKind, t: Pick<UiStrings, `tryIt.need.${TokenKind}`>) => t[`tryIt.need.${kind}`];

/** What the operation needs, in words: "a read-only or read-write token (query access_token)". */
export function tokenNeed(op: Pick<TryItOperation, 'security' | 'schemes'>, t: TokenNeedStrings): string {
  if (op.security.length === 0) return t['tryIt.noTokenNeeded'];
  const each = <T>(pick: (scheme: TryItOperation['schemes'][string]) => T) => [
    ...new Set(
      op.security
        .flat()
        .map((key) => op.schemes[key] && pick(op.schemes[key]))
        .filter(Boolean),
    ),
  ];
  const kinds = each((scheme) => scheme.kind).filter((kind): kind is TokenKind => Boolean(kind));
  const where = each((scheme) => schemeWhere(scheme, t));
  const what = kinds.length
    ? fill(t['tryIt.needsToken'], { kinds: kinds.map((kind) => kindNeedName(kind, t)).join(t['tryIt.or']) })
    : t['tryIt.needsCredential'];
  return fill(t['tryIt.needs'], {
    what,
    where: where.length ? fill(t['tryIt.needsWhere'], { where: where.join('; ') }) : '',
  });
}

/** The schemes of one security alternative (by its index in `op.security`), unknown keys left out. */
export const alternativeSchemes = (op: Pick<TryItOperation, 'security' | 'schemes'>, alternative: number) =>
  (op.security[alternative] ?? []).map((key) => op.schemes[key]).filter(Boolean);

/** Whether every way to call the operation takes a token that belongs server-side. */
export const needsServerSideToken = (op: Pick<TryItOperation, 'security' | 'schemes'>) =>
  op.security.length > 0 && op.security.every((alt) => alt.some((key) => isServerSideKind(op.schemes[key]?.kind)));

/** A secret as shown when not revealed: its last four characters only when it is long enough to spare them. */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  return secret.length >= 12 ? `••••••••${secret.slice(-4)}` : '••••••••';
}

/**
 * The spellings a copy may give a secret: as typed, percent-encoded (a path; a query, which
 * URLSearchParams form-encodes: `+` for a space, `%7E` for `~`), inside JSON and Python string
 * literals (`\"`, `\\`), inside a shell's single quotes (`'\''`), and those in each other (a
 * query in a JSON string). Masking only the typed and encodeURIComponent forms left a token with a
 * quote, a backslash, a `~` or a space readable in the copies.
 */
function spellings(secret: string): Set<string> {
  const encoded = [secret, encodeURIComponent(secret), new URLSearchParams([['', secret]]).toString().slice(1)];
  const forms = new Set<string>();
  for (const form of encoded) {
    forms.add(form);
    forms.add(JSON.stringify(form).slice(1, -1));
    forms.add(form.replace(/'/g, `'\\''`));
  }
  return forms;
}

/** Replaces every occurrence of each secret in a text (in every spelling a copy gives it) by its mask. */
export function maskSecrets(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets.filter((s) => s.length > 0).sort((a, b) => b.length - a.length)) {
    const forms = [...spellings(secret)].sort((a, b) => b.length - a.length);
    for (const form of forms) out = out.split(form).join(maskSecret(secret));
  }
  return out;
}
