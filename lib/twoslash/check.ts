import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Root } from 'mdast';
import { CACHE_DIR, type SampleChecker, sampleChecker } from './checker';
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

/** The sample check running beside the prebuild (`startSampleCheck`). */
export interface SampleCheckBeside {
  /**
   * Hands the child the samples not in the cache once `typesReady` resolves (the declarations' hash
   * covers the generated API types) and checks the declarations here meanwhile: the report, and the
   * check's time.
   */
  check(
    sources: SampleSource[],
    typesReady?: Promise<unknown>,
    /** Sources whose samples the child checks before the others (the API pages wait for them). */
    first?: SampleSource[],
  ): Promise<SampleReport & { ms: number }>;
  /**
   * Whether every sample of `sources` was checked without a problem, as soon as the cache holds
   * them all (or one with a problem), while the child goes on with the rest: false as well when the
   * check ended without them.
   */
  checked(sources: SampleSource[]): Promise<boolean>;
  /** Ends the child if it still runs (the prebuild failed before it was done). */
  stop(): void;
}

/**
 * The same check for the prebuild, on the other core. The child process (check-child.ts) starts at
 * once and loads TypeScript and parses its libraries while the prebuild loads the content; `check`
 * hands it the samples not in the cache as soon as the API types are written, checks the
 * declarations here meanwhile (with an error there, the report names those alone), and reads the
 * report from the shared disk cache once the child is done; the caller writes its outputs meanwhile.
 * One child checks them all: on two cores, two processes sharing the samples took longer (11.2–11.8 s
 * against 9.1 s for this site's 139), each paying the start-up and the libraries' parse.
 */
export function startSampleCheck(root = process.cwd()): SampleCheckBeside {
  // A clean build starts the child at once. With results cached (a rebuild), most samples are
  // unchanged: the child starts only when there are many to check, and a few are checked here.
  let child = hasCachedResults(root) ? undefined : startChild(root);
  // The checker once the API types are written (its key covers them), and the check's end.
  let ready: (checker: SampleChecker) => void = () => {};
  const checkerReady = new Promise<SampleChecker>((resolve) => {
    ready = resolve;
  });
  let end: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return {
    check(sources, typesReady = Promise.resolve(), first = []) {
      const run = async () => {
        const samples = [...first, ...sources.filter((source) => !first.includes(source))].flatMap(
          (source) => extractSamples(source.file, source.tree, source.lineOffset).samples,
        );
        await typesReady;
        const started = performance.now();
        const checker = sampleChecker(root);
        ready(checker);
        const key = (sample: { lang: string; code: string }) => `${sample.lang}\0${sample.code}`;
        const todo = new Map<string, { lang: string; code: string }>();
        for (const sample of samples)
          if (sample.skip === undefined && checker.cached(sample.lang, sample.code) === undefined)
            todo.set(key(sample), { lang: sample.lang, code: sample.code });
        if (!child && todo.size > IN_PROCESS) child = startChild(root);
        // Sent in full before the declarations' check below holds this process (the list is larger than a pipe).
        if (child && todo.size > 0) await child.send([...todo.values()]);
        else child?.stop();
        // Checked here while the child checks the samples: a whole program of its own, seconds cold.
        const declarationsHold = checker.declarationErrors().length === 0;
        if (declarationsHold && !child) for (const s of todo.values()) checker.check(s.lang, s.code);
        // The check's time runs from the API types' arrival (the child started beside the content's load) to the report.
        if (child && todo.size > 0) await child.done;
        const report = reportSamples(sources, checker, (sample) => !todo.has(key(sample)));
        return { ...report, ms: Math.round(performance.now() - started) };
      };
      const done = run();
      done.then(end, end);
      return done;
    },
    async checked(sources) {
      const checker = await Promise.race([checkerReady, ended.then(() => undefined)]);
      if (!checker) return false;
      let waiting = sources
        .flatMap((source) => extractSamples(source.file, source.tree, source.lineOffset).samples)
        .filter((sample) => sample.skip === undefined);
      let over = false;
      void ended.then(() => {
        over = true;
      });
      for (;;) {
        const left: typeof waiting = [];
        for (const sample of waiting) {
          const result = checker.cached(sample.lang, sample.code);
          if (result && result.problems.length > 0) return false;
          if (!result) left.push(sample);
        }
        waiting = left;
        if (waiting.length === 0) return true;
        if (over) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    stop() {
      child?.stop();
    },
  };
}

/** How often `checked` looks for the child's results in the cache. */
const POLL_MS = 50;

/** Up to this many changed samples are checked in the prebuild's own process: less than a child's start-up. */
const IN_PROCESS = 8;

/** Whether the cache holds sample results (of any declarations): the build is not a clean one. */
function hasCachedResults(root: string): boolean {
  const dir = path.join(/*turbopackIgnore: true*/ root, CACHE_DIR);
  return (
    fs.existsSync(/*turbopackIgnore: true*/ dir) && fs.readdirSync(dir).some((f) => !f.startsWith('declarations-'))
  );
}

/** The child process (check-child.ts): `send` hands it the samples, `done` settles when it exits. */
function startChild(root: string) {
  // tsx runs the child's TypeScript, whatever ran this process (the prebuild's tsx, vitest).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'check-child.ts'), root], {
    stdio: ['pipe', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  // A child that died early refuses the samples: `done` says why, with its output.
  child.stdin.on('error', () => {});
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`the sample check's child process failed (${status}):\n${stderr}`)),
    );
  });
  // Nobody awaits it when the prebuild stops early: its failure is then no news.
  done.catch(() => {});
  return {
    done,
    send: (samples: Array<{ lang: string; code: string }>) =>
      new Promise<void>((resolve) => child.stdin.end(JSON.stringify(samples), () => resolve())),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
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
