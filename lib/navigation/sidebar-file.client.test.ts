import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDocs, loadMetaFiles } from '../content/load';
import { requestSidebarFile, resetSidebarFiles, sidebarFileState } from './load.client';
import { pruneSidebar } from './prune.client';
import { parseSidebarFile, SIDEBAR_FILE_VERSION, sidebarFileName, toSidebarFile } from './sidebar-file.client';
import { buildSidebar } from './tree';

const root = path.join(import.meta.dirname, '../content/__fixtures__/site');
const tree = buildSidebar(loadDocs({ root, includeDrafts: false }), loadMetaFiles({ root }));
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('sidebar file', () => {
  it('is named after the docs plugin and round-trips the whole tree', () => {
    expect(sidebarFileName('default')).toBe('sidebar-default.json');
    expect(parseSidebarFile(json(toSidebarFile(tree)))).toEqual(tree);
  });

  it('refuses files of another version or shape, naming the place', () => {
    expect(() => parseSidebarFile([])).toThrow('expected a JSON object');
    expect(() => parseSidebarFile({ version: SIDEBAR_FILE_VERSION + 1, items: [] })).toThrow('expected version');
    expect(() => parseSidebarFile({ version: SIDEBAR_FILE_VERSION, items: {} })).toThrow('items: expected an array');
    const bad = json(toSidebarFile(tree));
    bad.items[0].items[2].items[1].href = '//evil.example/x';
    expect(() => parseSidebarFile(bad)).toThrow('items[0].items[2].items[1]: expected an href on this site');
    const pruned = json(
      toSidebarFile(
        pruneSidebar(
          tree.map((i) => (i.type === 'category' ? { ...i, collapsed: true } : i)),
          '/docs/top',
          '/s.json',
        ),
      ),
    );
    expect(() => parseSidebarFile(pruned)).toThrow('items[0]: a pruned category in the sidebar file');
  });
});

describe('requestSidebarFile', () => {
  afterEach(() => resetSidebarFiles());
  const respond = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('fetches a file once and shares the result', async () => {
    const fetchImpl = respond(toSidebarFile(tree));
    const [a, b] = await Promise.all([
      requestSidebarFile('/s.json', fetchImpl),
      requestSidebarFile('/s.json', fetchImpl),
    ]);
    expect(a).toEqual({ status: 'loaded', items: tree });
    expect(b).toEqual(a);
    await requestSidebarFile('/s.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sidebarFileState('/s.json')?.status).toBe('loaded');
  });

  it('gives the failed state and one warning for a failed request or a malformed file', async () => {
    const warn = vi.fn();
    expect(await requestSidebarFile('/404.json', respond({}, 404), warn)).toEqual({ status: 'failed' });
    expect(await requestSidebarFile('/bad.json', respond({ version: 99 }), warn)).toEqual({ status: 'failed' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('HTTP 404');
  });
});
