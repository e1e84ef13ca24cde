import { describe, expect, it } from 'vitest';
import { bm25fTermScore, idf } from './bm25f.client';
import { buildSearchIndex } from './build';
import { BM25, FIELD_BOOSTS } from './constants.client';
import { SearchEngine } from './engine.client';
import { countIds, FLEX_RESOLUTION, slotWeight, toSlot } from './flex.client';
import type { SearchRecord } from './types';

function rec(url: string, fields: Partial<Pick<SearchRecord, 'title' | 'content' | 'tags' | 'parents'>>): SearchRecord {
  return { kind: 'doc', url, page: url, title: '', content: '', tags: [], parents: [], ...fields };
}

function search(records: SearchRecord[], query: string) {
  return new SearchEngine(buildSearchIndex(records)).search(query, 20);
}

/** Scores by URL, so the tests can compare two records. */
function scores(records: SearchRecord[], query: string): Record<string, number> {
  return Object.fromEntries(search(records, query).map((hit) => [hit.record.url, hit.score]));
}

/** A score as the index keeps it: idf × the saturated weight, quantised into a FlexSearch slot at build. */
const stored = (termIdf: number, score: number) => termIdf * slotWeight(toSlot(score / termIdf));

// Ten words that are not stop words, not plurals, and not prefixes of one another.
const FILLER = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod'.split(' ');

describe('BM25F constants', () => {
  it('are the ones the hand computations below use', () => {
    expect(FIELD_BOOSTS).toEqual({ title: 5, content: 1, tags: 3, parents: 2 });
    expect(BM25).toEqual({ b: 0.75, k1: 1.2 });
  });
});

