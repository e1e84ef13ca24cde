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

  it('lists each locale’s translated pages under a heading naming its language, and nothing for a locale without any', () => {
    const start = docs.find((d) => d.id === 'guide/start');
    if (!start) throw new Error('fixture: guide/start');
    const french = {
      ...start,
      href: '/fr/docs/guide/start',
      locale: 'fr',
      frontmatter: { ...start.frontmatter, title: 'Démarrer' },
    };
    const withLocales = buildLlmsTxt({
      ...input,
      translations: [
        {
          label: 'Français',
          lang: 'fr-FR',
          docs: [french],
          metas: input.metas,
          posts: [{ title: 'Bienvenue', href: '/fr/blog/welcome' }],
        },
        { label: 'العربية', lang: 'ar', docs: [], metas: input.metas, posts: [] },
      ],
    });
    expect(withLocales.match(/^## .+$/gm)).toEqual([
      '## Docs',
      '## API references',
      '## Français (French (France), fr-FR)',
      '## Optional',
    ]);
    const [intro, links] = withLocales.split('## Français (French (France), fr-FR)\n\n')[1].split('\n\n');
    expect(intro).toBe(
      'The pages translated into French (France), at their own URLs. Every other page of this locale is the English page listed above.',
    );
    expect(links.split('\n')).toEqual([
      expect.stringMatching(/^- \[Démarrer\]\(https:\/\/docs\.acme\.com\/fr\/docs\/guide\/start\.md\)/),
      '- [Bienvenue](https://docs.acme.com/fr/blog/welcome)',
    ]);
    // A site with no locale (the shipped one) gets exactly what it got before.
    expect(buildLlmsTxt({ ...input, translations: [] })).toBe(buildLlmsTxt(input));
  });
});
