import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogue } from './catalogue';
import { ENGLISH } from './english';
import { updateCatalogue, writeCatalogue } from './write';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-write-'));
  roots.push(root);
  return root;
}

describe('npm run i18n:write', () => {
  it('writes a new catalogue with every English key, empty, in English order', () => {
    const root = tempRoot();
    const result = writeCatalogue(root, 'fr');
    const written = JSON.parse(fs.readFileSync(path.join(root, 'content/i18n/fr/ui.json'), 'utf8'));
    expect(result).toMatchObject({ file: 'content/i18n/fr/ui.json', existed: false, kept: 0, unknown: [] });
    // French plurals have a `many` category (for millions): the families get it too.
    expect(Object.keys(written).filter((k) => !k.endsWith('.many'))).toEqual(Object.keys(ENGLISH));
    expect(written['search.resultCount.many']).toBe('');
    expect(Object.values(written).every((v) => v === '')).toBe(true);
    // Written empty, every key is reported missing and shows in English: the build passes.
    const check = checkCatalogue('ui.json', fs.readFileSync(path.join(root, 'content/i18n/fr/ui.json'), 'utf8'));
    expect(check.errors).toEqual([]);
    expect(check.missing).toHaveLength(Object.keys(ENGLISH).length);
  });

  it('keeps the translations, adds the keys English gained, and names (keeps) a key English lost', () => {
    const current = JSON.stringify({ 'toc.title': 'Sur cette page', 'old.key': 'Ancien' });
    const { text, result } = updateCatalogue('fr', current);
    const out = JSON.parse(text);
    expect(out['toc.title']).toBe('Sur cette page');
    expect(out['old.key']).toBe('Ancien');
    expect(Object.keys(out).at(-1)).toBe('old.key');
    expect(result.kept).toBe(1);
    expect(result.unknown).toEqual(['old.key']);
    expect(result.added).toContain('search.placeholder');
    expect(result.added).not.toContain('toc.title');
  });

  it('drops a lost key only with prune, still naming it', () => {
    const { text, result } = updateCatalogue('fr', JSON.stringify({ 'old.key': 'Ancien' }), { prune: true });
    expect(JSON.parse(text)).not.toHaveProperty('old.key');
    expect(result.unknown).toEqual(['old.key']);
  });

  it('adds the plural categories of the locale (Arabic: zero, two, few, many)', () => {
    const out = JSON.parse(updateCatalogue('ar', undefined).text);
    const family = Object.keys(out).filter((k) => k.startsWith('search.resultCount.'));
    const categories = ['one', 'other', 'zero', 'two', 'few', 'many'];
    expect(family).toEqual(categories.map((c) => `search.resultCount.${c}`));
  });

  it('refuses to overwrite a file that is not JSON, and a bad locale code', () => {
    const root = tempRoot();
    fs.mkdirSync(path.join(root, 'content/i18n/fr'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/i18n/fr/ui.json'), '{ "toc.title": ');
    expect(() => writeCatalogue(root, 'fr')).toThrow(/content\/i18n\/fr\/ui\.json:\n {2}- not valid JSON/);
    expect(fs.readFileSync(path.join(root, 'content/i18n/fr/ui.json'), 'utf8')).toBe('{ "toc.title": ');
    expect(() => writeCatalogue(root, '../x')).toThrow(/expected a locale code/);
  });
});
