import { z } from 'zod';
import { BaseFrontmatterSchema } from '../content/schema';

/** A calendar date written as YYYY-MM-DD that exists (no February 30). */
const IsoDate = z
  .string()
  .refine(isValidIsoDate, { message: 'expected a date written as YYYY-MM-DD, such as 2026-11-05' });

/** Whether a string is a real calendar date in YYYY-MM-DD form. */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Frontmatter of a blog post: the page fields plus date, slug, authors and tags. */
export const BlogFrontmatterSchema = BaseFrontmatterSchema.extend({
  /** URL segment of the post; the file name without its date prefix by default. */
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a lowercase slug (a-z, 0-9, -)')
    .optional(),
  /** Publication date (YYYY-MM-DD); the file name's date prefix by default. */
  date: IsoDate.optional(),
  /** Author ids from content/blog/authors.json. */
  authors: z.array(z.string().min(1)).default([]),
  /** Lowercase tags; each gets a page at /blog/tags/{tag}. */
  tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lowercase tags (a-z, 0-9, -)')).default([]),
}).strict();

/** One author in content/blog/authors.json. */
const AuthorSchema = z
  .object({
    name: z.string().min(1),
    /** Role shown under the name. */
    title: z.string().min(1).optional(),
    /** Avatar: a path under public/ or an https URL. */
    image_url: z
      .string()
      .regex(/^(\/|https:\/\/)/, 'expected a path starting with "/" or an https URL')
      .optional(),
    url: z.url().optional(),
  })
  .strict();

/** content/blog/authors.json: author id → author. */
export const AuthorsFileSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a lowercase author id'),
  AuthorSchema,
);

export type BlogFrontmatter = z.output<typeof BlogFrontmatterSchema>;
export type Author = z.output<typeof AuthorSchema> & { id: string };
