import { describe, expect, it } from 'vitest';
import { SITE_CHARACTERS, charactersOutside } from './charset';

describe('SITE_CHARACTERS', () => {
  it('holds printable ASCII, Latin-1 and the typographic signs the site uses', () => {
    for (const char of ' Az09~é©«»·×–—‘’“”…→≤≥↵↻') expect(SITE_CHARACTERS).toContain(char);
  });

  it('leaves out control characters and scripts the site does not use', () => {
    for (const char of ['\u0000', '\u007f', 'Ω', 'ж', '✓', '😀']) expect(SITE_CHARACTERS).not.toContain(char);
  });

  it('lists each character once', () => {
    expect(new Set(SITE_CHARACTERS).size).toBe([...SITE_CHARACTERS].length);
  });
});

describe('charactersOutside', () => {
  it('is empty for text within the set', () => {
    expect(charactersOutside('Profiles API — “merge” ≥ 1 → done…\n\tcafé')).toEqual([]);
  });

  it('names each outside character once, emoji and astral characters whole', () => {
    expect(charactersOutside('✓ ok ✓ ⚠ 😀 Ω')).toEqual(['✓', '⚠', '😀', 'Ω']);
  });

  it('ignores variation selectors', () => {
    expect(charactersOutside('→\ufe0e')).toEqual([]);
  });
});
