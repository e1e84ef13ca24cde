/**
 * The site at real-world size for the `scale` projects: a copy (scripts/site-copy.ts) with Stripe's
 * OpenAPI document added through the configuration, as a team adopting the portal would add its
 * own. `tsx e2e/scale/site.ts <port>` builds the copy's static export and production build, then
 * serves the build on `port`; `out/` of the copy is served by scripts/serve-static.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { copySite } from '../../scripts/site-copy';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the copy lives (git-ignored). */
export const SCALE_DIR = path.join(ROOT, '.e2e-dev/scale');

/** The reference added to the copy, and what the tests expect of it. */
export const STRIPE = { id: 'stripe', title: 'Stripe API', source: path.resolve(ROOT, '../shared/openapi-corpus/stripe-spec3.yaml') };

function run(args: string[]) {
  const result = spawnSync('npm', ['run', ...args], { cwd: SCALE_DIR, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === import.meta.filename) {
  const port = process.argv[2] ?? '3102';
  if (!process.env.E2E_SKIP_BUILD) {
    copySite(SCALE_DIR, { apis: [{ ...STRIPE, mode: 'lenient' }] });
    // The export first: it reuses .next/ for its intermediate files (see playwright.config.ts).
    run(['export']);
    run(['build']);
  }
  run(['start', '--', '-p', port]);
}
