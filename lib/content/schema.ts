import { z } from 'zod';

/** Frontmatter shared by every MDX page (docs, standalone pages). */
export const BaseFrontmatterSchema = z
  .object({
    /** Page title: the h1 and the first part of the browser title. */
    title: z.string().min(1, 'expected a non-empty title'),
    /** One sentence for search engines, link previews and search snippets. */
    description: z.string().min(1).max(300).optional(),
    /** Extra search keywords. */
    keywords: z.array(z.string().min(1)).optional(),
    /** Hides the table of contents on this page. */
    hide_table_of_contents: z.boolean().default(false),
    /** Drafts render in development and are left out of production builds. */
    draft: z.boolean().default(false),
    /** Leaves out the "Edit this page" link (docs.editUrl) on this page. */
    hide_edit_link: z.boolean().default(false),
    /** Old paths of this page: each answers with a permanent redirect here (lib/site/redirects.ts). */
    redirect_from: z
      .array(
        z.string().regex(/^\/[^\s?#]*$/, 'expected a path from the site root, like /docs/old-name (no query or #)'),
      )
      .optional(),
    /**
     * In a translation (content/i18n/<locale>/…): the git blob hash of the English file it was
     * translated from (`git hash-object <file>`); `npm run i18n:status` reports it outdated when the
     * English file changes (lib/i18n/status.ts).
     */
    source_hash: z
      .string()
      .regex(/^[0-9a-f]{7,40}$/, 'expected the git blob hash of the English file (git hash-object <file>)')
      .optional(),
  })
  .strict();

/** Frontmatter of a doc under content/docs. */
export const DocFrontmatterSchema = BaseFrontmatterSchema.extend({
  /** Label in the sidebar when shorter than the title. */
  sidebar_label: z.string().min(1).optional(),
  /** Order within its folder; docs without one sort after, by label. */
  sidebar_position: z.number().finite().optional(),
  /** Lowercase topic tags, also indexed by search. */
  tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lowercase tags (a-z, 0-9, -)')).default([]),
}).strict();

/** A `_meta.json` file: the sidebar category of its folder. */
export const MetaFileSchema = z
  .object({
    /** Category label in the sidebar and breadcrumbs. */
    label: z.string().min(1),
    /** Order among its siblings. */
    position: z.number().finite().optional(),
    /** Whether the category can be collapsed (categories are never hidden). */
    collapsible: z.boolean().default(true),
    /** Initial state when the current page is not inside it. */
    collapsed: z.boolean().default(false),
  })
  .strict();

export type DocFrontmatter = z.output<typeof DocFrontmatterSchema>;
export type PageFrontmatter = z.output<typeof BaseFrontmatterSchema>;
export type MetaFile = z.output<typeof MetaFileSchema>;
