import { createHash } from 'node:crypto';
import { ContentError } from '../utils/errors';
import { referenceAnchors, splitPageAnchors } from './anchors';
import type { CatalogStore } from './catalog-store';
import { type LoadedDocument, loadOpenApiDocument, readDocumentText } from './load';
import { toApiReference } from './model';
import { pageHref, type ReferenceLayout, referenceLayout } from './pages';
import type { ApiSpec } from './specs';
import type { ApiReference } from './types';

/** One of the portal's API references, loaded in its mode and modelled once. */
export interface ApiEntry {
  spec: ApiSpec;
  /** Route of the reference page. */
  href: string;
  loaded: LoadedDocument;
  /** The model without request samples: anchors, search records, Markdown copies. */
  model: ApiReference;
  /** Its pages, and the page of each operation and schema (one page unless the document is large). */
  layout: ReferenceLayout;
  /** Page route → the anchors on it, for the link check. */
  anchors: Map<string, string[]>;
}

// Keyed by the document's text: a rebuild in development loads only the documents that changed.
const entries = new Map<string, Promise<ApiEntry>>();

/**
 * Loads one reference (strict: a schema error or an example contradicting its schema throws; lenient:
 * warnings). With a store, a reference an earlier build or process loaded from the same text is read
 * from it (lib/openapi/catalog-store.ts).
 */
function loadEntry(spec: ApiSpec, root: string, store?: CatalogStore): Promise<ApiEntry> {
  let text: string;
  try {
    text = readDocumentText(spec.file, root);
  } catch (error) {
    return Promise.reject(namedError(spec.file, error));
  }
  const key = `${spec.id}\0${spec.mode}\0${root}\0${createHash('sha256').update(text).digest('hex')}`;
  let entry = entries.get(key);
  const stored = entry ? undefined : store?.read(spec, text);
  if (stored) entries.set(key, (entry = Promise.resolve(stored)));
  if (!entry) {
    entry = loadOpenApiDocument(spec.file, spec.mode, root)
      .then((loaded) => {
        const model = toApiReference(loaded.dereferenced, {
          id: spec.id,
          samples: false,
          warnings: loaded.warnings,
          raw: loaded.raw,
        });
        const layout = referenceLayout(model);
        const anchors = new Map(
          layout.pages.map((page) => [
            pageHref(spec.id, page.slug),
            layout.split ? splitPageAnchors(model, page) : referenceAnchors(model),
          ]),
        );
        const loadedEntry: ApiEntry = { spec, href: `/api/${spec.id}`, loaded, model, layout, anchors };
        store?.write(spec, text, loadedEntry);
        return loadedEntry;
      })
      .catch((error: unknown) => {
        throw namedError(spec.file, error);
      });
    // A failed load is not kept: fixing the file must clear the error.
    entry.catch(() => entries.delete(key));
    entries.set(key, entry);
  }
  return entry;
}

/** Any failure while loading or modelling a document, as an error that names its file. */
function namedError(file: string, error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  return new ContentError(file, [`cannot load the document: ${(error as Error)?.message ?? String(error)}`], {
    cause: error,
  });
}

/** Every reference of the configuration, in its order (with a store: kept between builds). */
export function loadApiCatalog(
  specs: readonly ApiSpec[],
  root = process.cwd(),
  store?: CatalogStore,
): Promise<ApiEntry[]> {
  return Promise.all(specs.map((spec) => loadEntry(spec, root, store)));
}
