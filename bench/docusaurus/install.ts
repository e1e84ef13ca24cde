/**
 * Docusaurus and its plugins, installed with `npm ci` into .bench/docusaurus from a package.json
 * and package-lock.json of their own (site-package/, beside this file), and reused while that
 * lockfile is unchanged: the install is not part of what is timed. One run at a time holds the
 * folder (lock). Only this benchmark installs them: the project's `npm ci` and .ci/run never do.
 * The lockfile pins webpack below 5.113.0, which broke the webpack build (site-package/README.md).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Stdio = 'inherit' | 'ignore';

/** The Docusaurus site's package.json and package-lock.json (README.md there: how to update them). */
export const SITE_PACKAGE_DIR = fileURLToPath(new URL('site-package', import.meta.url));
const FILES = ['package.json', 'package-lock.json'] as const;

/** The top-level packages and their exact versions, from site-package/package.json. */
export const DOCUSAURUS_PACKAGES: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(SITE_PACKAGE_DIR, 'package.json'), 'utf8'),
).dependencies;

/** Where a successful install records the hash of the package.json and lockfile it installed. */
const INSTALL_STAMP = 'node_modules/.bench-installed-lockfile';

/** What an install is keyed on: both files' bytes, so an edit to either installs again. */
export function lockfileStamp(files: Record<(typeof FILES)[number], string>): string {
  const hash = createHash('sha256');
  for (const name of FILES) hash.update(`${name}\0${files[name]}\0`);
  return hash.digest('hex');
}

export function run(command: string, args: string[], cwd: string, stdio: Stdio): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', stdio, 'inherit'] });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Installs the Docusaurus packages once (`npm ci`); later runs reuse node_modules while the lockfile is unchanged. */
export async function install(dir: string, stdio: Stdio): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const files = Object.fromEntries(
    FILES.map((name) => [name, fs.readFileSync(path.join(SITE_PACKAGE_DIR, name), 'utf8')]),
  ) as Record<(typeof FILES)[number], string>;
  const want = lockfileStamp(files);
  const stamp = path.join(dir, INSTALL_STAMP);
  const installed =
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === want &&
    fs.existsSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'));
  for (const name of FILES) fs.writeFileSync(path.join(dir, name), files[name]);
  if (installed) return;
  fs.rmSync(stamp, { force: true });
  console.error(
    `Installing Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} and its plugins into ${path.relative(process.cwd(), dir)} from ${path.relative(process.cwd(), SITE_PACKAGE_DIR)}/package-lock.json (npm ci; once; not timed)…`,
  );
  let code: number;
  try {
    code = await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir, stdio);
    // Once, an `npm ci` here failed with ETARGET for a version the registry listed a minute later
    // (a stale cached package document): one more try, revalidating every document.
    if (code !== 0)
      code = await run('npm', ['ci', '--prefer-online', '--no-audit', '--no-fund', '--loglevel=error'], dir, stdio);
  } catch (error) {
    throw new Error(`bench:docusaurus: could not run npm ci in ${dir}: ${(error as Error).message}`);
  }
  if (code !== 0) {
    throw new Error(
      `bench:docusaurus: npm ci in ${dir} failed (exit ${code}), so there is no Docusaurus to build with. ` +
        `Check that the npm registry is reachable and that ${path.relative(process.cwd(), SITE_PACKAGE_DIR)}/package-lock.json ` +
        'matches its package.json (npm ci refuses a lockfile out of sync: see the README.md there).',
    );
  }
  for (const name of Object.keys(DOCUSAURUS_PACKAGES)) {
    if (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')))
      throw new Error(`bench:docusaurus: npm ci in ${dir} finished but ${name} is missing from node_modules`);
  }
  fs.writeFileSync(stamp, want);
}

/**
 * One run at a time in .bench/docusaurus: a second run would delete the first one's build/ and
 * .docusaurus/ under it (and both timings would be of two builds sharing the cores).
 */
export function lock(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const file = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && isAlive(pid))
        throw new Error(
          `bench:docusaurus: another run (pid ${pid}) is using ${dir}; wait for it to finish (or remove ${file} if that process is not this benchmark)`,
        );
      fs.rmSync(file, { force: true }); // left by a run that was killed
    }
  }
  const release = () => fs.rmSync(file, { force: true });
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
