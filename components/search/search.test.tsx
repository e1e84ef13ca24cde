import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import { buildSearchIndex } from '@/lib/search/build';
import { RECORD_SETTLE_MS, SEARCH_SHARDS_PATH, STALL_MS } from '@/lib/search/constants.client';
import { forgetSearchShards } from '@/lib/search/load.client';
import { parseManifest } from '@/lib/search/manifest.client';
import { termShardOf } from '@/lib/search/sharded.client';
import { buildShardedIndex } from '@/lib/search/shards';
import type { SearchRecord } from '@/lib/search/types';
import { holdDynamicImports, releaseDynamicImports } from '../test/next-dynamic';
import { SearchBox } from './search-box.client';
import SearchPanel from './search-panel.client';
import type { SearchStrings } from './strings';
import { useSearch } from './use-search';

/** The English texts of the box and the panel, as the navbar passes them. */
const english = Object.fromEntries(
  Object.entries(ENGLISH).filter(([key]) => key.startsWith('search.')),
) as SearchStrings;

const nav = vi.hoisted(() => ({ pathname: '/', push: vi.fn() }));

vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push }),
}));

// The box loads the panel with import() into state (load-panel.ts): held back like next/dynamic's loads.
vi.mock('./load-panel', async (importOriginal) => {
  const { heldImport } = await import('../test/next-dynamic');
  const { loadPanel } = await importOriginal<typeof import('./load-panel')>();
  return { loadPanel: heldImport(loadPanel) };
});

const record = (
  kind: SearchRecord['kind'],
  url: string,
  page: string,
  title: string,
  content: string,
): SearchRecord => ({ kind, url, page, title, content, tags: [], parents: [] });
const INDEX = buildSearchIndex([
  record('doc', '/docs/webhooks', 'Webhooks', 'Webhooks', 'Deliver events to your server as they happen.'),
  record('doc', '/docs/webhooks#retries', 'Webhooks', 'Retries', 'Failed webhook deliveries are retried for a day.'),
  record(
    'api',
    '/api/events#listWebhooks',
    'Events API',
    'List webhooks',
    'Returns the webhook endpoints of the account.',
  ),
  record('doc', '/docs/segments', 'Segments', 'Segment builder', 'Create audiences from rules.'),
]);
// One term or record per shard, so a test can fail one shard and keep the others.
const SHARDED = buildShardedIndex(INDEX, { termBytes: 1, recordBytes: 1 });
/** The manifest as served. */
const MANIFEST = SHARDED.manifestFile;
/** The term shard holding a term. */
const termShard = (term: string) => termShardOf(parseManifest(MANIFEST), term);

// Searches are kept per index URL for the page's lifetime: each test loads its own URL.
let urlCount = 0;
const nextIndexUrl = () => `/search-index-test-${++urlCount}.json`;

type Answer = (response: { ok: boolean; status: number; json: () => Promise<unknown> }) => void;

/**
 * A fetch whose manifest responses the test hands out, one per request, when it chooses. Shards
 * are answered at once from SHARDED, or with `shardStatus(file)` when that gives an error status,
 * or held while `holdShards` is set (released by `releaseShards`).
 */
function holdFetch(shardStatus: (file: string) => number = () => 200) {
  const pending: Array<{ url: string; answer: Answer }> = [];
  const heldShards: Array<() => void> = [];
  let holdShards: (file: string) => boolean = () => false;
  const fetchMock = vi.fn((url: string) => {
    if (!url.startsWith(SEARCH_SHARDS_PATH)) return new Promise((answer: Answer) => pending.push({ url, answer }));
    const file = url.slice(SEARCH_SHARDS_PATH.length);
    const status = SHARDED.files.has(file) ? shardStatus(file) : 404;
    const respond = () => ({ ok: status === 200, status, json: async () => JSON.parse(SHARDED.files.get(file)!) });
    if (!holdShards(file)) return Promise.resolve(respond());
    return new Promise((answer) => heldShards.push(() => answer(respond())));
  });
  vi.stubGlobal('fetch', fetchMock);
  const answer = async (status: number, body: unknown) => {
    const request = pending.shift();
    if (!request) throw new Error('no request is waiting');
    await act(async () => request.answer({ ok: status >= 200 && status < 300, status, json: async () => body }));
  };
  return {
    fetchMock,
    ok: (body: unknown = MANIFEST) => answer(200, body),
    fail: (status = 500) => answer(status, null),
    holdShards: (which: (file: string) => boolean = () => true) => void (holdShards = which),
    releaseShards: async (count = Infinity) => {
      holdShards = () => false;
      await act(async () => {
        for (const release of heldShards.splice(0, count)) release();
      });
    },
  };
}

