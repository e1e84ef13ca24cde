import { expect, type Page, test } from '@playwright/test';
import { isMobile, stubAnalytics, waitForHydration } from './helpers';

const INDEX = '**/search-index-default.json';
const SHARDS = '**/search-shards/*';

test.beforeEach(async ({ page }) => stubAnalytics(page));

/** Counts requests for the index file. */
function countIndexRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/search-index-default.json')) counter.count += 1;
  });
  return counter;
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const field = (page: Page) => panel(page).getByRole('combobox', { name: 'Search' });
/** The visible message (a screen-reader status repeats it). */
const noResults = (page: Page) => panel(page).locator('p', { hasText: 'No results found.' });
const navbarSearch = (page: Page) => page.getByRole('banner').getByRole('search').getByPlaceholder('Search...');

/** Opens the panel the way a reader on this device would: the shortcut on desktop, a tap on phones. */
async function openSearch(page: Page) {
  if (isMobile(page)) await navbarSearch(page).tap();
  else await page.keyboard.press('Control+K');
  await expect(field(page)).toBeFocused();
}

test.describe('search', () => {
  test('does not fetch the index on page load; Ctrl+K opens the panel and fetches it once', async ({ page }) => {
    const requests = countIndexRequests(page);
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests.count).toBe(0);
    await page.keyboard.press('Control+K');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveAttribute('placeholder', 'Search...');
    await field(page).fill('middleware');
    await expect(panel(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(navbarSearch(page)).toBeFocused();
    await page.keyboard.press('Meta+K');
    await expect(field(page)).toBeFocused();
    expect(requests.count).toBe(1);
  });

  test('"/" opens the panel, but not while typing in a field', async ({ page }) => {
    await page.goto('/docs/acme-moments/intro');
    await waitForHydration(page);
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');
    await field(page).pressSequentially('a/b');
    await expect(field(page)).toHaveValue('a/b');
  });

  test('typing in the navbar box opens the panel with the text typed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await navbarSearch(page).click();
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('segm');
    await expect(field(page)).toHaveValue('segm');
  });

  test('a query shows results grouped by page with highlighted words; Enter opens the section with its heading in view', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('environment variables');
    const first = panel(page).getByRole('option').first();
    await expect(first).toContainText('Environment variables');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first.locator('mark').first()).toHaveText(/environment/i);
    await expect(panel(page).getByRole('group').first()).toContainText('Moments agent');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/acme-moments\/agent#environment-variables$/);
    await expect(panel(page)).toBeHidden();
    const heading = page.locator('#environment-variables');
    await expect(heading).toBeInViewport();
    const box = await heading.boundingBox();
    const navbar = await page.locator('header.navbar').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0) - 1);
  });

  test('arrow keys move the selection and a click opens that result', async ({ page }) => {
    await page.goto('/docs/acme-profiles/intro');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('profiles upsert');
    const options = panel(page).getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    const operation = panel(page)
      .getByRole('group', { name: /Acme Profiles API/ })
      .getByRole('option', { name: /^Upsert a profile/ });
    await operation.click();
    await expect(page).toHaveURL(/\/api\/profiles#upsertProfile$/);
    await expect(page.locator('[id="upsertProfile"]')).toBeInViewport();
  });

  test('a typo still finds the section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('midleware');
    await expect(panel(page).getByRole('option').first()).toContainText('Middleware');
  });

  test('shows "No results found." when nothing matches; clear empties the query', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('qzxwvkj');
    await expect(noResults(page)).toBeVisible();
    await expect(panel(page).getByRole('option')).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Clear the search query' }).click();
    await expect(field(page)).toHaveValue('');
    await expect(field(page)).toBeFocused();
    await expect(noResults(page)).toBeHidden();
  });

  test('caps the query at 512 characters', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('a'.repeat(600));
    await expect(field(page)).toHaveValue('a'.repeat(512));
    await page.keyboard.press('Escape');
    await expect(navbarSearch(page)).toHaveValue('a'.repeat(512));
    await expect(navbarSearch(page)).toHaveAttribute('maxlength', '512');
  });

  test('Cancel closes the panel; the submit button is labelled', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await expect(panel(page).getByRole('button', { name: 'Submit the search query' })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(panel(page)).toBeHidden();
  });

  test('on phones the panel fills the screen', async ({ page }) => {
    test.skip(!isMobile(page), 'phone layout');
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await openSearch(page);
    const box = await panel(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  });

  for (const [name, respond] of [
    ['a server error', { status: 500, body: 'Internal Server Error' }],
    ['a body that is not JSON', { status: 200, contentType: 'application/json', body: '{"version": 1, "records": [' }],
    [
      'JSON of the wrong shape',
      { status: 200, contentType: 'application/json', body: '{"version": 1, "records": "nope"}' },
    ],
  ] as const) {
    test(`a failed index (${name}) gives "No results found.", one warning and no crash`, async ({ page }) => {
      const warnings: string[] = [];
      const errors: Error[] = [];
      page.on(
        'console',
        (message) =>
          message.type() === 'warning' && message.text().includes('Search index') && warnings.push(message.text()),
      );
      page.on('pageerror', (error) => errors.push(error));
      await page.route(INDEX, (route) => route.fulfill(respond));
      await page.goto('/');
      await waitForHydration(page);
      await openSearch(page);
      await field(page).fill('middleware');
      await expect(noResults(page)).toBeVisible();
      await field(page).fill('profiles');
      await expect(noResults(page)).toBeVisible();
      expect(warnings).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }

  test('shows a spinner once loading the index takes longer than 300 ms', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('middleware');
    const spinner = panel(page).getByRole('status').filter({ hasText: 'Loading the search index…' });
    await expect(spinner).toBeVisible();
    await expect(panel(page)).toHaveAttribute('data-status', 'stalled');
    release();
    await expect(panel(page).getByRole('option').first()).toBeVisible();
    await expect(spinner).toBeHidden();
    await expect(panel(page)).toHaveAttribute('data-status', 'idle');
  });

  test('index text is shown as text, never as HTML', async ({ page }) => {
    const hostile = '<img src=x onerror="window.__pwned=1"> zebra';
    const manifest = {
      version: 4,
      count: 1,
      longest: 7,
      resolution: 256,
      shards: 'aaaaaaaaaaaa',
      termShards: 'zebra',
      recordShards: [1],
    };
    const files: Record<string, unknown> = {
      // FlexSearch's map entry of "zebra": record 0 in slot 3.
      't0.aaaaaaaaaaaa.json': [['zebra', [null, null, null, [0]]]],
      'r0.aaaaaaaaaaaa.json': {
        version: 4,
        first: 0,
        records: [['doc', '/docs/experience-sdk/intro', hostile, hostile, hostile]],
      },
    };
    await page.route(INDEX, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(manifest) }),
    );
    await page.route(SHARDS, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(files[new URL(route.request().url()).pathname.split('/').pop()!]),
      }),
    );
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('zebra');
    const option = panel(page).getByRole('option').first();
    await expect(option).toContainText('<img src=x onerror=');
    await expect(panel(page).locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

/**
 * The manifest as the server has it, every file it names, the term shard a word would be in, and
 * the term shards of a word and every word it starts (a sorted range).
 */
async function manifestOf(page: Page) {
  const manifest = (await (await page.request.get('/search-index-default.json')).json()) as {
    shards: string;
    termShards: string;
    recordShards: number[];
  };
  const firsts = manifest.termShards.split('\n');
  const name = (kind: string) => (_: unknown, n: number) => `${kind}${n}.${manifest.shards}.json`;
  const termFiles = firsts.map(name('t'));
  const shardIndex = (term: string) =>
    Math.max(
      0,
      firsts.findLastIndex((first) => first <= term),
    );
  const termShard = (term: string) => termFiles[shardIndex(term)];
  const termRange = (term: string) => termFiles.slice(shardIndex(term), shardIndex(`${term}\uffff`) + 1);
  const vocabulary = `vocabulary.${manifest.shards}.json`;
  return {
    termShard,
    termRange,
    vocabulary,
    files: new Set([...termFiles, ...manifest.recordShards.map(name('r')), vocabulary]),
  };
}

test.describe('search shards', () => {
  test('the network log of a query holds the manifest, its FlexSearch term shards and the record shards of the results shown', async ({
    page,
  }) => {
    const manifest = await manifestOf(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/search-')) requested.push(url.pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await openSearch(page);
    await field(page).fill('middleware');
    await expect(panel(page).getByRole('option').first()).toContainText('Middleware');
    await page.waitForLoadState('networkidle');
    const shown = await panel(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('href')!));
    const shards = requested
      .filter((path) => path.startsWith('/search-shards/'))
      .map((path) => path.slice('/search-shards/'.length));
    expect(requested.filter((path) => !path.startsWith('/search-shards/'))).toEqual(['/search-index-default.json']);
    // Exactly the term shards of "middleware" and the words it starts: no vocabulary (typos only).
    const terms = shards.filter((file) => file.startsWith('t'));
    expect(new Set(terms)).toEqual(new Set(manifest.termRange('middleware')));
    expect(terms).toHaveLength(new Set(terms).size);
    expect(shards).not.toContain(manifest.vocabulary);
    // Each term shard is FlexSearch's map entries, as its export writes them.
    for (const file of terms) {
      const entries = await (await page.request.get(`/search-shards/${file}`)).json();
      expect(entries.every((e: unknown) => Array.isArray(e) && typeof e[0] === 'string' && Array.isArray(e[1]))).toBe(
        true,
      );
    }
    // The record shards are those of the results shown: each holds one, and together they hold all.
    const records = shards.filter((file) => file.startsWith('r'));
    expect(records).toHaveLength(new Set(records).size);
    const urls = new Set<string>();
    for (const file of records) {
      const shard = (await (await page.request.get(`/search-shards/${file}`)).json()) as { records: string[][] };
      const held = shard.records.map((record) => record[1]);
      expect(
        held.some((url) => shown.includes(url)),
        file,
      ).toBe(true);
      for (const url of held) urls.add(url);
    }
    for (const href of shown) expect(urls.has(href), href).toBe(true);
    expect(terms.length + records.length).toBe(shards.length);
  });

  for (const [name, respond] of [
    ['404', { status: 404, body: 'Not Found' }],
    ['500', { status: 500, body: 'Internal Server Error' }],
    ['malformed JSON', { status: 200, contentType: 'application/json', body: '[["variable", [[0' }],
    ["not FlexSearch's shape", { status: 200, contentType: 'application/json', body: '{"version":4,"terms":"x"}' }],
  ] as const) {
    test(`a shard that fails (${name}) leaves results from the other shards and one warning, on a slowed CPU`, async ({
      page,
    }) => {
      const manifest = await manifestOf(page);
      const failed = manifest.termShard('variable');
      test.skip(failed === manifest.termShard('environment'), 'both words in one shard');
      const warnings: string[] = [];
      page.on(
        'console',
        (message) =>
          message.type() === 'warning' && message.text().includes('Search index') && warnings.push(message.text()),
      );
      await page.route(`**/search-shards/${failed}`, (route) => route.fulfill(respond));
      await page.goto('/');
      await waitForHydration(page);
      // Shards arrive while the page is busy, as on a phone (4× slower CPU).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await openSearch(page);
      await field(page).fill('environment variables');
      // "environment" still finds the section, from its own shard.
      await expect(panel(page).getByRole('option').first()).toContainText(/environment/i);
      await field(page).fill('environment variable');
      await expect(panel(page).getByRole('option').first()).toContainText(/environment/i);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(failed);
    });
  }

  test("a word's first results show while it is still being typed, before any query has settled", async ({ page }) => {
    // The page's timers stand still once it has loaded: no query ever gets RECORD_SETTLE_MS old, so
    // what shows comes from the keys typed so far (term shards from the third letter, the best
    // result's record shard at once), not from waiting for the whole word.
    await page.clock.install();
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    // The panel open and its index's manifest read (React reveals a lazy component on a timer).
    await openSearch(page);
    await expect(panel(page).locator('.search-hint')).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.type('segm');
    const listbox = panel(page).getByRole('listbox');
    await expect(panel(page).getByRole('option').first()).toContainText(/segment/i);
    await expect(listbox).toHaveAttribute('data-query', /^seg/);
    await expect(field(page)).toHaveValue('segm');
    // The rest of the word: its own results, with the clock still stopped.
    await page.keyboard.type('ent');
    await expect(listbox).toHaveAttribute('data-query', 'segment');
    await expect(panel(page).getByRole('option').first()).toContainText(/segment/i);
  });

  test('no key typed right after Ctrl+K is lost on a slow network and CPU', async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium', 'CDP throttling');
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // About a slow 3G link: 400 ms round trip, 400 kbit/s down.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.keyboard.press('Control+K');
    await page.keyboard.type('segment', { delay: 30 });
    await expect(field(page)).toHaveValue('segment', { timeout: 30_000 });
    await expect(panel(page).getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    await expect(panel(page).getByRole('option').first()).toContainText(/segment/i);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
