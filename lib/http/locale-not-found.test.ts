import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { notFoundRouteFor, siteLocales } from '../i18n/locales';
import {
  localeNotFoundResolver,
  localeNotFoundTarget,
  servedRoutes,
  staticNotFoundFile,
  withLocaleNotFound,
} from './locale-not-found';

const locales = siteLocales({
  defaultLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  localeLabels: {},
  localeConfigs: {},
});
const notFoundOf = (pathname: string) => notFoundRouteFor(pathname, locales);
const pages = new Set(['/', '/docs/a', '/fr', '/fr/docs/a', '/fr/404', '/ar/404']);
const isRoute = (pathname: string) => pages.has(pathname);

describe('localeNotFoundTarget', () => {
  it("answers a locale's unknown paths with its 404 page", () => {
    expect(localeNotFoundTarget('/fr/nope', notFoundOf, isRoute)).toBe('/fr/404');
    expect(localeNotFoundTarget('/fr/docs/a/b?x=1', notFoundOf, isRoute)).toBe('/fr/404');
    expect(localeNotFoundTarget('/ar/%C3%A9', notFoundOf, isRoute)).toBe('/ar/404');
    // The 404 page itself answers 404 too.
    expect(localeNotFoundTarget('/fr/404', notFoundOf, isRoute)).toBe('/fr/404');
  });

  it('leaves pages, the default locale and malformed targets alone', () => {
    expect(localeNotFoundTarget('/fr/docs/a', notFoundOf, isRoute)).toBeUndefined();
    expect(localeNotFoundTarget('/fr/docs/a/', notFoundOf, isRoute)).toBeUndefined();
    expect(localeNotFoundTarget('/fr', notFoundOf, isRoute)).toBeUndefined();
    expect(localeNotFoundTarget('/nope', notFoundOf, isRoute)).toBeUndefined();
    expect(localeNotFoundTarget('/docs/nope', notFoundOf, isRoute)).toBeUndefined();
    expect(localeNotFoundTarget('/french/nope', notFoundOf, isRoute)).toBeUndefined();
    expect(localeNotFoundTarget('/fr/%zz', notFoundOf, isRoute)).toBeUndefined();
  });
});

describe('localeNotFoundResolver', () => {
  it('checks nothing on a site with one locale: the origin answers every request as it is', () => {
    let checked = 0;
    const counting = (pathname: string) => {
      checked += 1;
      return isRoute(pathname);
    };
    expect(localeNotFoundResolver(1, notFoundOf, counting)).toBeUndefined();
    const origin = () => {};
    expect(withLocaleNotFound(origin, localeNotFoundResolver(1, notFoundOf, counting))).toBe(origin);
    expect(checked).toBe(0);
  });

  it("resolves a locale's unknown paths when the site has several", () => {
    const resolve = localeNotFoundResolver(locales.length, notFoundOf, isRoute);
    expect(resolve?.('/fr/nope')).toBe('/fr/404');
    expect(resolve?.('/fr/docs/a')).toBeUndefined();
  });
});

describe('servedRoutes', () => {
  it('knows the prerendered pages and the files of public/, nothing outside it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-'));
    fs.mkdirSync(path.join(dir, 'fr', 'blog'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'fr', 'blog', 'rss.xml'), '<rss/>');
    const has = servedRoutes(['/fr/docs/a'], dir);
    expect(has('/fr/docs/a')).toBe(true);
    expect(has('/fr/blog/rss.xml')).toBe(true);
    expect(has('/fr/blog')).toBe(false);
    expect(has('/fr/../../etc/passwd')).toBe(false);
  });
});

describe('staticNotFoundFile', () => {
  it("picks a folder's own 404.html for the paths no file of it serves", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    for (const file of ['404.html', 'fr/404.html', 'fr/docs/a.html', 'fr/blog/rss.xml', 'fr.html', 'docs/b.html'])
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    for (const file of ['404.html', 'fr/404.html', 'fr/docs/a.html', 'fr/blog/rss.xml', 'fr.html', 'docs/b.html'])
      fs.writeFileSync(path.join(dir, file), file);
    const notFound = path.join(dir, 'fr', '404.html');
    expect(staticNotFoundFile(dir, '/fr/nope')).toBe(notFound);
    expect(staticNotFoundFile(dir, '/fr/docs/a/b?q=1')).toBe(notFound);
    expect(staticNotFoundFile(dir, '/fr/404')).toBe(notFound);
    expect(staticNotFoundFile(dir, '/fr/docs/a')).toBeUndefined();
    expect(staticNotFoundFile(dir, '/fr/docs/a/')).toBeUndefined();
    expect(staticNotFoundFile(dir, '/fr/blog/rss.xml')).toBeUndefined();
    expect(staticNotFoundFile(dir, '/fr')).toBeUndefined();
    // The site's own 404.html answers the rest, as the host's rules say.
    expect(staticNotFoundFile(dir, '/docs/nope')).toBeUndefined();
    expect(staticNotFoundFile(dir, '/nope')).toBeUndefined();
    expect(staticNotFoundFile(dir, '/')).toBeUndefined();
    expect(staticNotFoundFile(dir, '/fr/%zz')).toBeUndefined();
    expect(staticNotFoundFile(dir, '/fr/../../x')).toBeUndefined();
  });
});

describe('withLocaleNotFound', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it("serves the locale's 404 page with status 404, whatever the target page's own status", async () => {
    const seen: string[] = [];
    server = createServer(
      withLocaleNotFound(
        (req, res) => {
          seen.push(`${req.url} ${req.headers['if-none-match'] ?? '-'}`);
          res.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>${req.url}</h1>`);
        },
        (url) => localeNotFoundTarget(url, notFoundOf, isRoute),
      ),
    );
    await new Promise<void>((resolve) => server?.listen(0, resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const missing = await fetch(`${base}/fr/nope`, { headers: { 'if-none-match': '"abc"' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>/fr/404</h1>');
    const page = await fetch(`${base}/fr/docs/a`);
    expect(page.status).toBe(200);
    expect(seen).toEqual(['/fr/404 -', '/fr/docs/a -']);
  });
});
