import { expect, test } from '@playwright/test';
import { firstLoadChunks } from '../lib/build/compile-hints';
import { docs, routeTable } from './site-data';

// The answers, titles and headings are the same at every width: checked on desktop and in the
// export (the phone's layouts are the other specs' work).
const WIDTH_FREE = 'the same HTML and HTTP answers at every width';

test.describe('route table', () => {
  test.skip(({ isMobile }) => isMobile, WIDTH_FREE);
  test("has the 26 docs of the specification, the portal's MCP guide and the Content API guide", () => {
    expect(docs).toHaveLength(28);
    expect(docs.map((doc) => doc.id)).toContain('ai-agents/mcp-server');
    expect(docs.map((doc) => doc.id)).toContain('content-api/guide');
  });

  for (const route of routeTable) {
    test(`${route.path} answers 200 with its h1 and title`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(route.h1);
      await expect(page).toHaveTitle(route.title);
      // Nothing wider than the screen: a wide page makes phones zoom out (widening the layout
      // viewport itself, so compare with the device's width) and break anchors.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    });
  }
});

/** Whether the suite runs against the static export (no server redirects there). */
const onStaticHost = (name: string) => name === 'export' || name === 'scale-export';

test.describe('redirects and not found', () => {
  test.skip(({ isMobile }) => isMobile, WIDTH_FREE);
  test('/docs leads to the default doc', async ({ page, request }, testInfo) => {
    if (!onStaticHost(testInfo.project.name)) {
      const raw = await request.get('/docs', { maxRedirects: 0 });
      expect([307, 308]).toContain(raw.status());
      expect(raw.headers().location).toBe('/docs/experience-sdk/intro');
    }
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/experience-sdk\/intro$/);
    await expect(page.locator('h1')).toHaveText('Introduction');
  });

  for (const path of ['/api/content/', '/api/profiles/', '/docs/experience-sdk/intro/', '/markdown-page/']) {
    test(`${path} redirects to the form without trailing slash`, async ({ request }, testInfo) => {
      test.skip(onStaticHost(testInfo.project.name), 'a static host decides its own slash policy');
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status()).toBe(308);
      expect(raw.headers().location).toBe(path.slice(0, -1));
    });
  }

  for (const path of ['/nope', '/docs/nope', '/docs/experience-sdk/nope', '/api/nope', '/blog-nope/x/y']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    });
  }
});

test.describe('files beside the pages', () => {
  test.skip(({ isMobile }) => isMobile, WIDTH_FREE);
  for (const [path, type] of [
    ['/blog/rss.xml', 'xml'],
    ['/blog/atom.xml', 'xml'],
    ['/sitemap.xml', 'xml'],
    ['/robots.txt', 'text/plain'],
    ['/search-index-default.json', 'json'],
    ['/api/profiles.yaml', 'yaml'],
  ] as const) {
    test(`${path} is served`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
    });
  }
});

test.describe('first-load scripts', () => {
  // The postbuild step (scripts/compile-hints.ts) marks them for eager background compilation:
  // without it, lazy compilation is the longest main-thread task of every page load.
  for (const path of ['/', '/docs/experience-sdk/intro', '/api/content']) {
    test(`${path} loads only chunks that carry the compile hint`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const sources = firstLoadChunks(html).map((chunk) => `/_next/static/${chunk}`);
      expect(sources.length).toBeGreaterThan(3);
      for (const src of sources) {
        const script = await (await request.get(src)).text();
        expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
      }
    });
  }
});
