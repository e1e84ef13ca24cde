import { pageSlice, type ReferencePage } from './pages';
import type { ApiReference } from './types';

/** Anchor id of a named schema in the Schemas section. */
export const schemaAnchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_.-]+/g, '-')}`;

/** Anchor id of a tag section. */
export const tagAnchor = (name: string) => `tag-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** Every anchor a reference page has, for the build's link check. */
export function referenceAnchors(model: ApiReference): string[] {
  return [
    'overview',
    'servers',
    'authentication',
    'status-codes',
    'schemas',
    ...model.securitySchemes.map((s) => `auth-${s.key}`),
    ...model.tags.flatMap((t) => [tagAnchor(t.name), ...t.operations.map((op) => op.id)]),
    ...model.schemas.map((s) => schemaAnchor(s.name)),
  ];
}

/**
 * The anchors of one page of a split reference. Its main page also answers every anchor that
 * moved to another page, since it forwards `#operationId` and `#schema-…` links there.
 */
export function splitPageAnchors(model: ApiReference, page: ReferencePage): string[] {
  if (page.slug === '') return referenceAnchors(model);
  const { tags, schemas } = pageSlice(model, page);
  return [
    ...tags.flatMap((t) => [tagAnchor(t.name), ...t.operations.map((op) => op.id)]),
    ...(schemas.length ? ['schemas', ...schemas.map((s) => schemaAnchor(s.name))] : []),
  ];
}
