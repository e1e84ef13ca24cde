import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build';
import { EMPTY_SEARCH_INDEX, parseSearchIndex } from './index-file';
import type { SearchRecord } from './types';

const records: SearchRecord[] = [
  {
    kind: 'doc',
    url: '/docs/intro',
    page: 'Intro',
    title: 'Intro',
    content: 'Getting started with the SDK.',
    tags: ['start'],
    parents: [],
  },
  {
    kind: 'doc',
    url: '/docs/intro#installation',
    page: 'Intro',
    title: 'Installation',
    content: 'npm install the package.',
    tags: [],
    parents: ['Intro'],
  },
  {
    kind: 'api',
    url: '/api/profiles#operation/listSegments',
    page: 'Profiles API',
    title: 'List segments',
    content: 'GET /segments',
    tags: ['Segments'],
    parents: ['Profiles API'],
  },
];

/** A JSON copy of a built index, as fetch().json() would give it. */
const fetched = () => JSON.parse(JSON.stringify(buildSearchIndex(records)));

/** The fetched index with its second record changed. */
function withRecord(change: Record<string, unknown>) {
  const json = fetched();
  json.records[1] = { ...json.records[1], ...change };
  return json;
}

describe('parseSearchIndex', () => {
  it('accepts a built index after a round trip through JSON', () => {
    const built = buildSearchIndex(records);
    const parsed = parseSearchIndex(JSON.parse(JSON.stringify(built)));
    expect(parsed).toEqual(built);
    expect(parsed.records).toHaveLength(3);
  });

  it('accepts the empty index', () => {
    expect(parseSearchIndex(JSON.parse(JSON.stringify(EMPTY_SEARCH_INDEX)))).toEqual(EMPTY_SEARCH_INDEX);
  });

  it.each([null, 42, 'index', [], true])('rejects %j: not an object', (json) => {
    expect(() => parseSearchIndex(json)).toThrow('expected a JSON object');
  });

  it('rejects another version', () => {
    expect(() => parseSearchIndex({ ...fetched(), version: 2 })).toThrow('expected version 1, got 2');
    expect(() => parseSearchIndex({ ...fetched(), version: '1' })).toThrow('expected version 1, got 1');
    const { version: _, ...noVersion } = fetched();
    expect(() => parseSearchIndex(noVersion)).toThrow('expected version 1, got undefined');
  });

  it('rejects missing or incomplete stats', () => {
    const message = 'expected stats with count, avgLengths and df';
    const { stats: _, ...noStats } = fetched();
    expect(() => parseSearchIndex(noStats)).toThrow(message);
    const json = fetched();
    expect(() => parseSearchIndex({ ...json, stats: { ...json.stats, count: '3' } })).toThrow(message);
    expect(() => parseSearchIndex({ ...json, stats: { ...json.stats, avgLengths: [1, 2, 3] } })).toThrow(message);
    expect(() => parseSearchIndex({ ...json, stats: { ...json.stats, df: null } })).toThrow(message);
  });

  it('rejects records that are not an array', () => {
    expect(() => parseSearchIndex({ ...fetched(), records: {} })).toThrow('expected a records array');
    const { records: _, ...noRecords } = fetched();
    expect(() => parseSearchIndex(noRecords)).toThrow('expected a records array');
  });

  it.each([
    ['an unknown kind', { kind: 'video' }],
    ['a missing kind', { kind: undefined }],
    ['a relative url', { url: 'docs/intro' }],
    ['a full url', { url: 'https://evil.example/docs' }],
    ['a protocol-relative url', { url: '//evil.example/docs' }],
    ['a backslash url browsers read as protocol-relative', { url: '/\\evil.example/docs' }],
    ['a url with a tab browsers drop', { url: '/\t/evil.example' }],
    ['a url with a newline', { url: '/docs/intro\n' }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['a non-string title', { title: 42 }],
    ['tags that are not strings', { tags: [1] }],
    ['parents that are not an array', { parents: 'Intro' }],
    ['three lengths', { lengths: [1, 2, 3] }],
    ['five lengths', { lengths: [1, 2, 3, 4, 5] }],
    ['a negative length', { lengths: [1, 2, -1, 0] }],
    ['a string length', { lengths: [1, '2', 0, 0] }],
  ])('rejects a record with %s', (_, change) => {
    expect(() => parseSearchIndex(withRecord(change))).toThrow('record 1 is malformed');
  });

  it('rejects a record that is not an object', () => {
    const json = fetched();
    json.records[2] = '/docs/intro';
    expect(() => parseSearchIndex(json)).toThrow('record 2 is malformed');
  });

  it('accepts site paths with anchors, queries and non-ASCII letters', () => {
    for (const url of ['/', '/docs/intro#installation', '/api/profiles?tab=1#op', '/docs/café', '/docs/a/b/c.html']) {
      expect(parseSearchIndex(withRecord({ url })).records[1].url).toBe(url);
    }
  });

  it('rejects a count that does not match the records', () => {
    const json = fetched();
    expect(() => parseSearchIndex({ ...json, stats: { ...json.stats, count: 5 } })).toThrow(
      'stats.count is 5 but there are 3 records',
    );
    expect(() => parseSearchIndex({ ...json, records: json.records.slice(0, 2) })).toThrow(
      'stats.count is 3 but there are 2 records',
    );
  });
});
