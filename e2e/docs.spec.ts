import { expect, type Page, test } from '@playwright/test';
import { isMobile, stubAnalytics, waitForHydration } from './helpers';

test.beforeEach(async ({ page }) => stubAnalytics(page));

/** The sidebar the reader can see: the desktop column, or the docs menu on phones. */
async function visibleSidebar(page: Page) {
  const js = await page.evaluate(() => document.documentElement.classList.contains('js'));
  if (js) await waitForHydration(page);
  if (isMobile(page) && js) {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    return page.getByRole('dialog').getByRole('navigation', { name: 'Docs sidebar (mobile)' });
  }
  if (isMobile(page)) {
    await page.locator('.docs-mobile-menu > summary').click();
    return page.getByRole('navigation', { name: 'Docs menu' });
  }
  return page.getByRole('navigation', { name: 'Docs sidebar' });
}

test.describe('docs page', () => {
  test('sidebar highlights the current page and opens its category', async ({ page }) => {
    await page.goto('/docs/experience-sdk/overriding-components/middleware');
    const sidebar = await visibleSidebar(page);
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveText('Middleware');
    await expect(current).toBeVisible();
    await expect(sidebar.locator('details', { hasText: 'Overriding components' }).last()).toHaveAttribute('open', '');
    // Categories are never hidden.
    for (const label of ['Experience SDK', 'Moments', 'Profiles'])
      await expect(sidebar.locator('summary', { hasText: label })).toBeVisible();
  });

  test('sidebar categories collapse and expand, and links navigate', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    const sidebar = await visibleSidebar(page);
    const moments = sidebar.locator('details').filter({ has: page.locator('summary', { hasText: /^Moments$/ }) });
    await expect(moments.getByRole('link', { name: 'Agent' })).toBeVisible();
    await moments.locator('summary').click();
    await expect(moments.getByRole('link', { name: 'Agent' })).toBeHidden();
    await moments.locator('summary').click();
    await moments.getByRole('link', { name: 'Agent' }).click();
    await expect(page).toHaveURL(/\/docs\/acme-moments\/agent$/);
    await expect(page.locator('h1')).toHaveText('Moments agent');
  });

  test('sidebar is 300px wide on desktop', async ({ page }) => {
    test.skip(isMobile(page), 'desktop layout only');
    await page.goto('/docs/experience-sdk/intro');
    const box = await page.locator('.docs-sidebar').boundingBox();
    expect(box?.width).toBe(300);
  });

  test('breadcrumbs show the category path', async ({ page }) => {
    await page.goto('/docs/experience-sdk/overriding-components/middleware');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      '',
      'Experience SDK',
      'Overriding components',
      'Middleware',
    ]);
    await crumbs.getByRole('link', { name: 'Experience SDK' }).click();
    await expect(page).toHaveURL(/\/docs\/experience-sdk\/intro$/);
  });

  test('previous and next links follow the sidebar order', async ({ page }) => {
    await page.goto('/docs/experience-sdk/event-listener');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/docs/experience-sdk/intro');
    // Clicked as soon as it is there: the pager no longer moves when the page hydrates
    // (e2e/navigation.spec.ts, "a link clicked while the page hydrates").
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/docs\/experience-sdk\/action-dispatcher$/);
    // The last Experience SDK page leads into the next category.
    await page.goto('/docs/experience-sdk/overriding-components/middleware');
    await expect(
      page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }),
    ).toHaveAttribute('href', '/docs/acme-moments/intro');
  });

  test('table of contents lists h2–h3 and highlights the heading in view', async ({ page }) => {
    test.skip(isMobile(page), 'the table of contents column is desktop only');
    await page.goto('/docs/acme-profiles/profiles-api');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const headingCount = await page.locator('.markdown h2[id], .markdown h3[id]').count();
    await expect(toc.getByRole('link')).toHaveCount(headingCount);
    await toc.getByRole('link', { name: 'Errors', exact: true }).click();
    await expect(page).toHaveURL(/#errors$/);
    await expect(toc.locator('a[aria-current="location"]')).toHaveText('Errors');
    const top = await page.locator('#errors').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(60); // not hidden under the fixed navbar
  });

  test('headings have anchor links', async ({ page }) => {
    await page.goto('/docs/acme-profiles/profiles-api');
    const link = page.locator('#authentication a.hash-link');
    await expect(link).toHaveAttribute('href', '#authentication');
  });

  test('code blocks are highlighted at build time, with title, highlighted lines and a copy button', async ({
    page,
    context,
    browserName,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/markdown-page');
    await waitForHydration(page);
    const block = page.locator('figure.code-block').first();
    await expect(block.locator('figcaption')).toHaveText('hello.ts');
    await expect(block.locator('[data-highlighted-line]')).toHaveCount(1);
    // Token colours are classes coloured by the stylesheet (lib/markdown/token-classes.ts).
    await expect(block.locator('span.k').first()).toHaveCSS('color', 'rgb(207, 34, 46)');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { createExperience } from '@acme/experience-sdk';");
    expect(browserName).toBe('chromium');
  });

  test('admonitions and tabs render', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await expect(page.locator('.admonition').first()).toBeVisible();
    const tabs = page.locator('.tabs').first();
    await expect(tabs.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'CDN' }).click();
    await expect(tabs.getByRole('tab', { name: 'CDN' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toContainText('cdn.acme.com');
    await tabs.getByRole('tab', { name: 'CDN' }).press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'yarn' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'npm' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'CDN' })).toBeFocused();
  });

  test('the highlighter is not shipped to the browser', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await page.goto('/docs/experience-sdk/intro');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.join('\n')).not.toMatch(/createHighlighter|github-light|tmLanguage/);
  });

  test('a table keeps its names whole and scrolls in its wrapper, never the page', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    const name = page.locator('.table-wrapper td > code', { hasText: /^experienceId$/ });
    await expect(name).toBeVisible();
    // One line box: the identifier is not broken across lines, at any width.
    expect(await name.evaluate((el) => el.getClientRects().length)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a docs page reads fine: content, sidebar, all tab panels, no copy buttons', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await expect(page.locator('h1')).toHaveText('Introduction');
    await expect(page.locator('.markdown h2').first()).toBeVisible();
    const panels = page.locator('.tabs').first().locator('.tabs-panel');
    const count = await panels.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) await expect(panels.nth(i)).toBeVisible();
    await expect(page.locator('.copy-button').first()).toBeHidden();
    const sidebar = await visibleSidebar(page);
    await expect(sidebar.getByRole('link', { name: 'Agent' })).toBeVisible();
  });
});

