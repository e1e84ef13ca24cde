import { describe, expect, it } from 'vitest';
import { insightsReport, insightsTable } from './insights-report';

const line = (tool: string, query: string, results: number, error = false) =>
  JSON.stringify({ at: '2026-11-27T00:00:00Z', event: 'mcp_tool', tool, query, results, error, ms: 1 });

describe('insightsReport', () => {
  it('counts the top queries, the ones that found nothing and the pages reached, skipping bad lines', () => {
    const log = [
      line('search_docs', 'Upsert profile', 3),
      line('search_docs', 'upsert  profile', 3),
      line('search_docs', 'webhooks', 0),
      line('get_page', '/docs/a', 1),
      line('get_page', '/docs/a', 1),
      line('get_page', '/docs/missing', 0, true),
      '{"event":"mcp_tool","tool":"search_docs","query":"trunc',
      'not json at all',
      JSON.stringify({ event: 'other' }),
      '',
    ].join('\n');
    const report = insightsReport([log]);
    expect(report.topQueries).toEqual([
      { query: 'upsert profile', count: 2 },
      { query: 'webhooks', count: 1 },
    ]);
    expect(report.noResults).toEqual([{ query: 'webhooks', count: 1 }]);
    expect(report.topPages).toEqual([{ page: '/docs/a', count: 2 }]);
    expect(report).toMatchObject({ lines: 9, skipped: 3 });
    expect(insightsTable(report)).toContain('3 skipped');
  });

  it('reads a GA4 CSV export with comment lines, a header and counts', () => {
    const csv = [
      '# ----------------------------------------',
      '# Search terms',
      'Event name,Search term,Event count',
      'search,Segments,12',
      'search_no_results,consent api,4',
      'search,"quoted, term",2',
      'search,"open quote,3',
      'search,bad count,x',
    ].join('\n');
    const report = insightsReport([csv]);
    expect(report.topQueries).toEqual([
      { query: 'segments', count: 12 },
      { query: 'quoted, term', count: 2 },
    ]);
    expect(report.noResults).toEqual([{ query: 'consent api', count: 4 }]);
    expect(report.skipped).toBe(2);
  });
});
