import { expect, type Page, test } from '@playwright/test';
import { stubAnalytics, waitForHydration } from './helpers';

// What holds a page's first paint (bench/RESULTS.md, "First and largest paint"): the HTML and
// the stylesheets it must have first. On a slow network each render-blocking request beyond the
// first needs a connection of its own, a whole handshake: the web fonts' rules travel in the
// head's inline style (next/font gave them a stylesheet of their own), and every page asks for one
// stylesheet only: the blog's styles are in the site's, and the error and not-found boundaries,
// which are in every page's payload, name no stylesheet (the API reference pages preloaded the
// site's because of them: app/boundary-stylesheet.ts).

test.beforeEach(async ({ page }) => stubAnalytics(page));

const href = (tag: string) => /\bhref="([^"]+)"/.exec(tag)![1];

/** The stylesheets, style preloads and font preloads of a page's HTML, as the server sends it. */
async function headLinks(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const preloads = (as: string) =>
    tags.filter((tag) => /\brel="preload"/.test(tag) && new RegExp(`\\bas="${as}"`).test(tag)).map(href);
  return {
    head,
    sheets: tags.filter((tag) => /\brel="stylesheet"/.test(tag)).map(href),
    stylePreloads: preloads('style'),
    fontPreloads: preloads('font'),
  };
}

for (const path of ['/', '/docs/experience-sdk/intro', '/api/content', '/blog']) {
  test(`${path} preloads the web fonts and declares them in the head, not in a stylesheet`, async ({ page }) => {
    const { head, sheets, fontPreloads } = await headLinks(page, path);
    expect(fontPreloads).toHaveLength(3);
    const inline = [...head.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css).join('');
    for (const font of fontPreloads) expect(inline).toContain(`src:url(${font}) format("woff2")`);
    for (const sheet of sheets) expect(await (await page.request.get(sheet)).text()).not.toContain('@font-face');
  });
}

for (const path of ['/', '/docs/experience-sdk/intro', '/api/content', '/blog']) {
  test(`${path} holds its first paint for one stylesheet only`, async ({ page }) => {
    const { sheets, stylePreloads } = await headLinks(page, path);
    expect(sheets).toHaveLength(1);
    expect(stylePreloads).toEqual([]);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`);
    });
    expect(requested).toEqual(sheets);
    // The text is drawn in the web font the stylesheet declares.
    expect(loaded).toContain('inter 400');
  });
}

for (const path of ['/', '/docs/experience-sdk/intro', '/api/content', '/blog']) {
  test(`${path} asks for its scripts only after its first contentful paint, then hydrates`, async ({ page }) => {
    // The build moves Next's chunks behind the first paint (lib/security/scripts-after-paint.ts):
    // they no longer share the first round trips with the stylesheet and fonts, nor run mid-parse.
    await page.goto(path);
    await waitForHydration(page);
    const { paint, chunks } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(paint);
  });
}

test('the error boundary, which imports no stylesheet, is drawn in the page’s', async ({ page }) => {
  await page.goto('/e2e-only/crash');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Crash' }).click();
  const title = page.getByRole('heading', { name: 'This page crashed.' });
  await expect(title).toBeVisible();
  // The standalone container, the chain's spacing and the web font: the site's stylesheet applies.
  const style = (selector: string, property: 'maxWidth' | 'marginTop' | 'fontFamily') =>
    page.locator(selector).evaluate((element, name) => getComputedStyle(element)[name], property);
  expect(await style('main.crash', 'maxWidth')).toBe('768px');
  expect(await style('.error-chain', 'marginTop')).toBe('24px');
  expect(await style('main.crash h1', 'fontFamily')).toMatch(/^inter\b/i);
});

test('the 404 page has the site stylesheet, and one only', async ({ page }) => {
  const { sheets, stylePreloads } = await headLinks(page, '/docs/no-such-page');
  expect(sheets).toHaveLength(1);
  expect(stylePreloads).toEqual([]);
  await page.goto('/docs/no-such-page');
  const main = page.locator('main.not-found');
  await expect(main).toBeVisible();
  expect(await main.evaluate((m) => getComputedStyle(m).textAlign)).toBe('center');
});
