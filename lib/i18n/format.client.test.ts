import { describe, expect, it } from 'vitest';
import { formatPostDate } from '../blog/posts';
import { ENGLISH } from './english';
import { fill, formatDay, plural, templateParts } from './format.client';

describe('templates', () => {
  it('splits a template into text and places', () => {
    expect(templateParts('{home} or {docs}.')).toEqual([{ name: 'home' }, ' or ', { name: 'docs' }, '.']);
    expect(templateParts('No results found.')).toEqual(['No results found.']);
  });

  it('fills values, numbers for the locale, and leaves an unknown place as written', () => {
    expect(fill('Searching {scope}', { scope: '3.2' })).toBe('Searching 3.2');
    expect(fill('{count} results', { count: 1234 }, 'fr')).toBe('1\u202f234 results');
    expect(fill('{count} of {total}', { count: 2 })).toBe('2 of {total}');
  });
});

describe('plurals', () => {
  it('picks the family member by the locale rules', () => {
    expect(plural(ENGLISH, 'search.resultCount', 1, 'en')).toBe('1 result');
    expect(plural(ENGLISH, 'search.resultCount', 3, 'en')).toBe('3 results');
    const polish = { 'n.one': '{count} wynik', 'n.few': '{count} wyniki', 'n.other': '{count} wyników' };
    expect(plural(polish, 'n', 3, 'pl')).toBe('3 wyniki');
    expect(plural(polish, 'n', 5, 'pl')).toBe('5 wyników');
    // A category the catalogue does not write falls back to `other`.
    expect(plural({ 'n.other': '{count} نتائج' }, 'n', 2, 'ar')).toBe('2 نتائج');
  });
});

describe('dates', () => {
  it('writes a day as the blog does in English, and in the locale otherwise', () => {
    expect(formatDay('2026-09-03', 'en')).toBe(formatPostDate('2026-09-03'));
    expect(formatDay('2026-09-03', 'en')).toBe('September 3, 2026');
    expect(formatDay('2026-09-03T10:00:00+02:00', 'fr')).toBe('3 septembre 2026');
  });
});
