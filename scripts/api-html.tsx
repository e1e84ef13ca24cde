/**
 * Renders the body of each API reference page to static HTML (react-dom/server cannot run inside
 * a server component), written to .generated/api/{id}/{page}.json (a locale's to .generated/api.{locale}/…) for app/(site)/api/[spec]/[[...page]]/page.tsx
 * (the main page, and the pages of split references). Run by
 * the prebuild step with the documents it has already loaded and checked.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiReferenceContent } from '../components/openapi/api-reference';
import { siteConfig } from '../lib/config/site';
import { siteLocales } from '../lib/i18n/locales';
import type { ApiEntry } from '../lib/openapi/catalog';
import { isPrebuiltFresh, writePrebuilt } from '../lib/openapi/prebuilt';
import type { ApiReference } from '../lib/openapi/types';
import { downloadsFor, pageModel } from '../lib/site/api-references';
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
    // The model is made once, for the first locale whose pages are not fresh.
    let model: ApiReference | undefined;
    for (const locale of renderLocales()) {
      const spec = prebuiltSpec(configured, changed, locale);
      const name = locale ? `${locale}/${spec.id}` : spec.id;
      // Rendered before from the same document, renderer sources, lockfile and strings: kept as they are.
      if (isPrebuiltFresh(spec, slugs, root)) {
        written.push(`${name} reused`);
        continue;
      }
      model ??= await pageModel(configured, loaded);
      const pages = renderPages({ model, downloads: downloadsFor(spec.id, locale), layout, changed, locale });
      writePrebuilt(spec, pages, root);
      written.push(`${name} ${sizeSummary(Object.values(pages))}`);
    }
  }
  const ms = Math.round(performance.now() - started);
  return `API pages: ${written.join(', ')}, ${ms} ms → ${path.relative(root, path.join(root, '.generated/api'))}/`;
}

/** Every page of a reference (slug → HTML), in one locale. */
function renderPages({
  model,
  downloads,
  layout,
  changed,
  locale,
}: {
  model: ApiReference;
  downloads: ReturnType<typeof downloadsFor>;
  layout: ApiEntry['layout'];
  changed: ReturnType<typeof changedSince>;
  locale: string | undefined;
}): Record<string, string> {
  return Object.fromEntries(
    layout.pages.map((page) => [
      page.slug,
      renderToStaticMarkup(
        <ApiReferenceContent
          model={model}
          downloads={downloads}
          layout={layout}
          page={page}
          siteUrl={siteConfig.url}
          changed={changed}
          locale={locale}
        />,
      ),
    ]),
  );
}

/** "12 KB", or "3 pages, largest 40 KB". */
function sizeSummary(pages: string[]): string {
  const sizes = pages.map((html) => html.length);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return sizes.length > 1 ? `${sizes.length} pages, largest ${kb(Math.max(...sizes))}` : kb(sizes[0]);
}
