import { expect, test } from '@playwright/test';
import {
  expectEarlyClickToNavigate,
  expectPagerStillWhileHydrating,
  isMobile,
  pageViews,
  slowCpu,
  stubAnalytics,
  waitForHydration,
} from './helpers';

test.beforeEach(async ({ page }) => stubAnalytics(page));

/** Records whether the nprogress bar was ever added to the page. */
async function watchProgressBar(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as { sawProgress: boolean }).sawProgress = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('analytics', () => {
  test('sends one page_view on load and one per client-side navigation', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pageViews(page))[0]).toEqual({
      page_title: 'Introduction | Developer Documentation',
      page_location: expect.stringMatching(/\/docs\/experience-sdk\/intro$/),
      page_path: '/docs/experience-sdk/intro',
    });
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/event-listener$/);
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect((await pageViews(page))[1]).toMatchObject({
      page_title: 'Event listener | Developer Documentation',
      page_path: '/docs/experience-sdk/event-listener',
    });
    await page.waitForTimeout(300);
    expect(await pageViews(page)).toHaveLength(2);
    expect(
      await page.evaluate(() =>
        (window.dataLayer ?? []).some((e) => Array.from(e as ArrayLike<unknown>)[0] === 'config'),
      ),
    ).toBe(true);
  });
});

test.describe('progress bar', () => {
  test('does not show on a fast navigation, and never before 200 ms', async ({ page }) => {
    // In the page's own clock: when each click happened, when the bar first appeared after it, and
    // when the new page's heading arrived. Timing the bar against the navigation it belongs to keeps
    // the test about the delay, not about how fast a busy two-core machine happens to be.
    await page.addInitScript(() => {
      const w = window as unknown as { timing: { heading?: string; click?: number; bar?: number; done?: number } };
      w.timing = {};
      document.addEventListener(
        'click',
        () => (w.timing = { heading: w.timing.heading, click: performance.now() }),
        true,
      );
      new MutationObserver(() => {
        if (w.timing.click === undefined) return;
        if (w.timing.bar === undefined && document.getElementById('nprogress')) w.timing.bar = performance.now();
        if (w.timing.done === undefined && document.querySelector('h1')?.textContent !== w.timing.heading)
          w.timing.done = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    const pages = [/event-listener$/, /experience-sdk\/intro$/];
    const fast: number[] = [];
    for (let i = 0; i < 8 && fast.length < 2; i++) {
      const link = page
        .getByRole('navigation', { name: 'Docs pages' })
        .getByRole('link', { name: i % 2 ? /Previous/ : /Next/ });
      // Pointed at, the link is prefetched: following it is a fast navigation.
      await link.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      await page.evaluate(
        () =>
          ((window as unknown as { timing: { heading?: string } }).timing.heading =
            document.querySelector('h1')?.textContent ?? ''),
      );
      await link.click();
      await expect(page).toHaveURL(pages[i % 2]);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { timing: { done?: number } }).timing.done))
        .toBeDefined();
      await page.waitForTimeout(400);
      const { click, bar, done } = await page.evaluate(
        () => (window as unknown as { timing: { click: number; bar?: number; done: number } }).timing,
      );
      // The bar waits PROGRESS_DELAY_MS, and only a navigation still running by then shows it.
      if (bar !== undefined) {
        expect(bar - click, 'the bar appeared before its 200 ms delay').toBeGreaterThanOrEqual(200);
        expect(bar, 'the bar appeared after the page had arrived').toBeLessThanOrEqual(done);
      }
      // Well under the delay (the timer is cleared by an effect that runs a frame after the page).
      if (done - click < 170) {
        expect(bar, `a ${Math.round(done - click)} ms navigation showed the bar`).toBeUndefined();
        fast.push(done - click);
      }
    }
    expect(fast.length, 'no navigation was fast enough to check (the machine is too busy)').toBeGreaterThan(0);
  });

  test('shows with a spinner when a navigation takes longer than 200 ms, then completes', async ({ page }) => {
    await watchProgressBar(page);
    // Every request for the target page's data is slow, prefetches included.
    await page.route(/\/docs\/acme-moments\/intro.*_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Sections' })
      .getByRole('link', { name: /^Moments/ })
      .click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('#nprogress .bar')).toHaveCSS('background-color', 'rgb(37, 194, 160)');
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeAttached();
    await expect(page).toHaveURL(/\/docs\/acme-moments\/intro$/, { timeout: 10_000 });
    await expect(page.locator('h1')).toHaveText('Acme Moments');
    await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 5000 });
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).not.toBeAttached();
  });

  test('shows nothing for a link to a heading of the page, nor for back to the top', async ({ page }) => {
    await watchProgressBar(page);
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    // Chromium fires popstate for these: the page's path never changes, so nothing would end a bar.
    await page.locator('a[href="#core-concepts"]').first().dispatchEvent('click');
    await expect(page).toHaveURL(/#core-concepts$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/intro$/);
    await page.waitForTimeout(600);
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).not.toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBeUndefined();
  });
});

