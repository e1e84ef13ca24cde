import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, isMobile, stubAnalytics, waitForHydration } from '../helpers';
import { FR_REFERENCE } from './fr-reference';
import { API_CHANGE, CUT, ENGLISH_EDIT, ENGLISH_PAGE_EDIT, LOCALES, VARIANT_DIR } from './site';

// The variant copy has `fr` (several docs, a category label, a post, the home page, a catalogue)
// and `ar` (right to left, one doc) beside `en` (issue 41): one configuration entry each and files
// under content/i18n/<locale>/.
const FR = LOCALES.fr;
const AR = LOCALES.ar;

test.beforeEach(async ({ page }) => stubAnalytics(page));

const panel = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });

// The navbar's search box and the mobile menu's back button, in English or in French (the French
// catalogue translates them).
const SEARCH_PLACEHOLDER = new RegExp(`^(Search\\.\\.\\.|${FR.shell['search.placeholder'].replace(/\./g, '\\.')})$`);
const BACK_TO_MAIN_MENU = new RegExp(`Back to main menu|${FR.shell['mobileMenu.back'].slice(2)}`);

/** Opens the search panel and types a query. */
async function search(page: Page, query: string) {
  if (isMobile(page)) await page.getByRole('banner').getByRole('search').getByPlaceholder(SEARCH_PLACEHOLDER).tap();
  else await page.keyboard.press('Control+K');
  await panel(page).getByRole('combobox', { name: 'Search' }).fill(query);
}

/** The navbar's language dropdown (on phones, inside the menu). */
async function languageDropdown(page: Page, label: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Developer Documentation' });
    await expect(dialog.getByRole('navigation').first()).toBeVisible();
    const back = dialog.getByRole('button', { name: BACK_TO_MAIN_MENU });
    if (await back.isVisible()) await back.click();
    return dialog.getByLabel(`Language: ${label}`);
  }
  return page.getByRole('banner').getByLabel(`Language: ${label}`);
}

test.describe('locale routes', () => {
  test('every page kind exists under /fr, translated, with the locale’s lang', async ({ page }) => {
    for (const [route, title] of [
      [FR.intro.path, FR.intro.title],
      [FR.events.path, FR.events.title],
      [FR.post.path, FR.post.title],
      ['/fr', FR.home.title],
    ]) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1').first(), route).toHaveText(title);
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'fr-FR');
      await expect(page.locator('html'), route).toHaveAttribute('dir', 'ltr');
    }
    for (const route of [
      '/fr/blog',
      '/fr/markdown-page',
      '/ar',
      '/fr/blog/archive',
      '/fr/blog/tags',
      '/fr/blog/tags/hello',
    ]) {
      expect((await page.goto(route))?.status(), route).toBe(200);
      await expect(page.locator('[data-locale-root]'), route).toHaveCount(1);
    }
    // The French sidebar: translated titles and category label, at the locale's routes.
    await page.goto(FR.intro.path);
    if (!isMobile(page)) {
      const sidebar = page.getByRole('complementary').getByRole('navigation').first();
      await expect(sidebar.getByText(FR.category, { exact: true })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: FR.events.title })).toHaveAttribute('href', FR.events.path);
    }
  });

  test('the English site is unchanged', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-locale-root]')).toHaveCount(0);
    await expect(page.locator('[data-fallback-notice]')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Introduction');
  });

  test('an unknown page under a locale is not found', async ({ request }) => {
    expect((await request.get('/fr/docs/experience-sdk/nope')).status()).toBe(404);
  });
});

