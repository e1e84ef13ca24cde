import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEntry } from '../openapi/catalog';
import { loadOpenApiDocument } from '../openapi/load';
import { copySamples } from './copy-samples';
import { loadContentGraph } from './graph-load';

const fixtures = path.join(import.meta.dirname, '../openapi/__fixtures__');
let profiles: ApiEntry;

beforeAll(async () => {
  profiles = (await loadContentGraph().apis()).find((api) => api.spec.id === 'profiles')!;
}, 120_000);

describe('the request samples of the text copies', () => {
  it('give curl, then the Profiles SDK call where the SDK wraps the operation, without its hidden lines', () => {
    const samples = copySamples(profiles);
    expect(samples.getProfile.map((s) => s.label)).toEqual(['curl', 'Profiles SDK']);
    const [curl, sdk] = samples.getProfile;
    expect(curl.code).toMatch(
      /^curl --request GET \\\n {2}--url https:\/\/profiles\.acme\.com\/.*\/profiles\/prf_9Xc2kq7Z/,
    );
    expect(sdk.code).toContain("const profile = await profiles.getProfile('prf_9Xc2kq7Z', { relevant: true });");
    expect(sdk.code).not.toContain('---cut---');
    expect(sdk.html).toBeUndefined();
    // An operation the SDK does not wrap: curl alone.
    expect(samples.createDataModel.map((s) => s.label)).toEqual(['curl']);
    // Read once per loaded document.
    expect(copySamples(profiles)).toBe(samples);
  });

  it("give a document's own samples first (both spellings), and none of the SDK for a pinned version", async () => {
    const loaded = await loadOpenApiDocument('named-examples.yaml', 'strict', fixtures);
    const samples = copySamples({ spec: { ...profiles.spec, id: 'pets', sdkSamples: undefined }, loaded });
    expect(samples.listPets.map((s) => [s.label, s.language])).toEqual([
      ['CLI', 'bash'],
      ['Ruby', 'ruby'],
      ['curl', 'bash'],
    ]);
    expect(samples.createPet.map((s) => s.label)).toEqual(['PHP', 'curl']);
    const pinned = copySamples({ spec: { ...profiles.spec, version: '3.2' }, loaded: { ...profiles.loaded } });
    expect(pinned.getProfile.map((s) => s.label)).toEqual(['curl']);
  });

  it('fail naming the SDK file when it cannot be read', async () => {
    const loaded = await loadOpenApiDocument('named-examples.yaml', 'strict', fixtures);
    expect(() =>
      copySamples({ spec: { ...profiles.spec, sdkSamples: { label: 'SDK', file: 'content/nope.md' } }, loaded }),
    ).toThrow(/content\/nope\.md/);
  });
});
