/**
 * The site at real-world size for the `scale` projects: a copy (scripts/site-copy.ts) with Stripe's
 * OpenAPI document added through the configuration, as a team adopting the portal would add its
 * own. `tsx e2e/scale/site.ts <port>` builds the copy's static export and production build, then
 * serves the build on `port`; `out/` of the copy is served by scripts/serve-static.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { copySite } from '../../scripts/site-copy';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the copy lives (git-ignored). */
export const SCALE_DIR = path.join(ROOT, '.e2e-dev/scale');

/**
 * The reference added to the copy: Stripe's OpenAPI document (stripe/openapi `openapi/spec3.yaml`
 * of 2023-09-12, MIT, see fixtures/STRIPE-LICENSE), kept gzipped beside the tests so that a
 * clone runs them anywhere.
 */
const STRIPE_FIXTURE = path.join(import.meta.dirname, 'fixtures/stripe-spec3.yaml.gz');

/** Writes the document where the copy can read it; returns its path. */
function stripeDocument(): string {
  const file = path.join(ROOT, '.e2e-dev/stripe-spec3.yaml');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, zlib.gunzipSync(fs.readFileSync(STRIPE_FIXTURE)));
  return file;
}

function run(args: string[]) {
  const result = spawnSync('npm', ['run', ...args], {
    cwd: SCALE_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === import.meta.filename) {
  const port = process.argv[2] ?? '3102';
  if (!process.env.E2E_SKIP_BUILD) {
    copySite(SCALE_DIR, { apis: [{ id: 'stripe', title: 'Stripe API', source: stripeDocument(), mode: 'lenient' }] });
    // The export first: it reuses .next/ for its intermediate files (see playwright.config.ts).
    run(['export']);
    run(['build']);
  }
  run(['start', '--', '-p', port]);
}
