import { describe, expect, it } from 'vitest';
import { FIXTURE_REFERENCES, fixtureReference } from './fixture-references';

describe('the end-to-end build’s test references', () => {
  it('load strictly and model as reference pages do: payload samples highlighted', { timeout: 60_000 }, async () => {
    const { model } = await fixtureReference('e2e-webhooks');
    const hook = model.tags[0].operations[0];
    expect(hook.payload?.html).toMatch(/^<pre tabindex="0"><code>/);
    for (const id of Object.keys(FIXTURE_REFERENCES))
      expect((await fixtureReference(id)).model.warnings, id).toEqual([]);
  });

  it('name the known ones for an unknown id', async () => {
    await expect(fixtureReference('e2e-nope')).rejects.toThrow(
      'Unknown fixture reference "e2e-nope". Known: e2e-webhooks, e2e-callbacks, e2e-forms, e2e-examples',
    );
  });
});