test.describe('a page not translated yet', () => {
  test('shows the English page, marked lang="en", with a notice linking to the original', async ({ page }) => {
    await page.goto(FR.fallback.path);
    await waitForHydration(page);
    const notice = page.locator('[data-fallback-notice]');
    // In the locale's words: its catalogue (content/i18n/fr/ui.json) translates the notice.
    await expect(notice).toContainText("Cette page n'est pas encore traduite");
    await expect(notice.getByRole('link')).toHaveText('Lire la page originale');
    await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.markdown').first()).toHaveAttribute('lang', 'en');
    // The frame (navbar, sidebar) is the locale's.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${FR.fallback.original}$`));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    expect(await axeViolations(page, '[data-fallback-notice]')).toEqual([]);
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${FR.fallback.original}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a translation behind its English page (issue 41, item 9)', () => {
  const notice = (page: Page) => page.locator('.translation-notice');

  test('shows a notice in the page’s language linking to the current English page', async ({ page }) => {
    await page.goto(FR.events.path);
    await waitForHydration(page);
    await expect(notice(page)).toContainText(FR.ui.outdated);
    const link = notice(page).getByRole('link', { name: FR.ui.outdatedLink });
    await expect(link).toHaveAttribute('href', ENGLISH_EDIT.english);
    await expect(link).toHaveAttribute('hreflang', 'en');
    expect(await axeViolations(page, '.translation-notice')).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${ENGLISH_EDIT.english}$`));
    await expect(page.locator('.markdown')).toContainText(ENGLISH_EDIT.line.replace(/`/g, ''));
  });

  test('shows it on a translated standalone page too (content/i18n/fr/pages/)', async ({ page }) => {
    await page.goto(ENGLISH_PAGE_EDIT.path);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toHaveText(ENGLISH_PAGE_EDIT.title);
    await expect(notice(page)).toHaveCount(1);
    await expect(notice(page)).toContainText(FR.ui.outdated);
    const link = notice(page).getByRole('link', { name: FR.ui.outdatedLink });
    await expect(link).toHaveAttribute('href', ENGLISH_PAGE_EDIT.english);
    await expect(link).toHaveAttribute('hreflang', 'en');
    expect(await axeViolations(page, '.translation-notice')).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${ENGLISH_PAGE_EDIT.english}$`));
    await expect(page.locator('.markdown')).toContainText(ENGLISH_PAGE_EDIT.line.replace(/`/g, ''));
    await expect(notice(page)).toHaveCount(0);
  });

  test('shows none on a current translation, on a fallback page or on the English page', async ({ page }) => {
    for (const route of [FR.intro.path, FR.post.path, AR.intro.path, FR.fallback.path, ENGLISH_EDIT.english]) {
      await page.goto(route);
      await expect(page.locator('h1').first(), route).toBeVisible();
      await expect(notice(page), route).toHaveCount(0);
    }
  });

  test('npm run i18n:status reports exactly that page, and --strict fails', () => {
    test.skip(test.info().project.name !== 'variant', 'a command: once, in the desktop project');
    const tsx = path.join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const run = (...args: string[]) =>
      spawnSync(tsx, ['scripts/i18n-status.ts', ...args], { cwd: VARIANT_DIR, encoding: 'utf8' });
    const { status, stdout } = run();
    expect(status).toBe(0);
    const outdated = stdout.split('\n').filter((line) => line.trimStart().startsWith('outdated '));
    const since = (line: string | undefined) => line?.match(/since ([0-9a-f]{7})/)?.[1];
    expect(outdated).toEqual([
      `  outdated ${ENGLISH_EDIT.translation} (the English file changed since ${since(outdated[0])}; source ${ENGLISH_EDIT.source})`,
      `  outdated ${ENGLISH_PAGE_EDIT.translation} (the English file changed since ${since(outdated[1])}; source ${ENGLISH_PAGE_EDIT.source})`,
    ]);
    expect(stdout).toMatch(/^fr: 2 translated, 2 outdated, \d+ missing/m);
    expect(stdout).toMatch(/^ar: 1 translated, 0 outdated, \d+ missing/m);
    // The English line added since, read from git (the translated-from version is committed).
    expect(stdout).toContain(`+ `);
    expect(stdout).toContain(ENGLISH_EDIT.line);
    const strict = run('--strict');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('i18n:status --strict');
  });
});

