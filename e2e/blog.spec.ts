import { expect, test } from '@playwright/test';
import { loadPosts } from '../lib/blog/load';
import { collectTags } from '../lib/blog/posts';
import { stubAnalytics } from './helpers';
import { SITE_TITLE } from './site-data';

const posts = loadPosts({ includeDrafts: false });
const SPEC_POSTS = ['/blog/first-blog-post', '/blog/long-blog-post', '/blog/mdx-blog-post', '/blog/welcome'];
const SPEC_TAGS = ['docusaurus', 'facebook', 'hello', 'hola'];

test.beforeEach(async ({ page }) => stubAnalytics(page));

test.describe('blog routes', () => {
  test('the four posts of the specification exist', () => {
    expect(posts.map((p) => p.href).sort()).toEqual(SPEC_POSTS);
    expect(collectTags(posts).map((t) => t.tag)).toEqual(SPEC_TAGS);
  });

  for (const post of posts) {
    test(`${post.href} shows the post with date, authors, tags and reading time`, async ({ page }) => {
      const response = await page.goto(post.href);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(post.frontmatter.title);
      await expect(page).toHaveTitle(`${post.frontmatter.title} | ${SITE_TITLE}`);
      await expect(page.locator(`article time[datetime="${post.date}"]`)).toBeVisible();
      await expect(page.getByText(`${post.readingTimeMinutes} min read`)).toBeVisible();
      const authors = page.getByRole('list', { name: 'Authors' });
      for (const author of post.authors) await expect(authors).toContainText(author.name);
      const tags = page.locator('article').getByRole('list', { name: 'Tags' });
      for (const tag of post.frontmatter.tags)
        await expect(tags.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `/blog/tags/${tag}`);
      await expect(page.getByText('{/* truncate */}')).toHaveCount(0);
    });
  }

  test('/blog lists the newest posts, cut at the truncate marker, with Read more and pagination', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Blog');
    const titles = page.locator('.post-card-title');
    await expect(titles).toHaveText(posts.slice(0, 3).map((p) => p.frontmatter.title));
    await page.getByRole('link', { name: `Read more about ${posts[0].frontmatter.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${posts[0].href}$`));
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Blog list pages' })
      .getByRole('link', { name: /Older posts/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.locator('.post-card-title')).toHaveText(posts.slice(3).map((p) => p.frontmatter.title));
    await page
      .getByRole('navigation', { name: 'Blog list pages' })
      .getByRole('link', { name: /Newer posts/ })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('/blog/archive lists every post by year', async ({ page }) => {
    expect((await page.goto('/blog/archive'))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Archive');
    await expect(page.getByRole('heading', { level: 2, name: '2026' })).toBeVisible();
    for (const post of posts)
      await expect(page.getByRole('link', { name: post.frontmatter.title, exact: true }).first()).toHaveAttribute(
        'href',
        post.href,
      );
  });

  test('/blog/tags lists every tag with its post count', async ({ page }) => {
    expect((await page.goto('/blog/tags'))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Tags');
    for (const { tag, posts: tagged } of collectTags(posts)) {
      await expect(page.locator('main').getByRole('link', { name: `${tag} ${tagged.length}` })).toHaveAttribute(
        'href',
        `/blog/tags/${tag}`,
      );
    }
  });

  for (const tag of SPEC_TAGS) {
    test(`/blog/tags/${tag} lists exactly that tag's posts`, async ({ page }) => {
      expect((await page.goto(`/blog/tags/${tag}`))?.status()).toBe(200);
      const tagged = posts.filter((p) => p.frontmatter.tags.includes(tag));
      await expect(page.locator('h1')).toHaveText(
        `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag}"`,
      );
      await expect(page.locator('.post-card-title')).toHaveText(tagged.map((p) => p.frontmatter.title));
    });
  }

  test('post pages link to newer and older posts and have a table of contents', async ({ page }) => {
    await page.goto(posts[1].href);
    const pager = page.getByRole('navigation', { name: 'Blog post pages' });
    await expect(pager.getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', posts[0].href);
    await expect(pager.getByRole('link', { name: /Older post/ })).toHaveAttribute('href', posts[2].href);
    if ((page.viewportSize()?.width ?? 0) >= 997) {
      const headings = await page.locator('.markdown h2[id], .markdown h3[id]').count();
      await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(headings);
    }
  });

  test('the MDX post renders its components', async ({ page }) => {
    await page.goto('/blog/mdx-blog-post');
    await expect(page.locator('.admonition').first()).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
  });

  test('unknown posts and tags answer 404', async ({ page }) => {
    expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
    expect((await page.goto('/blog/tags/no-such-tag'))?.status()).toBe(404);
    expect((await page.goto('/blog/page/9'))?.status()).toBe(404);
  });
});

test.describe('feeds', () => {
  test('blog pages link the feeds in their head', async ({ page }) => {
    await page.goto('/blog/welcome');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/rss\.xml$/,
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/atom\.xml$/,
    );
  });

  for (const [path, type, item] of [
    ['/blog/rss.xml', 'application/rss+xml', 'item'],
    ['/blog/atom.xml', 'application/atom+xml', 'entry'],
  ] as const) {
    test(`${path} parses as XML with every post and absolute URLs`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
      const xml = await response.text();
      await page.goto('/');
      const parsed = await page.evaluate(
        ([text, tag]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const items = [...doc.getElementsByTagName(tag)];
          return {
            error: doc.getElementsByTagName('parsererror').length > 0,
            links: items.map(
              (i) =>
                i.getElementsByTagName('link')[0]?.textContent ||
                i.getElementsByTagName('link')[0]?.getAttribute('href'),
            ),
          };
        },
        [xml, item] as const,
      );
      expect(parsed.error).toBe(false);
      expect(parsed.links.sort()).toEqual(posts.map((p) => `https://docs.acme.com${p.href}`).sort());
    });
  }
});