test.describe('scrolling', () => {
  test('a navigation scrolls to the top, or to the hash target below the navbar', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/event-listener$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/docs/acme-profiles/profiles-api#identity-tokens');
    const top = await page.locator('#identity-tokens').evaluate((el) => el.getBoundingClientRect().top);
    const navbarBottom = await page.locator('header.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(navbarBottom);
    expect(top).toBeLessThan(300);
  });

  test('the back-to-top button appears after scrolling and scrolls up smoothly', async ({ page }) => {
    await page.goto('/docs/acme-profiles/profiles-api');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect(button).toBeVisible();
    await button.click();
    // Smooth: a frame later it is part of the way up, not at the top yet.
    const midway = await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY)))),
    );
    expect(midway).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the back-to-top button leaves the end of the footer readable', async ({ page }) => {
    await page.goto('/docs/acme-profiles/profiles-api');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('opacity', '1');
    // The copyright's lines of text (a line box each), none under the button.
    const lines = await page.locator('.footer-copyright').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
    });
    const over = (await button.boundingBox())!;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const apart =
        line.x + line.width <= over.x ||
        over.x + over.width <= line.x ||
        line.y + line.height <= over.y ||
        over.y + over.height <= line.y;
      expect(apart, `a line of the copyright at ${JSON.stringify(line)} is under the button`).toBe(true);
    }
  });

  test('the back-to-top button is instant under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/docs/acme-profiles/profiles-api');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.getByRole('button', { name: 'Scroll back to top' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prefetching', () => {
  for (const [label, connection, expectPrefetch] of [
    ['a normal connection', undefined, true],
    ['Save-Data', { saveData: true, effectiveType: '4g' }, false],
    ['2g', { saveData: false, effectiveType: '2g' }, false],
  ] as const) {
    test(`${expectPrefetch ? 'happens' : 'is skipped'} on ${label}`, async ({ page }) => {
      if (connection) {
        await page.addInitScript((c) => {
          Object.defineProperty(navigator, 'connection', {
            value: { ...c, addEventListener() {}, removeEventListener() {} },
          });
        }, connection);
      }
      let prefetches = 0;
      page.on('request', (r) => {
        if (r.headers()['next-router-prefetch'] || r.headers()['next-router-segment-prefetch']) prefetches += 1;
      });
      await page.goto('/');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      // Links in view are not prefetched on load, only when the reader points at or focuses one.
      expect(prefetches).toBe(0);
      const link = page.getByRole('region', { name: 'Sections' }).getByRole('link', { name: /^Moments/ });
      if (isMobile(page)) await link.focus();
      else await link.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      if (expectPrefetch) expect(prefetches).toBeGreaterThan(0);
      else expect(prefetches).toBe(0);
    });
  }
});

test.describe('sidebar categories', () => {
  test('stay as the reader left them on the next docs page, scroll position included', async ({ page }) => {
    test.skip(isMobile(page), 'desktop sidebar');
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
    const profiles = sidebar.locator('details').filter({ has: page.locator('summary', { hasText: /^Profiles$/ }) });
    await profiles.locator('summary').click();
    await expect(profiles).not.toHaveAttribute('open');
    const column = page.locator('.docs-sidebar');
    const scrolled = await column.evaluate((el) => (el.scrollTop = el.scrollHeight) && el.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    // Each page renders its own sidebar; the new one starts where the reader left the old one.
    await sidebar.getByRole('link', { name: 'Agent' }).click();
    await expect(page).toHaveURL(/\/docs\/acme-moments\/agent$/);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Agent');
    await expect(profiles).not.toHaveAttribute('open');
    expect(await column.evaluate((el) => el.scrollTop)).toBe(scrolled);
  });

  test('collapse with a height animation, instant under reduced motion', async ({ page }) => {
    test.skip(isMobile(page), 'desktop sidebar');
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
    // Count height animations as they start (they are short, so polling could miss them).
    await page.evaluate(() => {
      const original = Element.prototype.animate;
      (window as unknown as { heights: number[] }).heights = [];
      Element.prototype.animate = function (frames, options) {
        const list = frames as Keyframe[];
        if (Array.isArray(list) && list.some((f) => 'height' in f))
          (window as unknown as { heights: number[] }).heights.push(
            Number((options as KeyframeAnimationOptions).duration),
          );
        return original.call(this, frames, options);
      };
    });
    const heights = () => page.evaluate(() => (window as unknown as { heights: number[] }).heights);
    const summary = sidebar.locator('summary', { hasText: /^Moments$/ });
    await summary.click();
    await expect(sidebar.getByRole('link', { name: 'Agent' })).toBeHidden();
    expect(await heights()).toHaveLength(1);
    expect((await heights())[0]).toBeGreaterThan(0);
    await summary.click();
    await expect(sidebar.getByRole('link', { name: 'Agent' })).toBeVisible();
    expect(await heights()).toHaveLength(2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await summary.click();
    await expect(sidebar.getByRole('link', { name: 'Agent' })).toBeHidden();
    expect(await heights()).toHaveLength(2);
  });
});

test.describe('a link clicked while the page hydrates', () => {
  test('the pager stays where it is when the page hydrates', async ({ page }) => {
    await expectPagerStillWhileHydrating(page);
  });

  test('still navigates on a slow CPU', async ({ page }) => {
    await expectEarlyClickToNavigate(page);
  });

  // Every kind of page: a link that moves while the page hydrates takes a reader's click elsewhere
  // (the pager did, 137 px, until the feedback widget kept its slot).
  for (const path of ['/', '/blog/welcome', '/docs/acme-profiles/intro', '/api/content']) {
    test(`no link moves on ${path} while it hydrates`, async ({ page }) => {
      await slowCpu(page);
      const places = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('a[href]')].map((a) => {
            const box = a.getBoundingClientRect();
            return `${a.getAttribute('href')} ${Math.round(box.left)},${Math.round(box.top + scrollY)}`;
          }),
        );
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const before = await places();
      // At a quarter of the CPU the API reference, the heaviest page, can take longer than the
      // default 5 s to hydrate on a slow host (CI failed there once on each width, then passed).
      await waitForHydration(page, 30_000);
      await page.waitForLoadState('networkidle');
      expect(await places()).toEqual(before);
    });
  }
});
