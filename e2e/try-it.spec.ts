import { expect, type Page, type Route, test } from '@playwright/test';
import { axe, isMobile, layOutSkippedContent, stubAnalytics, waitForHydration } from './helpers';

/**
 * The "Try it" console on both references. Real mode never reaches the network: the documents'
 * server origins are answered by request interception (page.route). Mock mode answers from the
 * documents' examples in the browser.
 */

const TOKEN = 'tok_secret_1234567890';

test.beforeEach(async ({ page }) => {
  await stubAnalytics(page);
  // Nothing may leave the machine: any request to a document's server not routed by a test fails it.
  await page.route(/^https:\/\/(api|profiles)\.acme\.com\//, (route) => route.abort('blockedbyclient'));
});

/** Opens the console of an operation and waits until its form is ready. */
async function open(page: Page, api: string, operation: string) {
  await page.goto(`/api/${api}#${operation}`);
  await waitForHydration(page);
  await page.locator(`#${operation} [data-try-it]`).click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await expect(console).toBeVisible();
  return console;
}

async function send(page: Page) {
  await page.locator('.try-it-send').click();
}

const status = (page: Page) => page.locator('[data-try-it-status]');

/**
 * The console's checks and answers run the same code at every width: a phone runs the first test
 * of each mode for the console's layout (with the keyboard, axe and split-page tests below).
 */
function firstAtPhoneWidth(first: string) {
  test.beforeEach(({ page }, info) =>
    test.skip(isMobile(page) && info.title !== first, 'the same console at every width: checked on desktop'),
  );
}

test.describe('mock mode (example responses)', () => {
  firstAtPhoneWidth('Content API: the success example, with the token entered');
  test('Content API: the success example, with the token entered', async ({ page }) => {
    const console = await open(page, 'content', 'searchContentItems');
    await expect(console.getByLabel('Use example responses')).toBeChecked();
    await expect(console.locator('[data-try-it-need]')).toHaveText(
      'Needs a read-only or read-write token (query access_token).',
    );
    await console.getByLabel(/Read-only token/).fill(TOKEN);
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '200');
    await expect(console.locator('.try-it-body')).toContainText('"total_results": 2');
    // Pretty-printed JSON reads as lines of JSON: a key, its colon and its value on one line.
    const body = console.locator('.try-it-body');
    const [key, value] = [
      body.locator('span', { hasText: '"total_results"' }),
      body.locator('span', { hasText: /^2$/ }),
    ];
    const [keyBox, valueBox] = [await key.first().boundingBox(), await value.first().boundingBox()];
    expect(Math.abs(keyBox!.y - valueBox!.y), 'the key and its value are on one line').toBeLessThan(4);
    // The curl command carries the values and hides the token.
    await expect(console.locator('[data-try-it-curl]')).toContainText('q=sandals');
    await expect(console.locator('[data-try-it-curl]')).toContainText('access_token=••••••••7890');
    await expect(console.locator('[data-try-it-curl]')).not.toContainText(TOKEN);
  });

  test('Content API: a missing token gets the 403 response', async ({ page }) => {
    await open(page, 'content', 'searchContentItems');
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '403');
  });

  test('Content API: a parameter outside its schema gets the 400 response with the message', async ({ page }) => {
    const console = await open(page, 'content', 'listFilterItems');
    await console.getByLabel(/Read-only token/).fill(TOKEN);
    await console.getByLabel(/^page_size/).fill('1000');
    await expect(console.locator('#try-it-query-page_size-err')).toContainText('must be <= 100');
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '400');
    await expect(console.locator('.try-it-body')).toContainText('/parameters/page_size: must be <= 100');
  });

  test('Content API: a body against its schema (400), malformed JSON (Send disabled) and a 512 KB body', async ({
    page,
  }) => {
    const console = await open(page, 'content', 'createContent');
    await expect(console.locator('[data-try-it-server-side]')).toContainText('read-write token');
    await console.getByLabel(/Read-write token/).fill(TOKEN);
    const editor = console.getByLabel(/Request body/);
    await expect(console.locator('#try-it-body-check')).toHaveText('Matches the schema.');
    await editor.fill('{\n  "content_type": "video"\n}');
    await expect(console.locator('[data-try-it-body-issues]')).toContainText('must have required property');
    await send(page);
    // A video without video_thumbnail: the document answers a broken rule 400 (422 is for content
    // that cannot be processed).
    await expect(status(page)).toHaveAttribute('data-try-it-status', '400');
    await editor.fill('{\n  "content_type": "image",\n  oops\n}');
    await expect(console.locator('[data-try-it-parse-error]')).toContainText('Line 3, column 3');
    await expect(page.locator('.try-it-send')).toBeDisabled();
    await editor.evaluate(
      (el: HTMLTextAreaElement, text) => {
        // A 600 KB paste, set directly: typing it would take minutes.
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        setter.call(el, text);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      },
      JSON.stringify({ caption: 'x'.repeat(600 * 1024) }),
    );
    await expect(console.locator('#try-it-body-check')).toContainText('at most 512 KB');
    await expect(page.locator('.try-it-send')).toBeDisabled();
  });

  test('Profiles API: the example, a path value with no example (404) and a missing token', async ({ page }) => {
    const console = await open(page, 'profiles', 'getProfile');
    // A public token (with a JWT) reads a profile too: no operation-wide warning, but the private
    // token's field says where it belongs.
    await expect(console.locator('[data-try-it-need]')).toHaveText(
      'Needs a private or public token (header X-Access-Token; query access_token).',
    );
    await expect(console.locator('[data-try-it-server-side]')).toHaveCount(0);
    await expect(console).toContainText(
      'A private token must stay secret: keep it server-side, never in front-end code.',
    );
    // The Profiles API names no status for a missing token (its 401 and 403 are about JWTs): the
    // console says its 401 only stands in.
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '401');
    await expect(console).toContainText('The document names no status for a missing token');
    await console.getByLabel(/Private token/).fill(TOKEN);
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '200');
    await console.getByLabel(/^profile_id/).fill('prf_unknown');
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '404');
    await expect(console).toContainText('No example has profile_id "prf_unknown"');
  });

  test('Profiles API: an upsert takes the public token, named so in its field and selector', async ({ page }) => {
    const upsert = await open(page, 'profiles', 'upsertProfile');
    await expect(upsert.locator('[data-try-it-need]')).toHaveText(
      'Needs a public token (header X-Access-Token; query access_token).',
    );
    await expect(upsert.getByLabel('Public token (header X-Access-Token)')).toBeVisible();
    await expect(upsert.getByLabel(/Private token/)).toHaveCount(0);
    await expect(upsert).not.toContainText('keep it server-side');
    await expect(upsert.getByLabel('Send the token as').locator('option')).toHaveText([
      'Public token, header X-Access-Token',
      'Public token, query access_token',
    ]);
    await upsert.getByLabel('Public token (header X-Access-Token)').fill(TOKEN);
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', /^2\d\d$/);
  });

  test('Profiles API: private and public tokens share a header, each keeps its own name and field', async ({
    page,
  }) => {
    const read = await open(page, 'profiles', 'getProfile');
    await read.getByLabel(/Private token/).fill(TOKEN);
    await read.getByLabel('Send the token as').selectOption({ label: 'Public token, header X-Access-Token' });
    await expect(read.getByLabel('Public token (header X-Access-Token)')).toHaveValue('');
    await expect(read).not.toContainText('A private token must stay secret');
    await read.getByLabel('Send the token as').selectOption({ label: 'Private token, header X-Access-Token' });
    await expect(read.getByLabel('Private token (header X-Access-Token)')).toHaveValue(TOKEN);
  });

  test('Profiles API: a body against its schema gets the error response with the message', async ({ page }) => {
    const console = await open(page, 'profiles', 'createSegment');
    await console.getByLabel(/Private token/).fill(TOKEN);
    await console.getByLabel(/Request body/).fill('{"name": 5}');
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', /^4(00|22)$/);
    await expect(console.locator('.try-it-body')).toContainText('/body');
  });
});