test.describe('Try it and the assistants’ prompt in the page’s language (issue 41, item 5)', () => {
  const T = FR.console;
  const TOKEN = 'tok_secret_1234567890';

  /** Opens an operation's console on its French reference page; nothing leaves the machine. */
  async function openConsole(page: Page, api: string, operation: string) {
    await page.route(/^https:\/\/(api|profiles)\.acme\.com\//, (route) => route.abort('blockedbyclient'));
    await page.goto(`/fr/api/${api}#${operation}`);
    await waitForHydration(page);
    await page.locator(`#${operation} [data-try-it]`).click();
    const console = page.locator('.try-it[data-try-it-ready]');
    await expect(console).toBeVisible();
    return console;
  }

  test('the console’s checks, mock answers and token kinds are the catalogue’s', async ({ page }) => {
    const console = await openConsole(page, 'content', 'listFilterItems');
    await console.locator('.try-it-send').click();
    await expect(console).toContainText(T['tryIt.mock.noToken']);
    await console.getByLabel(new RegExp(T['tryIt.kind.read-only'])).fill(TOKEN);
    await console.getByLabel(/^page_size/).fill('1000');
    const limit = T['tryIt.rule.maximum'].replace('{limit}', '100');
    await expect(console.locator('#try-it-query-page_size-err')).toContainText(limit);
    await console.locator('.try-it-send').click();
    await expect(console).toContainText(
      T['tryIt.mock.invalid'].replace('{message}', `/parameters/page_size: ${limit}`),
    );
    await console.getByLabel(/^page_size/).fill('10');
    await console.locator('.try-it-send').click();
    await expect(console).toContainText(T['tryIt.mock.example'].replace('{status}', '200'));
    // The answer's own lines: where it came from and its headers.
    const answer = console.locator('[data-try-it-response]');
    await expect(answer.getByRole('status')).toContainText(`200 · ${T['tryIt.fromExample']}`);
    await expect(answer.locator('summary')).toHaveText(/^En-têtes \(\d+\)$/);
  });

  test('what the token must be and where a custom server may be, in the catalogue’s words', async ({ page }) => {
    const console = await openConsole(page, 'content', 'listFilterItems');
    const need = console.locator('[data-try-it-need]');
    await expect(need).toHaveText(new RegExp(`^Demande un jeton ${T['tryIt.need.read-only']}`));
    await expect(need).not.toContainText('read-only');
    await expect(need).toContainText('(paramètre access_token');
    // The server field is the live mode's.
    await console.getByLabel(T['tryIt.modeLive']).check();
    await console.locator('#try-it-server').selectOption('custom');
    await expect(console.locator('label[for="try-it-base"]')).toHaveText(/^URL de base \(autorisées : .+\)$/);
  });

  test('the scheme selector and the note on samples the console does not write', async ({ page }) => {
    const console = await openConsole(page, 'profiles', 'getProfile');
    const select = console.locator('#try-it-alt');
    await expect(select.locator('option')).toContainText([`${T['tryIt.kind.private']}, en-tête X-Access-Token`]);
    await expect(console.getByLabel(`${T['tryIt.kind.private']} (en-tête X-Access-Token)`)).toBeVisible();
    await expect(console).toContainText(T['tryIt.serverSideHint'].replace('{kind}', T['tryIt.need.private']));
    await expect(console.getByLabel(T['tryIt.showToken'])).toBeVisible();
    const note = page.locator('#getProfile [data-try-it-sample-note]').first();
    await expect(note).toHaveText(/^Cet onglet garde son propre exemple ; les onglets .+ suivent le formulaire\.$/);
  });

  test('“Open in ChatGPT” and “Open in Claude” ask in French on a French page', async ({ page }) => {
    await page.goto(FR.intro.path);
    const menu = page.locator('.doc-header .page-actions');
    for (const name of ['chatgpt', 'claude'] as const) {
      const href = await menu
        .locator(`a[href^="https://${name === 'chatgpt' ? 'chatgpt.com' : 'claude.ai'}"]`)
        .getAttribute('href');
      const prompt = new URL(href ?? '').searchParams.get('q') ?? '';
      expect(prompt).toMatch(
        /^Lis https?:\/\/\S+\/fr\/docs\/experience-sdk\/intro\.md pour que je puisse te poser des questions dessus\.$/,
      );
    }
    // The English page keeps the English prompt.
    await page.goto('/docs/experience-sdk/intro');
    const english = await page.locator('.doc-header .page-actions a[href^="https://chatgpt.com"]').getAttribute('href');
    expect(new URL(english ?? '').searchParams.get('q')).toMatch(
      /^Read \S+\/docs\/experience-sdk\/intro\.md so I can ask/,
    );
  });
});

test.describe('the content’s own texts in the page’s language (issue 41, item 5)', () => {
  test('code copy button, its Copied state, heading anchors, admonition title and page actions', async ({ page }) => {
    await page.goto(FR.intro.path);
    await waitForHydration(page);
    const markdown = page.locator('.markdown');
    const copy = markdown.locator('[data-copy-code]').first();
    await expect(copy).toHaveText(FR.ui.copyCode);
    await expect(copy).toHaveAttribute('aria-label', FR.ui.copyCodeLabel);
    await expect(markdown.locator('h2 .hash-link').first()).toHaveAttribute('aria-label', FR.ui.headingLink);
    await expect(markdown.locator('.admonition-heading').first()).toHaveText('Remarque');
    const actions = page.locator('.doc-header .page-actions summary');
    await expect(actions).toHaveText(FR.ui.copyPage);
    // The behaviour says the copy's outcome in French (copied, or failed without clipboard access).
    await copy.locator('xpath=ancestor::figure').hover();
    await copy.click();
    await expect(copy).toHaveText(new RegExp(`^(${FR.ui.copied}|Échec de la copie)$`));
    await expect(copy).toHaveText(FR.ui.copyCode, { timeout: 5000 });
    // A fallback page's content is English, and so are its components' texts.
    await page.goto(FR.fallback.path);
    await expect(page.locator('.markdown h2 .hash-link').first()).toHaveAttribute(
      'aria-label',
      'Direct link to this section',
    );
  });

  test('the English pages keep their texts', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    const copy = page.locator('.markdown [data-copy-code]').first();
    await expect(copy).toHaveText('Copy');
    await expect(copy).not.toHaveAttribute('data-copied', /./);
    await expect(page.locator('.doc-header .page-actions summary')).toHaveText('Copy page');
  });
});

