/**
 * `npm run i18n:write -- <locale>`: writes or updates `content/i18n/<locale>/ui.json` from the
 * English catalogue. Every English key is there, in English's order: a translation already written
 * is kept, a key added since is written empty (an empty text shows in English and the build reports
 * it), and the plural categories the locale's rules need (`few`, `many`…) join each plural family.
 * A key English no longer has is kept at the end and named (it fails the build until renamed or
 * removed), unless `prune` drops it; either way the command says so. Nothing is dropped silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../utils/errors';
import { catalogueFile, checkCatalogue, PLURAL_CATEGORIES, pluralFamily } from './catalogue';
import { ENGLISH } from './english';

export interface WriteResult {
  file: string;
  /** Whether the file existed before. */
  existed: boolean;
  /** Keys written empty, to translate. */
  added: string[];
  /** Keys English does not have: kept (they fail the build), or dropped with `prune`. */
  unknown: string[];
  /** How many translations were kept. */
  kept: number;
}

/** The plural categories of a locale besides `one` and `other` (`few`, `many` for Russian, Arabic…). */
function extraCategories(locale: string): string[] {
  let categories: string[];
  try {
    categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  } catch {
    return [];
  }
  return PLURAL_CATEGORIES.filter((c) => c !== 'one' && c !== 'other' && categories.includes(c));
}

/** Every key the locale's file should hold, in order: English's, each family's extra categories after its `.other`. */
function expectedKeys(locale: string): string[] {
  const extras = extraCategories(locale);
  return Object.keys(ENGLISH).flatMap((key) => {
    const family = key.endsWith('.other') ? key.slice(0, -'.other'.length) : undefined;
    return family ? [key, ...extras.map((c) => `${family}.${c}`)] : [key];
  });
}

/** The catalogue text for a locale from its current text (or none); throws on a file that is not a JSON object. */
export function updateCatalogue(
  locale: string,
  current: string | undefined,
  { prune = false } = {},
): { text: string; result: Omit<WriteResult, 'file' | 'existed'> } {
  const file = catalogueFile(locale);
  let existing: Record<string, unknown> = {};
  if (current !== undefined) {
    const check = checkCatalogue(file, current);
    const fatal = check.errors.filter((e) => e.startsWith('not valid JSON') || e.startsWith('expected a JSON object'));
    if (fatal.length > 0) throw new ContentError(file, [...fatal, 'fix it by hand: the command does not overwrite it']);
    existing = JSON.parse(current) as Record<string, unknown>;
  }
  const out: Record<string, unknown> = {};
  const added: string[] = [];
  let kept = 0;
  for (const key of expectedKeys(locale)) {
    if (key in existing) {
      out[key] = existing[key];
      if (existing[key] !== '') kept += 1;
    } else {
      out[key] = '';
      added.push(key);
    }
  }
  // Written extra categories the locale's rules do not name are still valid keys: kept.
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(existing)) {
    if (key in out) continue;
    if (pluralFamily(key)) {
      out[key] = value;
      if (value !== '') kept += 1;
    } else {
      unknown.push(key);
      if (!prune) out[key] = value;
    }
  }
  return { text: `${JSON.stringify(out, null, 2)}\n`, result: { added, unknown, kept } };
}

/** Writes the locale's catalogue under `root`, creating its folder; what changed. */
export function writeCatalogue(root: string, locale: string, options: { prune?: boolean } = {}): WriteResult {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale))
    throw new ContentError('npm run i18n:write', [`"${locale}": expected a locale code such as fr, pt-BR or zh-Hans`]);
  const file = catalogueFile(locale);
  const absolute = path.join(root, file);
  const existed = fs.existsSync(absolute);
  const { text, result } = updateCatalogue(locale, existed ? fs.readFileSync(absolute, 'utf8') : undefined, options);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, text);
  return { file, existed, ...result };
}
