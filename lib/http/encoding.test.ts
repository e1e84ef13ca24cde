import { describe, expect, it } from 'vitest';
import { canonicalEncoding, encodedEtag, isCompressibleType, preferredEncoding } from './encoding';

describe('canonicalEncoding: what Next is asked for', () => {
  it('is gzip when accepted, else identity, whatever br says', () => {
    expect(canonicalEncoding('gzip, deflate, br')).toBe('gzip');
    expect(canonicalEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('gzip');
    expect(canonicalEncoding('GZIP')).toBe('gzip');
    expect(canonicalEncoding('x-gzip')).toBe('gzip');
    expect(canonicalEncoding('*')).toBe('gzip');
    expect(canonicalEncoding(['deflate', 'gzip'])).toBe('gzip');
    expect(canonicalEncoding('gzip;q=0, *')).toBe('identity');
    expect(canonicalEncoding('br')).toBe('identity');
    expect(canonicalEncoding('deflate')).toBe('identity');
    expect(canonicalEncoding(undefined)).toBe('identity');
    expect(canonicalEncoding('')).toBe('identity');
    expect(canonicalEncoding('gzip;q=abc')).toBe('identity');
  });
});

describe('preferredEncoding: what the client is answered in', () => {
  it('is br for what browsers and curl send', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br')).toBe('br');
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding(['gzip', 'br'])).toBe('br');
  });

  it('honours weights, and prefers br over gzip at the same weight', () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.9, gzip;q=0.9')).toBe('br');
    expect(preferredEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('br');
    expect(preferredEncoding('gzip;q=0.1, br;q=0.2')).toBe('br');
    expect(preferredEncoding('br;q=0.001')).toBe('br');
  });

  it('reads `*` as br when br is not named', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('gzip;q=0, *')).toBe('br');
    expect(preferredEncoding('gzip, *;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBe('identity');
  });

  it('never answers br to a client that refuses it or names it badly', () => {
    expect(preferredEncoding('br;q=0')).toBe('identity');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=, gzip')).toBe('gzip');
    expect(preferredEncoding('brotli, gzip')).toBe('gzip');
    expect(preferredEncoding('xbr')).toBe('identity');
  });

  it('falls back to identity for no header, identity or nonsense', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(',,;;q=1,')).toBe('identity');
    expect(preferredEncoding(42)).toBe('identity');
    expect(preferredEncoding(`${'x,'.repeat(5_000)}gzip`)).toBe('gzip');
  });
});

describe('isCompressibleType', () => {
  it('takes text, scripts, JSON and XML, and leaves images and fonts', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/x-component',
      'application/javascript; charset=UTF-8',
      'application/json',
      'application/manifest+json',
      'application/rss+xml',
      'image/svg+xml',
    ])
      expect(isCompressibleType(type), type).toBe(true);
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', 'application/zip', '', undefined])
      expect(isCompressibleType(type), String(type)).toBe(false);
  });
});

describe('encodedEtag', () => {
  it('tags the copy inside the quotes, weak or strong, and drops a malformed tag', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('W/"abc"', 'br')).toBe('W/"abc-br"');
    expect(encodedEtag('abc', 'br')).toBeUndefined();
    expect(encodedEtag('"a"b"', 'br')).toBeUndefined();
    expect(encodedEtag(undefined, 'br')).toBeUndefined();
  });
});