// A large site collapses its categories: a page leaves the items of those off its path out of its
// HTML. The test page renders the site's sidebar that way (every category collapsed).
test.describe('pruned sidebar', () => {
  const category = (page: Page, label: string) =>
    page
      .getByRole('navigation', { name: 'Pruned sidebar' })
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: new RegExp(`^${label}$`) }) });

  test('a collapsed category off the page path loads its pages from the sidebar file when opened', async ({ page }) => {
    await page.goto('/e2e-only/pruned-sidebar');
    await waitForHydration(page);
    const moments = category(page, 'Moments');
    await expect(moments.getByRole('link', { includeHidden: true })).toHaveText(['Introduction']);
    const file = page.waitForRequest(/\/sidebar-default\.json$/);
    await moments.locator('summary').click();
    await file;
    await expect(moments.getByRole('link', { name: 'Agent' })).toBeVisible();
    // The category on the path of the page it was pruned for is whole; its collapsed sub-category is pruned.
    await expect(
      category(page, 'Experience SDK').getByRole('link', { name: 'Event listener', includeHidden: true }),
    ).toHaveCount(1);
    await expect(category(page, 'Overriding components').last().getByRole('link', { includeHidden: true })).toHaveCount(
      1,
    );
    await moments.getByRole('link', { name: 'Agent' }).click();
    await expect(page).toHaveURL(/\/docs\/acme-moments\/agent$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a pruned category links its first page', async ({ page }) => {
      await page.goto('/e2e-only/pruned-sidebar');
      const profiles = category(page, 'Profiles');
      await profiles.locator('summary').click();
      await expect(profiles.getByRole('link')).toHaveText(['Introduction']);
      await expect(profiles.locator('.sidebar-more')).toHaveText('and 2 more pages');
      await profiles.getByRole('link').click();
      await expect(page).toHaveURL(/\/docs\/acme-profiles\/intro$/);
    });
  });
});

test.describe('home page', () => {
  test('has the hero, the call to action and a card per section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText("Documentation for Acme's APIs and SDKs")).toBeVisible();
    for (const name of ['Experiences', 'Moments', 'Profiles', 'Content API Reference', 'Profiles API Reference']) {
      await expect(
        page.getByRole('region', { name: 'Sections' }).getByRole('heading', { name, exact: true }),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Get started with the Experience SDK' }).click();
    await expect(page).toHaveURL(/\/docs\/experience-sdk\/intro$/);
  });

  test('navbar has the configured items', async ({ page }) => {
    test.skip(isMobile(page), 'phones get the mobile menu');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Experiences', 'Profiles', 'Moments', 'Content API Reference', 'Profiles API Reference']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Profiles', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/acme-profiles\/intro$/);
  });
});
