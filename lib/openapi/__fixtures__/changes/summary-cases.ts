import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Obj } from '../../document';

/** Edits of base.yaml that give every shape of change summary lib/openapi/changes.ts writes. */
const base = () => yaml.load(fs.readFileSync(path.join(import.meta.dirname, 'base.yaml'), 'utf8')) as Obj;
// biome-ignore lint/suspicious/noExplicitAny: edits reach anywhere in a parsed document
type Doc = any;

const EDITS: Record<string, (doc: Doc) => void> = {
  'operation added and removed': (d) => {
    delete d.paths['/pets/{petId}'].delete;
    d.paths['/pets/{petId}'].put = { operationId: 'putPet', responses: { 200: { description: 'OK' } } };
  },
  'operation deprecated': (d) => {
    d.paths['/pets'].get.deprecated = true;
  },
  'parameters added, removed, deprecated, changed': (d) => {
    const p = d.paths['/pets'].get.parameters;
    p.push({ name: 'limit', in: 'query', schema: { type: 'integer' } });
    p.push({ name: 'owner', in: 'query', required: true, schema: { type: 'string' } });
    p.push({ name: 'X-Trace', in: 'header', schema: { type: 'string' } });
  },
  'parameter removed': (d) => {
    d.paths['/pets'].get.parameters = [];
  },
  'parameter deprecated and retyped': (d) => {
    const sort = d.paths['/pets'].get.parameters[0];
    sort.deprecated = true;
    sort.schema = { type: 'integer', enum: [1, 2] };
  },
  'parameter required': (d) => {
    d.paths['/pets'].get.parameters[0].required = true;
  },
  'parameter enum values': (d) => {
    d.paths['/pets'].get.parameters[0].schema.enum = ['name', 'weight', 'created', 'color'];
  },
  'request enum values and whole enums': (d) => {
    const props = d.paths['/pets'].post.requestBody.content['application/json'].schema.properties;
    props.kind.enum = ['cat', 'dog'];
    props.name.enum = ['Rex', 'Tom'];
  },
  'request enum lifted': (d) => {
    delete d.paths['/pets'].post.requestBody.content['application/json'].schema.properties.kind.enum;
  },
  'request enum widened': (d) => {
    d.paths['/pets'].post.requestBody.content['application/json'].schema.properties.kind.enum.push('fish');
  },
  'request fields': (d) => {
    const schema = d.paths['/pets'].post.requestBody.content['application/json'].schema;
    schema.properties.age = { type: 'integer' };
    schema.properties.owner = { type: 'string' };
    schema.required = ['owner'];
    schema.properties.kind.deprecated = true;
    schema.properties.kind.maxLength = 10;
    schema.properties.tags = { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } };
  },
  'request field removed': (d) => {
    const schema = d.paths['/pets'].post.requestBody.content['application/json'].schema;
    delete schema.properties.kind;
    schema.properties.name.type = 'integer';
  },
  'response fields': (d) => {
    const pet = d.components.schemas.Pet;
    pet.required = ['id'];
    pet.properties.nickname.deprecated = true;
    pet.properties.color = { type: 'string', enum: ['black', 'white'] };
    pet.properties.name.minLength = 1;
    delete pet.properties.id;
  },
  'response enum': (d) => {
    d.components.schemas.Pet.properties.name.enum = ['a'];
  },
  'response nickname required': (d) => {
    d.components.schemas.Pet.required = ['id', 'name', 'nickname'];
  },
  'request body': (d) => {
    d.paths['/pets/{petId}'].delete.requestBody = {
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    };
    d.paths['/pets'].post.requestBody.required = false;
    d.paths['/pets'].post.requestBody.content['text/plain'] = { schema: { type: 'string' } };
  },
  'request body removed': (d) => {
    delete d.paths['/pets'].post.requestBody;
  },
  'optional request body added': (d) => {
    d.paths['/pets/{petId}'].get.requestBody = { content: { 'text/plain': { schema: { type: 'string' } } } };
  },
  statuses: (d) => {
    d.paths['/pets'].post.responses['409'] = { description: 'Conflict.' };
    delete d.paths['/pets'].post.responses['400'];
    d.paths['/pets/{petId}'].delete.responses['204'].content = { 'text/plain': { schema: { type: 'string' } } };
  },
  headers: (d) => {
    d.paths['/pets'].post.responses['201'].headers = {
      Location: { required: true, schema: { type: 'string' } },
      'X-Rate': { schema: { type: 'integer' } },
    };
  },
  'header changes': (d) => {
    d.paths['/pets/{petId}'].delete.responses['204'].headers = { 'X-Id': { schema: { type: 'string' } } };
  },
  'operation servers': (d) => {
    d.paths['/pets'].get.servers = [{ url: 'https://eu.example.com' }];
  },
  'document servers and schemes': (d) => {
    d.servers = [{ url: 'https://api.example.com' }];
    d.components.securitySchemes.apiKey.name = 'X-Key';
    delete d.components.securitySchemes.token;
  },
  security: (d) => {
    d.paths['/pets'].get.security = [{ token: [] }, { apiKey: [] }];
    d.paths['/pets'].post.security = [{ token: ['write', 'read'], apiKey: [] }];
    d.paths['/pets/{petId}'].get.security = [{}];
  },
  'security required': (d) => {
    delete d.paths['/pets'].get.security;
  },
  'operation no longer deprecated, header always sent': (d) => {
    d.paths['/pets'].post.deprecated = false;
    d.paths['/pets'].post.responses['201'].headers = { Location: { required: true, schema: { type: 'string' } } };
  },
  'path item parameter': (d) => {
    d.paths['/pets/{petId}'].parameters.push({ name: 'fields', in: 'query', schema: { type: 'string' } });
  },
};

/** Each edit's pair of documents: the base and the edited copy (edits of the headers case start from headers). */
export function summaryCases(): Array<{ name: string; before: Obj; after: Obj }> {
  return Object.entries(EDITS).map(([name, edit]) => {
    const before = base();
    if (name === 'operation no longer deprecated, header always sent') {
      (before as Doc).paths['/pets'].post.deprecated = true;
      (before as Doc).paths['/pets'].post.responses['201'].headers = {
        Location: { required: false, schema: { type: 'string' } },
      };
    }
    if (name === 'header changes' || name === 'security required') {
      // Start from a document that has the things these change.
      if (name === 'header changes')
        (before as Doc).paths['/pets/{petId}'].delete.responses['204'].headers = {
          'X-Id': { required: true, schema: { type: 'integer' } },
          'X-Old': { schema: { type: 'string' } },
        };
      else (before as Doc).paths['/pets'].get.security = [{}];
    }
    const after = structuredClone(before);
    edit(after);
    return { name, before, after };
  });
}
