import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build';
import { SearchEngine } from './engine.client';
import { highlight, snippet, type TextSegment } from './highlight.client';

const m = (text: string): TextSegment => ({ text, match: true });
const t = (text: string): TextSegment => ({ text, match: false });
const ELLIPSIS = t('…');
const joined = (segments: TextSegment[]) => segments.map((s) => s.text).join('');

describe('highlight', () => {
  it('marks the matched words only', () => {
    expect(highlight('Set the page size here', ['page'])).toEqual([t('Set the '), m('page'), t(' size here')]);
    expect(highlight('Segments and segment', ['segment'])).toEqual([m('Segments'), t(' and '), m('segment')]);
    expect(highlight('nothing to see', ['page'])).toEqual([t('nothing to see')]);
  });

  it('does not mark a word that merely contains a term', () => {
    expect(highlight('paged pages page', ['page'])).toEqual([t('paged '), m('pages'), t(' '), m('page')]);
  });

  it('merges a compound with its parts into one mark', () => {
    expect(highlight('use page_size now', ['page', 'size', 'page_size'])).toEqual([
      t('use '),
      m('page_size'),
      t(' now'),
    ]);
    expect(highlight('call upsertProfile()', ['upsert', 'profile', 'upsertprofile'])).toEqual([
      t('call '),
      m('upsertProfile'),
      t('()'),
    ]);
  });

  it('marks only the matched part of a compound', () => {
    expect(highlight('use page_size now', ['size'])).toEqual([t('use page_'), m('size'), t(' now')]);
  });

  it('marks accented words by their unaccented term', () => {
    expect(highlight('Le Café', ['cafe'])).toEqual([t('Le '), m('Café')]);
  });

  it('never produces HTML: markup in the text stays plain text', () => {
    const text = 'Avoid <img src=x onerror=alert(1)> in descriptions.';
    const segments = highlight(text, ['img', 'onerror']);
    expect(segments).toEqual([t('Avoid <'), m('img'), t(' src=x '), m('onerror'), t('=alert(1)> in descriptions.')]);
    expect(joined(segments)).toBe(text);
    for (const segment of segments) expect(Object.keys(segment).sort()).toEqual(['match', 'text']);
  });

  it('keeps markup from a searched record as text', () => {
    const content = 'Never render <img src=x onerror=alert(1)> from a record.';
    const engine = new SearchEngine(
      buildSearchIndex([{ kind: 'doc', url: '/x', page: 'X', title: 'Escaping', content, tags: [], parents: [] }]),
    );
    const [hit] = engine.search('onerror');
    const segments = snippet(hit.record.content, hit.terms);
    expect(joined(segments)).toBe(content);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['onerror']);
  });

  it('returns nothing for empty text', () => {
    expect(highlight('', ['page'])).toEqual([]);
  });
});

describe('snippet', () => {
  // "w00 w01 … w59" with w30 replaced by "needle": word i starts at 4i before the needle (120–126).
  const words = Array.from({ length: 60 }, (_, i) => (i === 30 ? 'needle' : `w${String(i).padStart(2, '0')}`));
  const text = words.join(' ');

  it('windows around the first match with ellipses, cut at word boundaries', () => {
    // start = 120 - 40 / 4 = 110, inside "w27" → moved to "w28" (112); end = 150, a space.
    expect(snippet(text, ['needle'], 40)).toEqual([
      ELLIPSIS,
      t('w28 w29 '),
      m('needle'),
      t(' w31 w32 w33 w34 w35 w36'),
      ELLIPSIS,
    ]);
  });

  it('cuts the end back to a word boundary', () => {
    // start = 110 → 112; end = 151 falls inside "w37" (151–153) → cut back to the space at 150.
    expect(snippet(text, ['needle'], 41)).toEqual([
      ELLIPSIS,
      t('w28 w29 '),
      m('needle'),
      t(' w31 w32 w33 w34 w35 w36'),
      ELLIPSIS,
    ]);
  });

  it('keeps a word the window starts exactly on', () => {
    // length 48: start = 120 - 12 = 108, the start of "w27".
    expect(snippet(text, ['needle'], 48)[1]).toEqual(t('w27 w28 w29 '));
  });

  it('windows around the first of several matches', () => {
    const twice = text.replace('w50', 'needle');
    expect(snippet(twice, ['needle'], 40)).toEqual([
      ELLIPSIS,
      t('w28 w29 '),
      m('needle'),
      t(' w31 w32 w33 w34 w35 w36'),
      ELLIPSIS,
    ]);
  });

  it('returns the start of the text when nothing matches', () => {
    expect(snippet(text, ['absent'], 40)).toEqual([t('w00 w01 w02 w03 w04 w05 w06 w07 w08 w09'), ELLIPSIS]);
  });

  it('ends on the last window of the text for a match near its end', () => {
    const segments = snippet(text, ['w59'], 40);
    expect(segments[0]).toEqual(ELLIPSIS);
    expect(segments.at(-1)).toEqual(m('w59'));
    expect(joined(segments).length).toBeLessThanOrEqual(41);
  });

  it('returns a short text whole', () => {
    expect(snippet('Set the page size.', ['page'])).toEqual([t('Set the '), m('page'), t(' size.')]);
    expect(snippet('abcd efgh', ['efgh'], 9)).toEqual([t('abcd '), m('efgh')]);
  });

  it('keeps the first match when it sits inside a word too long to keep whole (a URL)', () => {
    const url = 'https://profiles.acme.com/api/v1/consumer/segments';
    const header = '-H "X-Access-Token: abc"';
    const content = `Send the token header: curl ${url} ${header} and read the list of your audiences back.`;
    const segments = snippet(content, ['segment'], 40);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['segments']);
    expect(segments[0]).toEqual(ELLIPSIS);
    expect(segments.at(-1)).toEqual(ELLIPSIS);
    expect(content).toContain(joined(segments.slice(1, -1)));
  });
});
