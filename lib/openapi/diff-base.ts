import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '../utils/errors';
import type { Obj } from './document';
import { type LoadMode, loadOpenApiDocument } from './load';

/**
 * The two sides `npm run api:diff` compares: today's document (the working tree) and a base, which
 * is a cut docs version's pinned copy (`content/versions/<v>/openapi/<id>.*`) or the document at a
 * git ref (`git show <ref>:<file>`). Each side loads as the site loads it (strict or lenient), so a
 * broken side is an error naming which side, where, and why.
 */

export interface DiffSide {
  /** "3.2", "main~1", "the working tree". */
  label: string;
  /** Where the text came from: `content/versions/3.2/openapi/profiles.yaml`, `main~1:openapi/profiles.yaml`. */
  source: string;
  raw: Obj;
}

export interface DiffTarget {
  id: string;
  /** The document as configured (`openapi/profiles.yaml`). */
  file: string;
  mode: LoadMode;
}

/** A problem with the command's input: a message naming the side and what was expected. */
export class DiffInputError extends Error {
  override name = 'DiffInputError';
}

/** Loads a side from its text, as the site would, or fails naming the side. */
async function loadSide(label: string, source: string, text: string, file: string, mode: LoadMode): Promise<DiffSide> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-diff-'));
  try {
    const name = path.basename(file);
    fs.writeFileSync(path.join(dir, name), text);
    const loaded = await loadOpenApiDocument(name, mode, dir);
    return { label, source, raw: loaded.raw };
  } catch (error) {
    const details = error instanceof ContentError ? error.details.join('; ') : (error as Error).message;
    throw new DiffInputError(`${label} (${source}) does not load: ${details}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Today's document, from the working tree. */
export function headSide(target: DiffTarget, root: string): Promise<DiffSide> {
  const file = path.join(root, target.file);
  if (!fs.existsSync(file)) throw new DiffInputError(`the working tree has no ${target.file} (api "${target.id}")`);
  return loadSide('the working tree', target.file, fs.readFileSync(file, 'utf8'), target.file, target.mode);
}

/** A cut version's pinned copy of the document, if that version pinned it. */
function pinnedFile(root: string, version: string, id: string): string | undefined {
  const dir = `content/versions/${version}/openapi`;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/.test(version) || !fs.existsSync(path.join(root, dir))) return undefined;
  const found = fs.readdirSync(path.join(root, dir)).find((f) => f.replace(/\.(ya?ml|json)$/, '') === id);
  return found && `${dir}/${found}`;
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 2 ** 20,
  });

/**
 * The base side: `base` is a cut version that pinned the document, else a git ref (a branch, a
 * tag, a commit, `HEAD~2`). Neither, or a ref without the document: an error saying so.
 */
export function baseSide(
  target: DiffTarget,
  base: string,
  root: string,
  versions: readonly string[],
): Promise<DiffSide> {
  if (versions.includes(base)) {
    const file = pinnedFile(root, base, target.id);
    if (!file)
      throw new DiffInputError(
        `--base ${base}: docs version ${base} did not pin the "${target.id}" reference (no content/versions/${base}/openapi/${target.id}.yaml)`,
      );
    return loadSide(`version ${base}`, file, fs.readFileSync(path.join(root, file), 'utf8'), file, target.mode);
  }
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${base}^{commit}`]).trim();
  } catch {
    const known = versions.length ? `a docs version (${versions.join(', ')}) or ` : '';
    throw new DiffInputError(`--base ${base}: not ${known}a git ref of this repository`);
  }
  let text: string;
  try {
    text = git(root, ['show', `${commit}:${target.file}`]);
  } catch {
    throw new DiffInputError(`--base ${base}: ${target.file} does not exist at ${base} (${commit.slice(0, 12)})`);
  }
  return loadSide(base, `${base}:${target.file}`, text, target.file, target.mode);
}
