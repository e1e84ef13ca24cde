'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants.client';
import { startManifest } from '@/lib/search/started.client';
import type { TypedSearch } from '@/lib/search/typed.client';
import { loadPanel, type Panel } from './load-panel';
import type { SearchStrings } from './strings';

// The panel, the search code and the index manifest load on first focus or open, never with the page.
const indexes = new Map<string, Promise<TypedSearch>>();
/** The searches loaded, by index URL: a key types into one in its own handler, before React renders it. */
const loaded = new Map<string, TypedSearch>();
/** The search for an index URL; its manifest's request goes out with the search code, not after it. */
function loadIndex(url: string) {
  let index = indexes.get(url);
  if (!index) {
    startManifest(url);
    index = import('@/lib/search/load.client').then(({ loadTypedSearch }) => loadTypedSearch(url));
    void index.then((search) => loaded.set(url, search));
    indexes.set(url, index);
  }
  return index;
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
  // The text typed last, in the box or the panel's field: what the search gets once it has loaded.
  const text = useRef('');
  // Whether the panel is open, for the shortcut handler bound once.
  const openRef = useRef(false);
  const pathname = usePathname();
  const version = versions?.find((v) => pathname === v.prefix || pathname.startsWith(`${v.prefix}/`));
  const indexUrl = version?.url ?? siteIndex;

  // The panel mounts (closed) once its code is in, after the box was first focused or pointed at,
  // so a key opens it at once: not next/dynamic, whose Suspense shows the panel 300 ms after its
  // fallback at the earliest, a key or two into the word (issue 45).
  const preload = () => {
    if (!SearchPanel) void loadPanel().then((panel) => setPanel(() => panel));
    void loadIndex(indexUrl);
  };
  const show = () => {
    preload();
    setOpen(true);
  };
  // Each key is searched in its own event handler, before React renders it (the open panel's
  // render took 50-60 ms at 4x CPU), and before the panel has loaded or mounted: the word's shards
  // are on their way meanwhile (issue 45).
  const change = (value: string) => {
    text.current = value;
    setQuery(value);
    const search = loaded.get(indexUrl);
    if (search) search.type(value);
    else void loadIndex(indexUrl).then((later) => later.type(text.current));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the panel.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  // show only sets state and starts loads; binding it once is enough.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bound once
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      // The panel may take a while to load: until it takes focus, the keys that follow the
      // shortcut go into the navbar box, whose text the panel opens with, so none is lost.
      if (!openRef.current) input.current?.focus({ preventScroll: true });
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

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
          scope={version?.label}
          returnFocus={input}
          locale={locale}
          strings={strings}
        />
      )}
    </div>
  );
}
