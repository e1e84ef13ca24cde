/**
 * `npm run fonts`: writes the site's web fonts to app/fonts/ (committed; run again only to change
 * a font or the character set). Each is a subset of an OFL font from devDependencies: Inter
 * regular and semibold for text, JetBrains Mono (no ligatures) for code.
 *
 * Why web fonts at all: on Linux, Chrome resolves every system font family x size x weight a page
 * uses with a synchronous round trip to its browser process before the first layout (20–100 ms
 * each on a busy two-core machine), and the same for every character a font lacks. Web fonts skip
 * that lookup. So the subsets must hold every character the site renders (lib/assets/font-charset.ts;
 * e2e/fonts.spec.ts fails when a page falls back to a system font), and keep only the layout
 * features text needs, unhinted: about 12 KB per file instead of 70–110 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SITE_CHARACTERS } from '../lib/assets/font-charset';

const OUT_DIR = 'app/fonts';
/** Kerning, standard ligatures and mark positioning; no stylistic sets or alternates. */
const KEEP_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk'];

const FONTS = [
  { source: 'node_modules/inter-ui/web/Inter-Regular.woff2', out: 'inter-400.woff2' },
  { source: 'node_modules/inter-ui/web/Inter-SemiBold.woff2', out: 'inter-600.woff2' },
  {
    source: 'node_modules/jetbrains-mono/fonts/webfonts/JetBrainsMonoNL-Regular.woff2',
    out: 'jetbrains-mono-400.woff2',
  },
];

// keepFeatures is newer than the package's type declarations.
const options = { targetFormat: 'woff2', keepFeatures: KEEP_FEATURES, noHinting: true } as const;

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const font of FONTS) {
  const subset = await subsetFont(fs.readFileSync(font.source), SITE_CHARACTERS, options);
  fs.writeFileSync(path.join(OUT_DIR, font.out), subset);
  console.log(`${path.join(OUT_DIR, font.out)}: ${(subset.length / 1024).toFixed(1)} KB (from ${font.source})`);
}
