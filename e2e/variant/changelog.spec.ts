import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { axeViolations, stubAnalytics, waitForHydration } from '../helpers';
import { API_CHANGE, CUT, VARIANT_DIR } from './site';

// The API changelog in the variant copy (issue 42): 3.2 pinned the Profiles document, then the
// current one lost a response field and gained an optional parameter (e2e/variant/site.ts).
const { api, removedField, addedParameter } = API_CHANGE;
const changelog = `/api/${api}/changelog`;
const step = `since-${CUT.version}`;
/** An element by id: the version's dot would end a CSS `#id`. */
const byId = (id: string) => `[id="${id}"]`;

test.beforeEach(async ({ page }) => stubAnalytics(page));

test('the changelog lists both changes, classified with their rules, linking to both versions', async ({ page }) => {
  const response = await page.goto(changelog);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Profiles API changelog/);
  const since = page.locator(`section[aria-labelledby="${step}"]`);
  await expect(since.getByRole('heading', { level: 2 })).toHaveText(`Since ${CUT.version}`);
  await expect(since.getByText('2 changes, 1 breaking.')).toBeVisible();

  const removed = page.locator(byId(`${step}-${removedField.operationId}`));
  await expect(removed.locator('.change')).toHaveCount(1);
  await expect(removed.locator('.change')).toContainText(`field ${removedField.field} of the 200 response`);
  await expect(removed.locator('.badge-breaking')).toHaveText('Breaking');
  await expect(removed.locator('.change-rule')).toContainText('response-field-removed');
  await expect(removed.getByRole('link', { name: /in 3\.2$/ })).toHaveAttribute(
    'href',
    `/api/${CUT.version}/${api}#${removedField.operationId}`,
  );
  await expect(removed.getByRole('link', { name: /in current$/ })).toHaveAttribute(
    'href',
    `/api/${api}#${removedField.operationId}`,
  );

  const added = page.locator(byId(`${step}-${addedParameter.operationId}`));
  await expect(added.locator('.change')).toContainText(`query parameter ${addedParameter.name} added (optional)`);
  await expect(added.locator('.badge-compatible')).toHaveText('Non-breaking');
  await expect(added.locator('.change-rule')).toContainText('optional-parameter-added');

  // The link to the operation in 3.2 lands on it.
  await removed.getByRole('link', { name: /in 3\.2$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/api/${CUT.version}/${api}#${removedField.operationId}$`));
  await expect(page.locator(`#${removedField.operationId}`)).toBeInViewport();
});

test('a changed operation carries "Changed since 3.2", linking to its entries; an unchanged one does not', async ({
  page,
}) => {
  await page.goto(`/api/${api}`);
  await waitForHydration(page);
  const mark = page.locator(`#${removedField.operationId} .badge-changed`);
  await expect(mark).toHaveText(`Changed since ${CUT.version}`);
  await expect(page.locator(`#${addedParameter.operationId} .badge-changed`)).toHaveCount(1);
  await expect(page.locator('#getDataModel .badge-changed')).toHaveCount(0);
  await expect(page.locator('.badge-changed')).toHaveCount(2);
  await expect(page.getByRole('link', { name: `What changed since ${CUT.version}` })).toHaveAttribute(
    'href',
    changelog,
  );
  // The pinned reference itself has no marks.
  await mark.click();
  await expect(page).toHaveURL(new RegExp(`${changelog}#${step}-${removedField.operationId}$`));
  await expect(page.locator(byId(`${step}-${removedField.operationId}`))).toBeInViewport();
});

test('the changelog is in the sitemap and search; the pinned reference has no marks', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${changelog}</loc>`);
  const { records } = (await (await request.get('/search-records.json')).json()) as { records: Array<{ url: string }> };
  expect(records.map((r) => r.url)).toContain(changelog);
  await page.goto(`/api/${CUT.version}/${api}`);
  await expect(page.locator(`#${removedField.operationId}`)).toBeVisible();
  await expect(page.locator('.badge-changed')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const)
  test(`the changelog and a marked operation have no axe violations in ${theme} mode`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(changelog);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.goto(`/api/${api}`);
    await waitForHydration(page);
    expect(await axeViolations(page, `#${removedField.operationId} .operation-endpoint`)).toEqual([]);
  });

test('the changelog reads on a phone: no sideways scroll', async ({ page }) => {
  await page.goto(changelog);
  await expect(page.locator(byId(`${step}-${removedField.operationId}`))).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('npm run api:diff in the copy', () => {
  test.skip(({ isMobile }) => isMobile, 'a command, not a page: once is enough');
  const diff = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/api-diff.ts', api, ...args], {
      cwd: VARIANT_DIR,
      encoding: 'utf8',
      timeout: 120_000,
    });

  test('--fail-on-breaking fails on the removed field, and reports both changes', () => {
    const result = diff('--base', CUT.version, '--fail-on-breaking');
    expect(result.status, result.stderr).toBe(1);
    expect(result.stdout).toContain(`field \`${removedField.field}\` of the 200 response (application/json) removed`);
    expect(result.stdout).toContain(`query parameter \`${addedParameter.name}\` added (optional)`);
    expect(result.stderr).toContain('1 breaking change in openapi/profiles.yaml since version 3.2');
    // Without the flag the report is the same and the command succeeds.
    expect(diff('--base', CUT.version).status).toBe(0);
  });

  test('a base that is neither a version nor a git ref is an error naming it', () => {
    const result = diff('--base', 'no-such-ref');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      `--base no-such-ref: not a docs version (${CUT.version}) or a git ref of this repository`,
    );
    // The copy's one commit holds the changed document: nothing changed since it.
    const head = diff('--base', 'HEAD', '--fail-on-breaking');
    expect(head.status, head.stderr).toBe(0);
    expect(head.stdout).toContain('No changes');
  });
});