test.describe('llms.txt says the language', () => {
  test('lists the French and Arabic translations under their languages, fallback pages left out', async ({
    request,
  }) => {
    const llms = await (await request.get('/llms.txt')).text();
    const section = (heading: string) => llms.split(`${heading}\n\n`)[1]?.split('\n## ')[0] ?? '';
    const french = section('## Français (French (France), fr-FR)');
    expect(french).toContain('The pages translated into French (France)');
    expect(french).toContain(`${FR.intro.path}.md)`);
    expect(french).toContain(`${FR.events.path}.md)`);
    expect(french).toContain(`${FR.post.path})`);
    expect(french).not.toContain(FR.fallback.path);
    expect(section(`## ${AR.label} (Arabic, ar)`)).toContain(`${AR.intro.path}.md)`);
    // Before the locales' sections, English only.
    expect(llms.split('## Français')[0]).not.toMatch(/\/(fr|ar)\//);
  });
});

test.describe('search engines', () => {
  test('a translated page and its original list every translation, with x-default', async ({ page }) => {
    for (const route of [FR.intro.path, '/docs/experience-sdk/intro', AR.intro.path]) {
      await page.goto(route);
      const links = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          els.map((el) => [el.getAttribute('hreflang'), new URL(el.getAttribute('href') ?? '').pathname]),
        );
      expect(Object.fromEntries(links), route).toEqual({
        en: '/docs/experience-sdk/intro',
        'fr-FR': FR.intro.path,
        ar: AR.intro.path,
        'x-default': '/docs/experience-sdk/intro',
      });
    }
    await page.goto(FR.intro.path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${FR.intro.path}$`));
  });

  test('the sitemap lists translations with their alternates and leaves fallback pages out', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${FR.intro.path}</loc>`);
    expect(sitemap).not.toContain(`${FR.fallback.path}</loc>`);
    expect(sitemap).toMatch(/hreflang="fr-FR"\s+href="[^"]*\/fr\/docs\/experience-sdk\/intro"/);
  });

  test('a locale has its feeds, with its translated posts', async ({ request }) => {
    const rss = await (await request.get('/fr/blog/rss.xml')).text();
    expect(rss).toContain('<language>fr-FR</language>');
    expect(rss).toContain(FR.post.title);
    expect(rss).toContain(`${FR.post.path}</link>`);
    expect((await request.get('/fr/blog/atom.xml')).status()).toBe(200);
  });

  test('the Markdown copy of a translation says its language', async ({ request }) => {
    const copy = await (await request.get(`${FR.intro.path}.md`)).text();
    expect(copy).toContain('> Language: fr-FR.');
    expect(copy).toContain(FR.intro.title);
  });
});

