import { checkExamples, type ExampleReport } from '../examples/content-check';
import { guideCoverage } from '../examples/coverage';
import type { ApiEntry } from '../openapi/catalog';
import { checkSamples, type SampleReport } from '../twoslash/check';
import type { ContentEntry, ContentGraph } from './graph';

/** The TypeScript and JavaScript samples of the entries (all by default), type-checked. */
export function checkSiteSamples(graph: ContentGraph, entries: ContentEntry[] = graph.entries): SampleReport {
  return checkSamples(
    entries.map((entry) => ({
      file: entry.filePath,
      tree: graph.analyse(entry).tree,
      lineOffset: entry.bodyLineOffset,
    })),
  );
}

/** The HTTP examples of the entries (all by default) checked against the references. */
export function checkSiteExamples(
  graph: ContentGraph,
  apis: ApiEntry[],
  entries: ContentEntry[] = graph.entries,
): ExampleReport {
  return checkExamples(
    entries.map((entry) => ({
      file: entry.filePath,
      tree: graph.analyse(entry).tree,
      lineOffset: entry.bodyLineOffset,
    })),
    apis,
  );
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
