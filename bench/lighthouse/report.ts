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

/** The budget checks of one page and form factor, on medians. */
function checks(cell: Cell): Array<{ name: string; pass: boolean | null }> {
  const score = (c: (typeof CATEGORIES)[number]) => med(cell, (r) => r.scores[c]);
  return [
    { name: 'a11y=100', pass: score('accessibility') === 100 },
    { name: 'b-p=100', pass: score('best-practices') === 100 },
    { name: 'seo=100', pass: score('seo') === 100 },
    { name: 'perf>=95', pass: cell.form === 'mobile' ? score('performance') >= 95 : null },
    { name: 'CLS=0', pass: med(cell, (r) => r.cls) === 0 },
    { name: 'TBT<100', pass: med(cell, (r) => r.tbt) < 100 },
  ];
}

/** Prints the budget lines; returns whether every page passes. */
export function printBudgets(cells: Cell[], pages: readonly string[]): boolean {
  console.log('\nBudgets (medians; perf on mobile only):');
  console.log(
    ['page'.padEnd(28), 'form'.padEnd(7), ...checks(cells[0]).map((c) => c.name.padEnd(8)), 'result'].join('  '),
  );
  let allPass = true;
  for (const cell of cells) {
    const list = checks(cell);
    const pass = cell.runs.length > 0 && list.every((c) => c.pass !== false);
    allPass &&= pass;
    const marks = list.map((c) => (c.pass === null ? '—' : c.pass ? 'PASS' : 'FAIL').padEnd(8));
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
      .every((c) => c.runs.length > 0 && checks(c).every((x) => x.pass !== false));
    console.log(`  ${page.padEnd(28)} ${pass ? 'PASS' : 'FAIL'}`);
  }
  return allPass;
}