describe('BM25F score worked out by hand', () => {
  // Field lengths in terms (title, content, tags, parents):
  //   /r0 [2, 3, 1, 0]   /r1 [1, 2, 0, 1]   /r2 [1, 1, 0, 0]   /r3 [1, 2, 1, 0]
  // Averages over N = 4 records: title 5/4 = 1.25, content 8/4 = 2, tags 2/4 = 0.5, parents 1/4 = 0.25.
  const corpus = [
    rec('/r0', { title: 'alpha beta', content: 'gamma delta gamma', tags: ['alpha'] }),
    rec('/r1', { title: 'gamma', content: 'delta epsilon', parents: ['zeta'] }),
    rec('/r2', { title: 'omega', content: 'delta' }),
    rec('/r3', { title: 'kappa', content: 'delta theta', tags: ['theta'] }),
  ];
  const { b, k1 } = BM25;

  it('stores each term in the FlexSearch slot of its saturated weight, within 1 % of it', () => {
    const index = buildSearchIndex(corpus);
    expect(index.resolution).toBe(FLEX_RESOLUTION);
    const entry = (term: string) => index.map.find(([t]) => t === term)![1];
    expect(countIds(entry('gamma'))).toBe(2);
    expect(countIds(entry('delta'))).toBe(4);
    expect(countIds(entry('theta'))).toBe(1);
    // gamma in /r1: title tf 1, norm 0.85 → w = 5.882353, s = w / (1.2 + w) = 0.830565
    const s = 5.882353 / (1.2 + 5.882353);
    const slot = entry('gamma').findIndex((ids) => ids?.includes(1));
    expect(slot).toBe(toSlot(s));
    expect(Math.abs(slotWeight(slot) - s) / s).toBeLessThan(0.01);
  });

  it('quantises every weight to within 1 %, keeping their order', () => {
    let last = Infinity;
    for (let s = 0.99; s > 0.011; s -= 0.001) {
      expect(Math.abs(slotWeight(toSlot(s)) - s) / s).toBeLessThan(0.01);
      expect(slotWeight(toSlot(s))).toBeLessThanOrEqual(last);
      last = slotWeight(toSlot(s));
    }
    expect(toSlot(0.001)).toBe(FLEX_RESOLUTION - 1);
    expect(toSlot(1)).toBe(0);
  });

  it('"gamma": a title match (/r1) and a content match twice (/r0)', () => {
    // df(gamma) = 2 → idf = ln(1 + (4 - 2 + 0.5) / (2 + 0.5)) = ln 2 = 0.693147
    const termIdf = Math.log(1 + (4 - 2 + 0.5) / (2 + 0.5));
    expect(termIdf).toBeCloseTo(Math.LN2, 12);

    // /r1: title tf 1, length 1, average 1.25 → norm = 1 - 0.75 + 0.75 × 1 / 1.25 = 0.85
    //      tf~ = 5 × 1 / 0.85 = 5.882353 → score = ln 2 × 5.882353 / (1.2 + 5.882353) = 0.575704
    const normR1 = 1 - b + (b * 1) / 1.25;
    const tfR1 = (5 * 1) / normR1;
    const r1 = (termIdf * tfR1) / (k1 + tfR1);
    expect(normR1).toBeCloseTo(0.85, 12);
    expect(r1).toBeCloseTo(0.575704, 6);

    // /r0: content tf 2, length 3, average 2 → norm = 1 - 0.75 + 0.75 × 3 / 2 = 1.375
    //      tf~ = 1 × 2 / 1.375 = 1.454545 → score = ln 2 × 1.454545 / (1.2 + 1.454545) = 0.379807
    const normR0 = 1 - b + (b * 3) / 2;
    const tfR0 = (1 * 2) / normR0;
    const r0 = (termIdf * tfR0) / (k1 + tfR0);
    expect(normR0).toBeCloseTo(1.375, 12);
    expect(r0).toBeCloseTo(0.379807, 6);

    const hits = search(corpus, 'gamma');
    expect(hits.map((h) => h.record.url)).toEqual(['/r1', '/r0']);
    expect(hits[0].score).toBeCloseTo(stored(termIdf, r1), 10);
    expect(hits[1].score).toBeCloseTo(stored(termIdf, r0), 10);
  });

  it('"theta": content and tags of one record add up before saturation', () => {
    // df(theta) = 1 → idf = ln(1 + (4 - 1 + 0.5) / (1 + 0.5)) = ln(3.333333) = 1.203973
    const termIdf = Math.log(1 + (4 - 1 + 0.5) / (1 + 0.5));
    // content: tf 1, length 2, average 2 → norm = 0.25 + 0.75 × 2 / 2 = 1
    // tags:    tf 1, length 1, average 0.5 → norm = 0.25 + 0.75 × 1 / 0.5 = 1.75
    // tf~ = 1 × 1 / 1 + 3 × 1 / 1.75 = 2.714286 → score = 1.203973 × 2.714286 / (1.2 + 2.714286) = 0.834872
    const tf = (1 * 1) / (1 - b + (b * 2) / 2) + (3 * 1) / (1 - b + (b * 1) / 0.5);
    const expected = (termIdf * tf) / (k1 + tf);
    expect(tf).toBeCloseTo(2.714286, 6);
    expect(expected).toBeCloseTo(0.834872, 6);

    const hits = search(corpus, 'theta');
    expect(hits).toHaveLength(1);
    expect(hits[0].record.url).toBe('/r3');
    expect(hits[0].score).toBeCloseTo(stored(termIdf, expected), 10);
  });

  it('a query of two terms scores the sum of each term', () => {
    const single = { ...scores(corpus, 'gamma'), ...scores(corpus, 'theta') };
    const both = scores(corpus, 'gamma theta');
    expect(both['/r1']).toBeCloseTo(single['/r1'], 10);
    expect(both['/r3']).toBeCloseTo(single['/r3'], 10);
    expect(Object.keys(both).sort()).toEqual(['/r0', '/r1', '/r3']);
  });
});

