import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEntry } from '../openapi/catalog';
import type { ContentGraph } from './graph';
import { loadContentGraph } from './graph-load';
import { type MarkdownCopy, markdownCopies, siteLlmsFullTxt, siteLlmsTxt } from './llms';

let graph: ContentGraph;
let apis: ApiEntry[];
let copies: MarkdownCopy[];
let full: string;

beforeAll(async () => {
  graph = loadContentGraph();
  apis = await graph.apis();
  copies = markdownCopies(graph, apis);
  full = siteLlmsFullTxt(graph, apis, copies);
}, 120_000);

const sources = (text: string) => [...text.matchAll(/^Page: (\S+)$/gm)].map((m) => m[1]);

describe('llms-full.txt of the site', () => {
  it('joins every current doc in sidebar order, then the API references, each headed by its URL', () => {
    const url = graph.config.url;
    const llms = siteLlmsTxt(graph, apis);
    const docsSection = llms.split('## Docs\n\n')[1].split('\n\n')[0];
    const sidebar = [...docsSection.matchAll(/\]\((\S+)\.md\)/g)].map((m) => m[1]);
    const listed = sources(full);
    expect(listed.slice(0, sidebar.length)).toEqual(sidebar);
    const references = listed.slice(sidebar.length);
    expect(references.length).toBe(apis.reduce((n, api) => n + api.layout.pages.length, 0));
    for (const route of references) expect(route.startsWith(`${url}/api/`)).toBe(true);
    expect(listed.some((u) => /\/docs\/\d/.test(u.slice(url.length)))).toBe(false);
  });

  it('costs at most 1.3 times the copies it joins', () => {
    const joined = copies.filter((c) => sources(full).includes(`${graph.config.url}${c.path.slice(0, -3)}`));
    const bytes = joined.reduce((n, c) => n + Buffer.byteLength(c.text), 0);
    expect(Buffer.byteLength(full) / bytes).toBeLessThanOrEqual(1.3);
  });

  it('is linked from llms.txt, whose section for agents names each API token and where it goes', () => {
    const llms = siteLlmsTxt(graph, apis);
    const agents = llms.split('## For agents\n\n')[1].split('\n\n')[0];
    expect(agents).toContain(`${graph.config.url}/llms-full.txt`);
    expect(agents).toContain('Accept: text/markdown');
    expect(agents).toContain(`${graph.config.url}/mcp`);
    expect(agents).toContain('/search-records.json');
    for (const api of apis)
      for (const scheme of api.model.securitySchemes) expect(agents).toContain(`${scheme.key} (${scheme.summary}`);
  });
});
