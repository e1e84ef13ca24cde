import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildCspManifest,
  type CspManifest,
  headersFile,
  headersForPath,
  policies,
  readCspManifest,
  routeOfHtmlFile,
  routeOfResponse,
} from './csp-manifest';
import { scriptHash } from './inline-scripts';
import { fileHash } from './script-integrity';
import { afterPaintLoader, scriptsAfterPaint } from './scripts-after-paint';

const options = { analytics: true, connect: ['https://api.acme.com'] };
const HEAD = "<head><script>document.documentElement.classList.add('js')</script></head>";
const tags = (scripts: string[]) => scripts.map((s) => `<script>${s}</script>`).join('');
const page = (...scripts: string[]) => `<!DOCTYPE html><html>${HEAD}<body><main>x</main>${tags(scripts)}</body></html>`;
const flight = (i: number) => `self.__next_f.push([1,"${i}:[\\"$\\",\\"p\\",null,{}]\\n"])`;
const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('script-src '))
    ?.split(' ') ?? [];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-manifest-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Script paths are files of the test folder, as the export's `out/`. */
const fileOf = (pathname: string) => path.join(dir, pathname);

function write(files: Record<string, string>) {
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
}

describe('routeOfHtmlFile', () => {
  it('maps prerendered files to the paths they answer', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile(path.join('docs', 'intro.html'))).toBe('/docs/intro');
    expect(routeOfHtmlFile(path.join('blog', 'index.html'))).toBe('/blog');
    expect(routeOfHtmlFile('_not-found.html')).toBe('/_not-found');
  });
});

describe('buildCspManifest', () => {
  it('hashes each page’s own inline scripts; a page whose script changed no longer matches', () => {
    write({ 'index.html': page(flight(1)), 'docs/a.html': page(flight(2)), '_not-found.html': page(flight(3)) });
    const manifest = buildCspManifest(dir, options, fileOf);
    expect(Object.keys(manifest.pages).sort()).toEqual(['/', '/_not-found', '/docs/a']);
    expect(manifest.pages['/docs/a']).toContain(scriptHash(flight(2)));
    expect(manifest.pages['/docs/a']).toContain(scriptHash("document.documentElement.classList.add('js')"));
    expect(manifest.pages['/docs/a']).not.toContain(scriptHash(flight(1)));
    // The page rebuilt with other data: its new script is not allowed by the old manifest.
    write({ 'docs/a.html': page(flight(4)) });
    expect(manifest.pages['/docs/a']).not.toContain(scriptHash(flight(4)));
    expect(buildCspManifest(dir, options, fileOf).pages['/docs/a']).toContain(scriptHash(flight(4)));
  });

  it('joins a long page’s data scripts to stay under 8 KB, rewriting its file', () => {
    const many = Array.from({ length: 200 }, (_, i) => flight(i));
    write({ 'docs/long.html': page(...many), 'docs/short.html': page(flight(1), flight(2)) });
    const manifest = buildCspManifest(dir, options, fileOf);
    expect(manifest.pages['/docs/long']).toHaveLength(2);
    expect(manifest.pages['/docs/long']).toContain(scriptHash(many.join(';\n')));
    expect(fs.readFileSync(path.join(dir, 'docs/long.html'), 'utf8')).toContain(many.join(';\n'));
    // A page under the cap is left as built.
    expect(manifest.pages['/docs/short']).toHaveLength(3);
    expect(fs.readFileSync(path.join(dir, 'docs/short.html'), 'utf8')).toBe(page(flight(1), flight(2)));
    expect(policies(manifest, options).of('/docs/long').length).toBeLessThan(8192);
  });

  it('fails naming the page when even its joined scripts pass 8 KB', () => {
    // 200 scripts with markup between them cannot be joined.
    const html = page(...Array.from({ length: 200 }, (_, i) => `x(${i})</script><p>${i}</p><script>y()`));
    write({ 'docs/huge.html': html });
    expect(() => buildCspManifest(dir, options, fileOf)).toThrow(
      /docs\/huge\.html: 202 scripts: the Content-Security-Policy is \d+ bytes \(at most 8192\)/,
    );
  });

  it('puts integrity on each page’s own script files, hashed as they are on disk, and lists those hashes', () => {
    const chunk = 'console.log(1)';
    const hinted = `//# allFunctionsCalledOnLoad\n${chunk}`;
    write({
      '_next/static/chunks/a.js': hinted,
      '_next/static/chunks/b.js': 'b()',
      'docs/a.html': page(flight(1)).replace(
        '</head>',
        '<script src="/_next/static/chunks/a.js?dpl=1" async=""></script>' +
          '<script src="https://www.googletagmanager.com/gtag/js"></script></head>',
      ),
      'docs/b.html': page(flight(2)).replace(
        '</head>',
        '<script src="/_next/static/chunks/b.js" async></script></head>',
      ),
    });
    const manifest = buildCspManifest(dir, options, fileOf);
    const hash = fileHash(Buffer.from(hinted));
    const html = fs.readFileSync(path.join(dir, 'docs/a.html'), 'utf8');
    // The chunk is loaded after the first paint, by the loader, with its integrity.
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js');
    expect(scriptsAfterPaint(html)).toEqual([{ src: '/_next/static/chunks/a.js?dpl=1', integrity: hash }]);
    expect(html).toContain('<script src="https://www.googletagmanager.com/gtag/js"></script>');
    expect(manifest.pages['/docs/a']).toContain(hash);
    expect(manifest.pages['/docs/a']).not.toContain(fileHash(Buffer.from(chunk)));
    expect(manifest.pages['/docs/a']).not.toContain(fileHash(Buffer.from('b()')));
    expect(manifest.pages['/docs/b']).toEqual(
      [
        fileHash(Buffer.from('b()')),
        scriptHash(afterPaintLoader([{ src: '/_next/static/chunks/b.js', integrity: fileHash(Buffer.from('b()')) }])),
        scriptHash(flight(2)),
        scriptHash("document.documentElement.classList.add('js')"),
      ].sort(),
    );
    expect(scriptSrc(policies(manifest, options).of('/docs/a'))).toContain(`'${hash}'`);
    // Run again (an export over a build): the same file, the value replaced rather than repeated.
    buildCspManifest(dir, options, fileOf);
    expect(fs.readFileSync(path.join(dir, 'docs/a.html'), 'utf8')).toBe(html);
  });

  it('fails naming the page and the script when a script file is missing', () => {
    write({
      'docs/a.html': page(flight(1)).replace('</head>', '<script src="/_next/static/gone.js"></script></head>'),
    });
    expect(() => buildCspManifest(dir, options, fileOf)).toThrow(
      /docs\/a\.html: <script src="\/_next\/static\/gone\.js">: no such file to hash/,
    );
  });

  it('fails on a folder without pages', () => {
    expect(() => buildCspManifest(dir, options, fileOf)).toThrow(/no prerendered HTML: build first/);
  });
});

