import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { codeFiles, codeFingerprint, readText } from '../build/fingerprint';

/**
 * The HTML of the reference pages, rendered by the prebuild step (scripts/api-html.tsx) so the page
 * ships one string instead of a React tree of some 15,000 elements. Each file records a
 * fingerprint of what it was rendered from; a stale or unreadable file is ignored and the page is
 * rendered live instead.
 */

/**
 * Where rendering a reference page starts: the page component, the page model (built, sampled and
 * highlighted from the loaded document) and the prebuild step that renders it. Their source files,
 * followed through their imports (lib/build/imports.ts), make up the renderer.
 */
const RENDERER_ENTRIES = ['components/openapi/api-reference.tsx', 'lib/site/api-references.ts', 'scripts/api-html.tsx'];

/**
 * A page of a reference: its id and its page slug ('' for the main page, see ./pages.ts), and the
 * locale it is rendered in (none: the default locale's).
 */
export interface PrebuiltPage {
  id: string;
  slug: string;
  locale?: string;
}

/**
 * The name of a reference's prebuilt pages the page body carries (components/openapi/prebuilt-body.client.tsx):
 * its id, or `<locale>:<id>` for a locale's (an id has no colon). One string, so the body's client
 * code is the same with or without locales.
 */
export const prebuiltKey = ({ id, locale }: { id: string; locale?: string }) => (locale ? `${locale}:${id}` : id);

/** The id and locale a `prebuiltKey` names. */
export function parsePrebuiltKey(key: string): { id: string; locale?: string } {
  const colon = key.indexOf(':');
  return colon < 0 ? { id: key } : { id: key.slice(colon + 1), locale: key.slice(0, colon) };
}

/**
 * Where the prebuild writes the pages of a reference (gitignored): `.generated/api/<id>/`, a
 * locale's under `.generated/api.<locale>/<id>/`.
 */
const prebuiltDir = (id: string, root = process.cwd(), locale?: string) =>
  path.join(/*turbopackIgnore: true*/ root, locale ? `.generated/api.${locale}` : '.generated/api', id);

/** Where the prebuild writes one page of a reference. */
export const prebuiltFile = ({ id, slug, locale }: PrebuiltPage, root = process.cwd()) =>
  path.join(prebuiltDir(id, root, locale), `${slug || 'index'}.json`);

/** The renderer's source files, relative to `root`, sorted: the entries and everything they import. */
export function rendererFiles(root = process.cwd()): string[] {
  return codeFiles(RENDERER_ENTRIES, root);
}

/**
 * What changes a reference's pages besides the document: its sample languages, its SDK samples and,
 * on a versioned site, the "Changed since" marks (as text).
 */
export interface PrebuiltSpec {
  id: string;
  file: string;
  sampleLanguages?: readonly string[];
  sdkSamples?: { label: string; file: string };
  extra?: string;
  /** The locale the pages are in (none: the default locale's); its strings are part of `extra`. */
  locale?: string;
}

/**
 * A fingerprint of the OpenAPI document, the renderer's source files and the lockfile, and of what
 * else the reference's pages show (PrebuiltSpec).
 */
export function sourceFingerprint(
  specFile: string,
  root = process.cwd(),
  spec: Pick<PrebuiltSpec, 'sampleLanguages' | 'sdkSamples' | 'extra'> = {},
): string {
  const document = fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ root, specFile));
  const hash = createHash('sha256')
    .update(document)
    .update(`\0${codeFingerprint(RENDERER_ENTRIES, root)}`);
  if (spec.extra) hash.update(`\0${spec.extra}`);
  if (spec.sampleLanguages) hash.update(`\0${spec.sampleLanguages.join(',')}`);
  // The SDK samples, and the declarations their hover types come from.
  if (spec.sdkSamples) {
    hash.update(
      `\0${spec.sdkSamples.label}\0${readText(path.join(/*turbopackIgnore: true*/ root, spec.sdkSamples.file)) ?? ''}`,
    );
    for (const file of declarationFiles(path.join(/*turbopackIgnore: true*/ root, 'content/types')))
      hash.update(`\0${readText(file)}`);
  }
  return hash.digest('hex');
}

/** The `.d.ts` files under a folder, sorted. */
function declarationFiles(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.d.ts'))
    .sort()
    .map((name) => path.join(/*turbopackIgnore: true*/ dir, name));
}

/** The fingerprint and HTML of a prebuilt file's text, if it is well formed. */
function parseFile(text: string): { source: unknown; html: string } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const { source, html } = data as Record<string, unknown>;
  return typeof html === 'string' ? { source, html } : undefined;
}

/** The HTML in a prebuilt file's text, if it is well formed and matches `fingerprint`. */
export function parsePrebuilt(text: string, fingerprint: string): string | undefined {
  const file = parseFile(text);
  return file?.source === fingerprint ? file.html : undefined;
}

/**
 * Whether every page of a reference (`slugs`) is there and was rendered from the current document,
 * renderer and lockfile: the prebuild then leaves them as they are.
 */
export function isPrebuiltFresh(spec: PrebuiltSpec, slugs: readonly string[], root = process.cwd()): boolean {
  const fingerprint = sourceFingerprint(spec.file, root, spec);
  return slugs.every((slug) => {
    const text = readText(prebuiltFile({ id: spec.id, slug, locale: spec.locale }, root));
    return text !== undefined && parsePrebuilt(text, fingerprint) !== undefined;
  });
}

/** Writes the pages of a reference (slug → HTML), replacing any earlier set; returns the folder. */
export function writePrebuilt(spec: PrebuiltSpec, pages: Record<string, string>, root = process.cwd()): string {
  const dir = prebuiltDir(spec.id, root, spec.locale);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const source = sourceFingerprint(spec.file, root, spec);
  for (const [slug, html] of Object.entries(pages))
    fs.writeFileSync(prebuiltFile({ id: spec.id, slug, locale: spec.locale }, root), JSON.stringify({ source, html }));
  return dir;
}

/**
 * A prebuilt page of a reference in a production build, if present and up to date. The
 * development server always renders live, so edits show at once.
 */
export function readPrebuilt(spec: PrebuiltSpec, slug: string, root = process.cwd()): string | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const file = prebuiltFile({ id: spec.id, slug, locale: spec.locale }, root);
  const text = readText(file) ?? '';
  const html = parsePrebuilt(text, sourceFingerprint(spec.file, root, spec));
  if (html === undefined)
    console.warn(
      `warning: ${path.relative(root, file)} is ${text ? 'stale' : 'missing'} (run the prebuild step): ` +
        `${spec.locale ? `/${spec.locale}` : ''}/api/${spec.id}${slug ? `/${slug}` : ''} is rendered live.`,
    );
  return html;
}

/**
 * The HTML of a prebuilt page that `readPrebuilt` has just found fresh for the same render (the
 * page's body reads it on the server): the file is read again, its fingerprint is not worked out
 * a second time.
 */
export function readCheckedPrebuilt(page: PrebuiltPage, root = process.cwd()): string | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const text = readText(prebuiltFile(page, root));
  return text === undefined ? undefined : parseFile(text)?.html;
}
