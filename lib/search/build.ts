import { bm25fTermScore, type FieldFrequencies } from './bm25f.client';
import { SEARCH_INDEX_VERSION } from './constants.client';
import { createFlexIndex, exportMap, FLEX_RESOLUTION, toSlot } from './flex.client';
import { tokenize } from './tokenize.client';
import type { SearchIndexFile, SearchRecord } from './types';

/** The terms of each field of a record, in SEARCH_FIELDS order. */
function fieldTerms(record: SearchRecord): [string[], string[], string[], string[]] {
  return [
    tokenize(record.title),
    tokenize(record.content),
    tokenize(record.tags.join(' ')),
    tokenize(record.parents.join(' ')),
  ];
}

/** A record's term counts, one map per field (SEARCH_FIELDS order). */
function fieldCounts(fields: string[][]): FieldFrequencies {
  return fields.map((terms) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    return counts;
  });
}

/**
 * Builds the search index: the records, and FlexSearch's map of every term. Each record goes into a
 * FlexSearch index once, with each of its terms in the resolution slot of the term's BM25F weight in
 * it (field boosts, length normalisation b and saturation k1 over the corpus's average field
 * lengths; idf left out, as it is applied per query over the expansions of a query word). The map
 * is what FlexSearch's export writes, sorted by term.
 */
export function buildSearchIndex(records: SearchRecord[], resolution = FLEX_RESOLUTION): SearchIndexFile {
  const fields = records.map(fieldTerms);
  const totals = [0, 0, 0, 0];
  for (const terms of fields) terms.forEach((list, f) => void (totals[f] += list.length));
  const avgLengths = totals.map((total) => (records.length ? total / records.length : 0));
  let slots = new Map<string, number>();
  const index = createFlexIndex(resolution, (term) => slots.get(term) ?? resolution - 1);
  fields.forEach((terms, id) => {
    const lengths = terms.map((list) => list.length);
    const tf = fieldCounts(terms);
    slots = new Map();
    for (const term of new Set(terms.flat()))
      slots.set(term, toSlot(bm25fTermScore(term, tf, lengths, avgLengths, 1), resolution));
    if (slots.size > 0) index.add(id, [...slots.keys()].join(' '));
  });
  return { version: SEARCH_INDEX_VERSION, count: records.length, resolution, records, map: exportMap(index) };
}
