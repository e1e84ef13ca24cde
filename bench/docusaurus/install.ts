/**
 * Docusaurus and its plugins, installed from npm into .bench/docusaurus with their own
 * package.json (exact versions) and reused while that package.json is unchanged: the install is
 * not part of what is timed. One run at a time holds the folder (lock).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type Stdio = 'inherit' | 'ignore';

/** Exact versions, as resolved from the registry when this benchmark was written. */
export const DOCUSAURUS_PACKAGES: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@easyops-cn/docusaurus-search-local': '0.55.3',
  '@mdx-js/react': '3.1.1',
  clsx: '2.1.1',
  'prism-react-renderer': '2.4.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
  redocusaurus: '2.5.2',
};

const PACKAGE_JSON = `${JSON.stringify(
  {
    name: 'acme-docs-docusaurus-bench',
    private: true,
    scripts: { build: 'docusaurus build' },
    dependencies: DOCUSAURUS_PACKAGES,
    browserslist: {
      production: ['>0.5%', 'not dead', 'not op_mini all'],
      development: ['last 3 chrome version', 'last 3 firefox version', 'last 5 safari version'],
    },
    engines: { node: '>=20.0' },
  },
  null,
  2,
)}\n`;

/** Where a successful install records the package.json it installed. */
const INSTALL_STAMP = 'node_modules/.bench-installed-package.json';

export function run(command: string, args: string[], cwd: string, stdio: Stdio): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', stdio, 'inherit'] });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Installs the Docusaurus packages once; later runs reuse node_modules while package.json is unchanged. */
export async function install(dir: string, stdio: Stdio): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = path.join(dir, INSTALL_STAMP);
  const installed =
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === PACKAGE_JSON &&
    fs.existsSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'));
  fs.writeFileSync(path.join(dir, 'package.json'), PACKAGE_JSON);
  if (installed) return;
  fs.rmSync(stamp, { force: true });
  console.error(
    `Installing Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} and its plugins into ${path.relative(process.cwd(), dir)} (once; not timed)…`,
  );
  let code: number;
  try {
    code = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir, stdio);
  } catch (error) {
    throw new Error(`bench:docusaurus: could not run npm install in ${dir}: ${(error as Error).message}`);
  }
  if (code !== 0) {
    throw new Error(
      `bench:docusaurus: npm install in ${dir} failed (exit ${code}), so there is no Docusaurus to build with. ` +
        'Check that the npm registry is reachable and that these exact versions exist: ' +
        Object.entries(DOCUSAURUS_PACKAGES)
          .map(([name, version]) => `${name}@${version}`)
          .join(', '),
    );
  }
  for (const name of Object.keys(DOCUSAURUS_PACKAGES)) {
    if (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')))
      throw new Error(`bench:docusaurus: npm install in ${dir} finished but ${name} is missing from node_modules`);
  }
  fs.writeFileSync(stamp, PACKAGE_JSON);
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
