import { describe, expect, it } from 'vitest';
import { loadDocs } from '../content/load';
import { parseMarkdown } from '../markdown/parse';
import { extractHeadings } from '../markdown/toc';
import { checkSite } from './check';
import { loadContentGraph } from './graph-load';

// The docs pages the product specification lists, at their exact routes.
const SPEC_DOC_IDS = [
  ...[
    'action-dispatcher',
    'component-methods',
    'custom-login-component',
    'event-listener',
    'flexgrid-navigation',
    'form-methods',
    'geo-location',
    'intro',
    'metric-events',
    'navigation-functions',
    'personalization',
    'question-component',
    'reveal-component',
    'translations',
    'unfurling',
    'user-id',
  ].map((s) => `experience-sdk/${s}`),
  ...['custom-component-renderers', 'custom-text-builders', 'middleware', 'overridable-components', 'structure'].map(
    (s) => `experience-sdk/overriding-components/${s}`,
  ),
  'acme-moments/agent',
  'acme-moments/intro',
  'acme-profiles/intro',
  'acme-profiles/profiles-api',
  'acme-profiles/profiles-sdk',
];

/**
 * Pages the portal adds to the specification's: how to connect an agent over MCP, and the Content API
 * guide that the reference links to (issue 40).
 */
const ADDED_DOC_IDS = ['ai-agents/mcp-server', 'content-api/guide'];

const docs = loadDocs({ includeDrafts: false });

/** Words of prose: the body without fenced code, inline code, tags and markdown punctuation. */
function proseWords(body: string): number {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*|:\-[\]()>_]/g, ' ');
  return text.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;
}

describe('the docs content', () => {
  it('has exactly the 26 pages of the specification, and the pages added to it', () => {
    expect(docs.map((d) => d.id).sort()).toEqual([...SPEC_DOC_IDS, ...ADDED_DOC_IDS].sort());
  });

  it.each([...SPEC_DOC_IDS, ...ADDED_DOC_IDS])(
    '%s has real content: 300+ words, h2 sections and a code example',
    (id) => {
      const doc = docs.find((d) => d.id === id)!;
      expect(proseWords(doc.body)).toBeGreaterThanOrEqual(300);
      expect(extractHeadings(parseMarkdown(doc.body)).filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(2);
      expect(doc.body).toMatch(/```[a-z]+/);
      expect(doc.frontmatter.description).toBeTruthy();
    },
  );

  it('passes the build-time content check (docs, pages, blog, API anchors) ' +
    'with no errors and no warnings', async () => {
    const graph = loadContentGraph();
    const report = checkSite(graph, await graph.apis());
    expect(report).toEqual({ errors: [], warnings: [] });
  }, 60_000);
});
