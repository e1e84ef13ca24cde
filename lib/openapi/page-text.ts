import { markdownText } from '../markdown/plain-text';
import { firstSentence } from './description';
import { pageSlice, type ReferencePage } from './pages';
import type { ApiReference } from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The description of one page of a split reference, for its metadata, llms.txt line and search:
 * the tag's own first sentence when it has one, else what the page holds.
 */
export function referencePageDescription(model: ApiReference, page: ReferencePage): string {
  const { tags, schemas } = pageSlice(model, page);
  if (!tags.length)
    return `${plural(schemas.length, 'schema')} of the ${model.title}: ${schemas
      .slice(0, 5)
      .map((s) => s.name)
      .join(', ')}${schemas.length > 5 ? ', …' : ''}.`;
  const operations = tags.flatMap((t) => t.operations);
  const own = markdownText(firstSentence(tags[0].description) ?? '');
  const counted = `${plural(operations.length, 'operation')} of the ${model.title}`;
  return own
    ? `${own} ${counted}.`
    : `${counted}: ${operations
        .slice(0, 3)
        .map((op) => op.summary ?? `${op.method.toUpperCase()} ${op.path}`)
        .join(', ')}${operations.length > 3 ? ', …' : ''}.`;
}
