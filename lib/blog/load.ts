import fs from 'node:fs';
import path from 'node:path';
import { listContentFiles, readContentFile, standIn } from '../content/load';
import { parseEntry, parseJsonFile } from '../content/parse';
import { ContentError } from '../utils/errors';
import { readingTime, sortPosts } from './posts';
import { type Author, AuthorsFileSchema, BlogFrontmatterSchema, isValidIsoDate } from './schema';
import type { PostEntry } from './types';

const FILE_NAME = /^(?:(\d{4}-\d{2}-\d{2})-)?(.+)\.mdx?$/;

/** Reads and validates content/blog/authors.json (missing file: no authors). */
export function loadAuthors(root = process.cwd()): Map<string, Author> {
  const file = path.join(/*turbopackIgnore: true*/ root, 'content/blog/authors.json');
  if (!fs.existsSync(file)) return new Map();
  const authors = parseJsonFile(
    readContentFile(file, 'content/blog/authors.json'),
    'content/blog/authors.json',
    AuthorsFileSchema,
  );
  return new Map(Object.entries(authors).map(([id, author]) => [id, { id, ...author }]));
}

/** Reads every post under content/blog, newest first; drafts only when included. */
export function loadPosts(
  options: {
    root?: string;
    includeDrafts?: boolean;
    authors?: Map<string, Author>;
    keepBroken?: boolean;
    /** The posts' folder from the root: `content/blog`, or a locale's (`content/i18n/fr/blog`, lib/i18n). */
    blogDir?: string;
    /** Route prefix: '' (`/blog/x`), or a locale's (`/fr`). */
    prefix?: string;
  } = {},
): PostEntry[] {
  const root = options.root ?? process.cwd();
  const includeDrafts = options.includeDrafts ?? process.env.NODE_ENV !== 'production';
  const authors = options.authors ?? loadAuthors(root);
  const at = { folder: options.blogDir ?? 'content/blog', prefix: options.prefix ?? '' };
  const dir = path.join(/*turbopackIgnore: true*/ root, at.folder);
  const posts = listContentFiles(dir, at.folder)
    .filter((file) => /\.mdx?$/.test(file) && !file.includes('/'))
    .map((file) => (options.keepBroken ? loadPostOrStandIn(dir, file, authors, at) : loadPost(dir, file, authors, at)));
  return sortPosts(includeDrafts ? posts : posts.filter((p) => !p.frontmatter.draft));
}

/**
 * Development: a post that fails to load becomes a stand-in carrying the error, shown by its own
 * page (lib/site/dev-check), so the other posts and pages still render.
 */
function loadPostOrStandIn(dir: string, file: string, authors: Map<string, Author>, at: PostFolder): PostEntry {
  try {
    return loadPost(dir, file, authors, at);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const filePath = `${at.folder}/${file}`;
    const [, fileDate, fileSlug] = FILE_NAME.exec(file) ?? [];
    const slug = fileSlug && /^[a-z0-9][a-z0-9-]*$/.test(fileSlug) ? fileSlug : 'broken-post';
    const date = fileDate && isValidIsoDate(fileDate) ? fileDate : '1970-01-01';
    const parsed = standIn(filePath, BlogFrontmatterSchema);
    return {
      slug,
      href: `${at.prefix}/blog/${slug}`,
      date,
      filePath,
      authors: [],
      readingTimeMinutes: 0,
      ...parsed,
      loadError: error,
    };
  }
}

/** Reads one post, resolving its date, slug and authors; errors name the file and field. */
/** Where posts are read from and served under. */
interface PostFolder {
  folder: string;
  prefix: string;
}

function loadPost(dir: string, file: string, authors: Map<string, Author>, at: PostFolder): PostEntry {
  const filePath = `${at.folder}/${file}`;
  const parsed = parseEntry(readContentFile(path.join(dir, file), filePath), filePath, BlogFrontmatterSchema);
  const [, fileDate, fileSlug] = FILE_NAME.exec(file) ?? [];
  const date = parsed.frontmatter.date ?? fileDate;
  if (!date)
    throw new ContentError(filePath, [
      'frontmatter.date: missing: add "date: YYYY-MM-DD" or start the file name with the date (2026-11-05-my-post.mdx)',
    ]);
  if (!parsed.frontmatter.date && !isValidIsoDate(date))
    throw new ContentError(filePath, [`file name: "${date}" is not a real date (expected YYYY-MM-DD)`]);
  const slug = parsed.frontmatter.slug ?? fileSlug;
  const postAuthors = parsed.frontmatter.authors.map((id, i) => {
    const author = authors.get(id);
    if (!author)
      throw new ContentError(filePath, [
        `frontmatter.authors[${i}]: unknown author "${id}". ` +
          `Known authors (content/blog/authors.json): ${[...authors.keys()].join(', ') || 'none'}`,
      ]);
    return author;
  });
  return {
    slug,
    href: `${at.prefix}/blog/${slug}`,
    date,
    filePath,
    authors: postAuthors,
    readingTimeMinutes: readingTime(parsed.body),
    ...parsed,
  };
}
