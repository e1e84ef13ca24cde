import type { UiStrings } from '../i18n/english';
import { type FormState, formBytes, formParts } from './form-body.client';
import type { JsonParse } from './json-text.client';
import { parseJson } from './json-text.client';
import {
  bodySizeProblem,
  bodyTooLarge,
  coerceParam,
  MAX_BODY_BYTES,
  type ParamValues,
  paramKey,
} from './request.client';
import type { StandaloneValidate, TryItFormField, TryItOperation, ValidationIssue } from './types';
import { type RuleStrings, runValidator } from './validation.client';

/** The texts of the form's check, in the page's language. */
export type CheckStrings = RuleStrings & Pick<UiStrings, 'tryIt.isRequired' | 'tryIt.bodyTooLarge'>;

/** An operation's module as the console imports it (lib/try-it/validator-module.ts). */
export interface TryItModule {
  operation: TryItOperation;
  /** Its validate functions by name, evaluated on the first call; absent when none compiled. */
  validators?: () => Record<string, unknown>;
}

/** A validate function of the module by its name. */
function validator(mod: TryItModule, name: string | undefined): StandaloneValidate | undefined {
  const validate = name ? mod.validators?.()[name] : undefined;
  return typeof validate === 'function' ? (validate as StandaloneValidate) : undefined;
}

export interface FormCheck {
  /** Problems at `/parameters/<name>` and `/body…`, the way the mock responder reports them. */
  issues: ValidationIssue[];
  /** The body's parse result, when the operation takes a body and it is not empty. */
  parse?: JsonParse;
  /** A refusal of the body's size. */
  tooLarge?: string;
}

/**
 * The body as its schema sees it, for the check: typed values (numbers, booleans, arrays), a file
 * as its name (a `format: binary` string), an empty field left out.
 */
export function formValue(fields: TryItFormField[], state: FormState): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.file) {
      const names = (state.files[field.name] ?? []).map((f) => f.name);
      if (names.length) value[field.name] = field.multiple ? names : names[0];
      continue;
    }
    const text = state.fields[field.name] ?? '';
    if (text !== '') value[field.name] = coerceParam(field, text);
  }
  return value;
}

/**
 * Checks the form as the document would: each parameter's value (typed from its text) against its
 * schema, a required one left empty, and the body against its schema once it parses (a form body:
 * its fields, typed, against the body's schema).
 */
export function checkForm(
  mod: TryItModule,
  values: ParamValues,
  bodyText: string,
  form: FormState | undefined,
  t: CheckStrings,
): FormCheck {
  const issues: ValidationIssue[] = [];
  for (const p of mod.operation.parameters) {
    const text = values[paramKey(p)] ?? '';
    const base = `/parameters/${p.name}`;
    if (text === '') {
      if (p.required) issues.push({ pointer: base, message: t['tryIt.isRequired'] });
      continue;
    }
    issues.push(...runValidator(validator(mod, p.validator), coerceParam(p, text), base, t));
  }
  const body = mod.operation.body;
  if (body?.form) {
    const state = form ?? { fields: {}, files: {} };
    const bytes = formBytes(formParts(body.form, state));
    if (bytes > MAX_BODY_BYTES) return { issues, tooLarge: bodyTooLarge(bytes, t) };
    const value = formValue(body.form, state);
    if (!Object.keys(value).length && !body.required) return { issues };
    issues.push(...runValidator(validator(mod, body.validator), value, '/body', t));
    return { issues };
  }
  if (!body || (bodyText.trim() === '' && !body.required)) return { issues };
  if (bodyText.trim() === '') return { issues: [...issues, { pointer: '/body', message: t['tryIt.isRequired'] }] };
  const tooLarge = bodySizeProblem(bodyText, t);
  if (tooLarge) return { issues, tooLarge };
  const parse = parseJson(bodyText);
  if (parse.ok) issues.push(...runValidator(validator(mod, body.validator), parse.value, '/body', t));
  return { issues, parse };
}
