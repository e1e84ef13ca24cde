import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';

describe('bench:build options', () => {
  it('takes page counts (sorted, once each) and flags, --force among them', () => {
    expect(parseOptions(['5000', '0', '5000', '--keep', '--force', '--timeout=30'])).toEqual({
      sizes: [0, 5000],
      keep: true,
      force: true,
      timeoutMinutes: 30,
      docusaurus: 'faster',
      versioned: false,
      withoutSamples: false,
    });
    expect(parseOptions([]).sizes).toEqual([1000, 5000]);
    expect(parseOptions(['0', '--versioned', '--no-docusaurus'])).toMatchObject({
      sizes: [0],
      versioned: true,
      docusaurus: false,
    });
    expect(parseOptions(['0', '--docusaurus-webpack'])).toMatchObject({ docusaurus: 'webpack' });
    expect(parseOptions(['0', '--baseline=09b34a7^'])).toMatchObject({ sizes: [0], baseline: '09b34a7^' });
    expect(parseOptions(['0', '--without-samples'])).toMatchObject({ sizes: [0], withoutSamples: true });
  });

  it('rejects what it does not know', () => {
    expect(() => parseOptions(['--fast'])).toThrow(/unknown argument --fast/);
    expect(() => parseOptions(['--baseline='])).toThrow(/unknown argument --baseline=/);
  });
});
