import { describe, expect, it } from 'vitest';
import { CORPUS, corpusQueries, makeWords, pageRecords } from '../../bench/search/corpus';
import { buildSearchIndex } from './build';
import { SearchEngine } from './engine.client';
import {
  countIds,
  createFlexIndex,
  exportMap,
  importMap,
  type MapEntry,
  parseMapEntries,
  retrieve,
} from './flex.client';
import { parseManifest, parseRecordShard, parseTermShard, parseVocabulary } from './manifest.client';
import { ShardedSearch } from './sharded.client';
import { buildShardedIndex } from './shards';

/**
 * What search relies on in FlexSearch beyond its documented calls. An upgrade that changes any of
 * these fails here: the custom score function's value is the slot a record lands in; an unresolved
 * search's `result` lists every match by slot, with no cut-off; the export's map chunks are
 * [term, slots] entries with null for an empty slot; import takes a parsed chunk and merges chunks
 * of other terms into what is there; the `encode` function alone decides the terms.
 */
/** A slot list with empty slots as null, however FlexSearch holds them (holes in memory, null once imported). */
const slots = (list: ReturnType<typeof retrieve>) => Array.from(list, (ids) => (ids ? Array.from(ids) : null));

describe('FlexSearch as search relies on it', () => {
  const slotOf = new Map([
    ['page_size', 0],
    ['limit', 7],
    ['v2', 255],
  ]);
  const built = () => {
    const index = createFlexIndex(256, (term) => slotOf.get(term)!);
    index.add(0, 'page_size limit');
    index.add(1, 'limit v2');
    index.add(2, 'page_size');
    return index;
  };

  it('puts each record in the slot the score function gave, and retrieves it there', () => {
    const index = built();
    expect(retrieve(index, 'page_size')).toEqual([[0, 2]]);
    expect(slots(retrieve(index, 'limit'))).toEqual([...Array(7).fill(null), [0, 1]]);
    expect(retrieve(index, 'v2')[255]).toEqual([1]);
    // Terms are taken as given: no split at "_", no lower-casing or stemming of its own.
    expect(countIds(retrieve(index, 'page'))).toBe(0);
    expect(countIds(retrieve(index, 'size'))).toBe(0);
  });

  it('exports map entries as [term, slots] with null for an empty slot', () => {
    const map = JSON.parse(JSON.stringify(exportMap(built())));
    expect(map).toEqual([
      ['limit', [null, null, null, null, null, null, null, [0, 1]]],
      ['page_size', [[0, 2]]],
      ['v2', [...Array(255).fill(null), [1]]],
    ]);
    expect(parseMapEntries(map, 256, 3)).toEqual(map);
  });

  it('imports parsed chunks one by one, in any order, into the same answers', () => {
    const map: MapEntry[] = JSON.parse(JSON.stringify(exportMap(built())));
    const index = createFlexIndex(256);
    importMap(index, [map[2]]);
    expect(countIds(retrieve(index, 'limit'))).toBe(0);
    importMap(index, map.slice(0, 2));
    for (const [term] of map) expect(slots(retrieve(index, term))).toEqual(slots(retrieve(built(), term)));
  });

  it('retrieves every match, with no cut-off', () => {
    const index = createFlexIndex(256, () => 3);
    for (let id = 0; id < 5_000; id++) index.add(id, id % 2 ? 'common odd' : 'common');
    expect(countIds(retrieve(index, 'common'))).toBe(5_000);
    expect(retrieve(index, 'odd')[3]).toHaveLength(2_500);
  });
});

describe('round trip: the build export, through the shard files, to the browser reader', () => {
  const words = makeWords(CORPUS.seed);
  const records = Array.from({ length: 300 }, (_, n) => pageRecords(words, n)).flat();
  const index = buildSearchIndex(records);
  const sharded = buildShardedIndex(index);
  const manifest = parseManifest(JSON.parse(JSON.stringify(sharded.manifestFile)));
  const read = (file: string) => JSON.parse(sharded.files.get(file)!);

  it('holds every term with the same records in the same slots as the in-memory index', () => {
    expect(manifest.termShards.length).toBeGreaterThan(3);
    const memory = createFlexIndex(index.resolution);
    importMap(memory, index.map);
    const reader = createFlexIndex(manifest.resolution);
    for (const [, file] of manifest.termShards) importMap(reader, parseTermShard(read(file)).entries);
    for (const [term] of index.map) expect(slots(retrieve(reader, term)), term).toEqual(slots(retrieve(memory, term)));
    expect(parseVocabulary(read(manifest.vocabulary))).toEqual(index.map.map(([term]) => term));
  });

  it('gives the same results as the in-memory index', async () => {
    const engine = new SearchEngine(index);
    const loader =
      <T>(parse: (json: unknown) => T) =>
      async (file: string) =>
        parse(read(file));
    const search = new ShardedSearch(manifest, {
      terms: loader(parseTermShard),
      records: loader(parseRecordShard),
      vocabulary: loader(parseVocabulary),
    });
    const queries = corpusQueries(words).slice(0, 60);
    let found = 0;
    for (const query of queries) {
      const expected = engine.search(query).map((h) => [h.record.url, h.score, h.terms]);
      expect(
        (await search.search(query)).map((h) => [h.record.url, h.score, h.terms]),
        query,
      ).toEqual(expected);
      if (expected.length) found += 1;
    }
    expect(found).toBeGreaterThan(40);
  });
});
