/**
 * The site without the samples' type check, for `bench:build --without-samples`: the cost of the
 * check read on the same tree, beside the build with it. A copy of the working tree is edited so
 * that the prebuild generates no API types and checks no sample, and the MDX compiler renders no
 * types (Shiki highlighting only): the build as it was before the check, with everything else of
 * today. Edits, not a switch in the product: a production build always checks its samples.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Edit {
  file: string;
  from: string;
  to: string;
}

const EDITS: readonly Edit[] = [
  { file: 'lib/markdown/mdx-pipeline.ts', from: '    twoslashTransformer(),\n', to: '' },
  {
    file: 'scripts/prebuild-steps.ts',
    from: 'const apiTypes = generateApiTypes();',
    to: 'const apiTypes = Promise.resolve();',
  },
  // No sample is checked: the MDX compiled ahead (lib/site/compile-ahead.ts) is sent at once.
  {
    file: 'scripts/prebuild.ts',
    from: 'const beside = startSampleCheck();',
    to: 'const beside = { stop() {}, checked: async () => true };',
  },
  {
    file: 'scripts/prebuild-steps.ts',
    from: 'checkSiteSamplesBeside(graph, beside, apiTypes)',
    to: '{ done: Promise.resolve({ errors: [], checked: 0, cached: 0, skipped: [], others: new Map(), ms: 0 }), sdkChecked: Promise.resolve(true) }',
  },
];

/** The edited text of each file; throws naming the file and the text when an edit no longer applies. */
export function applyEdits(read: (file: string) => string, edits: readonly Edit[] = EDITS): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { file, from, to } of edits) {
    const text = texts.get(file) ?? read(file);
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0)
      throw new Error(
        `bench/build/without-samples.ts: ${file} has ${at < 0 ? 'no' : 'more than one'} "${from}"; update the edit`,
      );
    texts.set(file, text.replace(from, to));
  }
  return texts;
}

/** Takes the sample check out of the site copy at `dir`. */
export function removeSampleCheck(dir: string): void {
  const texts = applyEdits((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  for (const [file, text] of texts) fs.writeFileSync(path.join(dir, file), text);
}
