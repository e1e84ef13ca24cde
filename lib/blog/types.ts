import type { Author, BlogFrontmatter } from './schema';

/** A blog post loaded from content/blog. */
export interface PostEntry {
  slug: string;
  href: string;
  /** YYYY-MM-DD. */
  date: string;
  filePath: string;
  frontmatter: BlogFrontmatter;
  authors: Author[];
  body: string;
  bodyLineOffset: number;
  readingTimeMinutes: number;
}

/** A post as lists, feeds and sidebars need it (no body). */
export type PostSummary = Omit<PostEntry, 'body' | 'bodyLineOffset'>;
