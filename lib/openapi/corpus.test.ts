import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';

// Real public documents (see its README): 3.0 and 3.1, cyclic schemas, webhooks only, $ref keys in
// examples, a validator false negative and a broken document.
// Beside the checkout (../shared), or where OPENAPI_CORPUS says (a git worktree elsewhere).
const CORPUS = process.env.OPENAPI_CORPUS ?? path.resolve(import.meta.dirname, '../../../shared/openapi-corpus');
/** The warnings of the expansion bounds (servers.ts, schema-view.ts, samples.ts): no real document hits one. */
const BOUND = /combine into|server variable has|expands? to more than|the (request|payload) sample/;
const files = fs.existsSync(CORPUS) ? fs.readdirSync(CORPUS).filter((f) => /\.(ya?ml|json)$/.test(f)) : [];

describe.skipIf(files.length === 0)('the OpenAPI corpus', () => {
  it.each(files)('%s builds a serializable model in lenient mode', { timeout: 120_000 }, async (file) => {
    const loaded = await loadOpenApiDocument(path.join(CORPUS, file), 'lenient', '/');
    const model = toApiReference(loaded.dereferenced, { id: 'corpus', warnings: loaded.warnings, samples: false });
    const operations = model.tags.reduce((n, t) => n + t.operations.length, 0);
    expect(operations).toBeGreaterThan(0);
    expect(() => JSON.stringify(model)).not.toThrow();
    for (const warning of model.warnings) expect(warning.pointer).toMatch(/^\//);
    expect(model.warnings.filter((w) => BOUND.test(w.message))).toEqual([]);
  });

  it('strict mode rejects the broken Okta Management document with the file and the JSON pointer', {
    timeout: 120_000,
  }, async () => {
    const file = path.join(CORPUS, 'okta-management-oneOfInheritance.yaml');
    await expect(loadOpenApiDocument(file, 'strict', '/')).rejects.toThrow(
      /okta-management-oneOfInheritance\.yaml:\n\s+- \/paths\//,
    );
  });

  it('never fetches: GitHub examples with $ref URLs stay data', { timeout: 120_000 }, async () => {
    const loaded = await loadOpenApiDocument(path.join(CORPUS, 'github-api.github.com.json'), 'lenient', '/');
    const examples = (loaded.dereferenced.components as { examples: Record<string, { value: unknown }> }).examples;
    expect(JSON.stringify(examples['scim-enterprise-group'].value)).toContain(
      '"$ref":"https://api.github.com/scim/v2/',
    );
  });
});
