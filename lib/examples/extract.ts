import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseMeta } from '../utils/fence-meta';
import { extractCurl } from './curl';
import { extractFetch } from './fetch';
import { extractHttp } from './http';
import type { HttpExample } from './types';

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'curl']);
const SCRIPT = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript', 'mjs']);

/** An example found in a file: the request or body, its file line, and its `skip-check` reason if marked. */
export interface FoundExample {
  example: HttpExample;
  line: number;
  /** `skip-check="reason"` on the code block; an empty string when the reason is missing. */
  skip?: string;
}

/** The examples of one code block: curl in shell blocks, http blocks, fetch calls, marked JSON bodies. */
function blockExamples(node: Code): HttpExample[] {
  const lang = (node.lang ?? '').toLowerCase();
  const meta = parseMeta(node.meta);
  if (lang === 'json' && meta.has('operation')) {
    let body: HttpExample['body'];
    try {
      body = { value: JSON.parse(node.value) };
    } catch (error) {
      body = { invalid: `the block is not valid JSON: ${(error as Error).message}` };
    }
    return [
      {
        kind: 'json',
        line: -1,
        headers: [],
        query: [],
        body,
        operation: meta.get('operation'),
        status: meta.get('status'),
      },
    ];
  }
  if (SHELL.has(lang)) return extractCurl(node.value);
  if (lang === 'http') return extractHttp(node.value);
  if (SCRIPT.has(lang)) return extractFetch(node.value);
  return [];
}

/**
 * Every HTTP example of a Markdown tree, with file lines (the tree's lines plus `lineOffset`, the
 * frontmatter's length). Code that is not an HTTP example (SDK calls, installs) gives none.
 */
export function extractExamples(tree: Root, lineOffset = 0): FoundExample[] {
  const found: FoundExample[] = [];
  visit(tree, 'code', (node: Code) => {
    const fence = (node.position?.start.line ?? 0) + lineOffset;
    const skip = parseMeta(node.meta).get('skip-check');
    for (const example of blockExamples(node)) found.push({ example, line: fence + 1 + example.line, skip });
  });
  return found;
}
