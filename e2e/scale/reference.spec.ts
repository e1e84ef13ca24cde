import { expect, test } from '@playwright/test';
import { waitForHydration } from '../helpers';

// Stripe's document, added to a copy of the site through its configuration (e2e/scale/site.ts): 468
// operations without tags, grouped by resource and split over pages (lib/openapi/pages.ts).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the main page is an overview with the whole navigation and the list of pages', async ({ page }) => {
    const response = await page.goto('/api/stripe');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Stripe API');
    await expect(page).toHaveTitle(/^Stripe API \| /);
    const nav = page.getByRole('navigation', { name: 'Stripe API operations' });
    // Every operation is listed, each linking to the page that holds it.
    await expect(nav.locator('[data-nav-op]')).toHaveCount(468);
    await expect(nav.locator('[data-nav-op="PostCharges"]')).toHaveAttribute('href', '/api/stripe/charges#PostCharges');
    await expect(page.getByRole('link', { name: 'Charges', exact: true })).toHaveAttribute(
      'href',
      '/api/stripe/charges',
    );
    // No operation is rendered on the overview itself.
    await expect(page.locator('.operation')).toHaveCount(0);
  });

  test('a tag page renders its operations, its own title and description, and leads on', async ({ page }) => {
    await page.goto('/api/stripe/charges');
    await expect(page.locator('h1')).toHaveText('Stripe API: Charges');
    await expect(page).toHaveTitle(/^Charges \| Stripe API \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /operations of the Stripe API/);
    await expect(page.locator('#PostCharges')).toBeAttached();
    await expect(page.locator('#GetCharges')).toBeAttached();
    // Only this page's operations; other tags are one link each.
    await expect(page.locator('#GetCustomers')).toHaveCount(0);
    await expect(page.locator('a.api-nav-tag', { hasText: 'Customers' })).toHaveAttribute(
      'href',
      /^\/api\/stripe\/customers(-\d+)?$/,
    );
    const pager = page.getByRole('navigation', { name: 'Stripe API pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', /^\/api\/stripe\/[a-z-]+$/);
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', /^\/api\/stripe\/[a-z-]+$/);
  });

  test('a schemas page renders named schemas', async ({ page }) => {
    const response = await page.goto('/api/stripe/schemas');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(/^Stripe API: Schemas/);
    expect(await page.locator('details.api-schema').count()).toBeGreaterThan(20);
  });

  test('a page that the plan does not have answers 404', async ({ page }) => {
    expect((await page.goto('/api/stripe/nope'))?.status()).toBe(404);
    expect((await page.goto('/api/content/charges'))?.status()).toBe(404);
  });
});

test('an old /api/<id>#<operationId> link lands on the operation, on its page', async ({ page }) => {
  await page.goto('/api/stripe#PostCustomers');
  await expect(page).toHaveURL(/\/api\/stripe\/customers(-\d+)?#PostCustomers$/);
  await expect(page.locator('#PostCustomers')).toBeInViewport();
  // A schema anchor that moved to a Schemas page is forwarded too, and opened.
  await page.goto('/api/stripe#schema-charge');
  await expect(page).toHaveURL(/\/api\/stripe\/schemas(-\d+)?#schema-charge$/);
  await expect(page.locator('#schema-charge')).toHaveAttribute('open', '');
});

test('a schema link across pages leads to the schema, opened', async ({ page }) => {
  await page.goto('/api/stripe/charges');
  await waitForHydration(page);
  const link = page.locator('#GetChargesCharge a[href^="/api/stripe/schemas"]').filter({ visible: true }).first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/stripe\/schemas(-\d+)?#schema-[\w.-]+$/);
  const id = href.split('#')[1];
  // Clicked by its href: `.first()` of the visible links is looked up again at the click, and in
  // a CI run it had become another link by then.
  await page.locator(`#GetChargesCharge a[href="${href}"]`).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('open', '');
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('search reaches an operation on a split page', async ({ page }) => {
  await page.goto('/api/stripe');
  await waitForHydration(page);
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: 'Search' }).fill('PostChargesChargeCapture');
  const option = page.getByRole('option').first();
  await expect(option).toContainText('/v1/charges/{charge}/capture');
  await option.click();
  await expect(page).toHaveURL(/\/api\/stripe\/charges(-\d+)?#PostChargesChargeCapture$/);
  await expect(page.locator('#PostChargesChargeCapture')).toBeInViewport();
});

test('the sample tabs of a split page follow the keyboard', async ({ page }) => {
  await page.goto('/api/stripe/charges');
  await waitForHydration(page);
  const group = page.locator('#GetCharges [data-tab-group="language"]');
  const tabs = group.getByRole('tab');
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(2);
  await group.getByRole('tab', { name: names[0], exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('tab', { name: names[1], exact: true })).toBeFocused();
  await expect(group.getByRole('tab', { name: names[1], exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(group.getByRole('tab', { name: names.at(-1)!, exact: true })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(group.getByRole('tab', { name: names[0], exact: true })).toBeFocused();
});

test('each page has a Markdown copy, an llms.txt line and a sitemap entry; the downloads stay whole', async ({
  request,
}) => {
  const markdown = await request.get('/api/stripe/charges.md');
  expect(markdown.status()).toBe(200);
  const text = await markdown.text();
  expect(text).toMatch(/^# Stripe API: Charges/);
  expect(text).toContain('/api/stripe/charges#PostCharges');
  expect(text).not.toContain('/v1/customers/{customer}/sources');
  const overview = await (await request.get('/api/stripe.md')).text();
  expect(overview).toContain('/api/stripe/charges.md');
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/\[Stripe API: Charges\]\(https?:\/\/[^)]+\/api\/stripe\/charges\.md\)/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/api/stripe/charges</loc>');
  expect(sitemap).toMatch(/\/api\/stripe\/schemas<\/loc>/);
  const yaml = await request.get('/api/stripe.yaml');
  expect(yaml.status()).toBe(200);
  expect((await yaml.body()).length).toBeGreaterThan(4_000_000);
});
