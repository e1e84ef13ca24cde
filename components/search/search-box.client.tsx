'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants.client';
import type { TypedSearch } from '@/lib/search/typed.client';
import { loadPanel, type Panel } from './load-panel';
import type { SearchStrings } from './strings';

// The panel, the search code and the index manifest load on first focus or open, never with the page.
const indexes = new Map<string, Promise<TypedSearch>>();
/** The searches loaded, by index URL: a key types into one in its own handler, before React renders it. */
const loaded = new Map<string, TypedSearch>();
/** Loads the search for an index URL (once); its manifest's request goes out with the search code, not after it. */
function loadIndex(url: string) {
  let index = indexes.get(url);
  if (!index) {
    const manifest = fetch(url, { credentials: 'same-origin' });
    // A failed request is the loader's to report (once), when it reads this response.
    manifest.catch(() => {});
    index = import('@/lib/search/load.client').then(({ loadTypedSearch, withStarted }) =>
      loadTypedSearch(url, withStarted(url, manifest)),
    );
    void index.then((search) => loaded.set(url, search));
    indexes.set(url, index);
  }
}

/** Whether a key event comes from somewhere the reader is typing. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

/** A cut docs version's own index: read on its pages (`/docs/<name>/…`). */
export interface VersionIndex {
  prefix: string;
  label: string;
  url: string;
}

/**
 * The navbar search box. Typing in it, clicking it, Ctrl/Cmd+K or "/" opens the search panel
 * (a dialog, full-screen on phones) with what was typed so far. On a page of a cut docs version it
 * searches that version's index only. Its texts and the panel's come in `strings`, in `locale`.
 */
export function SearchBox({
  indexUrl: siteIndex,
  versions,
  locale,
  strings,
}: {
  indexUrl: string;
  versions?: VersionIndex[];
  locale: string;
  strings: SearchStrings;
}) {
  const [open, setOpen] = useState(false);
  const [SearchPanel, setPanel] = useState<Panel | null>(null);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const pathname = usePathname();
  const version = versions?.find((v) => pathname === v.prefix || pathname.startsWith(`${v.prefix}/`));
  const indexUrl = version?.url ?? siteIndex;

  // The panel mounts (closed) once its code is in, after the box was first focused or pointed at,
  // so a key opens it at once: not next/dynamic, whose Suspense shows the panel 300 ms after its
  // fallback at the earliest, a key or two into the word (issue 45).
  const preload = () => {
    void loadPanel().then((module) => setPanel(() => module.default));
    loadIndex(indexUrl);
  };
  const show = () => {
    preload();
    setOpen(true);
  };
  // Once the search has loaded, each key is searched in its own event handler, before React
  // renders it (the open panel's render took 50-60 ms at 4x CPU) and whether or not the panel is
  // there yet: the word's shards are on their way meanwhile (issue 45). What was typed before, the
  // panel types when it gets the search.
  const change = (value: string) => {
    setQuery(value);
    loaded.get(indexUrl)?.type(value);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the panel.
  useEffect(() => setOpen(false), [pathname]);
  // show only sets state and starts loads; binding it again when the panel opens or closes (for
  // `open`) is enough.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bound again with open only
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      // The panel may take a while to load: until it takes focus, the keys that follow the
      // shortcut go into the navbar box, whose text the panel opens with, so none is lost.
      if (!open) input.current?.focus({ preventScroll: true });
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="navbar-search" role="search">
      <input
        ref={input}
        type="search"
        role="combobox"
        className="search-input"
        placeholder={strings['search.placeholder']}
        aria-label={strings['search.label']}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={preload}
        onPointerEnter={preload}
        onClick={show}
        onChange={(event) => {
          change(event.target.value);
          show();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            show();
          }
        }}
      />
      {/* The hint is decoration: the input names the shortcut. */}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> is not focusable. */}
      <kbd className="search-shortcut" aria-hidden="true">
        /
      </kbd>
      {SearchPanel && (
        <SearchPanel
          open={open}
          onOpenChange={setOpen}
          query={query}
          onQueryChange={change}
          indexUrl={indexUrl}
          search={indexes.get(indexUrl)}
          scope={version?.label}
          returnFocus={input}
          locale={locale}
          strings={strings}
        />
      )}
    </div>
  );
}
