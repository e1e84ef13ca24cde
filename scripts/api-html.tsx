/**
 * Renders the body of each API reference page to static HTML (react-dom/server cannot run inside
 * a server component), written to .generated/api/{id}/{page}.json for app/(site)/api/[spec]/[[...page]]/page.tsx
 * (the main page, and the pages of split references). Run by
 * the prebuild step with the documents it has already loaded and checked.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiReferenceContent } from '../components/openapi/api-reference';
import siteConfig from '../content/site.config.json' with { type: 'json' };
import type { ApiEntry } from '../lib/openapi/catalog';
import { isPrebuiltFresh, writePrebuilt } from '../lib/openapi/prebuilt';
import { downloadsFor, pageModel } from '../lib/site/api-references';
import { type ApiChangelog, changedSince, marksFingerprint } from '../lib/site/changelog';

/** Renders and writes every reference page; returns a one-line summary. */
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
    const spec = { ...configured, extra: marksFingerprint(changed) };
    const slugs = layout.pages.map((page) => page.slug);
    // Rendered before from the same document, renderer sources and lockfile: kept as they are.
    if (isPrebuiltFresh(spec, slugs, root)) {
      written.push(`${spec.id} reused`);
      continue;
    }
    const model = await pageModel(spec, loaded);
    const downloads = downloadsFor(spec.id);
    const pages = Object.fromEntries(
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
          />,
        ),
      ]),
    );
    writePrebuilt(spec, pages, root);
    const sizes = Object.values(pages).map((html) => html.length);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    written.push(
      sizes.length > 1
        ? `${spec.id} ${sizes.length} pages, largest ${kb(Math.max(...sizes))}`
        : `${spec.id} ${kb(sizes[0])}`,
    );
  }
  const ms = Math.round(performance.now() - started);
  return `API pages: ${written.join(', ')}, ${ms} ms → ${path.relative(root, path.join(root, '.generated/api'))}/`;
}
