import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from './build';
import { loadShardedSearch, loadTypedSearch } from './load.client';
import { buildShardedIndex } from './shards';
import { startManifest, takeStarted } from './started.client';

const built = buildShardedIndex(
  buildSearchIndex([
    { kind: 'doc', url: '/a', page: 'A', title: 'Token basics', content: 'A token.', tags: [], parents: [] },
  ]),
);

afterEach(() => vi.unstubAllGlobals());

describe('the manifest request the navbar box starts', () => {
  it('is taken once by the loader, whichever of the box and the panel asks first: one request in all', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(built.manifestFile));
    vi.stubGlobal('fetch', fetchMock);
    startManifest('/started-1.json');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/started-1.json', { credentials: 'same-origin' });
    // The panel's search asks first (no request of its own), then the box's.
    const panel = loadTypedSearch('/started-1.json');
    const box = loadTypedSearch('/started-1.json');
    expect(await panel).toBe(await box);
    expect((await panel).search.size).toBe(1);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(takeStarted('/started-1.json')).toBeUndefined();
  });

  it('is not there for another URL, which the loader fetches itself', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(built.manifestFile));
    vi.stubGlobal('fetch', fetchMock);
    startManifest('/started-2.json');
    const search = await loadShardedSearch('/started-3.json');
    expect(search.size).toBe(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/started-2.json', '/started-3.json']);
    expect(takeStarted('/started-2.json')).toBeDefined();
  });
});
