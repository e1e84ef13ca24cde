import type { ApiEntry } from '../openapi/catalog';
import { toApiReference } from '../openapi/model';
import { resolveSampleLanguages } from '../openapi/samples';
import { readSdkSamples, sdkSampleIndex } from '../openapi/sdk-samples';
import type { CodeSample } from '../openapi/types';
import { visibleCode } from '../twoslash/samples';

/** The one generated language of the text copies: the HTTP call as curl (the page offers the others). */
const COPY_LANGUAGES = ['shell:curl'];

// Per loaded document: the copies of a document that did not change keep their samples.
const cache = new WeakMap<ApiEntry['loaded'], Record<string, CodeSample[]>>();

/**
 * The request samples the Markdown copy of a reference gives each operation (and the MCP server's
 * `get_operation` reads back from it), in the page's tab order: the document's own
 * (`x-codeSamples`), curl, and the reference's SDK call right after curl. No highlighting, and the
 * SDK call without its hidden lines, as its copy button gives it. A pinned (versioned) reference
 * has no SDK calls, as its pages have none.
 */
export function copySamples(entry: Pick<ApiEntry, 'spec' | 'loaded'>): Record<string, CodeSample[]> {
  const cached = cache.get(entry.loaded);
  if (cached) return cached;
  const { spec, loaded } = entry;
  const model = toApiReference(loaded.dereferenced, {
    id: spec.id,
    raw: loaded.raw,
    sampleLanguages: resolveSampleLanguages(COPY_LANGUAGES),
  });
  const operations = model.tags.flatMap((tag) => tag.operations);
  if (spec.sdkSamples && !spec.version) {
    const ids = new Set(operations.flatMap((op) => (op.operationId ? [op.operationId] : [])));
    for (const sample of readSdkSamples(spec.sdkSamples.file, ids).samples) {
      const op = operations.find((o) => o.operationId === sample.operationId)!;
      if (op.samples.some((s) => s.label === spec.sdkSamples!.label)) continue;
      op.samples.splice(sdkSampleIndex(op.samples), 0, {
        label: spec.sdkSamples.label,
        language: sample.lang,
        code: visibleCode(sample.lang, sample.code),
      });
    }
  }
  const samples = Object.fromEntries(operations.filter((op) => op.samples.length).map((op) => [op.id, op.samples]));
  cache.set(loaded, samples);
  return samples;
}
