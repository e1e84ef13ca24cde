import { type APIRequestContext, expect, test } from '@playwright/test';
import { proseLines } from '../lib/markdown/prose-lines';
import { stubAnalytics, waitForHydration } from './helpers';
import { docs } from './site-data';

test.beforeEach(async ({ page }) => stubAnalytics(page));

/** llms.txt and the markdown copies link to the production site: the same path on this server. */
const local = (url: string) => new URL(url).pathname;

async function getText(request: APIRequestContext, path: string, type: RegExp) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(type);
  return response.text();
}

test.describe('files for AI readers', () => {
  // Plain HTTP: the answers are the same at every width, so one project checks them.
  test.beforeEach(({}, testInfo) =>
    test.skip(testInfo.project.name === 'mobile', 'HTTP only: checked once, in the desktop project'),
  );

  test('/llms.txt lists every doc and both API references, and every link answers 200', async ({ request }) => {
    const text = await getText(request, '/llms.txt', /^text\/plain/);
    expect(text.startsWith('# Developer Documentation\n\n> ')).toBe(true);
    const links = (section: string) =>
      [...(text.split(`\n## ${section}\n`)[1]?.split('\n## ')[0] ?? '').matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(
        (m) => m[1],
      );
    const docLinks = links('Docs');
    expect(docLinks).toHaveLength(docs.length);
    expect(docLinks.map(local).sort()).toEqual(docs.map((d) => `${d.href}.md`).sort());
    expect(links('API references').map(local)).toEqual(['/api/content.md', '/api/profiles.md']);
    const all = [...docLinks, ...links('API references'), ...links('Optional')];
    for (const link of all) {
      expect(link.startsWith('https://docs.acme.com/'), link).toBe(true);
      expect((await request.get(local(link))).status(), link).toBe(200);
    }
  });

  test('a doc has a plain-markdown copy next to its page', async ({ request }) => {
    const md = await getText(request, '/docs/experience-sdk/intro.md', /^text\/markdown/);
    expect(md.startsWith('# Introduction\n\n> Install the Acme Experience SDK')).toBe(true);
    expect(md).toContain('Source: <https://docs.acme.com/docs/experience-sdk/intro>');
    const prose = proseLines(md);
    expect(prose.filter((line) => /^(import|export)\s/.test(line))).toEqual([]);
    expect(prose.filter((line) => /<\/?[A-Z][A-Za-z]*[\s/>]|^:::|\{\/\*/.test(line))).toEqual([]);
    // Tabs become labelled sections, admonitions labelled quotes, links absolute.
    expect(prose).toEqual(expect.arrayContaining(['**npm**', '**CDN**', '> **Tip: Pin the major version**']));
    expect(md).toContain('](https://docs.acme.com/docs/experience-sdk/event-listener#event-reference)');
    expect(md).toContain('```ts\nimport { createExperience }');
    // The page itself is still the HTML page.
    expect(await getText(request, '/docs/experience-sdk/intro', /^text\/html/)).toContain('<h1>Introduction</h1>');
  });

  test('each API reference has a markdown copy with operations and their anchors', async ({ request }) => {
    const profiles = await getText(request, '/api/profiles.md', /^text\/markdown/);
    expect(profiles.startsWith('# Acme Profiles API\n')).toBe(true);
    expect(profiles).toContain('`PUT /profiles/upsert`');
    expect(profiles).toContain('<https://docs.acme.com/api/profiles#upsertProfile>');
    const content = await getText(request, '/api/content.md', /^text\/markdown/);
    expect(content).toContain('`GET /v2/content/items`');
    expect(content).toContain('<https://docs.acme.com/api/content#searchContentItems>');
    expect(await getText(request, '/api/profiles', /^text\/html/)).toContain('Acme Profiles API');
  });

  test("an operation's copy gives its request samples: curl, then the Profiles SDK call beside it", async ({
    request,
  }) => {
    const profiles = await getText(request, '/api/profiles.md', /^text\/markdown/);
    const getProfile = profiles.split('\n### Get a profile\n')[1].split('\n### ')[0];
    const samples = getProfile.split('**Request samples**\n\n')[1].split('\n**Responses**')[0];
    expect(samples).toMatch(/^curl:\n\n```sh\ncurl --request GET \\\n {2}--url https:\/\/profiles\.acme\.com\//);
    expect(samples).toContain("Profiles SDK:\n\n```ts\nimport { createProfilesClient } from '@acme/profiles-sdk';\n");
    expect(samples).toContain("const profile = await profiles.getProfile('prf_9Xc2kq7Z', { relevant: true });\n```");
    expect(samples).not.toContain('---cut---');
    // The Content API has no SDK: curl alone.
    const content = await getText(request, '/api/content.md', /^text\/markdown/);
    const createFilter = content.split('\nReference: <https://docs.acme.com/api/content#createFilter>')[0];
    const contentSamples = createFilter.slice(createFilter.lastIndexOf('**Request samples**'));
    expect(contentSamples).toMatch(/^\*\*Request samples\*\*\n\ncurl:\n\n```sh\ncurl --request POST/);
    expect(contentSamples).not.toContain('SDK:');
  });
});

test.describe('Copy page as Markdown', () => {
  test('copies the markdown of the page and says so for 2 s, without moving anything', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    const actions = page.locator('.doc-header .page-actions');
    await actions.locator('summary').click();
    const button = actions.getByRole('button', { name: 'Copy page as Markdown' });
    await expect(actions.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/docs/experience-sdk/intro.md',
    );
    const before = await button.boundingBox();
    const h1Before = await page.locator('h1').boundingBox();
    await button.click();
    await expect(actions.getByRole('status').first()).toHaveText('Copied');
    const copiedButton = actions.getByRole('button', { name: /Copied|Copy page as Markdown/ });
    await expect(copiedButton).toHaveText('Copied');
    expect((await copiedButton.boundingBox())?.width).toBe(before?.width);
    expect(await page.locator('h1').boundingBox()).toEqual(h1Before);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/docs/experience-sdk/intro.md')).text());
    await expect(copiedButton).toHaveText('Copy page as Markdown', { timeout: 4000 });
    await expect(actions.getByRole('status').first()).toHaveText('');
  });

  test('sits in the page header and fits the screen', async ({ page }) => {
    await page.goto('/docs/experience-sdk/overriding-components/middleware');
    const header = page.locator('.doc-header');
    await expect(header.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await header.locator('.page-actions summary').click();
    await expect(header.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const actions = await header.locator('.page-actions').boundingBox();
    const h1 = await page.locator('h1').boundingBox();
    expect(actions!.y + actions!.height).toBeLessThanOrEqual(h1!.y);
  });
});

test.describe('Copy page as Markdown without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button is hidden and the link leads to the markdown file', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    // The menu opens without JavaScript (a <details>); its copy buttons need it and stay hidden.
    await page.locator('.doc-header .page-actions summary').click();
    for (const button of await page.locator('.doc-header .page-actions button').all())
      await expect(button).toBeHidden();
    const link = page.locator('.doc-header .page-actions').getByRole('link', { name: 'View as Markdown' });
    await expect(link).toBeVisible();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/docs/experience-sdk/intro.md')),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    await expect(page).toHaveURL(/\/docs\/experience-sdk\/intro\.md$/);
    await expect(page.locator('body')).toContainText('# Introduction');
  });
});
