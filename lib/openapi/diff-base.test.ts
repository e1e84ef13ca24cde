import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareDocuments } from './changes';
import { baseSide, DiffInputError, headSide } from './diff-base';

const FIXTURES = path.join(import.meta.dirname, '__fixtures__/changes');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8');
const target = { id: 'pets', file: 'openapi/pets.yaml', mode: 'strict' as const };

// A small repository: the base document committed, then the working tree changed; a pinned copy of 1.0.
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-base-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  fs.mkdirSync(path.join(root, 'openapi'));
  fs.writeFileSync(path.join(root, 'README'), 'x');
  git('add', '-A');
  git('commit', '-q', '--no-gpg-sign', '-m', 'before the document');
  fs.writeFileSync(path.join(root, target.file), fixture('base'));
  git('add', '-A');
  git('commit', '-q', '--no-gpg-sign', '-m', 'the document');
  fs.writeFileSync(path.join(root, target.file), fixture('required-parameter'));
  fs.mkdirSync(path.join(root, 'content/versions/1.0/openapi'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/versions/1.0/openapi/pets.yaml'), fixture('removed-operation'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const failure = async (promise: () => Promise<unknown>) => {
  try {
    await promise();
  } catch (error) {
    expect(error).toBeInstanceOf(DiffInputError);
    return (error as Error).message;
  }
  throw new Error('expected a DiffInputError');
};

describe('api:diff sides', { timeout: 30_000 }, () => {
  it('reads the base at a git ref and today from the working tree', async () => {
    const [before, after] = await Promise.all([baseSide(target, 'HEAD', root, ['1.0']), headSide(target, root)]);
    expect(before).toMatchObject({ label: 'HEAD', source: 'HEAD:openapi/pets.yaml' });
    expect(compareDocuments(before.raw, after.raw).map((c) => c.rule)).toEqual(['required-parameter-added']);
  });

  it('reads a docs version from its pinned copy', async () => {
    const before = await baseSide(target, '1.0', root, ['1.0']);
    expect(before).toMatchObject({ label: 'version 1.0', source: 'content/versions/1.0/openapi/pets.yaml' });
    const changes = compareDocuments(before.raw, (await headSide(target, root)).raw);
    expect(changes.map((c) => c.rule)).toEqual(['required-parameter-added', 'operation-added']);
  });

  it('names a base that does not exist, and a ref without the document', async () => {
    expect(await failure(() => baseSide(target, 'nope', root, ['1.0']))).toBe(
      '--base nope: not a docs version (1.0) or a git ref of this repository',
    );
    expect(await failure(() => baseSide(target, '--help', root, []))).toBe(
      '--base --help: not a git ref of this repository',
    );
    expect(await failure(() => baseSide(target, 'HEAD~1', root, []))).toMatch(
      /^--base HEAD~1: openapi\/pets\.yaml does not exist at HEAD~1 \([0-9a-f]{12}\)$/,
    );
    expect(await failure(() => baseSide({ ...target, id: 'cats' }, '1.0', root, ['1.0']))).toContain(
      'docs version 1.0 did not pin the "cats" reference',
    );
  });

  it('names the side that does not load, and why', async () => {
    fs.writeFileSync(path.join(root, 'content/versions/1.0/openapi/pets.yaml'), 'openapi: 3.1.0\npaths: [\n');
    expect(await failure(() => baseSide(target, '1.0', root, ['1.0']))).toMatch(
      /^version 1\.0 \(content\/versions\/1\.0\/openapi\/pets\.yaml\) does not load: not valid YAML/,
    );
    fs.writeFileSync(
      path.join(root, target.file),
      fixture('base').replace('openapi: 3.1.0', 'openapi: 3.1.0\nwebhooks: 7'),
    );
    expect(await failure(() => headSide(target, root))).toMatch(
      /^the working tree \(openapi\/pets\.yaml\) does not load: /,
    );
    fs.rmSync(path.join(root, target.file));
    expect(await failure(() => headSide(target, root))).toBe('the working tree has no openapi/pets.yaml (api "pets")');
  });
});
