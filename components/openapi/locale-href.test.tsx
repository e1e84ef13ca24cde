import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadApiCatalog } from '@/lib/openapi/catalog';
import type { ApiSpec } from '@/lib/openapi/specs';
import { buildChangelogs } from '@/lib/site/changelog';
import { ChangedMark } from './changed-mark';
import { ChangelogView } from './changelog';
import { localeApiHref } from './locale-href';

// The site as the variant configures it: French beside English.
vi.mock('@/lib/config/site', async (original) => {
  const { siteConfig } = await original<typeof import('@/lib/config/site')>();
  return { siteConfig: { ...siteConfig, i18n: { ...siteConfig.i18n, locales: ['en', 'fr'] } } };
});

const FIXTURES = 'lib/openapi/__fixtures__/changes';
const spec = (id: string, file: string, version?: string): ApiSpec =>
  ({
    id,
    title: 'Pets API',
    navLabel: 'Pets',
    file: `${FIXTURES}/${file}.yaml`,
    mode: 'strict',
    ...(version ? { version } : {}),
  }) as ApiSpec;

describe('the reference’s links on a locale’s page', () => {
  it('lead into the locale; the default locale’s, files and fragments stay', () => {
    expect(localeApiHref('fr')('/api/content/changelog#since-3.2')).toBe('/fr/api/content/changelog#since-3.2');
    expect(localeApiHref('fr')('/api/content.yaml')).toBe('/api/content.yaml');
    expect(localeApiHref('fr')('#since-3.2')).toBe('#since-3.2');
    expect(localeApiHref('en')('/api/content')).toBe('/api/content');
    expect(localeApiHref(undefined)('/api/content')).toBe('/api/content');
    expect(localeApiHref('de')('/api/content')).toBe('/api/content');
  });

  it('in a changelog and a "Changed since" mark, on a French page only', async () => {
    const apis = await loadApiCatalog([
      spec('pets', 'response-field-removed'),
      spec('2.0/pets', 'removed-operation', '2.0'),
    ]);
    const [changelog] = buildChangelogs(apis, [{ name: '2.0', label: '2.0' }]);
    const french = renderToStaticMarkup(<ChangelogView changelog={changelog} locale="fr" />);
    const hrefs = [...french.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).filter((h) => !h.startsWith('#'));
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs.every((h) => h.startsWith('/fr/api/'))).toBe(true);
    const english = renderToStaticMarkup(<ChangelogView changelog={changelog} />);
    expect(english).toContain('href="/api/pets"');
    expect(english).not.toContain('/fr/');
    expect(
      renderToStaticMarkup(<ChangedMark mark={{ label: '3.2', href: '/api/x/changelog#a' }} locale="fr" />),
    ).toContain('href="/fr/api/x/changelog#a"');
  });
});
