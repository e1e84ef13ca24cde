import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse';
import { extractHeadings, extractToc } from './toc';

const source = `
# Title

## Install the \`sdk\`

### With npm

## Events: \`login:success\`

#### Too deep

## Install the sdk

## Install the \`sdk\`
`;

describe('extractToc', () => {
  it('keeps h2–h3 in order with depth', () => {
    expect(extractToc(parseMarkdown(source))).toEqual([
      { id: 'install-the-sdk', text: 'Install the sdk', depth: 2 },
      { id: 'with-npm', text: 'With npm', depth: 3 },
      { id: 'events-loginsuccess', text: 'Events: login:success', depth: 2 },
      { id: 'install-the-sdk-1', text: 'Install the sdk', depth: 2 },
      { id: 'install-the-sdk-2', text: 'Install the sdk', depth: 2 },
    ]);
  });

  it('honours other depth ranges', () => {
    expect(extractToc(parseMarkdown(source), { minDepth: 1, maxDepth: 1 }).map((h) => h.id)).toEqual(['title']);
  });

  it('gives the same ids as rehype-slug on the rendered headings', async () => {
    const html = String(
      await unified()
        .use(remarkRehype)
        .use(rehypeSlug)
        .use(rehypeStringify)
        .run(parseMarkdown(source))
        .then((t) => unified().use(rehypeStringify).stringify(t)),
    );
    const rendered = [...html.matchAll(/<h\d id="([^"]+)"/g)].map((m) => m[1]);
    expect(rendered).toEqual(extractHeadings(parseMarkdown(source)).map((h) => h.id));
  });
});
