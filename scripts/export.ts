/**
 * `npm run export`: the whole site as static files in out/, for any static host or CDN. Runs the
 * same prebuild checks, then `next build` with STATIC_EXPORT=1 (output: 'export'), checks the
 * files every host needs, and writes `out/_headers` (the security headers, in the format Netlify
 * reads: one block for every path, with the policy naming that page's inline scripts). It reuses .next/ for its intermediate files: run `npm run build`
 * again before `next start`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import rawConfig from '../content/site.config.json' with { type: 'json' };
import { parseSiteConfig } from '../lib/config/parse';
import { pathRedirects, type RedirectRule, redirectPage, redirectPageFile, redirectsFile } from '../lib/http/redirects';
import { localeNotFoundRoute, siteLocales } from '../lib/i18n/locales';
import { feedbackEndpoint } from '../lib/page-meta/urls';
import { buildCspManifest, headersFile } from '../lib/security/csp-manifest';
import { isToolFile } from '../lib/security/tool-cors';
import { readTryItConnectSources } from '../lib/try-it/csp-sources';
import { forgetFullBuild } from './next-build.mjs';

const root = process.cwd();
const out = path.join(root, 'out');

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

fs.rmSync(path.join(out, '.export-done'), { force: true });
run(process.execPath, ['scripts/run-bundled.mjs', 'scripts/prebuild.ts']);
// The export builds through .next/: the next `npm run build` must compile, not reuse (next-build.mjs).
forgetFullBuild(root);
run('npx', ['next', 'build'], { STATIC_EXPORT: '1' });
run(process.execPath, ['scripts/run-bundled.mjs', 'scripts/compile-hints.ts', 'out']);

// Each locale's own 404 page (`fr/404.html`), which answers its unknown paths.
const localeNotFoundFiles = siteLocales(parseSiteConfig(rawConfig).i18n)
  .filter((locale) => !locale.isDefault)
  .map((locale) => ({ prefix: locale.prefix, file: `${localeNotFoundRoute(locale).slice(1)}.html` }));

// Files a static host must have: the home page, the docs entry (a redirect page), the 404 pages, feeds.
const required = [
  ...localeNotFoundFiles.map(({ file }) => file),
  'index.html',
  'docs.html',
  '404.html',
  'blog/rss.xml',
  'blog/atom.xml',
  'sitemap.xml',
  'robots.txt',
  'search-index-default.json',
  'search-records.json',
  'redirects.json',
];
const missing = required.filter((file) => !fs.existsSync(path.join(out, file)));
if (missing.length > 0) {
  console.error(`Static export is missing: ${missing.join(', ')}`);
  process.exit(1);
}

// The redirects (app/redirects.json): `_redirects` for hosts that read it, and a meta-refresh page at
// each old path for those that do not (lib/http/redirects.ts). The build refused any that shadows a page.
const redirects: RedirectRule[] = JSON.parse(fs.readFileSync(path.join(out, 'redirects.json'), 'utf8'));
// Then a locale's unknown paths to its 404 page: a rule Netlify applies only when no file matches.
fs.writeFileSync(
  path.join(out, '_redirects'),
  redirectsFile(redirects) + localeNotFoundFiles.map(({ prefix, file }) => `${prefix}/* /${file} 404\n`).join(''),
);
for (const [from, to] of pathRedirects(redirects)) {
  const file = path.join(out, redirectPageFile(from));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, redirectPage(to, rawConfig.url));
}

// Every page's policy names its own scripts' hashes, and its `<script src>` get `integrity`, after the
// compile hints edited the chunks (lib/security/csp-manifest.ts).
const options = {
  analytics: Boolean(rawConfig.analytics?.gtagTrackingId),
  connect: readTryItConnectSources(rawConfig),
  feedbackEndpoint: feedbackEndpoint(rawConfig),
};
try {
  fs.writeFileSync(
    path.join(out, '_headers'),
    headersFile(
      buildCspManifest(out, options, (pathname) => path.join(out, pathname)),
      options,
      // The files published for tools, each with its CORS header (lib/security/tool-cors.ts).
      (fs.readdirSync(out, { recursive: true }) as string[])
        .map((file) => `/${file.split(path.sep).join('/')}`)
        .filter(isToolFile)
        .sort(),
      // mermaid's bundle, under its version (app/mermaid/[version]/[...file]).
      ['/mermaid/*'],
    ),
  );
} catch (error) {
  console.error(`Static export: ${(error as Error).message}`);
  process.exit(1);
}
fs.writeFileSync(path.join(out, '.export-done'), new Date().toISOString());
console.log(
  `Static export ready in ${path.relative(root, out)}/ (${fs.readdirSync(out, { recursive: true }).length} files).`,
);
