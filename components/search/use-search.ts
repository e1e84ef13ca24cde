'use client';

import { useEffect, useState } from 'react';
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
 * `query` is the box's text as of the last key, not a deferred copy: the search of a key starts in
 * the key's own task (React runs the effects of a typed key's render at once), and the next key
 * aborts it there. Searching a deferred copy started each query one render later, 60–80 ms on a
 * docs page at 4× CPU, so a prefix's shards came after the next key had typed it over (issue 45).
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
  // The query as typed (not trimmed) is searched; a change of spaces only re-ranks the same words.
  useEffect(() => {
    if (!search || !trimmed) return;
    let live = true;
    // Keys typed meanwhile abort this query's fetches: only the query in the box gets its shards.
    const abort = new AbortController();
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
  }, [search, query, trimmed]);

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
