import { describe, expect, it } from 'vitest';
import { fragmentId } from './fragment';

describe('fragmentId', () => {
  it('decodes a fragment as UTF-8', () => {
    expect(fragmentId('#caf%C3%A9')).toBe('café');
    expect(fragmentId('#schema-Profile')).toBe('schema-Profile');
    expect(fragmentId('')).toBe('');
  });

  it('keeps a malformed fragment as it is instead of throwing', () => {
    for (const hash of ['#%E0%A4%A', '#%', '#%zz', '#%C3', '#%ED%A0%80']) expect(fragmentId(hash)).toBe(hash.slice(1));
  });
});
