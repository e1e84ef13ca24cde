import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from './build';
import { parseManifest, parseRecordShard, parseTermShard, parseVocabulary } from './manifest.client';
import { planRecordShards, planTermShards, ShardedSearch } from './sharded.client';
import { buildShardedIndex } from './shards';
import { TypedSearch } from './typed.client';
import type { SearchRecord } from './types';

const rec = (url: string, title: string, content: string): SearchRecord => ({
  kind: 'doc',
  url,
  page: title,
  title,
  content,
  tags: [],
  parents: [],
});

// One term or record a shard, so each fetch is visible.
const built = buildShardedIndex(
  buildSearchIndex([
    rec('/a', 'Token basics', 'A token is sent with each request.'),
    rec('/b', 'Refresh', 'Refresh the token before it expires.'),
    rec('/segments', 'Segment builder', 'Create audiences from rules.'),
  ]),
  { termBytes: 1, recordBytes: 1 },
);
const manifest = parseManifest(JSON.parse(JSON.stringify(built.manifestFile)));

/** A TypedSearch over the files in memory, as the panel's (paced, records after 60 ms); its loads in order. */
function typedOf() {
  const loads: string[] = [];
  const loader =
    <T>(parse: (json: unknown) => T) =>
    async (file: string) => {
      loads.push(file);
      return parse(JSON.parse(built.files.get(file)!));
    };
  const search = new ShardedSearch(
    manifest,
    { terms: loader(parseTermShard), records: loader(parseRecordShard), vocabulary: loader(parseVocabulary) },
    60,
    true,
  );
  return { typed: new TypedSearch(search), loads };
}

const urls = (typed: TypedSearch) => typed.result.hits.map((hit) => hit.record.url);

afterEach(() => vi.useRealTimers());

describe('TypedSearch', () => {
  it('searches a text from the call that types it, before anything awaits', () => {
    const { typed, loads } = typedOf();
    typed.type('token');
    // The key's own handler sends the word's term shard: no render, no microtask in between.
    expect(loads).toEqual(planTermShards(manifest, 'token'));
    expect(typed.searching).toBe(true);
  });

  it('does not search the same text twice: the box types a key, then the panel renders the same text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { typed, loads } = typedOf();
    typed.type('token');
    typed.type('token');
    await vi.advanceTimersByTimeAsync(60);
    expect(urls(typed)).toEqual(['/a', '/b']);
    expect(loads.filter((file) => file.startsWith('t'))).toHaveLength(1);
    expect(new Set(loads).size).toBe(loads.length);
  });

  it('aborts the last text at a new one: its other records are never fetched, its results never shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { typed, loads } = typedOf();
    const seen: string[] = [];
    typed.subscribe(() => seen.push(`${typed.result.query}:${typed.result.done}`));
    typed.type('token');
    await vi.advanceTimersByTimeAsync(30);
    // Its lead (the best result's record shard) went out at once; the other waits for the text to settle.
    expect(loads.filter((file) => file.startsWith('r'))).toEqual(planRecordShards(manifest, [0]));
    typed.type('segment');
    await vi.advanceTimersByTimeAsync(200);
    expect(loads).not.toContain(planRecordShards(manifest, [1])[0]);
    expect(urls(typed)).toEqual(['/segments']);
    expect(typed.result).toMatchObject({ query: 'segment', done: true });
    expect(typed.searching).toBe(false);
    // "token"'s lead arrived before it was typed over and showed; nothing of it after "segment".
    expect(seen.at(-1)).toBe('segment:true');
    expect(seen.filter((s) => s.startsWith('token')).every((s) => s === 'token:false')).toBe(true);
  });

  it("keeps the last results for a text with no words, fetches nothing for it, and stops the last text's fetches", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { typed, loads } = typedOf();
    typed.type('segment');
    await vi.advanceTimersByTimeAsync(100);
    expect(urls(typed)).toEqual(['/segments']);
    const before = loads.length;
    typed.type('token');
    typed.type('   ');
    await vi.advanceTimersByTimeAsync(200);
    expect(typed.searching).toBe(false);
    expect(urls(typed)).toEqual(['/segments']);
    // "token"'s term shard went out when typed; nothing after the blank text.
    expect(loads.slice(before)).toEqual(planTermShards(manifest, 'token'));
    // Typed again after the blank, the same word is searched again.
    typed.type('segment');
    expect(typed.searching).toBe(true);
  });
});
