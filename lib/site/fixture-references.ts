import type { LoadedDocument } from '../openapi/load';
import { loadOpenApiDocument } from '../openapi/load';
import type { ApiReference } from '../openapi/types';
import { pageModel } from './api-references';

/**
 * Test documents that only the end-to-end build renders, at `/e2e-only/reference/<id>`
 * (app/(site)/e2e-only/reference/), with their Try it modules (scripts/try-it-modules.ts): webhooks,
 * callbacks, form bodies and the document's own code samples (`x-codeSamples`, `x-code-samples`),
 * which the portal's own documents do not have.
 */
export const FIXTURE_REFERENCES: Record<string, string> = {
  'e2e-webhooks': 'lib/openapi/__fixtures__/oai-webhook-example.yaml',
  'e2e-callbacks': 'lib/openapi/__fixtures__/oai-callback-example.yaml',
  'e2e-forms': 'lib/openapi/__fixtures__/form-bodies.yaml',
  'e2e-examples': 'lib/openapi/__fixtures__/named-examples.yaml',
};

/** A fixture reference, loaded strictly and modelled as a reference page's is (samples, highlighting). */
export async function fixtureReference(id: string): Promise<{ loaded: LoadedDocument; model: ApiReference }> {
  const file = FIXTURE_REFERENCES[id];
  if (!file) throw new Error(`Unknown fixture reference "${id}". Known: ${Object.keys(FIXTURE_REFERENCES).join(', ')}`);
  const loaded = await loadOpenApiDocument(file, 'strict');
  return { loaded, model: await pageModel({ id }, loaded) };
}
