import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import rawConfig from './content/site.config.json' with { type: 'json' };
import { feedbackEndpoint } from './lib/page-meta/urls';
import { devAllowedOrigins } from './lib/security/dev-origins';
import { securityHeaders } from './lib/security/headers';
import { readTryItConnectSources } from './lib/try-it/csp-sources';

// A static export (STATIC_EXPORT=1, `npm run export`) writes out/ for any static host; it has no
// server, so the proxy (`proxy.node.ts`) and response headers are left out.
const exporting = process.env.STATIC_EXPORT === '1';

// `page.e2e.tsx` routes exist only in builds made for the end-to-end tests (E2E_TEST_ROUTES=1);
// `route.dev.ts` routes (the content-change stream) only in `next dev`; `page.locales.tsx` routes
// (a locale's shell around the API references) only on a site with more than one locale: with
// none to generate, a static export refuses a dynamic route.
function pageExtensions(phase: string): string[] {
  return [
    'tsx',
    'ts',
    ...(exporting ? [] : ['node.ts']),
    ...(process.env.E2E_TEST_ROUTES === '1' ? ['e2e.tsx'] : []),
    ...(rawConfig.i18n.locales.length > 1 ? ['locales.tsx'] : []),
    ...(phase === PHASE_DEVELOPMENT_SERVER ? ['dev.ts'] : []),
  ];
}

const nextConfig = (phase: string): NextConfig => ({
  // Trailing slashes are off: `/api/content/` answers with a permanent redirect to `/api/content`.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // A build's workers (collect page data, prerender) run without Node's --enable-source-maps, which
  // reads and parses the map of every module they load: a build error's stack names the built chunk,
  // and the content's own errors name their file and place in the message (bench/RESULTS.md: "The
  // build, round two").
  enablePrerenderSourceMaps: phase === PHASE_DEVELOPMENT_SERVER,
  // `npm test` type-checks the whole project first (tsc --noEmit); the build does not repeat it
  // (CONTRIBUTING.md: Code style and checks).
  typescript: { ignoreBuildErrors: true },
  pageExtensions: pageExtensions(phase),
  // `next dev` serves its live-reload and error-overlay resources to localhost only: open the
  // loopback addresses too, and the hosts of DEV_ALLOWED_ORIGINS (a phone on the LAN, a cloud workspace).
  ...(phase === PHASE_DEVELOPMENT_SERVER ? { allowedDevOrigins: devAllowedOrigins() } : {}),
  // The content pipeline's libraries run on the server only: Node loads them from node_modules
  // instead of Turbopack bundling them into every route. A cold `next dev` compiles the first
  // docs page without them. (shiki, next-mdx-remote and typescript are on Next's own list.)
  serverExternalPackages: [
    '@apidevtools/swagger-parser',
    '@readme/httpsnippet',
    'ajv',
    'ajv-formats',
    'esbuild',
    'feed',
    'js-yaml',
    'openapi-sampler',
    'rehype-pretty-code',
    '@shikijs/transformers',
    'rehype-katex',
    'remark-math',
    'katex',
    'mermaid',
    'dompurify',
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-mdx',
    'remark-rehype',
    'remark-directive',
    'remark-stringify',
    'rehype-slug',
    'rehype-stringify',
    'mdast-util-to-string',
    'unist-util-visit',
    '@shikijs/twoslash',
    'twoslash',
    'typescript5',
    '@typescript/vfs',
    // The rest of what only the server imports (frontmatter, the changelog's diff, the inline SVG
    // and MDX tree helpers, the config schemas): 0.7 MB less server JavaScript for Turbopack to
    // compile in every clean build (bench/RESULTS.md: "The build, round three").
    'gray-matter',
    'api-smart-diff',
    'hast-util-from-html',
    'hast-util-sanitize',
    'hast-util-to-html',
    'mdast-util-mdx',
    'mdast-util-mdx-jsx',
    'mdast-util-directive',
    'github-slugger',
    'lru-cache',
    'zod',
  ],
  ...(exporting
    ? { output: 'export' as const, distDir: 'out' }
    : {
        async headers() {
          const development = phase === PHASE_DEVELOPMENT_SERVER;
          const analytics = Boolean(rawConfig.analytics?.gtagTrackingId);
          // Files the prebuild writes change only with a deploy, like the prerendered pages, which
          // Next marks s-maxage=31536000: shared caches (a CDN, `npm start`'s) may keep them as long.
          // Browsers still revalidate them on every load.
          const generated = [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate, s-maxage=31536000' }];
          return [
            // The "Try it" console's origins, computed from the documents when the build starts. In a
            // build no inline script runs under this policy: `npm start` (scripts/start.ts) replaces it
            // on each page with one holding the page's script hashes, known only after the build.
            // `next dev` allows inline scripts (they change on every edit) and loopback origins.
            {
              source: '/:path*',
              headers: securityHeaders({
                analytics,
                connect: readTryItConnectSources(rawConfig, process.cwd(), { development }),
                feedbackEndpoint: feedbackEndpoint(rawConfig),
                development,
              }),
            },
            { source: '/search-index-:locale.json', headers: generated },
            { source: '/search-index-:locale/:version.json', headers: generated },
            { source: '/sidebar-:locale.json', headers: generated },
            // Search shards are named by a hash of their content: a name never changes meaning.
            {
              source: '/search-shards/:file',
              headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
            },
            { source: '/search-records.json', headers: generated },
            { source: '/site-routes.json', headers: generated },
          ];
        },
      }),
  experimental: {
    // Several root layouts (the default locale's routes, and app/[page]/ for a locale's): the 404 of
    // an unmatched URL is app/global-not-found.tsx, a whole document (lib/i18n/README.md).
    globalNotFound: true,
    // Turbopack's cache of its build work (.next/cache/turbopack) is kept for the static export,
    // the pull-request previews' build, which restores .next/cache between pushes and then
    // compiles only what changed. `npm run build` does not write it: writing it cost a clean build
    // 6–11 s of CPU (a third of `next build`'s), and a rebuild after a content edit no longer
    // compiles at all (scripts/next-build.mjs); one after a code edit compiles in full
    // (bench/RESULTS.md, "The build, round four").
    turbopackFileSystemCacheForBuild: exporting,
    // Server chunks without source maps in a build (browser ones are off by default): Turbopack
    // neither computes nor caches them (15 MB of .map beside 3.6 MB of server JS). `next dev` keeps
    // them for its error overlay.
    turbopackSourceMaps: phase === PHASE_DEVELOPMENT_SERVER,
    // Prerender with one worker per core. Next's default leaves a core to the main process, which
    // only waits while the workers render: on 2 cores that is a single worker. At 1,000 pages two
    // workers rendered the rebuild in 53 s instead of 61 s, for 0.4 GB more memory.
    cpus: availableParallelism(),
  },
  // A copy of the project made outside it (benchmarks, e2e) sets its root here (scripts/site-copy.ts).
  // A font file a module imports is its URL (app/fonts/fonts.ts preloads the web fonts). The error
  // and not-found boundaries import the site's stylesheet in development only (app/boundary-stylesheet.ts).
  turbopack: {
    rules: { '*.woff2': { type: 'asset' } },
    resolveAlias: phase === PHASE_DEVELOPMENT_SERVER ? { '@/app/boundary-stylesheet': './app/globals.css' } : {},
  },
});

export default nextConfig;
