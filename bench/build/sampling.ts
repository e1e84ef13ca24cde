/**
 * Memory of a process tree, from /proc. `next build` runs its compiler and prerender workers as
 * separate processes at once, so the largest single process understates what the machine needs;
 * the sum of RSS overstates it slightly (shared pages count once per process), and the sum of PSS
 * (shared pages split between their users) is the closest. All three are kept.
 */
import fs from 'node:fs';

export const SAMPLE_MS = 500;

export interface MemorySample {
  /** Sum of VmRSS of every process in the tree, bytes. */
  rss: number;
  /** Sum of Pss (shared pages divided among their users), bytes. */
  pss: number;
  /** The largest single process's RSS, bytes. */
  largest: number;
  processes: number;
}

export function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** The pid and every descendant of it, from the parent pids in /proc/<pid>/stat. */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    if (!stat) continue;
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

const kilobytes = (text: string | undefined, field: string) =>
  Number(text?.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;

export function sampleMemory(rootPid: number): MemorySample {
  const sample: MemorySample = { rss: 0, pss: 0, largest: 0, processes: 0 };
  for (const pid of processTree(rootPid)) {
    const rss = kilobytes(readProc(`/proc/${pid}/status`), 'VmRSS');
    if (rss === 0) continue;
    sample.rss += rss;
    sample.pss += kilobytes(readProc(`/proc/${pid}/smaps_rollup`), 'Pss');
    sample.largest = Math.max(sample.largest, rss);
    sample.processes += 1;
  }
  return sample;
}
