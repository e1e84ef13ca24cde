import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBuildOutput } from './data';

const doc = {
  openapi: '3.1.0',
  info: { title: 'Tiny API', version: '1' },
  servers: [{ url: 'https://tiny.example/v1' }],
  paths: {
    '/things': {
      get: { operationId: 'listThings', summary: 'List things', responses: { 200: { description: 'ok' } } },
    },
  },
};
const records = {
  version: 1,
  records: [
    { id: 'x', kind: 'doc', url: '/docs/a#b', page: 'A', title: 'B', content: 'widgets', tags: [], parents: [] },
  ],
};
const roots: string[] = [];

/** A folder with one build output: the export's out/, or .next's bodies with public/. */
function site(kind: 'out' | '.next', llms: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-data-'));
  roots.push(root);
  const files = path.join(root, kind === 'out' ? 'out' : 'public');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const app = kind === 'out' ? files : path.join(root, '.next/server/app');
  const suffix = kind === 'out' ? '' : '.body';
  write(path.join(app, `llms.txt${suffix}`), llms);
  write(path.join(app, `search-records.json${suffix}`), JSON.stringify(records));
  write(path.join(files, 'docs/a.md'), '# A\n');
  write(path.join(files, 'api/tiny.md'), '# Tiny API\n');
  write(path.join(files, 'api/tiny.json'), JSON.stringify(doc));
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('loadBuildOutput', () => {
  it('reads the static export: llms.txt, records, copies and API documents', async () => {
    const data = await loadBuildOutput(site('out', '- [A](https://docs.example.com/docs/a.md)\n'));
    expect(data.siteUrl).toBe('https://docs.example.com');
    expect([...data.pages.keys()]).toEqual(['/api/tiny', '/docs/a']);
    expect(data.search.search('widgets').map((hit) => hit.record.url)).toEqual(['/docs/a#b']);
    expect(data.apis.map((api) => [api.id, api.model.title, api.operations.operations[0].id])).toEqual([
      ['tiny', 'Tiny API', 'listThings'],
    ]);
  });

  it('reads a next build from .next and public/', async () => {
    const data = await loadBuildOutput(site('.next', '- [A](https://n.example/docs/a.md)\n'), '.next');
    expect(data.siteUrl).toBe('https://n.example');
    expect(data.pages.get('/docs/a')).toBe('# A\n');
  });

  it('names the files it looked for when there is no build', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-data-'));
    roots.push(empty);
    await expect(loadBuildOutput(empty)).rejects.toThrow(
      /no build output in .*: expected \.next\/server\/app\/llms\.txt\.body or out\/llms\.txt; run `npm run build`/,
    );
  });

  it('reads the copies cut versions pinned (api/<version>/<id>.json), and none without', async () => {
    const root = site('out', '- [A](https://docs.example.com/docs/a.md)\n');
    expect((await loadBuildOutput(root)).pinned).toEqual([]);
    const older = { ...doc, info: { title: 'Tiny API', version: '0' } };
    fs.mkdirSync(path.join(root, 'out/api/3.2'));
    fs.writeFileSync(path.join(root, 'out/api/3.2/tiny.json'), JSON.stringify(older));
    fs.writeFileSync(path.join(root, 'out/api/3.2/tiny.md'), '# Tiny API 3.2\n');
    const data = await loadBuildOutput(root);
    expect(data.pinned).toEqual([{ id: 'tiny', version: '3.2', raw: older }]);
    expect(data.apis.map((api) => api.id)).toEqual(['tiny']);
  });
});
