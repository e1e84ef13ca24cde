import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentGraph } from '../site/graph-load';
import { buildSiteSearchIndex } from '../site/search-records';
import { relevanceQueries } from './__fixtures__/relevance-queries';
import { SearchEngine } from './engine.client';
import { parseManifest, parseRecordShard, parseTermShard, parseVocabulary } from './manifest.client';
import { ShardedSearch } from './sharded.client';
import { buildShardedIndex } from './shards';
import type { SearchIndexFile } from './types';

let index: SearchIndexFile;
let engine: SearchEngine;

beforeAll(async () => {
  const graph = loadContentGraph();
  index = buildSiteSearchIndex(graph, await graph.apis());
  engine = new SearchEngine(index);
}, 60_000);

describe('search relevance on the site content', () => {
  it('has at least 40 queries', () => expect(relevanceQueries.length).toBeGreaterThanOrEqual(40));

  it.each(relevanceQueries)('"$query" ranks an expected result in the top $top', ({ query, expect: expected, top }) => {
    const urls = engine.search(query).map((hit) => hit.record.url);
    expect(
      urls.slice(0, top).some((url) => expected.includes(url)),
      `got ${urls.slice(0, 5).join(', ')}`,
    ).toBe(true);
  });

  it('the sharded index as the browser reads it gives the same top 8 on every relevance query', async () => {
    const built = buildShardedIndex(index);
    const read =
      <T>(parse: (json: unknown) => T) =>
      async (file: string) =>
        parse(JSON.parse(built.files.get(file)!));
    const sharded = new ShardedSearch(parseManifest(JSON.parse(JSON.stringify(built.manifestFile))), {
      terms: read(parseTermShard),
      records: read(parseRecordShard),
      vocabulary: read(parseVocabulary),
    });
    for (const { query } of relevanceQueries) {
      const expected = engine.search(query).map((hit) => [hit.record.url, hit.score]);
      expect(
        (await sharded.search(query)).map((hit) => [hit.record.url, hit.score]),
        query,
      ).toEqual(expected);
    }
  });
});
