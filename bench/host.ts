/**
 * The host a benchmark runs on: how fast its CPU is and how busy it is. The same build has read 77–88,
 * 87–96 and 97–99 in Lighthouse mobile on different days, mostly because the hosts differed
 * (Lighthouse's benchmarkIndex about 2,700 on one, 1,300 on another). So every benchmark prints
 * this first, absolute figures are printed beside it, and a busy host is refused unless --force.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { median } from './stats';

/** Above this 1-minute load average other work competes for the CPU and the figures move. */
export const MAX_LOAD = 0.5;
const LOOP_ITERATIONS = 50_000_000;
const LOOP_RUNS = 5;

export interface HostProcess {
  pid: number;
  /** ps's %CPU: CPU time over the process's lifetime, not this instant. */
  cpu: number;
  command: string;
}

export interface Host {
  cpus: number;
  model: string;
  /** The CPU loop's time on this host (median of LOOP_RUNS), ms: lower is faster. */
  loopMs: number;
  /** The 1-minute load average when the benchmark started. */
  load: number;
  busiest: HostProcess[];
}

/**
 * The calibration's work: a fixed xorshift loop over integers, no allocation and no I/O, so every
 * host does exactly the same thing and its time compares their single-core speed. Returns a
 * checksum so the JIT cannot drop the loop.
 */
export function cpuLoop(iterations = LOOP_ITERATIONS): number {
  let x = 0x2545f491;
  let sum = 0;
  for (let i = 0; i < iterations; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    sum = (sum + (x & 0xff)) | 0;
  }
  return sum;
}

/** The median time of LOOP_RUNS runs of cpuLoop, after one untimed run that lets the JIT compile it. */
export function calibrate(runs = LOOP_RUNS, iterations = LOOP_ITERATIONS): number {
  cpuLoop(iterations);
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    cpuLoop(iterations);
    return performance.now() - started;
  });
  return median(times);
}

/** The processes of `ps -eo pid,pcpu,comm,args --sort=-pcpu` output using 1 % of a CPU or more, without ps itself. */
export function parsePs(text: string, exclude: number[] = []): HostProcess[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => /^\s*(\d+)\s+([\d.]+)\s+(\S+)\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, pid, cpu, comm, args]) => ({
      pid: Number(pid),
      cpu: Number(cpu),
      command: args && comm !== args ? `${comm} (${args.slice(0, 80)})` : comm,
    }))
    .filter((p) => p.cpu >= 1 && !exclude.includes(p.pid) && !p.command.startsWith('ps '));
}

const parentOf = (pid: number): number | undefined => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // gone, or no /proc
  }
};

/** This process, its parents (npm, the shell, tsx) and its children (tsx's esbuild): the benchmark, not other work. */
function isOwn(pid: number): boolean {
  for (let p: number | undefined = process.pid, steps = 0; p && p > 1 && steps < 10; p = parentOf(p), steps++)
    if (p === pid) return true;
  for (let p: number | undefined = pid, steps = 0; p && p > 1 && steps < 10; p = parentOf(p), steps++)
    if (p === process.pid) return true;
  return false;
}

/** The few processes that have used the most CPU, other than this benchmark; none where ps is missing. */
export function busiestProcesses(count = 5): HostProcess[] {
  try {
    const text = execFileSync('ps', ['-eo', 'pid,pcpu,comm,args', '--sort=-pcpu'], { encoding: 'utf8' });
    return parsePs(text)
      .filter((p) => !isOwn(p.pid))
      .slice(0, count);
  } catch {
    return [];
  }
}

/** Load first (the calibration itself keeps a core busy for a moment), then the CPU loop. */
export function measureHost(): Host {
  const [load] = os.loadavg();
  const busiest = busiestProcesses();
  return {
    cpus: os.availableParallelism(),
    model: os.cpus()[0]?.model.trim() ?? 'CPU',
    load,
    busiest,
    loopMs: calibrate(),
  };
}

/** The 1, 5 and 15-minute load averages, for progress lines during a long run. */
export const loadAverages = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const processList = (host: Host) =>
  host.busiest.map((p) => `${p.command} [pid ${p.pid}, ${p.cpu}% CPU]`).join('; ') ||
  'none visible from here (the load may come from work outside this process namespace)';

/** The calibration in one phrase, to print beside every absolute figure. */
export function calibrationNote(host: Host): string {
  return `host calibration: CPU loop ${host.loopMs.toFixed(0)} ms (lower is faster), ${host.cpus} × ${host.model}, load ${host.load.toFixed(2)} at the start`;
}

/** Why a benchmark will not run on this host, or undefined when it may; `args` are its own arguments, repeated in the override. */
export function refusal(host: Host, command: string, args: readonly string[]): string | undefined {
  if (args.includes('--force') || host.load <= MAX_LOAD) return undefined;
  const rerun = [...args, '--force'].join(' ');
  return (
    `${command}: not running. The 1-minute load average is ${host.load.toFixed(2)} (above ${MAX_LOAD}): other work is using the CPU and would skew the figures.\n` +
    `Busiest processes (ps %CPU over their lifetime): ${processList(host)}.\n` +
    `Wait for them to finish, or run anyway with \`${command.includes(' ') ? `${command} ${rerun}` : `npm run ${command} -- ${rerun}`}\` (the figures then carry the load they were measured under).`
  );
}

let checked: Host | undefined;

/**
 * Called first by every benchmark entry point: prints the host's calibration, load and busiest
 * processes, and exits (code 2) when the load is above MAX_LOAD without --force. A second call in
 * the same process (an entry point that imports another) returns the first result.
 */
export function checkHost(command: string, argv: readonly string[] = process.argv): Host {
  if (checked) return checked;
  const host = measureHost();
  console.log(calibrationNote(host));
  console.log(`busiest processes (ps %CPU over their lifetime): ${processList(host)}`);
  const refused = refusal(host, command, argv.slice(2));
  if (refused) {
    console.error(refused);
    process.exit(2);
  }
  if (host.load > MAX_LOAD)
    console.log(
      `--force: running under load ${host.load.toFixed(2)}; these figures are not comparable with a quiet run.`,
    );
  checked = host;
  return host;
}