describe('readCspManifest', () => {
  it('names the file when it is missing or not a manifest', () => {
    const file = path.join(dir, 'csp-hashes.json');
    expect(() => readCspManifest(file)).toThrow(/csp-hashes\.json: cannot read .*run `npm run build`/);
    fs.writeFileSync(file, '{"pages":{"/":["unsafe-inline"]}}');
    expect(() => readCspManifest(file)).toThrow(/csp-hashes\.json: expected \{ "pages"/);
    fs.writeFileSync(file, `{"pages":{"/":["${scriptHash('a')}"]}}`);
    expect(readCspManifest(file).pages['/']).toEqual([scriptHash('a')]);
  });
});

describe('the policy of a response', () => {
  const manifest: CspManifest = {
    pages: {
      '/': [scriptHash('home')],
      '/docs/café': [scriptHash('cafe')],
      '/_not-found': [scriptHash('404')],
      '/bad-request': [scriptHash('400')],
    },
  };

  it('finds the page by its path, the 404 and 400 pages by status, and nothing else', () => {
    expect(routeOfResponse(manifest, '/?utm=x', 200)).toBe('/');
    expect(routeOfResponse(manifest, '/docs/caf%C3%A9/', 200)).toBe('/docs/café');
    expect(routeOfResponse(manifest, '/docs/caf%C3%A9', 304)).toBe('/docs/café');
    expect(routeOfResponse(manifest, '/anything', 404)).toBe('/_not-found');
    expect(routeOfResponse(manifest, '/docs/%E0%A4%A', 400)).toBe('/bad-request');
    expect(routeOfResponse(manifest, '/docs/other', 200)).toBeUndefined();
    expect(routeOfResponse(manifest, '/', 500)).toBeUndefined();
    expect(routeOfResponse(manifest, '/constructor', 200)).toBeUndefined();
  });

  it("answers a locale's unknown paths with its own 404 page's policy", () => {
    const withLocale: CspManifest = { pages: { ...manifest.pages, '/fr/404': [scriptHash('fr-404')] } };
    expect(routeOfResponse(withLocale, '/fr/docs/nope?x=1', 404)).toBe('/fr/404');
    expect(routeOfResponse(withLocale, '/fr', 404)).toBe('/fr/404');
    expect(routeOfResponse(withLocale, '/ar/nope', 404)).toBe('/_not-found');
    expect(routeOfResponse(withLocale, '/nope', 404)).toBe('/_not-found');
    expect(routeOfResponse(withLocale, '/fr/docs/nope', 200)).toBeUndefined();
  });

  it('lists the page’s hashes with strict-dynamic, never unsafe-inline; anything else runs no inline script', () => {
    const { of, base } = policies(manifest, options);
    expect(scriptSrc(of('/'))).toEqual([
      'script-src',
      "'strict-dynamic'",
      `'${scriptHash('home')}'`,
      "'self'",
      'https://www.googletagmanager.com/gtag/js',
    ]);
    expect(of(undefined)).toBe(base);
    expect(scriptSrc(base)).toEqual(['script-src', "'self'", 'https://www.googletagmanager.com/gtag/js']);
  });
});

describe('the export’s _headers', () => {
  const manifest: CspManifest = {
    pages: { '/': [scriptHash('home')], '/docs/a': [scriptHash('a')], '/404': [scriptHash('404')] },
  };
  const file = headersFile(manifest, options);

  it('gives every path the security headers and each page its own policy', () => {
    const of = (pathname: string) =>
      Object.fromEntries(headersForPath(file, pathname).map(({ key, value }) => [key, value]));
    expect(scriptSrc(of('/docs/a')['Content-Security-Policy'])).toContain(`'${scriptHash('a')}'`);
    expect(scriptSrc(of('/docs/a')['Content-Security-Policy'])).not.toContain(`'${scriptHash('404')}'`);
    expect(scriptSrc(of('/')['Content-Security-Policy'])).toContain(`'${scriptHash('home')}'`);
    // Unknown paths are answered by 404.html: the 404 page's scripts.
    expect(scriptSrc(of('/nope')['Content-Security-Policy'])).toContain(`'${scriptHash('404')}'`);
    expect(of('/docs/a')['X-Frame-Options']).toBe('DENY');
    expect(file).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(file.split('\n').filter((line) => !line.startsWith(' '))).toEqual(['/*', '/', '/docs/a', '']);
  });

  it("gives a locale's unknown paths its 404 page's policy, and its pages their own", () => {
    const withLocale = headersFile(
      { pages: { ...manifest.pages, '/fr/404': [scriptHash('fr-404')], '/fr/docs/a': [scriptHash('fr-a')] } },
      options,
    );
    const policy = (pathname: string) =>
      scriptSrc(headersForPath(withLocale, pathname).find(({ key }) => key === 'Content-Security-Policy')?.value ?? '');
    expect(policy('/fr/nope')).toContain(`'${scriptHash('fr-404')}'`);
    expect(policy('/fr/404')).toContain(`'${scriptHash('fr-404')}'`);
    expect(policy('/fr/docs/a')).toEqual(expect.arrayContaining([`'${scriptHash('fr-a')}'`]));
    expect(policy('/fr/docs/a')).not.toContain(`'${scriptHash('fr-404')}'`);
    expect(policy('/france')).toContain(`'${scriptHash('404')}'`);
    expect(headersForPath(withLocale, '/fr/nope').find(({ key }) => key === 'X-Frame-Options')?.value).toBe('DENY');
    expect(withLocale.split('\n').filter((line) => !line.startsWith(' '))).toEqual([
      '/*',
      '/fr/*',
      '/',
      '/docs/a',
      '/fr/docs/a',
      '',
    ]);
  });

  it('gives the files published for tools their CORS header, and nothing else', () => {
    const withTools = headersFile(manifest, options, ['/llms.txt', '/docs/a.md']);
    const cors = (pathname: string) =>
      headersForPath(withTools, pathname).find(({ key }) => key === 'Access-Control-Allow-Origin')?.value;
    expect(cors('/llms.txt')).toBe('*');
    expect(cors('/docs/a.md')).toBe('*');
    expect(cors('/docs/a')).toBeUndefined();
    expect(cors('/')).toBeUndefined();
  });

  it('caches the versioned files for a year, and nothing else', () => {
    const withImmutable = headersFile(manifest, options, [], ['/mermaid/*']);
    const cache = (pathname: string) =>
      headersForPath(withImmutable, pathname).find(({ key }) => key === 'Cache-Control')?.value;
    expect(cache('/mermaid/12.3.0/mermaid.esm.min.mjs')).toBe('public, max-age=31536000, immutable');
    expect(cache('/mermaid/12.3.0/chunks/mermaid.esm.min/chunk-A.mjs')).toBe('public, max-age=31536000, immutable');
    expect(cache('/docs/a')).toBeUndefined();
    expect(cache('/mermaid')).toBeUndefined();
  });
});
