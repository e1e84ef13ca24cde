/** Marker after which a post is cut on the blog list. */
const TRUNCATE_MARKER = /^\s*\{\/\*\s*truncate\s*\*\/\}\s*$|^\s*<!--\s*truncate\s*-->\s*$/m;

/** Words read per minute for the reading-time estimate. */
const WORDS_PER_MINUTE = 200;

/** Newest first; posts of the same day by slug, so the order is stable. */
export function sortPosts<T extends { date: string; slug: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}

/** The part of a post before the truncate marker, and whether there is more. */
export function splitExcerpt(body: string): { excerpt: string; truncated: boolean } {
  const match = TRUNCATE_MARKER.exec(body);
  if (!match) return { excerpt: body, truncated: false };
  return { excerpt: body.slice(0, match.index).trimEnd(), truncated: true };
}

/** Estimated minutes to read a markdown body (at least 1). */
export function readingTime(body: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  const words = body
    .replace(/[#>*_`|[\](){}-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** Posts grouped by year, newest year first. */
export function groupByYear<T extends { date: string; slug: string }>(posts: T[]): Array<{ year: string; posts: T[] }> {
  const years = new Map<string, T[]>();
  for (const post of sortPosts(posts)) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, list]) => ({ year, posts: list }));
}

/** Every tag with its posts (newest first), sorted by tag name. */
export function collectTags<T extends { date: string; slug: string; frontmatter: { tags: string[] } }>(
  posts: T[],
): Array<{ tag: string; posts: T[] }> {
  const tags = new Map<string, T[]>();
  for (const post of sortPosts(posts))
    for (const tag of post.frontmatter.tags) tags.set(tag, [...(tags.get(tag) ?? []), post]);
  return [...tags].sort(([a], [b]) => a.localeCompare(b)).map(([tag, list]) => ({ tag, posts: list }));
}

/** One page of the blog list. */
export interface BlogPage<T> {
  /** 1-based page number. */
  page: number;
  posts: T[];
  href: string;
  previousHref?: string;
  nextHref?: string;
  totalPages: number;
}

/** The route of a blog list page: /blog, /blog/page/2, … */
const blogPageHref = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`);

/** Splits sorted posts into list pages of `size` posts. */
export function paginate<T>(posts: T[], size: number): Array<BlogPage<T>> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`posts per page must be a positive integer, got ${size}`);
  const totalPages = Math.max(1, Math.ceil(posts.length / size));
  return Array.from({ length: totalPages }, (_, i) => ({
    page: i + 1,
    posts: posts.slice(i * size, (i + 1) * size),
    href: blogPageHref(i + 1),
    previousHref: i > 0 ? blogPageHref(i) : undefined,
    nextHref: i + 1 < totalPages ? blogPageHref(i + 2) : undefined,
    totalPages,
  }));
}

/** The newer and older posts around one post. */
export function findPostNeighbours<T extends { date: string; slug: string }>(
  posts: T[],
  slug: string,
): { newer?: T; older?: T } {
  const sorted = sortPosts(posts);
  const index = sorted.findIndex((p) => p.slug === slug);
  if (index === -1) return {};
  return { newer: sorted[index - 1], older: sorted[index + 1] };
}

/** A YYYY-MM-DD date as readers see it: "November 5, 2026". */
export function formatPostDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
