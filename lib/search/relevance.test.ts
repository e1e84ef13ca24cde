import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentGraph } from '../site/graph-load';
import { relevanceQueries } from './__fixtures__/relevance-queries';
import { SearchEngine } from './engine';
import { buildSiteSearchIndex } from './site-records';

let engine: SearchEngine;

beforeAll(async () => {
  const graph = loadContentGraph();
  engine = new SearchEngine(buildSiteSearchIndex(graph, await graph.apis()));
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
});
