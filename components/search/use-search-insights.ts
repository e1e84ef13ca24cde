'use client';

import { useEffect, useRef } from 'react';
import { reportChoice, reportSearch, SEARCH_SETTLE_MS } from '@/lib/search/insights.client';

/**
 * Search insights (lib/search/insights.client.ts): a query counts once its results have been shown
 * for SEARCH_SETTLE_MS without a key typed, or when a result is chosen; each query once per opening
 * of the panel, never while typing. Returns what to call when a result is chosen (its URL, its rank).
 */
export function useSearchInsights(
  open: boolean,
  query: string,
  deferredQuery: string,
  searched: boolean,
  count: number,
): (url: string, rank: number) => void {
  const reported = useRef(new Set<string>());
  const latest = useRef({ deferredQuery, count });
  latest.current = { deferredQuery, count };
  const report = (text: string, results: number) => {
    const key = text.trim();
    if (!key || reported.current.has(key)) return;
    reported.current.add(key);
    reportSearch(text, results);
  };
  const settled = searched && query === deferredQuery ? deferredQuery : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer reads the latest count when it fires.
  useEffect(() => {
    if (!open || !settled.trim()) return;
    const timer = window.setTimeout(() => report(settled, latest.current.count), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [open, settled]);
  useEffect(() => {
    if (open) reported.current = new Set();
  }, [open]);
  return (url, rank) => {
    const { deferredQuery: text, count: results } = latest.current;
    report(text, results);
    reportChoice(text, url, rank);
  };
}
