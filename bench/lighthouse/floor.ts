/**
 * The floor: a static page with no script and an empty Next.js page with the same compile hints
 * (empty-app-build.ts), under the same mobile config. Not budgeted; the site's rows are read
 * against them, and the empty page is the reference the site's mobile figures are a ratio of.
 */
import { buildEmptyApp, startEmptyApp } from '../empty-app-build';
import { med, printAgainstReference, printTable, type Reference } from './report';
import { type Cell, FORMS, measure, RUNS } from './run';

const FLOOR_PAGES = { plain: 'floor: static, no script', empty: 'floor: empty Next.js' } as const;

/**
 * The floor of this machine and stack, under the same Lighthouse config (mobile): a static page
 * with no script, and an empty Next.js page with the same compile hints as the site
 * (empty-app-build.ts). A budget below the empty page's figure cannot be met by any page of this
 * stack on this machine; the site's rows are read against these.
 */
export async function measureFloor(): Promise<Cell[]> {
  console.log('\nFloor: building the empty Next.js app (.bench/empty-app) ...');
  buildEmptyApp('ignore');
  const app = await startEmptyApp(3250);
  try {
    const mobile = FORMS.find((f) => f.name === 'mobile')!;
    return [
      await measure(`${app.origin}/plain.html`, FLOOR_PAGES.plain, mobile),
      await measure(`${app.origin}/`, FLOOR_PAGES.empty, mobile),
    ];
  } finally {
    await app.stop();
  }
}

/** The empty Next.js page's mobile medians, the reference of the speed budgets; none if its runs failed. */
export function floorReference(floor: Cell[]): Reference | undefined {
  const empty = floor.find((c) => c.page === FLOOR_PAGES.empty);
  if (!empty?.runs.length) return undefined;
  return { tbt: med(empty, (r) => r.tbt), perf: med(empty, (r) => r.scores.performance) };
}

export function printFloor(floor: Cell[], cells: Cell[]) {
  console.log(`\nFloor on this machine (mobile, medians of ${RUNS} runs; not budgeted):`);
  printTable(floor);
  const empty = floor.find((c) => c.page === FLOOR_PAGES.empty);
  if (!empty?.runs.length) return;
  const tbt = med(empty, (r) => r.tbt);
  const perf = med(empty, (r) => r.scores.performance);
  console.log(
    `An empty Next.js page: TBT ${tbt.toFixed(0)} ms (budget < 100: ${tbt < 100 ? 'reachable' : 'BELOW THE FLOOR, no page of this stack meets it on this machine'}), ` +
      `performance ${perf} (budget >= 95: ${perf >= 95 ? 'reachable' : 'BELOW THE FLOOR'}).`,
  );
  printAgainstReference(cells, empty, 'the empty Next.js page');
}
