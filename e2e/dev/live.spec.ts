import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForHydration as hydrated } from '../helpers';
import { type DevSite, startDevSite } from './dev-server';

/**
 * The author loop against `next dev` on a copy of the project: saved edits show in the open tab
 * without a reload, new files join the sidebar, the routes and search, content errors show in the
 * browser and clear when fixed. One server for the file (tests run in order).
 */

const PORT = Number(process.env.E2E_DEV_PORT ?? 3150);
const INTRO = 'content/docs/experience-sdk/intro.mdx';
const NEW_DOC = 'content/docs/experience-sdk/zz-quokka.mdx';

let site: DevSite;

/** The development build of a page hydrates slowly (unminified React, compiled on first request). */
const waitForHydration = (page: import('@playwright/test').Page) => hydrated(page, 60_000);

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startDevSite('live', PORT);
});

test.afterAll(async () => {
  await site?.stop();
});

/** Marks the window: a reload would lose the mark. */
const markWindow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
const windowMarked = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);

test('a saved edit of a doc shows in the open tab without a reload', async ({ page }) => {
  await page.goto(`${site.url}/docs/experience-sdk/intro`, { timeout: 120_000 });
  await waitForHydration(page);
  await markWindow(page);
  const original = site.read(INTRO);
  site.write(INTRO, original.replace(/\n## /, '\nA sentence saved while the tab was open: wombat-7.\n\n## '));
  await expect(page.getByText('A sentence saved while the tab was open: wombat-7.')).toBeVisible({ timeout: 30_000 });
  expect(await windowMarked(page)).toBe(true);
  site.write(INTRO, original);
  await expect(page.getByText('wombat-7')).toHaveCount(0, { timeout: 30_000 });
});

test('opened at 127.0.0.1, the tab receives saved edits and shows a content error', async ({ page }) => {
  // Next serves its live-reload resources to localhost alone unless told otherwise (allowedDevOrigins).
  await page.goto(`${site.loopbackUrl}/docs/experience-sdk/intro`, { timeout: 120_000 });
  await waitForHydration(page);
  await markWindow(page);
  const original = site.read(INTRO);
  site.write(INTRO, original.replace(/\n## /, '\nA sentence saved while the loopback tab was open: numbat-3.\n\n## '));
  await expect(page.getByText('A sentence saved while the loopback tab was open: numbat-3.')).toBeVisible({
    timeout: 30_000,
  });
  expect(await windowMarked(page)).toBe(true);

  site.write(INTRO, original.replace(/\n## /, '\nSee [the missing page](/docs/nowhere-at-all).\n\n## '));
  await expect(page.locator('.error-chain')).toContainText(
    /content\/docs\/experience-sdk\/intro\.mdx:\d+:\d+: broken link to "\/docs\/nowhere-at-all"/,
    { timeout: 30_000 },
  );
  site.write(INTRO, original);
  await expect(page.locator('.error-chain')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('numbat-3')).toHaveCount(0);
});

test('a new doc joins the sidebar, its route and search; deleted, it answers 404', async ({ page }) => {
  await page.goto(`${site.url}/docs/experience-sdk/intro`, { timeout: 120_000 });
  await waitForHydration(page);
  await markWindow(page);
  site.write(
    NEW_DOC,
    '---\ntitle: Quokka handbook\ndescription: A page added while the server runs.\n---\n\n## Feeding quokkas\n\nQuokkas eat leaves and grasses.\n',
  );
  const link = page.locator('.docs-sidebar, nav').getByRole('link', { name: 'Quokka handbook' }).first();
  await expect(link).toBeAttached({ timeout: 30_000 });
  expect(await windowMarked(page)).toBe(true);

  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: 'Search' }).fill('quokkas');
  // The first search compiles the index route: slow on a busy machine.
  await expect(page.getByRole('option').first()).toContainText(/quokka/i, { timeout: 90_000 });
  await page.keyboard.press('Escape');

  // `next dev` may still answer the new address 404 from its last list of pages (it refreshes the
  // list in the background); the 404 page asks again and reloads, as for the page below.
  await page.goto(`${site.url}/docs/experience-sdk/zz-quokka`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quokka handbook' })).toBeVisible({ timeout: 30_000 });

  site.remove(NEW_DOC);
  await expect
    .poll(async () => (await page.request.get(`${site.url}/docs/experience-sdk/zz-quokka`)).status(), {
      timeout: 30_000,
    })
    .toBe(404);
});

test('a page added while no tab shows the site opens at its address (after one recheck of the 404)', async ({
  page,
}) => {
  const file = 'content/docs/experience-sdk/zz-wombat.mdx';
  site.write(file, '---\ntitle: Wombat field notes\n---\n\nWombats dig burrows.\n');
  await page.goto(`${site.url}/docs/experience-sdk/zz-wombat`, { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Wombat field notes' })).toBeVisible({ timeout: 30_000 });
  site.remove(file);
});

test('a category label saved in _meta.json shows in the open tab; a draft is served in development', async ({
  page,
}) => {
  const meta = 'content/docs/experience-sdk/_meta.json';
  const original = site.read(meta);
  await page.goto(`${site.url}/docs/experience-sdk/intro`, { timeout: 120_000 });
  await waitForHydration(page);
  await markWindow(page);
  site.write(meta, original.replace('"Experience SDK"', '"Experience SDK (renamed)"'));
  await expect(page.getByText('Experience SDK (renamed)').first()).toBeAttached({ timeout: 30_000 });
  expect(await windowMarked(page)).toBe(true);
  site.write(meta, original);

  site.write(
    'content/docs/experience-sdk/zz-draft.mdx',
    '---\ntitle: Unfinished page\ndraft: true\n---\n\nNot for production.\n',
  );
  // A new address: the 404 page asks again and reloads once next dev knows the page.
  await page.goto(`${site.url}/docs/experience-sdk/zz-draft`);
  await expect(page.getByText('Draft: this page is left out of production builds.')).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get(`${site.url}/docs/experience-sdk/zz-draft`)).status()).toBe(200);
  site.remove('content/docs/experience-sdk/zz-draft.mdx');
});

test('a broken frontmatter field shows on its page with the file and line, the other pages still render, fixing it clears it', async ({
  page,
}) => {
  const file = 'content/docs/experience-sdk/user-id.mdx';
  const original = site.read(file);
  await page.goto(`${site.url}/docs/experience-sdk/user-id`, { timeout: 120_000 });
  await waitForHydration(page);
  site.write(file, original.replace(/^sidebar_position: .*$/m, 'sidebar_position: first'));
  const error = page.locator('.error-chain');
  await expect(error).toContainText('content/docs/experience-sdk/user-id.mdx', { timeout: 30_000 });
  await expect(error).toContainText(/line \d+: frontmatter\.sidebar_position: .*expected number/);
  // One typo does not take the preview of the other pages down: they render, with their content.
  for (const other of ['/docs/experience-sdk/intro', '/docs/acme-profiles/intro', '/blog', '/']) {
    const response = await page.request.get(`${site.url}${other}`);
    expect(response.status(), other).toBe(200);
    expect(await response.text(), other).not.toContain('sidebar_position');
  }
  expect((await page.request.get(`${site.url}/robots.txt`)).status()).toBe(200);
  site.write(file, original);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page crashed.', { timeout: 30_000 });
  await expect(error).toHaveCount(0);
});

test('a broken link shows in the browser with the file and line', async ({ page }) => {
  const original = site.read(INTRO);
  await page.goto(`${site.url}/docs/experience-sdk/intro`, { timeout: 120_000 });
  await waitForHydration(page);
  site.write(INTRO, original.replace(/\n## /, '\nSee [the missing page](/docs/nowhere-at-all).\n\n## '));
  await expect(page.locator('.error-chain')).toContainText(
    /content\/docs\/experience-sdk\/intro\.mdx:\d+:\d+: broken link to "\/docs\/nowhere-at-all"/,
    { timeout: 30_000 },
  );
  site.write(INTRO, original);
  await expect(page.locator('.error-chain')).toHaveCount(0, { timeout: 30_000 });
});

test('an HTTP example that contradicts the API shows in the browser with the file, line, operation and pointer', async ({
  page,
}) => {
  const file = 'content/docs/acme-profiles/profiles-api.mdx';
  const original = site.read(file);
  await page.goto(`${site.url}/docs/acme-profiles/profiles-api`, { timeout: 120_000 });
  await waitForHydration(page);
  site.write(file, original.replace('"source": "spring-quiz",', '"source": 42,'));
  await expect(page.locator('.error-chain')).toContainText(
    /content\/docs\/acme-profiles\/profiles-api\.mdx:\d+: curl example of profiles#upsertProfile \(PUT \/profiles\/upsert\): request body \/source: must be string/,
    { timeout: 30_000 },
  );
  site.write(file, original);
  await expect(page.locator('.error-chain')).toHaveCount(0, { timeout: 30_000 });
});

test('a TypeScript sample with a type error shows in the browser with the file, line and message', async ({ page }) => {
  const file = 'content/docs/experience-sdk/navigation-functions.mdx';
  const original = site.read(file);
  const from = "addEventListener('click', () => experience.navigation.next());";
  expect(original).toContain(from);
  // The file's own line of the broken code, not the fence's or the sample's.
  const line = original.slice(0, original.indexOf(from)).split('\n').length;
  await page.goto(`${site.url}/docs/experience-sdk/navigation-functions`, { timeout: 120_000 });
  await waitForHydration(page);
  site.write(file, original.replace(from, "addEventListener('click', () => experience.navigation.forward());"));
  await expect(page.locator('.error-chain')).toContainText(
    `${file}:${line}: TS2339: Property 'forward' does not exist on type`,
    { timeout: 30_000 },
  );
  site.write(file, original);
  await expect(page.locator('.error-chain')).toHaveCount(0, { timeout: 30_000 });
});

test('the Try it console works in development, with the document as it is now', async ({ page }) => {
  // Nothing leaves the machine: the console answers from the document's examples (mock mode).
  await page.route(/^https:\/\/(api|profiles)\.acme\.com\//, (route) => route.abort('blockedbyclient'));
  await page.goto(`${site.url}/api/profiles#listSegments`, { timeout: 120_000 });
  await waitForHydration(page);
  await page.locator('#listSegments [data-try-it]').click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await expect(console).toBeVisible({ timeout: 60_000 });
  await expect(console.getByLabel('Use example responses')).toBeChecked();
  await console.getByLabel(/Private token/).fill('tok_dev');
  await page.locator('.try-it-send').click();
  await expect(page.locator('[data-try-it-status]')).toHaveAttribute('data-try-it-status', '200');
});

test('an OpenAPI edit shows on the open reference', async ({ page }) => {
  const file = 'openapi/profiles.yaml';
  const original = site.read(file);
  const summary = /summary: (.+)/.exec(original.slice(original.indexOf('\npaths:')))?.[1].trim();
  expect(summary).toBeTruthy();
  await page.goto(`${site.url}/api/profiles`, { timeout: 120_000 });
  await waitForHydration(page);
  await markWindow(page);
  site.write(file, original.replace(`summary: ${summary}`, 'summary: Platypus summary edited live'));
  // A changed document is validated, modelled, highlighted and rendered again: seconds on a busy machine.
  await expect(page.getByText('Platypus summary edited live').first()).toBeVisible({ timeout: 90_000 });
  expect(await windowMarked(page)).toBe(true);
  site.write(file, original);
});

test('a docs version cut while the server runs is served, and a saved edit of a versioned doc shows', async ({
  page,
}) => {
  const cut = spawnSync('npm', ['run', 'docs:version', '--', '3.2'], { cwd: site.dir, encoding: 'utf8' });
  expect(cut.status, cut.stderr).toBe(0);
  const versioned = 'content/versions/3.2/docs/experience-sdk/intro.mdx';
  try {
    await expect
      .poll(async () => (await page.request.get(`${site.url}/docs/3.2/experience-sdk/intro`)).status(), {
        timeout: 120_000,
      })
      .toBe(200);
    await page.goto(`${site.url}/docs/3.2/experience-sdk/intro`, { timeout: 120_000 });
    await waitForHydration(page);
    await expect(page.getByRole('note').filter({ hasText: 'This is documentation for 3.2' })).toBeVisible();
    await markWindow(page);
    const original = site.read(versioned);
    site.write(versioned, original.replace(/\n## /, '\nA sentence saved in version 3.2: numbat-5.\n\n## '));
    await expect(page.getByText('A sentence saved in version 3.2: numbat-5.')).toBeVisible({ timeout: 30_000 });
    expect(await windowMarked(page)).toBe(true);
  } finally {
    // Back to one version for the tests that follow.
    fs.rmSync(site.file('content/versions'), { recursive: true, force: true });
    const config = JSON.parse(site.read('content/site.config.json'));
    delete config.docs.versions['3.2'];
    site.write('content/site.config.json', `${JSON.stringify(config, null, 2)}\n`);
  }
});
