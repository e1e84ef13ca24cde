import { describe, expect, it } from 'vitest';
import raw from '../../content/site.config.json';
import { ContentError } from '../utils/errors';
import { parseSiteConfig } from './parse';

const clone = () => structuredClone(raw) as Record<string, any>;

function errorOf(fn: () => unknown): ContentError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('parseSiteConfig', () => {
  it('accepts the site configuration and applies defaults', () => {
    const config = parseSiteConfig(raw);
    expect(config.title).toBe('Developer Documentation');
    expect(config.tagline).toBe("Documentation for Acme's APIs and SDKs");
    expect(config.brandColor).toBe('#25c2a0');
    expect(config.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en'] });
    expect(config.docs.versions.current.label).toBe('Next');
    expect(config.noIndex).toBe(false);
    expect(config.trailingSlash).toBe(false);
    expect(config.navbar.items.filter((i) => 'label' in i).map((i) => ('label' in i ? i.label : ''))).toEqual([
      'Experiences',
      'Profiles',
      'Moments',
      'Content API Reference',
      'Profiles API Reference',
    ]);
    expect(config.footer.links).toEqual([]);
  });

  it('defaults navbar item position to right', () => {
    const input = clone();
    input.navbar.items = [{ type: 'link', to: '/api/content', label: 'API' }];
    expect(parseSiteConfig(input).navbar.items[0].position).toBe('right');
  });

  it('names the key path and the expected value of a wrong value', () => {
    const input = clone();
    input.brandColor = 'green';
    input.docs.versions.current.label = 3;
    const error = errorOf(() => parseSiteConfig(input, 'site.json'));
    expect(error.file).toBe('site.json');
    expect(error.message).toContain('brandColor: expected a 6-digit hex colour');
    expect(error.message).toContain('docs.versions.current.label: Invalid input: expected string, received number');
  });

  it('lists the API references, strict unless said otherwise', () => {
    const input = clone();
    input.apis.push({
      id: 'stripe',
      title: 'Stripe API',
      navLabel: 'Stripe',
      file: 'openapi/stripe.yaml',
      mode: 'lenient',
    });
    const apis = parseSiteConfig(input).apis;
    expect(apis.map((api) => [api.id, api.mode])).toEqual([
      ['content', 'strict'],
      ['profiles', 'strict'],
      ['stripe', 'lenient'],
    ]);
  });

  it('rejects an unknown reference mode, a bad id or file, and a duplicate id, naming the key', () => {
    const input = clone();
    input.apis[0].mode = 'loose';
    input.apis[1].id = 'Profiles API';
    input.apis.push({ id: 'again', title: 'Again', navLabel: 'Again', file: 'openapi/again.txt' });
    const message = errorOf(() => parseSiteConfig(input)).message;
    expect(message).toContain('apis[0].mode: Invalid option: expected one of "strict"|"lenient"');
    expect(message).toContain('apis[1].id: expected lowercase letters, digits and dashes');
    expect(message).toContain('apis[2].file: expected a .yaml, .yml or .json file');
    const twice = clone();
    twice.apis.push({ ...twice.apis[0], title: 'Again' });
    expect(errorOf(() => parseSiteConfig(twice)).message).toContain('apis[2].id: duplicate API reference id "content"');
  });

  it('reads the Try it settings of a reference, live with no extra origins unless said otherwise', () => {
    const input = clone();
    input.apis.push({ id: 'stripe', title: 'Stripe API', navLabel: 'Stripe', file: 'openapi/stripe.yaml' });
    const apis = parseSiteConfig(input).apis;
    expect(apis[0].tryIt).toEqual({
      defaultMode: 'mock',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    });
    expect(apis[2].tryIt).toEqual({ defaultMode: 'live', allowedOrigins: [] });
  });

  it('rejects a bad Try it mode or origin, naming the key', () => {
    const input = clone();
    input.apis[0].tryIt = { defaultMode: 'fake', allowedOrigins: ['https://sandbox.acme.com/v1'] };
    const message = errorOf(() => parseSiteConfig(input)).message;
    expect(message).toContain('apis[0].tryIt.defaultMode');
    expect(message).toContain('apis[0].tryIt.allowedOrigins[0]: expected an origin');
  });

  it('rejects unknown keys, naming them', () => {
    const input = clone();
    input.colorMode.defaultMod = 'dark';
    expect(errorOf(() => parseSiteConfig(input)).message).toContain('colorMode: unknown key "defaultMod"');
  });

  it('rejects a trailing-slash url and trailingSlash true', () => {
    const input = clone();
    input.url = 'https://docs.acme.com/';
    input.trailingSlash = true;
    const message = errorOf(() => parseSiteConfig(input)).message;
    expect(message).toContain('url: expected no trailing slash');
    expect(message).toContain('trailingSlash');
  });

  it('asks to check the navbar configuration when an item cannot be rendered', () => {
    const input = clone();
    input.navbar.items.push({ type: 'dropdown', label: 'More' });
    const message = errorOf(() => parseSiteConfig(input)).message;
    expect(message).toMatch(/navbar\.items\[7\] cannot be rendered/);
    expect(message).toContain('double-check the navbar configuration');
  });

  it('rejects a link item with a trailing slash or both to and href', () => {
    const input = clone();
    input.navbar.items = [{ label: 'x', to: '/api/content/' }];
    expect(errorOf(() => parseSiteConfig(input)).message).toContain('navbar.items[0] cannot be rendered');
    input.navbar.items = [{ label: 'x', to: '/a', href: 'https://example.com' }];
    expect(errorOf(() => parseSiteConfig(input)).message).toContain('navbar.items[0] cannot be rendered');
  });

  it('requires defaultLocale to be one of the locales', () => {
    const input = clone();
    input.i18n.defaultLocale = 'fr';
    expect(errorOf(() => parseSiteConfig(input)).message).toContain('i18n: defaultLocale must be one of locales');
  });

  it('accepts footer columns, a flat list, logos and an announcement bar', () => {
    const input = clone();
    input.footer.links = [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/experience-sdk/intro' }] }];
    input.footer.logo = { alt: 'Acme', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' };
    input.announcementBar = { id: 'v3', content: 'SDK v3 is out' };
    const config = parseSiteConfig(input);
    expect(config.footer.links).toHaveLength(1);
    expect(config.announcementBar).toMatchObject({ id: 'v3', isCloseable: true });
    input.footer.links = [
      { label: 'Status', href: 'https://status.acme.com' },
      { label: 'Blog', to: '/blog' },
    ];
    expect(parseSiteConfig(input).footer.links).toHaveLength(2);
  });
});
