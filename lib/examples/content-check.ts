import type { Root } from 'mdast';
import type { ApiEntry } from '../openapi/catalog';
import { schemaValidator } from '../openapi/validate-examples';
import { cachedSchemaValidator } from '../openapi/verdict-cache';
import { jsonBlockProblems, requestProblems, type Validate } from './check';
import { extractExamples } from './extract';
import { findOperation, matchRequest } from './match';
import { type ApiOperations, modelOperations, type OperationInfo } from './operations';

/** A file whose examples are checked: its path, parsed Markdown and frontmatter length. */
export interface ExampleSource {
  file: string;
  tree: Root;
  lineOffset: number;
}

/** What the example check found: errors (file:line: operation: problem), what it checked and skipped. */
export interface ExampleReport {
  errors: string[];
  checked: number;
  skipped: Array<{ at: string; reason: string }>;
  /** `api#operationId` of every operation an example exercised. */
  exercised: Set<string>;
}

/** The operations and schema validator of each reference, made once per loaded document and cache. */
const prepared = new WeakMap<object, Map<string | undefined, { operations: ApiOperations; validate: Validate }>>();

/** `cacheRoot`: the project whose .next/cache keeps the verdicts between builds (./verdict-cache.ts). */
function prepare(api: ApiEntry, cacheRoot: string | undefined) {
  let byCache = prepared.get(api.loaded);
  if (!byCache) prepared.set(api.loaded, (byCache = new Map()));
  let entry = byCache.get(cacheRoot);
  if (!entry) {
    entry = {
      operations: modelOperations(api.spec.id, api.spec.file, api.model),
      validate:
        cacheRoot === undefined ? schemaValidator(api.loaded.raw) : cachedSchemaValidator(api.loaded.raw, cacheRoot),
    };
    byCache.set(cacheRoot, entry);
  }
  return entry;
}

/**
 * Checks every HTTP example in the sources against the API reference it targets: method and path,
 * parameters, where the token goes, and JSON bodies against their schemas (the rules the build
 * uses for the documents' own examples). Reads the files only: it never sends a request. With
 * `cacheRoot` (a build), the schemas' verdicts are kept in that project's .next/cache.
 */
export function checkExamples(sources: ExampleSource[], apis: ApiEntry[], cacheRoot?: string): ExampleReport {
  const ready = new Map(apis.map((api) => [api.spec.id, prepare(api, cacheRoot)]));
  const all = [...ready.values()].map((r) => r.operations);
  const report: ExampleReport = { errors: [], checked: 0, skipped: [], exercised: new Set() };
  for (const source of sources) {
    for (const { example, line, skip } of extractExamples(source.tree, source.lineOffset)) {
      const at = `${source.file}:${line}`;
      if (skip !== undefined) {
        if (skip.trim()) report.skipped.push({ at, reason: skip });
        else report.errors.push(`${at}: skip-check needs a reason: skip-check="why this example is not checked"`);
        continue;
      }
      const match =
        example.kind === 'json'
          ? findOperation(all, example.operation ?? '')
          : matchRequest(all, example.method ?? 'GET', example.url ?? '');
      if (!match) continue;
      if ('problem' in match) {
        report.errors.push(`${at}: ${example.kind} example: ${match.problem}`);
        continue;
      }
      const op: OperationInfo = match.operation;
      const validate = ready.get(op.api)!.validate;
      const problems =
        example.kind === 'json' ? jsonBlockProblems(example, op, validate) : requestProblems(example, op, validate);
      report.checked++;
      report.exercised.add(`${op.api}#${op.id}`);
      for (const problem of problems)
        report.errors.push(
          `${at}: ${example.kind} example of ${op.api}#${op.id} (${op.method} ${op.path}): ${problem}`,
        );
    }
  }
  return report;
}
