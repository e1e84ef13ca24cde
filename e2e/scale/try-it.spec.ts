import { expect, type Page, test } from '@playwright/test';
import { stubAnalytics, waitForHydration } from '../helpers';

// The "Try it" console on the pages of a split reference at real size: Stripe's document in the
// scale copy (e2e/scale/site.ts), in its build and its static export. Its server, api.stripe.com,
// is answered by request interception: no request leaves the machine.

const HYDRATION_MS = 15_000;

/** Opens an operation's console, sends its request and closes the console again. */
async function tryOperation(page: Page, operation: string) {
  await page.locator(`#${operation} [data-try-it]`).click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await expect(console).toBeVisible();
  await expect(console.getByLabel('Send to the server')).toBeChecked();
  await page.locator('.try-it-send').click();
  await expect(console.locator('[data-try-it-status]')).toHaveAttribute('data-try-it-status', '200');
  await page.keyboard.press('Escape');
  await expect(page.locator('.try-it')).toHaveCount(0);
}

test('Try it on split pages: reached from the main page, and after moving on to the next page', async ({ page }) => {
  await stubAnalytics(page);
  const requests: string[] = [];
  await page.route('https://api.stripe.com/**', async (route) => {
    requests.push(`${route.request().method()} ${route.request().url()}`);
    await route.fulfill({
      status: 200,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'content-type': 'application/json',
      },
      body: '{"object":"list","data":[]}',
    });
  });
  // An old link to the main page is forwarded to the page that holds the operation.
  await page.goto('/api/stripe#GetCustomers');
  await expect(page).toHaveURL(/\/api\/stripe\/customers(-\d+)?#GetCustomers$/);
  // Two full loads of Stripe's largest pages before this one hydrates: more than the 5 s default
  // on a busy host.
  await waitForHydration(page, HYDRATION_MS);
  await tryOperation(page, 'GetCustomers');
  expect(requests).toEqual(['GET https://api.stripe.com/v1/customers']);
  // The next page of the reference: its own operations, each with the console.
  await page.getByRole('navigation', { name: 'Stripe API pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/api\/stripe\/[a-z0-9-]+$/);
  await expect(page.locator('#GetCustomers')).toHaveCount(0);
  // The pager of a split reference is a plain link (the body is static HTML that React never owns),
  // so the next page is a full load. Wait for it to hydrate, as after the first load: a click before
  // that is only played again once it has (e2e/try-it.spec.ts), which this test is not about.
  await waitForHydration(page, HYDRATION_MS);
  const next = page.locator('.operation:has([data-try-it])').first();
  await tryOperation(page, (await next.getAttribute('id'))!);
  expect(requests).toHaveLength(2);
});
