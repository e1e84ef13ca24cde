'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { type RefObject, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fill, plural } from '@/lib/i18n/format.client';
import { groupHits } from '@/lib/search/group.client';
import type { TypedSearch } from '@/lib/search/typed.client';
import { Spinner } from '../ui/spinner';
import { SearchForm } from './search-form';
import { SearchResults, searchOptionId } from './search-results';
import type { SearchStrings } from './strings';
import { useSearch } from './use-search';
import { useSearchInsights } from './use-search-insights';

interface SearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  indexUrl: string;
  /** The search of `indexUrl` the navbar box loaded and types into; loaded here when not given. */
  search?: Promise<TypedSearch>;
  /** The docs version searched, when the page read is an older one's ("Searching 3.2"). */
  scope?: string;
  /** Where focus goes back when the panel closes without navigating. */
  returnFocus: RefObject<HTMLInputElement | null>;
  /** The page's locale, for counts, and its texts. */
  locale: string;
  strings: SearchStrings;
}

/**
 * The search panel: a Radix dialog with the query field, results grouped by page (section
 * heading and a snippet with the matched words marked), arrow keys and Enter.
 */
export default function SearchPanel({
  open,
  onOpenChange,
  query,
  onQueryChange,
  indexUrl,
  search,
  scope,
  returnFocus,
  locale,
  strings: t,
}: SearchPanelProps) {
  const router = useRouter();
  // The box's text is searched as typed (useSearch); what only redraws the panel follows it deferred.
  const deferredQuery = useDeferredValue(query);
  const { ready, hits, shownQuery, searched, status } = useSearch(indexUrl, query, search);
  const groups = useMemo(() => groupHits(hits), [hits]);
  const ordered = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const navigated = useRef(false);
  const id = useId();
  const optionId = (i: number) => searchOptionId(id, i);

  // A new query selects its first result; results arriving for the same query (shard by shard)
  // keep the selection, so an arrow key pressed meanwhile is not undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes.
  useEffect(() => setActive(0), [deferredQuery]);
  useEffect(() => setActive((a) => Math.min(a, Math.max(0, ordered.length - 1))), [ordered.length]);
  useEffect(() => {
    if (open) navigated.current = false;
  }, [open]);

  const chosen = useSearchInsights(open, query, deferredQuery, searched, ordered.length);

  const go = (index: number) => {
    const hit = ordered[index];
    if (!hit) return;
    chosen(hit.record.url, index + 1);
    navigated.current = true;
    onOpenChange(false);
    router.push(hit.record.url);
  };

  const announcement = !searched
    ? ''
    : ordered.length === 0
      ? t['search.noResults']
      : plural(t, 'search.resultCount', ordered.length, locale);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="search-overlay" />
        <Dialog.Content
          className="search-panel"
          data-status={status}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const field = input.current;
            field?.focus();
            field?.setSelectionRange(field.value.length, field.value.length);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After a result was chosen focus starts from the new page, as after any navigation.
            if (!navigated.current) returnFocus.current?.focus({ preventScroll: true });
          }}
        >
          <Dialog.Title className="sr-only">{t['search.dialogTitle']}</Dialog.Title>
          <SearchForm
            inputRef={input}
            query={query}
            onQueryChange={onQueryChange}
            listboxId={`${id}-results`}
            activeOptionId={ordered.length > 0 ? optionId(active) : undefined}
            onSubmit={() => go(active)}
            strings={t}
            onMove={
              ordered.length === 0
                ? undefined
                : (step) => {
                    const next = (active + step + ordered.length) % ordered.length;
                    setActive(next);
                    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
                  }
            }
          />

          <div className="search-body" tabIndex={0}>
            {scope && <p className="search-scope">{fill(t['search.scope'], { scope })}</p>}
            {status === 'stalled' && <Spinner label={t['search.loading']} />}
            {ready && !deferredQuery.trim() && <p className="search-hint">{t['search.hint']}</p>}
            {searched && ordered.length === 0 && <p className="search-empty">{t['search.noResults']}</p>}
            {/* The listbox stays in the page while the panel is open, so aria-controls always points at it. */}
            <SearchResults
              id={id}
              query={shownQuery}
              groups={groups}
              active={active}
              onHover={setActive}
              onChoose={go}
              strings={t}
            />
          </div>
          <p className="search-footer" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> {t['search.keys.move']}, <kbd>↵</kbd> {t['search.keys.open']}, <kbd>esc</kbd>{' '}
            {t['search.keys.close']}
          </p>
          <div role="status" className="sr-only">
            {announcement}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
