import type { ChildProcess } from 'node:child_process';
import os from 'node:os';

/** Lets a child run only on CPU time nothing else wants (the prebuild's own work comes first). */
export function lowestPriority(child: ChildProcess): void {
  try {
    if (child.pid) os.setPriority(child.pid, 19);
  } catch {
    // Not permitted on this system: the child runs at normal priority.
  }
}
