import localFont from 'next/font/local';

// Subsets written by scripts/fonts.ts; next/font names each family after its export. Preloaded
// and `optional`: usually in by the first layout, so no system font is looked up; on a slow first
// visit the fallback stays for that page. The fallback stacks are in app/styles/base.css (--font, --font-mono).

/** Inter for all text: regular and semibold (the site's one bold weight). */
export const inter = localFont({
  src: [
    { path: './inter-400.woff2', weight: '400', style: 'normal' },
    { path: './inter-600.woff2', weight: '600', style: 'normal' },
  ],
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: false,
});

/** JetBrains Mono (no ligatures) for code. */
export const jetbrainsMono = localFont({
  src: [{ path: './jetbrains-mono-400.woff2', weight: '400', style: 'normal' }],
  display: 'optional',
  variable: '--font-jetbrains-mono',
  adjustFontFallback: false,
});
