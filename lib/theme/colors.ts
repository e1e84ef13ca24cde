/** Colour arithmetic for the brand palette: shades and WCAG contrast. Pure functions. */

type Rgb = [number, number, number];

/** Parses `#rrggbb`. */
export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`expected a colour like #25c2a0, got "${hex}"`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

/** Formats an RGB triple as `#rrggbb`. */
function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards another by `amount` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return rgbToHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * amount) as Rgb);
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour closest to `color` that reaches `ratio` against `background`, found by mixing towards
 * black (light backgrounds) or white (dark ones) in small steps.
 */
export function accessibleShade(color: string, background: string, ratio = 4.5): string {
  const target = luminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(color, target, step / 100);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return target;
}

/**
 * The Infima-style brand palette (dark…lightest) plus text shades that reach AA on the darkest
 * surface of each theme (grey panels in light mode, the page in dark mode).
 */
export function buildPalette(brand: string, lightBackground = '#eef1f2', darkBackground = '#1b1b1d') {
  return {
    base: brand,
    dark: mix(brand, '#000000', 0.1),
    darker: mix(brand, '#000000', 0.15),
    darkest: mix(brand, '#000000', 0.3),
    light: mix(brand, '#ffffff', 0.1),
    lighter: mix(brand, '#ffffff', 0.15),
    lightest: mix(brand, '#ffffff', 0.3),
    textOnLight: accessibleShade(brand, lightBackground, 4.5),
    textOnDark: accessibleShade(brand, darkBackground, 4.5),
  };
}