/** The panel with its query held by a parent, as the navbar box holds it. */
function Panel({
  indexUrl,
  initialQuery = '',
  onOpenChange = () => {},
  locale = 'en',
  strings = english,
}: {
  indexUrl: string;
  initialQuery?: string;
  onOpenChange?: (open: boolean) => void;
  locale?: string;
  strings?: SearchStrings;
}) {
  const [query, setQuery] = useState(initialQuery);
  const returnFocus = useRef<HTMLInputElement>(null);
  return (
    <SearchPanel
      open
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={setQuery}
      indexUrl={indexUrl}
      returnFocus={returnFocus}
      locale={locale}
      strings={strings}
    />
  );
}

const dialog = () => screen.getByRole('dialog');
const field = () => within(dialog()).getByRole('combobox', { name: 'Search' });
const spinner = () => within(dialog()).queryByText('Loading the search index…');
const hint = () => within(dialog()).queryByText('Search the docs, the blog and the API references.');
const noResults = () => within(dialog()).queryByText('No results found.', { selector: 'p' });
const announcement = () =>
  within(dialog())
    .getAllByRole('status')
    .find((s) => !s.querySelector('.spinner'))!.textContent;
const options = () => within(dialog()).queryAllByRole('option');

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  nav.pathname = '/';
  nav.push.mockReset();
  releaseDynamicImports();
  forgetSearchShards();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('search panel states', () => {
  it('is loading, then stalled with a spinner after 300 ms, then idle when the index arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = holdFetch();
    const indexUrl = nextIndexUrl();
    await act(async () => render(<Panel indexUrl={indexUrl} initialQuery="webhook" />));
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    expect(server.fetchMock.mock.calls[0][0]).toBe(indexUrl);
    expect(dialog().dataset.status).toBe('loading');
    act(() => vi.advanceTimersByTime(STALL_MS - 1));
    expect(dialog().dataset.status).toBe('loading');
    expect(spinner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog().dataset.status).toBe('stalled');
    expect(spinner()).not.toBeNull();
    // Nothing is claimed about results before the index is there.
    expect(noResults()).toBeNull();
    expect(announcement()).toBe('');
    vi.useRealTimers();
    await server.ok();
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    // Results already read may show before the query settles; the panel is idle once it has.
    await waitFor(() => expect(dialog().dataset.status).toBe('idle'));
    expect(spinner()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('never shows the spinner when the index arrives within 300 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = holdFetch();
    render(<Panel indexUrl={nextIndexUrl()} />);
    act(() => vi.advanceTimersByTime(STALL_MS - 50));
    await server.ok();
    act(() => vi.advanceTimersByTime(STALL_MS * 10));
    expect(dialog().dataset.status).toBe('idle');
    expect(spinner()).toBeNull();
    // Idle with an empty query: the hint, no results, nothing announced.
    expect(hint()).not.toBeNull();
    expect(options()).toHaveLength(0);
    expect(announcement()).toBe('');
  });

  it('shows results grouped by page, announces their number, and moves through them with the arrow keys', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    const onOpenChange = vi.fn();
    render(<Panel indexUrl={nextIndexUrl()} onOpenChange={onOpenChange} />);
    await server.ok();
    await user.type(field(), 'webhook');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(hint()).toBeNull();
    expect(noResults()).toBeNull();
    expect(announcement()).toBe('3 results');
    const groups = within(dialog()).getAllByRole('group');
    expect(
      groups.map((g) => [
        g.querySelector('.search-group-title')!.textContent,
        within(g)
          .getAllByRole('option')
          .map((o) => o.getAttribute('href')),
      ]),
    ).toEqual([
      ['Docs Webhooks', ['/docs/webhooks', '/docs/webhooks#retries']],
      ['API Events API', ['/api/events#listWebhooks']],
    ]);
    // The matched words are marked.
    expect(options()[0].querySelector('mark')?.textContent).toBe('Webhooks');

    const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(2);
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[2].id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(2);
    await user.keyboard('{Enter}');
    expect(nav.push).toHaveBeenCalledExactlyOnceWith('/api/events#listWebhooks');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the locale's texts: field, hint, count, no results, buttons and kinds", async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    const french: SearchStrings = {
      ...english,
      'search.placeholder': 'Rechercher...',
      'search.label': 'Rechercher',
      'search.hint': 'Cherchez dans la documentation.',
      'search.noResults': 'Aucun résultat.',
      'search.resultCount.one': '{count} résultat',
      'search.resultCount.other': '{count} résultats',
      'search.clear': 'Effacer la recherche',
      'search.kind.doc': 'Documentation',
    };
    render(<Panel indexUrl={nextIndexUrl()} locale="fr" strings={french} />);
    await server.ok();
    const input = within(dialog()).getByRole('combobox', { name: 'Rechercher' });
    expect(input.getAttribute('placeholder')).toBe('Rechercher...');
    await waitFor(() => expect(within(dialog()).queryByText('Cherchez dans la documentation.')).not.toBeNull());
    await user.type(input, 'webhook');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(announcement()).toBe('3 résultats');
    expect(within(dialog()).getAllByRole('group')[0].querySelector('.search-kind')?.textContent).toBe('Documentation');
    await user.clear(input);
    await user.type(input, 'qqqqqq');
    await waitFor(() => expect(within(dialog()).queryByText('Aucun résultat.', { selector: 'p' })).not.toBeNull());
    expect(announcement()).toBe('Aucun résultat.');
    expect(within(dialog()).getByRole('button', { name: 'Effacer la recherche' })).toBeTruthy();
  });

  it('says "No results found." for a query nothing matches, and clears back to the hint', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    render(<Panel indexUrl={nextIndexUrl()} />);
    await server.ok();
    await user.type(field(), 'qqqqqq');
    await waitFor(() => expect(noResults()).not.toBeNull());
    expect(options()).toHaveLength(0);
    expect(announcement()).toBe('No results found.');
    expect(within(dialog()).getByRole('button', { name: 'Submit the search query' })).toHaveProperty('disabled', true);
    await user.click(within(dialog()).getByRole('button', { name: 'Clear the search query' }));
    expect(field()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field());
    await waitFor(() => expect(hint()).not.toBeNull());
    expect(noResults()).toBeNull();
  });

  it('treats an index that failed to load as empty: "No results found." and one console warning', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    const indexUrl = nextIndexUrl();
    const first = render(<Panel indexUrl={indexUrl} />);
    await server.fail(503);
    expect(dialog().dataset.status).toBe('idle');
    expect(spinner()).toBeNull();
    await user.type(field(), 'webhook');
    await waitFor(() => expect(noResults()).not.toBeNull());
    expect(options()).toHaveLength(0);
    await user.clear(field());
    await user.type(field(), 'segment');
    await waitFor(() => expect(field()).toHaveProperty('value', 'segment'));
    expect(noResults()).not.toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `Search index ${indexUrl} could not be loaded (HTTP 503); search shows no results.`,
    );
    // Failed once is failed for the page's lifetime: opening the panel again neither refetches nor warns again.
    first.unmount();
    render(<Panel indexUrl={indexUrl} initialQuery="webhook" />);
    await waitFor(() => expect(noResults()).not.toBeNull());
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats an index file of the wrong shape the same way', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    const indexUrl = nextIndexUrl();
    render(<Panel indexUrl={indexUrl} />);
    await server.ok({ ...MANIFEST, version: 99 });
    await user.type(field(), 'webhook');
    await waitFor(() => expect(noResults()).not.toBeNull());
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `Search index ${indexUrl} could not be loaded (expected version 4, got 99); search shows no results.`,
    );
  });
});

