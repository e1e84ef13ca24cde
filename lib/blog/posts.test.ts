import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../markdown/to-html';
import { buildFeed } from './feed';
import { loadPosts } from './load';
import {
  collectTags,
  findPostNeighbours,
  formatPostDate,
  groupByYear,
  paginate,
  readingTime,
  sortPosts,
  splitExcerpt,
} from './posts';
import { isValidIsoDate } from './schema';

const fixtures = path.join(import.meta.dirname, '__fixtures__');
const posts = loadPosts({ root: path.join(fixtures, 'ok'), includeDrafts: false });

describe('loadPosts', () => {
  it('loads posts newest first with slug and date from frontmatter or file name, drafts left out', () => {
    expect(posts.map((p) => [p.slug, p.date, p.href])).toEqual([
      ['custom', '2026-03-01', '/blog/custom'],
      ['hello', '2026-01-05', '/blog/hello'],
      ['old', '2025-12-24', '/blog/old'],
    ]);
    expect(posts[0].authors.map((a) => a.name)).toEqual(['Ann Lee', 'Bo Park']);
    expect(loadPosts({ root: path.join(fixtures, 'ok'), includeDrafts: true }).map((p) => p.slug)).toContain('secret');
  });

  it('fails on an unknown author, naming the file, the field and the known authors', () => {
    expect(() => loadPosts({ root: path.join(fixtures, 'bad-author') })).toThrow(
      new RegExp(
        /content\/blog\/2026-01-05-bad\.mdx:\n\s+- frontmatter\.authors\[1\]: unknown author "carol"\. /.source +
          /Known authors \(content\/blog\/authors\.json\): ann, bo/.source,
      ),
    );
  });

  it('fails on a malformed date, naming the file and field', () => {
    expect(() => loadPosts({ root: path.join(fixtures, 'bad-date') })).toThrow(
      /content\/blog\/post\.mdx:\n\s+- line 3: frontmatter\.date: expected a date written as YYYY-MM-DD/,
    );
  });

  it('in development loads a broken post as a stand-in carrying its error, beside the good ones', () => {
    const loaded = loadPosts({ root: path.join(fixtures, 'bad-author'), keepBroken: true });
    const bad = loaded.find((p) => p.filePath === 'content/blog/2026-01-05-bad.mdx');
    expect(bad).toMatchObject({ slug: 'bad', href: '/blog/bad', date: '2026-01-05', body: '', authors: [] });
    expect(bad?.loadError?.message).toMatch(/unknown author "carol"/);
    expect(loadPosts({ root: path.join(fixtures, 'no-date'), keepBroken: true })[0]).toMatchObject({
      slug: 'undated',
      date: '1970-01-01',
    });
  });

  it('fails on a post without any date', () => {
    expect(() => loadPosts({ root: path.join(fixtures, 'no-date') })).toThrow(
      /content\/blog\/undated\.mdx:\n\s+- frontmatter\.date: missing/,
    );
  });
});

