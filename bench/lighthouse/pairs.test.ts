import { describe, expect, it } from 'vitest';
import { alternatingOrder, choosePairs, DOCUSAURUS_PAIRS, ratio, sideBySideRows } from './pairs';
import type { Cell, RunSummary } from './run';

const run = (performance: number, fcp: number, lcp: number, tbt: number) =>
  ({ scores: { performance }, fcp, lcp, tbt }) as unknown as RunSummary;
const cell = (page: string, runs: RunSummary[]): Cell => ({ page, form: 'mobile', runs, failures: [] });

describe('bench:lighthouse --docusaurus pairs', () => {
  it('pairs the five pages the issue names, the mermaid page with their docs page', () => {
    expect(DOCUSAURUS_PAIRS.map((p) => `${p.ours} ${p.theirs}`)).toEqual([
      '/ /',
      '/docs/experience-sdk/intro /docs/experience-sdk/intro',
      '/api/content /api/content',
      '/blog /blog',
      '/docs/acme-profiles/intro /docs/experience-sdk/intro',
    ]);
  });

  it('picks pairs by our page, and names the pairs when a page has none', () => {
    expect(choosePairs(undefined)).toHaveLength(5);
    expect(choosePairs(['/blog', '/']).map((p) => p.ours)).toEqual(['/', '/blog']);
    expect(() => choosePairs(['/api/profiles'])).toThrow(
      /no Docusaurus page is paired with \/api\/profiles; the pairs are \/, /,
    );
  });

  it('alternates ours and theirs within each round, round after round', () => {
    expect(alternatingOrder(2, 2).map((o) => `${o.round}${o.pair}${o.side[0]}`)).toEqual([
      '10o',
      '10t',
      '11o',
      '11t',
      '20o',
      '20t',
      '21o',
      '21t',
    ]);
    expect(alternatingOrder(0, 3)).toEqual([]);
  });

  it('prints ratios ours / theirs, none for a zero or missing reference', () => {
    expect(ratio(1060, 910)).toBe('1.16×');
    expect(ratio(50, 0)).toBe('–');
    expect(ratio(Number.NaN, 10)).toBe('–');
  });

  it('tabulates the medians of each side with their ratios and run counts', () => {
    const pairs = [DOCUSAURUS_PAIRS[2], DOCUSAURUS_PAIRS[4]];
    const ours = [
      cell('/api/content', [run(95, 1200, 2800, 10), run(97, 1000, 2000, 30), run(96, 1100, 2900, 20)]),
      cell('/docs/acme-profiles/intro', []),
    ];
    const theirs = [
      cell('docusaurus /api/content', [run(73, 900, 1100, 400), run(75, 920, 1200, 600)]),
      cell('docusaurus /docs/experience-sdk/intro', [run(86, 910, 2420, 0)]),
    ];
    const rows = sideBySideRows(pairs, ours, theirs);
    expect(rows[0]).toEqual([
      'page (ours ↔ Docusaurus)',
      'perf',
      'ratio',
      'FCP s',
      'ratio',
      'LCP s',
      'ratio',
      'TBT ms',
      'ratio',
      'runs',
    ]);
    expect(rows[1]).toEqual([
      '/api/content',
      '96 / 74',
      '1.30×',
      '1.10 / 0.91',
      '1.21×',
      '2.80 / 1.15',
      '2.43×',
      '20 / 500',
      '0.04×',
      '3/2',
    ]);
    // No run of ours: dashes, not NaN.
    expect(rows[2]).toEqual([
      '/docs/acme-profiles/intro ↔ /docs/experience-sdk/intro',
      '– / 86',
      '–',
      '– / 0.91',
      '–',
      '– / 2.42',
      '–',
      '– / 0',
      '–',
      '0/1',
    ]);
  });
});
