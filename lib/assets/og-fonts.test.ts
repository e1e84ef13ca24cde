import path from 'node:path';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ogFontsFor, scriptFontsFor } from './og-fonts';

describe('scriptFontsFor', () => {
  it('needs no font for Latin text, accents and punctuation included', () => {
    expect(scriptFontsFor(['Acme Developer Docs', 'Introduction au SDK · Déploiement', ''])).toEqual([]);
  });

  it('needs IBM Plex Sans Arabic when any text of the card is in Arabic', () => {
    expect(scriptFontsFor(['Acme Developer Docs · Docs', 'مقدمة إلى حزمة التطوير']).map((f) => f.name)).toEqual([
      'IBM Plex Sans Arabic',
    ]);
    expect(scriptFontsFor(['Docs', 'SDK', 'ثبّت الحزمة']).map((f) => f.name)).toEqual(['IBM Plex Sans Arabic']);
  });
});

describe('ogFontsFor', () => {
  it('gives nothing for an English card: next/og keeps its default font', () => {
    expect(ogFontsFor(['Acme Developer Docs', 'Introduction'])).toBeUndefined();
  });

  it('gives next/og’s own font first, then the Arabic font’s regular and bold, read from node_modules', () => {
    const result = ogFontsFor(['مقدمة إلى حزمة التطوير']);
    expect(result?.fonts.map(({ name, weight }) => [name, weight])).toEqual([
      ['geist', 400],
      ['IBM Plex Sans Arabic', 400],
      ['IBM Plex Sans Arabic', 700],
    ]);
    // WOFF files (satori reads no WOFF2), named in the images' cache key with their package's version.
    for (const font of result?.fonts.slice(1) ?? []) expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
    expect(result?.id).toMatch(/^@fontsource\/ibm-plex-sans-arabic@\d+\.\d+\.\d+$/);
  });

  it('finds the packages up the tree, as Node does (a copy of the site inside the checkout)', () => {
    const nested = path.join(process.cwd(), '.e2e-dev', 'no-such-copy');
    expect(ogFontsFor(['عربي'], nested)?.fonts).toHaveLength(3);
  });

  it('fails naming the file when the font is not installed', () => {
    expect(() => ogFontsFor(['عربي'], '/nonexistent')).toThrow(
      /node_modules\/next\/dist\/compiled\/@vercel\/og\/Geist-Regular\.ttf.*npm install/,
    );
  });
});

describe('an Arabic preview image, offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Draws a card and returns the font requests next/og made (none offline is the point). */
  async function draw(title: string, withFonts: boolean) {
    const requests: string[] = [];
    const local = globalThis.fetch;
    // Offline: only next/og's own inlined wasm (a data: URL) loads.
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).startsWith('data:')) return local(url);
      requests.push(String(url));
      throw new Error('offline');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ImageResponse } = await import('next/og');
    const card = createElement('div', { style: { display: 'flex', fontSize: 60 } }, title);
    const fonts = withFonts ? ogFontsFor([title])?.fonts : undefined;
    const png = await new ImageResponse(card, { width: 600, height: 315, ...(fonts && { fonts }) }).arrayBuffer();
    const logged = errors.mock.calls.map((args) => String(args[0]));
    errors.mockRestore();
    return { png, requests, logged };
  }

  it('is drawn with the local font, fetching nothing and logging no "Failed to load dynamic font"', async () => {
    const { png, requests, logged } = await draw('مقدمة إلى حزمة التطوير', true);
    expect(png.byteLength).toBeGreaterThan(1000);
    expect(requests).toEqual([]);
    expect(logged.filter((line) => line.includes('Failed to load dynamic font'))).toEqual([]);
  });

  it('without it, next/og would fetch the glyphs (what the build logged offline)', async () => {
    const { requests } = await draw('مقدمة إلى حزمة التطوير', false);
    expect(requests.some((url) => url.includes('fonts.googleapis.com'))).toBe(true);
  });
});