describe('post helpers', () => {
  it('validates calendar dates', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-2-3')).toBe(false);
  });

  it('sorts newest first with a stable order on the same day', () => {
    const list = [
      { date: '2026-01-01', slug: 'b' },
      { date: '2026-02-01', slug: 'z' },
      { date: '2026-01-01', slug: 'a' },
    ];
    expect(sortPosts(list).map((p) => p.slug)).toEqual(['z', 'a', 'b']);
  });

  it('cuts the excerpt at the truncate marker', () => {
    expect(splitExcerpt('One.\n\n{/* truncate */}\n\nTwo.')).toEqual({ excerpt: 'One.', truncated: true });
    expect(splitExcerpt('One.\n\n<!-- truncate -->\n\nTwo.')).toEqual({ excerpt: 'One.', truncated: true });
    expect(splitExcerpt('Only one.')).toEqual({ excerpt: 'Only one.', truncated: false });
    expect(
      posts.find((p) => p.slug === 'hello') && splitExcerpt(posts.find((p) => p.slug === 'hello')!.body).excerpt.trim(),
    ).toBe('Intro paragraph.');
  });

  it('estimates reading time at 200 words a minute, at least one minute', () => {
    expect(readingTime('word '.repeat(10))).toBe(1);
    expect(readingTime('word '.repeat(200))).toBe(1);
    expect(readingTime('word '.repeat(201))).toBe(2);
    expect(readingTime(`## Heading\n\n${'word '.repeat(999)}`)).toBe(5);
    expect(readingTime(`## Heading\n\n\`\`\`js\ncode\n\`\`\`\n${'word '.repeat(999)}`)).toBe(6);
  });

  it('groups by year and by tag with counts', () => {
    expect(groupByYear(posts).map((g) => [g.year, g.posts.map((p) => p.slug)])).toEqual([
      ['2026', ['custom', 'hello']],
      ['2025', ['old']],
    ]);
    expect(collectTags(posts).map((t) => [t.tag, t.posts.map((p) => p.slug)])).toEqual([
      ['hello', ['custom', 'hello']],
      ['news', ['custom', 'old']],
    ]);
  });

  it('paginates with previous and next links', () => {
    const pages = paginate(posts, 2);
    expect(pages.map((p) => [p.href, p.posts.length, p.previousHref, p.nextHref])).toEqual([
      ['/blog', 2, undefined, '/blog/page/2'],
      ['/blog/page/2', 1, '/blog', undefined],
    ]);
    expect(paginate([], 10)).toHaveLength(1);
    expect(() => paginate(posts, 0)).toThrow(/positive integer/);
  });

  it('finds newer and older posts', () => {
    expect(findPostNeighbours(posts, 'hello')).toMatchObject({ newer: { slug: 'custom' }, older: { slug: 'old' } });
    expect(formatPostDate('2026-11-05')).toBe('November 5, 2026');
  });
});

describe('feeds', () => {
  it('renders MDX as plain HTML with absolute links and no components', () => {
    const html = markdownToHtml(
      'See [intro](/docs/a) and [next](./next).\n\n:::tip\nA tip.\n:::\n\n' +
        '<Tabs><Tab label="x">\n\nInside.\n\n</Tab></Tabs>\n\n{/* truncate */}',
      { siteUrl: 'https://docs.acme.com', href: '/blog/post' },
    );
    expect(html).toContain('<a href="https://docs.acme.com/docs/a">intro</a>');
    expect(html).toContain('<a href="https://docs.acme.com/blog/next">next</a>');
    // Admonitions read as in the Markdown copies: a quote whose first word names the kind.
    expect(html).toContain('<blockquote>\n<p><strong>Tip:</strong> A tip.</p>');
    expect(html).toContain('<p><strong>x</strong></p>');
    expect(html).toContain('Inside.');
    expect(html).not.toMatch(/Tabs|truncate/);
  });

  it('builds RSS and Atom feeds with every post and absolute URLs', () => {
    const site = { url: 'https://docs.acme.com', title: 'Blog', description: 'News', copyright: '©' };
    const feed = buildFeed(posts, site);
    const rss = feed.rss2();
    const atom = feed.atom1();
    for (const post of posts) {
      expect(rss).toContain(`<link>https://docs.acme.com${post.href}</link>`);
      expect(atom).toContain(`https://docs.acme.com${post.href}`);
    }
    expect(rss.match(/<item>/g)).toHaveLength(3);
    expect(atom.match(/<entry>/g)).toHaveLength(3);
  });
});

describe('commonMarkToHtml', () => {
  it('renders OpenAPI CommonMark without MDX rules and drops raw HTML', async () => {
    const { commonMarkToHtml } = await import('../markdown/to-html');
    const html = commonMarkToHtml(
      'Use <Conference> resources {like this}. <script>alert(1)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('{like this}');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<Conference>');
    expect(html).toContain('<table>');
    expect(commonMarkToHtml('[x](javascript:alert(1)) ![y](data:text/html,hi)')).not.toMatch(/javascript:|data:/);
  });
});
