import { describe, expect, it } from 'vitest';
import { normalize, stem, termSpans, tokenize } from './tokenize.client';

describe('stem', () => {
  it.each([
    ['segments', 'segment'],
    ['queries', 'query'],
    ['statuses', 'status'],
    ['classes', 'class'],
    ['boxes', 'box'],
    ['matches', 'match'],
    ['wishes', 'wish'],
    ['webhooks', 'webhook'],
    ['responses', 'response'],
    ['ties', 'tie'],
  ])('%s → %s', (plural, singular) => expect(stem(plural)).toBe(singular));

  it.each(['status', 'class', 'analysis', 'macos', 'segment', 'query', 'address'])(
    'leaves the singular %s alone',
    (word) => expect(stem(word)).toBe(word),
  );

  it.each(['bus', 'gas', 'its', 'ids', 'a', ''])('leaves the short word "%s" alone', (word) =>
    expect(stem(word)).toBe(word),
  );

  it('leaves words with digits alone', () => {
    expect(stem('v2s')).toBe('v2s');
    expect(stem('oauth2s')).toBe('oauth2s');
  });

  it('is idempotent: a stem is its own stem', () => {
    const words = [
      'segments',
      'queries',
      'statuses',
      'classes',
      'boxes',
      'matches',
      'addresses',
      'buses',
      'uses',
      'ties',
      'series',
      'caches',
      'sizes',
      'analyses',
      'indexes',
      'quizzes',
      'policies',
      'dress',
      'keys',
      'days',
      'ss',
      'sss',
      'ssss',
      'sses',
      'ieses',
      'status',
      'http2s',
    ];
    for (const word of words) expect(stem(stem(word)), word).toBe(stem(word));
  });
});

describe('normalize', () => {
  it('lower-cases and strips accents', () => {
    expect(normalize('Café')).toBe('cafe');
    expect(normalize('RÉSUMÉ')).toBe('resume');
    expect(normalize('Ünïcödé')).toBe('unicode');
    expect(normalize('plain')).toBe('plain');
  });
});

describe('tokenize', () => {
  it('splits snake_case into its parts and keeps the compound', () => {
    expect(tokenize('page_size')).toEqual(['page', 'size', 'page_size']);
  });

  it('splits camelCase into its parts and keeps the lower-cased compound', () => {
    expect(tokenize('upsertProfile')).toEqual(['upsert', 'profile', 'upsertprofile']);
    expect(tokenize('HTTPServer')).toEqual(['http', 'server', 'httpserver']);
  });

  it('stems the compound as a whole', () => {
    expect(tokenize('listSegments')).toEqual(['list', 'segment', 'listsegment']);
  });

  it('strips accents', () => {
    expect(tokenize('Café résumé naïve')).toEqual(['cafe', 'resume', 'naive']);
  });

  it('removes stop words but keeps them inside compounds', () => {
    expect(tokenize('How do I use the API?')).toEqual(['use', 'api']);
    expect(tokenize('is_active')).toEqual(['active', 'is_active']);
  });

  it('stems plurals', () => {
    expect(tokenize('Segments and queries')).toEqual(['segment', 'query']);
  });

  it('returns nothing for empty, blank and punctuation-only input', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('   \n\t ')).toEqual([]);
    expect(tokenize('!?.,;:- () [] {} / \\ "\' — …')).toEqual([]);
    expect(tokenize('the and of')).toEqual([]);
  });
});

describe('termSpans', () => {
  it('gives the exact offsets of parts and compounds, accents included', () => {
    const text = 'Café upsertProfile, page_size.';
    expect([...termSpans(text)]).toEqual([
      { start: 0, end: 4, term: 'cafe' },
      { start: 5, end: 11, term: 'upsert' },
      { start: 11, end: 18, term: 'profile' },
      { start: 5, end: 18, term: 'upsertprofile' },
      { start: 20, end: 24, term: 'page' },
      { start: 25, end: 29, term: 'size' },
      { start: 20, end: 29, term: 'page_size' },
    ]);
    expect(text.slice(5, 18)).toBe('upsertProfile');
    expect(text.slice(20, 29)).toBe('page_size');
  });

  it('keeps stop words, stems the rest, and points at the original characters', () => {
    const text = 'The Segments';
    const spans = [...termSpans(text)];
    expect(spans).toEqual([
      { start: 0, end: 3, term: 'the' },
      { start: 4, end: 12, term: 'segment' },
    ]);
    expect(text.slice(spans[1].start, spans[1].end)).toBe('Segments');
  });

  it('returns nothing for empty and punctuation-only input', () => {
    expect([...termSpans('')]).toEqual([]);
    expect([...termSpans('... --- !!!')]).toEqual([]);
  });
});

describe('tokenize in other languages', () => {
  it('folds accents, so "deploiement" and "déploiement" are one term', () => {
    expect(tokenize('Déploiement des écouteurs')).toEqual(tokenize('deploiement des ecouteurs'));
    expect(tokenize('déploiements')).toEqual(['deploiement']);
  });

  it('cuts Chinese and Japanese, written without spaces, at each character', () => {
    expect(tokenize('設定を保存')).toEqual(['設', '定', 'を', '保', '存']);
    expect(tokenize('SDKの設定')).toEqual(['sdk', 'の', '設', '定']);
    expect([...termSpans('API設定')].map((s) => [s.start, s.end, s.term])).toEqual([
      [0, 3, 'api'],
      [3, 4, '設'],
      [4, 5, '定'],
    ]);
  });

  it('keeps Korean, Arabic and English words whole', () => {
    // Normalised (NFKD) as every term is: the same on the index and the query.
    expect(tokenize('프로필 설정')).toEqual(['프로필', '설정'].map(normalize));
    expect(tokenize('مقدمة إلى حزمة')).toEqual(['مقدمة', 'إلى', 'حزمة'].map(normalize));
    expect(tokenize('upsertProfile page_size')).toEqual([
      'upsert',
      'profile',
      'upsertprofile',
      'page',
      'size',
      'page_size',
    ]);
  });
});
