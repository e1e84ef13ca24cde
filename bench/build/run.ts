/**
 * Runs `npm run build` in a folder for the build benchmarks (build-scale.ts, openapi-site.ts):
 * times its phases from its progress lines, samples the memory of its whole process tree
 * (sampling.ts), and stops it after a time-out.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { type MemorySample, readProc, SAMPLE_MS, sampleMemory } from './sampling';

/** Progress lines of `npm run build`, in order; the time each first appears splits the build into phases. */
const MARKS = [
  { name: 'next build', pattern: /^> (next build|node scripts\/next-build\.mjs)/ },
  // A rebuild that reuses the last compile (scripts/next-build.mjs) says so instead.
  { name: 'compiled', pattern: /Compiled successfully|Compile reused/ },
  { name: 'collecting', pattern: /Collecting page data/ },
  { name: 'generating', pattern: /Generating static pages/ },
  { name: 'generated', pattern: /✓ Generating static pages/ },
  // npm's banner of the postbuild script: locale HTML, compile hints, CSP hashes.
  { name: 'postbuild', pattern: /^> \S+ postbuild$/ },
] as const;
export type Mark = (typeof MARKS)[number]['name'];
const ECHO =
  /Compile|Full build|TypeScript|filesystem cache|Collecting page data|Generating static pages|Finalizing|rror/;
/** A prebuild step's summary line ends its first clause with its time: `Search index: …, 7592 ms → …`. */
const PREBUILD_STEP = /^([A-Z][A-Za-z ]+?)(?: passed)?: .*?\b(\d+) ms\b/;

export interface BuildRun {
  ok: boolean;
  timedOut: boolean;
  seconds: number;
  marks: Partial<Record<Mark, number>>;
  /** Milliseconds of each prebuild step, from its summary line (content check, search index, …). */
  steps: Map<string, number>;
  /** Routes prerendered, from Next's last progress line. */
  prerendered?: number;
  /** The last prerender progress line: routes done of all, and when; tells a stopped build's rate. */
  progress?: { done: number; total: number; at: number };
  peak: MemorySample & { phase: string };
  /** /usr/bin/time's maximum resident set size: the largest single process, bytes. */
  timeMaxRss?: number;
  /**
   * /usr/bin/time's user + system CPU seconds of the whole build (every process it waited for).
   * Wall time follows the host's load; CPU time much less, so ratios of two builds on a busy host
   * are read on it.
   */
  cpuSeconds?: number;
  lastLines: string[];
  logFile: string;
}

export let activeChild: number | undefined;

export function killTree(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000).unref();
  } catch {
    // already gone
  }
}

function currentPhase(marks: BuildRun['marks']): string {
  if (marks.postbuild) return 'postbuild';
  if (marks.generated) return 'finalize';
  if (marks.generating) return 'prerender';
  if (marks.collecting) return 'collect page data';
  if (marks.compiled) return 'type check';
  if (marks['next build']) return 'compile';
  return 'prebuild';
}

/** Runs `npm run build` in `dir`, sampling the memory of its process tree, and times its phases. */
export function runBuild(dir: string, timeoutMinutes: number, label = 'build'): Promise<BuildRun> {
  const timeFile = path.join(dir, '.build-scale-time');
  const hasTime = fs.existsSync('/usr/bin/time');
  const [command, args] = hasTime
    ? ['/usr/bin/time', ['-f', '%M %U %S', '-o', timeFile, 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']];
  const logFile = path.join(dir, `build-scale-${label}.log`);
  const log = fs.createWriteStream(logFile);
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const run: BuildRun = {
    ok: false,
    timedOut: false,
    seconds: 0,
    marks: {},
    steps: new Map(),
    peak: { rss: 0, pss: 0, largest: 0, processes: 0, phase: '' },
    lastLines: [],
    logFile,
  };
  const child = spawn(command, args, {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  activeChild = child.pid;

  const onLine = (line: string) => {
    log.write(`${line}\n`);
    run.lastLines = [...run.lastLines.slice(-29), line];
    for (const { name, pattern } of MARKS)
      if (run.marks[name] === undefined && pattern.test(line)) run.marks[name] = elapsed();
    const step = run.marks['next build'] === undefined && line.match(PREBUILD_STEP);
    if (step) run.steps.set(step[1].toLowerCase(), Number(step[2]));
    const progress = /Generating static pages/.test(line) && line.match(/\((\d+)\/(\d+)\)/);
    if (progress) run.progress = { done: Number(progress[1]), total: Number(progress[2]), at: elapsed() };
    if (progress && line.includes('✓')) run.prerendered = run.progress?.done;
    if (step || ECHO.test(line)) console.log(`  [${elapsed().toFixed(1).padStart(6)} s] ${line.trim()}`);
  };
  readline.createInterface({ input: child.stdout }).on('line', onLine);
  readline.createInterface({ input: child.stderr }).on('line', onLine);

  const sampler = setInterval(() => {
    if (!child.pid) return;
    const sample = sampleMemory(child.pid);
    if (sample.rss > run.peak.rss)
      run.peak = { ...sample, largest: Math.max(sample.largest, run.peak.largest), phase: currentPhase(run.marks) };
    else run.peak.largest = Math.max(run.peak.largest, sample.largest);
  }, SAMPLE_MS);
  const timer = setTimeout(() => {
    run.timedOut = true;
    console.log(`  [${elapsed().toFixed(1).padStart(6)} s] timeout (${timeoutMinutes} min): stopping the build`);
    if (child.pid) killTree(child.pid);
  }, timeoutMinutes * 60_000);

  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      clearTimeout(timer);
      activeChild = undefined;
      log.end();
      run.seconds = elapsed();
      run.ok = code === 0 && !run.timedOut;
      // GNU time writes 0 when the build was stopped by a signal.
      const [maxKb, user, system] = parseTimeLine(hasTime ? readProc(timeFile) : undefined);
      if (maxKb > 0) run.timeMaxRss = maxKb * 1024;
      if (user + system > 0) run.cpuSeconds = user + system;
      resolve(run);
    });
  });
}

/** The last line of `/usr/bin/time -f '%M %U %S'`: max RSS (KB), user and system seconds (NaN when absent). */
export function parseTimeLine(text: string | undefined): [number, number, number] {
  const fields = (text?.trim().split('\n').pop() ?? '').split(/\s+/).filter(Boolean).map(Number);
  return [fields[0] ?? NaN, fields[1] ?? NaN, fields[2] ?? NaN];
}
