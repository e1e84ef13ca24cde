import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../utils/errors';
import { checkCatalogue, checkCatalogues, mergeCatalogue, pickStrings, uiStrings } from './catalogue';
import { ENGLISH } from './english';

const roots: string[] = [];
/** A project root holding the given catalogues (`{ fr: '{…}' }`). */
function project(catalogues: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-catalogue-'));
  roots.push(root);
  for (const [locale, text] of Object.entries(catalogues)) {
    fs.mkdirSync(path.join(root, 'content/i18n', locale), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/i18n', locale, 'ui.json'), text);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the English catalogue', () => {
  it('holds the texts the spec pins, exactly', () => {
    expect(ENGLISH['search.placeholder']).toBe('Search...');
    expect(ENGLISH['search.noResults']).toBe('No results found.');
    expect(ENGLISH['crash.title']).toBe('This page crashed.');
    expect(ENGLISH['crash.tryAgain']).toBe('Try again');
    expect(ENGLISH['error.retry']).toBe('Retry');
    expect(ENGLISH['mobileMenu.back']).toBe('← Back to main menu');
  });
});

describe('merging a catalogue', () => {
  it('puts the translations over English and keeps English for the rest', () => {
    const strings = mergeCatalogue({ 'search.placeholder': 'Rechercher...' });
    expect(strings['search.placeholder']).toBe('Rechercher...');
    expect(strings['search.noResults']).toBe('No results found.');
  });

  it('reads a locale from content/i18n/<locale>/ui.json, English for a locale without one', () => {
    const root = project({ fr: JSON.stringify({ 'toc.title': 'Sur cette page', 'feedback.yes': '' }) });
    expect(uiStrings('fr', root)['toc.title']).toBe('Sur cette page');
    // An empty text is not translated yet: English shows.
    expect(uiStrings('fr', root)['feedback.yes']).toBe('Yes');
    expect(uiStrings('de', root)).toEqual(ENGLISH);
  });

  it('throws the errors of a broken catalogue, naming the file', () => {
    const root = project({ fr: '{ "toc.titel": "Sur cette page" }' });
    expect(() => uiStrings('fr', root)).toThrow(ContentError);
    expect(() => uiStrings('fr', root)).toThrow(/content\/i18n\/fr\/ui\.json/);
  });
});

describe('checking a catalogue', () => {
  const file = 'content/i18n/fr/ui.json';

  it('reports the keys left out as missing, in English', () => {
    const check = checkCatalogue(file, JSON.stringify({ 'search.placeholder': 'Rechercher...' }));
    expect(check.errors).toEqual([]);
    expect(check.missing).toContain('search.noResults');
    expect(check.missing).not.toContain('search.placeholder');
  });

  it('fails on an unknown key, naming its line and the closest key', () => {
    const text = '{\n  "search.placeholder": "Rechercher...",\n  "serch.noResults": "Aucun résultat."\n}';
    expect(checkCatalogue(file, text).errors).toEqual([
      'line 3: "serch.noResults": unknown key (did you mean "search.noResults"?): the keys are those of lib/i18n/english.ts',
    ]);
  });

  it('fails on invalid JSON and on JSON that is not an object', () => {
    expect(checkCatalogue(file, '{ "toc.title": "Sur cette page", }').errors[0]).toMatch(/^not valid JSON: /);
    expect(checkCatalogue(file, '["toc.title"]').errors).toEqual(['expected a JSON object of "key": "text" entries']);
  });

  it('fails on a value that is not a string', () => {
    expect(checkCatalogue(file, '{"toc.title": 3}').errors).toEqual([
      'line 1: "toc.title": expected a string, got number',
    ]);
  });

  it('fails on a placeholder the English text does not fill', () => {
    expect(checkCatalogue(file, '{"search.scope": "Recherche dans {version}"}').errors).toEqual([
      'line 1: "search.scope": unknown placeholder {version}: the English text fills {scope}',
    ]);
  });

  it('accepts the plural categories of a family English has, and no other', () => {
    const check = checkCatalogue(file, '{"search.resultCount.few": "{count} wyniki", "toc.title.few": "x"}');
    expect(check.translations).toEqual({ 'search.resultCount.few': '{count} wyniki' });
    expect(check.errors).toHaveLength(1);
    expect(check.errors[0]).toMatch(/"toc\.title\.few": unknown key/);
  });
});

describe('the build check of every catalogue', () => {
  it('fails on each error with its file, and warns once per file of the missing keys', () => {
    const root = project({
      fr: JSON.stringify({ 'toc.title': 'Sur cette page' }),
      ar: '{ "toc.title": "x", "nope": "y" }',
    });
    const { errors, warnings } = checkCatalogues(root);
    expect(errors).toEqual([
      'content/i18n/ar/ui.json: line 1: "nope": unknown key: the keys are those of lib/i18n/english.ts',
    ]);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(
      /^content\/i18n\/fr\/ui\.json: \d+ key\(s\) not translated, shown in English: "crash\.title", .* more \(npm run i18n:write -- fr adds them\)$/,
    );
  });

  it('passes a site with no catalogues', () => {
    expect(checkCatalogues(project({}))).toEqual({ errors: [], warnings: [] });
  });
});

describe('picking the strings of a client leaf', () => {
  it('gives only the keys asked for, with the plural categories of a family', () => {
    const strings = mergeCatalogue({ 'search.resultCount.few': '{count} wyniki' });
    expect(pickStrings(strings, ['search.placeholder', 'search.resultCount.other'])).toEqual({
      'search.placeholder': 'Search...',
      'search.resultCount.other': '{count} results',
      'search.resultCount.one': '{count} result',
      'search.resultCount.few': '{count} wyniki',
    });
  });
});

describe('a hostile catalogue', () => {
  it('never throws: any text gives errors or translations, never a crash of the check', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant('{count} {x} {'));
    const key = fc.oneof(fc.string(), fc.constantFrom(...Object.keys(ENGLISH), '__proto__', 'constructor'));
    const json = fc.dictionary(key, value).map((o) => JSON.stringify(o));
    fc.assert(
      fc.property(fc.oneof(json, fc.string()), (text) => {
        const check = checkCatalogue('ui.json', text);
        expect(Array.isArray(check.errors)).toBe(true);
        // Whatever it holds, the merge keeps every English key a string.
        const merged = mergeCatalogue(check.translations);
        expect(Object.keys(ENGLISH).every((k) => typeof (merged as Record<string, unknown>)[k] === 'string')).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });
});
