import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ClaimApi, ClaimOperation } from './operations';
import { type Piece, pieceOffset, type Sentence, sentencesOf } from './sentences';

/**
 * The build's checks of what the docs' prose and samples say about the API references: a token
 * kind named next to an operation, a status said of an operation, a bounded query parameter's
 * value in a code block. Each is a rule the prose can break while every link and example still
 * passes; each reports the file, line and column, what was wrong and what the document says.
 */

/** A file whose prose is checked: its path, parsed Markdown, the text it was parsed from, frontmatter length. */
export interface ClaimSource {
  file: string;
  tree: Root;
  /** The Markdown the tree was parsed from, for exact columns; without it, a claim is placed at its node. */
  text?: string;
  lineOffset: number;
  /** Added to every column: the indentation of a description in a YAML document. */
  columnOffset?: number;
  /** The page's route, for relative and same-page (`#operationId`) links. */
  href?: string;
}

/** An operation a sentence refers to, and where in the sentence. */
interface Mention {
  op: ClaimOperation;
  /** Index in the sentence's text. */
  at: number;
}

const METHOD_PATH = /^(GET|PUT|POST|PATCH|DELETE|HEAD|OPTIONS)\s+(\/\S*)$/;
const trimSlashes = (path: string) => path.replace(/\/+$/, '').split(/[?#]/)[0];

/** How a concrete path fits a template: null when it does not, else its count of literal segments. */
function templateFit(template: string, path: string): number | null {
  const t = trimSlashes(template).split('/');
  const p = trimSlashes(path).split('/');
  if (t.length !== p.length) return null;
  let literal = 0;
  for (let i = 0; i < t.length; i++) {
    if (/^\{[^}]+\}$/.test(t[i])) continue;
    if (t[i] !== p[i]) return null;
    literal++;
  }
  return literal;
}

/** The reference operations a page can refer to: by link (any reference) and by `METHOD /path` (its own). */
export interface ClaimIndex {
  /** Every reference, for links (a link names its reference by route). */
  all: ClaimApi[];
  /** The references whose operations a `METHOD /path` code span may name (the page's version's). */
  own: ClaimApi[];
}

/** The operation a link points at: `/api/<id>#<operationId>` or a split page's `/api/<id>/<page>#<operationId>`. */
function linkedOperation(url: string, href: string | undefined, apis: ClaimApi[]): ClaimOperation | undefined {
  const [beforeHash, hash] = url.split('#', 2);
  if (!hash) return undefined;
  let pathname = beforeHash.split('?', 1)[0] || (href ?? '');
  if (!pathname || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(pathname)) return undefined;
  if (!pathname.startsWith('/')) pathname = new URL(pathname, `https://site.invalid${href ?? '/'}`).pathname;
  pathname = pathname.replace(/\/+$/, '');
  const api = apis
    .filter((a) => pathname === a.href || pathname.startsWith(`${a.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {}
  return api?.operations.find((op) => op.id === id);
}

/** The one operation a `METHOD /path` code span names, if exactly one of the references has it. */
function spannedOperation(code: string, apis: ClaimApi[]): ClaimOperation | undefined {
  const m = METHOD_PATH.exec(code.trim());
  if (!m) return undefined;
  const fits = apis
    .flatMap((api) => api.operations)
    .filter((op) => op.method === m[1])
    .map((op) => ({ op, fit: templateFit(op.path, m[2]) }))
    .filter((f): f is { op: ClaimOperation; fit: number } => f.fit !== null)
    .sort((a, b) => b.fit - a.fit);
  if (fits.length === 0 || (fits.length > 1 && fits[1].fit === fits[0].fit)) return undefined;
  return fits[0].op;
}

/** The operations a sentence refers to: links to them, and code spans naming `METHOD /path`. */
function mentions(s: Sentence, index: ClaimIndex, href: string | undefined): Mention[] {
  const found: Mention[] = [];
  s.pieces.forEach((piece, i) => {
    const op =
      piece.kind === 'link'
        ? (linkedOperation(piece.url, href, index.all) ?? spannedOperation(piece.value.replace(/`/g, ''), index.own))
        : piece.kind === 'code'
          ? spannedOperation(piece.value, index.own)
          : undefined;
    if (op) found.push({ op, at: s.starts[i] });
  });
  return found;
}

