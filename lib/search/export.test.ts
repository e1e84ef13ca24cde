import { describe, expect, it } from 'vitest';
import { SEARCH_RECORDS_VERSION, searchRecordsFile } from './export';
import type { SearchRecord } from './types';

const rec = (url: string, title = 'T'): SearchRecord => ({
  kind: 'doc',
  url,
  page: 'P',
  title,
  content: 'c',
  tags: [],
  parents: [],
});

describe('searchRecordsFile', () => {
  it('gives each record a stable id from its URL, whatever else changes', () => {
    const a = searchRecordsFile([rec('/docs/a'), rec('/docs/a#b')]);
    const b = searchRecordsFile([rec('/docs/new'), rec('/docs/a#b', 'Renamed'), rec('/docs/a')]);
    expect(a.version).toBe(SEARCH_RECORDS_VERSION);
    expect(a.records[0].id).toMatch(/^[0-9a-f]{16}$/);
    expect(b.records[2].id).toBe(a.records[0].id);
    expect(b.records[1].id).toBe(a.records[1].id);
    expect(a.records[0]).toMatchObject(rec('/docs/a'));
  });

  it('keeps ids unique when a URL repeats, and handles no records', () => {
    const ids = searchRecordsFile([rec('/x'), rec('/x'), rec('/x')]).records.map((r) => r.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe(`${ids[0]}-2`);
    expect(searchRecordsFile([]).records).toEqual([]);
  });
});
