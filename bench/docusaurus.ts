/**
 * The build-time yardstick: this site's content built by the kind of system it replaced, a
 * Docusaurus 3 site (classic preset: docs, blog and pages; @easyops-cn/docusaurus-search-local,
 * which builds its index at build time; both OpenAPI references rendered with Redoc through
 * redocusaurus), written under .bench/docusaurus like the empty Next.js app of bench:baseline.
 * The budget: our clean build takes at most 2x this one's, measured side by side on one machine.
 *
 * Docusaurus and its plugins are installed from npm into .bench/docusaurus with their own
 * package.json (exact versions below) and reused while that package.json is unchanged; the site
 * files are rewritten on every run; only the clean `docusaurus build` is timed (build/,
 * .docusaurus/ and node_modules/.cache removed first).
 *
 * What the content needs converting (see convertMdx and writeSite):
 * - `<Tab label="x">` becomes `<TabItem value="x" label="x">`; Tabs and TabItem are registered
 *   for every MDX file through the MDXComponents swizzle, so no import lines are added.
 * - `_meta.json` becomes `_category_.json` (label, position, collapsible, collapsed).
 * - authors.json becomes blog/authors.yml (same keys: name, title, image_url, url).
 * - Blog posts get `slug:` from their file name (our /blog/<slug> routes; Docusaurus would use
 *   /blog/YYYY/MM/DD/<slug>). Every other frontmatter key we allow is a Docusaurus key already.
 * - Admonitions (`:::note`, `:::warning[Title]`), `{/* truncate *\/}`, code titles and line
 *   highlights are the same syntax in both.
 * Docusaurus does not reject unknown frontmatter keys (validateFrontMatter allows them); it type-checks
 * the keys it knows, which are the ones our schemas allow.
 * Links: /docs/... (headings' anchors included: both slug headings with github-slugger) and
 * /blog/<slug> resolve as they are (onBrokenLinks: 'throw'). Redoc's anchors are
 * #operation/<operationId>, not our /api/<id>#<operationId>, so onBrokenAnchors is 'warn' (the
 * build lists those 14 links of profiles-api.mdx as broken anchors and passes).
 *
 * CLI: `npm run bench:docusaurus` (tsx bench/docusaurus.ts) prints the figures.
 */
import { buildDocusaurusSite } from './docusaurus/build';
import { DOCUSAURUS_PACKAGES } from './docusaurus/install';
import { calibrationNote, checkHost } from './host';

const host = checkHost('bench:docusaurus');
try {
  const { cleanMs, docs, posts } = await buildDocusaurusSite();
  console.log(
    `Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} clean build of the same site (${docs} docs, ${posts} posts, 1 page, 2 API references): ${(cleanMs / 1000).toFixed(1)} s (${calibrationNote(host)})`,
  );
  console.log(
    `Budget for our clean build (2x, on this host only; bench:build measures both in one run): ${((2 * cleanMs) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