test('every box of the console fits its width, and hints read as text with code', async ({ page }) => {
  const console = await open(page, 'profiles', 'getProfile');
  const form = (await console.locator('form').first().boundingBox())!;
  for (const box of await console.locator('fieldset').all()) {
    const { x, width } = (await box.boundingBox())!;
    expect(x + width, `${await box.locator('legend').textContent()} ends inside the console`).toBeLessThanOrEqual(
      form.x + form.width + 0.5,
    );
  }
  // A parameter's hint: its description's first whole sentence, its code spans as code.
  const hint = console.locator('[id$="-relevant-desc"]');
  await expect(hint).toContainText('returns only attributes inside their relevance window');
  await expect(hint.locator('code').first()).toHaveText('1');
  await expect(hint).not.toContainText('`');
});

test.describe('real mode (server answered by interception)', () => {
  firstAtPhoneWidth('Content API: the token goes in the access_token query parameter; the response view');
  test('Content API: the token goes in the access_token query parameter; the response view', async ({ page }) => {
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    await page.route('https://api.acme.com/**', async (route) => {
      requests.push({ url: route.request().url(), headers: route.request().headers() });
      await route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json', 'x-request-id': 'r-1' },
        body: '{"total_results":1,"_embedded":{"ugc":[]}}',
      });
    });
    const console = await open(page, 'content', 'searchContentItems');
    await console.getByLabel('Send to the server').check();
    await console.getByLabel(/Read-only token/).fill(TOKEN);
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '200');
    const url = new URL(requests[0].url);
    expect(url.origin + url.pathname).toBe('https://api.acme.com/v2/content/items');
    expect(url.searchParams.get('access_token')).toBe(TOKEN);
    expect(url.searchParams.get('q')).toBe('sandals');
    expect(requests[0].headers['x-access-token']).toBeUndefined();
    await expect(console.locator('[data-try-it-response]')).toContainText(/200 .* · \d+ ms/);
    await expect(console.locator('.try-it-body')).toContainText('"total_results": 1');
    // The token never reaches the site's own URL.
    expect(page.url()).not.toContain(TOKEN);
  });

  test('Profiles API: the token goes in the X-Access-Token header; a non-JSON body shows as text', async ({ page }) => {
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    await page.route('https://profiles.acme.com/**', async (route) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': '*',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      requests.push({ url: route.request().url(), headers: route.request().headers() });
      await route.fulfill({
        status: 503,
        headers: { ...cors, 'content-type': 'text/html' },
        body: '<h1>Maintenance</h1><script>window.pwned=1</script>',
      });
    });
    const console = await open(page, 'profiles', 'getProfile');
    await console.getByLabel('Send to the server').check();
    await console.getByLabel(/Private token/).fill(TOKEN);
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '503');
    expect(requests[0].headers['x-access-token']).toBe(TOKEN);
    expect(new URL(requests[0].url).searchParams.has('access_token')).toBe(false);
    // Rendered as text, never as HTML.
    await expect(console.locator('.try-it-body')).toContainText('<h1>Maintenance</h1>');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('a network or CORS failure is explained, never an empty success', async ({ page }) => {
    await page.route('https://api.acme.com/**', (route) => route.abort('failed'));
    const console = await open(page, 'content', 'searchContentItems');
    await console.getByLabel('Send to the server').check();
    await console.getByLabel(/Read-only token/).fill(TOKEN);
    await send(page);
    await expect(console.locator('[data-try-it-failure]')).toContainText('allowed for your account');
    await expect(status(page)).toHaveCount(0);
  });

  test('a custom base URL outside the allowed origins is refused, naming the key', async ({ page }) => {
    const console = await open(page, 'content', 'searchContentItems');
    await console.getByLabel('Send to the server').check();
    await console.getByLabel('Server', { exact: true }).selectOption('custom');
    await console.getByLabel(/Base URL/).fill('https://evil.example');
    await expect(console.locator('[data-try-it-base-error]')).toContainText('apis[0].tryIt.allowedOrigins');
    await expect(page.locator('.try-it-send')).toBeDisabled();
    await console.getByLabel(/Base URL/).fill('ftp://localhost');
    await expect(console.locator('[data-try-it-base-error]')).toContainText('Only http and https');
    // Loopback origins are allowed in `next dev` only: a deployed page never calls its readers' machines.
    await console.getByLabel(/Base URL/).fill('http://localhost:4010');
    await expect(console.locator('[data-try-it-base-error]')).toContainText('apis[0].tryIt.allowedOrigins');
    await console.getByLabel(/Base URL/).fill('https://api.acme.com');
    await expect(page.locator('.try-it-send')).toBeEnabled();
  });

  test('a server that hangs is cancelled at the 30 s time-out', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the time-out runs once');
    await page.route('https://api.acme.com/**', () => {
      // Never answered.
    });
    const console = await open(page, 'content', 'searchContentItems');
    await console.getByLabel('Send to the server').check();
    await console.getByLabel(/Read-only token/).fill(TOKEN);
    // The page's clock from here on, paused: time moves only when the test runs it, so the 30 s pass
    // in no time, and 29 s do not end the request however slowly the host answers.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await send(page);
    const failure = console.locator('[data-try-it-failure]');
    await expect(console.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.clock.runFor(29_000);
    await expect(console.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(failure).toContainText('in 30 s');
  });
});

