import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../utils/errors';
import { makeSite, readConfig, snapshot } from './__fixtures__/site';
import { cutVersion } from './cut';

const roots: string[] = [];
const site = () => {
  const root = makeSite();
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** The message of what `run` throws. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

describe('cutVersion (npm run docs:version)', () => {
  it('snapshots the docs with their _meta.json and the references they link to, and records the version', () => {
    const root = site();
    const result = cutVersion(root, '3.2');
    expect(result).toEqual({ docs: 7, apis: ['pets'] });
    const dir = path.join(root, 'content/versions/3.2');
    expect(fs.readFileSync(path.join(dir, 'docs/guide/_meta.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(root, 'content/docs/guide/_meta.json'), 'utf8'),
    );
    expect(fs.readFileSync(path.join(dir, 'openapi/pets.yaml'), 'utf8')).toBe(
      fs.readFileSync(path.join(root, 'openapi/pets.yaml'), 'utf8'),
    );
    // Its links lead within the version: its docs and its pinned reference.
    expect(fs.readFileSync(path.join(dir, 'docs/guide/pets.mdx'), 'utf8')).toContain(
      'Read the [Pets API](/api/3.2/pets) and [start](/docs/3.2/guide/start).',
    );
    // Relative links are left as they are: they resolve within the version's folder.
    expect(fs.readFileSync(path.join(dir, 'docs/guide/start.mdx'), 'utf8')).toContain('[usage](./usage.mdx#run-it)');
    expect(readConfig(root).docs.versions).toEqual({ current: { label: 'Next' }, '3.2': { label: '3.2' } });
    expect(fs.readdirSync(path.join(root, 'content/versions'))).toEqual(['3.2']);
  });

  it('pins only the references the docs link to', () => {
    const root = site();
    fs.rmSync(path.join(root, 'content/docs/guide/pets.mdx'));
    expect(cutVersion(root, '3.2').apis).toEqual([]);
    expect(fs.existsSync(path.join(root, 'content/versions/3.2/openapi'))).toBe(false);
  });

  it('fails for a version that exists, and changes nothing', () => {
    const root = site();
    cutVersion(root, '3.2');
    const before = snapshot(path.join(root, 'content'));
    expect(failure(() => cutVersion(root, '3.2'))).toContain(
      'docs.versions: version "3.2" already exists (in the configuration or as content/versions/3.2)',
    );
    expect(snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it.each([
    ['../x', 'not a safe path segment'],
    ['a/b', 'not a safe path segment'],
    ['.hidden', 'not a safe path segment'],
    ['3..2', 'not a safe path segment'],
    ['', 'not a safe path segment'],
    ['current', 'names the docs under content/docs'],
  ])('fails for the name "%s", and changes nothing', (name, message) => {
    const root = site();
    const before = snapshot(path.join(root, 'content'));
    const text = failure(() => cutVersion(root, name));
    expect(text).toContain('content/site.config.json');
    expect(text).toContain(message);
    expect(snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('fails for a name that is a docs folder or an API id, and changes nothing', () => {
    const root = site();
    const before = snapshot(path.join(root, 'content'));
    expect(failure(() => cutVersion(root, 'guide'))).toContain('collides with the docs folder content/docs/guide');
    expect(failure(() => cutVersion(root, 'pets'))).toContain('collides with the API reference id "pets"');
    expect(snapshot(path.join(root, 'content'))).toEqual(before);
  });
});
