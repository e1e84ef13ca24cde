import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../i18n/english';
import { CHANGE_RULES, type ChangeRuleId, ruleTextKey } from './change-rules';
import { compareDocuments, resolveAt } from './changes';
import type { Obj } from './document';

const dir = path.join(import.meta.dirname, '__fixtures__/changes');
const load = (name: string) => yaml.load(fs.readFileSync(path.join(dir, `${name}.yaml`), 'utf8')) as Obj;
const against = (name: string) =>
  compareDocuments(load('base'), load(name)).map(({ rule, breaking, summary, operation }) => ({
    rule,
    breaking,
    summary,
    op: operation?.operationId,
  }));

describe('compareDocuments: one change per fixture pair', () => {
  it('a removed operation is breaking', () => {
    expect(against('removed-operation')).toEqual([
      { rule: 'operation-removed', breaking: true, summary: 'operation removed', op: 'deletePet' },
    ]);
  });

  it('a new required parameter is breaking, a new optional one is not', () => {
    expect(against('required-parameter')).toEqual([
      {
        rule: 'required-parameter-added',
        breaking: true,
        summary: 'query parameter `owner` added (required)',
        op: 'listPets',
      },
    ]);
    expect(against('response-field-removed')).toContainEqual({
      rule: 'optional-parameter-added',
      breaking: false,
      summary: 'query parameter `limit` added (optional)',
      op: 'listPets',
    });
  });

  it('a narrowed request enum is breaking', () => {
    expect(against('narrowed-enum')).toEqual([
      {
        rule: 'request-enum-narrowed',
        breaking: true,
        summary: 'value `bird` removed from field `kind` of the request body (application/json)',
        op: 'createPet',
      },
    ]);
  });

  it('a new optional field, in a request or a response, is not breaking', () => {
    const changes = against('optional-field');
    expect(changes).toContainEqual({
      rule: 'optional-request-field-added',
      breaking: false,
      summary: 'field `color` of the request body (application/json) added (optional)',
      op: 'createPet',
    });
    // Pet is used by two operations: each lists the field, where its clients see it.
    expect(changes.filter((c) => c.rule === 'response-field-added').map((c) => c.op)).toEqual(['listPets', 'getPet']);
    expect(changes.every((c) => !c.breaking)).toBe(true);
  });

  it('a removed response field is breaking, optional or not (the portal overrides the library)', () => {
    const changes = compareDocuments(load('base'), load('response-field-removed'));
    const removed = changes.filter((c) => c.rule === 'response-field-removed');
    expect(removed.map((c) => [c.operation?.operationId, c.summary, c.breaking, c.by])).toEqual([
      ['listPets', 'field `[].nickname` of the 200 response (application/json) removed', true, 'rule'],
      ['getPet', 'field `nickname` of the 200 response (application/json) removed', true, 'rule'],
    ]);
    expect(removed[1].pointer).toBe(
      '/paths/~1pets~1{petId}/get/responses/200/content/application~1json/schema/properties/nickname',
    );
  });

  it('security is compared per operation as alternatives; statuses and deprecation are reported', () => {
    expect(against('security-status')).toEqual([
      { rule: 'status-removed', breaking: true, summary: 'status 400 removed', op: 'createPet' },
      { rule: 'security-removed', breaking: true, summary: 'authentication with `apiKey` removed', op: 'getPet' },
      { rule: 'security-added', breaking: false, summary: 'authentication with `token` added', op: 'getPet' },
      { rule: 'operation-deprecated', breaking: false, summary: 'operation deprecated', op: 'deletePet' },
    ]);
  });

  it('an operation that took no credentials and now does is breaking', () => {
    const before = load('base');
    const after = structuredClone(before);
    before.security = [];
    expect(compareDocuments(before, after).map((c) => [c.rule, c.breaking, c.summary])).toContainEqual([
      'security-required',
      true,
      'credentials now required: `apiKey`',
    ]);
  });

  it('a list of parameters added at once is split, each classified', () => {
    const before = load('base');
    const after = structuredClone(before);
    (after.paths as Obj)['/pets'] = structuredClone((before.paths as Obj)['/pets']);
    ((after.paths as Obj)['/pets'] as Obj).post = {
      ...(((before.paths as Obj)['/pets'] as Obj).post as Obj),
      parameters: [
        { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
        { name: 'X-Request', in: 'header', required: true, schema: { type: 'string' } },
      ],
    };
    expect(compareDocuments(before, after).map((c) => [c.rule, c.summary])).toEqual([
      ['required-parameter-added', 'header parameter `X-Request` added (required)'],
      ['optional-parameter-added', 'query parameter `dryRun` added (optional)'],
    ]);
  });

  it('identical documents and documentation-only edits give no change', () => {
    expect(compareDocuments(load('base'), load('base'))).toEqual([]);
    const after = load('base');
    (((after.paths as Obj)['/pets'] as Obj).get as Obj).description = 'Lists the pets.';
    expect(compareDocuments(load('base'), after)).toEqual([]);
  });

  it('every rule has its sentence in the catalogue, and the table gives it in English', () => {
    for (const [rule, { text }] of Object.entries(CHANGE_RULES)) {
      const key = ruleTextKey(rule as ChangeRuleId);
      expect(key).toBe(`api.changeRule.${rule}`);
      expect(text).toBe(ENGLISH[key]);
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
    expect(CHANGE_RULES['status-removed']).toEqual({
      breaking: true,
      text: 'A removed status code is no longer answered; clients handling it may break.',
    });
  });

  it('every change names a rule of the table', () => {
    for (const name of [
      'removed-operation',
      'required-parameter',
      'narrowed-enum',
      'optional-field',
      'security-status',
    ])
      for (const change of compareDocuments(load('base'), load(name))) expect(CHANGE_RULES).toHaveProperty(change.rule);
  });
});

describe('resolveAt', () => {
  it('follows $refs on the way', () => {
    expect(resolveAt(load('base'), ['paths', '/pets/{petId}', 'parameters', 0, 'name'])).toBe('petId');
    expect(resolveAt(load('base'), ['paths', '/nope', 'get'])).toBeUndefined();
  });
});

describe('summaries', () => {
  it('cut a long value at 80 characters', () => {
    const before = load('base');
    const after = structuredClone(before);
    const schemas = (after.components as Obj).schemas as Obj;
    ((schemas.Pet as Obj).properties as Obj).name = { type: 'string', pattern: `^${'a'.repeat(200)}$` };
    const [change] = compareDocuments(before, after);
    expect(change.summary).toMatch(/pattern set to `\^a{78}…`$/);
  });
});
