/**
 * The characters the site's web fonts hold (scripts/fonts.ts subsets them to this set). A character
 * outside it falls back to a system font, which costs Chrome on Linux a synchronous font lookup
 * before the first layout, so the set covers what the site's text and interface use: ASCII,
 * Latin-1, the Windows-1252 extras, typographic punctuation, arrows and comparison signs.
 */
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1 Supplement: accents, ©, «», ·, ×
  [0x152, 0x153], // Œ œ
  [0x160, 0x161], // Š š
  [0x178, 0x178], // Ÿ
  [0x17d, 0x17e], // Ž ž
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2020, 0x2022], // † ‡ •
  [0x2026, 0x2026], // …
  [0x2030, 0x2030], // ‰
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x21b5, 0x21b5], // ↵ (search panel keys)
  [0x21bb, 0x21bb], // ↻ (circular schema references)
  [0x2212, 0x2212], // − minus
  [0x2248, 0x2248], // ≈
  [0x2260, 0x2260], // ≠
  [0x2264, 0x2265], // ≤ ≥ (schema constraints)
];

/** Every character of the set, as one string (what the subsetter takes). */
export const SITE_CHARACTERS = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');
