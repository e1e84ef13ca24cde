import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Whether the page runs at a phone width (below the 996 px breakpoint). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 996;

/** Serves an empty gtag.js so analytics tests never depend on the network. */
export async function stubAnalytics(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/** The page_view events queued in window.dataLayer. */
export async function pageViews(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => args[2] as { page_title: string; page_location: string; page_path: string }),
  );
}

/** Waits until React has hydrated the shell (the theme toggle gets its real label after mounting). */
export async function waitForHydration(page: Page, timeout?: number) {
  await expect(page.getByRole('button', { name: /^Switch to (dark|light) mode$/ })).toBeAttached({ timeout });
}

/** Opens the search panel from a docs page and waits for the results of `query`. */
export async function openSearchWithResults(page: Page, query: string) {
  await page.goto('/docs/experience-sdk/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: 'Search' }).fill(query);
  await expect(page.getByRole('option').first()).toBeVisible();
}

/**
 * Lays out what `content-visibility: auto` skips (off-screen API operations), as a reader scrolling
 * past it sees it: until then it has no layout to hit-test and no fonts.
 */
export async function layOutSkippedContent(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
}

/**
 * axe for this site's pages: run in the page itself (legacy mode) and keeping only the violations.
 * The default runs each frame's part, copies the results of every node checked into a second page
 * and finishes there: on an API reference (16,000 elements) that took 18–22 s of the 29 s a check
 * took, against 7.6 s this way. The pages hold no frames, which is what the default is for.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * Violations axe finds (WCAG 2.2 A and AA and best practices), within `include` when given, as
 * readable lines. Skipped content is laid out first: axe hit-tests it where it is not drawn,
 * reading the wrong neighbours (dequelabs/axe-core#2768).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await layOutSkippedContent(page);
  let builder = axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Runs the page's main thread 4× slower (Chromium), as on a slow phone: hydration takes seconds. */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const EARLY_PAGE = '/docs/experience-sdk/intro';
const nextLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });

/**
 * The docs pager does not move when the page hydrates. The feedback widget renders once hydrated,
 * above the pager: without its slot kept, the pager moved down 137 px under the pointer, and a
 * click pressed on the link was released beside it (lib/browser/README.md).
 */
export async function expectPagerStillWhileHydrating(page: Page) {
  await slowCpu(page);
  await page.goto(EARLY_PAGE);
  const before = await nextLink(page).boundingBox();
  await waitForHydration(page);
  await expect(page.locator('.page-feedback')).toBeVisible();
  const after = await nextLink(page).boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? Number.NaN))).toBeLessThan(0.5);
}

/**
 * The pager's Next link, clicked right after `load` on a slow CPU (not waiting for hydration),
 * leads to the next page: 3 of 10 runs did before the feedback widget's slot kept the pager still
 * (bench/RESULTS.md, "Links clicked while the page hydrates").
 */
export async function expectEarlyClickToNavigate(page: Page) {
  await slowCpu(page);
  await page.goto(EARLY_PAGE);
  await nextLink(page).click();
  await expect(page).toHaveURL(/\/docs\/experience-sdk\/event-listener$/, { timeout: 10_000 });
  await expect(page.locator('h1')).toHaveText('Event listener', { timeout: 10_000 });
}
