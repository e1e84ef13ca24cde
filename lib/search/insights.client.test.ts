import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUERY_LENGTH } from './constants.client';
import { reportableTerm, reportChoice, reportSearch } from './insights.client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportableTerm', () => {
  it('reports ordinary queries, trimmed, one space between words, lowercased', () => {
    expect(reportableTerm('  Upsert   Profile ')).toBe('upsert profile');
    expect(reportableTerm('access_token')).toBe('access_token');
    expect(reportableTerm('page_size 500')).toBe('page_size 500');
    expect(reportableTerm('X-Access-Token header')).toBe('x-access-token header');
  });

  it('never reports an email address, a token, or a query over the cap', () => {
    for (const query of [
      'ada@example.com',
      'profile of ada.lovelace@acme.co.uk',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
      'sk_live_51H8abcdEFGHijkl',
      'pk-test-abcdef123456',
      'Bearer abcdefgh12345678',
      'token 9f86d081884c7d659a2feaa0c55ad015',
      'Jd83kLq02mZx7Pq1Rt5vWb9',
      'x'.repeat(MAX_QUERY_LENGTH + 1),
      '   ',
    ])
      expect(reportableTerm(query), query).toBeUndefined();
  });
});

describe('the events', () => {
  it('sends search with its result count, and search_no_results when nothing was found', () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    expect(reportSearch('Segments', 4)).toBe(true);
    expect(gtag.mock.calls).toEqual([['event', 'search', { search_term: 'segments', result_count: 4 }]]);
    gtag.mockClear();
    reportSearch('nothing here', 0);
    expect(gtag.mock.calls).toEqual([
      ['event', 'search', { search_term: 'nothing here', result_count: 0 }],
      ['event', 'search_no_results', { search_term: 'nothing here' }],
    ]);
    gtag.mockClear();
    reportChoice('segments', '/docs/a#b', 2);
    expect(gtag).toHaveBeenCalledWith('event', 'select_content', {
      content_type: 'search_result',
      content_id: '/docs/a#b',
      search_term: 'segments',
      rank: 2,
    });
  });

  it('sends nothing for a secret, nor without an analytics tag', () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    expect(reportSearch('ada@example.com', 0)).toBe(false);
    reportChoice('sk_live_51H8abcdEFGHijkl', '/docs/a', 1);
    expect(gtag).not.toHaveBeenCalled();
    vi.stubGlobal('gtag', undefined);
    expect(() => reportSearch('segments', 1)).not.toThrow();
  });
});
