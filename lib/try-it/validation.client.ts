import type { UiKey } from '../i18n/english';
import { fill } from '../i18n/format.client';
import type { StandaloneValidate, ValidationIssue } from './types';

/** The console's wording of ajv's keywords (the catalogue's `tryIt.rule.*`), in the page's language. */
export type RuleStrings = Partial<Record<Extract<UiKey, `tryIt.rule.${string}`>, string>>;

type AjvError = NonNullable<StandaloneValidate['errors']>[number];

/**
 * An error's message: the catalogue's text for its keyword with ajv's parameters in it (the English
 * texts are ajv's own), else ajv's English message.
 */
function ruleMessage(e: AjvError, t: RuleStrings): string {
  const template = e.keyword ? t[`tryIt.rule.${e.keyword}` as keyof RuleStrings] : undefined;
  if (!template) return e.message ?? 'invalid';
  const values = Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, String(v)]));
  return fill(template, values);
}

/**
 * Runs a validator generated at build time (ajv standalone, JSON Schema 2020-12 with formats) and
 * words its errors as the build does (`schemaValidator` in lib/openapi/validate-examples.ts): the
 * rule's message followed by its parameters, at the JSON pointer of the value.
 */
export function runValidator(
  validate: StandaloneValidate | undefined,
  value: unknown,
  base: string,
  t: RuleStrings,
): ValidationIssue[] {
  if (!validate || validate(value)) return [];
  return (validate.errors ?? []).map((e) => {
    const detail = e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : '';
    return { pointer: `${base}${e.instancePath}` || '/', message: `${ruleMessage(e, t)}${detail}` };
  });
}
