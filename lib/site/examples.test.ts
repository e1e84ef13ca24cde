import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideCoverage } from '../examples/coverage';
import { checkSiteExamples, exampleSummary } from './examples';
import { loadContentGraph } from './graph-load';

const root = path.join(import.meta.dirname, '../..');

describe('the real content', () => {
  it(
    'has no HTTP example that contradicts the API references, ' +
      'every skip explained, every operation linked from a guide',
    async () => {
      const graph = loadContentGraph({ root, includeDrafts: false });
      const apis = await graph.apis();
      const report = checkSiteExamples(graph, apis);
      expect(report.errors).toEqual([]);
      expect(report.checked).toBeGreaterThanOrEqual(25);
      for (const skip of report.skipped) expect(skip.reason.trim().length).toBeGreaterThan(10);
      // Every Profiles operation and every non-deprecated Content API operation is linked from a guide.
      const links = graph.entries.flatMap((entry) => graph.analyse(entry).links.map((link) => link.url));
      expect(guideCoverage(apis, links).map(({ api, unlinked }) => ({ api, unlinked }))).toEqual([
        { api: 'content', unlinked: [] },
        { api: 'profiles', unlinked: [] },
      ]);
      expect(exampleSummary(graph, apis, report)[0]).toMatch(/^Examples: \d+ HTTP example\(s\) checked/);
    },
  );
});
