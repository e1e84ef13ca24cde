import { expect, test } from '@playwright/test';
import { axeViolations, stubAnalytics, waitForHydration } from '../helpers';
import { KIT_PAGE } from './site';

// The MDX kit's fixture page in the variant copy (e2e/variant/site.ts writeKitPage).
test.beforeEach(async ({ page }) => stubAnalytics(page));

for (const theme of ['light', 'dark'] as const) {
  test(`the kit page has no axe violations in ${theme} mode`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(KIT_PAGE.path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('.steps > ol > li')).toHaveCount(2);
    await expect(page.locator('.cards .card')).toHaveCount(3);
    await expect(page.locator('.file-tree li.file-tree-folder')).toHaveCount(2);
    await expect(page.locator('.badge')).toHaveCount(5);
    expect(await axeViolations(page, 'article')).toEqual([]);
  });
}

test('step headings stay in the table of contents, and the cards wrap to one column on phones', async ({
  page,
}, info) => {
  await page.goto(KIT_PAGE.path);
  await expect(page.locator('h3#install-the-sdk')).toBeVisible();
  // On a phone the table of contents is folded away: its links are there, not shown.
  const toc = page.getByRole('navigation', { name: 'On this page', includeHidden: true }).first();
  await expect(toc.locator('a[href="#install-the-sdk"]')).toHaveText('Install the SDK');
  await expect(toc.locator('a[href="#create-the-experience"]')).toHaveText('Create the experience');
  const cards = page.locator('.cards .card');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  expect(second!.y > first!.y, `${info.project.name}: the second card is below the first on phones only`).toBe(phone);
});

test('a page without a frontmatter description is described by its first paragraph', async ({ page }) => {
  await page.goto(KIT_PAGE.path);
  const lead = 'Every component of the MDX kit on one page, for the end-to-end tests.';
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', lead);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', lead);
});

test('an accordion opens by its hash, and by a hash inside it', async ({ page }) => {
  await page.goto(`${KIT_PAGE.path}#why-is-my-token-rejected`);
  await waitForHydration(page);
  const first = page.locator('details#why-is-my-token-rejected');
  await expect(first).toHaveAttribute('open', '');
  await expect(page.locator('details#second')).not.toHaveAttribute('open', '');
  await page.evaluate(() => {
    (document.querySelector('details#why-is-my-token-rejected') as HTMLDetailsElement).open = false;
    window.location.hash = '#inside-the-accordion';
  });
  await expect(first).toHaveAttribute('open', '');
  await expect(page.getByRole('heading', { name: 'Inside the accordion' })).toBeInViewport();
});

test('an accordion opens without JavaScript and prints open', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(KIT_PAGE.path);
  await page.getByText('Second question').click();
  await expect(page.getByText('Kept closed.')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('The token has expired.')).toBeVisible();
  await context.close();
});

test('grouped tabs switch together, go into the address and are remembered on the next page', async ({ page }) => {
  await page.goto(KIT_PAGE.path);
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'yarn' }).first().click();
  await expect(page.getByText('yarn add 2')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('pm')).toBe('yarn');
  await page.goto(KIT_PAGE.path);
  await waitForHydration(page);
  await expect(page.getByText('yarn add 1')).toBeVisible();
});

test('an image opens larger on click or Enter and closes on Escape or click, moving nothing', async ({ page }) => {
  await page.goto(KIT_PAGE.path);
  const trigger = page.getByRole('button', { name: 'Enlarge image: The Acme icon' });
  const after = page.getByText('The text after the image.');
  // Measured where the click will be made (a click scrolls its target into view first).
  await trigger.scrollIntoViewIfNeeded();
  const before = await after.boundingBox();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'The Acme icon' });
  await expect(dialog).toBeVisible();
  expect(await after.boundingBox()).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await after.boundingBox()).toEqual(before);
});
