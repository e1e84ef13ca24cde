import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it } from 'vitest';
import nextConfig from '../next.config';

/**
 * Which files are routes: `page.e2e.tsx` (the end-to-end tests' crash and probe pages) only in a
 * build made for the tests, `route.dev.ts` (the content-change stream) only in `next dev`. The
 * e2e suite runs on a test build, so only this test sees a production build leave them out.
 */
const saved = process.env.E2E_TEST_ROUTES;
afterEach(() => {
  if (saved === undefined) delete process.env.E2E_TEST_ROUTES;
  else process.env.E2E_TEST_ROUTES = saved;
});

describe('next.config pageExtensions', () => {
  it('leaves the test-only routes out of a production build', () => {
    delete process.env.E2E_TEST_ROUTES;
    const extensions = nextConfig(PHASE_PRODUCTION_BUILD).pageExtensions;
    expect(extensions).toContain('tsx');
    expect(extensions).not.toContain('e2e.tsx');
    expect(extensions).not.toContain('dev.ts');
  });

  it('adds them to a build made with E2E_TEST_ROUTES=1, and the dev routes to next dev', () => {
    process.env.E2E_TEST_ROUTES = '1';
    expect(nextConfig(PHASE_PRODUCTION_BUILD).pageExtensions).toContain('e2e.tsx');
    delete process.env.E2E_TEST_ROUTES;
    expect(nextConfig(PHASE_DEVELOPMENT_SERVER).pageExtensions).toContain('dev.ts');
  });
});
