import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../helpers';
import { type DevSite, startDevSite } from './dev-server';

/**
 * Languages in `npm run dev` (issue 41, item 10): a translation saved while the server runs is
 * served at its locale's route, without a restart, in the open tab and at its address. The copy
 * is configured with `fr` before the server starts (one configuration entry, as an author adds it).
 */

// Its own server beside live.spec.ts's (E2E_DEV_PORT, 3150 by default): two ports up.
const PORT = Number(process.env.E2E_DEV_PORT ?? 3150) + 2;
const ROUTE = '/fr/docs/experience-sdk/intro';
const TRANSLATION = 'content/i18n/fr/docs/experience-sdk/intro.mdx';
const TITLE = 'Présentation du SDK';
const TEXT = 'Ce texte français a été enregistré pendant que le serveur tournait.';
const NOT_FOUND_TITLE = 'Page introuvable';

let site: DevSite;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startDevSite('i18n', PORT, '/robots.txt', (dir) => {
    const file = path.join(dir, 'content/site.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    config.i18n.locales = ['en', 'fr'];
    config.i18n.localeLabels = { ...config.i18n.localeLabels, fr: 'Français' };
    fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    // The locale's 404 title, to tell its 404 page from the English one.
    fs.mkdirSync(path.join(dir, 'content/i18n/fr'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'content/i18n/fr/ui.json'),
      `${JSON.stringify({ 'notFound.title': NOT_FOUND_TITLE }, null, 2)}\n`,
    );
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** Marks the window: a reload would lose the mark. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);

for (const host of ['url', 'loopbackUrl'] as const)
  test(`a translation saved while the server runs replaces the fallback page (${host === 'url' ? 'localhost' : '127.0.0.1'})`, async ({
    page,
  }) => {
    // Before: the English page at the French route, marked not translated yet.
    await page.goto(`${site[host]}${ROUTE}`, { timeout: 180_000 });
    await expect(page.locator('[data-fallback-notice]')).toBeVisible({ timeout: 60_000 });
    await waitForHydration(page, 90_000);
    await markWindow(page);

    fs.mkdirSync(path.dirname(site.file(TRANSLATION)), { recursive: true });
    site.write(TRANSLATION, `---\ntitle: ${TITLE}\n---\n\n${TEXT}\n\n## Installation\n\nInstallez le paquet.\n`);
    // The open tab shows the translation without a reload…
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(TEXT)).toBeVisible();
    await expect(page.locator('[data-fallback-notice]')).toHaveCount(0);
    expect(await windowMarked(page)).toBe(true);
    // …and the address answers it, in French, to a new request.
    const response = await page.goto(`${site[host]}${ROUTE}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.locator('.markdown').first()).toHaveAttribute('lang', 'fr');

    // Removed, the page falls back to English again.
    site.remove(TRANSLATION);
    await expect(page.locator('[data-fallback-notice]')).toBeVisible({ timeout: 60_000 });
  });

for (const host of ['url', 'loopbackUrl'] as const)
  test(`a locale's unknown path shows its own 404 page, as npm start and the export do (${host === 'url' ? 'localhost' : '127.0.0.1'})`, async ({
    page,
  }) => {
    const response = await page.goto(`${site[host]}/fr/nope`, { timeout: 180_000 });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE, { timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND_TITLE} `));
    // The default locale's unknown paths keep the English 404.
    const english = await page.goto(`${site[host]}/nope`);
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