test.describe('on a page of a split reference', () => {
  // app/e2e-only/split-reference/: the Content API split per tag, as a large reference is split
  // (lib/openapi/pages.ts), with the site's own Try it modules.
  test('every operation has the button; the console answers in both modes, keeps focus while sending and closes', async ({
    page,
  }, info) => {
    const requests: string[] = [];
    await page.route('https://api.acme.com/**', async (route) => {
      requests.push(route.request().url());
      await route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: '{"total_results":0}',
      });
    });
    await page.goto('/e2e-only/split-reference/filters#listFilterItems');
    await waitForHydration(page);
    // A page of the split reference: its tag's operations only.
    await expect(page.locator('h1')).toHaveText('Acme Content API: Filters');
    await expect(page.locator('#searchContentItems')).toHaveCount(0);
    await expect(page.locator('.operation [data-try-it]')).toHaveCount(5);
    const button = page.locator('#listFilterItems [data-try-it]');
    await button.click();
    const console = page.locator('.try-it[data-try-it-ready]');
    await expect(console).toBeVisible();
    if (info.project.name === 'mobile') {
      const box = (await page.locator('.try-it-host').boundingBox())!;
      expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    } else await expect(page.locator('#listFilterItems .operation-samples .try-it')).toBeVisible();
    await console.getByLabel(/Read-only token/).fill(TOKEN);
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '200');
    await console.getByLabel('Send to the server').check();
    await send(page);
    await expect(status(page)).toHaveAttribute('data-try-it-status', '200');
    await expect(console.locator('[data-try-it-response]')).toContainText(/200 .* · \d+ ms/);
    const url = new URL(requests[0]);
    expect(url.origin + url.pathname).toMatch(/^https:\/\/api\.acme\.com\/v2\/content\/filters\/[^/]+$/);
    expect(url.searchParams.get('access_token')).toBe(TOKEN);
    // Send kept focus while the request was on its way, so Escape still reaches the console.
    await expect(page.locator('.try-it-send')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.try-it')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test('keyboard only, axe clean while open; Escape closes and focus returns', async ({ page }, info) => {
  test.setTimeout(120_000);
  await page.goto('/api/profiles#getProfile');
  await waitForHydration(page);
  const button = page.locator('#getProfile [data-try-it]');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.try-it[data-try-it-ready]')).toBeVisible();
  await expect(page.locator('#try-it-title')).toBeFocused();
  if (info.project.name === 'mobile') {
    // Full screen on a phone.
    const box = (await page.locator('.try-it-host').boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
  }
  // Tab to the token field, type, tab on to Send and press it.
  for (
    let i = 0;
    i < 40 && !(await page.getByLabel(/Private token/).evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab');
  await page.keyboard.type(TOKEN);
  for (let i = 0; i < 40 && !(await page.locator('.try-it-send').evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveAttribute('data-try-it-status', '200');
  await layOutSkippedContent(page);
  const results = await axe(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .include('.try-it')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('.try-it')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test("the console's code is not in the first load; it loads on open", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/api/content');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const firstLoad = [...scripts];
  const own = firstLoad.filter((url) => new URL(url).origin === new URL(page.url()).origin);
  const texts = await Promise.all(own.map((url) => page.request.get(url).then((r) => r.text())));
  expect(texts.some((t) => t.includes('Use example responses'))).toBe(false);
  expect(firstLoad.some((u) => u.includes('/try-it/'))).toBe(false);
  // The first intent to open, the pointer over the button, starts the fetches before the click.
  const button = page.locator('#searchContentItems [data-try-it]');
  await button.hover();
  await expect
    .poll(() => scripts.slice(firstLoad.length).some((u) => u.endsWith('/try-it/content/searchContentItems.js')))
    .toBe(true);
  await button.click();
  await expect(page.locator('.try-it[data-try-it-ready]')).toBeVisible();
  const later = scripts.slice(firstLoad.length);
  expect(later.some((u) => u.endsWith('/try-it/content/searchContentItems.js'))).toBe(true);
  expect(later.filter((u) => u.includes('/_next/')).length).toBeGreaterThan(0);
});

test('a click before the page hydrates opens the console once it has', async ({ page }) => {
  // The page's scripts are held back: the click lands on the server's HTML, with no React running.
  const chunks = /\/_next\/static\/chunks\/.*\.js$/;
  const held: Route[] = [];
  await page.route(chunks, (route) => {
    held.push(route);
  });
  await page.goto('/api/content', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.locator('#searchContentItems [data-try-it]').click();
  await expect(page.locator('.try-it')).toHaveCount(0);
  await page.unroute(chunks);
  for (const route of held) await route.continue();
  await expect(
    page.locator('#searchContentItems .try-it[data-try-it-ready], .try-it-fullscreen .try-it[data-try-it-ready]'),
  ).toBeVisible();
  await expect(page.locator('.try-it')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the Try it control is not shown', async ({ page }) => {
    await page.goto('/api/content');
    await expect(page.locator('[data-try-it]').first()).toBeAttached();
    await expect(page.locator('[data-try-it]').first()).toBeHidden();
  });
});

test("the CSP allows exactly the servers and the configured origins but no loopback, in the server's headers and the export's _headers", async ({
  request,
}) => {
  // The static export is served on the next port (playwright.config.ts), with out/_headers.
  const exportOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
  for (const url of [
    '/api/content',
    `${exportOrigin}/api/content`,
    `${exportOrigin}/try-it/content/createContent.js`,
  ]) {
    const csp = (await request.get(url)).headers()['content-security-policy'];
    const connect = csp
      .split('; ')
      .find((d) => d.startsWith('connect-src '))!
      .split(' ')
      .slice(1);
    expect(
      connect.filter((s) => !/google/.test(s)),
      url,
    ).toEqual(["'self'", 'https://api.acme.com', 'https://profiles.acme.com']);
  }
});
