import { buildPalette } from './colors';

/** CSS custom properties for the brand palette in both colour modes. */
export function paletteCss(brand: string): string {
  const p = buildPalette(brand);
  return [
    `:root{--brand:${p.base};--brand-dark:${p.dark};--brand-darker:${p.darker};--brand-darkest:${p.darkest};`,
    `--brand-light:${p.light};--brand-lighter:${p.lighter};`,
    `--brand-lightest:${p.lightest};--brand-text:${p.textOnLight}}`,
    `[data-theme=dark]{--brand-text:${p.textOnDark}}`,
  ].join('');
}
