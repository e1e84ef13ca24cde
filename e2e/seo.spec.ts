import { expect, type Page, test } from '@playwright/test';
import { loadPosts } from '../lib/blog/load';
import { docs, pages } from './site-data';

const SITE = 'https://docs.acme.com';
const posts = loadPosts({ includeDrafts: false });

// These checks read responses, not layouts: one browser width is enough.
test.beforeEach(({ page }) => test.skip((page.viewportSize()?.width ?? 0) < 996, 'same responses at every width'));

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

const meta = (page: Page, key: string) => page.locator(`meta[name="${key}"], meta[property="${key}"]`).first();

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every public page with absolute URLs, and no drafts or test routes', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      '/',
      '/api/content',
      '/api/profiles',
      '/blog',
      '/blog/archive',
      '/blog/tags',
      ...docs.map((d) => d.href),
      ...pages.map((p) => p.href),
      ...posts.map((p) => p.href),
      ...[...new Set(posts.flatMap((p) => p.frontmatter.tags))].map((tag) => `/blog/tags/${tag}`),
    ].map((path) => new URL(path, SITE).toString());
    for (const url of expected) expect(urls).toContain(url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    expect(urls.filter((url) => /e2e-only|bad-request|\/og\//.test(url))).toEqual([]);
  });

  test('every sitemap URL answers 200 on this server', async ({ request }) => {
    const text = await (await request.get('/sitemap.xml')).text();
    for (const [, url] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(url).pathname;
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*\nAllow: \//);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

test.describe('page metadata', () => {
  test('a docs page has its description, canonical URL, Open Graph and Twitter cards, and JSON-LD', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/acme-profiles/profiles-api');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Profiles API | Developer Documentation');
    await expect(meta(page, 'description')).toHaveAttribute('content', /^Use the Acme Profiles HTTP API/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/docs/acme-profiles/profiles-api`,
    );
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta(page, 'og:url')).toHaveAttribute('content', `${SITE}/docs/acme-profiles/profiles-api`);
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    const image = await meta(page, 'og:image').getAttribute('content');
    expect(image).toBe(`${SITE}/og/docs/acme-profiles/profiles-api.png`);
    await expect(meta(page, 'twitter:image')).toHaveAttribute('content', image!);
    const png = await request.get(new URL(image!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const data = await jsonLd(page);
    expect(data.map((d) => d['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({
      headline: 'Profiles API',
      url: `${SITE}/docs/acme-profiles/profiles-api`,
      inLanguage: 'en',
    });
    const crumbs = (data[1].itemListElement as Array<{ name: string }>).map((c) => c.name);
    expect(crumbs).toEqual(['Home', 'Profiles', 'Profiles API']);
  });

  test('pages name a raster favicon that the server has', async ({ page, request }) => {
    await page.goto('/docs/experience-sdk/intro');
    const icons = page.locator('link[rel="icon"]');
    await expect(icons).toHaveCount(1);
    // Not an SVG: Chrome draws an SVG favicon in an SVG document of its own on the page's main thread.
    await expect(icons).toHaveAttribute('type', 'image/png');
    const response = await request.get((await icons.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('a blog post has article metadata and BlogPosting JSON-LD with its date and authors', async ({ page }) => {
    const post = posts.find((p) => p.slug === 'long-blog-post')!;
    await page.goto(post.href);
    await expect(page).toHaveTitle(`${post.frontmatter.title} | Developer Documentation`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${post.href}`);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta(page, 'article:published_time')).toHaveAttribute('content', post.date);
    await expect(meta(page, 'og:image')).toHaveAttribute('content', `${SITE}/og${post.href}.png`);
    const [posting, crumbs] = await jsonLd(page);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.frontmatter.title,
      datePublished: post.date,
    });
    expect((posting.author as Array<{ name: string }>).map((a) => a.name)).toEqual(post.authors.map((a) => a.name));
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });
});

test.describe('security headers', () => {
  for (const path of ['/', '/docs/experience-sdk/intro', '/api/profiles', '/search-index-default.json', '/nope']) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // A page's scripts run by their hashes under 'strict-dynamic' (e2e/csp.spec.ts), with 'self' and
      // the Google tag's script URL as the CSP2 fallback; other files get the fallback alone.
      const gtag = String.raw`'self' https://www\.googletagmanager\.com/gtag/js(;|$)`;
      expect(csp).toMatch(
        new RegExp(
          path.endsWith('.json')
            ? `script-src ${gtag}`
            : `script-src 'strict-dynamic'( 'sha256-[A-Za-z0-9+/]+=*')+ ${gtag}`,
        ),
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('the client scripts carry no secrets', async ({ page, request }) => {
    await page.goto('/docs/experience-sdk/intro');
    const sources = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
    expect(sources.length).toBeGreaterThan(0);
    const secret =
      /sk_live_|-----BEGIN [A-Z ]*PRIVATE KEY|AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36}|xox[bp]-|NEXT_TELEMETRY|\/root\/|\/work\//;
    for (const src of sources.filter((url) => url.startsWith('http://localhost'))) {
      const body = await (await request.get(new URL(src).pathname)).text();
      expect(body.match(secret)?.[0], src).toBeUndefined();
    }
  });

  test('pages run under the policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on(
      'console',
      (message) => message.text().includes('Content Security Policy') && violations.push(message.text()),
    );
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    for (const path of ['/', '/docs/experience-sdk/intro', '/api/content', '/blog']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Search' }).fill('segment');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('hostile and odd URLs', () => {
  const cases: Array<{ path: string; status: number[] }> = [
    { path: '/docs/%E0%A4%A', status: [400] },
    { path: '/%', status: [400] },
    { path: '/blog/%E0%A4%A', status: [400] },
    { path: '/api/%C0%AF', status: [400] },
    { path: `/docs/${'a'.repeat(4000)}`, status: [404] },
    { path: `/${'x/'.repeat(500)}y`, status: [404] },
    { path: '/docs/../../etc/passwd', status: [404] },
    { path: '/docs/..%2F..%2Fetc%2Fpasswd', status: [404] },
    { path: '/docs/%2e%2e/%2e%2e/etc/passwd', status: [404] },
    { path: '/docs/experience-sdk/intro%00', status: [404] },
    { path: '/<script>alert(1)</script>', status: [404] },
  ];
  for (const { path, status } of cases) {
    test(`${path.slice(0, 50)} answers ${status.join(' or ')} with the site's page`, async ({ request }) => {
      const response = await request.get(path);
      expect(status).toContain(response.status());
      const body = await response.text();
      expect(response.headers()['content-type']).toContain('text/html');
      expect(body).toContain('<header class="navbar"');
      expect(body).not.toMatch(/at \S+ \(\/|node:internal|Error: /);
      expect(body).not.toContain('<script>alert(1)</script>');
    });
  }

  test('unknown query strings are ignored', async ({ request }) => {
    const response = await request.get('/docs/experience-sdk/intro?utm_source=x&a=%ZZ&b[]=1&<x>=y');
    expect(response.status()).toBe(200);
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    test(`${method} answers 405 with Allow: GET, HEAD`, async ({ request }) => {
      const response = await request.fetch('/docs/experience-sdk/intro', { method });
      expect(response.status()).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD');
    });
  }

  test('HEAD answers like GET without a body', async ({ request }) => {
    const response = await request.head('/docs/experience-sdk/intro');
    expect(response.status()).toBe(200);
  });
});
