'use client';

import { useEffect, useRef, useState } from 'react';
import { STALL_MS } from '@/lib/search/constants.client';
import type { SearchHit } from '@/lib/search/engine.client';
import { loadShardedSearch } from '@/lib/search/load.client';
import type { ShardedSearch } from '@/lib/search/sharded.client';

/** The panel's loading state: idle when nothing is loading, stalled after STALL_MS of loading. */
type SearchStatus = 'idle' | 'loading' | 'stalled';

interface SearchState {
  /** The manifest is there (or failed, which searches nothing). */
  ready: boolean;
  hits: SearchHit[];
  /** The query `hits` answer: an earlier one's stay shown until the new query's first results. */
  shownQuery: string;
  /** The query's shards have all arrived or failed: `hits` is its final answer. */
  searched: boolean;
  status: SearchStatus;
}

/** Reports `loading`, then `stalled` once STALL_MS have passed, until the returned function is called. */
function stallTimer(setStatus: (update: (s: SearchStatus) => SearchStatus) => void): () => void {
  setStatus(() => 'loading');
  const timer = window.setTimeout(() => setStatus((s) => (s === 'loading' ? 'stalled' : s)), STALL_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Loads the manifest for an index URL (once per page lifetime), then for each query the shards it
 * needs; results are shown as shards arrive. Each load is loading, then stalled after STALL_MS.
 * `typed` is the box's text as of the last key, when `query` is a deferred copy of it: a key
 * typed aborts the search of the text it changed at once, before the deferred render catches up
 * (on a busy page that can take longer than the wait before records are fetched).
 */
export function useSearch(indexUrl: string, query: string, typed = query): SearchState {
  const [search, setSearch] = useState<ShardedSearch | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [result, setResult] = useState<{ query: string; hits: SearchHit[]; done: boolean }>({
    query: '',
    hits: [],
    done: false,
  });
  // The search under way, and whether a key typed since aborted it; `retry` runs it again when the
  // keys typed come back to its text before the deferred query moved on.
  const running = useRef<{ query: string; abort: AbortController; typedOver: boolean } | null>(null);
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    let live = true;
    const stop = stallTimer((update) => live && setStatus(update));
    void loadShardedSearch(indexUrl).then((loaded) => {
      if (!live) return;
      stop();
      setSearch(loaded);
      setStatus('idle');
    });
    return () => {
      live = false;
      stop();
    };
  }, [indexUrl]);

  const trimmed = query.trim();
  // The query as typed (not trimmed) is searched; a change of spaces only re-ranks the same words.
  // `retry` runs a search typed over again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: retry is a trigger
  useEffect(() => {
    if (!search || !trimmed) return;
    let live = true;
    // Keys typed meanwhile abort this query's fetches: only the query in the box gets its shards.
    const abort = new AbortController();
    running.current = { query, abort, typedOver: false };
    const stop = stallTimer((update) => live && setStatus(update));
    const progress = (hits: SearchHit[]) => live && !abort.signal.aborted && setResult({ query, hits, done: false });
    void search.search(query, undefined, progress, abort.signal).then((hits) => {
      if (!live || abort.signal.aborted) return;
      stop();
      setResult({ query, hits, done: true });
      setStatus('idle');
    });
    return () => {
      live = false;
      abort.abort();
      stop();
    };
  }, [search, query, trimmed, retry]);

  useEffect(() => {
    const run = running.current;
    if (!run) return;
    if (run.query !== typed) {
      run.typedOver = true;
      run.abort.abort();
    } else if (run.typedOver) setRetry((n) => n + 1);
  }, [typed]);

  // Until the new query's first shard arrives the previous results stay, so the list does not flash.
  const current = Boolean(trimmed) && result.query === query;
  return {
    ready: search !== null,
    hits: trimmed ? result.hits : [],
    shownQuery: trimmed ? result.query : '',
    searched: current && result.done,
    status: search && !trimmed ? 'idle' : status,
  };
}
