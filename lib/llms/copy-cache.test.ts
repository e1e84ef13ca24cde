import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { mdxToMarkdown } from '../markdown/mdx-to-markdown';
import { COPY_CACHE_DIR, cachedMdxToMarkdown } from './copy-cache';

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
