/** The tables of `npm run bench:build`: one column per size, then the rebuilds and the Docusaurus yardstick. */
import { printTable } from '../table';
import { BUDGET } from './budgets';
import { between, bytes, count, duration, perPage, phaseOf, ratioText } from './format';
import type { Output } from './output';
import {
  docusaurusRebuildSeconds,
  docusaurusSeconds,
  EDITED_DOC,
  floorSeconds,
  REAL_PAGE,
  type Result,
  rebuildRatio,
} from './result';
import type { BuildRun, Mark } from './run';

function prerenderRate(build: BuildRun): { seconds: number; done: number } | undefined {
  const { generating, generated } = build.marks;
  if (generating === undefined || !build.progress?.done) return undefined;
  return { seconds: (generated ?? build.progress.at) - generating, done: build.progress.done };
}

/** The prerender phase; for a stopped build, the time so far and the whole phase at that rate. */
function prerenderTime(r: Result): string {
  const rate = prerenderRate(r.build);
  if (r.build.marks.generated !== undefined || !rate)
    return duration(between(r.build.marks.generating, r.build.marks.generated));
  const projected = (rate.seconds / rate.done) * r.build.progress!.total;
  return `${duration(rate.seconds)} so far (all: ~${duration(projected)})`;
}

/** A first row naming each column's tree, when a --baseline column stands beside the working tree's. */
function treeRow(results: Result[]): string[][] {
  return results.some((r) => r.label) ? [['tree', ...results.map((r) => r.label ?? 'working tree')]] : [];
}

export function printResults(results: Result[]): void {
  const col = (fn: (r: Result) => string) => results.map(fn);
  const out = (fn: (o: Output) => string) => col((r) => (r.output ? fn(r.output) : '–'));
  const phase = (from: Mark | 'start', to: Mark | 'end') =>
    col((r) =>
      duration(between(from === 'start' ? 0 : r.build.marks[from], to === 'end' ? r.build.seconds : r.build.marks[to])),
    );
  const steps = [...new Set(results.flatMap((r) => [...r.build.steps.keys()]))];
  printTable([
    ...treeRow(results),
    ['synthetic pages', ...col((r) => count(r.size))],
    ['docs pages prerendered', ...out((o) => count(o.docPages))],
    [
      'build wall time',
      ...col((r) => `${r.build.ok ? '' : r.build.timedOut ? 'timeout ' : 'FAILED '}${duration(r.build.seconds)}`),
    ],
    ['  time per synthetic page', ...col((r) => (r.size && r.build.ok ? perPage(r.build.seconds, r.size) : '–'))],
    ['  prebuild', ...phase('start', 'next build')],
    ...steps.map((name) => [
      `    ${name}`,
      ...col((r) => {
        const ms = r.build.steps.get(name);
        return duration(ms === undefined ? undefined : ms / 1000);
      }),
    ]),
    ['  next build: compile', ...phase('next build', 'compiled')],
    ['  next build: type check', ...phase('compiled', 'collecting')],
    ['  next build: collect page data', ...phase('collecting', 'generating')],
    ['  next build: prerender', ...col(prerenderTime)],
    [
      '    routes prerendered',
      ...col((r) =>
        r.build.progress
          ? `${r.build.ok ? '' : `${count(r.build.progress.done)} of `}${count(r.build.progress.total)}`
          : '–',
      ),
    ],
    [
      '    per route',
      ...col((r) => {
        const p = prerenderRate(r.build);
        return p ? perPage(p.seconds, p.done) : '–';
      }),
    ],
    ['  next build: finalize', ...phase('generated', 'postbuild')],
    ['  postbuild (locale HTML, compile hints, CSP hashes)', ...phase('postbuild', 'end')],
    ['peak memory, sum of RSS', ...col((r) => bytes(r.build.peak.rss))],
    ['  sum of PSS at that time', ...col((r) => bytes(r.build.peak.pss))],
    ['  processes at that time', ...col((r) => String(r.build.peak.processes))],
    ['  phase at that time', ...col((r) => r.build.peak.phase)],
    ['  largest process (sampled)', ...col((r) => bytes(r.build.peak.largest))],
    ['  largest process (/usr/bin/time)', ...col((r) => bytes(r.build.timeMaxRss))],
    ['CPU time, user + system (/usr/bin/time)', ...col((r) => duration(r.build.cpuSeconds))],
    ['.next size', ...out((o) => bytes(o.nextBytes))],
    ['  server/app (prerendered)', ...out((o) => bytes(o.appBytes))],
    ['  server/app/docs', ...out((o) => bytes(o.docsBytes))],
    [`HTML of ${REAL_PAGE}`, ...out((o) => bytes(o.realHtml))],
    [`RSC payload of ${REAL_PAGE}`, ...out((o) => bytes(o.realRsc))],
    ['  sidebar links in that HTML', ...out((o) => count(o.realSidebarLinks))],
    ['HTML of a synthetic page (median)', ...out((o) => bytes(o.syntheticHtml))],
    ['RSC of a synthetic page (median)', ...out((o) => bytes(o.syntheticRsc))],
    ['route file traces (.nft.json)', ...out((o) => count(o.traces.routes))],
    ['  files in the largest', ...out((o) => count(o.traces.largest))],
    ['  content pages traced (target 0)', ...out((o) => count(o.traces.contentFiles))],
  ]);
}

