import { describe, expect, it } from 'vitest';
import { localizedUrl } from './locale-url.client';

const base = { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'] };

describe('localizedUrl', () => {
  it('keeps the default locale without prefix', () => {
    expect(localizedUrl({ ...base, pathname: '/docs/experience-sdk/intro', locale: 'en' })).toBe(
      '/docs/experience-sdk/intro',
    );
    expect(localizedUrl({ ...base, pathname: '/', locale: 'en' })).toBe('/');
  });

  it('prefixes other locales and replaces an existing prefix', () => {
    expect(localizedUrl({ ...base, pathname: '/docs/x', locale: 'fr' })).toBe('/fr/docs/x');
    expect(localizedUrl({ ...base, pathname: '/fr/docs/x', locale: 'pt-BR' })).toBe('/pt-BR/docs/x');
    expect(localizedUrl({ ...base, pathname: '/fr/docs/x', locale: 'en' })).toBe('/docs/x');
    expect(localizedUrl({ ...base, pathname: '/', locale: 'fr' })).toBe('/fr');
  });

  it('keeps the query and hash', () => {
    expect(localizedUrl({ ...base, pathname: '/docs/x', search: '?q=1', hash: '#setup', locale: 'fr' })).toBe(
      '/fr/docs/x?q=1#setup',
    );
  });

  it('does not mistake a path segment for a locale it does not know', () => {
    expect(localizedUrl({ ...base, pathname: '/de/docs', locale: 'fr' })).toBe('/fr/de/docs');
  });
});
