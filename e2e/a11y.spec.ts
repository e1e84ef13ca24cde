import { expect, test } from '@playwright/test';
import { axe, axeViolations, openSearchWithResults, stubAnalytics, waitForHydration } from './helpers';

const PAGES = ['/', '/docs/experience-sdk/intro', '/api/content', '/api/profiles', '/blog'];

test.beforeEach(async ({ page }) => stubAnalytics(page));

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${theme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        // axe walks every node: an API reference is a large page.
        test.setTimeout(120_000);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the search panel with results has no axe violations', async ({ page }) => {
      await openSearchWithResults(page, 'profiles upsert');
      expect(await axeViolations(page, '.search-panel')).toEqual([]);
    });
  });
}

// What Lighthouse's axe sees: off-screen operations still skipped. A skipped operation is laid out
// at its placeholder height while its content keeps its real one, so an unclipped long operation's
// last buttons seemed to cover the next operation's first (target-size, at Lighthouse's 412 px phone).
test.describe('API references with off-screen operations skipped', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/api/content', '/api/profiles']) {
    test(`${path}: an operation clips content taller than its placeholder, and target-size passes`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await waitForHydration(page);
      const unclipped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.operation')]
          .filter((op) => {
            const bottom = op.getBoundingClientRect().bottom;
            const overflows = [...op.querySelectorAll('*')].some(
              (el) => el.getBoundingClientRect().bottom > bottom + 1,
            );
            return overflows && getComputedStyle(op).overflow !== 'hidden';
          })
          .map((op) => op.id),
      );
      expect(unclipped).toEqual([]);
      const results = await axe(page).withRules(['target-size']).analyze();
      expect(
        results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`)),
      ).toEqual([]);
    });
  }
});

test.describe('keyboard only', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('focus is always visible: every tab stop of the page draws an outline', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'body';
        const style = getComputedStyle(el);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? 'visible'
          : `${el.tagName}.${el.className}: no outline`;
      });
      expect(outline).toBe('visible');
    }
  });
});
