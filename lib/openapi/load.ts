import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import { ContentError } from '../utils/errors';
import { codeSampleProblems } from './code-samples';
import type { Obj } from './document';
import { checkDocumentLimits, dereferencedSize, MAX_DEREFERENCED_NODES, MAX_DOCUMENT_BYTES } from './document-limits';
import { externalRefs } from './external-refs';
import { replaceMissingRefs } from './missing-refs';
import { serverWarnings } from './servers';
import type { Warning } from './types';
import {
  type ExampleProblem,
  exampleProblems,
  MAX_LENIENT_EXAMPLE_CHECKS,
  validateExamples,
} from './validate-examples';

/** The examples' contradictions in a lenient document: a schema that cannot be compiled is no example's fault. */
function lenientExampleProblems(doc: Obj): ExampleProblem[] {
  try {
    return exampleProblems(doc, { limit: MAX_LENIENT_EXAMPLE_CHECKS, quiet: true }).filter(
      (p) => !p.message.startsWith('the schema cannot be compiled'),
    );
  } catch {
    return [];
  }
}

export type LoadMode = 'strict' | 'lenient';

export interface LoadedDocument {
  /** The document as written (local $refs kept): for downloads and example validation. */
  raw: Obj;
  /** The document with $refs resolved (may contain cycles: never serialize it). */
  dereferenced: Obj;
  warnings: Warning[];
}

/** `$ref` keys inside example values are data, not references: never resolve them. */
const EXAMPLE_PATH = /\/(example|examples\/[^/]+\/value)(\/|$)/;

/**
 * Parses YAML or JSON text; YAML keeps dates as strings (examples are data). The result is within
 * the limits of document-limits.ts (size as expanded, depth, no cycles), or a ContentError.
 */
export function parseDocumentText(text: string, file: string): Obj {
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : yaml.load(text, { schema: yaml.CORE_SCHEMA });
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new Error('the document is not an object');
  } catch (error) {
    throw new ContentError(
      file,
      [`not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`],
      { cause: error },
    );
  }
  checkDocumentLimits(data, file);
  return data as Obj;
}

/**
 * The document's real path, which must lie under `root` (the project; benchmarks pass `/`): a
 * ContentError for `../`, an absolute path elsewhere or a symlink that leads out.
 */
export function documentPath(file: string, root: string): string {
  const base = fs.realpathSync(root);
  const prefix = base.endsWith(path.sep) ? base : base + path.sep;
  const resolved = path.resolve(base, file);
  let real: string;
  try {
    real = fs.realpathSync(resolved);
  } catch (error) {
    throw new ContentError(file, [`cannot read the document: ${(error as Error).message}`], { cause: error });
  }
  if (!resolved.startsWith(prefix) || !real.startsWith(prefix))
    throw new ContentError(file, ['the document is outside the project: give a path inside the project root']);
  return real;
}

/**
 * The text of a document (`file` as configured, under `root`), or a ContentError naming it: outside
 * the project, unreadable, or over MAX_DOCUMENT_BYTES (checked before reading).
 */
export function readDocumentText(file: string, root: string): string {
  const real = documentPath(file, root);
  const bytes = fs.statSync(/*turbopackIgnore: true*/ real).size;
  if (bytes > MAX_DOCUMENT_BYTES)
    throw new ContentError(file, [
      `the document is ${(bytes / 2 ** 20).toFixed(1)} MB, over the limit of ${MAX_DOCUMENT_BYTES / 2 ** 20} MB ` +
        '(lib/openapi/document-limits.ts): split it, or leave out what the reference does not need',
    ]);
  // Only the OpenAPI documents are read here; the ignore comment keeps file tracing scoped.
  return fs.readFileSync(/*turbopackIgnore: true*/ real, 'utf8');
}

/** swagger-parser's validation problems as pointer + message pairs. */
function validationProblems(error: unknown): Warning[] {
  const details = (error as { details?: Array<{ instancePath?: string; message?: string; params?: unknown }> }).details;
  if (Array.isArray(details) && details.length) {
    return details.map((d) => ({
      pointer: d.instancePath || '/',
      message: `${d.message ?? 'invalid'}${d.params ? ` ${JSON.stringify(d.params)}` : ''}`,
    }));
  }
  return [{ pointer: '/', message: (error as Error).message.split('\n')[0] }];
}

// swagger-parser works in place: each call gets its own copy.
const copy = (doc: Obj) => structuredClone(doc);
const parserOptions = { resolve: { external: false } } as const;

