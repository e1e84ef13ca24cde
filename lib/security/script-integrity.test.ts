import { describe, expect, it } from 'vitest';
import { fileHash, sameOriginPath, withScriptIntegrity } from './script-integrity';

const files: Record<string, string> = {
  '/_next/static/chunks/a.js': '//# allFunctionsCalledOnLoad\na()',
  '/_next/static/chunks/b c.js': 'b()',
};
const hashOf = (pathname: string) => (pathname in files ? fileHash(Buffer.from(files[pathname] as string)) : undefined);
const A = fileHash(Buffer.from('//# allFunctionsCalledOnLoad\na()'));
const B = fileHash(Buffer.from('b()'));

describe('sameOriginPath', () => {
  it('keeps the path of a same-origin URL, decoded, without its query', () => {
    expect(sameOriginPath('/_next/static/chunks/a.js?dpl=dpl_1')).toBe('/_next/static/chunks/a.js');
    expect(sameOriginPath('/_next/static/chunks/b%20c.js')).toBe('/_next/static/chunks/b c.js');
  });
  it('refuses other origins, protocol-relative URLs and relative paths', () => {
    expect(sameOriginPath('https://www.googletagmanager.com/gtag/js')).toBeUndefined();
    expect(sameOriginPath('//cdn.example.com/a.js')).toBeUndefined();
    expect(sameOriginPath('/\\cdn.example.com/a.js')).toBeUndefined();
    expect(sameOriginPath('a.js')).toBeUndefined();
  });
});

describe('withScriptIntegrity', () => {
  it('adds the file’s hash to each same-origin script and its preload, and returns the hashes', () => {
    const html =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
      '<link rel="stylesheet" href="/a.css"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      "<script src='/_next/static/chunks/b%20c.js' noModule></script>" +
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script>' +
      '<script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script></head>';
    const { html: out, hashes } = withScriptIntegrity(html, hashOf);
    expect(out).toBe(
      `<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="${A}"/>` +
        '<link rel="stylesheet" href="/a.css"/>' +
        `<script src="/_next/static/chunks/a.js" async="" integrity="${A}"></script>` +
        `<script src='/_next/static/chunks/b%20c.js' noModule integrity="${B}"></script>` +
        '<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script>' +
        '<script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script></head>',
    );
    expect(hashes).toEqual([A, B].sort());
  });

  it('replaces an integrity value the page had (a stale one, or a second run)', () => {
    const html = '<script integrity="sha256-old" src="/_next/static/chunks/a.js"></script>';
    const once = withScriptIntegrity(html, hashOf).html;
    expect(once).toBe(`<script src="/_next/static/chunks/a.js" integrity="${A}"></script>`);
    expect(withScriptIntegrity(once, hashOf).html).toBe(once);
  });

  it('leaves a page without same-origin scripts as it is', () => {
    const html = '<p>x</p><script>a()</script><script type="application/ld+json">{}</script>';
    expect(withScriptIntegrity(html, hashOf)).toEqual({ html, hashes: [] });
  });

  it('names the script whose file is missing', () => {
    expect(() => withScriptIntegrity('<script src="/_next/static/gone.js"></script>', hashOf)).toThrow(
      '<script src="/_next/static/gone.js">: no such file to hash for its integrity',
    );
    expect(() => withScriptIntegrity('<link rel="modulepreload" href="/gone.js">', hashOf)).toThrow(
      '<link href="/gone.js">: no such file',
    );
  });
});
