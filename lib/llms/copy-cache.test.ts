import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { mdxToMarkdown } from '../markdown/mdx-to-markdown';
import type { ApiEntry } from '../openapi/catalog';
import type { ReferencePage } from '../openapi/pages';
import { COPY_CACHE_DIR, cachedApiMarkdown, cachedMdxToMarkdown } from './copy-cache';

const project = tempProjects('copies-', 'lib/markdown/mdx-to-markdown.ts');

const page = {
  title: 'Start',
  href: '/docs/start',
  siteUrl: 'https://docs.acme.com',
  filePath: 'content/docs/start.mdx',
};
const body = 'Read [the guide](./guide.mdx).\n';

describe('cachedMdxToMarkdown', () => {
  it('converts as mdxToMarkdown does, and serves a converted page from the cache', () => {
    const root = project();
    const routes = new Map([['content/docs/guide.mdx', '/docs/guide']]);
    const text = cachedMdxToMarkdown(routes, root)(body, page);
    expect(text).toBe(mdxToMarkdown(body, { ...page, fileRoutes: routes }));
    expect(text).toContain('https://docs.acme.com/docs/guide');
    const [file] = fs.readdirSync(path.join(root, COPY_CACHE_DIR));
    fs.writeFileSync(path.join(root, COPY_CACHE_DIR, file), 'from the cache');
    expect(cachedMdxToMarkdown(routes, root)(body, page)).toBe('from the cache');
  });

  it('converts again when the page, a route or the converter changes', () => {
    const root = project();
    const routes = new Map([['content/docs/guide.mdx', '/docs/guide']]);
    cachedMdxToMarkdown(routes, root)(body, page);
    const [file] = fs.readdirSync(path.join(root, COPY_CACHE_DIR));
    fs.writeFileSync(path.join(root, COPY_CACHE_DIR, file), 'stale');
    expect(cachedMdxToMarkdown(routes, root)(body, { ...page, title: 'Started' })).not.toBe('stale');
    expect(cachedMdxToMarkdown(new Map([['content/docs/guide.mdx', '/docs/moved']]), root)(body, page)).toContain(
      '/docs/moved',
    );
    fs.writeFileSync(path.join(root, 'lib/markdown/mdx-to-markdown.ts'), 'export const v = 2;\n');
    expect(cachedMdxToMarkdown(routes, root)(body, page)).not.toBe('stale');
  });
});

describe('cachedApiMarkdown', () => {
  const apiProject = tempProjects('api-copies-', 'lib/site/llms.ts');
  const page = { slug: '', title: 'Content API' } as unknown as ReferencePage;
  const entryOf = (file = 'openapi/content.yaml') =>
    ({ spec: { id: 'content', file }, layout: { pages: [page] } }) as unknown as ApiEntry;
  /** A converter that says how many times it ran. */
  const counting = () => {
    let calls = 0;
    const convert = () => `# Content API, conversion ${++calls}\n`;
    return { convert, calls: () => calls };
  };

  it('converts a reference page once, until its document, the page, the site URL or the converter changes', () => {
    const root = apiProject();
    fs.mkdirSync(path.join(root, 'openapi'));
    fs.writeFileSync(path.join(root, 'openapi/content.yaml'), 'openapi: 3.1.0\n');
    const { convert, calls } = counting();
    const url = 'https://docs.acme.com';
    const first = cachedApiMarkdown(convert, root)(entryOf(), page, url);
    expect(cachedApiMarkdown(convert, root)(entryOf(), page, url)).toBe(first);
    expect(calls()).toBe(1);
    fs.writeFileSync(path.join(root, 'openapi/content.yaml'), 'openapi: 3.1.0\ninfo: {}\n');
    cachedApiMarkdown(convert, root)(entryOf(), page, url);
    cachedApiMarkdown(convert, root)(entryOf(), { ...page, title: 'Other' } as ReferencePage, url);
    cachedApiMarkdown(convert, root)(entryOf(), page, 'https://staging.acme.com');
    expect(calls()).toBe(4);
    fs.writeFileSync(path.join(root, 'lib/site/llms.ts'), 'export const version = 2;\n');
    cachedApiMarkdown(convert, root)(entryOf(), page, url);
    expect(calls()).toBe(5);
  });
});
