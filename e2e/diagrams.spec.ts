import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { stubAnalytics, waitForHydration } from './helpers';

/**
 * A ```mermaid diagram is drawn by mermaid's own prebuilt bundle, imported by URL from
 * /mermaid/<version>/ (lib/markdown/mermaid-assets.ts), never from the build's chunks: in the
 * page's colour mode, again when the reader switches, under the strict CSP (e2e/csp.spec.ts walks
 * it too), and from the static export as from `npm start`.
 */
const PAGE = '/docs/acme-profiles/intro';
const version: string = JSON.parse(fs.readFileSync('node_modules/mermaid/package.json', 'utf8')).version;
const exportOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

test.beforeEach(async ({ page }) => stubAnalytics(page));

test('a diagram is drawn by mermaid from its versioned files near the viewport, and again in dark mode', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const scripts: Array<{ url: string; cache: string; type: string }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = await response.allHeaders();
    scripts.push({
      url: new URL(response.url()).pathname,
      cache: headers['cache-control'] ?? '',
      type: headers['content-type'] ?? '',
    });
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const figure = page.locator('figure.diagram');
  await expect(figure).toHaveAttribute('data-mermaid', `/mermaid/${version}/mermaid.esm.min.mjs`);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-drawn', 'light');
  await expect(figure.locator('.diagram-svg svg')).toBeVisible();
  await expect(figure.getByRole('img', { name: /Two profiles of one person become one/ })).toBeVisible();
  await expect(figure.locator('.diagram-source')).toBeHidden();
  // The node labels are mermaid's drawing of the source.
  await expect(figure.locator('.diagram-svg')).toContainText('Newsletter profile');

  const mermaidFiles = scripts.filter((script) => script.url.startsWith(`/mermaid/${version}/`));
  expect(mermaidFiles.map((script) => script.url)).toContain(`/mermaid/${version}/mermaid.esm.min.mjs`);
  // The flowchart's own module, imported by mermaid when it meets the diagram type.
  expect(mermaidFiles.some((script) => /\/chunks\/mermaid\.esm\.min\/flowDiagram-[\w-]+\.mjs$/.test(script.url))).toBe(
    true,
  );
  for (const script of mermaidFiles) {
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    expect(script.type, script.url).toMatch(/^text\/javascript/);
  }

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(figure).toHaveAttribute('data-drawn', 'dark');
  await expect(figure.locator('.diagram-svg svg')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('without JavaScript the diagram is its source', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.locator('figure.diagram .diagram-source')).toContainText('flowchart LR');
  await expect(page.locator('figure.diagram .diagram-svg')).toHaveCount(0);
  await context.close();
});

test('mermaid’s files are served under its version from npm start and the export, without source maps', async ({
  request,
}) => {
  for (const origin of ['', exportOrigin]) {
    const entry = await request.get(`${origin}/mermaid/${version}/mermaid.esm.min.mjs`);
    expect(entry.status(), origin).toBe(200);
    expect(entry.headers()['cache-control'], origin).toBe('public, max-age=31536000, immutable');
    const chunk = /\.\/(chunks\/mermaid\.esm\.min\/[\w-]+\.mjs)/.exec(await entry.text())?.[1];
    expect((await request.get(`${origin}/mermaid/${version}/${chunk}`)).status(), `${origin} ${chunk}`).toBe(200);
    for (const missing of [`/mermaid/${version}/mermaid.esm.min.mjs.map`, '/mermaid/0.0.0/mermaid.esm.min.mjs'])
      expect((await request.get(`${origin}${missing}`)).status(), `${origin}${missing}`).toBe(404);
  }
});
