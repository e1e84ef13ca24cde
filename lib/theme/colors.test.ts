import { describe, expect, it } from 'vitest';
import { accessibleShade, buildPalette, contrastRatio, hexToRgb, mix } from './colors';

describe('colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The brand colour itself is too light for text on white: the reason for derived shades.
    expect(contrastRatio('#25c2a0', '#ffffff')).toBeLessThan(4.5);
  });

  it('derives text shades that reach AA on the surfaces of both themes', () => {
    const p = buildPalette('#25c2a0');
    for (const surface of ['#ffffff', '#f5f6f7', '#f6f8fa', '#eef1f2'])
      expect(contrastRatio(p.textOnLight, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of ['#1b1b1d', '#242526', '#161618'])
      expect(contrastRatio(p.textOnDark, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', p.textOnLight)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already passes', () => {
    expect(accessibleShade('#000000', '#ffffff')).toBe('#000000');
  });

  it('mixes and rejects malformed colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(() => hexToRgb('green')).toThrow(/expected a colour like #25c2a0/);
  });
});