/** Clause boundaries: a claim and its negation, or a status and its operation, are in one clause. */
const CLAUSE = /[,;:—–()]|\s-\s/g;
const NEGATION =
  /\b(?:not|never|no|nor|without|instead\s+of|rather\s+than|unlike|except|neither|cannot)\b|n['’]t\b|\bnon-/i;

/** Where the clause holding index `at` of the text starts. */
function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.matchAll(CLAUSE)) {
    if (m.index >= at) break;
    start = m.index + m[0].length;
  }
  return start;
}

/** Whether the words before index `at`, in its clause, negate it ("not a private token", "never `404`"). */
const negated = (text: string, at: number) => NEGATION.test(text.slice(clauseStart(text, at), at));

/** The piece holding index `at` of a sentence's text, and the index within the piece. */
function pieceAt(s: Sentence, at: number): { piece: Piece; within: number } {
  let i = s.starts.length - 1;
  while (i > 0 && s.starts[i] > at) i--;
  const piece = s.pieces[i];
  return { piece, within: Math.max(0, at - s.starts[i] - (piece.kind === 'code' ? 1 : 0)) };
}

/** `file:line:column` of index `at` of a sentence. */
function place(source: ClaimSource, s: Sentence, at: number): string {
  const { piece, within } = pieceAt(s, at);
  const offset = pieceOffset(piece, within, source.text);
  if (offset !== undefined && source.text !== undefined) {
    const before = source.text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n') + (source.columnOffset ?? 0);
    return `${source.file}:${line + source.lineOffset}:${column}`;
  }
  const start = piece.node.position?.start ?? { line: 0, column: 0 };
  return `${source.file}:${start.line + source.lineOffset}:${start.column + (source.columnOffset ?? 0)}`;
}

const opName = (op: ClaimOperation) => `${op.api}#${op.id} (${op.method} ${op.path})`;
const kindList = (kinds: Iterable<string>) => {
  const list = [...kinds].map((k) => `${k} token`);
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}` : (list[0] ?? 'no token');
};
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The token kinds a sentence names, not negated: a kind's words (`private`, `read-only`), or a list
 * of them (`READ-ONLY or READ-WRITE`), then `token(s)`, `access token(s)` or `key(s)`.
 */
function namedKinds(text: string, vocabulary: Set<string>): Array<{ kind: string; at: number; phrase: string }> {
  const kinds = [...vocabulary].sort((a, b) => b.length - a.length);
  if (kinds.length === 0) return [];
  const kindRe = (k: string) => k.split(' ').map(escape).join('[\\s-]+');
  const one = `(?:${kinds.map(kindRe).join('|')})`;
  const phrase = new RegExp(
    `\\b${one}(?:\\s*(?:,|/|\\bor\\b|\\band\\b)\\s*${one})*\\s+(?:access\\s+)?(?:tokens?|keys?)\\b`,
    'gi',
  );
  const found: Array<{ kind: string; at: number; phrase: string }> = [];
  for (const m of text.matchAll(phrase)) {
    for (const k of m[0].matchAll(new RegExp(one, 'gi'))) {
      const at = m.index + k.index;
      if (negated(text, at)) continue;
      const kind = kinds.find((candidate) => new RegExp(`^${kindRe(candidate)}$`, 'i').test(k[0]));
      if (kind) found.push({ kind, at, phrase: m[0].replace(/\s+/g, ' ') });
    }
  }
  return found;
}

/**
 * Token kinds: a sentence that refers to operations and names token kinds must name at least one
 * kind one of them takes ("[Upsert](/api/profiles#upsertProfile) with your private token" is wrong:
 * it takes a public token). Only kinds of the operations' own references count (a Content API
 * operation next to "private token" is not read), and a negated kind ("never the private token")
 * claims nothing.
 */
function tokenKindProblems(source: ClaimSource, s: Sentence, ops: Mention[]): string[] {
  if (ops.length === 0) return [];
  const vocabulary = new Set(ops.flatMap(({ op }) => [...op.apiKinds]));
  const rowKind = s.tokenCell && cellKind(s.tokenCell.text, vocabulary);
  if (s.tokenCell && rowKind) return tokenRowProblems(source, s, rowKind, ops);
  const named = namedKinds(s.text, vocabulary);
  if (named.length === 0) return [];
  const taken = new Set(ops.flatMap(({ op }) => [...op.kinds]));
  if (taken.size === 0 || named.some((n) => taken.has(n.kind))) return [];
  const first = named[0];
  const unique = [...new Map(ops.map(({ op }) => [`${op.api}#${op.id}`, op])).values()];
  const takes = unique.map((op) => `${opName(op)} takes a ${kindList(op.kinds)}`).join('; ');
  return [
    `${place(source, s, first.at)}: "${first.phrase}" is said of an operation that does not take it: ${takes} ` +
      `(its security requirements in ${unique[0].file}); name the token the operation takes`,
  ];
}

