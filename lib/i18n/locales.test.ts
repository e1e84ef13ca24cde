import { describe, expect, it } from 'vitest';
import { languageLinks } from './alternates';
import { localeRoute, siteLocales, splitLocaleRoute } from './locales';

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
