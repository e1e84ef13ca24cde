import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { scriptsAfterPaint } from '../lib/security/scripts-after-paint';
import { isMobile, stubAnalytics, waitForHydration } from './helpers';

/**
 * The Content-Security-Policy is strict: `'strict-dynamic'`, and no script the parser meets runs
 * unless its SHA-256 is in the page's own policy (inline scripts by their text, `<script src>` by
 * their `integrity`; lib/security/csp-manifest.ts), from `npm start` and from the export's _headers,
 * and using the site (search, theme, Try it, feedback, analytics, client navigation) breaks none of it.
 */

// The static export is served on the next port (playwright.config.ts), with out/_headers.
const exportOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

const scriptSources = (csp: string) =>
  (csp.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '').split(/\s+/).slice(1);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every inline script the browser parsed on the page (data blocks such as JSON-LD do not run). */
const inlineScriptTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.scripts]
      .filter((s) => !s.src && /^(|module|(text|application)\/javascript)$/i.test(s.type.trim()))
      .map((s) => s.text),
  );

/** Reports every `securitypolicyviolation` event and CSP console error on any document the page loads. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The same-origin scripts of a page's HTML as served (`<script src>` and its loader's list, not what scripts add later), with their integrity. */
async function sameOriginScripts(pageUrl: string, html: string) {
  const origin = new URL(pageUrl).origin;
  const files: Array<{ src: string; integrity: string }> = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (!src || new URL(src.replace(/&amp;/g, '&'), pageUrl).origin !== origin) continue;
    files.push({ src, integrity: /\sintegrity="([^"]*)"/.exec(tag)?.[1] ?? '(none)' });
  }
  // Next's chunks, which the page's loader adds after its first paint (lib/security/scripts-after-paint.ts).
  return [...files, ...scriptsAfterPaint(html)];
}

async function expectHashesMatch(page: Page, request: APIRequestContext, url: string, status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const sources = scriptSources(csp);
  expect(sources, url).toContain("'self'");
  expect(sources, url).not.toContain("'unsafe-inline'");
  expect(sources, url).not.toContain("'unsafe-eval'");
  // CSP3 browsers ignore 'self' and host sources beside 'strict-dynamic': only hashed scripts run.
  expect(sources[0], url).toBe("'strict-dynamic'");
  const texts = await inlineScriptTexts(page);
  expect(texts.length, url).toBeGreaterThan(0);
  for (const text of texts) expect(sources, `${url}: ${text.slice(0, 60)}`).toContain(sha256(text));
  // Every same-origin <script src> the HTML has carries the integrity of the file as served, listed too.
  const files = await sameOriginScripts(response?.url() ?? url, (await response?.text()) ?? '');
  expect(files.length, url).toBeGreaterThan(0);
  for (const { src, integrity } of files) {
    const served = await request.get(new URL(src, response?.url()).href);
    expect(served.status(), src).toBe(200);
    const hash = `sha256-${createHash('sha256')
      .update(await served.body())
      .digest('base64')}`;
    expect(integrity, `${url}: ${src}`).toBe(hash);
    expect(sources, `${url}: ${src}`).toContain(`'${hash}'`);
  }
  // Only the page's own scripts: no hash of another page's data or chunks.
  expect(sources.filter((s) => s.startsWith("'sha256-")).length, url).toBe(
    new Set([...texts.map(sha256), ...files.map((f) => `'${f.integrity}'`)]).size,
  );
  // A HEAD or a second GET (from the shared cache) carries the same policy.
  expect((await request.get(url)).headers()['content-security-policy'], url).toBe(csp);
}

