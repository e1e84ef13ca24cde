/**
 * A locale's interface strings: the English catalogue (english.ts) with the locale's
 * `content/i18n/<locale>/ui.json` merged over it. A key the file lacks, or leaves empty, shows in
 * English (the build reports it); a key English does not have, a value that is not a string, a `{name}` English does
 * not fill, or a file that is not JSON fails, naming the file, the line and the key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../config/site';
import { editDistance } from '../utils/edit-distance.client';
import { ContentError } from '../utils/errors';
import { ENGLISH, type UiKey, type UiStrings } from './english';
import { templateNames } from './format.client';

/** The plural categories of Intl.PluralRules a locale may add to a family English writes as `.one`/`.other`. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The catalogue file of a locale, from the project root. */
export const catalogueFile = (locale: string) => `content/i18n/${locale}/ui.json`;

/** What reading one catalogue found: its translations, and what is wrong or missing in it. */
export interface CatalogueCheck {
  file: string;
  /** The valid translations, by key (extra plural categories included). */
  translations: Record<string, string>;
  /** Problems that fail the build, each `line N: "key": …`. */
  errors: string[];
  /** The English keys the file lacks (they show in English). */
  missing: UiKey[];
}

/** The plural family a key belongs to (`search.resultCount` for `search.resultCount.few`), if English has one. */
export function pluralFamily(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  const base = key.slice(0, dot);
  return dot > 0 && PLURAL_CATEGORIES.includes(key.slice(dot + 1)) && Object.hasOwn(ENGLISH, `${base}.other`)
    ? base
    : undefined;
}

/** The line of a key in the JSON text (1 when it cannot be found). */
function lineOf(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}`);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/** The closest English key, for an unknown one's error. */
function closestKey(key: string): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const known of Object.keys(ENGLISH)) {
    const distance = editDistance(key, known, 4);
    if (distance <= 4 && (!best || distance < best.distance)) best = { key: known, distance };
  }
  return best?.key;
}

/** The English template a key is checked against: its own, or its family's `.other` (own keys only: not `constructor`). */
function englishFor(key: string): string | undefined {
  const english = ENGLISH as Record<string, string>;
  if (Object.hasOwn(english, key)) return english[key];
  const family = pluralFamily(key);
  return family === undefined ? undefined : english[`${family}.other`];
}

/** The problems of one entry of a catalogue, or none. */
function entryError(key: string, value: unknown): string | undefined {
  const english = englishFor(key);
  if (english === undefined) {
    const near = closestKey(key);
    return `unknown key${near ? ` (did you mean "${near}"?)` : ''}: the keys are those of lib/i18n/english.ts`;
  }
  if (typeof value !== 'string') return `expected a string, got ${value === null ? 'null' : typeof value}`;
  const allowed = new Set(templateNames(english));
  const stray = templateNames(value).filter((name) => !allowed.has(name));
  if (stray.length > 0) {
    const names = [...allowed].map((n) => `{${n}}`).join(', ') || 'none';
    return `unknown placeholder ${stray.map((n) => `{${n}}`).join(', ')}: the English text fills ${names}`;
  }
  return undefined;
}

/** Checks a catalogue's text: the valid translations, every error with its line, the keys left in English. */
export function checkCatalogue(file: string, text: string): CatalogueCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { file, translations: {}, errors: [`not valid JSON: ${(error as Error).message}`], missing: [] };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { file, translations: {}, errors: ['expected a JSON object of "key": "text" entries'], missing: [] };
  const translations: Record<string, string> = {};
  const errors: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    // An empty text is a key not translated yet (npm run i18n:write leaves them so): English shows.
    const error = value === '' && englishFor(key) !== undefined ? undefined : entryError(key, value);
    if (value === '' && !error) continue;
    if (error) errors.push(`line ${lineOf(text, key)}: "${key}": ${error}`);
    else translations[key] = value as string;
  }
  const missing = (Object.keys(ENGLISH) as UiKey[]).filter((key) => !(key in translations));
  return { file, translations, errors, missing };
}

/** Reads and checks a locale's catalogue under `root`; a locale without a file translates nothing. */
function readCatalogue(root: string, locale: string): CatalogueCheck {
  const file = catalogueFile(locale);
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    return { file, translations: {}, errors: [], missing: [] };
  }
  return checkCatalogue(file, text);
}

/** English with the translations over it (extra plural categories kept, for `plural`). */
export function mergeCatalogue(translations: Readonly<Record<string, string>>): UiStrings {
  return { ...ENGLISH, ...translations };
}

const cache = new Map<string, UiStrings>();

/**
 * The interface strings of a locale (the configured default locale when none is given): English
 * merged under `content/i18n/<locale>/ui.json`. Throws the catalogue's errors (the prebuild
 * reports them first); read once per process, again on every call in development.
 */
export function uiStrings(locale: string = siteConfig.i18n.defaultLocale, root = process.cwd()): UiStrings {
  const key = `${root}\0${locale}`;
  const cached = process.env.NODE_ENV === 'development' ? undefined : cache.get(key);
  if (cached) return cached;
  const check = readCatalogue(root, locale);
  if (check.errors.length > 0) throw new ContentError(check.file, check.errors);
  const strings = mergeCatalogue(check.translations);
  cache.set(key, strings);
  return strings;
}

/** The locales that have a catalogue file: the folders of content/i18n/ holding a ui.json. */
function catalogueLocales(root: string): string[] {
  const dir = path.join(/*turbopackIgnore: true*/ root, 'content/i18n');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'ui.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The build's check of every catalogue: errors (`file: line N: "key": …`) fail it; each file's
 * missing keys are one warning, naming the first few.
 */
export function checkCatalogues(root: string): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const locale of catalogueLocales(root)) {
    const check = readCatalogue(root, locale);
    errors.push(...check.errors.map((error) => `${check.file}: ${error}`));
    if (check.missing.length > 0) {
      const shown = check.missing.slice(0, 5).map((key) => `"${key}"`);
      const more = check.missing.length > 5 ? ` and ${check.missing.length - 5} more` : '';
      warnings.push(
        `${check.file}: ${check.missing.length} key(s) not translated, shown in English: ${shown.join(', ')}${more} (npm run i18n:write -- ${locale} adds them)`,
      );
    }
  }
  return { errors, warnings };
}

/** The strings of `keys`, for a client leaf: only what it shows reaches the browser (plural categories included). */
export function pickStrings<K extends UiKey>(strings: UiStrings, keys: readonly K[]): Record<K, string> {
  const picked: Record<string, string> = {};
  const all = strings as Record<string, string>;
  for (const key of keys) {
    picked[key] = all[key];
    const family = key.endsWith('.other') ? key.slice(0, -'.other'.length) : undefined;
    if (family)
      for (const category of PLURAL_CATEGORIES) {
        const member = `${family}.${category}`;
        if (all[member] !== undefined) picked[member] = all[member];
      }
  }
  return picked as Record<K, string>;
}
