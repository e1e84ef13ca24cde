import { contentSignature } from './freshness';

/**
 * Development only: one poller of the content files per server, telling subscribers (the open
 * tabs' event streams) when a file under content/ or openapi/ was saved, added, renamed or deleted.
 * It runs only while a tab listens.
 */

type Listener = () => void;

interface Watcher {
  listeners: Set<Listener>;
  timer?: ReturnType<typeof setInterval>;
  signature?: string;
}

const POLL_MS = 200;
const KEY = Symbol.for('acme.content-watch');
const watcher: Watcher = ((globalThis as Record<symbol, Watcher>)[KEY] ??= { listeners: new Set() });

function poll(root: string) {
  const signature = contentSignature(root);
  if (signature === watcher.signature) return;
  watcher.signature = signature;
  for (const listener of watcher.listeners) listener();
}

/** Calls `listener` after each content change; returns the unsubscribe function. */
export function watchContent(listener: Listener, root = process.cwd()): () => void {
  watcher.listeners.add(listener);
  if (!watcher.timer) {
    watcher.signature = contentSignature(root);
    watcher.timer = setInterval(() => poll(root), POLL_MS);
  }
  return () => {
    watcher.listeners.delete(listener);
    if (watcher.listeners.size === 0 && watcher.timer) {
      clearInterval(watcher.timer);
      watcher.timer = undefined;
    }
  };
}
