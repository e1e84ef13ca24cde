import type { UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';

/**
 * A schema's constraints as data (`{ rule: 'maximum', value: 100 }`), written out by the page in its
 * locale's words (`api.constraint.<rule>` of lib/i18n/english.ts: "≤ 100", "min length 3").
 */

/** The JSON Schema keywords shown as constraints, in the order they are listed. */
export const CONSTRAINT_RULES = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

export type ConstraintRule = (typeof CONSTRAINT_RULES)[number];

/** One constraint of a schema: its keyword and value (none for `uniqueItems`). */
export interface Constraint {
  rule: ConstraintRule;
  value?: number | string;
}

/**
 * A constraint in the words of `strings` (a locale's catalogue): its value as the document writes
 * it (a number is not reformatted: `≤ 1000`, as a schema says it, in every locale).
 */
export function constraintText(constraint: Constraint, strings: Pick<UiStrings, `api.constraint.${ConstraintRule}`>) {
  const values: Record<string, string> = constraint.value === undefined ? {} : { value: String(constraint.value) };
  return fill(strings[`api.constraint.${constraint.rule}`], values);
}
