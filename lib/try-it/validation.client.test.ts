import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ENGLISH, type UiKey } from '../i18n/english';
import type { StandaloneValidate } from './types';
import { runValidator } from './validation.client';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, logger: false });
addFormats(ajv);
const compile = (schema: object) => ajv.compile(schema) as unknown as StandaloneValidate;

/** A value breaking each keyword the catalogue words (`tryIt.rule.<keyword>`). */
const CASES: Array<[keyword: string, schema: object, value: unknown]> = [
  ['type', { type: 'integer' }, 'x'],
  ['type', { type: ['string', 'null'] }, 1],
  ['required', { type: 'object', required: ['name'] }, {}],
  ['additionalProperties', { type: 'object', additionalProperties: false }, { a: 1 }],
  ['enum', { enum: ['a', 'b'] }, 'c'],
  ['const', { const: 'a' }, 'b'],
  ['minimum', { minimum: 1 }, 0],
  ['maximum', { maximum: 1000 }, 1001],
  ['exclusiveMinimum', { exclusiveMinimum: 1 }, 1],
  ['exclusiveMaximum', { exclusiveMaximum: 1 }, 1],
  ['multipleOf', { multipleOf: 5 }, 7],
  ['minLength', { minLength: 1 }, ''],
  ['maxLength', { maxLength: 2 }, 'abc'],
  ['minItems', { minItems: 1 }, []],
  ['maxItems', { maxItems: 1 }, [1, 2]],
  ['minProperties', { minProperties: 1 }, {}],
  ['maxProperties', { maxProperties: 1 }, { a: 1, b: 2 }],
  ['uniqueItems', { uniqueItems: true }, [1, 1]],
  ['pattern', { pattern: '^[a-z]+$' }, 'A1'],
  ['format', { format: 'email' }, 'nope'],
  ['oneOf', { oneOf: [{ type: 'string' }, { minLength: 1 }] }, 'ab'],
  ['anyOf', { anyOf: [{ type: 'string' }, { type: 'boolean' }] }, 1],
];

describe('the console’s wording of ajv’s errors', () => {
  it('is ajv’s own English message for every keyword the catalogue words', () => {
    const worded = new Set<string>();
    for (const [keyword, schema, value] of CASES) {
      const validate = compile(schema);
      const ajvs = runValidator(validate, value, '/body', {});
      const catalogue = runValidator(validate, value, '/body', ENGLISH);
      expect(catalogue, keyword).toEqual(ajvs);
      expect(
        validate.errors?.some((e) => e.keyword === keyword),
        keyword,
      ).toBe(true);
      worded.add(keyword);
    }
    // Every `tryIt.rule.*` key is checked against ajv here.
    const keys = (Object.keys(ENGLISH) as UiKey[]).filter((k) => k.startsWith('tryIt.rule.'));
    expect(keys.map((k) => k.slice('tryIt.rule.'.length)).sort()).toEqual([...worded].sort());
  });

  it('says a rule in the page’s language, with ajv’s parameters in it and after it', () => {
    const validate = compile({ type: 'object', required: ['name'], properties: { age: { type: 'integer' } } });
    const french = {
      'tryIt.rule.required': 'doit avoir la propriété requise « {missingProperty} »',
      'tryIt.rule.type': 'doit être de type {type}',
    };
    expect(runValidator(validate, { age: 'x' }, '/body', french)).toEqual([
      { pointer: '/body', message: 'doit avoir la propriété requise « name » {"missingProperty":"name"}' },
      { pointer: '/body/age', message: 'doit être de type integer {"type":"integer"}' },
    ]);
  });

  it('keeps ajv’s English for a keyword the catalogue does not word, or a translation left empty', () => {
    const validate = compile({ type: 'integer' });
    expect(runValidator(validate, 'x', '', { 'tryIt.rule.type': '' })[0].message).toBe(
      'must be integer {"type":"integer"}',
    );
    const dependent = compile({ dependentRequired: { a: ['b'] } });
    expect(runValidator(dependent, { a: 1 }, '', ENGLISH)[0].message).toMatch(/^must have property b when property a/);
  });
});
