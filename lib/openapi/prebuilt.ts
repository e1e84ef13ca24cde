import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The HTML of the reference pages, rendered by the prebuild step (scripts/api-html.tsx) so the page
 * ships one string instead of a React tree of some 15,000 elements. Each file records a
 * fingerprint of what it was rendered from; a stale or unreadable file is ignored and the page is
 * rendered live instead.
 */

/** The files a reference page is rendered from, besides its OpenAPI document. */
const RENDERER_DIRS = ['components/openapi', 'lib/openapi', 'lib/markdown'];

/** Where the prebuild writes the page of a reference (gitignored). */
export const prebuiltFile = (id: string, root = process.cwd()) => path.join(/*turbopackIgnore: true*/ root, '.generated/api', `${id}.json`);

/** A fingerprint of the OpenAPI document and the renderer's source files. */
export function sourceFingerprint(specFile: string, root = process.cwd()): string {
  const hash = createHash('sha256').update(fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ root, specFile)));
  for (const dir of RENDERER_DIRS) {
    const abs = path.resolve(/*turbopackIgnore: true*/ root, dir);
    if (!fs.existsSync(/*turbopackIgnore: true*/ abs)) continue;
    const files = fs.readdirSync(/*turbopackIgnore: true*/ abs, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).sort();
    for (const file of files) hash.update(file).update(fs.readFileSync(path.join(/*turbopackIgnore: true*/ abs, file)));
  }
  return hash.digest('hex');
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
