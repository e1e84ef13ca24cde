import { SEARCH_INDEX_VERSION } from './constants';
import { tokenize } from './tokenize';
import type { IndexedRecord, SearchIndexFile, SearchRecord } from './types';

/** The terms of each field of a record, in SEARCH_FIELDS order. */
export function fieldTerms(record: SearchRecord): [string[], string[], string[], string[]] {
  return [
    tokenize(record.title),
    tokenize(record.content),
    tokenize(record.tags.join(' ')),
    tokenize(record.parents.join(' ')),
  ];
}

/** Builds the index file: the records with their field lengths, and the corpus term statistics. */
export function buildSearchIndex(records: SearchRecord[]): SearchIndexFile {
  const df: Record<string, number> = Object.create(null);
  const totals = [0, 0, 0, 0];
  const indexed: IndexedRecord[] = records.map((record) => {
    const fields = fieldTerms(record);
    for (const term of new Set(fields.flat())) df[term] = (df[term] ?? 0) + 1;
    fields.forEach((terms, i) => {
      totals[i] += terms.length;
    });
    return { ...record, lengths: fields.map((terms) => terms.length) as IndexedRecord['lengths'] };
  });
  const count = records.length;
  const avgLengths = totals.map((total) =>
    count ? round(total / count) : 0,
  ) as SearchIndexFile['stats']['avgLengths'];
  // Sorted keys keep the file byte-stable between builds of the same content.
  const sortedDf: Record<string, number> = {};
  for (const term of Object.keys(df).sort()) sortedDf[term] = df[term];
  return { version: SEARCH_INDEX_VERSION, stats: { count, avgLengths, df: sortedDf }, records: indexed };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
