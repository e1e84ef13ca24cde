/**
 * `npx tsx bench/lighthouse-ab.ts --base=DIR`: Lighthouse mobile on two builds of the site side by
 * side, this checkout's `.next/` and the one in DIR (another checkout or worktree, built there:
 * `git worktree add ../base main && (cd ../base && npm run build)`), each served by its own
 * `npm start` server. The runs alternate base/this page by page (`--rounds=N`, 3 by default), so
 * both meet the same host load; the table shows the medians and every run, with Lighthouse's
 * benchmarkIndex. Reports land in .bench/lighthouse-ab/<base|this>/. `--pages=/,/blog`,
 * `--block-analytics` (see lighthouse.ts), `--port=N` (the base's; this build's is N + 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { calibrationNote, checkHost } from './host';
import type { RunSummary } from './lighthouse/run';
import { serve, warmUp } from './server';
import { median } from './stats';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PAGES = (option('pages') ?? '/,/docs/experience-sdk/intro,/api/content,/blog').split(',');
const ROUNDS = Number(option('rounds') ?? 3);
const BASE = option('base');
const PORT = Number(option('port') ?? 3202);
const OUT = '.bench/lighthouse-ab';
const slugOf = (page: string) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w.-]+/g, '_'));

async function main(): Promise<number> {
  if (!BASE || !fs.existsSync(path.join(BASE, '.next', 'BUILD_ID'))) {
    console.error('Usage: npx tsx bench/lighthouse-ab.ts --base=DIR (a checkout with a production build in .next/)');
    return 2;
  }
  // One run per measure() call, so the rounds alternate the builds (run.ts reads --runs on import).
  process.argv = [...process.argv.filter((a) => !a.startsWith('--runs=')), '--runs=1'];
  const { FORMS, measure, REPORT_DIR } = await import('./lighthouse/run');
  const host = checkHost('bench/lighthouse-ab.ts');
  const dirs = { base: path.resolve(BASE), this: path.resolve('.') };
  const start = (dir: string, port: number) =>
    serve(['--import', 'tsx', path.join(dir, 'scripts/start.ts'), '-p', String(port), '-H', '127.0.0.1'], port, {
      cwd: dir,
    });
  const servers = { base: await start(dirs.base, PORT), this: await start(dirs.this, PORT + 1) };
  const runs: Record<string, Record<keyof typeof servers, RunSummary[]>> = {};
  try {
    for (const server of Object.values(servers)) await warmUp(server.origin, PAGES);
    for (const page of PAGES) {
      runs[page] = { base: [], this: [] };
      for (let round = 1; round <= ROUNDS; round++)
        for (const build of ['base', 'this'] as const) {
          const cell = await measure(servers[build].origin + page, page, FORMS[0]);
          runs[page][build].push(...cell.runs);
          fs.mkdirSync(path.join(OUT, build), { recursive: true });
          const report = path.join(REPORT_DIR, `${slugOf(page)}.mobile.1.json`);
          if (cell.runs.length) fs.copyFileSync(report, path.join(OUT, build, `${slugOf(page)}.${round}.json`));
        }
    }
  } finally {
    await servers.base.stop();
    await servers.this.stop();
  }
  console.log(`\n${calibrationNote(host)}; base ${dirs.base}, this ${dirs.this}`);
  console.log(
    '| Page | Build | Perf | FCP | LCP | TBT | CLS | Runs |\n| --- | --- | ---: | ---: | ---: | ---: | --: | --- |',
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const page of PAGES)
    for (const build of ['base', 'this'] as const) {
      const r = runs[page][build];
      const m = (value: (run: RunSummary) => number) => median(r.map(value));
      const each = (value: (run: RunSummary) => number) => r.map((run) => Math.round(value(run))).join('/');
      console.log(
        `| ${page} | ${build} | ${m((x) => x.scores.performance)} | ${seconds(m((x) => x.fcp))} | ${seconds(m((x) => x.lcp))} | ${m((x) => x.tbt).toFixed(0)} ms | ${m((x) => x.cls)} | fcp ${each((x) => x.fcp)}; lcp ${each((x) => x.lcp)}; tbt ${each((x) => x.tbt)}; bi ${each((x) => x.benchmarkIndex)} |`,
      );
    }
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
}
process.exit(exitCode);