test.describe('each page names exactly its inline scripts', () => {
  test.beforeEach(async ({ page }) => stubAnalytics(page));

  for (const path of ['/', '/docs/experience-sdk/intro', '/api/content', '/blog/welcome']) {
    test(`npm start: ${path}`, async ({ page, request }) => {
      await expectHashesMatch(page, request, path);
    });
    test(`the export's _headers: ${path}`, async ({ page, request }) => {
      await expectHashesMatch(page, request, `${exportOrigin}${path}`);
    });
  }

  test('a 404 gets the not-found page’s scripts, from the server and the static host', async ({ page, request }) => {
    await expectHashesMatch(page, request, '/no/such/page', 404);
    await expectHashesMatch(page, request, `${exportOrigin}/no/such/page`, 404);
  });

  test('assets run no inline script; the Google tag is named by its script URL only', async ({ request }) => {
    for (const url of ['/search-index-default.json', `${exportOrigin}/sitemap.xml`]) {
      const sources = scriptSources((await request.get(url)).headers()['content-security-policy']);
      expect(sources, url).not.toContain("'unsafe-inline'");
      expect(sources, url).toContain('https://www.googletagmanager.com/gtag/js');
      expect(sources, url).not.toContain('https://www.googletagmanager.com');
    }
    // From npm start no hash at all; the export's `/*` block carries the 404 page's (see csp-manifest.ts).
    const start = scriptSources((await request.get('/search-index-default.json')).headers()['content-security-policy']);
    expect(start.filter((s) => s.startsWith("'sha256-"))).toEqual([]);
  });
});

test('no CSP violation while searching, switching theme, navigating, using Try it, the feedback widget and a diagram', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  await stubAnalytics(page);
  const tryItRequests: string[] = [];
  await page.route('https://api.acme.com/**', async (route) => {
    tryItRequests.push(route.request().url());
    await route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: '{"total_results":1,"_embedded":{"ugc":[]}}',
    });
  });

  // The Google tag, added by the analytics component: trusted through it under 'strict-dynamic'.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagRan = true' }),
  );

  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagRan?: boolean }).__gtagRan)).toBe(true);
  // Theme: the toggle, then a reload whose inline theme script applies the stored choice.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);

  // Search, and a result followed by client-side navigation.
  if (isMobile(page)) await page.getByRole('banner').getByRole('search').getByPlaceholder('Search...').tap();
  else await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: 'Search' }).fill('middleware');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/docs\//);
  await expect(page.locator('h1')).toBeVisible();

  // Feedback: the widget at the end of a docs page.
  await page.locator('.page-feedback').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

  // Try it, sending to the document's server (answered by the route above).
  await page.goto('/api/content#searchContentItems');
  await waitForHydration(page);
  await page.locator('#searchContentItems [data-try-it]').click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await console.getByLabel('Send to the server').check();
  await console.getByLabel(/Read-only token/).fill('tok_secret_1234567890');
  await page.locator('.try-it-send').click();
  await expect(page.locator('[data-try-it-status]')).toHaveAttribute('data-try-it-status', '200');
  expect(tryItRequests.length).toBe(1);

  // A diagram: mermaid's own modules, imported by URL from the diagram behaviour's chunk (trusted
  // under 'strict-dynamic' as a script the runtime added), drawn in the stored dark mode.
  await page.goto('/docs/acme-profiles/intro');
  await waitForHydration(page);
  await page.locator('figure.diagram').scrollIntoViewIfNeeded();
  await expect(page.locator('figure.diagram')).toHaveAttribute('data-drawn', 'dark');

  // Client-side navigation by a link in the page (the flight data is fetched, no new inline script).
  await page.goto('/docs/experience-sdk/intro');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.locator('main a[href^="/docs/"]:not([href^="/docs/experience-sdk/intro"])').first().click();
  await expect(page).not.toHaveURL(/\/docs\/experience-sdk\/intro/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(violations).toEqual([]);
});

test('injected markup runs no script, and is reported', async ({ page }) => {
  // The listener itself must see violations. What an injection adds as markup: an inline event
  // handler, which no hash allows.
  // (A script element created by code that already runs is trusted under 'strict-dynamic'.)
  const violations = await recordViolations(page);
  await stubAnalytics(page);
  await page.goto('/docs/experience-sdk/intro');
  await waitForHydration(page);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/no-such.png" onerror="window.__injected = true">'),
  );
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
