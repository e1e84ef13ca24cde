/**
 * The build-time yardstick: this site's content built by the kind of system it replaced, a
 * Docusaurus 3 site (classic preset: docs, blog and pages; @easyops-cn/docusaurus-search-local,
 * which builds its index at build time; both OpenAPI references rendered with Redoc through
 * redocusaurus), written under .bench/docusaurus like the empty Next.js app of bench:baseline.
 * The budget: our clean build takes at most 2x this one's, measured side by side on one machine.
 *
 * Docusaurus and its plugins are installed with `npm ci` into .bench/docusaurus from their own
 * package.json and package-lock.json (docusaurus/site-package/) and reused while that lockfile is
 * unchanged; the site files are rewritten on every build. Timed, for each bundler: the clean
 * `docusaurus build` (build/, .docusaurus/ and node_modules/.cache removed first), then a rebuild
 * after a one-doc edit with .docusaurus/ and node_modules/.cache kept. The bundlers
 * (docusaurus/config.ts): Docusaurus Faster (Rspack, SWC, Lightning CSS; the 3.10 template's
 * default, the reference of bench:build) and webpack, for the record.
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
 * CLI: `npm run bench:docusaurus [-- --bundler=faster|webpack] [--force]` (both bundlers by
 * default) prints the figures.
 */

import { buildDocusaurusSite, type DocusaurusBuild, EDITED_DOC } from './docusaurus/build';
import { type Bundler, parseBundlers } from './docusaurus/config';
import { DOCUSAURUS_PACKAGES } from './docusaurus/install';
import { calibrationNote, checkHost, loadAverages } from './host';
import { printTable } from './table';

const LABEL: Record<Bundler, string> = {
  faster: 'Docusaurus Faster (Rspack, SWC, Lightning CSS)',
  webpack: 'webpack (Babel, Terser)',
};

const host = checkHost('bench:docusaurus');
try {
  const builds: DocusaurusBuild[] = [];
  for (const bundler of parseBundlers(process.argv.slice(2))) {
    console.log(
      `\n${LABEL[bundler]}: clean build, then a rebuild after editing ${EDITED_DOC} (load ${loadAverages()})`,
    );
    builds.push(await buildDocusaurusSite({ bundler, rebuild: true }));
  }
  const { docs, posts } = builds[0];
  console.log(
    `\nDocusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']}, the same site (${docs} docs, ${posts} posts, 1 page, 2 API references), ${calibrationNote(host)}:`,
  );
  const s = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
  printTable([
    ['bundler', 'clean build', 'rebuild after a one-doc edit'],
    ...builds.map((b) => [LABEL[b.bundler], s(b.cleanMs), s(b.rebuildMs)]),
  ]);
  const reference = builds.find((b) => b.bundler === 'faster') ?? builds[0];
  console.log(
    `Reference for our build (${reference.bundler}; bench:build measures both in one run): clean ${s(reference.cleanMs)}, rebuild ${s(reference.rebuildMs)}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
