import { expect, type Page, test } from '@playwright/test';
import { axeViolations, isMobile, stubAnalytics, waitForHydration } from './helpers';

/**
 * Named examples (the Content API's createFilter body has two) and the request samples' languages:
 * the example switcher keeps the choice for the page, Try it opens on the chosen example and loads
 * any other into the body, and the generated languages include Node.js, PHP, Ruby, Java and C#.
 */

const TOKEN = 'tok_secret_1234567890';

// Axe over a whole operation and the console, and a reload, take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await stubAnalytics(page);
  await page.route(/^https:\/\/(api|profiles)\.acme\.com\//, (route) => route.abort('blockedbyclient'));
});

const bodyExamples = (page: Page) => page.locator('#createFilter [data-tab-group="body"] [data-example-group]');

test('every named example of a body is on the page, switched by tabs, the choice kept for the page', async ({
  page,
}) => {
  await page.goto('/api/content#createFilter');
  await waitForHydration(page, 30_000);
  const group = bodyExamples(page);
  const newest = group.getByRole('tab', { name: 'Newest first' });
  const random = group.getByRole('tab', { name: 'Random order' });
  await expect(newest).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel', { name: /Newest first/ })).toContainText('Summer sandals');
  await expect(group.getByRole('tabpanel', { name: /Random order/ })).toBeHidden();
  await random.click();
  await expect(random).toHaveAttribute('aria-selected', 'true');
  const shown = group.getByRole('tabpanel', { name: /Random order/ });
  await expect(shown).toContainText('Trailblazer wall');
  // Its description, with its link, is shown with it.
  await expect(shown.locator('.example-description')).toContainText('drawn again on every request');
  await expect(group.getByRole('tabpanel', { name: /Newest first/ })).toBeHidden();
  // The keyboard of the tabs pattern.
  await random.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(newest).toBeFocused();
  await expect(newest).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(random).toHaveAttribute('aria-selected', 'true');
  // Kept for the page: shown again after a reload.
  await page.reload();
  await waitForHydration(page, 30_000);
  await expect(bodyExamples(page).getByRole('tab', { name: 'Random order' })).toHaveAttribute('aria-selected', 'true');
  await expect(bodyExamples(page).getByRole('tabpanel', { name: /Random order/ })).toBeVisible();
  if (isMobile(page))
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page, '#createFilter')).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every example shows under its label', async ({ page }) => {
    await page.goto('/api/content');
    const group = bodyExamples(page);
    await expect(group.getByRole('tablist')).toBeHidden();
    await expect(group.locator('[data-example-panel="newest"]')).toBeVisible();
    await expect(group.locator('[data-example-panel="random"]')).toBeVisible();
    await expect(group.locator('[data-example-panel="random"]')).toContainText('Trailblazer wall');
  });
});

test('Try it (mock mode) loads a chosen example into the body and sends it', async ({ page }) => {
  await page.goto('/api/content#createFilter');
  await waitForHydration(page, 30_000);
  await page.locator('#createFilter [data-try-it]').click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await expect(console).toBeVisible();
  const body = console.getByLabel(/^Request body/);
  // The first example is prefilled.
  await expect(body).toHaveValue(/Summer sandals/);
  await console.getByLabel('Load example').selectOption({ label: 'Random order' });
  await expect(body).toHaveValue(/Trailblazer wall/);
  await expect(body).toHaveValue(/"sort_by": "random"/);
  await expect(console.getByText('Matches the schema.')).toBeVisible();
  await console.getByLabel(/Read-write token/).fill(TOKEN);
  await page.locator('.try-it-send').click();
  await expect(page.locator('[data-try-it-status]')).toHaveAttribute('data-try-it-status', '201');
  await expect(console.locator('[data-try-it-curl]')).toContainText('Trailblazer wall');
  expect(await axeViolations(page, '.try-it')).toEqual([]);
});

test("Try it (mock mode) opens on the example chosen in the page's switcher, and switches to any other", async ({
  page,
}) => {
  await page.goto('/api/content#createFilter');
  await waitForHydration(page, 30_000);
  await bodyExamples(page).getByRole('tab', { name: 'Random order' }).click();
  await page.locator('#createFilter [data-try-it]').click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await expect(console).toBeVisible();
  const body = console.getByLabel(/^Request body/);
  const picker = console.getByLabel('Load example');
  await expect(body).toHaveValue(/Trailblazer wall/);
  await expect(body).toHaveValue(/"sort_by": "random"/);
  await expect(picker.locator('option:checked')).toHaveText('Random order');
  await picker.selectOption({ label: 'Newest first' });
  await expect(body).toHaveValue(/Summer sandals/);
  await expect(picker.locator('option:checked')).toHaveText('Newest first');
  // Edited, the body is no example any more: the picker says so, and loads the same example again.
  await body.press('End');
  await body.pressSequentially(' ');
  await expect(picker.locator('option:checked')).toHaveText('Choose one of 2');
  await picker.selectOption({ label: 'Random order' });
  await expect(body).toHaveValue(/Trailblazer wall/);
  await console.getByLabel(/Read-write token/).fill(TOKEN);
  await page.locator('.try-it-send').click();
  await expect(page.locator('[data-try-it-status]')).toHaveAttribute('data-try-it-status', '201');
  await expect(console.locator('[data-try-it-curl]')).toContainText('Trailblazer wall');
  expect(await axeViolations(page, '.try-it')).toEqual([]);
  // Closed and opened again after a reload: the page kept the choice, and the console opens on it.
  await page.reload();
  await waitForHydration(page, 30_000);
  await page.locator('#createFilter [data-try-it]').click();
  await expect(page.locator('.try-it[data-try-it-ready]').getByLabel(/^Request body/)).toHaveValue(/Trailblazer wall/);
});

