import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePrebuilt, prebuiltFile, readPrebuilt, sourceFingerprint, writePrebuilt } from './prebuilt';

describe('parsePrebuilt', () => {
  it('returns the HTML when the fingerprint matches', () => {
    expect(parsePrebuilt(JSON.stringify({ source: 'abc', html: '<p>x</p>' }), 'abc')).toBe('<p>x</p>');
  });

  it('ignores stale, malformed or incomplete files', () => {
    expect(parsePrebuilt(JSON.stringify({ source: 'old', html: '<p>x</p>' }), 'abc')).toBeUndefined();
    expect(parsePrebuilt('{not json', 'abc')).toBeUndefined();
    expect(parsePrebuilt('null', 'abc')).toBeUndefined();
    expect(parsePrebuilt('"<p>x</p>"', 'abc')).toBeUndefined();
    expect(parsePrebuilt(JSON.stringify({ source: 'abc' }), 'abc')).toBeUndefined();
    expect(parsePrebuilt(JSON.stringify({ source: 'abc', html: 42 }), 'abc')).toBeUndefined();
  });
});

describe('prebuilt files', () => {
  let root: string;
  const spec = { id: 'pets', file: 'openapi/pets.yaml' };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prebuilt-'));
    fs.mkdirSync(path.join(root, 'openapi'));
    fs.mkdirSync(path.join(root, 'components/openapi'), { recursive: true });
    fs.writeFileSync(path.join(root, spec.file), 'openapi: 3.1.0\n');
    fs.writeFileSync(path.join(root, 'components/openapi/view.tsx'), 'export {}\n');
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads back what was written while the sources are unchanged', () => {
    writePrebuilt(spec, '<main>pets</main>', root);
    expect(prebuiltFile(spec.id, root)).toBe(path.join(root, '.generated/api/pets.json'));
    expect(readPrebuilt(spec, root)).toBe('<main>pets</main>');
  });

  it('is ignored once the document or the renderer changes', () => {
    writePrebuilt(spec, '<main>pets</main>', root);
    fs.writeFileSync(path.join(root, spec.file), 'openapi: 3.1.1\n');
    expect(readPrebuilt(spec, root)).toBeUndefined();
    writePrebuilt(spec, '<main>pets</main>', root);
    const before = sourceFingerprint(spec.file, root);
    fs.writeFileSync(path.join(root, 'components/openapi/view.tsx'), 'export const x = 1;\n');
    expect(sourceFingerprint(spec.file, root)).not.toBe(before);
    expect(readPrebuilt(spec, root)).toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });

  it('is not used when missing, nor by the development server', () => {
    expect(readPrebuilt(spec, root)).toBeUndefined();
    writePrebuilt(spec, '<main>pets</main>', root);
    vi.stubEnv('NODE_ENV', 'development');
    expect(readPrebuilt(spec, root)).toBeUndefined();
  });

  it('ignores test files in the fingerprint', () => {
    const before = sourceFingerprint(spec.file, root);
    fs.writeFileSync(path.join(root, 'components/openapi/view.test.tsx'), 'test\n');
    expect(sourceFingerprint(spec.file, root)).toBe(before);
  });
});
