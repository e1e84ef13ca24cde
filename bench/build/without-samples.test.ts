import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEdits } from './without-samples';

describe('the build without the sample check', () => {
  it("applies to today's prebuild and MDX compiler, each edit exactly once", () => {
    const texts = applyEdits((file) => fs.readFileSync(file, 'utf8'));
    expect([...texts.keys()].sort()).toEqual([
      'lib/markdown/mdx-pipeline.ts',
      'scripts/prebuild-steps.ts',
      'scripts/prebuild.ts',
    ]);
    expect(texts.get('lib/markdown/mdx-pipeline.ts')).not.toContain('twoslashTransformer(),');
    const steps = texts.get('scripts/prebuild-steps.ts')!;
    expect(steps).not.toContain('generateApiTypes()');
    expect(steps).toContain('const apiTypes = Promise.resolve();');
    expect(steps).not.toContain('checkSiteSamplesBeside(graph, beside, apiTypes)');
    expect(texts.get('scripts/prebuild.ts')).not.toContain('startSampleCheck()');
  });

  it('names the file and the text when an edit no longer applies', () => {
    expect(() => applyEdits(() => 'const x = 1;', [{ file: 'a.ts', from: 'y', to: 'z' }])).toThrow(
      /a\.ts has no "y"; update the edit/,
    );
    expect(() => applyEdits(() => 'y y', [{ file: 'a.ts', from: 'y', to: 'z' }])).toThrow(/more than one "y"/);
  });
});
