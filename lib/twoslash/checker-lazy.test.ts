import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdkProjects } from '../build/temp-project';

/** A project with a small SDK declaration. */
const sdkProject = sdkProjects('twoslash-lazy-');
function project(): string {
  const root = sdkProject({ sdk: 'export function greet(name: string): string;\n' });
  fs.writeFileSync(path.join(root, 'package.json'), '{}');
  return root;
}

/**
 * In a process of its own (this one may hold the compiler already): checks `code` or reads it from
 * the cache, and says where the result came from and whether the compiler was loaded.
 */
function run(root: string, code: string): { from: string; problems: number; compilerLoaded: boolean } {
  const script = `
    import { createRequire } from 'node:module';
    const { sampleChecker } = await import(${JSON.stringify(path.resolve('lib/twoslash/checker.ts'))});
    const checker = sampleChecker(${JSON.stringify(root)});
    const result = checker.check('ts', ${JSON.stringify(code)});
    const loaded = Object.keys(createRequire(${JSON.stringify(path.join(root, 'package.json'))}).cache);
    console.log(JSON.stringify({ from: result.from, problems: result.problems.length, compilerLoaded: loaded.some((f) => f.includes('typescript5')) }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve('.'),
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

describe('the compiler is loaded only to check', { timeout: 120_000 }, () => {
  it('checks a new sample with it, and reads the cached result without it', () => {
    const root = project();
    const code = "import { greet } from '@acme/sdk';\ngreet(42);\n";
    expect(run(root, code)).toEqual({ from: 'checker', problems: 1, compilerLoaded: true });
    expect(run(root, code)).toEqual({ from: 'cache', problems: 1, compilerLoaded: false });
    // An edited sample is checked again.
    expect(run(root, code.replace('42', "'Ada'"))).toEqual({ from: 'checker', problems: 0, compilerLoaded: true });
  });
});