describe('search shards', () => {
  it('fetches only the shards the query touches, and is stalled after 300 ms of waiting for them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = holdFetch();
    render(<Panel indexUrl={nextIndexUrl()} initialQuery="segment" />);
    await server.ok();
    // Record shards wait until the query has settled (no key typed for RECORD_SETTLE_MS).
    await act(() => vi.advanceTimersByTimeAsync(RECORD_SETTLE_MS));
    expect(dialog().dataset.status).toBe('idle');
    server.holdShards();
    vi.useRealTimers();
    await server.releaseShards();
    await waitFor(() => expect(options()).toHaveLength(1));
    const shards = server.fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(SEARCH_SHARDS_PATH));
    // The FlexSearch shard of "segment" (no longer word starts with it) and the record shard of its
    // one result.
    expect(shards).toHaveLength(2);
    expect(shards).toEqual(
      expect.arrayContaining([`${SEARCH_SHARDS_PATH}${termShard('segment')}`, expect.stringMatching(/\/r\d+\./)]),
    );
    expect(SHARDED.files.size).toBeGreaterThan(10);
  });

  it('aborts a search at the key that changes the text, and searches the new text at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = holdFetch();
    const indexUrl = nextIndexUrl();
    const { result, rerender } = renderHook(({ query }) => useSearch(indexUrl, query), {
      initialProps: { query: 'webhook' },
    });
    await server.ok();
    const records = () =>
      server.fetchMock.mock.calls.map(([url]) => url).filter((url) => /^\/search-shards\/r\d+\./.test(url));
    await act(() => vi.advanceTimersByTimeAsync(RECORD_SETTLE_MS / 2));
    // The best result's record shard went out at once (the lead); its two others wait.
    expect(records()).toHaveLength(1);
    // Keys typed (the box's text changed): "webhook"'s other records are never fetched.
    rerender({ query: 'zq' });
    await act(() => vi.advanceTimersByTimeAsync(RECORD_SETTLE_MS * 2));
    expect(records()).toHaveLength(1);
    // Typed back: the text is searched again, and its other records come.
    rerender({ query: 'webhook' });
    await act(() => vi.advanceTimersByTimeAsync(RECORD_SETTLE_MS * 2));
    expect(records()).toHaveLength(3);
    expect(result.current.searched).toBe(true);
    expect(new Set(result.current.hits.map((hit) => hit.record.url))).toEqual(
      new Set(['/docs/webhooks', '/docs/webhooks#retries', '/api/events#listWebhooks']),
    );
    expect(result.current.shownQuery).toBe('webhook');
  });

  it("shows a word's first results while it is still being typed, a key every 100 ms (under the records' wait)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = holdFetch();
    render(<Panel indexUrl={nextIndexUrl()} />);
    await server.ok();
    const listbox = () => within(dialog()).getByRole('listbox');
    const word = 'webhook';
    const shownWhileTyping: string[] = [];
    // A reader typing: each key 100 ms after the last, faster than RECORD_SETTLE_MS, so no query
    // settles before the word is whole; results must come from the keys typed so far.
    expect(RECORD_SETTLE_MS).toBeGreaterThan(100);
    for (let n = 1; n < word.length; n++) {
      fireEvent.change(field(), { target: { value: word.slice(0, n) } });
      await act(() => vi.advanceTimersByTimeAsync(100));
      if (options().length > 0) shownWhileTyping.push(listbox().dataset.query ?? '');
    }
    // "web" already showed the best result; the word's own come with its last key.
    expect(shownWhileTyping[0]).toBe('web');
    expect(shownWhileTyping.every((query) => word.startsWith(query))).toBe(true);
    fireEvent.change(field(), { target: { value: word } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(listbox().dataset.query).toBe(word);
    expect(options()[0].textContent).toContain('Webhooks');
  });

  it('shows the spinner while shards take longer than 300 ms', async () => {
    const server = holdFetch();
    const user = userEvent.setup();
    render(<Panel indexUrl={nextIndexUrl()} />);
    await server.ok();
    server.holdShards();
    await user.type(field(), 'webhook');
    expect(dialog().dataset.status).toBe('loading');
    await waitFor(() => expect(dialog().dataset.status).toBe('stalled'), { timeout: STALL_MS * 3 });
    expect(spinner()).not.toBeNull();
    expect(noResults()).toBeNull();
    await server.releaseShards();
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(dialog().dataset.status).toBe('idle');
  });

  it('shows results as their record shards arrive, keeping the selection', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    render(<Panel indexUrl={nextIndexUrl()} />);
    await server.ok();
    server.holdShards((file) => file.startsWith('r'));
    await user.type(field(), 'webhook');
    await waitFor(() => expect(server.fetchMock.mock.calls.filter(([url]) => url.includes('/r')).length).toBe(3));
    expect(options()).toHaveLength(0);
    await server.releaseShards(2);
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{ArrowDown}');
    const selected = () =>
      options()
        .find((o) => o.getAttribute('aria-selected') === 'true')
        ?.getAttribute('href');
    const before = selected();
    expect(before).toBe(options()[1].getAttribute('href'));
    await server.releaseShards();
    await waitFor(() => expect(options()).toHaveLength(3));
    // Not back to the first result: a key pressed while results arrive is not undone.
    expect(options().findIndex((o) => o.getAttribute('aria-selected') === 'true')).toBe(1);
  });

  it.each([[404], [500]])('answers from the other shards when one answers %i, with one warning', async (status) => {
    const failed = termShard('webhook');
    const server = holdFetch((file) => (file === failed ? status : 200));
    const indexUrl = nextIndexUrl();
    render(<Panel indexUrl={indexUrl} initialQuery="webhook deliveries" />);
    await server.ok();
    // "deliveries" lives in another shard: its records still come.
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(options().map((o) => o.getAttribute('href'))).toContain('/docs/webhooks#retries');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `Search index shard ${SEARCH_SHARDS_PATH}${failed} could not be loaded (HTTP ${status}); results leave it out.`,
    );
  });

  it('treats a malformed shard as failed, with one warning', async () => {
    const failed = termShard('segment');
    const server = holdFetch();
    server.fetchMock.mockImplementation(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () =>
        url.endsWith(failed)
          ? [['segment', [[1], 'not ids']]]
          : JSON.parse(SHARDED.files.get(url.slice(SEARCH_SHARDS_PATH.length)) ?? JSON.stringify(MANIFEST)),
    }));
    const user = userEvent.setup();
    render(<Panel indexUrl={nextIndexUrl()} />);
    await user.type(field(), 'segment');
    await waitFor(() => expect(noResults()).not.toBeNull());
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toMatch(/shard .* could not be loaded \(map entry "segment" has a malformed slot\)/);
  });
});

