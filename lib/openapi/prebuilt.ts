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
export const RENDERER_ENTRIES = ['components/openapi/api-reference.tsx', 'lib/openapi/source.ts', 'scripts/api-html.tsx'];

/** Where the prebuild writes the page of a reference (gitignored). */
export const prebuiltFile = (id: string, root = process.cwd()) => path.join(/*turbopackIgnore: true*/ root, '.generated/api', `${id}.json`);

/** The renderer's source files, relative to `root`, sorted: the entries and everything they import. */
export function rendererFiles(root = process.cwd()): string[] {
  return codeFiles(RENDERER_ENTRIES, root);
}

/** A fingerprint of the OpenAPI document, the renderer's source files and the lockfile. */
export function sourceFingerprint(specFile: string, root = process.cwd()): string {
  const document = fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ root, specFile));
  return createHash('sha256').update(document).update(`\0${codeFingerprint(RENDERER_ENTRIES, root)}`).digest('hex');
}

/** The HTML in a prebuilt file's text, if it is well formed and matches `fingerprint`. */
export function parsePrebuilt(text: string, fingerprint: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const { source, html } = data as Record<string, unknown>;
  return source === fingerprint && typeof html === 'string' ? html : undefined;
}

/**
 * Whether the prebuilt page of a reference is there and was rendered from the current document,
 * renderer and lockfile: the prebuild then leaves it as it is.
 */
export function isPrebuiltFresh(spec: { id: string; file: string }, root = process.cwd()): boolean {
  const text = readText(prebuiltFile(spec.id, root));
  return text !== undefined && parsePrebuilt(text, sourceFingerprint(spec.file, root)) !== undefined;
}

/** Writes the prebuilt page of a reference; returns the file written. */
export function writePrebuilt(spec: { id: string; file: string }, html: string, root = process.cwd()): string {
  const file = prebuiltFile(spec.id, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ source: sourceFingerprint(spec.file, root), html }));
  return file;
}

/**
 * The prebuilt page of a reference in a production build, if present and up to date. The
 * development server always renders live, so edits show at once.
 */
export function readPrebuilt(spec: { id: string; file: string }, root = process.cwd()): string | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const file = prebuiltFile(spec.id, root);
  const text = fs.existsSync(/*turbopackIgnore: true*/ file) ? fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8') : '';
  const html = parsePrebuilt(text, sourceFingerprint(spec.file, root));
  if (html === undefined) console.warn(`warning: ${path.relative(root, file)} is ${text ? 'stale' : 'missing'} (run the prebuild step): /api/${spec.id} is rendered live.`);
  return html;
}
