import fs from 'node:fs';
import path from 'node:path';
import { packageDirFrom } from '../markdown/package-dir';

/**
 * The fonts of the preview images (`/og/…png`, app/og/[...path]/route.tsx). next/og draws with the
 * one font it bundles (Geist, Latin) and fetches the glyphs it lacks from Google Fonts while
 * drawing: offline (a build host, CI) that fails ("Failed to load dynamic font") and an Arabic title
 * comes out as empty boxes. So a card whose text needs another script is given a local font for it
 * from npm (@fontsource, SIL Open Font License 1.1), read only then: the English cards keep
 * next/og's default and are drawn exactly as before.
 */

/** A font file for one script, in an npm package (`node_modules/<package>/<file>`). */
interface ScriptFont {
  /** The script's letters (a Unicode property escape). */
  script: RegExp;
  /** The font family's name, for satori. */
  name: string;
  /** The package holding the files (its version joins the images' cache key). */
  pkg: string;
  /** Its files by weight (woff: satori reads TrueType, OpenType and WOFF, not WOFF2). */
  files: Array<{ file: string; weight: 400 | 700 }>;
}

/**
 * The scripts the preview images draw with a local font. Add a script here with its package, and
 * check it draws (og-fonts.test.ts renders it): satori's OpenType reader refuses some fonts' Arabic
 * shaping rules (GSUB lookup type 5, format 3: Noto Sans Arabic and Noto Naskh Arabic fail with
 * "lookupType: 5 - substFormat: 3 is not yet supported"), IBM Plex Sans Arabic has none.
 */
const SCRIPT_FONTS: ScriptFont[] = [
  {
    script: /\p{Script=Arabic}/u,
    name: 'IBM Plex Sans Arabic',
    pkg: '@fontsource/ibm-plex-sans-arabic',
    files: [
      { file: 'files/ibm-plex-sans-arabic-arabic-400-normal.woff', weight: 400 },
      { file: 'files/ibm-plex-sans-arabic-arabic-700-normal.woff', weight: 700 },
    ],
  },
];

/** next/og's own font, kept first when fonts are given (they replace its default rather than add to it). */
const DEFAULT_FONT = {
  name: 'geist',
  pkg: 'next',
  file: 'dist/compiled/@vercel/og/Geist-Regular.ttf',
  weight: 400 as const,
};

/** A font as next/og's `ImageResponse` takes it. */
export interface OgFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

/** The fonts a card's texts need beyond next/og's default, by script (none for Latin text). Pure. */
export function scriptFontsFor(texts: readonly string[]): ScriptFont[] {
  const text = texts.join('\n');
  return SCRIPT_FONTS.filter((font) => font.script.test(text));
}

const read = (root: string, pkg: string, file: string) =>
  fs.readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ packageDirFrom(root, pkg), file));

function packageVersion(root: string, pkg: string): string {
  try {
    return (JSON.parse(read(root, pkg, 'package.json').toString('utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * The `fonts` option of a card's `ImageResponse` and a name for them (for the images' cache key),
 * or undefined when next/og's default covers its texts. A missing font file fails the build naming it.
 */
export function ogFontsFor(
  texts: readonly string[],
  root = process.cwd(),
): { fonts: OgFont[]; id: string } | undefined {
  const needed = scriptFontsFor(texts);
  if (needed.length === 0) return undefined;
  const fonts: OgFont[] = [
    { ...fontOf(root, DEFAULT_FONT.pkg, DEFAULT_FONT.file), name: DEFAULT_FONT.name, weight: 400 },
  ];
  for (const font of needed)
    for (const { file, weight } of font.files) fonts.push({ ...fontOf(root, font.pkg, file), name: font.name, weight });
  return { fonts, id: needed.map((font) => `${font.pkg}@${packageVersion(root, font.pkg)}`).join('+') };
}

function fontOf(root: string, pkg: string, file: string): { data: Buffer; style: 'normal' } {
  try {
    return { data: read(root, pkg, file), style: 'normal' };
  } catch (error) {
    throw new Error(
      `preview images: cannot read the font node_modules/${pkg}/${file} (${(error as Error).message}): run npm install`,
      { cause: error },
    );
  }
}
