/** Colour-mode settings of the site configuration. */
export interface ColorModeSettings {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
}

/**
 * next-themes options for the configured colour mode: the system preference is followed only when
 * the configuration asks for it (then it is the fallback when the reader stored no choice).
 */
export function themeOptions(settings: ColorModeSettings): { defaultTheme: string; enableSystem: boolean } {
  return settings.respectPrefersColorScheme
    ? { defaultTheme: 'system', enableSystem: true }
    : { defaultTheme: settings.defaultMode, enableSystem: false };
}
