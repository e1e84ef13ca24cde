/**
 * Which translations are up to date. A translated file (`content/i18n/<locale>/docs/x.mdx`) records
 * in its frontmatter the English file it was translated from as `source_hash:`, that file's git
 * blob hash (`git hash-object content/docs/x.mdx`, 7 to 40 hex digits). The hash is computed here
 * from the English file on disk the same way, so no commit is needed to tell up to date from
 * outdated; and git keeps every committed version by that hash, so the English lines changed since
 * are `git cat-file blob <hash>` compared with today's file (when the version translated from was
 * never committed, the lines are unknown and the status says so).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FrontmatterError, splitFrontmatter } from '../content/frontmatter';

/** The content folders whose pages can be translated, mirrored under content/i18n/<locale>/. */
const TRANSLATABLE = ['docs', 'pages', 'blog'];
const PAGE_FILE = /\.mdx?$/;
const HASH = /^[0-9a-f]{7,40}$/;

/** One English line added or removed since the translation's source, with its line number in that file. */
export interface LineChange {
  kind: '+' | '-';
  /** The line number: in today's English file for `+`, in the translated-from version for `-`. */
  line: number;
  text: string;
}

/** One English page in one locale. */
export interface PageStatus {
  /** The English file, from the project root. */
  source: string;
  /** The translated file (that would be), from the project root. */
  file: string;
  state: 'translated' | 'outdated' | 'missing';
  /** Why an outdated page is: its hash differs, or it records none (or an unreadable one). */
  reason?: string;
  /** The English lines changed since the recorded source, when git holds that version. */
  changes?: LineChange[];
}

/** A locale's pages, plus translated files with no English source. */
export interface LocaleStatus {
  locale: string;
  pages: PageStatus[];
  /** Translated files whose English page does not exist. */
  orphans: string[];
}

/** The git blob hash of a file's bytes, as `git hash-object` writes it (no git needed). */
export function gitBlobHash(content: Buffer | string): string {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** The page files under `dir` (relative to root, forward slashes). */
function pageFiles(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return (fs.readdirSync(absolute, { recursive: true }) as string[])
    .filter((file) => PAGE_FILE.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .sort();
}

/** The English pages that can be translated (`content/docs/x.mdx`…). */
function translatableSources(root: string): string[] {
  return TRANSLATABLE.flatMap((dir) => pageFiles(root, `content/${dir}`));
}

/** Where a locale's translation of an English file lives: content/X → content/i18n/<locale>/X. */
export const translationFile = (locale: string, source: string) =>
  `content/i18n/${locale}/${source.slice('content/'.length)}`;

/** The `source_hash` a translated file records, or why it has none usable. */
export function recordedHash(text: string): { hash?: string; problem?: string } {
  let data: Record<string, unknown>;
  try {
    data = splitFrontmatter(text).data;
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    return { problem: `its frontmatter cannot be read (line ${error.line}: ${error.message})` };
  }
  const hash = data.source_hash;
  if (hash === undefined) return { problem: 'it records no source_hash' };
  if (typeof hash !== 'string' || !HASH.test(hash))
    return { problem: `source_hash ${JSON.stringify(hash)} is not a git blob hash (7 to 40 hex digits)` };
  return { hash };
}

/** A committed version of a file by its blob hash, or undefined when git does not hold it. */
function blobText(root: string, hash: string, git: string): string | undefined {
  const result = spawnSync(git, ['cat-file', 'blob', hash], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return result.status === 0 ? result.stdout : undefined;
}

/** The lines removed from `before` and added in `after` (longest common subsequence). */
export function lineChanges(before: string, after: string): LineChange[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  const changes: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || common[i + 1][j] >= common[i][j + 1])) {
      // A removed line before the added one that replaces it, as a unified diff writes them.
      changes.push({ kind: '-', line: i + 1, text: a[i] });
      i += 1;
    } else {
      changes.push({ kind: '+', line: j + 1, text: b[j] });
      j += 1;
    }
  }
  return changes;
}

/**
 * Whether one translated file is behind its English source (for the page that shows it): true when
 * the hashes differ or none is recorded. `source` and `file` are paths from the root.
 */
export function isOutdated(root: string, source: string, file: string): boolean {
  return pageStatus(root, source, file, undefined).state === 'outdated';
}

/** The status of one English page in one locale; the lines changed read with `git` when it is given. */
function pageStatus(root: string, source: string, file: string, git: string | undefined): PageStatus {
  const translatedPath = path.join(root, file);
  if (!fs.existsSync(translatedPath)) return { source, file, state: 'missing' };
  const { hash, problem } = recordedHash(fs.readFileSync(translatedPath, 'utf8'));
  if (!hash) return { source, file, state: 'outdated', reason: problem };
  const english = fs.readFileSync(path.join(root, source));
  if (gitBlobHash(english).startsWith(hash)) return { source, file, state: 'translated' };
  const before = git === undefined ? undefined : blobText(root, hash, git);
  return {
    source,
    file,
    state: 'outdated',
    reason: `the English file changed since ${hash.slice(0, 7)}`,
    ...(before === undefined ? {} : { changes: lineChanges(before, english.toString('utf8')) }),
  };
}

/** The status of every English page in each locale, and each locale's translations with no source. */
export function translationStatus(root: string, locales: readonly string[], { git = 'git' } = {}): LocaleStatus[] {
  const sources = translatableSources(root);
  return locales.map((locale) => {
    const pages = sources.map((source) => pageStatus(root, source, translationFile(locale, source), git));
    const expected = new Set(pages.map((p) => p.file));
    const orphans = TRANSLATABLE.flatMap((dir) => pageFiles(root, `content/i18n/${locale}/${dir}`)).filter(
      (file) => !expected.has(file),
    );
    return { locale, pages, orphans };
  });
}

/** The locales to report: the configured ones but the default, and any folder of content/i18n/. */
export function statusLocales(root: string, configured: readonly string[], defaultLocale: string): string[] {
  const dir = path.join(root, 'content/i18n');
  const folders = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  return [...new Set([...configured, ...folders])].filter((locale) => locale !== defaultLocale).sort();
}