/**
 * Loads an OpenAPI document. Strict mode (the portal's own documents) fails on any validation error
 * or example that contradicts its schema, naming the file and JSON pointer. Lenient mode (any other
 * document) never fetches, keeps examples as data, and turns problems into warnings.
 */
export async function loadOpenApiDocument(
  file: string,
  mode: LoadMode = 'strict',
  root = process.cwd(),
): Promise<LoadedDocument> {
  try {
    return await loadDocument(file, mode, root);
  } catch (error) {
    // Every failure names the file, whatever threw (the parser, a resolver, a stack overflow).
    if (error instanceof ContentError) throw error;
    throw new ContentError(file, [`cannot load the document: ${(error as Error)?.message ?? String(error)}`], {
      cause: error,
    });
  }
}

async function loadDocument(file: string, mode: LoadMode, root: string): Promise<LoadedDocument> {
  const raw = parseDocumentText(readDocumentText(file, root), file);
  // A server whose variables combine into too many URLs is cut, in both modes (lib/openapi/servers.ts).
  const warnings: Warning[] = serverWarnings(raw.servers);
  const external = externalRefs(raw);
  if (mode === 'strict' && external.length)
    throw new ContentError(
      file,
      external.map((p) => `${p.pointer}: ${p.message}`),
    );
  warnings.push(...external);
  // Lenient: a reference to a missing component becomes a warning, not an unresolved document.
  const { doc: resolvable, warnings: refWarnings } =
    mode === 'lenient' ? replaceMissingRefs(raw) : { doc: raw, warnings: [] };
  warnings.push(...refWarnings);
  // Validation walks the document with its $refs copied: past the bound, strict refuses it and
  // lenient keeps it unvalidated (the model has bounds of its own, lib/openapi/schema-view.ts).
  const expansion = dereferencedSize(resolvable, MAX_DEREFERENCED_NODES);
  if (expansion.pointer !== undefined) {
    const problem = {
      pointer: expansion.pointer,
      message:
        `the document expands to more than ${MAX_DEREFERENCED_NODES.toLocaleString('en')} values once its ` +
        `$refs are resolved (this one first crossed it): ${mode === 'strict' ? 'refused' : 'not validated'}; ` +
        'a $ref used in many places multiplies what it refers to',
    };
    if (mode === 'strict') throw new ContentError(file, [`${problem.pointer}: ${problem.message}`]);
    warnings.push(problem);
  } else
    try {
      await SwaggerParser.validate(
        copy(resolvable) as never,
        { ...parserOptions, dereference: { excludedPathMatcher: (p: string) => EXAMPLE_PATH.test(p) } } as never,
      );
    } catch (error) {
      const problems = validationProblems(error);
      if (mode === 'strict')
        throw new ContentError(
          file,
          problems.map((p) => `${p.pointer}: ${p.message}`),
          { cause: error },
        );
      warnings.push(...problems);
    }
  // A code sample (x-codeSamples) that cannot be shown: strict refuses it, lenient leaves it out with a warning.
  const sampleProblems = codeSampleProblems(raw);
  if (mode === 'strict' && sampleProblems.length)
    throw new ContentError(
      file,
      sampleProblems.map((p) => `${p.pointer}: ${p.message}`),
    );
  warnings.push(...sampleProblems);
  // Every example, `example` and each named one: strict refuses a contradiction, lenient warns
  // (only where its schema compiles: a lenient document's missing references are warned of above).
  if (mode === 'strict') {
    const exampleErrors = validateExamples(raw);
    if (exampleErrors.length)
      throw new ContentError(
        file,
        exampleErrors.map((e) => `example does not match its schema: ${e}`),
      );
  } else if (expansion.pointer === undefined)
    for (const problem of lenientExampleProblems(resolvable))
      warnings.push({ pointer: problem.pointer, message: `example does not match its schema: ${problem.message}` });
  return { raw, dereferenced: await dereference(resolvable, file, mode, warnings), warnings };
}

/** Resolves $refs (cycles kept as object cycles); in lenient mode falls back to the raw document. */
async function dereference(raw: Obj, file: string, mode: LoadMode, warnings: Warning[]): Promise<Obj> {
  try {
    return (await SwaggerParser.dereference(
      copy(raw) as never,
      {
        ...parserOptions,
        dereference: { circular: true, excludedPathMatcher: (p: string) => EXAMPLE_PATH.test(p) },
      } as never,
    )) as unknown as Obj;
  } catch (error) {
    if (mode === 'strict')
      throw new ContentError(file, [`cannot resolve references: ${(error as Error).message}`], { cause: error });
    warnings.push({ pointer: '/', message: `references left unresolved: ${(error as Error).message.split('\n')[0]}` });
    return copy(raw);
  }
}
