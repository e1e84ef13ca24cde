import { describe, expect, it } from 'vitest';
import { editDistance } from '../utils/edit-distance.client';
import { createVocabulary, EXPANSION_WEIGHTS, expandTerm, typoBudget } from './expand.client';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('segment', 'segment', 2)).toBe(0);
    expect(editDistance('segment', 'segments', 2)).toBe(1);
    expect(editDistance('segment', 'segmnt', 2)).toBe(1);
    expect(editDistance('segment', 'segmant', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });

  it('counts an adjacent transposition as one edit', () => {
    expect(editDistance('segmnet', 'segment', 2)).toBe(1);
    expect(editDistance('ab', 'ba', 1)).toBe(1);
    expect(editDistance('acem', 'acme', 2)).toBe(1);
  });

  it('stops at max + 1 once the distance exceeds max', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 6)).toBe(6);
    expect(editDistance('ab', 'ba', 0)).toBe(1);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    // A length difference above max exits before any work.
    expect(editDistance('a', 'abcd', 1)).toBe(2);
    expect(editDistance('aa', 'b', 1)).toBe(2);
  });

  it('never returns more than max + 1', () => {
    const words = ['', 'a', 'b', 'ab', 'ba', 'abc', 'cab', 'bca', 'aabb', 'abab', 'bbaa', 'cccc', 'abcab'];
    for (const a of words) {
      for (const b of words) {
        for (const max of [0, 1, 2]) expect(editDistance(a, b, max), `${a}/${b}/${max}`).toBeLessThanOrEqual(max + 1);
      }
    }
  });
});

describe('typoBudget', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['abcd', 1],
    ['abcdefg', 1],
    ['abcdefgh', 2],
    ['segmentation', 2],
  ])('"%s" tolerates %i typos', (term, budget) => expect(typoBudget(term)).toBe(budget));

  it('tolerates none in a term with digits', () => {
    expect(typoBudget('oauth2')).toBe(0);
    expect(typoBudget('v1beta1x')).toBe(0);
  });
});

describe('expandTerm', () => {
  const vocab = createVocabulary({
    segment: 5,
    segmentation: 2,
    segue: 7,
    seg_id: 1,
    cart: 4,
    carton: 3,
    card: 9,
    query: 6,
    x: 1,
    xml: 2,
  });

  it('gives the term itself first, then the longer words it starts', () => {
    expect(expandTerm('segment', vocab)).toEqual([
      { term: 'segment', weight: EXPANSION_WEIGHTS.exact },
      { term: 'segmentation', weight: EXPANSION_WEIGHTS.prefix },
    ]);
  });

  it('orders prefix expansions by document frequency, most common first', () => {
    expect(expandTerm('seg', vocab).map((e) => e.term)).toEqual(['segue', 'segment', 'segmentation', 'seg_id']);
    expect(expandTerm('seg', vocab).every((e) => e.weight === 0.7)).toBe(true);
  });

  it('breaks df ties alphabetically and keeps at most 24 prefix expansions', () => {
    const df: Record<string, number> = {};
    for (let i = 0; i < 30; i++) df[`pre${String(i).padStart(2, '0')}`] = Math.floor(i / 2);
    const expansions = expandTerm('pre', createVocabulary(df));
    expect(expansions).toHaveLength(24);
    // df 14: pre28, pre29; df 13: pre26, pre27; ... the 24th is pre07 (df 3).
    expect(expansions.slice(0, 4).map((e) => e.term)).toEqual(['pre28', 'pre29', 'pre26', 'pre27']);
    expect(expansions.at(-1)?.term).toBe('pre07');
  });

  it('offers typo matches only when there is no exact or prefix match', () => {
    expect(expandTerm('segmnet', vocab)).toEqual([{ term: 'segment', weight: EXPANSION_WEIGHTS.typo1 }]);
    // "card" is one edit from "cart", but "cart" is indexed: no typo expansion.
    expect(expandTerm('cart', vocab)).toEqual([
      { term: 'cart', weight: 1 },
      { term: 'carton', weight: 0.7 },
    ]);
  });

  it('weights two typos less than one (terms of 8 letters or more)', () => {
    expect(expandTerm('segmentatoin', vocab)).toEqual([{ term: 'segmentation', weight: EXPANSION_WEIGHTS.typo1 }]);
    expect(expandTerm('segmantatoin', vocab)).toEqual([{ term: 'segmentation', weight: EXPANSION_WEIGHTS.typo2 }]);
    expect(EXPANSION_WEIGHTS.typo2).toBeLessThan(EXPANSION_WEIGHTS.typo1);
  });

  it('finds nothing for an unknown short term', () => {
    expect(expandTerm('qzx', vocab)).toEqual([]);
    expect(expandTerm('crd', vocab)).toEqual([]);
  });

  it('does not expand a single letter as a prefix', () => {
    expect(expandTerm('q', vocab)).toEqual([]);
    expect(expandTerm('x', vocab)).toEqual([{ term: 'x', weight: 1 }]);
  });

  it('finds nothing in an empty vocabulary', () => {
    expect(expandTerm('segment', createVocabulary({}))).toEqual([]);
  });
});
