import SwaggerParser from '@apidevtools/swagger-parser';
import { expect, test } from '@playwright/test';
import yaml from 'js-yaml';
import { SPEC_CALLS as CALLS } from '../lib/openapi/__fixtures__/spec-calls';
import { isMobile, stubAnalytics, waitForHydration } from './helpers';

test.beforeEach(async ({ page }) => stubAnalytics(page));

for (const [id, calls] of Object.entries(CALLS)) {
  test(`/api/${id} shows every operation of the specification, without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    expect((await page.goto(`/api/${id}`))?.status()).toBe(200);
    const endpoints = await page
      .locator('.operation-endpoint')
      .evaluateAll((els) =>
        els.map(
          (el) => `${el.querySelector('.method')!.textContent} ${el.querySelector('.operation-path')!.textContent}`,
        ),
      );
    expect(endpoints.sort()).toEqual([...calls].sort());
    await expect(page.getByRole('heading', { level: 2, name: 'Authentication schemes' })).toBeVisible();
    await expect(page.locator('#status-codes')).toBeVisible();
    await waitForHydration(page);
    expect(errors).toEqual([]);
    // Phones: one column, nothing wider than the screen.
    if (isMobile(page))
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('constraints, enums, defaults and deprecation are visible', async ({ page }) => {
  await page.goto('/api/content');
  const legacy = page.locator('#listLegacyCollectionItems');
  await expect(legacy.getByText('Deprecated', { exact: true })).toBeVisible();
  const pageSize = legacy.locator('tr', { has: page.locator('code', { hasText: /^page_size$/ }) });
  await expect(pageSize).toContainText('Default: 8');
  await expect(pageSize).toContainText('≤ 100');
  const platform = legacy.locator('tr', { has: page.locator('code', { hasText: /^social_platform$/ }) });
  const values = platform.locator('div', { hasText: /^One of:/ });
  for (const value of ['twitter', 'vinetweet', 'instagram', 'facebook', 'tumblr', 'direct'])
    await expect(values.getByText(value, { exact: true })).toBeVisible();
  const order = legacy.locator('tr', { has: page.locator('code', { hasText: /^order$/ }) });
  await expect(order).toContainText('Default: random_sort');
  await expect(page.locator('#searchContentItems tr', { has: page.locator('code', { hasText: /^q$/ }) })).toContainText(
    'required',
  );
  await expect(page.locator('#addTag')).toContainText('pattern ^[a-z]+$');
});

test('status descriptions read whole: the overview and each response give whole sentences, with their code', async ({
  page,
}) => {
  await page.goto('/api/content');
  const row = (status: string) =>
    page.locator('#status-codes ~ * tr', { has: page.locator('code', { hasText: new RegExp(`^${status}$`) }) });
  // A shared response's first sentence, whole (its source wraps after "`DELETE`"), its code spans rendered.
  await expect(row('429')).toContainText('in one minute for this token and client IP address.');
  await expect(row('429').locator('code', { hasText: 'GET' })).toBeVisible();
  // A status each operation describes in its own way is named, not one operation's meaning.
  await expect(row('200').locator('td').nth(1)).toHaveText('OK');
  await expect(row('201').locator('li')).toHaveCount(3);
  // A response's summary is its first sentence; the rest of the description follows inside.
  const tooMany = page.locator('#searchContentItems details.response', {
    has: page.locator('.response-status', { hasText: /^429$/ }),
  });
  await expect(tooMany.locator('summary')).toContainText('in one minute for this token and client IP address.');
  await expect(tooMany.locator('summary')).not.toContainText('Retry-After');
  await tooMany.locator('summary').click();
  await expect(tooMany.locator('.markdown')).toContainText('Wait for Retry-After seconds, then retry; never sooner.');
});

test("a body's conditions read whole: each allOf part's if/then, and what a then requires", async ({ page }) => {
  await page.goto('/api/content');
  // CreateContentRequest: a video needs video_thumbnail, a text a caption, an image or a video a content_url.
  const conditions = page.locator('#createContent .schema-condition');
  await expect(conditions).toHaveCount(3);
  for (const [i, field] of ['video_thumbnail', 'caption', 'content_url'].entries())
    await expect(conditions.nth(i).locator('.schema-fact', { hasText: 'Must have:' }).locator('code')).toHaveText(
      field,
    );
  // FieldDefinition: values and allow_other_values only on a set field, its else a `not` of both.
  await page.goto('/api/profiles');
  const ruledOut = page.locator('.schema-fact', { hasText: 'Must have none of:' }).first();
  await expect(ruledOut.locator('code')).toHaveText(['values', 'allow_other_values']);
});

test('a status that means a few things lists each meaning with the operations that give it', async ({ page }) => {
  await page.goto('/api/profiles');
  const notFound = page.locator('#status-codes ~ * tr', { has: page.locator('code', { hasText: /^404$/ }) });
  const segment = notFound.locator('li', { hasText: 'No segment has this id.' });
  await expect(segment).toHaveCount(1);
  await expect(segment.getByRole('link').first()).toHaveAttribute('href', /^#\w+$/);
  await expect(notFound.locator('li', { hasText: 'No profile has this id.' })).toHaveCount(1);
});

test('a deep link lands on the operation below the fixed navbar', async ({ page }) => {
  await page.goto('/api/profiles#upsertProfile');
  await waitForHydration(page);
  await expect
    .poll(async () => {
      const top = await page.locator('#upsertProfile').evaluate((el) => el.getBoundingClientRect().top);
      const navbar = await page.locator('header.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      return top >= navbar - 1 && top < 250;
    })
    .toBe(true);
});

test('the page carries the reference once: in its HTML, not a second time in the page payload', async ({ request }) => {
  const html = await (await request.get('/api/content')).text();
  const phrase = 'Searches the content library with the query';
  expect(html.split(phrase).length - 1).toBe(1);
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((m) => m[1]).join('');
  expect(payload.length).toBeGreaterThan(0);
  expect(payload).not.toContain('searchContentItems');
});

test('a client-side navigation to a reference shows all of it, with working samples and deep links', async ({
  page,
}) => {
  await page.goto('/docs/acme-profiles/intro');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { softNavigation: boolean }).softNavigation = true));
  await page.locator('.markdown a[href="/api/profiles"]').first().click();
  await expect(page).toHaveURL(/\/api\/profiles$/);
  await expect(page.locator('.operation')).toHaveCount(CALLS.profiles.length);
  // The same document: the body came from the page's HTML, not from a full page load.
  expect(await page.evaluate(() => (window as unknown as { softNavigation?: boolean }).softNavigation)).toBe(true);
  const upsert = page.locator('#upsertProfile');
  await upsert.getByRole('tab', { name: 'Python' }).click();
  await expect(upsert.getByRole('tabpanel', { name: 'Python' })).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#getProfile'));
  await expect
    .poll(() => page.locator('#getProfile').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(250);
});

test('when the body cannot be read after a client-side navigation, the page loads in full', async ({ page }) => {
  // The client-side navigation's own data request carries a query (?_rsc=…); only the body fetch fails.
  await page.route('**/api/profiles', (route) =>
    route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
  );
  await page.goto('/docs/acme-profiles/intro');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { softNavigation: boolean }).softNavigation = true));
  await page.locator('.markdown a[href="/api/profiles"]').first().click();
  await expect(page.locator('.operation')).toHaveCount(CALLS.profiles.length);
  expect(await page.evaluate(() => (window as unknown as { softNavigation?: boolean }).softNavigation)).toBeUndefined();
});

test('code sample tabs switch every sample, and the choice is remembered', async ({ page }) => {
  await page.goto('/api/profiles');
  await waitForHydration(page);
  const upsert = page.locator('#upsertProfile');
  await upsert.getByRole('tab', { name: 'Python' }).click();
  await expect(upsert.getByRole('tabpanel', { name: 'Python' })).toBeVisible();
  await expect(upsert.getByRole('tabpanel', { name: 'Python' })).toContainText('import requests');
  await expect(upsert.getByRole('tabpanel', { name: 'curl' })).toBeHidden();
  await expect(page.locator('#listSegments').getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#getProfile').getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('#getProfile').getByRole('tabpanel', { name: 'Python' })).toBeVisible();
});

test('sample tabs follow the WAI-ARIA keyboard: arrows wrap, Home and End, one tab stop', async ({ page }) => {
  await page.goto('/api/profiles');
  await waitForHydration(page);
  const tabs = page.locator('#upsertProfile [data-tab-group="language"] [role="tab"]');
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(2);
  const tab = (name: string) =>
    page.locator('#upsertProfile [data-tab-group="language"]').getByRole('tab', { name, exact: true });
  await tab(names[0]).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(names[1])).toBeFocused();
  await expect(tab(names[1])).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#upsertProfile').getByRole('tabpanel', { name: names[1], exact: true })).toBeVisible();
  await expect(tab(names[1])).toHaveAttribute('tabindex', '0');
  await expect(tab(names[0])).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('End');
  await expect(tab(names.at(-1)!)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(names[0])).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(names.at(-1)!)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(names[0])).toBeFocused();
  await expect(tab(names[0])).toHaveAttribute('aria-selected', 'true');
  // The language choice made with the keyboard applies to the other samples too.
  await expect(page.locator('#listSegments').getByRole('tab', { name: names[0], exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('copy buttons copy the sample, and copy-link copies the permalink', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api/content');
  await waitForHydration(page);
  const op = page.locator('#searchContentItems');
  await op.getByRole('tabpanel', { name: 'curl' }).hover();
  await op.getByRole('button', { name: 'Copy curl code' }).click();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain('curl --request GET');
  expect(code).toContain('access_token=');
  await op.getByRole('button', { name: /Copy link to/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/api\/content#searchContentItems$/);
});

test('the navigation highlights the operation in view', async ({ page }) => {
  test.skip(isMobile(page), 'the navigation column is desktop only');
  await page.goto('/api/profiles');
  await waitForHydration(page);
  await page.locator('#createSegment').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('createSegment')!.scrollIntoView());
  await expect(page.locator('[data-nav-op="createSegment"]')).toHaveAttribute('aria-current', '');
});

for (const id of ['content', 'profiles']) {
  test(`the ${id} document downloads as YAML and JSON that parse and validate`, async ({ request }) => {
    const yamlText = await (await request.get(`/api/${id}.yaml`)).text();
    const json = await (await request.get(`/api/${id}.json`)).json();
    const fromYaml = yaml.load(yamlText, { schema: yaml.CORE_SCHEMA }) as Record<string, unknown>;
    expect(fromYaml.openapi).toBe('3.1.0');
    expect(json).toEqual(fromYaml);
    await expect(SwaggerParser.validate(json as never)).resolves.toBeTruthy();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the reference reads: every sample language is shown', async ({ page }) => {
    await page.goto('/api/profiles');
    await expect(page.locator('h1')).toHaveText('Acme Profiles API');
    const panels = page.locator('#upsertProfile [data-tab-group="language"] [role="tabpanel"]');
    // curl, the Profiles SDK's call, then the eight other generated languages.
    await expect(panels).toHaveCount(10);
    for (let i = 0; i < 10; i++) await expect(panels.nth(i)).toBeVisible();
  });
});
