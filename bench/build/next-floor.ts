/**
 * The framework's own floor beside the Docusaurus yardstick: a clean `next build` of an empty
 * app-router page (bench/empty-app-build.ts) with this project's Next, React and build settings
 * that apply to any app (no type check in the build, Turbopack). Whatever our build takes above it
 * is the site's own work (checks, compile of its modules, prerendering), which is where item 4's
 * time has to come from.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { commonAncestor } from '../../scripts/site-copy';
import { writeEmptyApp } from '../empty-app-build';
import { loadAverages as loadAverage } from '../host';
import { duration } from './format';
import type { Result } from './result';

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'esnext'],
    strict: true,
    noEmit: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    skipLibCheck: true,
    plugins: [{ name: 'next' }],
  },
  include: ['**/*.ts', '**/*.tsx'],
};

/** Where the floor is built (removed after): inside the project, as Turbopack wants its root to hold it. */
const FLOOR_DIR = path.resolve('.bench/next-floor');

/** Times a clean `next build` of the empty page; the error when it fails. */
export function nextFloorBuild(): NonNullable<Result['nextFloor']> {
  const dir = FLOOR_DIR;
  try {
    writeEmptyApp(dir);
    // Turbopack compiles nothing outside its root: the folder holding both the app and the real
    // node_modules (a git worktree links another checkout's).
    const root = commonAncestor(fs.realpathSync(dir), fs.realpathSync('node_modules'));
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    fs.writeFileSync(
      path.join(dir, 'next.config.mjs'),
      `export default { typescript: { ignoreBuildErrors: true }, turbopack: { root: ${JSON.stringify(root)} } };\n`,
    );
    const started = performance.now();
    execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  Next.js floor (an empty page, clean next build): ${duration(seconds)} (load average after: ${loadAverage()})`,
    );
    return { seconds };
  } catch (error) {
    const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    const last = output.trim().split('\n').slice(-5).join(' / ');
    console.log(`  Next.js floor build failed: ${(error as Error).message.split('\n')[0]}: ${last}`);
    return { error: (error as Error).message.split('\n')[0] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
