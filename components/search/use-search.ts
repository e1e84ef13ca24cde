'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { STALL_MS } from '@/lib/search/constants.client';
import type { SearchHit } from '@/lib/search/engine.client';
import { loadTypedSearch } from '@/lib/search/load.client';
import type { TypedResult, TypedSearch } from '@/lib/search/typed.client';

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

const NOTHING: TypedResult = { query: '', hits: [], done: false };

/**
 * Loads the manifest for an index URL (once per page lifetime) and shows what the box's text finds,
 * as its shards arrive; each load is loading, then stalled after STALL_MS. The text is searched by
 * the key that typed it: the navbar box types each key into the same search (`TypedSearch`) in its
 * own event handler, before this panel has loaded or mounted; typing `query` here again is then a
 * no-op, and covers a text this search has not seen (typed before it loaded, or another index).
 */
export function useSearch(indexUrl: string, query: string, search?: Promise<TypedSearch>): SearchState {
  const [typed, setTyped] = useState<TypedSearch | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [result, setResult] = useState<TypedResult>(NOTHING);

  useEffect(() => {
    let live = true;
    const stop = stallTimer((update) => live && setStatus(update));
    // The box's own load when it passes it: it holds the manifest request the box sent with the code.
    void (search ?? loadTypedSearch(indexUrl)).then((loaded) => {
      if (!live) return;
      stop();
      setTyped(loaded);
      setStatus('idle');
    });
    return () => {
      live = false;
      stop();
    };
  }, [indexUrl, search]);

  useEffect(() => {
    if (!typed) return;
    const read = () => setResult(typed.result);
    read();
    return typed.subscribe(read);
  }, [typed]);

  const trimmed = query.trim();
  // The query as typed (not trimmed) is searched; a change of spaces only re-ranks the same words.
  // At the commit, not in a passive effect: one run late would type an older text over the one the
  // box's handler typed since (the commit that loaded the search, then a key), and the two would
  // abort each other, refetching and spoiling the reader's pace (issue 45).
  useLayoutEffect(() => {
    typed?.type(query);
  }, [typed, query]);
  useEffect(() => {
    if (!typed || !trimmed) return;
    const done = () => !typed.searching && typed.result.query === query;
    if (done()) {
      setStatus('idle');
      return;
    }
    let live = true;
    const stop = stallTimer((update) => live && setStatus(update));
    const unsubscribe = typed.subscribe(() => {
      if (!done()) return;
      stop();
      setStatus('idle');
    });
    return () => {
      live = false;
      stop();
      unsubscribe();
    };
  }, [typed, query, trimmed]);

  // Until the new query's first shard arrives the previous results stay, so the list does not flash.
  const current = Boolean(trimmed) && result.query === query;
  return {
    ready: typed !== null,
    hits: trimmed ? result.hits : [],
    shownQuery: trimmed ? result.query : '',
    searched: current && result.done,
    status: typed && !trimmed ? 'idle' : status,
  };
}
