'use client';

import { useEffect, useState } from 'react';
import { STALL_MS } from '@/lib/search/constants';
import type { SearchEngine } from '@/lib/search/engine';
import { loadSearchEngine } from '@/lib/search/load';

/** The panel's loading state: idle once the index is there, stalled after STALL_MS of loading. */
export type SearchStatus = 'idle' | 'loading' | 'stalled';

/** Loads the engine for an index URL (once per page lifetime) and reports the loading state. */
export function useSearchEngine(indexUrl: string): { engine: SearchEngine | null; status: SearchStatus } {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');
  useEffect(() => {
    let live = true;
    const stall = window.setTimeout(() => live && setStatus((s) => (s === 'loading' ? 'stalled' : s)), STALL_MS);
    void loadSearchEngine(indexUrl).then((loaded) => {
      if (!live) return;
      window.clearTimeout(stall);
      setEngine(loaded);
      setStatus('idle');
    });
    return () => {
      live = false;
      window.clearTimeout(stall);
    };
  }, [indexUrl]);
  return { engine, status };
}
