/**
 * `npm run export`: the whole site as static files in out/, for any static host or CDN. Runs the
 * same prebuild checks, then `next build` with STATIC_EXPORT=1 (output: 'export'), checks the
 * files every host needs, and writes `out/_headers` (the security headers, in the format Netlify
 * and Cloudflare Pages read). It reuses .next/ for its intermediate files: run `npm run build`
 * again before `next start`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import rawConfig from '../content/site.config.json' with { type: 'json' };
import { feedbackEndpoint } from '../lib/page-meta/urls';
import { securityHeaders } from '../lib/security/headers';
import { readTryItConnectSources } from '../lib/try-it/csp-sources';

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
run('npx', ['tsx', 'scripts/prebuild.ts']);
run('npx', ['next', 'build'], { STATIC_EXPORT: '1' });
run('npx', ['tsx', 'scripts/compile-hints.ts', 'out']);

// Files a static host must have: the home page, the docs entry (a redirect page), the 404 page, feeds.
const required = [
  'index.html',
  'docs.html',
  '404.html',
  'blog/rss.xml',
  'blog/atom.xml',
  'sitemap.xml',
  'robots.txt',
  'search-index-default.json',
  'search-records.json',
];
const missing = required.filter((file) => !fs.existsSync(path.join(out, file)));
if (missing.length > 0) {
  console.error(`Static export is missing: ${missing.join(', ')}`);
  process.exit(1);
}

const analytics = Boolean(rawConfig.analytics?.gtagTrackingId);
const headers = securityHeaders({
  analytics,
  connect: readTryItConnectSources(rawConfig),
  feedbackEndpoint: feedbackEndpoint(rawConfig),
}).map(({ key, value }) => `  ${key}: ${value}`);
fs.writeFileSync(path.join(out, '_headers'), `/*\n${headers.join('\n')}\n`);
fs.writeFileSync(path.join(out, '.export-done'), new Date().toISOString());
console.log(
  `Static export ready in ${path.relative(root, out)}/ (${fs.readdirSync(out, { recursive: true }).length} files).`,
);
