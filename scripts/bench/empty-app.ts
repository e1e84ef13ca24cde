/**
 * Builds an empty Next.js app-router page with this project's own Next and React (same versions),
 * in .bench/empty-app, and prints its first-load JavaScript: the baseline that budgets are set against.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measurePage, printWeights } from './page-weight';

const dir = path.resolve('.bench/empty-app');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-app', private: true, type: 'module' }));
fs.writeFileSync(path.join(dir, 'app/layout.tsx'), 'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n');
fs.writeFileSync(path.join(dir, 'app/page.tsx'), 'export default function P() { return <h1>Empty</h1>; }\n');
fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(path.resolve('.'))} } };\n`);
execSync('npx next build', { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
printWeights([measurePage(path.join(dir, '.next'), '/')]);
