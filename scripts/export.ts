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
import { feedbackEndpoint } from '../lib/page-meta/urls';
import { buildCspManifest, headersFile } from '../lib/security/csp-manifest';
import { isToolFile } from '../lib/security/tool-cors';
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
