import { describe, expect, it } from 'vitest';
import { languageLinks } from './alternates';
import {
  defaultLocaleText,
  localeNotFoundRoute,
  localeOfSegment,
  localeRoute,
  localizeHref,
  notFoundRouteFor,
  siteLocales,
  splitLocaleRoute,
} from './locales';

const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  localeLabels: { en: 'English', fr: 'Français' },
  localeConfigs: { fr: { htmlLang: 'fr-FR' }, ar: { direction: 'rtl' as const } },
};
const locales = siteLocales(i18n);

describe('siteLocales', () => {
  it('lists the default first, with its tag, direction and route prefix', () => {
    expect(locales).toEqual([
      { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', isDefault: true, prefix: '' },
      { code: 'fr', label: 'Français', htmlLang: 'fr-FR', direction: 'ltr', isDefault: false, prefix: '/fr' },
      { code: 'ar', label: 'ar', htmlLang: 'ar', direction: 'rtl', isDefault: false, prefix: '/ar' },
    ]);
  });
});

describe('defaultLocaleText', () => {
  it('marks the default locale’s text on another locale’s page, and nothing on its own', () => {
    expect(defaultLocaleText(locales, 'fr')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(defaultLocaleText(locales, 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(defaultLocaleText(locales, 'en')).toBeUndefined();
    expect(defaultLocaleText(locales, undefined)).toBeUndefined();
    // A right-to-left default locale is marked with its own tag and direction on an English page.
    const arabicFirst = siteLocales({ ...i18n, defaultLocale: 'ar' });
    expect(defaultLocaleText(arabicFirst, 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(defaultLocaleText([], 'fr')).toBeUndefined();
  });
});

describe('locale routes', () => {
  it('prefixes every route but the default locale’s', () => {
    expect(localeRoute('/docs/a', locales[1])).toBe('/fr/docs/a');
    expect(localeRoute('/', locales[1])).toBe('/fr');
    expect(localeRoute('/docs/a', locales[0])).toBe('/docs/a');
  });

  it('splits a route into its locale and the default locale’s route', () => {
    expect(splitLocaleRoute('/fr/docs/a', locales)).toMatchObject({ locale: { code: 'fr' }, route: '/docs/a' });
    expect(splitLocaleRoute('/ar', locales)).toMatchObject({ locale: { code: 'ar' }, route: '/' });
    expect(splitLocaleRoute('/docs/fr', locales)).toMatchObject({ locale: { code: 'en' }, route: '/docs/fr' });
    expect(splitLocaleRoute('/french', locales)).toMatchObject({ locale: { code: 'en' }, route: '/french' });
  });
});

describe('languageLinks', () => {
  const pages = [
    { route: '/docs/a' },
    { route: '/docs/b' },
    { route: '/fr/docs/a', locale: 'fr', original: '/docs/a' },
    { route: '/ar/docs/a', locale: 'ar', original: '/docs/a' },
    { route: '/fr/docs/b', locale: 'fr', original: '/docs/b', fallback: true },
    { route: '/ar/docs/b', locale: 'ar', original: '/docs/b', fallback: true },
  ];
  const links = languageLinks(pages, locales);

  it('gives a translated page and its original every translation, with x-default', () => {
    const expected = { en: '/docs/a', 'fr-FR': '/fr/docs/a', ar: '/ar/docs/a', 'x-default': '/docs/a' };
    expect(links.get('/docs/a')).toEqual({ languages: expected });
    expect(links.get('/fr/docs/a')).toEqual({ languages: expected });
  });

  it('leaves fallback pages out of hreflang and makes their original canonical', () => {
    expect(links.get('/fr/docs/b')).toEqual({ canonical: '/docs/b' });
    expect(links.get('/docs/b')).toBeUndefined();
  });

  it('adds nothing on a site with one locale', () => {
    expect(languageLinks([{ route: '/docs/a' }], siteLocales({ ...i18n, locales: ['en'] })).size).toBe(0);
  });
});

describe('the locale of a root layout', () => {
  it('is the first segment’s locale, else the default (a standalone page, an unknown segment)', () => {
    expect(localeOfSegment('fr', locales).code).toBe('fr');
    expect(localeOfSegment('ar', locales).direction).toBe('rtl');
    expect(localeOfSegment('markdown-page', locales).code).toBe('en');
    expect(localeOfSegment('en', locales).code).toBe('en');
    expect(localeOfSegment('', locales).code).toBe('en');
    expect(localeOfSegment(undefined, locales).code).toBe('en');
    expect(localeOfSegment('FR', locales).code).toBe('en');
  });
});

describe('localizeHref', () => {
  const [en, fr] = locales;
  it('leads a site route into the locale', () => {
    expect(localizeHref('/api/content', fr, locales)).toBe('/fr/api/content');
    expect(localizeHref('/docs/a#step-2', fr, locales)).toBe('/fr/docs/a#step-2');
    expect(localizeHref('/blog?page=2', fr, locales)).toBe('/fr/blog?page=2');
    expect(localizeHref('/', fr, locales)).toBe('/fr');
  });

  it('leaves external URLs, fragments, files, locale routes and the default locale alone', () => {
    for (const href of [
      'https://github.com/acme',
      '//cdn.example.com/x',
      '#top',
      'docs/a',
      '/img/logo.svg',
      '/blog/rss.xml',
    ])
      expect(localizeHref(href, fr, locales)).toBe(href);
    expect(localizeHref('/ar/docs/a', fr, locales)).toBe('/ar/docs/a');
    expect(localizeHref('/fr', fr, locales)).toBe('/fr');
    expect(localizeHref('/api/content', en, locales)).toBe('/api/content');
  });
});

describe('the 404 page of a path', () => {
  it('is its locale’s for a locale’s path, the site’s otherwise', () => {
    expect(localeNotFoundRoute(locales[1])).toBe('/fr/404');
    expect(notFoundRouteFor('/fr/nope', locales)).toBe('/fr/404');
    expect(notFoundRouteFor('/ar/docs/a/b', locales)).toBe('/ar/404');
    expect(notFoundRouteFor('/fr', locales)).toBe('/fr/404');
    expect(notFoundRouteFor('/nope', locales)).toBeUndefined();
    expect(notFoundRouteFor('/french/x', locales)).toBeUndefined();
    expect(notFoundRouteFor('/en/x', locales)).toBeUndefined();
  });
});
