/**
 * The date (and author) of the last commit that touched each content file, read from git once for
 * the whole site: one `git log` walks the history and the first commit met per file is its latest.
 * Without git, outside a repository or in a shallow clone (whose oldest commit would claim every
 * file it holds) the answer is empty: a date is left out, never invented.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface LastUpdate {
  /** Committer date, ISO 8601 with its offset (`2026-11-20T10:00:00+01:00`). */
  date: string;
  /** The commit's author name. */
  author: string;
}

export interface ReadOptions {
  /** Folders or files to read, relative to `root`. */
  paths?: readonly string[];
  /** The git executable (tests point it at a missing one). */
  git?: string;
}

const RECORD = '\x1e';
const FIELD = '\x1f';

/** Runs git in `root`; its standard output, or undefined when git is missing or fails. */
function git(root: string, executable: string, args: string[]): string | undefined {
  const result = spawnSync(executable, args, { cwd: root, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** Files (relative to root) with uncommitted changes, staged or not: their last commit is not what is on disk. */
function changedFiles(root: string, executable: string, paths: readonly string[]): string[] {
  const out = git(root, executable, [
    '-c',
    'core.quotePath=false',
    'diff',
    '--name-only',
    '--relative',
    'HEAD',
    '--',
    ...paths,
  ]);
  return (out ?? '').split('\n').filter(Boolean);
}

/**
 * Every committed file under `paths` → its last commit's date and author. Paths are relative to
 * `root` with forward slashes, as the content graph names files (`content/docs/x.mdx`). Files with
 * uncommitted changes are left out.
 */
export function readLastUpdates(root: string, { paths = ['content'], git: executable = 'git' }: ReadOptions = {}) {
  const updates = new Map<string, LastUpdate>();
  if (git(root, executable, ['rev-parse', '--is-shallow-repository'])?.trim() !== 'false') return updates;
  const log = git(root, executable, [
    '-c',
    'core.quotePath=false',
    'log',
    '--relative',
    '--no-renames',
    '--name-only',
    `--format=${RECORD}%cI${FIELD}%an`,
    '--',
    ...paths,
  ]);
  if (!log) return updates;
  for (const commit of log.split(RECORD).slice(1)) {
    const [header, ...files] = commit.split('\n');
    const [date, author] = header.split(FIELD);
    for (const file of files) if (file && !updates.has(file)) updates.set(file, { date, author });
  }
  for (const file of changedFiles(root, executable, paths)) updates.delete(file);
  return updates;
}

let cached: { map: Map<string, LastUpdate>; at: number } | undefined;
/** In development a file saved and committed shows its new date after this long. */
const DEV_REFRESH_MS = 2000;

/**
 * The last commit of one content file (`content/docs/x.mdx`) of this checkout, or undefined (no
 * git, shallow clone, uncommitted changes). The history is read once per build.
 */
export function lastUpdateOf(filePath: string): LastUpdate | undefined {
  const stale = process.env.NODE_ENV === 'development' && cached && Date.now() - cached.at > DEV_REFRESH_MS;
  if (!cached || stale) cached = { map: readLastUpdates(process.cwd()), at: Date.now() };
  return cached.map.get(filePath.split(path.sep).join('/'));
}
