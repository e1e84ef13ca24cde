import { describe, expect, it, vi } from 'vitest';
import { CORPUS, corpusQueries, makeWords, pageRecords } from '../../bench/search/corpus';
import { buildSearchIndex } from './build';
import { MAX_RESULTS } from './constants';
import { SearchEngine } from './engine';
import { decodePostings, parseManifest, parseRecordShard, parseTermShard, SHARDED_INDEX_VERSION } from './manifest';
import { planRecordShards, planTermShards, ShardedSearch, shardOf } from './sharded';
import { buildShardedIndex, encodePostings, planChunks, type ShardedIndex } from './shards';
import type { SearchRecord } from './types';

const rec = (url: string, title: string, content: string, tags: string[] = []): SearchRecord => ({
  kind: 'doc',
  url,
  page: title,
  title,
  content,
  tags,
  parents: [],
});

/** A sharded search over built files in memory; `fail` lists files that answer as failed loads. */
function shardedOf(built: ShardedIndex, fail: (file: string) => boolean = () => false) {
  const loads: string[] = [];
  const json = (file: string) => {
    loads.push(file);
    return fail(file) ? null : JSON.parse(built.files.get(file)!);
  };
  const search = new ShardedSearch(
    parseManifest(JSON.parse(JSON.stringify(built.manifestFile))),
    async (file) => {
      const value = json(file);
      return value === null ? null : parseTermShard(value);
    },
    async (file) => {
      const value = json(file);
      return value === null ? null : parseRecordShard(value);
    },
  );
  return { search, loads };
}

const small = [
  rec('/webhooks', 'Webhooks', 'Deliver events to your server as they happen.', ['events']),
  rec('/segments', 'Segment builder', 'Create audiences from rules over profile attributes.'),
  rec('/auth', 'Authentication', 'Send the access token in a header.'),
  rec('/zeta', 'Zeta zone', 'Zebra zucchini zeppelin.'),
];
// Tiny targets: one term or record per shard, so planning is visible.
const tiny = buildShardedIndex(buildSearchIndex(small), { termBytes: 1, recordBytes: 1 });

