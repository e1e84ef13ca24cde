/**
 * `npm run bench:dev`: the docs team's loop in `npm run dev`, on a fresh copy of the project (no
 * .next/dev cache, as on a fresh clone; e2e/dev/dev-server.ts makes the copy and starts the server).
 *
 * 1. Start: from spawning `npm run dev` to the first docs page's HTML. Budget: under 10 s.
 * 2. Save to updated HTML: 20 edits of a docs page, then 5 of an OpenAPI document. After each
 *    save the page is requested again and again until its HTML holds the edit; the time from the
 *    save to the end of that response is one sample. Budget: median under 1 s, p95 under 2 s.
 *
 * Exit code 1 when a budget fails. The host's load is printed first: the figures follow the CPU.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type DevSite, startDevSite } from '../e2e/dev/dev-server';
import { calibrationNote, checkHost } from './host';
import { freePort } from './server';
import { median, percentile } from './stats';

const DOC = { file: 'content/docs/experience-sdk/intro.mdx', page: '/docs/experience-sdk/intro', edits: 20 };
const API = { file: 'openapi/profiles.yaml', page: '/api/profiles', edits: 5 };
const BUDGET = { startMs: 10_000, medianMs: 1_000, p95Ms: 2_000 };
const EDIT_TIMEOUT_MS = 60_000;

/** Requests `path` until its HTML contains `marker`; the time the last response completed. */
async function waitForHtml(site: DevSite, path: string, marker: string): Promise<number> {
  const deadline = performance.now() + EDIT_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const response = await fetch(`${site.url}${path}`);
    const html = await response.text();
    if (response.ok && html.includes(marker)) return performance.now();
  }
  throw new Error(`${path} did not show "${marker}" within ${EDIT_TIMEOUT_MS / 1000} s`);
}

/** Saves `count` edits of a file, each adding a new marker; returns the save-to-HTML times. */
async function timeEdits(
  site: DevSite,
  target: typeof DOC,
  edit: (text: string, marker: string) => string,
): Promise<number[]> {
  const original = site.read(target.file);
  const samples: number[] = [];
  try {
    for (let i = 0; i < target.edits; i++) {
      const marker = `benchedit${Date.now()}x${i}`;
      const saved = performance.now();
      fs.writeFileSync(site.file(target.file), edit(original, marker));
      samples.push((await waitForHtml(site, target.page, marker)) - saved);
    }
  } finally {
    site.write(target.file, original);
  }
  return samples;
}

const docEdit = (text: string, marker: string) => text.replace(/\n## /, `\nEdited paragraph ${marker}.\n\n## `);
/** Appends the marker to the first operation's summary (the first `summary:` under `paths:`). */
function apiEdit(text: string, marker: string): string {
  const paths = text.indexOf('\npaths:');
  return text.slice(0, paths) + text.slice(paths).replace(/(\n\s+summary: )(.+)/, `$1$2 ${marker}`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

async function main(): Promise<number> {
  const host = checkHost('bench:dev');
  // The docs page is requested from the moment `npm run dev` starts, as an author's open tab would.
  const site = await startDevSite('bench', await freePort(3400), DOC.page);
  try {
    const startMs = performance.now() - site.spawnedAt;
    const first = await fetch(`${site.url}${DOC.page}`);
    if (!first.ok) throw new Error(`${DOC.page} answered ${first.status}`);
    // One warm request of the reference, so the first API sample is an edit, not a first compile.
    await (await fetch(`${site.url}${API.page}`)).text();
    const docs = await timeEdits(site, DOC, docEdit);
    const apis = await timeEdits(site, API, apiEdit);
    const all = [...docs, ...apis];
    const rows = [
      ['Start to first docs page', ms(startMs), `< ${BUDGET.startMs / 1000} s`, verdict(startMs < BUDGET.startMs)],
      [
        `Save to HTML, ${docs.length} doc edits: median / p95`,
        `${ms(median(docs))} / ${ms(percentile(docs, 95))}`,
        '',
        '',
      ],
      [
        `Save to HTML, ${apis.length} OpenAPI edits: median / p95`,
        `${ms(median(apis))} / ${ms(percentile(apis, 95))}`,
        '',
        '',
      ],
      [
        `Save to HTML, all ${all.length}: median`,
        ms(median(all)),
        `< ${BUDGET.medianMs} ms`,
        verdict(median(all) < BUDGET.medianMs),
      ],
      [
        `Save to HTML, all ${all.length}: p95`,
        ms(percentile(all, 95)),
        `< ${BUDGET.p95Ms} ms`,
        verdict(percentile(all, 95) < BUDGET.p95Ms),
      ],
    ];
    console.log(`\nNo reference runs beside it: these absolute times are read at the ${calibrationNote(host)}.`);
    console.log('\n| Measure | Value | Budget | |\n| --- | ---: | --- | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    return rows.some((row) => row[3] === 'OVER BUDGET') ? 1 : 0;
  } finally {
    await site.stop();
  }
}

process.exitCode = await main();
