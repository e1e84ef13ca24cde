import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { markdownToHtml } from '../markdown/to-html';
import { cachedMarkdownToHtml, FEED_CACHE_DIR } from './feed-cache';

const project = tempProjects('feed-', 'lib/markdown/to-html.ts');

const post = { siteUrl: 'https://docs.acme.com', href: '/blog/welcome', filePath: 'content/blog/welcome.mdx' };
const body = 'Read [the guide](/docs/start).\n';

/** A converter that says how many times it ran. */
const counting = () => {
  let calls = 0;
  const convert: typeof markdownToHtml = () => `<p>conversion ${++calls}</p>`;
  return { convert, calls: () => calls };
};

describe('cachedMarkdownToHtml', () => {
  it('gives the bytes markdownToHtml gives, and serves a converted post from the cache', () => {
    const root = project();
    const html = cachedMarkdownToHtml(markdownToHtml, root)(body, post);
    expect(html).toBe(markdownToHtml(body, post));
    expect(html).toContain('href="https://docs.acme.com/docs/start"');
    const [file] = fs.readdirSync(path.join(root, FEED_CACHE_DIR));
    fs.writeFileSync(path.join(root, FEED_CACHE_DIR, file), 'from the cache');
    expect(cachedMarkdownToHtml(markdownToHtml, root)(body, post)).toBe('from the cache');
  });

  it('converts a post again when its body, route, file, the site URL, the routes or the converter change', () => {
    const root = project();
    const { convert, calls } = counting();
    const cached = cachedMarkdownToHtml(convert, root);
    const first = cached(body, post);
    expect(cachedMarkdownToHtml(convert, root)(body, post)).toBe(first);
    expect(calls()).toBe(1);
    cached(`${body}More.\n`, post);
    cached(body, { ...post, href: '/blog/hello' });
    cached(body, { ...post, filePath: 'content/blog/hello.mdx' });
    cached(body, { ...post, siteUrl: 'https://staging.acme.com' });
    cached(body, { ...post, fileRoutes: new Map([['content/docs/start.mdx', '/docs/start']]) });
    expect(calls()).toBe(6);
    fs.writeFileSync(path.join(root, 'lib/markdown/to-html.ts'), 'export const version = 2;\n');
    cachedMarkdownToHtml(convert, root)(body, post);
    expect(calls()).toBe(7);
  });

  it('still converts when the cache cannot be written', () => {
    const root = project();
    fs.writeFileSync(path.join(root, '.next'), 'a file where the cache folder would go');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { convert, calls } = counting();
      expect(cachedMarkdownToHtml(convert, root)(body, post)).toBe('<p>conversion 1</p>');
      expect(cachedMarkdownToHtml(convert, root)(body, post)).toBe('<p>conversion 2</p>');
      expect(calls()).toBe(2);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
