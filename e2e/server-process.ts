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

/** SIGTERM to the group, SIGKILL after 5 s, and once more after the server outlives npm by a moment. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]))) signalGroup(child, 'SIGKILL');
  // The server itself may outlive npm, its group leader, by a moment.
  await sleep(500);
  signalGroup(child, 'SIGKILL');
}
