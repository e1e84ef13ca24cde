/**
 * `npm run build` runs this after `next build` (postbuild), and `npm run export` on out/: it adds
 * the explicit compile hint (lib/build/compile-hints.ts) to every chunk a prerendered page loads
 * with `<script src>`. Usage: node scripts/run-bundled.mjs scripts/compile-hints.ts <.next | out>
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadChunks, withCompileHint } from '../lib/build/compile-hints';

const dir = process.argv[2] ?? '.next';
// `next build` keeps prerendered HTML under server/app and chunks under static/; the export has
// HTML everywhere and chunks under _next/static/.
const isBuild = fs.existsSync(path.join(dir, 'server', 'app'));
const htmlRoot = isBuild ? path.join(dir, 'server', 'app') : dir;
const staticRoot = isBuild ? path.join(dir, 'static') : path.join(dir, '_next', 'static');

const htmlFiles = fs
  .readdirSync(htmlRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'));
if (htmlFiles.length === 0) {
  console.error(`compile hints: no prerendered HTML under ${htmlRoot}: build first`);
  process.exit(1);
}
const chunks = new Set(
  htmlFiles.flatMap((file) => firstLoadChunks(fs.readFileSync(path.join(htmlRoot, file), 'utf8'))),
);
const missing = [...chunks].filter((chunk) => !fs.existsSync(path.join(staticRoot, chunk)));
if (missing.length > 0) {
  console.error(`compile hints: pages load chunks that are not in ${staticRoot}: ${missing.join(', ')}`);
  process.exit(1);
}
for (const chunk of chunks) {
  const file = path.join(staticRoot, chunk);
  const source = fs.readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) fs.writeFileSync(file, hinted);
}
console.log(`compile hints: ${chunks.size} first-load chunks of ${htmlFiles.length} pages hinted in ${staticRoot}`);
