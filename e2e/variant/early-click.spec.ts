import { test } from '@playwright/test';
import { expectEarlyClickToNavigate, expectPagerStillWhileHydrating, stubAnalytics } from '../helpers';

// The static export runs the same inline loader and the same widget as the production build
// (e2e/navigation.spec.ts, "a link clicked while the page hydrates").
test.beforeEach(async ({ page }) => stubAnalytics(page));

test('the pager stays where it is when the exported page hydrates', async ({ page }) => {
  await expectPagerStillWhileHydrating(page);
});

test('a link clicked while the exported page hydrates still navigates', async ({ page }) => {
  await expectEarlyClickToNavigate(page);
});
