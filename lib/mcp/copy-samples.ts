import type { Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { sectionOf } from './pages';

/** One request sample of an operation as `get_operation` gives it. */
export interface OperationSample {
  /** As the reference page's tab says: "curl", "Profiles SDK", or the document's own label. */
  label: string;
  /** The code block's language (`sh`, `ts`, …), when it has one. */
  lang?: string;
  source: string;
}

const markdown = unified().use(remarkParse);

/** The label paragraph of a sample ("Profiles SDK:"), or undefined for anything else. */
function labelOf(node: RootContent | undefined): string | undefined {
  if (node?.type !== 'paragraph') return undefined;
  const text = mdastToString(node);
  return text.endsWith(':') ? text.slice(0, -1) : undefined;
}

/**
 * The request samples of an operation's section of a reference's Markdown copy: the blocks under
 * "**Request samples**", each after its "<label>:" line (lib/openapi/to-markdown.ts writes them from
 * lib/site/copy-samples.ts). So `get_operation` gives what the copy gives: the document's own
 * samples, curl and the SDK's call, read from the build's files like every other answer.
 */
export function samplesInSection(section: string): OperationSample[] {
  const nodes = (markdown.parse(section) as Root).children;
  const start = nodes.findIndex(
    (node) =>
      node.type === 'paragraph' && node.children[0]?.type === 'strong' && mdastToString(node) === 'Request samples',
  );
  const samples: OperationSample[] = [];
  for (let i = start + 1; start >= 0 && i + 1 < nodes.length; i += 2) {
    const label = labelOf(nodes[i]);
    const code = nodes[i + 1];
    if (label === undefined || code.type !== 'code') break;
    samples.push({ label, ...(code.lang ? { lang: code.lang } : {}), source: code.value });
  }
  return samples;
}

/**
 * The request samples of an operation from the Markdown copy of the reference page that holds it
 * (`/api/<id>`, or one page of a split reference), none when no copy has its section.
 */
export function operationSamples(pages: ReadonlyMap<string, string>, api: string, operationId: string) {
  for (const [route, text] of pages) {
    if (route !== `/api/${api}` && !route.startsWith(`/api/${api}/`)) continue;
    const section = sectionOf(text, operationId);
    if ('text' in section) return samplesInSection(section.text);
  }
  return [];
}
