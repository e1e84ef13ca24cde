import { expect, type Page, test } from '@playwright/test';
import { axeViolations, isMobile, stubAnalytics, waitForHydration } from '../helpers';
import { CUT } from './site';

// The variant copy cut docs version 3.2 (`npm run docs:version -- 3.2`), then edited a current doc
// (CUT.editedDoc gained CUT.word). The current docs keep today's URLs; 3.2 is under /docs/3.2/.
const V = CUT.version;
const DOC = CUT.editedDoc.path;
const OLD_DOC = DOC.replace('/docs/', `/docs/${V}/`);
const STORAGE_KEY = 'docs-preferred-version-default';

test.beforeEach(async ({ page }) => stubAnalytics(page));

/** The navbar's version dropdown (on phones, inside the menu). */
async function versionDropdown(page: Page, label: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Developer Documentation' });
    await expect(dialog.getByRole('navigation').first()).toBeVisible();
    // On a docs page the menu may open on the docs sidebar.
    const back = dialog.getByRole('button', { name: 'Back to main menu' });
    if (await back.isVisible()) await back.click();
    return dialog.getByLabel(`Docs version: ${label}`);
  }
  return page.getByRole('banner').getByLabel(`Docs version: ${label}`);
}

/** A link of the navbar (on phones, of the menu's main list). */
async function navbarLink(page: Page, name: string) {
  if (!isMobile(page)) return page.getByRole('banner').getByRole('link', { name, exact: true });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Developer Documentation' });
  await expect(dialog.getByRole('navigation').first()).toBeVisible();
  const back = dialog.getByRole('button', { name: 'Back to main menu' });
  if (await back.isVisible()) await back.click();
  return dialog.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name, exact: true });
}

/** Chooses a version in the dropdown. */
async function chooseVersion(page: Page, from: string, to: string) {
  const dropdown = await versionDropdown(page, from);
  await dropdown.click();
  await dropdown.locator('xpath=..').getByRole('link', { name: to, exact: true }).click();
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });

/** Opens the search panel and types a query. */
async function search(page: Page, query: string) {
  if (isMobile(page)) await page.getByRole('banner').getByRole('search').getByPlaceholder('Search...').tap();
  else await page.keyboard.press('Control+K');
  await panel(page).getByRole('combobox', { name: 'Search' }).fill(query);
}

test.describe('an old docs version', () => {
  test('says it is no longer maintained and links to the same page in the latest version', async ({ page }) => {
    await page.goto(OLD_DOC);
    const banner = page.getByRole('note').filter({ hasText: 'This is documentation for' });
    await expect(banner).toContainText(`This is documentation for ${V}, which is no longer actively maintained.`);
    expect(await axeViolations(page, '.version-banner')).toEqual([]);
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.getByRole('note').filter({ hasText: 'This is documentation for' })).toHaveCount(0);
  });

  test('names the latest page as canonical and asks not to be indexed', async ({ page }) => {
    await page.goto(OLD_DOC);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${DOC}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto(DOC);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${DOC}$`));
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });

  test('links to its pinned reference, served under the version with its downloads', async ({ page, request }) => {
    await page.goto(`/docs/${V}/acme-profiles/profiles-api`);
    const link = page.locator('.markdown a[href^="/api/"]').first();
    await expect(link).toHaveAttribute('href', new RegExp(`^/api/${V}/profiles`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/api/${V}/profiles`));
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Profiles API Reference ${V.replace('.', '\\.')}`));
    for (const path of [`/api/${V}/content.yaml`, `/api/${V}/content.json`, `/api/${V}/content.md`]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('the version dropdown', () => {
  test('lists the versions, keeps the page and is remembered; the docs links follow it', async ({ page }) => {
    await page.goto(DOC);
    await waitForHydration(page);
    await chooseVersion(page, 'Next', V);
    await expect(page).toHaveURL(new RegExp(`${OLD_DOC}$`));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(V);
    // The navbar's docs link leads to the preferred version (on phones, in the menu).
    await expect(await navbarLink(page, 'Experiences')).toHaveAttribute('href', `/docs/${V}/experience-sdk/intro`);
    if (isMobile(page)) await page.keyboard.press('Escape');
    await chooseVersion(page, V, 'Next');
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('current');
  });
});

test.describe('search', () => {
  test('on a 3.2 page searches 3.2 only; the word added after the cut is found from the current docs', async ({
    page,
  }) => {
    await page.goto(`/docs/${V}/experience-sdk/intro`);
    await waitForHydration(page);
    await search(page, CUT.word);
    await expect(panel(page).getByText(`Searching ${V}`)).toBeVisible();
    await expect(panel(page).locator('p', { hasText: 'No results found.' })).toBeVisible();
    await panel(page).getByRole('combobox', { name: 'Search' }).fill('translations');
    await expect(panel(page).getByRole('option').first()).toBeVisible();
    for (const href of await panel(page)
      .getByRole('option')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^/docs/${V}/`));

    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await search(page, CUT.word);
    await expect(panel(page).getByRole('option').first()).toHaveAttribute('href', new RegExp(`^${DOC}`));
    await expect(panel(page).getByText(/^Searching /)).toHaveCount(0);
  });
});

test.describe('the static export', () => {
  test("serves every version's pages, references, copies and search files", async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    const versioned = routes.filter((route) => route.startsWith(`/docs/${V}/`) || route.startsWith(`/api/${V}/`));
    expect(versioned.length).toBeGreaterThan(27);
    // Today's routes are all still there.
    expect(routes).toContain(DOC);
    expect(routes).toContain('/api/content');
    for (const route of versioned) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toContain('<h1');
    }
    expect((await request.get(`${OLD_DOC}.md`)).status()).toBe(200);
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain(`## Docs ${V} (older version)`);
    expect(llms).toContain(`${OLD_DOC}.md`);
    const manifest = await request.get(`/search-index-default/${V}.json`);
    expect(manifest.status()).toBe(200);
    expect((await manifest.json()).version).toBeGreaterThan(0);
  });
});
