import { expect, test } from '@playwright/test';
import { isMobile, stubAnalytics, waitForHydration } from './helpers';

test.beforeEach(async ({ page }) => stubAnalytics(page));

test.describe('navbar', () => {
  test('stays at the top, hides on scrolling down and returns on scrolling up or an anchor jump', async ({ page }) => {
    await page.goto('/docs/acme-profiles/profiles-api');
    await waitForHydration(page);
    const navbar = page.locator('header.navbar');
    await expect(navbar).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect(navbar).toHaveClass(/navbar-hidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbar-hidden/);
    await expect.poll(async () => (await navbar.boundingBox())?.y).toBe(0);
    await page.mouse.wheel(0, 1500);
    await expect(navbar).toHaveClass(/navbar-hidden/);
    await page.evaluate(() => (window.location.hash = '#errors'));
    await expect(navbar).not.toHaveClass(/navbar-hidden/);
    // The page moving on its own after the jump (content laid out late) is not the reader scrolling…
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.waitForTimeout(100);
    await expect(navbar).not.toHaveClass(/navbar-hidden/);
    // …but their next scroll down is.
    await page.mouse.wheel(0, 400);
    await expect(navbar).toHaveClass(/navbar-hidden/);
  });

  test('a hidden navbar leaves no band above the sticky sidebars', async ({ page }) => {
    test.skip(isMobile(page), 'the sidebars are drawers on a phone');
    for (const [path, sidebar] of [
      ['/docs/acme-profiles/profiles-api', '.docs-sidebar'],
      ['/api/profiles', '.api-sidebar'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await page.mouse.wheel(0, 1500);
      await expect(page.locator('header.navbar')).toHaveClass(/navbar-hidden/);
      await expect.poll(async () => (await page.locator(sidebar).boundingBox())?.y, path).toBe(0);
      await page.mouse.wheel(0, -300);
      await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-hidden/);
      const navbar = await page.locator('header.navbar').boundingBox();
      await expect.poll(async () => (await page.locator(sidebar).boundingBox())?.y, path).toBe(navbar!.height);
    }
  });

  test('draws its SVG logo inline, named, with no image request or SVG image document', async ({ page }) => {
    const svgRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/img/')) svgRequests.push(request.url());
    });
    await page.goto('/blog');
    await waitForHydration(page);
    const brand = page.locator('a.navbar-brand');
    await expect(brand.getByRole('img', { name: 'Acme logo' })).toBeVisible();
    await expect(brand.locator('svg[role="img"]')).toHaveAttribute('width', '32');
    // The blog's author avatars (local SVGs) are inline too, decorative beside the author's name.
    await expect(page.locator('.post-author svg.avatar').first()).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('.post-author img')).toHaveCount(0);
    expect(svgRequests).toEqual([]);
  });

  test('the locale switcher links to the current page in each locale, without prefix for the default', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'desktop navbar');
    await page.goto('/docs/acme-moments/agent');
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('Language: English').click();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/docs/acme-moments/agent');
    await expect(english).toHaveAttribute('hreflang', 'en');
    // The menu opens without JavaScript (a native disclosure); Escape closes it once hydrated.
    await waitForHydration(page);
    await page.keyboard.press('Escape');
    await expect(english).toBeHidden();
  });

  test('the docs-version switcher shows Next and remembers the choice while the version exists', async ({ page }) => {
    test.skip(isMobile(page), 'desktop navbar');
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '1.x');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/docs/acme-moments/intro');
    await waitForHydration(page);
    // A version that no longer exists is cleared.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.getByLabel('Docs version: Next').click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/experience-sdk\/intro$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('has the search box with its placeholder', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('search').getByPlaceholder('Search...')).toBeVisible();
  });
});

test.describe('breakpoint', () => {
  for (const [width, mobile] of [
    [995, true],
    [997, false],
  ] as const) {
    test(`at ${width}px the layout is ${mobile ? 'mobile' : 'desktop'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/docs/experience-sdk/intro');
      await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible({ visible: mobile });
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moments', exact: true }),
      ).toBeVisible({ visible: !mobile });
      await expect(page.getByRole('navigation', { name: 'Docs sidebar', exact: true })).toBeVisible({
        visible: !mobile,
      });
    });
  }
});

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('opens a labelled dialog with the docs sidebar and a way back to the main menu', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Developer Documentation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Introduction' }).first()).toHaveAttribute('aria-current', 'page');
    await dialog.getByRole('button', { name: 'Back to main menu' }).click();
    for (const name of ['Experiences', 'Profiles', 'Moments', 'Content API Reference', 'Profiles API Reference']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('link', { name: 'Moments', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/acme-moments\/intro$/);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('traps focus and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes on back navigation', async ({ page }) => {
    await page.goto('/');
    await page.goto('/docs/acme-profiles/intro');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('closes when the viewport becomes desktop', async ({ page }) => {
    await page.goto('/docs/acme-profiles/intro');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('layout stability', () => {
  for (const path of ['/', '/docs/experience-sdk/intro', '/blog/long-blog-post', '/api/profiles']) {
    test(`${path} loads with no layout shift (announcement bar, theme, navbar, streamed columns)`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { cls: number }).cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
    });
  }
});
