import { expect, test } from '@playwright/test';
import { stubAnalytics, waitForHydration } from './helpers';

test.beforeEach(async ({ page }) => stubAnalytics(page));

test.describe('error states', () => {
  test('a crashing page shows the crash fallback with the chain of causes, and Try again recovers', async ({
    page,
  }) => {
    await page.goto('/e2e-only/crash');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Crash' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    const chain = page.getByRole('alert').filter({ hasText: 'Rendering the test page failed' });
    await expect(chain).toContainText('Rendering the test page failed');
    await expect(chain).toContainText('Could not load the profile');
    await expect(chain).toContainText('The profile store did not answer');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Crash test' })).toBeVisible();
  });

  test('a part that fails to load shows the error and a Retry button that loads it', async ({ page }) => {
    await page.goto('/e2e-only/load-error');
    const box = page.getByRole('alert').filter({ hasText: 'Failed to load' });
    await expect(box).toContainText('Failed to load the search panel (network error)');
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('The part loaded.')).toBeVisible();
  });

  test('a failed route chunk load logs a warning and reloads the page once', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    const fail = () =>
      page.evaluate(() => {
        const error = Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      });
    await Promise.all([page.waitForEvent('load'), fail()]);
    expect(warnings.some((w) => w.includes('failed to load; reloading the page'))).toBe(true);
    await expect(page.locator('h1')).toHaveText('Introduction');
    await waitForHydration(page);
    // A second failure in the same session does not reload again (no loop).
    let reloaded = false;
    page.once('load', () => (reloaded = true));
    await fail();
    await page.waitForTimeout(500);
    expect(reloaded).toBe(false);
    expect(warnings.filter((w) => w.includes('failed to load')).length).toBe(2);
  });

  test('test-only routes are in the test build', async ({ request }) => {
    // This suite runs on a build made with E2E_TEST_ROUTES=1; that `npm run build` leaves them out
    // is scripts/next-config.test.ts's to check.
    expect((await request.get('/e2e-only/crash')).status()).toBe(200);
  });
});
