import { describe, expect, it } from 'vitest';
import { mergeCatalogue } from '../i18n/catalogue';
import { ENGLISH } from '../i18n/english';
import { CONSTRAINT_RULES, constraintText } from './constraints';
import { toApiReference } from './model';

describe('constraintText', () => {
  it('writes each rule as the reference always has, in English', () => {
    const written = CONSTRAINT_RULES.map((rule) =>
      constraintText(rule === 'uniqueItems' ? { rule } : { rule, value: rule === 'pattern' ? '^[a-z]+$' : 3 }, ENGLISH),
    );
    expect(written).toEqual([
      '≥ 3',
      '> 3',
      '≤ 3',
      '< 3',
      'multiple of 3',
      'min length 3',
      'max length 3',
      'pattern ^[a-z]+$',
      'min items 3',
      'max items 3',
      'unique items',
      'min properties 3',
      'max properties 3',
    ]);
  });

  it('keeps the value as the document writes it, in every locale', () => {
    const french = mergeCatalogue({ 'api.constraint.maxLength': 'longueur max. {value}' });
    expect(constraintText({ rule: 'maxLength', value: 10000 }, french)).toBe('longueur max. 10000');
    expect(constraintText({ rule: 'maximum', value: 1e21 }, ENGLISH)).toBe('≤ 1e+21');
    // A rule the catalogue does not translate shows in English.
    expect(constraintText({ rule: 'uniqueItems' }, french)).toBe('unique items');
  });
});

describe('the model keeps constraints as data', () => {
  it('OpenAPI 3.0 boolean exclusive bounds and 3.1 numeric ones', () => {
    const doc = (schema: object) => ({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/a': {
          get: {
            operationId: 'a',
            parameters: [{ name: 'n', in: 'query', schema }],
            responses: { '204': { description: 'No content' } },
          },
        },
      },
    });
    const constraints = (schema: object) => {
      const model = toApiReference(doc(schema), { id: 'x', samples: false });
      const param = model.tags[0].operations[0].parameters[0];
      return param.schema?.kind === 'shape' ? param.schema.constraints : undefined;
    };
    expect(constraints({ type: 'integer', minimum: 1, exclusiveMinimum: true, maximum: 9 })).toEqual([
      { rule: 'exclusiveMinimum', value: 1 },
      { rule: 'maximum', value: 9 },
    ]);
    expect(constraints({ type: 'integer', minimum: 1, exclusiveMaximum: 5, uniqueItems: true })).toEqual([
      { rule: 'minimum', value: 1 },
      { rule: 'exclusiveMaximum', value: 5 },
      { rule: 'uniqueItems' },
    ]);
    // A non-number bound is no constraint.
    expect(constraints({ type: 'string', maxLength: '3' })).toEqual([]);
  });
});
