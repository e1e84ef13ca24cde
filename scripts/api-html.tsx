/**
 * Renders the body of each API reference page to static HTML (react-dom/server cannot run inside
 * a server component), written to .generated/api/{id}.json for app/api/[spec]/page.tsx. Run by
 * the prebuild step with the documents it has already loaded and checked.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiReferenceContent } from '../components/openapi/api-reference';
import type { ApiEntry } from '../lib/openapi/catalog';
import { isPrebuiltFresh, writePrebuilt } from '../lib/openapi/prebuilt';
import { downloadsFor, pageModel } from '../lib/openapi/source';

/** Renders and writes every reference page; returns a one-line summary. */
export async function writeApiPages(apis: ApiEntry[], root = process.cwd()): Promise<string> {
  const started = performance.now();
  const written: string[] = [];
  for (const { spec, loaded } of apis) {
    // Rendered before from the same document, renderer sources and lockfile: kept as it is.
    if (isPrebuiltFresh(spec, root)) {
      written.push(`${spec.id} reused`);
      continue;
    }
    const model = await pageModel(spec.id, loaded);
    const html = renderToStaticMarkup(<ApiReferenceContent model={model} downloads={downloadsFor(spec.id)} />);
    writePrebuilt(spec, html, root);
    written.push(`${spec.id} ${(html.length / 1024).toFixed(0)} KB`);
  }
  const ms = Math.round(performance.now() - started);
  return `API pages: ${written.join(', ')}, ${ms} ms → ${path.relative(root, path.join(root, '.generated/api'))}/`;
}
