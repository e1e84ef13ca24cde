/** What holds a category below budget: the failing audits and the console errors, in a few lines each. */
import { describeItem } from './describe';
import { med } from './report';
import type { CATEGORIES, Cell } from './run';

/** A category's median is under its budget. */
function underBudget(cell: Cell, category: string): boolean {
  const score = med(cell, (r) => r.scores[category as (typeof CATEGORIES)[number]]);
  return category === 'performance' ? cell.form === 'mobile' && score < 95 : score < 100;
}

/**
 * Every audit that fails in a category below budget, grouped by audit id: where it fails (page,
 * form factor, runs) and what it names (at most 8 distinct items).
 */
export function printFailingAudits(cells: Cell[]) {
  // Items are told apart without their numbers, so one URL with three timings is listed once.
  const byAudit = new Map<
    string,
    {
      category: string;
      title: string;
      weight: number;
      where: string[];
      display: Set<string>;
      items: Map<string, string>;
    }
  >();
  for (const cell of cells) {
    const counts = new Map<string, number>();
    for (const run of cell.runs) {
      for (const { category, audit, weight } of run.failing) {
        if (!underBudget(cell, category)) continue;
        // Performance: only audits Lighthouse marks as failing (red or orange), not every 0.99.
        if (category === 'performance' && (audit.score ?? 1) >= 0.9) continue;
        const entry = byAudit.get(audit.id) ?? {
          category,
          title: audit.title,
          weight,
          where: [],
          display: new Set(),
          items: new Map(),
        };
        byAudit.set(audit.id, entry);
        counts.set(audit.id, (counts.get(audit.id) ?? 0) + 1);
        if (audit.displayValue) entry.display.add(String(audit.displayValue));
        const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
        for (const item of items.map(describeItem).filter(Boolean)) {
          const key = item.replace(/\d+/g, '#');
          if (entry.items.size < 8 && !entry.items.has(key)) entry.items.set(key, item);
        }
      }
    }
    for (const [id, n] of counts) byAudit.get(id)!.where.push(`${cell.page} ${cell.form} ${n}/${cell.runs.length}`);
  }
  if (!byAudit.size) {
    console.log('\nNo audit holds a category below budget.');
    return;
  }
  console.log('\nAudits holding a category below budget:');
  for (const [id, e] of [...byAudit].sort((a, b) => a[1].category.localeCompare(b[1].category))) {
    console.log(`\n  [${e.category}] ${id} (weight ${e.weight}): ${e.title}`);
    console.log(`    fails on: ${e.where.join(', ')}`);
    if (e.display.size) console.log(`    value: ${[...e.display].join(' / ')}`);
    for (const item of e.items.values()) console.log(`    - ${item}`);
  }
}

export function printConsoleErrors(cells: Cell[], origin: string) {
  const errors = new Map<string, Set<string>>();
  for (const cell of cells)
    for (const run of cell.runs)
      for (const e of run.consoleErrors) errors.set(e, (errors.get(e) ?? new Set()).add(`${cell.page} ${cell.form}`));
  if (!errors.size) return;
  console.log('\nConsole errors (audit errors-in-console):');
  for (const [error, where] of errors) {
    const thirdParty = /https?:\/\//.test(error) && !error.includes(origin) ? ' [third-party request]' : '';
    console.log(`  - ${error}${thirdParty}\n    on: ${[...where].join(', ')}`);
  }
}

/** The csp-xss audit of every page and form factor: passed in how many runs, and the findings of a failing run. */
export function printCspXss(cells: Cell[]) {
  console.log('\nCSP is effective against XSS (csp-xss):');
  for (const cell of cells) {
    const passed = cell.runs.filter((run) => run.cspXss.pass).length;
    const failing = cell.runs.find((run) => !run.cspXss.pass);
    console.log(
      `  ${cell.page} ${cell.form}: ${passed === cell.runs.length ? 'pass' : 'FAIL'} (${passed}/${cell.runs.length} runs)`,
    );
    for (const finding of failing?.cspXss.findings ?? []) console.log(`    ${finding}`);
  }
}
