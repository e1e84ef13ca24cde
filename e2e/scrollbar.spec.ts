import { expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { isMobile, stubAnalytics, waitForHydration } from './helpers';

// Headless Chromium hides scrollbars unless told otherwise; desktop browsers draw a classic one,
// and a page that narrows when it appears moves everything centred or right-aligned (a layout shift
// Lighthouse saw while the page was still streaming).
test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

test.beforeEach(async ({ page }) => {
  test.skip(isMobile(page), 'phones draw overlay scrollbars');
  await stubAnalytics(page);
});

/** Where the header's centred and right-aligned parts are, which a narrower page would move. */
const headerPlaces = (page: Page) =>
  page.evaluate(() =>
    ['.announcement-content', '.announcement-close', '.navbar-right'].map((s) =>
      Math.round(document.querySelector(s)!.getBoundingClientRect().x),
    ),
  );

test('the header stays put whether or not the page is taller than the window yet', async ({ page }) => {
  await page.goto('/docs/experience-sdk/intro');
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
  const tall = await headerPlaces(page);
  // What the first paint of a streamed page sees: the header, and nothing below it yet.
  await page.addStyleTag({ content: '.page, footer { display: none !important; }' });
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  expect(await headerPlaces(page)).toEqual(tall);
});

test('opening the search panel does not move the page behind it', async ({ page }) => {
  await page.goto('/docs/experience-sdk/intro');
  await waitForHydration(page);
  const before = await headerPlaces(page);
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(true);
  expect(await headerPlaces(page)).toEqual(before);
});
