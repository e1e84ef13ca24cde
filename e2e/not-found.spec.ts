import { expect, type Page, test } from '@playwright/test';
import { axeViolations, stubAnalytics } from './helpers';

// Runs on `npm start` (desktop, mobile) and on the static export's 404.html (export).
const SUGGESTIONS = 'Were you looking for one of these pages?';

test.beforeEach(async ({ page }) => stubAnalytics(page));

/** Opens an unknown address (checking its 404) and returns the suggested links' targets. */
async function suggestionsFor(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  const list = page.getByRole('navigation', { name: SUGGESTIONS });
  await expect(list.getByRole('link').first()).toBeVisible();
  return list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('a mistyped docs page is suggested first', async ({ page }) => {
  expect((await suggestionsFor(page, '/docs/experience-sdk/translatoins'))[0]).toBe(
    '/docs/experience-sdk/translations',
  );
  expect((await suggestionsFor(page, '/translatoins'))[0]).toBe('/docs/experience-sdk/translations');
});

test('a page whose folder the address left out is suggested', async ({ page }) => {
  expect((await suggestionsFor(page, '/docs/profiles-api'))[0]).toBe('/docs/acme-profiles/profiles-api');
});

test('posts, standalone pages and API references are suggested too', async ({ page }) => {
  expect((await suggestionsFor(page, '/blog/frist-blog-post'))[0]).toBe('/blog/first-blog-post');
  expect((await suggestionsFor(page, '/markdwon-page'))[0]).toBe('/markdown-page');
  expect((await suggestionsFor(page, '/api/contnet'))[0]).toBe('/api/content');
});

test('an address with no close path gets the pages search finds for its words, at most five', async ({ page }) => {
  const pages = await suggestionsFor(page, '/guides/segments-recalculation');
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.length).toBeLessThanOrEqual(5);
  expect(pages).toContain('/docs/acme-profiles/profiles-api');
  expect(pages.every((href) => href.startsWith('/') && !href.includes('#'))).toBe(true);
});

test('the 404 page with suggestions has no axe violations', async ({ page }) => {
  await suggestionsFor(page, '/docs/experience-sdk/translatoins');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page stays as it was, with no suggestions', async ({ page }) => {
    const response = await page.goto('/docs/experience-sdk/translatoins');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(SUGGESTIONS)).toHaveCount(0);
  });
});
