import { uiStrings } from '../i18n/catalogue';
import { typedCodeHtml } from '../markdown/typed-code';
import type { ApiEntry } from '../openapi/catalog';
import { highlightReference } from '../openapi/highlight';
import type { LoadedDocument } from '../openapi/load';
import { toApiReference } from '../openapi/model';
import { findPage, type ReferencePage } from '../openapi/pages';
import { resolveSampleLanguages } from '../openapi/samples';
import { readSdkSamples, sdkSampleIndex } from '../openapi/sdk-samples';
import { type ApiSpec, findApiSpec } from '../openapi/specs';
import type { ApiReference } from '../openapi/types';
import { visibleCode } from '../twoslash/samples';
import { getContentGraph } from './source';

/**
 * The model a reference page renders from a loaded document: samples included (the document's own,
 * then the reference's `sampleLanguages`, and its SDK's calls beside curl), highlighted.
 */
export async function pageModel(
  spec: Pick<ApiSpec, 'id' | 'sampleLanguages' | 'sdkSamples' | 'version'>,
  loaded: LoadedDocument,
): Promise<ApiReference> {
  const model = await highlightReference(
    toApiReference(loaded.dereferenced, {
      id: spec.id,
      warnings: loaded.warnings,
      sampleLanguages: spec.sampleLanguages && resolveSampleLanguages(spec.sampleLanguages),
    }),
  );
  return spec.sdkSamples && !spec.version ? withSdkSamples(model, spec.sdkSamples) : model;
}

/**
 * Each SDK call (lib/openapi/sdk-samples.ts) as a tab of its operation's request samples, right
 * after curl (after the document's own samples when there is no curl), highlighted with its hover
 * types from the sample check.
 */
async function withSdkSamples(
  model: ApiReference,
  { label, file }: NonNullable<ApiSpec['sdkSamples']>,
): Promise<ApiReference> {
  const operations = model.tags.flatMap((t) => t.operations);
  const ids = new Set(operations.flatMap((op) => (op.operationId ? [op.operationId] : [])));
  for (const sample of readSdkSamples(file, ids).samples) {
    const op = operations.find((o) => o.operationId === sample.operationId)!;
    if (op.samples.some((s) => s.label === label)) continue;
    op.samples.splice(sdkSampleIndex(op.samples), 0, {
      label,
      language: sample.lang,
      code: visibleCode(sample.lang, sample.code),
      html: await typedCodeHtml(sample.lang, sample.code),
    });
  }
  return model;
}

// Per loaded document: a document that did not change keeps its highlighted model.
const models = new WeakMap<LoadedDocument, Promise<ApiReference>>();

/** A reference of the content graph by route id: its document, model and layout. */
async function getApiEntry(id: string): Promise<ApiEntry> {
  const apis = await getContentGraph().apis();
  const entry = apis.find((api) => api.spec.id === id);
  if (!entry) throw new Error(`Unknown API reference "${id}". Known: ${apis.map((api) => api.spec.id).join(', ')}`);
  return entry;
}

/** The portal's own reference by route id, from the content graph: modelled and highlighted once per document. */
export async function getApiReference(id: string): Promise<ApiReference> {
  const entry = await getApiEntry(id);
  let model = models.get(entry.loaded);
  if (!model) models.set(entry.loaded, (model = pageModel(entry.spec, entry.loaded)));
  return model;
}

/** One page of a reference: its configuration entry, its loaded reference and the page itself. */
export interface ResolvedReferencePage {
  spec: ApiSpec;
  entry: ApiEntry;
  page: ReferencePage;
}

/**
 * The page of reference `id` with this slug ('' for its main page), or undefined when there is no
 * such reference or page: the one lookup a reference page's route, metadata and body share.
 */
export async function findReferencePage(id: string, slug: string): Promise<ResolvedReferencePage | undefined> {
  const spec = getApiSpec(id);
  if (!spec) return undefined;
  const entry = await getApiEntry(id);
  const page = findPage(entry.layout, slug);
  return page ? { spec, entry, page } : undefined;
}

/** The references of the configuration (read again in development when it changes). */
function getApiSpecs(): readonly ApiSpec[] {
  return getContentGraph().config.apis;
}

/** One reference of the configuration by route id. */
function getApiSpec(id: string): ApiSpec | undefined {
  return findApiSpec(getApiSpecs(), id);
}

/** Where the documents can be downloaded (written to public/api by the prebuild step). */
export function downloadsFor(id: string, locale?: string) {
  const t = uiStrings(locale);
  return [
    { label: t['api.overview.downloadYaml'], href: `/api/${id}.yaml` },
    { label: t['api.overview.downloadJson'], href: `/api/${id}.json` },
  ];
}
