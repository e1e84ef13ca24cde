/**
 * Measures one OpenAPI document (run by openapi.ts in its own process, so peak memory is its own):
 * lenient load, model, highlighting and rendering of every page to HTML. Prints one JSON line.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { renderToString } from 'react-dom/server';
import { ApiReferenceView } from '../components/openapi/api-reference';
import { highlightReference } from '../lib/openapi/highlight';
import { loadOpenApiDocument } from '../lib/openapi/load';
import { toApiReference } from '../lib/openapi/model';
import { referenceLayout } from '../lib/openapi/pages';

const file = process.argv[2];
const started = performance.now();
const loaded = await loadOpenApiDocument(file, 'lenient', '/');
const model = toApiReference(loaded.dereferenced, { id: 'bench', warnings: loaded.warnings });
const modelBytes = JSON.stringify(model).length; // proves the model is acyclic and serializable
const modelMs = performance.now() - started;

const renderStart = performance.now();
await highlightReference(model);
// Planned from the model without samples, as the portal does (lib/openapi/catalog.ts).
const layout = referenceLayout(
  toApiReference(loaded.dereferenced, { id: 'bench', samples: false, warnings: loaded.warnings }),
);
const pages = layout.pages;
const sizes = pages.map((page) =>
  Buffer.byteLength(renderToString(<ApiReferenceView model={model} downloads={[]} layout={layout} page={page} />)),
);
const renderMs = performance.now() - renderStart;

console.log(
  JSON.stringify({
    file: file.split('/').pop(),
    sourceBytes: fs.statSync(file).size,
    operations: model.tags.reduce((n, t) => n + t.operations.length, 0),
    schemas: model.schemas.length,
    warnings: model.warnings.length,
    firstWarning: model.warnings[0] ? `${model.warnings[0].pointer}: ${model.warnings[0].message}`.slice(0, 120) : '',
    modelMs: Math.round(modelMs),
    renderMs: Math.round(renderMs),
    pages: pages.length,
    totalHtml: sizes.reduce((a, b) => a + b, 0),
    largestPage: Math.max(...sizes),
    modelBytes,
    peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
