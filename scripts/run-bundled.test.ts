import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders, writeIn } from '../lib/build/temp-project';
import { bundledScript, CACHE_DIR } from './run-bundled.mjs';

const RUNNER = path.join(import.meta.dirname, 'run-bundled.mjs');
const folder = tempFolders('run-bundled-test-');
const write = writeIn;

/**
 * A script importing a local module that reads its own folder, a bundled package and an external
 * one (react, which EXTERNAL leaves to Node), each printing what it sees.
 */
function project(): string {
  const root = folder();
  write(root, 'lib/where.ts', 'export const where: string = import.meta.dirname;\n');
  write(root, 'node_modules/inline-pkg/package.json', '{"name":"inline-pkg","type":"module","main":"index.js"}');
  write(root, 'node_modules/inline-pkg/index.js', 'export const inline = "inlined";\n');
  write(root, 'node_modules/react/package.json', '{"name":"react","main":"index.js"}');
  write(root, 'node_modules/react/index.js', 'exports.version = "external " + __filename;\n');
  write(root, 'node_modules/.package-lock.json', '{"packages":{}}');
  write(
    root,
    'scripts/main.ts',
    [
      "import { inline } from 'inline-pkg';",
      "import { version } from 'react';",
      "import { where } from '../lib/where';",
      'const answer: string[] = [where, inline, version, process.argv[1], process.argv.slice(2).join(" ")];',
      "console.log(answer.join('\\n'));",
      '',
    ].join('\n'),
  );
  return root;
}

const run = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [RUNNER, 'scripts/main.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('run-bundled', () => {
  it('runs a script as its files would run unbundled', () => {
    const root = project();
    const { status, stdout, stderr } = run(root, '.next', '--flag');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const [where, inline, react, script, args] = stdout.trim().split('\n');
    // Each file keeps its own folder, not the bundle's in node_modules/.cache.
    expect(where).toBe(path.join(fs.realpathSync(root), 'lib'));
    expect(inline).toBe('inlined');
    // React stays Node's to load, from the project's node_modules.
    expect(react).toMatch(/^external .*node_modules\/react\/index\.js$/);
    expect(script).toBe(path.join(fs.realpathSync(root), 'scripts/main.ts'));
    expect(args).toBe('.next --flag');
  });

  it('reuses the bundle until a file it holds or the installed packages change', async () => {
    const root = project();
    const first = await bundledScript('scripts/main.ts', root);
    expect(path.relative(root, first)).toMatch(new RegExp(`^${CACHE_DIR}/main-[0-9a-f]{16}/main\\.mjs$`));
    fs.writeFileSync(first, 'console.log("the reused bundle");\n');
    expect(await bundledScript('scripts/main.ts', root)).toBe(first);
    expect(run(root).stdout).toBe('the reused bundle\n');

    write(root, 'lib/where.ts', 'export const where = "edited";\n');
    expect(run(root).stdout.split('\n')[0]).toBe('edited');

    fs.writeFileSync(first, 'console.log("stale");\n');
    write(root, 'node_modules/.package-lock.json', '{"packages":{"inline-pkg":{}}}');
    write(root, 'node_modules/inline-pkg/index.js', 'export const inline = "upgraded";\n');
    expect(run(root).stdout.split('\n')[1]).toBe('upgraded');
  });

  it('keeps one bundle per checkout when checkouts share node_modules, and drops those of checkouts gone', async () => {
    const a = project();
    const b = project();
    const shared = path.join(a, 'node_modules');
    fs.rmSync(path.join(b, 'node_modules'), { recursive: true });
    fs.symlinkSync(shared, path.join(b, 'node_modules'), 'dir');
    const ofB = await bundledScript('scripts/main.ts', b);
    expect(await bundledScript('scripts/main.ts', a)).not.toBe(ofB);
    expect(fs.existsSync(ofB)).toBe(true);
    fs.rmSync(b, { recursive: true });
    write(a, 'lib/where.ts', 'export const where = "edited";\n');
    await bundledScript('scripts/main.ts', a);
    // a's bundle folder and record; b's are gone.
    expect(fs.readdirSync(path.join(a, CACHE_DIR))).toHaveLength(2);
  });

  it('fails with the file, line and column of code that does not parse, and runs nothing', () => {
    const root = project();
    write(root, 'lib/where.ts', 'export const where = ;\n');
    const { status, stdout, stderr } = run(root);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('error: scripts/main.ts does not bundle:');
    expect(stderr).toContain('lib/where.ts:1:22: Unexpected ";"');
  });

  it('names a module that is not there', () => {
    const root = project();
    write(root, 'scripts/main.ts', "import { nothing } from './missing';\nconsole.log(nothing);\n");
    const { status, stderr } = run(root);
    expect(status).toBe(1);
    expect(stderr).toContain('scripts/main.ts:1:25: Could not resolve "./missing"');
  });

  it('says how to call it without a script', () => {
    const { status, stderr } = spawnSync(process.execPath, [RUNNER], { encoding: 'utf8' });
    expect(status).toBe(2);
    expect(stderr).toContain('usage: node scripts/run-bundled.mjs <script.ts> [args]');
  });
});
