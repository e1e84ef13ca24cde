import { expect, test } from '@playwright/test';
import { axeViolations, stubAnalytics, waitForHydration } from '../helpers';
import { KIT } from './site';

// The variant copy's partial and redirects (e2e/variant/site.ts: KIT), in its static export.
test.beforeEach(async ({ page }) => stubAnalytics(page));

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('a partial renders where it is included, with its prop, and the page stays axe clean', async ({ page }) => {
      await page.goto(KIT.doc.path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const note = page.getByRole('main').getByText(KIT.text);
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: 'agent' })).toHaveAttribute('href', '/docs/acme-moments/agent');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('an old path (redirect_from) and a redirects.json path lead to their page, never the 404', async ({
      page,
    }) => {
      for (const [from, to] of [
        [KIT.oldPath, KIT.doc.path],
        [KIT.fileRedirect.from, KIT.fileRedirect.to],
      ]) {
        const response = await page.request.get(from, { maxRedirects: 0 });
        // The static server answers the meta-refresh page (no script: it works without JavaScript);
        // hosts that read out/_redirects answer 308.
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
        await page.goto(from);
        await expect(page).toHaveURL(new RegExp(`${to}$`));
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
      }
    });
  });
}

test('a fragment redirect moves an old operation anchor to its new one in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(KIT.fragmentRedirect.from);
  await expect(page).toHaveURL(/\/api\/profiles#upsertProfile$/);
  // An old anchor followed from the same page (a hash change) moves too. After hydration: Next's
  // router reads the URL when it starts and writes it back with replaceState once it has
  // committed, which would undo a move made in between (the page's script moves with
  // location.replace, which the router does not see).
  await waitForHydration(page);
  await page.evaluate(() => {
    location.hash = 'oldUpsertProfile';
  });
  await expect(page).toHaveURL(/#upsertProfile$/);
});

test('the export writes _redirects for hosts that read it, without the fragment move', async ({ page }) => {
  const response = await page.request.get('/_redirects');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`${KIT.oldPath} ${KIT.doc.path} 308\n`);
  expect(text).toContain(`${KIT.fileRedirect.from} ${KIT.fileRedirect.to} 308\n`);
  expect(text).not.toContain('#oldUpsertProfile');
});

test('the sitemap leaves the redirected paths out', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(KIT.doc.path);
  expect(sitemap).not.toContain(KIT.oldPath);
  expect(sitemap).not.toContain(KIT.fileRedirect.from);
});
