import type { StandaloneValidate, ValidationIssue } from './types';

/**
 * Runs a validator generated at build time (ajv standalone, JSON Schema 2020-12 with formats) and
 * words its errors as the build does (`schemaValidator` in lib/openapi/validate-examples.ts): the
 * rule's message followed by its parameters, at the JSON pointer of the value.
 */
export function runValidator(validate: StandaloneValidate | undefined, value: unknown, base = ''): ValidationIssue[] {
  if (!validate || validate(value)) return [];
  return (validate.errors ?? []).map((e) => {
    const detail = e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : '';
    return { pointer: `${base}${e.instancePath}` || '/', message: `${e.message ?? 'invalid'}${detail}` };
  });
}
