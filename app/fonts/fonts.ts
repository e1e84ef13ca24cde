import inter400 from './inter-400.woff2';
import inter600 from './inter-600.woff2';
import jetbrainsMono400 from './jetbrains-mono-400.woff2';

// Subsets written by scripts/fonts.ts. The bundler gives each file a hashed, immutable URL under
// /_next/static/media. The root layout preloads them and declares them in its inline <style>, so
// no stylesheet of their own holds the first paint: next/font wrote the rules to a second
// render-blocking file, a connection of its own on a slow network (bench/RESULTS.md, "First and
// largest paint"). `optional`: a face is used only when it is in by the first layout, else the
// system stack of app/styles/base.css serves that page. Family names as next/font gave them.

const faces = [
  { family: 'inter', weight: 400, url: inter400 },
  { family: 'inter', weight: 600, url: inter600 },
  { family: 'jetbrainsMono', weight: 400, url: jetbrainsMono400 },
];

/** The URLs of the site's web fonts, to preload. */
export const fontPreloads: readonly string[] = faces.map(({ url }) => url);

/** Their @font-face rules. */
export const fontFaceCss = faces
  .map(
    ({ family, weight, url }) =>
      `@font-face{font-family:${family};src:url(${url}) format("woff2");font-display:optional;font-weight:${weight};font-style:normal}`,
  )
  .join('');
