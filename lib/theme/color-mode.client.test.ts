import { describe, expect, it } from 'vitest';
import { analyticsTag } from '../config/analytics';
import { themeOptions } from './color-mode.client';

describe('colour mode', () => {
  it('ignores the system preference unless the configuration respects it', () => {
    expect(themeOptions({ defaultMode: 'light', respectPrefersColorScheme: false })).toEqual({
      defaultTheme: 'light',
      enableSystem: false,
    });
    expect(themeOptions({ defaultMode: 'dark', respectPrefersColorScheme: false })).toEqual({
      defaultTheme: 'dark',
      enableSystem: false,
    });
    expect(themeOptions({ defaultMode: 'light', respectPrefersColorScheme: true })).toEqual({
      defaultTheme: 'system',
      enableSystem: true,
    });
  });
});

describe('analytics', () => {
  it('loads the tag only in production and only when configured', () => {
    expect(analyticsTag('G-ACME0DOCS1', 'production')).toBe('G-ACME0DOCS1');
    expect(analyticsTag('G-ACME0DOCS1', 'development')).toBeUndefined();
    expect(analyticsTag(undefined, 'production')).toBeUndefined();
  });
});