describe('BM25F ranking properties', () => {
  it('ranks a title match above the same word in the content only', () => {
    // Same field lengths; the content-only record comes first in the index.
    const corpus = [
      rec('/content', { title: 'events guide', content: 'about webhook' }),
      rec('/title', { title: 'webhook guide', content: 'about events' }),
    ];
    const hits = search(corpus, 'webhook');
    expect(hits.map((h) => h.record.url)).toEqual(['/title', '/content']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('ranks tags (3) above parents (2) above content (1) for otherwise identical records', () => {
    // Every record has content of 3 terms, 1 tag and 1 parent: each length equals its average, so
    // every norm is 1 and tf~ is the boost itself. Index order is the reverse of the expected ranking.
    const corpus = [
      rec('/content', { content: 'lorem ipsum xylo', tags: ['dolor'], parents: ['amet'] }),
      rec('/parents', { content: 'lorem ipsum dolor', tags: ['sit'], parents: ['xylo'] }),
      rec('/tags', { content: 'lorem ipsum dolor', tags: ['xylo'], parents: ['amet'] }),
    ];
    const hits = search(corpus, 'xylo');
    expect(hits.map((h) => h.record.url)).toEqual(['/tags', '/parents', '/content']);
    // idf = ln(1 + 0.5 / 3.5); score = idf × boost / (1.2 + boost)
    const termIdf = Math.log(1 + (3 - 3 + 0.5) / (3 + 0.5));
    expect(hits.map((h) => h.score)).toEqual(
      [3, 2, 1].map((boost) => expect.closeTo(stored(termIdf, (termIdf * boost) / (1.2 + boost)), 10)),
    );
  });

  it('ranks the shorter field first at equal term frequency', () => {
    const corpus = [rec('/long', { content: `xylo ${FILLER.join(' ')}` }), rec('/short', { content: 'xylo lorem' })];
    const hits = search(corpus, 'xylo');
    expect(hits.map((h) => h.record.url)).toEqual(['/short', '/long']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('gives a rarer term more weight (idf)', () => {
    // "rare" is in 1 record of 5, "common" in 4; all contents have 2 terms.
    const corpus = [
      rec('/common', { content: 'common lorem' }),
      rec('/other1', { content: 'common ipsum' }),
      rec('/other2', { content: 'common dolor' }),
      rec('/other3', { content: 'common amet' }),
      rec('/rare', { content: 'rare lorem' }),
    ];
    const s = scores(corpus, 'common rare');
    expect(s['/rare']).toBeGreaterThan(s['/common']);
    // Same tf and norm, so the ratio of the scores is the ratio of the idfs.
    expect(s['/rare'] / s['/common']).toBeCloseTo(idf(1, 5) / idf(4, 5), 10);
    expect(idf(1, 5)).toBeCloseTo(Math.log(1 + 4.5 / 1.5), 12);
  });

  it('idf falls as df grows and never goes negative', () => {
    expect(idf(1, 10)).toBeGreaterThan(idf(5, 10));
    expect(idf(5, 10)).toBeGreaterThan(idf(10, 10));
    expect(idf(10, 10)).toBeCloseTo(Math.log(1 + 0.5 / 10.5), 12);
    expect(idf(10, 10)).toBeGreaterThan(0);
  });

  it('saturates: ten occurrences score less than twice one occurrence', () => {
    // Both contents have 10 terms (the average), so norm = 1: tf~ is 1 and 10.
    const corpus = [
      rec('/once', { content: ['xylo', ...FILLER.slice(1)].join(' ') }),
      rec('/ten', { content: Array(10).fill('xylo').join(' ') }),
    ];
    const s = scores(corpus, 'xylo');
    // (10 / 11.2) / (1 / 2.2) = 1.964, up to the quantisation of each (1 % at most)
    expect(s['/ten'] / s['/once']).toBeCloseTo(slotWeight(toSlot(10 / 11.2)) / slotWeight(toSlot(1 / 2.2)), 10);
    expect(s['/ten'] / s['/once']).toBeLessThan(2);
  });

  it('bm25fTermScore stays below idf however often the term occurs', () => {
    const tf = [new Map(), new Map([['xylo', 1000]]), new Map(), new Map()];
    const score = bm25fTermScore('xylo', tf, [0, 1000, 0, 0], [2, 1000, 1, 1], 2);
    expect(score).toBeLessThan(2);
    expect(score).toBeCloseTo((2 * 1000) / (1.2 + 1000), 10);
    expect(bm25fTermScore('other', tf, [0, 1000, 0, 0], [2, 1000, 1, 1], 2)).toBe(0);
  });
});