describe('navbar search box', () => {
  it('requests the manifest on first focus, with the search code rather than after it', () => {
    const server = holdFetch();
    const indexUrl = nextIndexUrl();
    render(<SearchBox indexUrl={indexUrl} locale="en" strings={english} />);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Search' }));
    // Synchronously: no module has loaded yet.
    expect(server.fetchMock).toHaveBeenCalledExactlyOnceWith(indexUrl, { credentials: 'same-origin' });
    fireEvent.focus(screen.getByRole('combobox', { name: 'Search' }));
    expect(server.fetchMock).toHaveBeenCalledOnce();
  });

  it('loads the panel on focus, closed, so that the first key opens it in its own update', async () => {
    const server = holdFetch();
    const indexUrl = nextIndexUrl();
    render(<SearchBox indexUrl={indexUrl} locale="en" strings={english} />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    await server.ok();
    // The panel's code is in and the panel mounted, closed: nothing shows yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(box, { target: { value: 'segment' } });
    // Not after a Suspense fallback or a load: with the key.
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(server.fetchMock.mock.calls.filter(([url]) => url === indexUrl)).toHaveLength(1);
  });

  it("types each key into the search in the key's own handler, whether or not the panel is there", async () => {
    const server = holdFetch();
    const releasePanel = holdDynamicImports();
    render(<SearchBox indexUrl={nextIndexUrl()} locale="en" strings={english} />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    await server.ok();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const shards = () =>
      server.fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(SEARCH_SHARDS_PATH));
    expect(shards()).toEqual([]);
    fireEvent.change(box, { target: { value: 'segment' } });
    // The word's term shard went out with the key, the panel still loading.
    expect(shards()).toEqual([`${SEARCH_SHARDS_PATH}${termShard('segment')}`]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => releasePanel());
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    // The panel shows what the box's search found, without searching the same text again.
    expect(shards().filter((url) => url === `${SEARCH_SHARDS_PATH}${termShard('segment')}`)).toHaveLength(1);
  });

  it('keeps every key typed right after Ctrl+K, before the panel has loaded', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    const releasePanel = holdDynamicImports();
    const indexUrl = nextIndexUrl();
    render(<SearchBox indexUrl={indexUrl} locale="en" strings={english} />);
    await user.keyboard('{Control>}k{/Control}segment');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => releasePanel());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull());
    expect(field()).toHaveProperty('value', 'segment');
    await server.ok();
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
  });

  it('keeps what is typed before the panel has loaded, and the panel goes on from there', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    const releasePanel = holdDynamicImports();
    render(<SearchBox indexUrl={nextIndexUrl()} locale="en" strings={english} />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'webh');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await act(async () => releasePanel());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull());
    expect(field()).toHaveProperty('value', 'webh');
    expect(document.activeElement).toBe(field());
    expect((field() as HTMLInputElement).selectionStart).toBe(4);
    await server.ok();
    await user.keyboard('ooks');
    expect(field()).toHaveProperty('value', 'webhooks');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    // The navbar box shows the same query.
    expect(box).toHaveProperty('value', 'webhooks');
  });

  it('opens with "/" and Ctrl+K, closes on Escape with focus back in the box, and on navigation', async () => {
    const user = userEvent.setup();
    const server = holdFetch();
    const { rerender } = render(<SearchBox indexUrl={nextIndexUrl()} locale="en" strings={english} />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.keyboard('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull());
    expect(document.activeElement).toBe(field());
    // "/" typed in the field is text, not the shortcut.
    await user.keyboard('/');
    expect(field()).toHaveProperty('value', '/');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull());
    nav.pathname = '/docs/webhooks';
    rerender(<SearchBox indexUrl={nextIndexUrl()} locale="en" strings={english} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.fetchMock).toHaveBeenCalled();
  });
});

