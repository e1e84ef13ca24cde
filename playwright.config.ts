import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// The static export (out/) is served on the next port by a plain static file server.
const exportPort = port + 1;
// The site with Stripe's document added through the configuration (e2e/scale/site.ts): its
// production build and its static export.
const scalePort = port + 2;
const scaleExportPort = port + 3;
// The copy with the optional page features on (edit link, last update's author, feedback
// endpoint) and a docs version cut (3.2): its static export (e2e/variant/site.ts).
const variantPort = port + 4;
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromiumLaunchOptions,
};
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One worker: the server, the browser and the tests share two cores, and timing-sensitive
  // behaviour (the 200 ms progress-bar delay) must not be starved by a second worker.
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // Traced only when a test is retried (CI retries once): recording every test cost a fifth of
    // the suite's time on two cores (screencast frames and DOM snapshots in the browser and the
    // runner). A failure in CI fails twice, so its retry's trace is kept. Locally, add `--trace on`.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /(dev|scale|variant)\//,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'mobile',
      testIgnore: /(dev|scale|variant)\//,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunchOptions },
    },
    // The author loop on a copy of the project (e2e/dev/ starts its own server): `next dev`, and a
    // production rebuild after an edit (rebuild.spec.ts).
    {
      name: 'dev',
      testMatch: /dev\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    // The same route smoke test against the static export.
    {
      name: 'export',
      testMatch: /(routes|not-found)\.spec\.ts/,
      use: { ...desktop, baseURL: `http://localhost:${exportPort}` },
    },
    {
      name: 'variant',
      testMatch: /variant\/.*\.spec\.ts/,
      use: { ...desktop, baseURL: `http://localhost:${variantPort}` },
    },
    {
      name: 'variant-mobile',
      testMatch: /variant\/.*\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
        baseURL: `http://localhost:${variantPort}`,
      },
    },
    // A large reference split over pages, in the build and in the export (where the route smoke test runs too).
    { name: 'scale', testMatch: /scale\/.*\.spec\.ts/, use: { ...desktop, baseURL: `http://localhost:${scalePort}` } },
    {
      name: 'scale-export',
      testMatch: /(scale\/.*|routes)\.spec\.ts/,
      use: { ...desktop, baseURL: `http://localhost:${scaleExportPort}` },
    },
  ],
  // One production build serves the suite (`next build`, then the production server of `npm start`);
  // the static export is built first because it reuses .next/ for its intermediate files.
  // E2E_DEV_ONLY=1 skips the production servers (for `--project=dev` alone).
  webServer: process.env.E2E_DEV_ONLY
    ? []
    : [
        {
          command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run export && npm run build && '}npx tsx scripts/start.ts -p ${port}`,
          url: `http://localhost:${port}`,
          reuseExistingServer: !process.env.CI,
          timeout: 900_000,
          stdout: 'pipe',
          env: { NEXT_TELEMETRY_DISABLED: '1', E2E_TEST_ROUTES: '1' },
        },
        {
          // Answers 503 until the export is complete, so the tests wait for it.
          command: `npx tsx scripts/serve-static.ts out ${exportPort}`,
          url: `http://localhost:${exportPort}`,
          reuseExistingServer: !process.env.CI,
          timeout: 900_000,
        },
        ...(process.env.E2E_SKIP_VARIANT
          ? []
          : [
              {
                // One static export of the copy (85 s on the 2-core host at load 10, 6.7 min at load 25), then a
                // plain static server.
                command: `${process.env.E2E_SKIP_BUILD ? '' : 'npx tsx e2e/variant/site.ts && '}npx tsx scripts/serve-static.ts .e2e-dev/variant/out ${variantPort}`,
                url: `http://localhost:${variantPort}`,
                reuseExistingServer: !process.env.CI,
                timeout: 1_800_000,
                stdout: 'pipe' as const,
                env: { NEXT_TELEMETRY_DISABLED: '1' },
              },
            ]),
        ...(process.env.E2E_SKIP_SCALE
          ? []
          : [
              {
                command: `npx tsx e2e/scale/site.ts ${scalePort}`,
                url: `http://localhost:${scalePort}`,
                reuseExistingServer: !process.env.CI,
                timeout: 1_800_000,
                stdout: 'pipe' as const,
                env: { NEXT_TELEMETRY_DISABLED: '1', ...(process.env.E2E_SKIP_BUILD ? { E2E_SKIP_BUILD: '1' } : {}) },
              },
              {
                command: `npx tsx scripts/serve-static.ts .e2e-dev/scale/out ${scaleExportPort}`,
                url: `http://localhost:${scaleExportPort}`,
                reuseExistingServer: !process.env.CI,
                timeout: 1_800_000,
              },
            ]),
      ],
});
