import { expect, type Page, test } from '@playwright/test';
import { axeViolations, stubAnalytics, waitForHydration } from '../helpers';
import { NO_EDIT_LINK_DOC, VARIANT } from './site';

// The variant copy (e2e/variant/site.ts): editUrl, showLastUpdateAuthor and feedback.endpoint set,
// every file last committed by VARIANT.author on VARIANT.date.
const DOC = '/docs/experience-sdk/translations';
const SOURCE = 'content/docs/experience-sdk/translations.mdx';

test.beforeEach(async ({ page }) => stubAnalytics(page));

/** Answers the feedback endpoint (CORS included) and records each answer posted. */
async function feedbackEndpoint(page: Page, status = 204): Promise<unknown[]> {
  const posted: unknown[] = [];
  await page.route(VARIANT.feedbackEndpoint, async (route) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (route.request().method() === 'POST') posted.push(route.request().postDataJSON());
    await route.fulfill({ status: route.request().method() === 'OPTIONS' ? 204 : status, headers: cors });
  });
  return posted;
}

/** The page_feedback events queued for the analytics tag. */
const feedbackEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_feedback')
      .map((args) => args[2]),
  );

test('every docs page, post and standalone page links to its source', async ({ page }) => {
  const base = VARIANT.editUrl.replace('{path}', '');
  for (const [path, source] of [
    [DOC, SOURCE],
    ['/blog/first-blog-post', 'content/blog/2026-09-03-first-blog-post.mdx'],
    ['/markdown-page', 'content/pages/markdown-page.mdx'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^Edit this page/ })).toHaveAttribute('href', `${base}${source}`);
  }
  // hide_edit_link: true in its frontmatter: the page keeps its date, without the link.
  await page.goto(NO_EDIT_LINK_DOC.path);
  await expect(page.locator('.page-meta-updated time')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit this page/ })).toHaveCount(0);
});

test('the last update is a <time> in the reader’s locale, with its author, and in JSON-LD and the sitemap', async ({
  browser,
  page,
  request,
}) => {
  await page.goto(DOC);
  const time = page.locator('.page-meta-updated time');
  await expect(time).toHaveAttribute('datetime', VARIANT.date);
  await expect(page.locator('.page-meta-updated')).toHaveText(`Last updated on May 4, 2026 by ${VARIANT.author}`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}').dateModified).toBe(VARIANT.date);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>https://docs.acme.com${DOC}</loc>\n<lastmod>${VARIANT.date}</lastmod>`);

  const german = await browser.newContext({ locale: 'de-DE' });
  const dePage = await german.newPage();
  await dePage.goto(DOC);
  await expect(dePage.locator('.page-meta-updated time')).toHaveText('4. Mai 2026');
  await german.close();

  // Without JavaScript the date reads as written and the feedback widget is absent.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(DOC);
  await expect(plain.locator('.page-meta-updated time')).toHaveText('2026-05-04');
  await expect(plain.getByText('Was this page helpful?')).toHaveCount(0);
  await noJs.close();
});

test('feedback is sent once, by keyboard: No, a comment, Send', async ({ page }) => {
  const posted = await feedbackEndpoint(page);
  await page.goto(DOC);
  await waitForHydration(page);
  const widget = page.getByRole('region', { name: 'Was this page helpful?' });
  await widget.getByRole('button', { name: 'Yes', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('button', { name: 'No', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByLabel('What was missing or wrong? (optional)')).toBeFocused();
  await page.keyboard.type('Missing Vue example');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback.');
  await expect.poll(() => posted).toEqual([{ path: DOC, answer: 'no', comment: 'Missing Vue example' }]);
  expect(await feedbackEvents(page)).toEqual([{ page_path: DOC, answer: 'no', comment_length: 19 }]);

  // One answer per page per tab: after a reload the thanks stays and nothing more is sent.
  await page.reload();
  await waitForHydration(page);
  await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback.');
  await expect(widget.getByRole('button')).toHaveCount(0);
  expect(posted).toHaveLength(1);
});

test('a failing endpoint gets a short note and one console warning', async ({ page }) => {
  await feedbackEndpoint(page, 503);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(DOC);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'could not be sent' })).toBeVisible();
  expect(warnings.filter((w) => w.includes('Page feedback'))).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page with the edit link, the date and the feedback widget has no axe violations', async ({ page }) => {
  // axe walks every node of the page.
  test.setTimeout(120_000);
  await page.goto(DOC);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /^Edit this page/ })).toBeVisible();
  await expect(page.locator('.page-meta-updated time')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The comment form after No (the rest of the page is unchanged).
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByLabel('What was missing or wrong? (optional)')).toBeVisible();
  expect(await axeViolations(page, '.page-feedback')).toEqual([]);
});
