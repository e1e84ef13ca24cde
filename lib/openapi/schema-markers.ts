import { ENGLISH, type UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';
import type { CircularNode } from './types';

/**
 * The schema viewer's generated markers in a locale's words (`api.schema.*`): the model keeps them
 * as data (`mark`, an option with no label) so a locale's page words them; the document's own
 * names (a title, a `$ref`) stay as written. Markdown copies use the English default.
 */
export type SchemaMarkerStrings = Pick<UiStrings, 'api.schema.above' | 'api.schema.cut' | 'api.schema.option'>;

/** A circular or cut node's text: the document's label, else "the schema above" or the cut notice. */
export const circularText = (node: CircularNode, t: SchemaMarkerStrings = ENGLISH) =>
  node.label ?? t[node.mark === 'cut' ? 'api.schema.cut' : 'api.schema.above'];

/** A oneOf/anyOf option's label: its own, else "Option <position>" (1-based). */
export const optionLabel = (option: { label?: string }, index: number, t: SchemaMarkerStrings = ENGLISH) =>
  option.label ?? fill(t['api.schema.option'], { position: String(index + 1) });
