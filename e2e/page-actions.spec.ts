import { expect, test } from '@playwright/test';
import { axeViolations, isMobile, stubAnalytics, waitForHydration } from './helpers';

const DOC = '/docs/experience-sdk/intro';

test.describe('page actions', () => {
  test('open from the keyboard, hold every action with the right targets, and pass axe', async ({ page }) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const menu = page.locator('.doc-header .page-actions');
    const summary = menu.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', `${DOC}.md`);
    const chatgpt = new URL((await menu.getByRole('link', { name: 'Open in ChatGPT' }).getAttribute('href')) ?? '');
    expect(chatgpt.origin).toBe('https://chatgpt.com');
    expect(chatgpt.searchParams.get('q')).toContain(`${DOC}.md`);
    const claude = new URL((await menu.getByRole('link', { name: 'Open in Claude' }).getAttribute('href')) ?? '');
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(await menu.getByRole('link', { name: 'Connect to Cursor' }).getAttribute('href')).toMatch(
      /^cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?name=acme-docs&config=/,
    );
    expect(await menu.getByRole('link', { name: 'Connect to VS Code' }).getAttribute('href')).toMatch(
      /^vscode:mcp\/install\?/,
    );
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Copy page as Markdown' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page, '.page-actions')).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(menu).not.toHaveAttribute('open', '');
  });

  test('copy the MCP config', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DOC);
    await waitForHydration(page);
    const menu = page.locator('.doc-header .page-actions');
    await menu.locator('summary').click();
    await menu.getByRole('button', { name: 'Copy MCP config' }).click();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.mcpServers['acme-docs'].url).toMatch(/\/mcp$/);
  });

  test('every operation of a reference has its own menu, named after it', async ({ page }) => {
    await page.goto('/api/profiles');
    const menus = page.locator('.operation .page-actions summary');
    expect(await menus.count()).toBeGreaterThan(5);
    await expect(page.locator('#upsertProfile .page-actions summary')).toHaveAttribute(
      'aria-label',
      'Actions for Upsert a profile',
    );
    await expect(page.locator('#getProfile .page-actions summary')).toHaveAttribute(
      'aria-label',
      'Actions for Get a profile',
    );
    await expect(page.locator('#upsertProfile [data-copy-markdown]')).toHaveAttribute(
      'data-copy-section',
      'upsertProfile',
    );
  });

  test('the page links its Markdown copy in its head', async ({ page }) => {
    await page.goto(DOC);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      /\/docs\/experience-sdk\/intro\.md$/,
    );
  });
});

test.describe('Markdown on request', () => {
  test('text/markdown gets the copy with Vary: Accept; a browser still gets HTML after it', async ({
    request,
    page,
  }) => {
    const markdown = await request.get(DOC, { headers: { Accept: 'text/markdown' } });
    expect(markdown.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(markdown.headers().vary).toMatch(/Accept(,|$)/);
    expect(await markdown.text()).toBe(await (await request.get(`${DOC}.md`)).text());
    for (const accept of ['*/*', 'text/markdown;q=7', 'garbage;;=']) {
      const html = await request.get(DOC, { headers: { Accept: accept } });
      expect(html.status(), accept).toBe(200);
      expect(html.headers()['content-type'], accept).toMatch(/^text\/html/);
    }
    const response = await page.goto(DOC);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(response?.headers().vary).toMatch(/Accept/);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('search insights', () => {
  test('a search that finds nothing sends one search and one search_no_results event', async ({ page }) => {
    await stubAnalytics(page);
    const hits: string[] = [];
    await page.route('https://*.google-analytics.com/**', (route) => {
      hits.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto(DOC);
    await waitForHydration(page);
    // The shortcut on desktop, a tap on the navbar's field on phones.
    if (isMobile(page)) await page.getByRole('banner').getByRole('search').getByPlaceholder('Search...').tap();
    else await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Search' }).pressSequentially('zzqxjv', { delay: 30 });
    await expect(page.getByText('No results found.', { exact: true }).first()).toBeVisible();
    await page.waitForTimeout(1500);
    const events = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'event' && String(args[1]).startsWith('search')),
    );
    expect(events).toEqual([
      ['event', 'search', { search_term: 'zzqxjv', result_count: 0 }],
      ['event', 'search_no_results', { search_term: 'zzqxjv' }],
    ]);
  });
});
