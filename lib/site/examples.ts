import { checkExamples, type ExampleReport } from '../examples/content-check';
import { guideCoverage } from '../examples/coverage';
import type { ApiEntry } from '../openapi/catalog';
import { nameOperation, readSdkSamples, type SdkSampleFile } from '../openapi/sdk-samples';
import { checkSamples, type SampleCheckBeside, type SampleReport, type SampleSource } from '../twoslash/check';
import type { ContentEntry, ContentGraph } from './graph';

const sampleSources = (graph: ContentGraph, entries: ContentEntry[]): SampleSource[] =>
  entries.map((entry) => ({ file: entry.filePath, tree: graph.analyse(entry).tree, lineOffset: entry.bodyLineOffset }));

/** The TypeScript and JavaScript samples of the entries (all by default), type-checked. */
export function checkSiteSamples(graph: ContentGraph, entries: ContentEntry[] = graph.entries): SampleReport {
  return checkSamples(sampleSources(graph, entries));
}

/**
 * The SDK sample files of the references (`apis[].sdkSamples`), read against their operations: the
 * site's current references only (a cut version's pinned document keeps no SDK tab).
 */
async function sdkSampleFiles(apis: ApiEntry[], root = process.cwd()): Promise<SdkSampleFile[]> {
  return apis.flatMap(({ spec, model }) => {
    if (!spec.sdkSamples || spec.version) return [];
    const ids = new Set(
      model.tags.flatMap((t) => t.operations.flatMap((op) => (op.operationId ? [op.operationId] : []))),
    );
    return [readSdkSamples(spec.sdkSamples.file, ids, root)];
  });
}

/**
 * Every sample of the site, type-checked by the prebuild's child process (twoslash/check.ts:
 * startSampleCheck): the content's, and the SDK calls beside the references, whose errors name
 * their operation.
 */
export function checkSiteSamplesBeside(
  graph: ContentGraph,
  beside: SampleCheckBeside,
  typesReady: Promise<unknown>,
): { done: Promise<SampleReport & { ms: number }>; sdkChecked: Promise<boolean> } {
  const sdk = graph.apis().then((apis) => sdkSampleFiles(apis));
  const sdkSources = sdk.then((files) => files.map(({ file, tree }) => ({ file, tree, lineOffset: 0 })));
  const done = sdkSources.then(async (first) => {
    // The SDK calls first: the API pages render their hover types once those are checked.
    const report = await beside.check([...sampleSources(graph, graph.entries), ...first], typesReady, first);
    const files = await sdk;
    return { ...report, errors: report.errors.map((error) => nameOperation(error, files)) };
  });
  return { done, sdkChecked: sdkSources.then((first) => beside.checked(first)) };
}

/** The version an entry belongs to: a cut version's name, or undefined (the current docs, pages, posts). */
export const versionOfEntry = (entry: ContentEntry) => ('version' in entry ? entry.version : undefined);

/**
 * The HTTP examples of the entries (all by default) checked against the references: each docs
 * version's against its own (a cut version's pinned documents, the rest against the site's).
 */
export function checkSiteExamples(
  graph: ContentGraph,
  apis: ApiEntry[],
  entries: ContentEntry[] = graph.entries,
): ExampleReport {
  const versions = [undefined, ...graph.versions.map((v) => v.name)];
  const reports = versions.flatMap((version) => {
    const own = entries.filter((entry) => versionOfEntry(entry) === version);
    if (own.length === 0 && version !== undefined) return [];
    return [
      checkExamples(
        own.map((entry) => ({
          file: entry.filePath,
          tree: graph.analyse(entry).tree,
          lineOffset: entry.bodyLineOffset,
        })),
        versionApis(apis, version),
        // A build keeps the schemas' verdicts between builds; development validates as it reads.
        graph.buildCache ? graph.root : undefined,
      ),
    ];
  });
  return {
    errors: reports.flatMap((report) => report.errors),
    skipped: reports.flatMap((report) => report.skipped),
    checked: reports.reduce((sum, report) => sum + report.checked, 0),
    exercised: new Set(reports.flatMap((report) => [...report.exercised])),
  };
}

/** The references a version's examples are checked against: those it pinned, the site's for the others. */
export function versionApis(apis: ApiEntry[], version: string | undefined): ApiEntry[] {
  const site = apis.filter((api) => !api.spec.version);
  if (version === undefined) return site;
  return site.map((api) => apis.find((other) => other.spec.id === `${version}/${api.spec.id}`) ?? api);
}

/** What the build prints about examples: how many were checked, each skip with its reason, guide coverage. */
export function exampleSummary(graph: ContentGraph, apis: ApiEntry[], report: ExampleReport, ms?: number): string[] {
  const links = graph.entries.flatMap((entry) => graph.analyse(entry).links.map((link) => link.url));
  const lines = [
    `Examples: ${report.checked} HTTP example(s) checked against the API references, ` +
      `${report.skipped.length} skipped${ms === undefined ? '' : ` (${ms} ms)`}.`,
  ];
  for (const skip of report.skipped) lines.push(`  skipped ${skip.at}: ${skip.reason}`);
  for (const { api, total, unlinked } of guideCoverage(apis, links)) {
    lines.push(
      `Guide coverage: ${api}: ${total - unlinked.length}/${total} operations linked from a guide` +
        `${unlinked.length ? `; not linked: ${unlinked.join(', ')}` : ''}.`,
    );
  }
  return lines;
}
