import type { Definition, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** A node's place in the Markdown it was parsed from. */
interface Positioned {
  type: string;
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
}

/** One piece of a sentence: prose, an inline code span, or a link (its text flattened, its URL kept). */
export type Piece =
  | { kind: 'text'; value: string; node: Positioned; from: number }
  | { kind: 'code'; value: string; node: Positioned }
  | { kind: 'link'; value: string; url: string; node: Positioned };

/**
 * A sentence of prose (a table row counts as one): its pieces in order, and its text with each
 * link's text and code span's value in place (code spans between backticks).
 */
export interface Sentence {
  pieces: Piece[];
  text: string;
  /** Where each piece starts in `text`. */
  starts: number[];
  /**
   * A row of a table with a "Token" column: that cell's text and where it starts in `text`. The
   * row says every operation it links takes the token the cell names.
   */
  tokenCell?: { text: string; at: number };
}

interface Parent extends Positioned {
  children?: Parent[];
  value?: string;
  url?: string;
  identifier?: string;
}

/** The text of a node's children (a link's label). */
const plain = (node: Parent): string =>
  node.value !== undefined ? node.value : (node.children ?? []).map((child) => plain(child)).join('');

/** The inline pieces of a phrasing node: links whole, everything else flattened to text and code. */
function pieces(node: Parent, definitions: Map<string, string>, out: Piece[]): Piece[] {
  for (const child of node.children ?? []) {
    if (child.type === 'text') out.push({ kind: 'text', value: child.value ?? '', node: child, from: 0 });
    else if (child.type === 'inlineCode') out.push({ kind: 'code', value: child.value ?? '', node: child });
    else if (child.type === 'break') out.push({ kind: 'text', value: '\n', node: child, from: 0 });
    else if (child.type === 'link' || child.type === 'linkReference') {
      const url = child.type === 'link' ? child.url : definitions.get(child.identifier?.toLowerCase() ?? '');
      if (url === undefined) pieces(child, definitions, out);
      else out.push({ kind: 'link', value: plain(child), url, node: child });
    } else if (child.children) pieces(child, definitions, out);
    // Images, HTML and MDX expressions say nothing a check reads.
  }
  return out;
}

/** A sentence ends at `.`, `!` or `?` followed by space and a capital, a code span, a link or the end. */
const BOUNDARY = /[.!?]\s+(?=[A-Z`[*_"'(]|$)|[.!?]$/g;

/** Splits a paragraph's pieces into sentences at the boundaries inside its text pieces. */
function split(all: Piece[]): Piece[][] {
  const sentences: Piece[][] = [[]];
  for (const piece of all) {
    if (piece.kind !== 'text') {
      sentences[sentences.length - 1].push(piece);
      continue;
    }
    let from = 0;
    for (const m of piece.value.matchAll(BOUNDARY)) {
      const end = m.index + m[0].length;
      sentences[sentences.length - 1].push({ ...piece, value: piece.value.slice(from, end), from: piece.from + from });
      sentences.push([]);
      from = end;
    }
    if (from < piece.value.length)
      sentences[sentences.length - 1].push({ ...piece, value: piece.value.slice(from), from: piece.from + from });
  }
  return sentences.filter((s) => s.length > 0);
}

function sentence(list: Piece[]): Sentence {
  let text = '';
  const starts: number[] = [];
  for (const piece of list) {
    starts.push(text.length);
    text += piece.kind === 'code' ? `\`${piece.value}\`` : piece.value;
  }
  return { pieces: list, text, starts };
}

/** The header of a table column naming token kinds: "Token", "Access token", "Tokens". */
const TOKEN_HEADER = /^\W*(?:access\s+)?tokens?\W*$/i;

/** A table row as one sentence, its cells joined by ` | `; `tokenColumn` is the "Token" column's index, or -1. */
function tableRow(row: Parent, tokenColumn: number, definitions: Map<string, string>): Sentence {
  const list: Piece[] = [];
  let tokenCell: Sentence['tokenCell'];
  (row.children ?? []).forEach((cell, i) => {
    if (list.length) list.push({ kind: 'text', value: ' | ', node: cell, from: -1 });
    const first = list.length;
    pieces(cell, definitions, list);
    if (i === tokenColumn && list.length > first) tokenCell = { text: plain(cell), at: first };
  });
  const s = sentence(list);
  if (tokenCell) s.tokenCell = { text: tokenCell.text, at: s.starts[tokenCell.at] };
  return s;
}

/**
 * Every sentence of a Markdown tree's prose: paragraphs (in lists, quotes and admonitions too),
 * headings, and table rows (a row is one sentence, its cells joined by ` | `). Code blocks are not
 * prose.
 */
export function sentencesOf(tree: Root): Sentence[] {
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node: Definition) => {
    definitions.set(node.identifier.toLowerCase(), node.url);
  });
  const out: Sentence[] = [];
  visit(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      for (const list of split(pieces(node as Parent, definitions, []))) out.push(sentence(list));
      return 'skip';
    }
    if (node.type === 'table') {
      const [header, ...rows] = (node as Parent).children ?? [];
      const tokenColumn = (header?.children ?? []).findIndex((cell) => TOKEN_HEADER.test(plain(cell)));
      for (const row of header ? [header, ...rows] : [])
        out.push(tableRow(row, row === header ? -1 : tokenColumn, definitions));
      return 'skip';
    }
  });
  return out;
}

/** Where a piece of a sentence is, as a place in the source's text: its offset, or its node's start. */
export function pieceOffset(piece: Piece, at: number, source: string | undefined): number | undefined {
  const start = piece.node.position?.start.offset;
  if (start === undefined) return undefined;
  if (piece.kind !== 'text' || piece.from < 0 || source === undefined) return start;
  // The text's value may differ from the source (escapes, a list's indentation): find the word in
  // the source, as many occurrences in as it is in the node's value.
  const full = piece.from + at;
  const word = /^[^\s]+/.exec(piece.value.slice(at))?.[0] ?? '';
  if (!word) return start;
  const nodeValue = (piece.node as Parent).value ?? '';
  const before = nodeValue.slice(0, full).split(word).length - 1;
  const end = piece.node.position?.end.offset ?? source.length;
  let found = start - 1;
  for (let i = 0; i <= before; i++) {
    found = source.indexOf(word, found + 1);
    if (found < 0 || found >= end) return start;
  }
  return found;
}
