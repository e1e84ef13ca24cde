import { describe, expect, it } from 'vitest';
import { SITE_CHARACTERS } from './font-charset';

describe('SITE_CHARACTERS', () => {
  it('holds printable ASCII, Latin-1 and the typographic signs the site uses', () => {
    const signs = ' Az09~é©«»·×–—‘’“”…→≤≥↵↻';
    for (const char of signs) expect(SITE_CHARACTERS).toContain(char);
  });

  it('leaves out control characters and scripts the site does not use', () => {
    for (const char of ['\u0000', '\u007f', 'Ω', 'ж', '✓', '😀']) expect(SITE_CHARACTERS).not.toContain(char);
  });

  it('lists each character once', () => {
    expect(new Set(SITE_CHARACTERS).size).toBe([...SITE_CHARACTERS].length);
  });
});