/** The clean build beside the rebuild after a one-doc edit, phase by phase: what the caches saved and what is left. */
export function printRebuilds(results: Result[]): void {
  const rows = results.filter((r) => r.rebuild);
  if (rows.length === 0) return;
  const col = (fn: (r: Result) => string) => rows.map(fn);
  const pair = (fn: (b: BuildRun) => number | undefined) =>
    col((r) => `${duration(fn(r.build))} → ${duration(fn(r.rebuild!))}`);
  const steps = [...new Set(rows.flatMap((r) => [...r.build.steps.keys(), ...r.rebuild!.steps.keys()]))];
  const step = (name: string) => (b: BuildRun) => {
    const ms = b.steps.get(name);
    return ms === undefined ? undefined : ms / 1000;
  };
  console.log(`Rebuild after appending a sentence to ${EDITED_DOC} (clean → rebuild; .next/ and .generated/ kept):`);
  printTable([
    ...treeRow(rows),
    ['synthetic pages', ...col((r) => count(r.size))],
    ['clean build', ...col((r) => `${r.build.ok ? '' : 'FAILED '}${duration(r.build.seconds)}`)],
    [
      'rebuild',
      ...col(
        (r) => `${r.rebuild!.ok ? '' : r.rebuild!.timedOut ? 'timeout ' : 'FAILED '}${duration(r.rebuild!.seconds)}`,
      ),
    ],
    [`  rebuild / clean (budget ≤ ${ratioText(BUDGET.rebuildRatio)})`, ...col((r) => ratioText(rebuildRatio(r)))],
    [
      '  edit shown in the rebuilt page',
      ...col((r) => (r.rebuildShowsEdit === undefined ? '–' : r.rebuildShowsEdit ? 'yes' : 'NO')),
    ],
    ['prebuild', ...pair((b) => phaseOf(b, 'start', 'next build'))],
    ...steps.map((name) => [`  ${name}`, ...pair(step(name))]),
    ['next build: compile', ...pair((b) => phaseOf(b, 'next build', 'compiled'))],
    ['next build: type check', ...pair((b) => phaseOf(b, 'compiled', 'collecting'))],
    ['next build: collect page data', ...pair((b) => phaseOf(b, 'collecting', 'generating'))],
    ['next build: prerender', ...pair((b) => phaseOf(b, 'generating', 'generated'))],
    ['next build: finalize', ...pair((b) => phaseOf(b, 'generated', 'postbuild'))],
    ['postbuild (locale HTML, compile hints, CSP hashes)', ...pair((b) => phaseOf(b, 'postbuild', 'end'))],
  ]);
  const zero = results.find((r) => r.size === 0 && !r.label);
  if (zero?.docusaurus) {
    const seconds = docusaurusSeconds(zero);
    const rebuildSeconds = docusaurusRebuildSeconds(zero);
    const ours = zero.build.ok ? zero.build.seconds : undefined;
    const oursRebuild = zero.rebuild?.ok ? zero.rebuild.seconds : undefined;
    const ratio = (a: number | undefined, b: number | undefined) =>
      a !== undefined && b ? `${(a / b).toFixed(2)}x` : '–';
    const error = 'error' in zero.docusaurus ? ` (${zero.docusaurus.error})` : '';
    console.log('');
    console.log(
      `Size 0 against Docusaurus 3 (${zero.docusaurus.bundler === 'faster' ? 'Docusaurus Faster' : 'webpack'}; the same site, built one after the other):`,
    );
    printTable([
      ['', 'clean build', 'rebuild after a one-doc edit'],
      ['this site (npm run build)', duration(ours), duration(oursRebuild)],
      [`Docusaurus (${zero.docusaurus.bundler})`, `${duration(seconds)}${error}`, duration(rebuildSeconds)],
      [
        `ours / Docusaurus (budget ≤ ${BUDGET.docusaurusRatio}x clean; target ≤ 1x both)`,
        ratio(ours, seconds),
        ratio(oursRebuild, rebuildSeconds),
      ],
      ...(zero.nextFloor
        ? [
            'seconds' in zero.nextFloor
              ? ['Next.js floor: an empty page (its next build)', duration(zero.nextFloor.seconds), '']
              : ['Next.js floor: an empty page (its next build)', `failed (${zero.nextFloor.error})`, ''],
            ['Next.js floor / Docusaurus', ratio(floorSeconds(zero), seconds), ''],
          ]
        : []),
    ]);
  }
}