/** The kind a table's "Token" cell names on its own (`Private`, `**READ-ONLY**`, `Public token`), if one. */
function cellKind(cell: string, vocabulary: Set<string>): string | undefined {
  const words = cell
    .replace(/[*_`]/g, '')
    .replace(/\s+(?:access\s+)?tokens?\s*$/i, '')
    .trim();
  return [...vocabulary].find((kind) =>
    new RegExp(`^${kind.split(' ').map(escapeRegExp).join('[\\s-]+')}$`, 'i').test(words),
  );
}

/**
 * A row of a table with a "Token" column says each operation it links takes the token its cell
 * names: every one of them must (`| Private | [Upsert](#upsertProfile) |` is wrong).
 */
function tokenRowProblems(source: ClaimSource, s: Sentence, kind: string, ops: Mention[]): string[] {
  const wrong = [...new Map(ops.filter(({ op }) => !op.kinds.has(kind)).map((m) => [m.op.id, m])).values()];
  return wrong.map(
    ({ op, at: linkAt }) =>
      `${place(source, s, linkAt)}: the table's ${kind} token row links ${opName(op)}, which takes a ` +
      `${kindList(op.kinds)} (its security requirements in ${op.file}); move it to the row of the token it takes`,
  );
}

/** A status code said in prose: a code span of three digits (`404`, `409 Conflict`). */
const STATUS_SPAN = /`([1-5]\d\d)(?:\s+[A-Z][A-Za-z -]*)?`/g;
/** …or a bare one that reads as a status: "HTTP 404", "status 409", "returns 409.", "a 404 error". */
const STATUS_WORDS =
  /\b(?:(?:HTTP|status(?:\s+code)?)\s+([1-5]\d\d)\b|(?:returns?|returned|answers?|answered|responds?\s+with|fails?\s+with)\s+(?:(?:a|an|with)\s+)?([1-5]\d\d)(?=\s*(?:[.,;:)]|$|\b(?:if|when|for|and|or|on|instead|because|unless|response|error|status)\b))|\b(?:a|an)\s+([1-5]\d\d)\s+(?:response|error|status)\b)/gi;

/** The statuses a sentence says, with where each is. */
function statusesOf(text: string): Array<{ status: string; at: number }> {
  const found: Array<{ status: string; at: number }> = [];
  for (const m of text.matchAll(STATUS_SPAN)) found.push({ status: m[1], at: m.index });
  for (const m of text.matchAll(STATUS_WORDS)) {
    const status = m[1] ?? m[2] ?? m[3];
    // A bare status inside a code span is the span's.
    if (!found.some((f) => f.status === status && Math.abs(f.at - m.index) < m[0].length + 2))
      found.push({ status, at: m.index + m[0].lastIndexOf(status) });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Whether an operation's document gives it a status: the status itself, its range (`4XX`) or a `default`. */
const hasStatus = (op: ClaimOperation, status: string) =>
  op.statuses.some((s) => s === status || s === 'default' || s.toUpperCase() === `${status[0]}XX`);

/**
 * The operation a status is said of: the nearest one before it in its clause ("[Lookup](…) returns
 * `404`"), else one right after it through "from" or "of" ("a `404` from [lookup](…)"); none when
 * the clause says it of something else ("when [lookup](…) fails, the agent answers `502`").
 */
function statusOperation(text: string, at: number, ops: Mention[]): ClaimOperation | undefined {
  const start = clauseStart(text, at);
  const before = ops.filter((m) => m.at >= start && m.at < at);
  if (before.length) return before[before.length - 1].op;
  const after = ops.find((m) => m.at > at);
  if (!after) return undefined;
  const between = text.slice(at, after.at).replace(/^`?\d{3}(?:\s+[A-Z][A-Za-z -]*)?`?/, '');
  return /^\s*(?:response|error|status)?\s*(?:from|of)\s+(?:the\s+)?$/i.test(between) ? after.op : undefined;
}

/**
 * Statuses: a status a sentence says an operation returns must be one of the operation's
 * responses in its document (or covered by a `4XX` range or a `default` response). Negated
 * statuses ("never answers `404`") claim nothing.
 */
function statusProblems(source: ClaimSource, s: Sentence, ops: Mention[]): string[] {
  if (ops.length === 0) return [];
  const problems: string[] = [];
  for (const { status, at } of statusesOf(s.text)) {
    const op = statusOperation(s.text, at, ops);
    if (!op || hasStatus(op, status) || negated(s.text, at)) continue;
    problems.push(
      `${place(source, s, at)}: ${status} is said of ${opName(op)}, which has no ${status} response in ` +
        `${op.file} (its responses: ${op.statuses.join(', ')}); name a status the operation has, or add the response to the document`,
    );
  }
  return problems;
}

/**
 * Bounded parameters in code: a query parameter with an integer minimum or maximum in a reference
 * (`page_size`, at most 100), set to a literal number in a code block that calls that reference
 * (the block names one of its servers' hosts), must be within the loosest bound of the operations
 * taking it. Reads `name=200`, `name: 200`, `"name": "200"` and `('name', '200')`.
 */
function boundProblems(source: ClaimSource, apis: ClaimApi[]): string[] {
  const problems: string[] = [];
  visit(source.tree, 'code', (node: Code) => {
    const fence = (node.position?.start.line ?? 0) + source.lineOffset;
    for (const api of apis) {
      if (!api.hosts.some((host) => node.value.includes(host))) continue;
      for (const bound of api.bounds) {
        const re = new RegExp(
          `(?<![\\w-])${escapeRegExp(bound.name)}(?:['"]?\\s*[:=]\\s*|['"]\\s*,\\s*)['"]?(-?\\d+)(?![\\w.])`,
          'g',
        );
        for (const m of node.value.matchAll(re)) {
          const value = Number(m[1]);
          const tooBig = bound.maximum !== undefined && value > bound.maximum;
          const tooSmall = bound.minimum !== undefined && value < bound.minimum;
          if (!tooBig && !tooSmall) continue;
          const before = node.value.slice(0, m.index);
          const line = fence + before.split('\n').length;
          const column = m.index - before.lastIndexOf('\n');
          const range =
            bound.minimum !== undefined && bound.maximum !== undefined
              ? `${bound.minimum} to ${bound.maximum}`
              : bound.maximum !== undefined
                ? `at most ${bound.maximum}`
                : `at least ${bound.minimum}`;
          problems.push(
            `${source.file}:${line}:${column}: ${bound.name} ${value} in a call to the ${api.id} API: ` +
              `${api.file} allows ${range} (${bound.operations.join(', ')})`,
          );
        }
      }
    }
  });
  return problems;
}

/**
 * Checks the prose and code of each source against the references: token kinds and statuses said
 * of operations, and bounded parameters' values in code. `index.own` is the references of the
 * sources' docs version (the site's, or a cut version's pinned ones).
 */
export function checkClaims(sources: ClaimSource[], index: ClaimIndex): string[] {
  const errors: string[] = [];
  for (const source of sources) {
    for (const s of sentencesOf(source.tree)) {
      const ops = mentions(s, index, source.href);
      if (ops.length === 0) continue;
      errors.push(...tokenKindProblems(source, s, ops), ...statusProblems(source, s, ops));
    }
    errors.push(...boundProblems(source, index.own));
  }
  return errors;
}
