import type { LocaleMark } from '../content/types';
import type { ContentError } from '../utils/errors';
import type { Author, BlogFrontmatter } from './schema';

/** A blog post loaded from content/blog. */
export interface PostEntry extends LocaleMark {
  slug: string;
  href: string;
  /** YYYY-MM-DD. */
  date: string;
  filePath: string;
  frontmatter: BlogFrontmatter;
  authors: Author[];
  body: string;
  bodyLineOffset: number;
  /** With partials expanded in `body` (lib/markdown/partials.ts): the file's body line (1-based) of each body line. */
  sourceLines?: number[];
  readingTimeMinutes: number;
  /** Development only: the file failed to load and this is its stand-in (lib/blog/load.ts). */
  loadError?: ContentError;
}

/** A post as lists, feeds and sidebars need it (no body). */
export type PostSummary = Omit<PostEntry, 'body' | 'bodyLineOffset' | 'sourceLines'>;
