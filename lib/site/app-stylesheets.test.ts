import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site's stylesheet is imported per route, not by the root layouts, so the API reference pages
 * can load one file that holds it and their own areas (app/reference.css) instead of two.
 */
const app = path.join(import.meta.dirname, '../../app');
const ROUTE_FILE = /^(page|page\.e2e|page\.locales|global-not-found)\.tsx$/;
/** The error and not-found boundaries, which render inside a page (app/boundary-stylesheet.ts). */
const BOUNDARY_FILE = /^(not-found|error|global-error)\.tsx$/;
const SHEET = /^import ['"](?:@\/app\/|\.\/)(globals|reference)\.css['"];$/m;

/** Every file of app/ whose name matches, relative to it. */
const routeFiles = (dir = app, name = ROUTE_FILE): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file, name);
    return name.test(entry.name) ? [path.relative(app, file)] : [];
  });

/** The stylesheet a route file gets from itself or the nearest layout above it (not the root's). */
function sheetOf(route: string): string | undefined {
  const own = fs.readFileSync(path.join(app, route), 'utf8').match(SHEET);
  if (own) return own[1];
  for (let dir = path.dirname(route); dir !== '.'; dir = path.dirname(dir)) {
    const layout = path.join(app, dir, 'layout.tsx');
    const found = fs.existsSync(layout) && fs.readFileSync(layout, 'utf8').match(SHEET);
    if (found) return found[1];
  }
  return undefined;
}

describe('the stylesheets of the routes', () => {
  const routes = routeFiles();

  it('finds the routes', () => {
    expect(routes).toContain(path.join('(site)', 'page.tsx'));
    expect(routes).toContain(path.join('(site)', 'api', '[spec]', '[[...page]]', 'page.tsx'));
    expect(routes).toContain(path.join('[page]', 'api', '[spec]', '[[...rest]]', 'page.locales.tsx'));
    expect(routes).toContain('global-not-found.tsx');
  });

  it('gives every route the site stylesheet, the API reference pages theirs with it in one file', () => {
    const sheets = Object.fromEntries(routes.map((route) => [route, sheetOf(route)]));
    const reference = routes.filter((route) =>
      /(\/api\/\[spec\]|split-reference|e2e-only\/reference)\//.test(route.split(path.sep).join('/')),
    );
    expect(reference.length).toBeGreaterThan(0);
    for (const route of routes)
      expect([route, sheets[route]]).toEqual([route, reference.includes(route) ? 'reference' : 'globals']);
  });

  it('leaves the stylesheets out of the error and not-found boundaries, but in development', () => {
    // Each boundary is in every page's payload: a stylesheet it imported was preloaded by the pages
    // that load another (the API reference's globals.css), a render-blocking request more.
    const boundaries = routeFiles(app, BOUNDARY_FILE);
    expect(boundaries).toEqual(
      expect.arrayContaining([
        'global-error.tsx',
        path.join('(site)', 'error.tsx'),
        path.join('(site)', 'not-found.tsx'),
      ]),
    );
    for (const file of boundaries) {
      const source = fs.readFileSync(path.join(app, file), 'utf8');
      expect([file, source]).not.toEqual([file, expect.stringMatching(/\.css['"]/)]);
      expect([file, source]).toEqual([file, expect.stringMatching(/^import '@\/app\/boundary-stylesheet';$/m)]);
    }
    // An empty module in a built site; the site stylesheet under `next dev` only.
    expect(fs.readFileSync(path.join(app, 'boundary-stylesheet.ts'), 'utf8')).not.toMatch(/^(import|require)/m);
    const config = fs.readFileSync(path.join(app, '..', 'next.config.ts'), 'utf8');
    expect(config).toContain(
      "phase === PHASE_DEVELOPMENT_SERVER ? { '@/app/boundary-stylesheet': './app/globals.css' } : {}",
    );
  });

  it('puts every area, the blog’s too, in the site stylesheet: one render-blocking file a page', () => {
    for (const file of routeFiles(app, /^(page|page\.e2e|page\.locales|layout|global-not-found)\.tsx$/))
      expect([file, fs.readFileSync(path.join(app, file), 'utf8')]).not.toEqual([
        file,
        expect.stringMatching(/^import ['"]@\/app\/styles\//m),
      ]);
    expect(fs.readFileSync(path.join(app, 'globals.css'), 'utf8')).toContain('@import "./styles/blog.css";');
  });

  it('leaves the site stylesheet out of the root layouts and their shell, which every page shares', () => {
    for (const file of [path.join('(site)', 'layout.tsx'), path.join('[page]', 'layout.tsx'), 'site-shell.tsx'])
      expect(fs.readFileSync(path.join(app, file), 'utf8')).not.toMatch(SHEET);
  });

  it('puts in the reference pages’ one file every area of the site stylesheet, then theirs', () => {
    const imports = (file: string) =>
      [
        ...fs.readFileSync(path.join(app, file), 'utf8').matchAll(/^@import "\.\/styles\/([\w-]+)\.css(\?\w+)?";$/gm),
      ].map(([, area, query]) => `${area}${query ?? ''}`);
    const site = imports('globals.css');
    expect(site.length).toBeGreaterThan(3);
    expect(imports('reference.css')).toEqual([...site, 'openapi', 'try-it'].map((area) => `${area}?reference`));
  });

  it('declares the web fonts in the shell of the root layouts, not in a stylesheet of their own', () => {
    // next/font wrote its @font-face rules to a second render-blocking file, which held the first
    // paint for a connection of its own (bench/RESULTS.md, "First and largest paint").
    const files = fs.readdirSync(path.join(app, 'fonts')).filter((name) => name.endsWith('.woff2'));
    expect(files).toHaveLength(3);
    const fonts = fs.readFileSync(path.join(app, 'fonts', 'fonts.ts'), 'utf8');
    for (const file of files) expect(fonts).toContain(`from './${file}'`);
    expect(fonts).toContain('font-display:optional');
    const layout = fs.readFileSync(path.join(app, 'site-shell.tsx'), 'utf8');
    expect(layout).toMatch(/<style dangerouslySetInnerHTML=\{\{ __html: fontFaceCss \+/);
    expect(layout).toMatch(/for \(const href of fontPreloads\) preload\(href, \{ as: 'font'/);
    for (const file of [...routeFiles(), 'site-shell.tsx', path.join('fonts', 'fonts.ts')])
      expect(fs.readFileSync(path.join(app, file), 'utf8')).not.toMatch(/from 'next\/font/);
    for (const sheet of fs.readdirSync(path.join(app, 'styles')))
      expect(fs.readFileSync(path.join(app, 'styles', sheet), 'utf8')).not.toContain('@font-face');
  });
});
