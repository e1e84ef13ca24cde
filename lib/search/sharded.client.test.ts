import { describe, expect, it, vi } from 'vitest';
import { CORPUS, corpusQueries, makeWords, pageRecords } from '../../bench/search/corpus';
import { buildSearchIndex } from './build';
import { MAX_RESULTS, SEARCH_SHARDS_PATH } from './constants.client';
import { SearchEngine } from './engine.client';
import { forgetSearchShards, loadShardedSearch } from './load.client';
import {
  parseManifest,
  parseRecordShard,
  parseTermShard,
  parseVocabulary,
  SHARDED_INDEX_VERSION,
} from './manifest.client';
import { planRecordShards, planTermShards, ShardedSearch, shardOf, termShardOf } from './sharded.client';
import { buildShardedIndex, planChunks, recordTarget, type ShardedIndex, termTarget } from './shards';
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

const manifestOf = (built: ShardedIndex) => parseManifest(JSON.parse(JSON.stringify(built.manifestFile)));

/** A sharded search over built files in memory; `fail` lists files that answer as failed loads. */
function shardedOf(built: ShardedIndex, fail: (file: string) => boolean = () => false, settleMs = 0, paced = false) {
  const loads: string[] = [];
  const loader =
    <T>(parse: (json: unknown) => T) =>
    async (file: string) => {
      loads.push(file);
      return fail(file) ? null : parse(JSON.parse(built.files.get(file)!));
    };
  const search = new ShardedSearch(
    manifestOf(built),
    {
      terms: loader(parseTermShard),
      records: loader(parseRecordShard),
      vocabulary: loader(parseVocabulary),
    },
    settleMs,
    paced,
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
const tinyManifest = manifestOf(tiny);

describe('shard planning', () => {
  it('cuts consecutive chunks once they pass the target', () => {
    expect(planChunks([5, 5, 5, 5, 5], (n) => n, 10)).toEqual([0, 2, 4]);
    expect(planChunks([50, 1, 1], (n) => n, 10)).toEqual([0, 1]);
    expect(planChunks([], (n: number) => n, 10)).toEqual([]);
  });

  it('grows record and term shards with the site, within bounds', () => {
    // A small site: about one record a shard, so the 8 results shown fetch little besides themselves.
    expect(recordTarget(100_000)).toBe(800);
    expect(recordTarget(3_840_000)).toBe(10_000);
    expect(recordTarget(50_000_000)).toBe(20_000);
    expect(termTarget(1_000_000)).toBe(12_000);
    expect(termTarget(3_840_000)).toBe(30_000);
    expect(termTarget(50_000_000)).toBe(48_000);
  });

  it('finds the shard of an index', () => {
    const shards: Array<[number, string]> = [
      [0, 'a'],
      [3, 'b'],
      [7, 'c'],
    ];
    expect([0, 2, 3, 6, 7, 100].map((v) => shardOf(shards, v))).toEqual([0, 0, 1, 1, 2, 2]);
    const words: Array<[string, string]> = [
      ['api', 'a'],
      ['event', 'b'],
      ['token', 'c'],
    ];
    expect(['a', 'api', 'b', 'event', 'events', 'zz'].map((v) => shardOf(words, v))).toEqual([0, 0, 0, 1, 1, 2]);
  });

  it('plans the term shards of a word and of every word it starts', () => {
    const files = (...terms: string[]) => terms.map((term) => termShardOf(tinyManifest, term));
    expect(planTermShards(tinyManifest, 'zeta')).toEqual(files('zeta'));
    // "ze" sorts before zebra, so the shard before it (which could hold "ze") comes too.
    expect(planTermShards(tinyManifest, 'ze')).toEqual([files('ze')[0], ...files('zebra', 'zeppelin', 'zeta')]);
    // One letter is a word, never a prefix.
    expect(planTermShards(tinyManifest, 'z')).toHaveLength(1);
  });

  it('writes each term shard as a chunk of FlexSearch map entries, a sorted key range of the export', () => {
    const index = buildSearchIndex(small);
    const chunks = [...tiny.files].filter(([name]) => name.startsWith('t')).map(([, text]) => JSON.parse(text));
    // Every entry of the export, once, in order, shaped as FlexSearch wrote it.
    expect(chunks.flat()).toEqual(JSON.parse(JSON.stringify(index.map)));
    const firsts = tinyManifest.termShards.map(([first]) => first);
    expect(chunks.map((chunk) => chunk[0][0])).toEqual(firsts);
    expect([...firsts].sort()).toEqual(firsts);
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
      expect(name).toMatch(new RegExp(`^([tr]\\d+|vocabulary)\\.${tiny.manifestFile.shards}\\.json$`));
    expect(tiny.manifestFile.shards).toMatch(/^[0-9a-f]{12}$/);
  });

  it('fetches the shards of a word, then the record shards of its results', async () => {
    const { search, loads } = shardedOf(tiny);
    expect((await search.search('segments')).map((h) => h.record.url)).toEqual(['/segments']);
    expect(new Set(loads)).toEqual(
      new Set([...planTermShards(tinyManifest, 'segment'), ...planRecordShards(tinyManifest, [1])]),
    );
    expect(tinyManifest.termShards.length).toBeGreaterThan(10);
  });

  it('fetches the vocabulary only for a word with no match, then the shards of its typos', async () => {
    const { search, loads } = shardedOf(tiny);
    expect((await search.search('segmnet')).map((h) => h.record.url)).toEqual(['/segments']);
    expect(loads).toContain(tinyManifest.vocabulary);
    expect(loads).toContain(termShardOf(tinyManifest, 'segment'));
    expect(loads.filter((file) => file.startsWith('t')).length).toBeLessThanOrEqual(3);
  });

  it('expands prefixes across shards', async () => {
    const { search, loads } = shardedOf(tiny);
    // "ze" starts zebra, zeppelin, zeta: three terms in three shards.
    expect((await search.search('ze')).map((h) => h.record.url)).toEqual(['/zeta']);
    expect(loads.filter((f) => f.startsWith('t'))).toEqual(planTermShards(tinyManifest, 'ze'));
    expect(loads).not.toContain(tinyManifest.vocabulary);
  });

  it('answers from the other shards when one fails, and nothing for a query it cannot match', async () => {
    const webhookShard = termShardOf(tinyManifest, 'webhook');
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

  it("counts a shard not of FlexSearch's shape as failed: one warning, the other shards' results", async () => {
    forgetSearchShards();
    const bad = termShardOf(tinyManifest, 'webhook');
    const files = new Map(tiny.files);
    files.set(bad, JSON.stringify({ version: SHARDED_INDEX_VERSION, terms: 'webhook', postings: [[0, 1, 1]] }));
    const fetchImpl = async (url: string) =>
      url === '/malformed-shard.json'
        ? Response.json(tiny.manifestFile)
        : new Response(files.get(url.slice(SEARCH_SHARDS_PATH.length)) ?? null, {
            status: files.has(url.slice(SEARCH_SHARDS_PATH.length)) ? 200 : 404,
          });
    const warn = vi.fn();
    const search = await loadShardedSearch('/malformed-shard.json', fetchImpl, warn);
    expect((await search.search('webhooks events')).map((h) => h.record.url)).toEqual(['/webhooks']);
    expect(await search.search('webhooks')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(bad);
    expect(warn.mock.calls[0][0]).toContain('expected an array of FlexSearch map entries');
    forgetSearchShards();
  });

  it('fetches nothing for a query typed over (its signal aborted)', async () => {
    const { search, loads } = shardedOf(tiny);
    const abort = new AbortController();
    abort.abort();
    expect(await search.search('segment', MAX_RESULTS, undefined, abort.signal)).toEqual([]);
    expect(loads).toEqual([]);
  });

  it("with a signal, fetches the best result's record shard at once and the others once the query has settled", async () => {
    // Four records matching "token", one a shard: the best one's shard is the lead.
    const tokens = buildShardedIndex(
      buildSearchIndex([
        rec('/a', 'Token basics', 'A token is sent with each request.'),
        rec('/b', 'Refresh', 'Refresh the token before it expires.'),
        rec('/c', 'Scopes', 'Each token has scopes.'),
        rec('/d', 'Errors', 'A wrong token answers 401.'),
      ]),
      { termBytes: 1, recordBytes: 1 },
    );
    const expected = (await shardedOf(tokens).search.search('token')).map((h) => h.record.url);
    expect(expected).toHaveLength(4);
    const { search, loads } = shardedOf(tokens, undefined, 60);
    const records = () => loads.filter((file) => file.startsWith('r'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      // A prefix typed over after 30 ms: its best result's shard went out at once, nothing else.
      const typedOver = new AbortController();
      const prefix = search.search('toke', MAX_RESULTS, undefined, typedOver.signal);
      await vi.advanceTimersByTimeAsync(30);
      typedOver.abort();
      await vi.advanceTimersByTimeAsync(60);
      expect(await prefix).toEqual([]);
      expect(records()).toHaveLength(1);
      // The word: its best result is in memory and shows at once, with no fetch; the rest wait.
      const progress = vi.fn();
      const word = search.search('token', MAX_RESULTS, progress, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(0);
      expect(records()).toHaveLength(1);
      expect(progress.mock.calls[0][0].map((h: { record: { url: string } }) => h.record.url)).toEqual([expected[0]]);
      await vi.advanceTimersByTimeAsync(59);
      expect(records()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await word).map((h) => h.record.url)).toEqual(expected);
      expect(records()).toHaveLength(4);
      expect(new Set(records()).size).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stretches the records' wait with the gaps between the reader's keys, up to 500 ms, and not after a pause", async () => {
    const tokens = buildShardedIndex(
      buildSearchIndex([
        rec('/a', 'Token basics', 'A token is sent with each request.'),
        rec('/b', 'Refresh', 'Refresh the token before it expires.'),
      ]),
      { termBytes: 1, recordBytes: 1 },
    );
    const { search, loads } = shardedOf(tokens, undefined, 60, true);
    const records = () => loads.filter((file) => file.startsWith('r')).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      // Keys 300 ms apart (a slow reader, or a busy phone): from the second key each prefix is typed
      // over at 300 ms, past settleMs (60) but within 1.5 × 300 ms, so none fetches more than its lead.
      let typing = new AbortController();
      for (const prefix of ['t', 'to', 'tok', 'toke']) {
        typing.abort();
        typing = new AbortController();
        void search.search(prefix, MAX_RESULTS, undefined, typing.signal);
        await vi.advanceTimersByTimeAsync(300);
      }
      expect(records()).toBe(1);
      // The word, 300 ms after the last key: its other record waits 450 ms, not 60.
      typing.abort();
      const word = search.search('token', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(449);
      expect(records()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await word).toHaveLength(2);
      expect(records()).toBe(2);
      // After a pause (over a second), a query waits settleMs again.
      await vi.advanceTimersByTimeAsync(2000);
      const { search: fresh, loads: freshLoads } = shardedOf(tokens, undefined, 60, true);
      void fresh.search('tok', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(1500);
      const again = fresh.search('token', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(60);
      expect(await again).toHaveLength(2);
      expect(freshLoads.filter((file) => file.startsWith('r'))).toHaveLength(2);
      // Never more than 500 ms, however slow the keys.
      const { search: slow, loads: slowLoads } = shardedOf(tokens, undefined, 60, true);
      void slow.search('tok', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(900);
      const slowWord = slow.search('token', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(500);
      expect(await slowWord).toHaveLength(2);
      expect(slowLoads.filter((file) => file.startsWith('r'))).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('in the paced search, waits at least 250 ms before the shards and records of a word of one or two letters', async () => {
    const { search, loads } = shardedOf(tiny, undefined, 60, true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      // The first key after a pause (no gaps to pace by), typed over 200 ms later, as when the panel
      // mounted on it: past settleMs, but a first letter or two fetches nothing.
      let typing = new AbortController();
      void search.search('s', MAX_RESULTS, undefined, typing.signal);
      await vi.advanceTimersByTimeAsync(200);
      typing.abort();
      typing = new AbortController();
      void search.search('se', MAX_RESULTS, undefined, typing.signal);
      await vi.advanceTimersByTimeAsync(200);
      typing.abort();
      expect(loads).toEqual([]);
      // Left alone (the first query of a fresh search: nothing to pace by), a two-letter word is
      // searched like any other once it is 250 ms old.
      const fresh = shardedOf(tiny, undefined, 60, true);
      const settled = fresh.search.search('se', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(249);
      expect(fresh.loads).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect((await settled).map((h) => h.record.url)).toEqual(['/segments', '/auth', '/webhooks']);
      // From three letters the term shards and the lead (the best result's record shard) go out at once.
      const before = loads.length;
      const word = search.search('segment', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(0);
      expect(loads.slice(before)).toEqual([
        ...planTermShards(tinyManifest, 'segment'),
        ...planRecordShards(tinyManifest, [1]),
      ]);
      await vi.advanceTimersByTimeAsync(500);
      expect((await word).map((h) => h.record.url)).toEqual(['/segments']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a signal (no box being typed in), fetches every record shard at once', async () => {
    const { search, loads } = shardedOf(tiny, undefined, 60);
    expect((await search.search('segments')).map((h) => h.record.url)).toEqual(['/segments']);
    expect(loads.filter((file) => file.startsWith('r'))).toEqual(planRecordShards(tinyManifest, [1]));
  });

  it('with a signal, fetches the term shards of a word of one or two letters only once the query has settled', async () => {
    const { search, loads } = shardedOf(tiny, undefined, 60);
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const typedOver = new AbortController();
      const first = search.search('se', MAX_RESULTS, undefined, typedOver.signal);
      await vi.advanceTimersByTimeAsync(30);
      typedOver.abort();
      await vi.advanceTimersByTimeAsync(60);
      expect(await first).toEqual([]);
      expect(loads).toEqual([]);
      // From the third letter the word's term shards load at once, and its best result's record
      // shard (the lead; the other results' records wait).
      const typed = search.search('seg', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(0);
      expect(loads).toEqual([...planTermShards(tinyManifest, 'seg'), ...planRecordShards(tinyManifest, [1])]);
      await vi.advanceTimersByTimeAsync(60);
      expect((await typed).map((h) => h.record.url)).toEqual(['/segments']);
      // Settled, a short word fetches its shards: it is searched like any other.
      const settled = search.search('se', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(60);
      expect((await settled).map((h) => h.record.url)).toEqual(['/segments', '/auth', '/webhooks']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a signal, fetches at once the term shard of a two-letter word whose range is that one shard', async () => {
    // A few terms a shard: "zone" and "zucchini" share one, so "zu…" is a range of one shard,
    // which every longer "zu…" reads too; "ze…" spans two.
    const fewer = buildShardedIndex(buildSearchIndex(small), { termBytes: 200, recordBytes: 1 });
    const manifest = manifestOf(fewer);
    expect(planTermShards(manifest, 'zu')).toHaveLength(1);
    expect(planTermShards(manifest, 'ze')).toHaveLength(2);
    const { search, loads } = shardedOf(fewer, undefined, 60);
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const progress = vi.fn();
      const typed = search.search('zu', MAX_RESULTS, progress, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(0);
      // Before the query settles: its term shard, and its best result's record shard, shown.
      expect(loads).toEqual([...planTermShards(manifest, 'zu'), ...planRecordShards(manifest, [3])]);
      expect(progress.mock.calls[0][0].map((h: { record: { url: string } }) => h.record.url)).toEqual(['/zeta']);
      await vi.advanceTimersByTimeAsync(60);
      expect((await typed).map((h) => h.record.url)).toEqual(['/zeta']);
      // The wider range waits until the query has settled.
      const before = loads.length;
      const wide = search.search('ze', MAX_RESULTS, undefined, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(30);
      expect(loads).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(30);
      expect((await wide).map((h) => h.record.url)).toEqual(['/zeta']);
    } finally {
      vi.useRealTimers();
    }
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
    const parsed = parseManifest(manifest());
    expect(parsed.termShards.map(([first]) => first)).toEqual(tiny.manifestFile.termShards.split('\n'));
    expect(parsed.recordShards.map(([first]) => first)).toEqual([0, 1, 2, 3]);
    expect(new Set([...parsed.termShards, ...parsed.recordShards].map(([, file]) => file))).toEqual(
      new Set([...tiny.files.keys()].filter((file) => /^[tr]\d/.test(file))),
    );
    expect(tiny.files.has(parsed.vocabulary)).toBe(true);
    const parsers = { t: parseTermShard, r: parseRecordShard, v: parseVocabulary };
    for (const [name, text] of tiny.files) parsers[name[0] as keyof typeof parsers](JSON.parse(text));
    expect(parseTermShard(JSON.parse(tiny.files.get(termShardOf(parsed, 'zebra'))!)).df('zebra')).toBe(1);
  });

  it.each([
    [null, 'expected a JSON object'],
    [[], 'expected a JSON object'],
    [{ ...tiny.manifestFile, version: 3 }, 'expected version 4, got 3'],
    [{ ...tiny.manifestFile, count: -1 }, 'expected a record count'],
    [{ ...tiny.manifestFile, longest: 'x' }, 'expected the longest term length'],
    [{ ...tiny.manifestFile, resolution: 1 }, "expected FlexSearch's resolution"],
    [{ ...tiny.manifestFile, resolution: 1e6 }, "expected FlexSearch's resolution"],
    [{ ...tiny.manifestFile, resolution: undefined }, "expected FlexSearch's resolution"],
    [{ ...tiny.manifestFile, shards: '../secret' }, 'expected the shards hash'],
    [{ ...tiny.manifestFile, shards: undefined }, 'expected the shards hash'],
    [{ ...tiny.manifestFile, termShards: ['a'] }, 'malformed term shard list'],
    [{ ...tiny.manifestFile, termShards: 'b\na' }, 'malformed term shard list'],
    [{ ...tiny.manifestFile, recordShards: [1, 0, 3] }, 'malformed record shard list'],
    [{ ...tiny.manifestFile, recordShards: [1, 1] }, 'expected 4 records in all'],
    [{ ...tiny.manifestFile, recordShards: null }, 'malformed record shard list'],
  ])('refuses a malformed manifest (%#)', (json, message) => {
    expect(() => parseManifest(json)).toThrow(message);
  });

  it('refuse malformed shards', () => {
    const version = SHARDED_INDEX_VERSION;
    expect(() => parseTermShard({ version, terms: 'a', postings: [[0, 2]] })).toThrow(
      'expected an array of FlexSearch map entries',
    );
    expect(() => parseTermShard(['a'])).toThrow('map entry 0 is not [term, slots]');
    expect(() => parseTermShard([['a', [[0]], 'x']])).toThrow('map entry 0 is not [term, slots]');
    expect(() => parseTermShard([[1, [[0]]]])).toThrow('map entry 0 is not [term, slots]');
    expect(() => parseTermShard([['a', 'x']])).toThrow('map entry 0 is not [term, slots]');
    expect(() => parseTermShard([['a', [[-1]]]])).toThrow('map entry "a" has a malformed slot');
    expect(() => parseTermShard([['a', [null, ['1']]]])).toThrow('map entry "a" has a malformed slot');
    expect(() => parseTermShard([['a', [0.5]]])).toThrow('map entry "a" has a malformed slot');
    expect(() =>
      parseTermShard([
        ['b', [[0]]],
        ['a', [[0]]],
      ]),
    ).toThrow('map entry 1 is out of order');
    expect(() => parseTermShard([['a', Array(2000).fill(null)]])).toThrow('more than 1024 slots');
    expect(
      parseTermShard([
        ['a', [null, [0, 3]]],
        ['b', [[1]]],
      ]).df('a'),
    ).toBe(2);
    expect(() => parseVocabulary({ version, terms: ['a'] })).toThrow('expected the terms');
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
  it(`gives the same top ${MAX_RESULTS}, with the same scores, for ${CORPUS.queries} generated queries ` +
    `over ${CORPUS.pages.toLocaleString('en-US')} pages`, async () => {
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
