/**
 * Renders the body of each API reference page to static HTML (react-dom/server cannot run inside
 * a server component), written to .generated/api/{id}/{page}.json (a locale's to .generated/api.{locale}/…) for app/(site)/api/[spec]/[[...page]]/page.tsx
 * (the main page, and the pages of split references). Run by
 * the prebuild step with the documents it has already loaded and checked.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { siteConfig } from '../lib/config/site';
import { siteLocales } from '../lib/i18n/locales';
import type { ApiEntry } from '../lib/openapi/catalog';
import { isPrebuiltFresh, writePrebuilt } from '../lib/openapi/prebuilt';
import { type ApiChangelog, changedSince, prebuiltSpec } from '../lib/site/changelog';

/** The locales a reference is rendered in: the default one (undefined), then each other configured locale. */
const renderLocales = (): Array<string | undefined> => [
  undefined,
  ...siteLocales(siteConfig.i18n)
    .filter((locale) => !locale.isDefault)
    .map((locale) => locale.code),
];

/** Renders and writes every reference page, in every locale; returns a one-line summary. */
export async function writeApiPages(
  apis: ApiEntry[],
  root = process.cwd(),
  changelogs: readonly ApiChangelog[] = [],
): Promise<string> {
  const started = performance.now();
  const written: string[] = [];
  for (const entry of apis) {
    const { spec: configured, loaded, layout } = entry;
    // "Changed since <version>" marks, where a cut version pinned this reference.
    const changed = changedSince(
      changelogs.find((c) => c.id === configured.id),
      entry,
    );
    const slugs = layout.pages.map((page) => page.slug);
    // Made for the first locale whose pages are not fresh: a rebuild that reuses every page never
    // loads React's server renderer, the components and the samples (api-html-render.tsx).
    let render: Awaited<ReturnType<typeof referenceRenderer>> | undefined;
    for (const locale of renderLocales()) {
      const spec = prebuiltSpec(configured, changed, locale);
      const name = locale ? `${locale}/${spec.id}` : spec.id;
      // Rendered before from the same document, renderer sources, lockfile and strings: kept as they are.
      if (isPrebuiltFresh(spec, slugs, root)) {
        written.push(`${name} reused`);
        continue;
      }
      render ??= await referenceRenderer(configured, loaded);
      const pages = render({ id: spec.id, layout, changed, locale });
      writePrebuilt(spec, pages, root);
      written.push(`${name} ${sizeSummary(Object.values(pages))}`);
    }
  }
  const ms = Math.round(performance.now() - started);
  return `API pages: ${written.join(', ')}, ${ms} ms → ${path.relative(root, path.join(root, '.generated/api'))}/`;
}

/** The renderer of one reference, imported on first use. */
async function referenceRenderer(configured: ApiEntry['spec'], loaded: ApiEntry['loaded']) {
  const { referenceRenderer: make } = await import('./api-html-render');
  return make(configured, loaded);
}

/** "12 KB", or "3 pages, largest 40 KB". */
function sizeSummary(pages: string[]): string {
  const sizes = pages.map((html) => html.length);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return sizes.length > 1 ? `${sizes.length} pages, largest ${kb(Math.max(...sizes))}` : kb(sizes[0]);
}
