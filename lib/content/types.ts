import type { ContentError } from '../utils/errors';
import type { DocFrontmatter, MetaFile, PageFrontmatter } from './schema';

/**
 * What a page of a locale other than the default one carries (lib/i18n): a translation read from
 * content/i18n/<locale>/, or the default locale's page served untranslated at the locale's route.
 */
export interface LocaleMark {
  /** The locale whose route this is (`fr`); absent on the default locale's pages. */
  locale?: string;
  /** On a locale's page: the default locale's page it translates or stands in for (`/docs/a`). */
  original?: string;
  /** The default locale's content, not translated yet (its language is the default locale's). */
  fallback?: boolean;
}

/** A doc page loaded from content/docs. */
export interface DocEntry extends LocaleMark {
  /** Path under content/docs without extension, e.g. `experience-sdk/intro`. */
  id: string;
  /** Route of the page, e.g. `/docs/experience-sdk/intro`. */
  href: string;
  /** File path relative to the project root, for error messages. */
  filePath: string;
  /** Folder of the doc under content/docs ('' at the top). */
  dir: string;
  /** The cut version it belongs to (`3.2`, served under `/docs/3.2/`); absent for the current docs. */
  version?: string;
  frontmatter: DocFrontmatter;
  body: string;
  bodyLineOffset: number;
  /** With partials expanded in `body` (lib/markdown/partials.ts): the file's body line (1-based) of each body line. */
  sourceLines?: number[];
  /** Development only: the file failed to load and this is its stand-in (lib/content/load.ts). */
  loadError?: ContentError;
}

/** A folder's `_meta.json` under content/docs. */
export interface MetaEntry {
  dir: string;
  filePath: string;
  meta: MetaFile;
}

/** A standalone page from content/pages, served at `/{slug}`. */
export interface PageEntry extends LocaleMark {
  slug: string;
  href: string;
  filePath: string;
  frontmatter: PageFrontmatter;
  body: string;
  bodyLineOffset: number;
  /** With partials expanded in `body` (lib/markdown/partials.ts): the file's body line (1-based) of each body line. */
  sourceLines?: number[];
  /** Development only: the file failed to load and this is its stand-in (lib/content/load.ts). */
  loadError?: ContentError;
}
