import type { NextConfig } from 'next';

// `page.e2e.tsx` routes exist only in builds made for the end-to-end tests (E2E_TEST_ROUTES=1).
const pageExtensions = process.env.E2E_TEST_ROUTES === '1' ? ['tsx', 'ts', 'e2e.tsx'] : ['tsx', 'ts'];

const nextConfig: NextConfig = {
  // Trailing slashes are off: `/api/content/` answers with a permanent redirect to `/api/content`.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  pageExtensions,
  turbopack: {
    // The search engine only uses FlexSearch's Index (tokenizers, custom encoder, suggestions):
    // the browser gets its light build (about 5 KB gzip instead of 19 KB). Node (tests,
    // benchmarks, the index build) uses the full build, whose Index is the same code.
    resolveAlias: { flexsearch: './node_modules/flexsearch/dist/flexsearch.light.module.min.js' },
  },
};

export default nextConfig;