test.describe('the language dropdown', () => {
  test('keeps the page', async ({ page }) => {
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    const dropdown = await languageDropdown(page, 'English');
    await dropdown.click();
    await dropdown.locator('xpath=..').getByRole('link', { name: FR.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${FR.intro.path}$`));
    await expect(page.locator('h1')).toHaveText(FR.intro.title);
    await waitForHydration(page);
    if (isMobile(page)) await page.keyboard.press('Escape');
    const back = await languageDropdown(page, FR.label);
    await back.click();
    await back.locator('xpath=..').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/experience-sdk\/intro$/);
  });
});

test.describe('search in the reader’s language', () => {
  test('finds a French word with and without its accents, on French pages only', async ({ page }) => {
    await page.goto(FR.intro.path);
    await waitForHydration(page);
    for (const query of [FR.word, FR.unaccented]) {
      await search(page, query);
      await expect(panel(page).getByText(`Searching ${FR.label}`)).toBeVisible();
      const first = panel(page).getByRole('option').first();
      await expect(first, query).toHaveAttribute('href', /^\/fr\/docs\/experience-sdk\//);
      await page.keyboard.press('Escape');
    }
    // English search is unchanged: no page of another locale in it (the word's English cousin may match).
    await page.goto('/docs/experience-sdk/intro');
    await waitForHydration(page);
    await search(page, FR.unaccented);
    await expect(panel(page).getByRole('option').or(panel(page).getByText('No results found.')).first()).toBeVisible();
    await expect(panel(page).getByText(/^Searching /)).toHaveCount(0);
    for (const href of await panel(page)
      .getByRole('option')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href'))))
      expect(href).not.toMatch(/^\/(fr|ar)(\/|$)/);
  });

  test('finds the pages it falls back to, marked as not translated', async ({ page }) => {
    await page.goto(FR.intro.path);
    await waitForHydration(page);
    await search(page, 'user id');
    await expect(panel(page).locator(`a[href^="${FR.fallback.path}"]`).first()).toBeVisible();
    const group = panel(page)
      .getByRole('group')
      .filter({ has: page.locator(`a[href^="${FR.fallback.path}"]`) })
      .first();
    await expect(group.locator('[data-untranslated]')).toHaveText(/anglais/i);
    await expect(group.locator('[data-untranslated]')).toHaveAttribute('lang', 'fr-FR');
    // A translated page's results carry no mark.
    await panel(page).getByRole('combobox', { name: 'Search' }).fill(FR.unaccented);
    const translated = panel(page)
      .getByRole('group')
      .filter({ has: page.locator(`a[href^="${FR.intro.path}"]`) })
      .first();
    await expect(translated).toBeVisible();
    await expect(translated.locator('[data-untranslated]')).toHaveCount(0);
  });
});

test.describe('right to left', () => {
  test('mirrors the layout; code stays left to right', async ({ page }) => {
    await page.goto(AR.intro.path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('h1')).toHaveText(AR.intro.title);
    const width = page.viewportSize()?.width ?? 0;
    const pre = page.locator('.markdown pre').first();
    expect(await pre.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(
      await page
        .locator('.markdown p')
        .first()
        .evaluate((el) => getComputedStyle(el).direction),
    ).toBe('rtl');
    if (!isMobile(page)) {
      // The sidebar is on the right of the page, the table of contents on its left.
      const sidebar = await page.locator('.docs-layout aside').first().boundingBox();
      const main = await page.locator('#main').boundingBox();
      expect(sidebar && main && sidebar.x > main.x).toBe(true);
      expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeGreaterThan(width - 40);
    } else {
      // The menu opens from the right edge.
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const menu = page.getByRole('dialog', { name: 'Developer Documentation' });
      await expect(menu).toBeVisible();
      await expect
        .poll(async () => {
          const box = await menu.boundingBox();
          return box ? Math.round(box.x + box.width) : 0;
        })
        .toBeGreaterThanOrEqual(width - 1);
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${theme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });
    for (const route of [FR.intro.path, FR.fallback.path, AR.intro.path, '/fr', '/fr/api/content']) {
      test(`${route} has no axe violations`, async ({ page }) => {
        // axe walks every node: an API reference is a large page.
        if (route.includes('/api/')) test.setTimeout(120_000);
        await page.goto(route);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('the static export', () => {
  test('serves every localized route', async ({ request }) => {
    // Every page the export wrote under each locale: translated and fallback alike.
    const out = path.join(VARIANT_DIR, 'out');
    const routes = ['fr', 'ar'].flatMap((code) => [
      `/${code}`,
      ...(fs.readdirSync(path.join(out, code), { recursive: true, encoding: 'utf8' }) as string[])
        .filter((file) => file.endsWith('.html') && file !== '404.html')
        .map(
          (file) =>
            `/${code}/${file
              .replace(/\.html$/, '')
              .split(path.sep)
              .join('/')}`,
        ),
    ]);
    expect(routes.length).toBeGreaterThan(60);
    // Every page of each locale, the API references' shells too.
    expect(routes).toContain('/fr/api/content');
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toContain('data-locale-root');
    }
    for (const file of ['/search-index-default/fr.json', '/search-index-default/ar.json'])
      expect((await request.get(file)).status(), file).toBe(200);
  });
});

test.describe('the shell in the locale’s words', () => {
  test('navbar, search box, skip link and mobile menu read the locale’s catalogue', async ({ page }) => {
    await page.goto(FR.intro.path);
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByPlaceholder(FR.shell['search.placeholder']).first()).toBeVisible();
    await expect(page.getByRole('banner').getByPlaceholder('Search...')).toHaveCount(0);
    await expect(page.locator('.skip-link')).toHaveText(FR.shell['navbar.skipToContent']);
    // The navbar's links lead to the locale's pages.
    await expect(page.locator(`header a[href="/fr/api/content"]`).first()).toBeAttached();
    await expect(page.locator(`header a[href="/api/content"]`)).toHaveCount(0);
    // So do the page's own links to an API reference.
    await expect(page.locator('.markdown').getByRole('link', { name: "référence de l'API Content" })).toHaveAttribute(
      'href',
      '/fr/api/content',
    );
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Developer Documentation' });
      // A docs page opens the menu on its sidebar, under the back button.
      await expect(dialog.getByRole('button', { name: FR.shell['mobileMenu.back'].slice(2) })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Back to main menu' })).toHaveCount(0);
    }
    // The English site keeps its words.
    await page.goto('/docs/experience-sdk/intro');
    await expect(page.getByRole('banner').getByPlaceholder('Search...').first()).toBeVisible();
    await expect(page.locator('.skip-link')).toHaveText('Skip to main content');
  });

  test('<html lang dir> is the locale’s in the server HTML', async ({ request }) => {
    const htmlTag = async (route: string) => /<html[^>]*>/.exec(await (await request.get(route)).text())?.[0] ?? '';
    for (const route of [FR.intro.path, FR.fallback.path, '/fr', '/fr/api/content']) {
      expect(await htmlTag(route), route).toContain('lang="fr-FR"');
      expect(await htmlTag(route), route).toContain('dir="ltr"');
    }
    expect(await htmlTag(AR.intro.path)).toContain('lang="ar"');
    expect(await htmlTag(AR.intro.path)).toContain('dir="rtl"');
    expect(await htmlTag('/docs/experience-sdk/intro')).toMatch(/<html lang="en"(?![^>]*\bdir=)/);
  });

  test('a locale’s unknown page answers 404 with its 404 page, in its words and its shell', async ({
    page,
    request,
  }) => {
    const response = await request.get('/fr/nope');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(FR.shell['notFound.title']);
    expect(/<html[^>]*>/.exec(html)?.[0]).toContain('lang="fr-FR"');
    expect((await request.get('/fr/docs/experience-sdk/nope')).status()).toBe(404);
    expect((await request.get('/fr/404')).status()).toBe(404);
    // The default locale's unknown paths keep the site's 404 page.
    const english = await request.get('/nope');
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain('Page not found');

    await page.goto('/fr/docs/nope');
    await expect(page.locator('h1')).toHaveText(FR.shell['notFound.title']);
    await expect(page.getByRole('link', { name: FR.shell['notFound.home'] })).toHaveAttribute('href', '/fr');
    await expect(page.getByRole('banner').getByPlaceholder(FR.shell['search.placeholder']).first()).toBeVisible();
  });

  test('an API reference has the locale’s shell around the document’s own text', async ({ page }) => {
    const response = await page.goto('/fr/api/content');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('banner').getByPlaceholder(FR.shell['search.placeholder']).first()).toBeVisible();
    // The reference is in the page's language; the document's own text is marked English.
    const reference = page.locator('[data-reference-content]');
    await expect(reference).not.toHaveAttribute('lang', /./);
    await expect(reference.locator('h1 > span[lang="en"]').first()).toBeVisible();
    // A fallback in content: the English page is its canonical URL, with no hreflang.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/api\/content$/);
    await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', /\/fr\//);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });
});

/** An operation of the Content API with query parameters, a description and request samples (openapi/content.yaml). */
const API_OPERATION = 'listLegacyCollectionItems';
const API_OPERATION_SUMMARY = "List a collection's items (legacy)";

/** The `lang` an element is read in: its own or its nearest ancestor's. */
const langOf = (locator: Locator) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));

test.describe('the API reference in the locale’s words', () => {
  const operation = (page: Page) => page.locator(`[id="${API_OPERATION}"]`);

  test('headings and labels in French, the document’s text marked English', async ({ page }) => {
    await page.goto('/fr/api/content');
    await waitForHydration(page);
    const op = operation(page);
    // The reference's own headings, in the page's language.
    const responses = op.locator('h4', { hasText: FR_REFERENCE['api.op.responses'] });
    await expect(responses).toBeVisible();
    expect(await langOf(responses)).toBe('fr-FR');
    await expect(op.locator('h4', { hasText: FR_REFERENCE['api.params.query'] })).toBeVisible();
    await expect(op.locator('th', { hasText: FR_REFERENCE['api.params.constraints'] }).first()).toBeVisible();
    await expect(op.locator('.badge-deprecated')).toHaveText(FR_REFERENCE['api.op.deprecated']);
    const pageSize = op.locator('tr', { has: page.locator('code', { hasText: /^page_size$/ }) });
    await expect(pageSize).toContainText(`${FR_REFERENCE['api.params.default']} 8`);
    await expect(pageSize).toContainText('≤ 100');
    await expect(op.locator('.code-panels-title').first()).toHaveText(FR_REFERENCE['api.samples.request']);
    await expect(op.getByRole('button', { name: FR_REFERENCE['tryIt.open'], exact: true })).toBeVisible();
    await expect(page.locator('main h2#status-codes')).toHaveText(FR_REFERENCE['api.overview.statusCodes']);
    await expect(page.locator('aside.api-sidebar')).toHaveAttribute('aria-label', FR_REFERENCE['api.navigation']);
    // No English label is left where a French one is.
    await expect(page.locator('main h4', { hasText: /^Responses$/ })).toHaveCount(0);
    await expect(page.locator('main h4', { hasText: /^Query parameters$/ })).toHaveCount(0);
    // The document's own text: its summary and description, marked with its language.
    const title = op.locator('h3.operation-title > span[lang="en"]');
    await expect(title).toHaveText(API_OPERATION_SUMMARY);
    const description = op.locator('.operation-doc > .markdown').first();
    await expect(description).toHaveAttribute('lang', 'en');
    expect(await langOf(description.locator('p').first())).toBe('en');
    // A copy button says it copied in French.
    if (!isMobile(page)) {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const copy = op.locator('.operation-samples .copy-button').first();
      await expect(copy).toHaveText(FR_REFERENCE['api.samples.copy']);
      await copy.click();
      await expect(copy).toHaveText(FR.ui.copied);
    }
  });

  test('a client-side navigation from a French page loads the French reference', async ({ page }) => {
    await page.goto(FR.intro.path);
    await waitForHydration(page);
    await page.locator('.markdown').getByRole('link', { name: "référence de l'API Content" }).click();
    await expect(page).toHaveURL(/\/fr\/api\/content$/);
    await expect(operation(page).locator('h4', { hasText: FR_REFERENCE['api.op.responses'] })).toBeVisible();
  });

  test('the English reference keeps its words and has no language marks', async ({ page }) => {
    await page.goto('/api/content');
    const op = operation(page);
    await expect(op.locator('h4', { hasText: /^Responses$/ })).toBeVisible();
    await expect(page.locator('main h4', { hasText: FR_REFERENCE['api.op.responses'] })).toHaveCount(0);
    await expect(page.locator('main [lang]')).toHaveCount(0);
  });

  test('the changelog page in French', async ({ page }) => {
    await page.goto(`/fr/api/${API_CHANGE.api}/changelog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Journal des modifications de /);
    const removed = page.locator(`[id="since-${CUT.version}-${API_CHANGE.removedField.operationId}"]`);
    await expect(removed.locator('.badge-breaking')).toHaveText(FR_REFERENCE['api.changelog.breaking']);
    await expect(removed.locator('.change-rule')).toContainText(FR_REFERENCE['api.changeRule.response-field-removed']);
    // The comparison's summary is worded in French too (api.changeSummary.*); the field's name stays code.
    const change = removed.locator('.change', { hasText: API_CHANGE.removedField.field });
    await expect(change).toContainText(`champ ${API_CHANGE.removedField.field} (réponse 200, `);
    await expect(change).toContainText(' : supprimé');
    await expect(change.locator('code', { hasText: API_CHANGE.removedField.field })).toBeVisible();
    await expect(removed.locator('.change [lang]')).toHaveCount(0);
    // Its links lead to the French references, never out of the locale.
    await expect(page.locator('main a[href^="/fr/api/"]').first()).toBeAttached();
    await expect(page.locator('main a[href^="/api/"], aside a[href^="/api/"]')).toHaveCount(0);
  });

  test('right to left: the Arabic page’s preview image is mirrored, its lines from the right edge', async ({
    page,
  }) => {
    await page.goto(AR.intro.path);
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '').pathname;
    // The x range of the ink in the band of the host's line, at the card's foot, read in the browser.
    const host = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, img.height - 130, img.width, 70);
      const xs: number[] = [];
      for (let i = 0; i < data.length; i += 4) if (data[i] < 160) xs.push((i / 4) % img.width);
      return { left: Math.min(...xs), right: Math.max(...xs), width: img.width };
    }, image);
    // The English card starts each line at the left padding (72 px); the Arabic one ends it at the right.
    expect(host.right).toBeGreaterThan(host.width - 100);
    expect(host.left).toBeGreaterThan(host.width / 2);
  });

  test('right to left: the labels mirror, code, paths and samples stay left to right', async ({ page }) => {
    await page.goto('/ar/api/content');
    const op = operation(page);
    await expect(page.locator('[data-locale-root]')).toHaveAttribute('dir', 'rtl');
    const direction = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);
    expect(await direction(op.locator('h4').first())).toBe('rtl');
    expect(await direction(op.locator('.operation-path'))).toBe('ltr');
    expect(await direction(op.locator('.operation-samples .code-block').first())).toBe('ltr');
    // The document's English text reads left to right inside the right-to-left page.
    const description = op.locator('.operation-doc > .markdown').first();
    await expect(description).toHaveAttribute('dir', 'ltr');
    expect(await direction(description)).toBe('ltr');
  });
});
