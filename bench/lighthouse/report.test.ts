import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchmarkIndexNote, printAgainstReference, printBudgets } from './report';
import type { Cell, RunSummary } from './run';

const run = (benchmarkIndex: number, tbt: number, performance: number) =>
  ({
    benchmarkIndex,
    tbt,
    cls: 0,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  }) as unknown as RunSummary;
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

  it('holds mobile speed to the reference of the same run: TBT at most 2× and performance at most 5 points below', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const ref = { tbt: 200, perf: 80 };
    const page = (tbt: number, perf: number) => [cell('/docs', 'mobile', [run(1345, tbt, perf)])];
    expect(printBudgets(page(400, 75), ['/docs'], ref)).toBe(true);
    expect(printBudgets(page(401, 75), ['/docs'], ref)).toBe(false);
    expect(printBudgets(page(400, 74), ['/docs'], ref)).toBe(false);
    // Near-zero reference TBT: 50 ms above it still passes.
    expect(printBudgets(page(60, 99), ['/docs'], { tbt: 10, perf: 99 })).toBe(true);
    // No reference: the absolute budgets.
    expect(printBudgets(page(90, 95), ['/docs'])).toBe(true);
    expect(printBudgets(page(90, 94), ['/docs'])).toBe(false);
  });
});
