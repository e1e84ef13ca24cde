/**
 * `npm run bench:openapi -- FILE...` (default: every document of ../shared/openapi-corpus): builds the
 * model and renders the reference HTML of each document in its own process and prints operations,
 * schemas, warnings, model and render time, pages, total and largest page HTML, and peak memory,
 * checked against the budgets: < 60 s, < 2 GB, ≤ 25 HTML bytes per source byte, no page over 3 MB.
 * With `--site`, builds and serves the whole site with every document instead (./openapi-site.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { calibrationNote, checkHost } from './host';

const host = checkHost('bench:openapi');
if (process.argv.includes('--site')) {
  await import('./openapi-site');
  process.exit();
}

const CORPUS = path.resolve('../shared/openapi-corpus');
const files = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const targets = files.length
  ? files.map((f) => path.resolve(f))
  : fs
      .readdirSync(CORPUS)
      .filter((f) => /\.(ya?ml|json)$/.test(f))
      .map((f) => path.join(CORPUS, f));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(
  [
    'document',
    'ops',
    'schemas',
    'warn',
    'model ms',
    'render ms',
    'pages',
    'total HTML',
    'largest',
    'B/B',
    'peak MB',
    'budget',
  ].join('\t'),
);
let failed = 0;
for (const file of targets) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/openapi-one.tsx', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !line.startsWith('{')) {
    failed += 1;
    console.log(
      `${path.basename(file)}\tERROR\t${(child.stderr || child.stdout).trim().split('\n').slice(-3).join(' | ')}`,
    );
    continue;
  }
  const r = JSON.parse(line);
  const ratio = r.totalHtml / r.sourceBytes;
  const seconds = (r.modelMs + r.renderMs) / 1000;
  const ok = seconds < 60 && r.peakMb < 2048 && ratio <= 25 && r.largestPage <= 3 * 1024 * 1024;
  if (!ok) failed += 1;
  console.log(
    [
      r.file,
      r.operations,
      r.schemas,
      r.warnings,
      r.modelMs,
      r.renderMs,
      r.pages,
      mb(r.totalHtml),
      mb(r.largestPage),
      ratio.toFixed(1),
      r.peakMb,
      ok ? 'ok' : 'OVER',
    ].join('\t'),
  );
}
console.log(`\n${calibrationNote(host)}: the times and the 60 s budget are absolute, read them at this calibration.`);
console.log(failed ? `${failed} document(s) over budget or failing.` : 'Every document within budget.');
process.exitCode = failed ? 1 : 0;