test('the request samples offer Node.js, PHP, Ruby, Java and C#, the language remembered across references', async ({
  page,
}) => {
  await page.goto('/api/content#createFilter');
  await waitForHydration(page, 30_000);
  const samples = page.locator('#createFilter [data-tab-group="language"]');
  const tabs = await samples.getByRole('tab').allTextContents();
  expect(tabs).toEqual(['curl', 'JavaScript', 'Python', 'Go', 'Node.js', 'PHP', 'Ruby', 'Java', 'C#']);
  await samples.getByRole('tab', { name: 'Ruby' }).click();
  await expect(samples.getByRole('tabpanel', { name: 'Ruby' })).toContainText("require 'net/http'");
  await page.goto('/api/profiles');
  await waitForHydration(page, 30_000);
  const profiles = page.locator('[data-tab-group="language"]').first();
  await expect(profiles.getByRole('tab', { name: 'Ruby' })).toHaveAttribute('aria-selected', 'true');
  await expect(profiles.getByRole('tabpanel', { name: 'Ruby' })).toBeVisible();
});

test("the Profiles SDK's call sits beside curl, with its types on hover or focus", async ({ page }) => {
  await page.goto('/api/profiles#getProfile');
  await waitForHydration(page, 30_000);
  const samples = page.locator('#getProfile [data-tab-group="language"]');
  expect((await samples.getByRole('tab').allTextContents()).slice(0, 3)).toEqual([
    'curl',
    'Profiles SDK',
    'JavaScript',
  ]);
  await samples.getByRole('tab', { name: 'Profiles SDK' }).click();
  const panel = samples.getByRole('tabpanel', { name: 'Profiles SDK' });
  // The code as read (and copied), the types' popups left out.
  const code = await panel.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const popup of copy.querySelectorAll('.ts-popup')) popup.remove();
    return copy.querySelector('pre')?.textContent ?? '';
  });
  expect(code).toContain("const profile = await profiles.getProfile('prf_9Xc2kq7Z', { relevant: true });");
  expect(code).not.toContain('---cut---');
  const hover = panel.locator('.ts-hover', { hasText: /^getProfile/ }).first();
  await hover.focus();
  await expect(hover.locator('.ts-popup')).toBeVisible();
  await expect(hover.locator('.ts-popup')).toContainText('Promise<');
  // Escape closes it, as in the docs' samples.
  await page.keyboard.press('Escape');
  await expect(hover.locator('.ts-popup')).toBeHidden();
  await hover.blur();
  // Its code starts where curl's does: the sample's figure and lines add no indent of their own.
  const start = async (name: string) => {
    await samples.getByRole('tab', { name }).click();
    // The first character's left edge, from the panel's.
    return samples.getByRole('tabpanel', { name }).evaluate((panel) => {
      const walker = document.createTreeWalker(panel.querySelector('pre')!, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode();
      while (text && !text.textContent?.trim()) text = walker.nextNode();
      const offset = text!.textContent!.search(/\S/);
      const range = document.createRange();
      range.setStart(text!, offset);
      range.setEnd(text!, offset + 1);
      return range.getBoundingClientRect().x - panel.getBoundingClientRect().x;
    });
  };
  const [sdk, curl] = [await start('Profiles SDK'), await start('curl')];
  expect(Math.abs(sdk - curl), `code starts ${sdk} px into the SDK's panel, ${curl} px into curl's`).toBeLessThan(2);
  await samples.getByRole('tab', { name: 'Profiles SDK' }).click();
  // The choice is a language like the others: every operation with an SDK call shows it.
  await expect(page.locator('#listSegments').getByRole('tab', { name: 'Profiles SDK' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test("an operation's own code samples (x-codeSamples, x-code-samples) come first, each in its own tab", async ({
  page,
}) => {
  // A test document (lib/openapi/__fixtures__/named-examples.yaml), rendered by the end-to-end build only.
  await page.goto('/e2e-only/reference/e2e-examples#listPets');
  await waitForHydration(page, 30_000);
  const list = page.locator('#listPets [data-tab-group="language"]');
  // Labelled by `label`, else `lang`; a generated language of the same label (Ruby) is left out.
  expect(await list.getByRole('tab').allTextContents()).toEqual([
    'CLI',
    'Ruby',
    'curl',
    'JavaScript',
    'Python',
    'Go',
    'Node.js',
    'PHP',
    'Java',
    'C#',
  ]);
  await expect(list.getByRole('tab', { name: 'CLI' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('tabpanel', { name: 'CLI' })).toHaveText(/pets list --kind cat/);
  await list.getByRole('tab', { name: 'Ruby' }).click();
  await expect(list.getByRole('tabpanel', { name: 'Ruby' })).toHaveText(/Pets\.list\(kind: 'cat'\)/);
  await expect(list.getByRole('tabpanel', { name: 'Ruby' })).not.toContainText('net/http');
  // Redocly's older spelling too.
  const create = page.locator('#createPet [data-tab-group="language"]');
  const tabs = await create.getByRole('tab').allTextContents();
  expect(tabs.slice(0, 2)).toEqual(['PHP', 'curl']);
  expect(tabs.filter((tab) => tab === 'PHP')).toHaveLength(1);
  await create.getByRole('tab', { name: 'PHP' }).click();
  await expect(create.getByRole('tabpanel', { name: 'PHP' })).toHaveText(/Pets::create\(\['name' => 'Rex'\]\);/);
  if (isMobile(page))
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page, '#listPets .operation-samples')).toEqual([]);
});
