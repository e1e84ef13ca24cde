/**
 * `npm run bench:baseline`: builds the empty Next.js app-router page (empty-app-build.ts) and prints
 * its first-load JavaScript: the baseline that budgets are set against.
 */
import path from 'node:path';
import { buildEmptyApp } from './empty-app-build';
import { checkHost } from './host';
import { measurePage, printWeights } from './page-weight';

checkHost('bench:baseline');
const dir = buildEmptyApp();
printWeights([measurePage(path.join(dir, '.next'), '/')]);
