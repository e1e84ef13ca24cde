/**
 * `bench:lighthouse -- --docusaurus`: our pages beside the Docusaurus build of the same content
 * (bench/docusaurus.ts), in pairs, audited alternately (ours, theirs, ours, theirs, … round after
 * round) so that a change in the host's speed during the run falls on both sides alike. The
 * helpers here are pure: which pairs, in which order, and the table of medians and ratios.
 */
import { median } from '../stats';
import type { Cell, RunSummary } from './run';

export interface Pair {
  /** Our page (served by npm start). */
  ours: string;
  /** The Docusaurus page it is read against (served by a static host). */
  theirs: string;
  /** What is compared, when it is not the same page. */
  note?: string;
}

export const DOCUSAURUS_PAIRS: readonly Pair[] = [
  { ours: '/', theirs: '/' },
  { ours: '/docs/experience-sdk/intro', theirs: '/docs/experience-sdk/intro' },
  { ours: '/api/content', theirs: '/api/content', note: 'Redoc through redocusaurus' },
  { ours: '/blog', theirs: '/blog' },
  {
    ours: '/docs/acme-profiles/intro',
    theirs: '/docs/experience-sdk/intro',
    note: 'our page with a mermaid diagram, their docs page (their build draws no diagram)',
  },
];

/** The pairs whose page of ours is in `pages` (all without `--pages=`); an unknown page is an error. */
export function choosePairs(pages: readonly string[] | undefined, pairs: readonly Pair[] = DOCUSAURUS_PAIRS): Pair[] {
  if (!pages) return [...pairs];
  const unknown = pages.filter((page) => !pairs.some((pair) => pair.ours === page));
  if (unknown.length)
    throw new Error(
      `--docusaurus --pages=: no Docusaurus page is paired with ${unknown.join(', ')}; the pairs are ${pairs.map((p) => p.ours).join(', ')}`,
    );
  return pairs.filter((pair) => pages.includes(pair.ours));
}

export type Side = 'ours' | 'theirs';

/** The order of the runs: round by round, each pair's page of ours, then its Docusaurus page. */
export function alternatingOrder(
  pairCount: number,
  rounds: number,
): Array<{ round: number; pair: number; side: Side }> {
  const order: Array<{ round: number; pair: number; side: Side }> = [];
  for (let round = 1; round <= rounds; round++)
    for (let pair = 0; pair < pairCount; pair++)
      for (const side of ['ours', 'theirs'] as const) order.push({ round, pair, side });
  return order;
}

const medianOf = (cell: Cell, pick: (r: RunSummary) => number) => median(cell.runs.map(pick));

/** ours / theirs with two decimals, `–` when either is missing or theirs is 0 (a TBT of 0 ms). */
export function ratio(ours: number, theirs: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs === 0) return '–';
  return `${(ours / theirs).toFixed(2)}×`;
}

const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');
const whole = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

/**
 * The side-by-side table: per pair, the medians of performance, FCP, LCP (seconds) and TBT (ms),
 * ours / Docusaurus, each with its ratio (below 1 is ours faster; for performance, above 1 is ours
 * better), and how many runs each median has.
 */
export function sideBySideRows(pairs: readonly Pair[], ours: readonly Cell[], theirs: readonly Cell[]): string[][] {
  const rows = [
    ['page (ours ↔ Docusaurus)', 'perf', 'ratio', 'FCP s', 'ratio', 'LCP s', 'ratio', 'TBT ms', 'ratio', 'runs'],
  ];
  pairs.forEach((pair, i) => {
    const a = ours[i];
    const b = theirs[i];
    const both = (pick: (r: RunSummary) => number, show: (v: number) => string) => {
      const [x, y] = [medianOf(a, pick), medianOf(b, pick)];
      return [`${show(x)} / ${show(y)}`, ratio(x, y)];
    };
    rows.push([
      pair.ours === pair.theirs ? pair.ours : `${pair.ours} ↔ ${pair.theirs}`,
      ...both((r) => r.scores.performance, whole),
      ...both((r) => r.fcp, seconds),
      ...both((r) => r.lcp, seconds),
      ...both((r) => r.tbt, whole),
      `${a.runs.length}/${b.runs.length}`,
    ]);
  });
  return rows;
}
