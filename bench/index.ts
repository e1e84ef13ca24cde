/**
 * `npm run bench`: build time, then first-load JavaScript of the main pages against an empty
 * Next.js page built with the same versions.
 */
import path from 'node:path';
import { timeBuild } from './build-time';
import { buildEmptyApp } from './empty-app-build';
import { calibrationNote, checkHost } from './host';
import { measurePage, printWeights } from './page-weight';

const host = checkHost('bench');
console.log(`\nnpm run build (clean): ${timeBuild().toFixed(1)} s (${calibrationNote(host)})\n`);
const routes = ['/', '/docs/experience-sdk/intro', '/markdown-page', '/api/content', '/api/profiles'];
const weights = routes.map((route) => measurePage('.next', route));
printWeights(weights);
console.log('\nBaseline (empty Next.js app-router page):');
const empty = measurePage(path.join(buildEmptyApp('ignore'), '.next'), '/');
printWeights([{ ...empty, route: '(empty page)' }]);
const doc = weights[1];
const over = (doc.gzipBytes - empty.gzipBytes) / 1024;
console.log(
  `\n/docs/experience-sdk/intro ships ${over.toFixed(1)} KB gzip above the empty page (budget: 25 KB): ${over <= 25 ? 'within budget' : 'OVER BUDGET'}`,
);
