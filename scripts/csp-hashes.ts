/**
 * `npm run build` runs this after `next build` and the compile hints (postbuild), before any request:
 * it puts `integrity` on every prerendered page's `<script src>` chunks (hashed as the compile hints
 * left them) and writes the SHA-256 of those and of every inline script, per route, in
 * .next/csp-hashes.json, which `npm start` reads to send each page the policy that lets exactly its
 * own scripts run (lib/security/csp-manifest.ts). The static export writes the same into out/_headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import rawConfig from '../content/site.config.json' with { type: 'json' };
import { feedbackEndpoint } from '../lib/page-meta/urls';
import { buildCspManifest, CSP_MANIFEST_FILE } from '../lib/security/csp-manifest';
import { readTryItConnectSources } from '../lib/try-it/csp-sources';

const dir = process.argv[2] ?? '.next';
// What `npm start` serves for a script path: Next's chunks from <dir>/static, anything else from public/.
const fileOf = (pathname: string) =>
  pathname.startsWith('/_next/static/')
    ? path.join(dir, 'static', pathname.slice('/_next/static/'.length))
    : path.join('public', pathname);
try {
  const manifest = buildCspManifest(
    path.join(dir, 'server', 'app'),
    {
      analytics: Boolean(rawConfig.analytics?.gtagTrackingId),
      connect: readTryItConnectSources(rawConfig),
      feedbackEndpoint: feedbackEndpoint(rawConfig),
    },
    fileOf,
  );
  fs.writeFileSync(path.join(dir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  const counts = Object.values(manifest.pages).map((hashes) => hashes.length);
  console.log(
    `csp hashes: ${counts.length} pages, at most ${Math.max(...counts)} scripts a page, in ${path.join(dir, CSP_MANIFEST_FILE)}`,
  );
} catch (error) {
  console.error(`csp hashes: ${(error as Error).message}`);
  process.exit(1);
}
