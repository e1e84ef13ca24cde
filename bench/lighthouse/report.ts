/** The Lighthouse table (medians of the runs) and the budget lines. */
import { median } from '../stats';
import { type CATEGORIES, type Cell, RUNS, type RunSummary } from './run';

export const med = (cell: Cell, pick: (r: RunSummary) => number) => median(cell.runs.map(pick));

/**
 * Lighthouse's own measure of the host (environment.benchmarkIndex, higher is faster) over every
 * run: mobile scores of one build fall about 20 points from an index of 2,700 to one of 1,300.
 */
export function benchmarkIndexNote(cells: Cell[]): string {
  const indexes = cells.flatMap((c) => c.runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
  if (!indexes.length) return 'Lighthouse benchmarkIndex: no successful run';
  return `Lighthouse benchmarkIndex ${median(indexes).toFixed(0)} (median of ${indexes.length} runs, ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}; higher is faster)`;
}

/**
 * Each mobile page against a reference measured in the same run (the empty Next.js page, or a
 * portal page): TBT as a multiple of the reference's and performance in points below it, figures
 * that move far less between hosts than the absolute ones.
 */
export function printAgainstReference(cells: Cell[], reference: Cell, label: string) {
  if (!reference.runs.length) return console.log(`\nNo ratio to ${label}: none of its runs succeeded.`);
  const refTbt = med(reference, (r) => r.tbt);
  const refPerf = med(reference, (r) => r.scores.performance);
  console.log(`\nAgainst ${label} of this run (mobile; TBT ${refTbt.toFixed(0)} ms, performance ${refPerf}):`);
  for (const cell of cells.filter((c) => c.form === 'mobile' && c !== reference && c.runs.length)) {
    const tbt = med(cell, (r) => r.tbt);
    const points = refPerf - med(cell, (r) => r.scores.performance);
    console.log(
      `  ${cell.page.padEnd(40)} TBT ${(tbt / refTbt).toFixed(2)}× (${tbt.toFixed(0)} ms), performance ${points >= 0 ? `${points} points below` : `${-points} points above`}`,
    );
  }
}

export function printTable(cells: Cell[]) {
  // TBT of every run as well as the median: on two shared cores it moves by tens of ms between runs.
  const head = [
    'page'.padEnd(28),
    'form'.padEnd(7),
    'runs',
    'perf',
    'a11y',
    'b-p',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'TBT runs'.padEnd(12),
    'FCP ms',
    'total KB',
    'JS KB',
  ];
  console.log(head.join('  '));
  for (const cell of cells) {
    const s = (c: (typeof CATEGORIES)[number]) => String(med(cell, (r) => r.scores[c])).padStart(4);
    console.log(
      [
        cell.page.padEnd(28),
        cell.form.padEnd(7),
        `${cell.runs.length}/${RUNS}`.padStart(4),
        s('performance'),
        s('accessibility'),
        s('best-practices').padStart(3),
        s('seo').padStart(3),
        med(cell, (r) => r.lcp)
          .toFixed(0)
          .padStart(6),
        med(cell, (r) => r.cls)
          .toFixed(3)
          .padStart(5),
        med(cell, (r) => r.tbt)
          .toFixed(0)
          .padStart(6),
        cell.runs
          .map((r) => r.tbt.toFixed(0))
          .join('/')
          .padEnd(12),
        med(cell, (r) => r.fcp)
          .toFixed(0)
          .padStart(6),
        med(cell, (r) => r.transferKb)
          .toFixed(1)
          .padStart(8),
        med(cell, (r) => r.jsKb)
          .toFixed(1)
          .padStart(5),
      ].join('  '),
    );
  }
}

/** The empty Next.js page's mobile medians, measured in the same run: what the speed budgets are ratios of. */
export interface Reference {
  tbt: number;
  perf: number;
}

/** Mobile TBT may be at most twice the empty page's (or 50 ms above it, when that is near zero). */
const TBT_RATIO = 2;
/** Mobile performance may be at most this many points below the empty page's. */
const PERF_GAP = 5;

/**
 * The budget checks of one page and form factor, on medians. The speed budgets follow the host:
 * on mobile they are read against the empty Next.js page of the same run; without it (--no-floor)
 * they fall back to the absolute figures, which only a fast host can hold.
 */
function checks(cell: Cell, ref?: Reference): Array<{ name: string; pass: boolean | null }> {
  const score = (c: (typeof CATEGORIES)[number]) => med(cell, (r) => r.scores[c]);
  const tbt = med(cell, (r) => r.tbt);
  const mobile = cell.form === 'mobile';
  return [
    { name: 'a11y=100', pass: score('accessibility') === 100 },
    { name: 'b-p=100', pass: score('best-practices') === 100 },
    { name: 'seo=100', pass: score('seo') === 100 },
    ref
      ? { name: `perf≥ref-${PERF_GAP}`, pass: mobile ? score('performance') >= ref.perf - PERF_GAP : null }
      : { name: 'perf>=95', pass: mobile ? score('performance') >= 95 : null },
    { name: 'CLS=0', pass: med(cell, (r) => r.cls) === 0 },
    ref && mobile
      ? { name: `TBT≤${TBT_RATIO}×ref`, pass: tbt <= Math.max(TBT_RATIO * ref.tbt, ref.tbt + 50) }
      : { name: ref ? `TBT≤${TBT_RATIO}×ref` : 'TBT<100', pass: tbt < 100 },
  ];
}

/** Prints the budget lines; returns whether every page passes. */
export function printBudgets(cells: Cell[], pages: readonly string[], ref?: Reference): boolean {
  console.log(
    ref
      ? `\nBudgets (medians; mobile speed as ratios of the empty Next.js page of this run: TBT ${ref.tbt.toFixed(0)} ms, performance ${ref.perf}; desktop TBT < 100 ms):`
      : '\nBudgets (medians; perf on mobile only; absolute, no reference measured):',
  );
  console.log(
    ['page'.padEnd(28), 'form'.padEnd(7), ...checks(cells[0], ref).map((c) => c.name.padEnd(11)), 'result'].join('  '),
  );
  let allPass = true;
  for (const cell of cells) {
    const list = checks(cell, ref);
    const pass = cell.runs.length > 0 && list.every((c) => c.pass !== false);
    allPass &&= pass;
    const marks = list.map((c) => (c.pass === null ? '—' : c.pass ? 'PASS' : 'FAIL').padEnd(11));
    console.log(
      [
        cell.page.padEnd(28),
        cell.form.padEnd(7),
        ...marks,
        pass ? 'PASS' : cell.runs.length ? 'FAIL' : 'FAIL (no run succeeded)',
      ].join('  '),
    );
  }
  for (const page of pages) {
    const pass = cells
      .filter((c) => c.page === page)
      .every((c) => c.runs.length > 0 && checks(c, ref).every((x) => x.pass !== false));
    console.log(`  ${page.padEnd(28)} ${pass ? 'PASS' : 'FAIL'}`);
  }
  return allPass;
}
