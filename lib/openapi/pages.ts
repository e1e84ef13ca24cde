import { ENGLISH } from '../i18n/english';
import { type Constraint, constraintText } from './constraints';
import { anchorId } from './model';
import type { ApiReference } from './types';

/** Documents with more operations than this are split into one page per tag. */
export const SPLIT_THRESHOLD = 200;

/**
 * Most serialized model bytes on one page (its HTML is a few times larger). Heavy documents are
 * split even with fewer operations, and heavy tags and the Schemas section get several parts.
 */
export const PAGE_WEIGHT_BUDGET = 240_000;

/** Schema name → route of the page that renders it ('' when on the current page). */
export type SchemaPages = Record<string, string>;

/** One page of a reference: which operations and which named schemas it shows. */
export interface ReferencePage {
  /** '' for the reference's main page, else the page's path segment. */
  slug: string;
  title: string;
  tags: string[];
  /** For a part of a large tag: the range of its operations on this page. */
  range?: [number, number];
  /** The range of named schemas rendered on this page, if any. */
  schemaRange?: [number, number];
}

/** The route of a page of a reference. */
export const pageHref = (id: string, slug: string) => (slug ? `/api/${id}/${slug}` : `/api/${id}`);

/** JSON pointers into the document: kept by the model for the checks, never rendered. */
const POINTER_KEYS = new Set(['pointer', 'schemaPointer']);

/**
 * The serialized size of a part of the model, as rendered: its pointers left out, its constraints
 * counted as their English text ("≤ 100", as the model held them before they became data), so a
 * reference is split where it always was.
 */
export const weight = (value: unknown) =>
  JSON.stringify(value, (key, v) =>
    POINTER_KEYS.has(key)
      ? undefined
      : key === 'constraints' && Array.isArray(v)
        ? (v as Constraint[]).map((c) => constraintText(c, ENGLISH))
        : v,
  ).length;

/** Splits weights into consecutive ranges of at most `budget` each (at least one item per range). */
export function chunkByWeight(weights: number[], budget: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  let sum = 0;
  weights.forEach((w, i) => {
    if (i > start && sum + w > budget) {
      ranges.push([start, i]);
      start = i;
      sum = 0;
    }
    sum += w;
  });
  if (weights.length) ranges.push([start, weights.length]);
  return ranges;
}

/** A unique, URL-safe page slug. */
function uniqueSlug(base: string, used: Set<string>): string {
  let slug = anchorId(base.toLowerCase());
  while (used.has(slug)) slug = `${slug}-x`;
  used.add(slug);
  return slug;
}

/**
 * Plans the pages of a reference so each stays small: one page for a small document; otherwise an
 * overview page, pages per tag (parts for heavy tags) and Schemas pages that every other page links
 * to, so shared schemas are rendered once and never copied per page.
 */
export function planPages(
  model: ApiReference,
  threshold = SPLIT_THRESHOLD,
  budget = PAGE_WEIGHT_BUDGET,
): ReferencePage[] {
  const operations = model.tags.flatMap((t) => t.operations);
  const schemaWeights = model.schemas.map(weight);
  const total = weight(operations) + schemaWeights.reduce((a, b) => a + b, 0);
  if (operations.length <= threshold && total <= budget) return [wholePage(model)];
  const used = new Set<string>();
  const tagPages = model.tags.flatMap((tag) => {
    const slug = uniqueSlug(tag.name, used);
    const parts = chunkByWeight(tag.operations.map(weight), budget);
    return parts.map(
      (range, i): ReferencePage => ({
        slug: i === 0 ? slug : `${slug}-${i + 1}`,
        title: parts.length > 1 ? `${tag.name} (${i + 1} of ${parts.length})` : tag.name,
        tags: [tag.name],
        range: parts.length > 1 ? range : undefined,
      }),
    );
  });
  const schemaParts = chunkByWeight(schemaWeights, budget);
  const schemaSlug = uniqueSlug('schemas', used);
  const schemaPages = schemaParts.map(
    (range, i): ReferencePage => ({
      slug: i === 0 ? schemaSlug : `${schemaSlug}-${i + 1}`,
      title: schemaParts.length > 1 ? `Schemas (${i + 1} of ${schemaParts.length})` : 'Schemas',
      tags: [],
      schemaRange: range,
    }),
  );
  return [{ slug: '', title: model.title, tags: [] }, ...tagPages, ...schemaPages];
}

/** Where each operation lives: operation id → page route. */
export function operationPages(model: ApiReference, pages: ReferencePage[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const page of pages) {
    for (const tag of model.tags) {
      if (!page.tags.includes(tag.name)) continue;
      for (const op of page.range ? tag.operations.slice(...page.range) : tag.operations)
        out[op.id] = pageHref(model.id, page.slug);
    }
  }
  return out;
}

/** The whole reference on one page (the portal's own documents are small enough). */
export function wholePage(model: ApiReference): ReferencePage {
  return { slug: '', title: model.title, tags: model.tags.map((t) => t.name), schemaRange: [0, model.schemas.length] };
}

/**
 * How a reference is laid out: its pages, and the page route of every operation and named schema.
 * Planned from the model without samples (lib/openapi/catalog.ts), so the build, the pages, search
 * and the Markdown copies all agree on where things live.
 */
export interface ReferenceLayout {
  pages: ReferencePage[];
  /** Whether the reference is split: an overview page and pages per tag and for the schemas. */
  split: boolean;
  /** Operation id → route of its page. */
  operationHref: Record<string, string>;
  /** Schema name → route of its page. */
  schemaHref: Record<string, string>;
}

/** The layout of a reference (one page when small). */
export function referenceLayout(model: ApiReference, pages = planPages(model)): ReferenceLayout {
  const schemaHref: Record<string, string> = {};
  for (const page of pages)
    if (page.schemaRange)
      for (const { name } of model.schemas.slice(...page.schemaRange)) schemaHref[name] = pageHref(model.id, page.slug);
  return { pages, split: pages.length > 1, operationHref: operationPages(model, pages), schemaHref };
}

/** The operations of one page, by tag (an empty list for the overview and Schemas pages). */
export function pageTags(model: ApiReference, page: ReferencePage): ApiReference['tags'] {
  return model.tags
    .filter((tag) => page.tags.includes(tag.name))
    .map((tag) => (page.range ? { ...tag, operations: tag.operations.slice(...page.range) } : tag));
}

/** The part of the model one page shows: its operations and its named schemas. */
export function pageSlice(model: ApiReference, page: ReferencePage): ApiReference {
  return {
    ...model,
    tags: pageTags(model, page),
    schemas: page.schemaRange ? model.schemas.slice(...page.schemaRange) : [],
  };
}

/** The page before and after one page, in reading order (overview, tags, schemas). */
export function pageNeighbours(
  pages: ReferencePage[],
  page: ReferencePage,
): { previous?: ReferencePage; next?: ReferencePage } {
  const i = pages.indexOf(page);
  return {
    previous: i > 0 ? pages[i - 1] : undefined,
    next: i >= 0 && i < pages.length - 1 ? pages[i + 1] : undefined,
  };
}

/** The page of a reference with this slug ('' for its main page). */
export const findPage = (layout: ReferenceLayout, slug: string) => layout.pages.find((page) => page.slug === slug);
