import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocs, loadMetaFiles } from '../content/load';
import { buildLlmsTxt, type LlmsTxtInput, markdownHref } from './llms-txt';

const root = path.join(import.meta.dirname, '../content/__fixtures__/site');
const docs = loadDocs({ root, includeDrafts: false });

const input: LlmsTxtInput = {
  site: {
    title: 'Developer Documentation',
    tagline: "Documentation for Acme's APIs and SDKs",
    url: 'https://docs.acme.com',
    productName: 'Acme',
  },
  docs,
  metas: loadMetaFiles({ root }),
  apiReferences: [
    { title: 'Content API', href: '/api/content.md', description: 'Search and tag content.' },
    { title: 'Profiles API', href: '/api/profiles.md' },
  ],
  posts: [{ title: 'Welcome [beta]', href: '/blog/welcome', description: 'A tour\nof the portal.' }],
};

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt(input);
  const section = (name: string) => text.split(`## ${name}\n\n`)[1]?.split('\n\n')[0].trimEnd().split('\n') ?? [];

  it('links the MCP endpoint and the page on connecting, when given', () => {
    const withMcp = buildLlmsTxt({ ...input, mcp: { endpoint: '/mcp', guide: '/docs/ai-agents/mcp-server' } });
    const lines = withMcp.split('## MCP server\n\n')[1]?.split('\n\n')[0].split('\n') ?? [];
    expect(lines[0]).toMatch(/^- \[MCP endpoint\]\(https:\/\/docs\.acme\.com\/mcp\): Model Context Protocol server/);
    expect(lines[1]).toBe('- [Connect an MCP client](https://docs.acme.com/docs/ai-agents/mcp-server.md)');
    expect(text).not.toContain('MCP');
  });

  it('follows llmstxt.org: title, quoted summary, a paragraph, then H2 sections of links', () => {
    const [title, summary, paragraph] = text.split('\n\n');
    expect(title).toBe('# Developer Documentation');
    expect(summary).toBe("> Documentation for Acme's APIs and SDKs");
    expect(paragraph).toMatch(/^This is the developer documentation of Acme/);
    expect(text.match(/^## .+$/gm)).toEqual(['## Docs', '## API references', '## Optional']);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('lists every published doc in sidebar order, linking to its markdown copy', () => {
    expect(section('Docs').map((line) => /\]\(([^)]+)\)/.exec(line)?.[1])).toEqual([
      'https://docs.acme.com/docs/guide/start.md',
      'https://docs.acme.com/docs/guide/usage.md',
      'https://docs.acme.com/docs/guide/advanced/alpha.md',
      'https://docs.acme.com/docs/guide/advanced/zeta.md',
      'https://docs.acme.com/docs/top.md',
    ]);
    expect(section('Docs')).toHaveLength(docs.length);
    expect(text).not.toContain('secret');
  });

  it('uses titles and descriptions, on one line each, with link text escaped', () => {
    const start = docs.find((d) => d.id === 'guide/start')!;
    expect(section('Docs')[0]).toBe(
      `- [${start.frontmatter.title}](https://docs.acme.com/docs/guide/start.md)` +
        `${start.frontmatter.description ? `: ${start.frontmatter.description}` : ''}`,
    );
    expect(section('API references')).toEqual([
      '- [Content API](https://docs.acme.com/api/content.md): Search and tag content.',
      '- [Profiles API](https://docs.acme.com/api/profiles.md)',
    ]);
    expect(section('Optional')).toEqual([
      '- [Welcome \\[beta\\]](https://docs.acme.com/blog/welcome): A tour of the portal.',
    ]);
  });

  it('leaves out empty sections', () => {
    const bare = buildLlmsTxt({ ...input, docs: [], apiReferences: [], posts: [] });
    expect(bare).not.toContain('##');
  });
});

describe('markdownHref', () => {
  it('appends .md to a route', () => {
    expect(markdownHref('/docs/a/b')).toBe('/docs/a/b.md');
    expect(markdownHref('/docs')).toBe('/docs.md');
    expect(markdownHref('/api/content/')).toBe('/api/content.md');
  });
});
