import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Root } from 'mdast';
import { sampleChecker } from './checker';
import { extractSamples } from './samples';

/** A content file whose samples are checked: its path, parsed Markdown and frontmatter length. */
export interface SampleSource {
  file: string;
  tree: Root;
  lineOffset: number;
}

/** What the sample check found. */
export interface SampleReport {
  /** `file:line: TS code: message`, the line being the file's. */
  errors: string[];
  checked: number;
  /** How many of the checked samples came from the cache. */
  cached: number;
  skipped: Array<{ at: string; reason: string }>;
  /** Code blocks of other languages, by language: counted, not checked. */
  others: Map<string, number>;
}

/**
 * Type-checks every ts, tsx, js and jsx sample of the sources against the SDK declarations
 * (content/types) and the generated API types: the declarations first (an error there names its
 * file, and no sample is checked), then each sample, from the cache when unchanged.
 */
export function checkSamples(sources: SampleSource[], root = process.cwd()): SampleReport {
  const checker = sampleChecker(root);
  return reportSamples(sources, checker, (sample) => checker.cached(sample.lang, sample.code) !== undefined);
}

/**
 * The same check for the prebuild, beside its other work: the samples not in the cache are checked
 * by a child process into the shared disk cache (the declarations first, as here) while the caller
 * goes on writing its outputs on the other core; the promise gives the report, read from the cache.
 * One process checks them all: on two cores, two processes sharing the samples took longer (11.2–11.8 s
 * against 9.1 s for this site's 139), each paying the start-up and the libraries' parse.
 */
export async function checkSamplesBeside(
  sources: SampleSource[],
  root = process.cwd(),
): Promise<SampleReport & { ms: number }> {
  const started = performance.now();
  const checker = sampleChecker(root);
  const key = (sample: { lang: string; code: string }) => `${sample.lang}\0${sample.code}`;
  const todo = new Map<string, { lang: string; code: string }>();
  for (const source of sources)
    for (const sample of extractSamples(source.file, source.tree, source.lineOffset).samples)
      if (sample.skip === undefined && checker.cached(sample.lang, sample.code) === undefined)
        todo.set(key(sample), { lang: sample.lang, code: sample.code });
  // The time the check takes is the child's, not the caller's work meanwhile.
  const childMs = todo.size > 0 ? await checkInChild([...todo.values()], root) : 0;
  const reportStarted = performance.now();
  const report = reportSamples(sources, checker, (sample) => !todo.has(key(sample)));
  const ms = Math.round((todo.size > 0 ? childMs : reportStarted - started) + performance.now() - reportStarted);
  return { ...report, ms };
}

/** Runs lib/twoslash/check-child.ts over `samples`: its time in ms; rejects with its output when it fails. */
function checkInChild(samples: Array<{ lang: string; code: string }>, root: string): Promise<number> {
  const started = performance.now();
  // tsx runs the child's TypeScript, whatever ran this process (the prebuild's tsx, vitest).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'check-child.ts'), root], {
    stdio: ['pipe', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(JSON.stringify(samples.map(({ lang, code }) => ({ lang, code }))));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`the sample check's child process failed (${status}):\n${stderr}`)),
    );
  });
}

/** The report over every sample; `wasCached` tells which came from the cache before this check. */
function reportSamples(
  sources: SampleSource[],
  checker: ReturnType<typeof sampleChecker>,
  wasCached: (sample: { lang: string; code: string }) => boolean,
): SampleReport {
  const report: SampleReport = { errors: [], checked: 0, cached: 0, skipped: [], others: new Map() };
  const declarationErrors = checker.declarationErrors();
  if (declarationErrors.length > 0) {
    report.errors.push(...declarationErrors.map((e) => `declarations: ${e}`));
    return report;
  }
  for (const source of sources) {
    const { samples, others } = extractSamples(source.file, source.tree, source.lineOffset);
    for (const [lang, count] of others) report.others.set(lang, (report.others.get(lang) ?? 0) + count);
    for (const sample of samples) {
      const at = `${sample.file}:${sample.line}`;
      if (sample.skip !== undefined) {
        if (sample.skip.trim()) report.skipped.push({ at, reason: sample.skip });
        else report.errors.push(`${at}: skip-check needs a reason: skip-check="why this sample is not checked"`);
        continue;
      }
      if (wasCached(sample)) report.cached++;
      const result = checker.check(sample.lang, sample.code);
      report.checked++;
      for (const problem of result.problems)
        report.errors.push(`${sample.file}:${sample.line + problem.line}: ${problem.message}`);
    }
  }
  return report;
}

/** What the build prints: "N samples type-checked, M skipped", each skip's reason, other languages. */
export function sampleSummary(report: SampleReport, ms?: number): string[] {
  const others = [...report.others].sort((a, b) => b[1] - a[1]).map(([lang, n]) => `${lang} ${n}`);
  return [
    `Samples: ${report.checked} samples type-checked (${report.cached} from the cache), ` +
      `${report.skipped.length} skipped${ms === undefined ? '' : ` (${ms} ms)`}.`,
    ...report.skipped.map((skip) => `  skipped ${skip.at}: ${skip.reason}`),
    `  not type-checked, by language: ${others.join(', ') || 'none'}.`,
  ];
}
