/**
 * A second `npm start` a test runs beside the suite's server: a free port for it, and stopping its
 * whole process group (npm, its shell, tsx, node) whatever state it is in.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now (never 3000, the default, so an ignored port cannot pass). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(0, () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    if (port !== 3000) return port;
  }
}

/** Signals the process group a detached child leads; ignores one already gone. */
export function signalGroup(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  try {
    if (child?.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Whether a process of the group a detached child led still runs. */
function groupRuns(child: ChildProcess): boolean {
  try {
    if (!child.pid) return false;
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the group, SIGKILL to what still runs of it after 5 s, then waits until none of it
 * runs. A server outlives npm, its group leader: `next dev` writes its cache on the way out, and a
 * copy removed under it failed with ENOTEMPTY.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  signalGroup(child, 'SIGTERM');
  for (let waited = 0; groupRuns(child); waited += 100) {
    if (waited === 5_000) signalGroup(child, 'SIGKILL');
    if (waited === 15_000) throw new Error(`process group ${child.pid} still runs 10 s after SIGKILL`);
    await sleep(100);
  }
}
