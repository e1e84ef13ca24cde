'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { type RefObject, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants.client';
import { groupHits } from '@/lib/search/group.client';
import { highlight, snippet } from '@/lib/search/highlight.client';
import { ArrowRightIcon, CloseIcon, SearchIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { Highlighted } from './highlighted';
import { useSearch } from './use-search';

const KIND_LABELS = { doc: 'Docs', api: 'API', blog: 'Blog', page: 'Page' } as const;

interface SearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  indexUrl: string;
  /** The docs version searched, when the page read is an older one's ("Searching 3.2"). */
  scope?: string;
  /** Where focus goes back when the panel closes without navigating. */
  returnFocus: RefObject<HTMLInputElement | null>;
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
  scope,
  returnFocus,
}: SearchPanelProps) {
  const router = useRouter();
  const deferredQuery = useDeferredValue(query);
  const { ready, hits, searched, status } = useSearch(indexUrl, deferredQuery, query);
  const groups = useMemo(() => groupHits(hits), [hits]);
  const ordered = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const navigated = useRef(false);
  const id = useId();
  const optionId = (i: number) => `${id}-option-${i}`;

  // A new query selects its first result; results arriving for the same query (shard by shard)
  // keep the selection, so an arrow key pressed meanwhile is not undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes.
  useEffect(() => setActive(0), [deferredQuery]);
  useEffect(() => setActive((a) => Math.min(a, Math.max(0, ordered.length - 1))), [ordered.length]);
  useEffect(() => {
    if (open) navigated.current = false;
  }, [open]);

  const go = (index: number) => {
    const hit = ordered[index];
    if (!hit) return;
    navigated.current = true;
    onOpenChange(false);
    router.push(hit.record.url);
  };

  const announcement = !searched
    ? ''
    : ordered.length === 0
      ? 'No results found.'
      : `${ordered.length} result${ordered.length === 1 ? '' : 's'}`;
  let index = -1;

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
          <Dialog.Title className="sr-only">Search the documentation</Dialog.Title>
          <form
            className="search-form"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              go(active);
            }}
          >
            <SearchIcon className="search-icon" />
            <input
              ref={input}
              type="search"
              className="search-field"
              placeholder="Search..."
              aria-label="Search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={ordered.length > 0}
              aria-controls={`${id}-results`}
              aria-activedescendant={ordered.length > 0 ? optionId(active) : undefined}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={(event) => {
                if (ordered.length === 0) return;
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  const step = event.key === 'ArrowDown' ? 1 : -1;
                  const next = (active + step + ordered.length) % ordered.length;
                  setActive(next);
                  document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
                }
              }}
            />
            {query && (
              <button
                type="button"
                className="icon-button search-clear"
                aria-label="Clear the search query"
                onClick={() => {
                  onQueryChange('');
                  input.current?.focus();
                }}
              >
                <CloseIcon />
              </button>
            )}
            <button
              type="submit"
              className="icon-button search-submit"
              aria-label="Submit the search query"
              disabled={ordered.length === 0}
            >
              <ArrowRightIcon />
            </button>
            <Dialog.Close className="search-cancel">Cancel</Dialog.Close>
          </form>

          <div className="search-body" tabIndex={0}>
            {scope && <p className="search-scope">Searching {scope}</p>}
            {status === 'stalled' && <Spinner label="Loading the search index…" />}
            {ready && !deferredQuery.trim() && (
              <p className="search-hint">Search the docs, the blog and the API references.</p>
            )}
            {searched && ordered.length === 0 && <p className="search-empty">No results found.</p>}
            {/* The listbox stays in the page while the panel is open, so aria-controls always points at it. */}
            <div
              role="listbox"
              id={`${id}-results`}
              aria-label="Search results"
              className="search-results"
              hidden={ordered.length === 0}
            >
              {groups.map((group) => (
                <div
                  role="group"
                  key={group.hits[0].record.url}
                  aria-labelledby={`${id}-${group.hits[0].record.url}`}
                  className="search-group"
                >
                  <div className="search-group-title" id={`${id}-${group.hits[0].record.url}`}>
                    <span className="search-kind">{KIND_LABELS[group.kind]}</span> {group.page}
                  </div>
                  {group.hits.map((hit) => {
                    index += 1;
                    const i = index;
                    return (
                      <a
                        key={hit.record.url}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        className="search-hit"
                        href={hit.record.url}
                        tabIndex={-1}
                        onMouseMove={() => i !== active && setActive(i)}
                        onClick={(event) => {
                          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                          event.preventDefault();
                          go(i);
                        }}
                      >
                        <span className="search-hit-title">
                          <Highlighted segments={highlight(hit.record.title, hit.terms)} />
                        </span>
                        {hit.record.content && (
                          <span className="search-hit-snippet">
                            <Highlighted segments={snippet(hit.record.content, hit.terms)} />
                          </span>
                        )}
                      </a>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
          <p className="search-footer" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>↵</kbd> to open, <kbd>esc</kbd> to close
          </p>
          <div role="status" className="sr-only">
            {announcement}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