describe('shard planning', () => {
  it('cuts consecutive chunks once they pass the target', () => {
    expect(planChunks([5, 5, 5, 5, 5], (n) => n, 10)).toEqual([0, 2, 4]);
    expect(planChunks([50, 1, 1], (n) => n, 10)).toEqual([0, 1]);
    expect(planChunks([], (n: number) => n, 10)).toEqual([]);
  });

  it('finds the shard of an index', () => {
    const shards: Array<[number, string]> = [
      [0, 'a'],
      [3, 'b'],
      [7, 'c'],
    ];
    expect([0, 2, 3, 6, 7, 100].map((v) => shardOf(shards, v))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('round-trips postings, and refuses malformed ones', () => {
    const postings = [
      { id: 2, tf: [1, 0, 0, 2], lengths: [3, 0, 0, 4] },
      { id: 9, tf: [0, 5, 0, 0], lengths: [0, 120, 0, 0] },
    ];
    expect(decodePostings(encodePostings(postings))).toEqual(postings.map((p) => ({ ...p, lengths: p.lengths })));
    expect(() => decodePostings([1, 0])).toThrow('malformed');
    expect(() => decodePostings([1, 2])).toThrow('malformed');
    expect(() => decodePostings([1, 2, 'x', 3])).toThrow('malformed');
    expect(() => decodePostings([1, 16])).toThrow('malformed');
    expect(() => decodePostings([-1, 1, 1, 1])).toThrow('malformed');
  });

  it('names shards by a hash of their content: the same index the same names, a change new names', () => {
    const again = buildShardedIndex(buildSearchIndex(small), { termBytes: 1, recordBytes: 1 });
    expect([...again.files.keys()]).toEqual([...tiny.files.keys()]);
    const changed = buildShardedIndex(
      buildSearchIndex([...small.slice(0, 3), rec('/zeta', 'Zeta zone', 'Something else.')]),
      { termBytes: 1, recordBytes: 1 },
    );
    expect(changed.manifestFile.shards).not.toBe(tiny.manifestFile.shards);
    for (const name of changed.files.keys()) expect(tiny.files.has(name)).toBe(false);
    for (const name of tiny.files.keys())
      expect(name).toMatch(new RegExp(`^[tr]\\d+\\.${tiny.manifestFile.shards}\\.json$`));
    expect(tiny.manifestFile.shards).toMatch(/^[0-9a-f]{12}$/);
  });

  it('fetches only the term shards a query touches, then the record shards of its results', async () => {
    const { search, loads } = shardedOf(tiny);
    const hits = await search.search('segmnet');
    expect(hits.map((h) => h.record.url)).toEqual(['/segments']);
    const termIndex = new Map(tiny.manifest.terms.split('\n').map((t, i) => [t, i]));
    const planned = planTermShards(tiny.manifest, termIndex, [[{ term: 'segment', weight: 0.5 }]]);
    expect(planned).toHaveLength(1);
    expect(loads).toEqual([...planned, ...planRecordShards(tiny.manifest, [1])]);
    expect(tiny.manifest.termShards.length).toBeGreaterThan(10);
  });

  it('expands prefixes across shards', async () => {
    const { search, loads } = shardedOf(tiny);
    // "ze" starts zebra, zeppelin, zeta: three terms in three shards.
    expect((await search.search('ze')).map((h) => h.record.url)).toEqual(['/zeta']);
    expect(loads.filter((f) => f.startsWith('t'))).toHaveLength(3);
  });

  it('answers from the other shards when one fails, and nothing for a query it cannot match', async () => {
    const termIndex = new Map(tiny.manifest.terms.split('\n').map((t, i) => [t, i]));
    const [webhookShard] = planTermShards(tiny.manifest, termIndex, [[{ term: 'webhook', weight: 1 }]]);
    const { search } = shardedOf(tiny, (file) => file === webhookShard);
    expect((await search.search('webhooks events')).map((h) => h.record.url)).toEqual(['/webhooks']);
    expect(await search.search('webhooks')).toEqual([]);
    const failedRecords = shardedOf(tiny, (file) => file.startsWith('r'));
    expect(await failedRecords.search.search('segment')).toEqual([]);
    const { search: ok, loads } = shardedOf(tiny);
    for (const query of ['', '?!.,;', 'the and of', 'q'.repeat(512), `${'-'.repeat(600)} segment`])
      expect(await ok.search(query)).toEqual([]);
    expect(loads).toEqual([]);
  });

  it('fetches nothing for a query typed over (its signal aborted)', async () => {
    const { search, loads } = shardedOf(tiny);
    const abort = new AbortController();
    abort.abort();
    expect(await search.search('segment', MAX_RESULTS, undefined, abort.signal)).toEqual([]);
    expect(loads).toEqual([]);
  });

  it('reports progress as shards arrive, ending with the final answer', async () => {
    const { search } = shardedOf(tiny);
    const progress = vi.fn();
    const hits = await search.search('ze webhooks', MAX_RESULTS, progress);
    expect(progress).toHaveBeenCalled();
    expect(progress.mock.calls.at(-1)![0].map((h: { record: { url: string } }) => h.record.url)).toEqual(
      hits.map((h) => h.record.url),
    );
  });
});

describe('parseManifest and the shard parsers', () => {
  const manifest = () => JSON.parse(JSON.stringify(tiny.manifestFile));
  it('accept what the build writes', () => {
    expect(parseManifest(manifest())).toEqual(tiny.manifest);
    expect(JSON.stringify(tiny.manifestFile).length).toBeLessThan(JSON.stringify(tiny.manifest).length);
    for (const [name, text] of tiny.files) (name[0] === 't' ? parseTermShard : parseRecordShard)(JSON.parse(text));
  });

  it.each([
    [null, 'expected a JSON object'],
    [[], 'expected a JSON object'],
    [{ ...tiny.manifestFile, version: 1 }, 'expected version 2, got 1'],
    [{ ...tiny.manifestFile, count: -1 }, 'expected a record count'],
    [{ ...tiny.manifestFile, avgLengths: [1, 2] }, 'expected 4 average field lengths'],
    [{ ...tiny.manifestFile, terms: 42 }, 'expected the vocabulary as a string'],
    [{ ...tiny.manifestFile, df: [1] }, 'document frequencies'],
    [{ ...tiny.manifestFile, shards: '../secret' }, 'expected the shards hash'],
    [{ ...tiny.manifestFile, shards: undefined }, 'expected the shards hash'],
    [{ ...tiny.manifestFile, termShards: [1] }, 'malformed term shard list'],
    [{ ...tiny.manifestFile, termShards: [0, 'x'] }, 'malformed term shard list'],
    [{ ...tiny.manifestFile, termShards: [0, 10_000] }, 'malformed term shard list'],
    [{ ...tiny.manifestFile, recordShards: [0, 0] }, 'malformed record shard list'],
    [{ ...tiny.manifestFile, recordShards: null }, 'malformed record shard list'],
  ])('refuses a malformed manifest (%#)', (json, message) => {
    expect(() => parseManifest(json)).toThrow(message);
  });

  it('refuse malformed shards', () => {
    expect(() => parseTermShard({ version: SHARDED_INDEX_VERSION, postings: { a: 'x' } })).toThrow('not an array');
    expect(() => parseTermShard({ version: SHARDED_INDEX_VERSION })).toThrow('expected postings');
    expect(() => parseTermShard({ version: 9, postings: {} })).toThrow('expected version 2');
    expect(() =>
      parseRecordShard({
        version: SHARDED_INDEX_VERSION,
        first: 0,
        records: [['doc', '//evil.example', 'p', 't', 'c']],
      }),
    ).toThrow('record 0 is malformed');
    expect(() =>
      parseRecordShard({ version: SHARDED_INDEX_VERSION, first: 0, records: [['nope', '/a', 'p', 't', 'c']] }),
    ).toThrow('record 0 is malformed');
    expect(() => parseRecordShard({ version: SHARDED_INDEX_VERSION, records: [] })).toThrow(
      'expected first and records',
    );
  });
});

describe('the sharded index answers as the single index', () => {
  it(`gives the same top ${MAX_RESULTS}, with the same scores, for ${CORPUS.queries} generated queries over ${CORPUS.pages.toLocaleString('en-US')} pages`, async () => {
    const words = makeWords(CORPUS.seed);
    const records = Array.from({ length: CORPUS.pages }, (_, n) => pageRecords(words, n)).flat();
    const queries = corpusQueries(words);
    const index = buildSearchIndex(records);
    const single = new SearchEngine(index);
    const { search } = shardedOf(buildShardedIndex(index));
    let compared = 0;
    for (const query of queries) {
      const expected = single.search(query).map((h) => [h.record.url, h.score, h.terms]);
      const actual = (await search.search(query)).map((h) => [h.record.url, h.score, h.terms]);
      expect(actual, query).toEqual(expected);
      if (expected.length > 0) compared += 1;
    }
    expect(queries).toHaveLength(200);
    // Nearly every generated query finds something, so the comparison is not over empty lists.
    expect(compared).toBeGreaterThan(180);
  }, 180_000);
});
