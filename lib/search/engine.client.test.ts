import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from './constants.client';
import { SearchEngine } from './engine.client';
import { EMPTY_SEARCH_INDEX } from './index-file';
import type { SearchRecord } from './types';

function rec(url: string, fields: Partial<Pick<SearchRecord, 'title' | 'content' | 'tags' | 'parents'>>): SearchRecord {
  return { kind: 'doc', url, page: url, title: '', content: '', tags: [], parents: [], ...fields };
}

const engineOf = (records: SearchRecord[]) => new SearchEngine(buildSearchIndex(records));
const urls = (engine: SearchEngine, query: string, limit?: number) =>
  engine.search(query, limit).map((hit) => hit.record.url);

const docs = engineOf([
  rec('/webhooks', { title: 'Webhooks', content: 'Deliver events to your server as they happen.' }),
  rec('/segments', { title: 'Segment builder', content: 'Create audiences from rules over profile attributes.' }),
  rec('/auth', { title: 'Authentication', content: 'Send the access token in a header.' }),
]);

describe('SearchEngine', () => {
  it('finds a record by an exact word', () => {
    expect(urls(docs, 'segment')).toEqual(['/segments']);
    expect(urls(docs, 'audiences')).toEqual(['/segments']);
  });

  it('finds a record despite a typo', () => {
    expect(urls(docs, 'segmnet')).toEqual(['/segments']);
    expect(urls(docs, 'buidler')).toEqual(['/segments']);
    expect(urls(docs, 'authentcation')).toEqual(['/auth']);
    expect(docs.search('segmnet')[0].terms).toContain('segment');
  });

  it('finds a record by the start of a word', () => {
    expect(urls(docs, 'segm')).toEqual(['/segments']);
    expect(urls(docs, 'webh')).toEqual(['/webhooks']);
    // "audi" only starts a content word.
    expect(urls(docs, 'audi')).toEqual(['/segments']);
    expect(docs.search('audi')[0].terms).toEqual(['audience']);
  });

  it('returns at most MAX_RESULTS (8) hits, more when asked', () => {
    const many = engineOf(
      Array.from({ length: 20 }, (_, i) =>
        rec(`/widget-${i}`, { title: `Page ${i}`, content: `widget gadget number ${i}` }),
      ),
    );
    expect(MAX_RESULTS).toBe(8);
    expect(many.search('widget')).toHaveLength(8);
    expect(many.search('widget', 20)).toHaveLength(20);
    expect(many.search('widget', 100)).toHaveLength(20);
  });

  it('ignores what comes after the first 512 characters of the query', () => {
    expect(MAX_QUERY_LENGTH).toBe(512);
    const fits = `${'-'.repeat(504)} segment`;
    expect(fits).toHaveLength(512);
    expect(urls(docs, fits)).toEqual(['/segments']);
    expect(urls(docs, `${'-'.repeat(512)}segment`)).toEqual([]);
    expect(urls(docs, `${'-'.repeat(600)} segment`)).toEqual([]);
  });

  it('returns nothing for an empty, stop-word-only or punctuation-only query', () => {
    expect(docs.search('')).toEqual([]);
    expect(docs.search('   ')).toEqual([]);
    expect(docs.search('the and of to')).toEqual([]);
    expect(docs.search('?!.,;:()[]{}<>')).toEqual([]);
  });

  it('returns nothing for words the index does not know', () => {
    expect(docs.search('zebra')).toEqual([]);
    expect(docs.search('qq')).toEqual([]);
  });

  it('returns nothing from the empty index', () => {
    const empty = new SearchEngine(EMPTY_SEARCH_INDEX);
    expect(empty.size).toBe(0);
    expect(empty.search('segment')).toEqual([]);
    expect(empty.search('')).toEqual([]);
  });

  it('keeps index order between records of equal score', () => {
    const twins = engineOf([
      rec('/z-first', { title: 'Retry policy', content: 'How failed deliveries are retried.' }),
      rec('/a-second', { title: 'Retry policy', content: 'How failed deliveries are retried.' }),
      rec('/m-third', { title: 'Retry policy', content: 'How failed deliveries are retried.' }),
    ]);
    const hits = twins.search('retry');
    expect(hits.map((h) => h.record.url)).toEqual(['/z-first', '/a-second', '/m-third']);
    expect(hits[0].score).toBe(hits[2].score);
  });

  it('prefers a record that matches every word of the query', () => {
    const engine = engineOf([
      rec('/alpha', { content: 'alpha lorem' }),
      rec('/beta', { content: 'beta lorem' }),
      rec('/both', { content: 'alpha beta' }),
    ]);
    const hits = engine.search('alpha beta');
    expect(hits[0].record.url).toBe('/both');
    expect(hits.map((h) => h.record.url).sort()).toEqual(['/alpha', '/beta', '/both']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('reports the index terms each hit matched', () => {
    const engine = engineOf([rec('/size', { title: 'Paging', content: 'Set page_size to at most 100.' })]);
    const [hit] = engine.search('page_size');
    expect(hit.record.url).toBe('/size');
    expect(new Set(hit.terms)).toEqual(new Set(['page', 'size', 'page_size']));
  });
});
