import type { SearchHit } from './engine.client';
import type { ShardedSearch } from './sharded.client';

/** What the query last typed has found so far: an earlier query's results until its first arrive. */
export interface TypedResult {
  /** The query `hits` answer. */
  query: string;
  hits: SearchHit[];
  /** `hits` is the query's final answer (its shards have all arrived or failed). */
  done: boolean;
}

const NOTHING: TypedResult = { query: '', hits: [], done: false };

/**
 * The text of a search box, searched from the key that typed it (issue 45). The navbar box types
 * each key here in its own event handler, before the panel has loaded or rendered, so a word's
 * shards are on their way while the panel mounts; the panel reads the results (`result`,
 * `subscribe`) and types its own field's keys the same way. A new text aborts the last one's
 * fetches; the same text typed again (the panel's render after the box's key) is not searched
 * twice, so the reader's pace (the gaps between keys) is counted once per key.
 */
export class TypedSearch {
  private typed: string | null = null;
  private abort: AbortController | null = null;
  private current = NOTHING;
  private running = false;
  private readonly listeners = new Set<() => void>();

  constructor(readonly search: ShardedSearch) {}

  /** The results shown for the text last typed (a new object at each change). */
  get result(): TypedResult {
    return this.current;
  }

  /** The text last typed is still being searched (its final answer is not in `result` yet). */
  get searching(): boolean {
    return this.running;
  }

  /** Calls `listener` at each change of `result`; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Searches `text` (as typed, spaces included), unless it is already the text searched. */
  type(text: string): void {
    if (text === this.typed) return;
    this.typed = text;
    this.abort?.abort();
    this.abort = null;
    this.running = false;
    // A text with no words keeps the last results (the panel shows none for it) and fetches nothing.
    if (!text.trim()) return;
    const abort = new AbortController();
    this.abort = abort;
    this.running = true;
    const show = (hits: SearchHit[], done: boolean) => {
      if (abort.signal.aborted) return;
      this.running = !done;
      this.current = { query: text, hits, done };
      for (const listener of this.listeners) listener();
    };
    void this.search
      .search(text, undefined, (hits) => show(hits, false), abort.signal)
      .then((hits) => show(hits, true));
  }
}
