'use client';

import { useEffect, useState } from 'react';
import { STALL_MS } from '@/lib/search/constants';
import type { SearchHit } from '@/lib/search/engine';
import { loadShardedSearch } from '@/lib/search/load';
import type { ShardedSearch } from '@/lib/search/sharded';

/** The panel's loading state: idle when nothing is loading, stalled after STALL_MS of loading. */
type SearchStatus = 'idle' | 'loading' | 'stalled';

interface SearchState {
  /** The manifest is there (or failed, which searches nothing). */
  ready: boolean;
  hits: SearchHit[];
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
 */
export function useSearch(indexUrl: string, query: string): SearchState {
  const [search, setSearch] = useState<ShardedSearch | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [result, setResult] = useState<{ query: string; hits: SearchHit[]; done: boolean }>({
    query: '',
    hits: [],
    done: false,
  });

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
  useEffect(() => {
    if (!search || !trimmed) return;
    let live = true;
    // Keys typed meanwhile abort this query's fetches: only the query in the box gets its shards.
    const abort = new AbortController();
    const stop = stallTimer((update) => live && setStatus(update));
    const progress = (hits: SearchHit[]) => live && setResult({ query, hits, done: false });
    void search.search(query, undefined, progress, abort.signal).then((hits) => {
      if (!live) return;
      stop();
      setResult({ query, hits, done: true });
      setStatus('idle');
    });
    return () => {
      live = false;
      abort.abort();
      stop();
    };
    // The query as typed (not trimmed) is searched; a change of spaces only re-ranks the same words.
  }, [search, query, trimmed]);

  // Until the new query's first shard arrives the previous results stay, so the list does not flash.
  const current = Boolean(trimmed) && result.query === query;
  return {
    ready: search !== null,
    hits: trimmed ? result.hits : [],
    searched: current && result.done,
    status: search && !trimmed ? 'idle' : status,
  };
}
