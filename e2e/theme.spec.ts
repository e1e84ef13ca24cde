import { expect, test } from '@playwright/test';
import { stubAnalytics, waitForHydration } from './helpers';

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test.beforeEach(async ({ page }) => stubAnalytics(page));

test.describe('colour mode', () => {
  test('is light by default even when the system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await theme(page)).toBe('light');
  });

  test('the toggle switches, stores the choice, and a reload shows it before any bundle runs', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // No flash: with every script bundle blocked, the inline head script alone applies the stored theme.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    expect(await theme(page)).toBe('dark');
  });

  test('a change in another tab is picked up, and clearing the choice falls back to light', async ({ context }) => {
    const [a, b] = [await context.newPage(), await context.newPage()];
    await stubAnalytics(a);
    await stubAnalytics(b);
    await a.goto('/');
    await b.goto('/docs/acme-profiles/intro');
    await waitForHydration(a);
    await waitForHydration(b);
    await a.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => theme(b)).toBe('dark');
    await a.evaluate(() => localStorage.removeItem('theme'));
    await expect.poll(() => theme(b)).toBe('light');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed, stays dismissed without a flash, and shows again for a new id', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    const id = await bar.getAttribute('data-announcement-id');
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['true', id]);
    // Reload with bundles blocked: the bar is hidden by the inline script alone (no flash, no shift).
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(bar).toBeHidden();
    await page.unroute('**/_next/static/**/*.js');
    // A dismissal stored for another announcement id does not hide this one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(bar).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBeNull();
  });

  test('renders its Markdown: the path as code, a link to the section it announces', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.locator('code')).toHaveText('GET /profiles/{profile_id}/segments');
    await expect(bar).not.toContainText('`');
    await bar.getByRole('link', { name: "Recalculate a profile's segments" }).click();
    await expect(page).toHaveURL(/\/docs\/acme-profiles\/profiles-api#recalculate-a-profiles-segments$/);
    await expect(page.locator('#recalculate-a-profiles-segments')).toBeInViewport();
  });
});

test.describe('unavailable storage', () => {
  test('a context whose localStorage throws still works, with one warning', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/docs/experience-sdk/intro');
    await expect(page.locator('h1')).toHaveText('Introduction');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('storage is unavailable'))).toHaveLength(1);
  });
});
