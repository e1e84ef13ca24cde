import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../i18n/english';
import { loadOpenApiDocument } from '../openapi/load';
import { toApiReference } from '../openapi/model';
import { schemaValidator } from '../openapi/validate-examples';
import { tryItEntries } from './operation-data';
import type { StandaloneValidate, TryItOperation } from './types';
import { runValidator } from './validation.client';
import { validatorModule } from './validator-module';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'try-it-'));

/** Generates, writes and imports the browser modules of a document, as the build does. */
async function modulesOf(file: string, id: string) {
  const loaded = await loadOpenApiDocument(file);
  const model = toApiReference(loaded.dereferenced, { id, samples: false, raw: loaded.raw });
  const entries = tryItEntries({ id, index: 0, tryIt: { defaultMode: 'mock', allowedOrigins: [] } }, model);
  const modules = new Map<
    string,
    { operation: TryItOperation; validators: () => Record<string, StandaloneValidate> }
  >();
  for (const entry of entries) {
    const { code, skipped } = await validatorModule(loaded.raw, entry);
    expect(skipped).toEqual([]);
    const out = path.join(dir, `${id}-${entry.operation.id}.mjs`);
    fs.writeFileSync(out, code);
    modules.set(entry.operation.id, await import(pathToFileURL(out).href));
  }
  return { loaded, entries, modules };
}

describe('Try it modules', () => {
  it('describe every operation of the Content API and pass their own examples', async () => {
    const { modules } = await modulesOf('openapi/content.yaml', 'content');
    expect(modules.size).toBe(15);
    const create = modules.get('createContent')!;
    expect(create.operation).toMatchObject({
      method: 'post',
      path: '/v2/content/',
      configKey: 'apis[0].tryIt.allowedOrigins',
      security: [['accessTokenReadWrite']],
    });
    expect(create.operation.schemes.accessTokenReadWrite).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'access_token',
      kind: 'read-write',
    });
    // Evaluated on the first call (the console's first check), then kept.
    expect(create.validators()).toBe(create.validators());
    expect(Object.keys(create.validators())).toEqual(['body']);
    let checked = 0;
    for (const { operation, validators } of modules.values()) {
      if (operation.body?.example === undefined) continue;
      expect(runValidator(validators()[operation.body.validator!], operation.body.example, '', ENGLISH)).toEqual([]);
      checked++;
    }
    // Both references have body examples: none reaching the operations would check nothing here.
    expect(checked).toBeGreaterThan(3);
  });

  it('check formats and if/then in the browser exactly as the build does', async () => {
    const { loaded, entries, modules } = await modulesOf('openapi/content.yaml', 'content');
    const build = schemaValidator(loaded.raw);
    const pointer = entries
      .find((e) => e.operation.id === 'createContent')!
      .validators.find((v) => v.name === 'body')!.schemaPointer;
    const standalone = modules.get('createContent')!.validators().body;
    const cases = [
      { content_type: 'video', content_url: 'https://cdn.example.com/v.mp4' },
      { content_type: 'image', content_url: 'not a uri', submission: { email: 'nope' } },
      { content_type: 'text' },
      { content_type: 'audio' },
    ];
    for (const value of cases)
      expect(runValidator(standalone, value, '', ENGLISH)).toEqual(
        build(pointer, value).map((e) => ({ pointer: e.instancePath || '/', message: e.message })),
      );
    const messages = cases.flatMap((value) =>
      runValidator(standalone, value, '', ENGLISH).map((i) => `${i.pointer}: ${i.message}`),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/: must have required property 'video_thumbnail'/),
        expect.stringMatching(/^\/content_url: must match format "uri"/),
        expect.stringMatching(/^\/: must have required property 'caption'/),
      ]),
    );
  });

  it('apply the same rules as the build: the same errors at the same pointers', async () => {
    const { loaded, entries, modules } = await modulesOf('openapi/profiles.yaml', 'profiles');
    const build = schemaValidator(loaded.raw);
    const bad = [{}, { fields: { uid: 5, email: 'not-an-email' } }, { fields: [] }, 'text', null];
    let compared = 0;
    for (const entry of entries) {
      const body = entry.validators.find((v) => v.name === 'body');
      if (!body) continue;
      const standalone = modules.get(entry.operation.id)!.validators().body;
      for (const value of bad) {
        const expected = build(body.schemaPointer, value).map((e) => ({
          pointer: e.instancePath || '/',
          message: e.message,
        }));
        expect(runValidator(standalone, value, '', ENGLISH)).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
    const profile = modules.get('getProfile')!;
    const relevant = profile.operation.parameters.find((p) => p.name === 'relevant')!;
    expect(relevant).toMatchObject({ in: 'query', type: 'integer', enum: [0, 1] });
    expect(runValidator(profile.validators()[relevant.validator!], 2, '', ENGLISH)[0].message).toMatch(
      /must be equal to one of the allowed values/,
    );
  });
});
