import fs from 'node:fs';
import path from 'node:path';
import type { Validate } from '../examples/check';
import { type ApiOperations, modelOperations } from '../examples/operations';
import { type LoadedDocument, loadOpenApiDocument, parseDocumentText } from '../openapi/load';
import { toApiReference } from '../openapi/model';
import type { ApiReference } from '../openapi/types';
import { schemaValidator } from '../openapi/validate-examples';
import { buildSearchIndex } from '../search/build';
import { SearchEngine } from '../search/engine.client';
import type { SearchRecord } from '../search/types';

/** One API reference as the tools read it: the reference's model, and the example check's view of it. */
export interface DocsApi {
  id: string;
  model: ApiReference;
  operations: ApiOperations;
  validate: Validate;
  /** The OpenAPI document, for check_request's wording of schema problems (field-problems.ts). */
  document?: Record<string, unknown>;
}

/** Everything the MCP server answers from, read once: the same files the site serves. */
export interface DocsData {
  /** The site's origin without a trailing slash (https://docs.acme.com), from llms.txt's links. */
  siteUrl: string;
  llmsTxt: string;
  /** Route without `.md` (`/docs/a/b`, `/api/content`) → the bytes of its Markdown copy. */
  pages: Map<string, string>;
  /** The site search's engine over the site's records. */
  search: SearchEngine;
  apis: DocsApi[];
  /** The documents cut docs versions pinned, as published (`api/<version>/<id>.json`): for api_changes. */
  pinned: PinnedDocument[];
}

interface PinnedDocument {
  id: string;
  version: string;
  raw: Record<string, unknown>;
}

/** What a DocsData is made of, as the build writes it or as tests make it from the content graph. */
export interface DocsParts {
  llmsTxt: string;
  pages: Map<string, string>;
  records: SearchRecord[];
  apis: Array<{ id: string; loaded: LoadedDocument }>;
  pinned?: PinnedDocument[];
}

/** The site's origin, from the first absolute link in llms.txt. */
function siteOrigin(llmsTxt: string): string {
  return /\]\((https?:\/\/[^/)]+)/.exec(llmsTxt)?.[1] ?? 'http://localhost';
}

/** Assembles the server's data: the search engine over the records, each API's model and operations. */
export function docsData(parts: DocsParts): DocsData {
  return {
    siteUrl: siteOrigin(parts.llmsTxt),
    llmsTxt: parts.llmsTxt,
    pages: parts.pages,
    pinned: parts.pinned ?? [],
    search: new SearchEngine(buildSearchIndex(parts.records)),
    apis: parts.apis.map(({ id, loaded }) => {
      const model = toApiReference(loaded.dereferenced, {
        id,
        samples: false,
        warnings: loaded.warnings,
        raw: loaded.raw,
      });
      // The example check's view of the operations is a map over the model, as in the build.
      return {
        id,
        model,
        operations: modelOperations(id, `api/${id}.json`, model),
        validate: schemaValidator(loaded.raw),
        document: loaded.raw,
      };
    }),
  };
}

/** Where a build keeps each file the server reads: `next build`'s .next with public/, or the export's out/. */
interface OutputLayout {
  kind: '.next' | 'out';
  /** Folder holding docs/**\/*.md and api/*.md, api/*.json. */
  files: string;
  llmsTxt: string;
  records: string;
}

function layouts(root: string): OutputLayout[] {
  const app = path.join(/*turbopackIgnore: true*/ root, '.next/server/app');
  const out = path.join(/*turbopackIgnore: true*/ root, 'out');
  return [
    {
      kind: '.next',
      files: path.join(/*turbopackIgnore: true*/ root, 'public'),
      llmsTxt: path.join(app, 'llms.txt.body'),
      records: path.join(app, 'search-records.json.body'),
    },
    {
      kind: 'out',
      files: out,
      llmsTxt: path.join(out, 'llms.txt'),
      records: path.join(out, 'search-records.json'),
    },
  ];
}

/** Every `.md` file under a folder's docs/ and api/, keyed by its route without `.md`. */
function readCopies(files: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const top of ['docs', 'api']) {
    const dir = path.join(files, top);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const route = `/${path.relative(files, file).split(path.sep).join('/')}`.replace(/\.md$/, '');
      pages.set(route, fs.readFileSync(file, 'utf8'));
    }
  }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Reads a build's output: `.next` (after `npm run build`, whose public/ holds the Markdown copies and
 * OpenAPI downloads) or `out/` (the static export). `prefer` picks one when both exist; otherwise the
 * newer one wins. Throws naming the files looked for when there is no build.
 */
export async function loadBuildOutput(root = process.cwd(), prefer?: '.next' | 'out'): Promise<DocsData> {
  const found = layouts(root)
    .filter((l) => fs.existsSync(l.llmsTxt) && fs.existsSync(l.records))
    .filter((l) => !prefer || l.kind === prefer)
    .sort((a, b) => fs.statSync(b.llmsTxt).mtimeMs - fs.statSync(a.llmsTxt).mtimeMs);
  const layout = found[0];
  if (!layout) {
    const looked = layouts(root)
      .filter((l) => !prefer || l.kind === prefer)
      .map((l) => path.relative(root, l.llmsTxt))
      .join(' or ');
    throw new Error(`mcp: no build output in ${root}: expected ${looked}; run \`npm run build\` or \`npm run export\``);
  }
  const records = (JSON.parse(fs.readFileSync(layout.records, 'utf8')) as { records: SearchRecord[] }).records;
  const apiDir = path.join(layout.files, 'api');
  const ids = fs.existsSync(apiDir)
    ? fs
        .readdirSync(apiDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort()
    : [];
  // The build already checked these documents strictly; lenient never fails on what it accepted.
  const apis = await Promise.all(
    ids.map(async (id) => ({
      id,
      loaded: await loadOpenApiDocument(path.join(apiDir, `${id}.json`), 'lenient', root),
    })),
  );
  return docsData({
    llmsTxt: fs.readFileSync(layout.llmsTxt, 'utf8'),
    pages: readCopies(layout.files),
    records,
    apis,
    pinned: readPinned(apiDir, ids),
  });
}

/** The pinned copies a build published: `api/<version>/<id>.json` for each API id. */
function readPinned(apiDir: string, ids: string[]): PinnedDocument[] {
  if (!fs.existsSync(apiDir)) return [];
  return fs
    .readdirSync(apiDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ids
        .map((id) => ({ id, file: path.join(apiDir, entry.name, `${id}.json`) }))
        .filter(({ file }) => fs.existsSync(file))
        .map(({ id, file }) => ({
          id,
          version: entry.name,
          raw: parseDocumentText(fs.readFileSync(file, 'utf8'), file),
        })),
    );
}
