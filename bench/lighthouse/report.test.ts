import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchmarkIndexNote, printAgainstReference } from './report';
import type { Cell, RunSummary } from './run';

const run = (benchmarkIndex: number, tbt: number, performance: number) =>
  ({ benchmarkIndex, tbt, scores: { performance } }) as unknown as RunSummary;
const cell = (page: string, form: 'mobile' | 'desktop', runs: RunSummary[]): Cell => ({
  page,
  form,
  runs,
  failures: [],
});

afterEach(() => vi.restoreAllMocks());

describe('Lighthouse figures against the host and a reference', () => {
  it('states the median benchmarkIndex of every run and its range', () => {
    expect(
      benchmarkIndexNote([
        cell('/', 'mobile', [run(1300, 0, 0), run(1400, 0, 0)]),
        cell('/x', 'mobile', [run(1345, 0, 0)]),
      ]),
    ).toBe('Lighthouse benchmarkIndex 1345 (median of 3 runs, 1300–1400; higher is faster)');
    expect(benchmarkIndexNote([cell('/', 'mobile', [])])).toContain('no successful run');
  });

  it('prints each mobile page as a TBT ratio and performance points against the reference', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const empty = cell('floor: empty Next.js', 'mobile', [run(1345, 200, 95)]);
    printAgainstReference(
      [cell('/docs', 'mobile', [run(1345, 900, 79)]), cell('/docs', 'desktop', [run(1345, 50, 100)]), empty],
      empty,
      'the empty page',
    );
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => /\/docs\s+TBT 4\.50× \(900 ms\), performance 16 points below/.test(line))).toBe(true);
    expect(lines.filter((line) => line.includes('TBT') && line.includes('×'))).toHaveLength(1);
  });
});
