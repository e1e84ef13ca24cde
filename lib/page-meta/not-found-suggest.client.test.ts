import { describe, expect, it } from 'vitest';
import { parseRoutesFile, routesFile } from './not-found-routes.client';
import { closestRoutes, mergeSuggestions, pathQuery, pathSegments, routeDistance } from './not-found-suggest.client';

/** Routes as the site's routes file lists them, in site order. */
const ROUTES = [
  '/',
  '/docs/experience-sdk/intro',
  '/docs/experience-sdk/translations',
  '/docs/experience-sdk/event-listener',
  '/docs/experience-sdk/overriding-components/middleware',
  '/docs/acme-profiles/intro',
  '/docs/acme-profiles/profiles-api',
  '/docs/acme-profiles/profiles-sdk',
  '/markdown-page',
  '/blog',
  '/blog/first-blog-post',
  '/blog/tags/hola',
  '/api/content',
  '/api/profiles',
];

describe('closestRoutes', () => {
  it('finds the page of a mistyped name, alone or in its folder', () => {
    expect(closestRoutes('/docs/experience-sdk/translatoins', ROUTES)[0]).toBe('/docs/experience-sdk/translations');
    expect(closestRoutes('/translatoins', ROUTES)).toEqual(['/docs/experience-sdk/translations']);
    expect(closestRoutes('/docs/translatoins', ROUTES)[0]).toBe('/docs/experience-sdk/translations');
  });

  it('finds a page whose folder the address left out', () => {
    expect(closestRoutes('/docs/profiles-api', ROUTES)[0]).toBe('/docs/acme-profiles/profiles-api');
  });

  it('ranks the nearest first and keeps site order among equals', () => {
    expect(closestRoutes('/docs/intro', ROUTES)).toEqual(['/docs/experience-sdk/intro', '/docs/acme-profiles/intro']);
    expect(closestRoutes('/docs/acme-profiles/profiles-apj', ROUTES)).toEqual([
      '/docs/acme-profiles/profiles-api',
      '/docs/acme-profiles/profiles-sdk',
    ]);
  });

  it('covers posts, standalone pages and API references, with .html or a trailing slash', () => {
    expect(closestRoutes('/blog/frist-blog-post', ROUTES)[0]).toBe('/blog/first-blog-post');
    expect(closestRoutes('/markdwon-page.html', ROUTES)[0]).toBe('/markdown-page');
    expect(closestRoutes('/api/contnet/', ROUTES)[0]).toBe('/api/content');
    expect(closestRoutes('/API/Profile', ROUTES)[0]).toBe('/api/profiles');
  });

  it('suggests nothing for a name far from every page, and at most five', () => {
    expect(closestRoutes('/docs/experience-sdk/quantum', ROUTES)).toEqual([]);
    expect(closestRoutes('/', ROUTES)).toEqual([]);
    const many = Array.from({ length: 9 }, (_, i) => `/docs/f${i}/intro`);
    expect(closestRoutes('/intro', many)).toHaveLength(5);
  });

  it('never lets a short segment match by typo alone', () => {
    expect(routeDistance(pathSegments('/ab'), pathSegments('/ac'))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('pathQuery and mergeSuggestions', () => {
  it('searches the words of the path, not its section names', () => {
    expect(pathQuery('/docs/sdk/custom_login-page.html')).toBe('sdk custom login');
    expect(pathQuery('/api/profiles/upsertProfile')).toBe('profiles upsertprofile');
  });

  it('puts close routes first, then searched pages without anchors, without repeats', () => {
    expect(mergeSuggestions(['/a', '/b'], ['/b#x', '/c#y', '/c#z', '/d', '/e', '/f'], 5)).toEqual([
      '/a',
      '/b',
      '/c',
      '/d',
      '/e',
    ]);
  });
});

describe('the routes file', () => {
  it('round-trips the pages and refuses anything else', () => {
    const file = routesFile([{ path: '/a', title: 'A' }]);
    expect(parseRoutesFile(JSON.parse(JSON.stringify(file)))).toEqual([['/a', 'A']]);
    expect(parseRoutesFile({ version: 2, routes: [] })).toBeUndefined();
    expect(parseRoutesFile({ version: 1, routes: [['/a', 3]] })).toBeUndefined();
    expect(parseRoutesFile(null)).toBeUndefined();
  });
});