describe('search insights', () => {
  it('sends one search event per settled query, none while typing, and the chosen result with its rank', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const server = holdFetch();
    const user = userEvent.setup();
    await act(async () => render(<Panel indexUrl={nextIndexUrl()} />));
    await server.ok();
    await user.type(field(), 'webh');
    await user.type(field(), 'ook');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(gtag).not.toHaveBeenCalled();
    await waitFor(() => expect(gtag).toHaveBeenCalledWith('event', 'search', expect.anything()), { timeout: 3000 });
    const searches = gtag.mock.calls.filter((c) => c[1] === 'search');
    expect(searches).toEqual([['event', 'search', { search_term: 'webhook', result_count: options().length }]]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(gtag).toHaveBeenLastCalledWith('event', 'select_content', {
      content_type: 'search_result',
      content_id: nav.push.mock.calls[0][0],
      search_term: 'webhook',
      rank: 2,
    });
    expect(gtag.mock.calls.filter((c) => c[1] === 'search')).toHaveLength(1);
  }, 15_000);

  it('sends search_no_results for a query that finds nothing, and nothing for an email address', async () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const server = holdFetch();
    const user = userEvent.setup();
    await act(async () => render(<Panel indexUrl={nextIndexUrl()} />));
    await server.ok();
    await user.type(field(), 'zzzqqq');
    await waitFor(() => expect(noResults()).not.toBeNull());
    await waitFor(() => expect(gtag).toHaveBeenCalledWith('event', 'search_no_results', { search_term: 'zzzqqq' }), {
      timeout: 3000,
    });
    gtag.mockClear();
    await user.clear(field());
    await user.type(field(), 'ada@example.com');
    await waitFor(() => expect(noResults()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(gtag).not.toHaveBeenCalled();
  }, 15_000);
});
