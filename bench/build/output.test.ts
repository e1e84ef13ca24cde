import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeTraces } from './output';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project with one route trace per entry: the files it lists, relative to the trace's folder. */
function project(traces: Record<string, string[]>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-traces-'));
  dirs.push(dir);
  for (const [route, files] of Object.entries(traces)) {
    const file = path.join(dir, '.next/server/app', route, 'page.js.nft.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ version: 1, files }));
  }
  return dir;
}

describe('routeTraces', () => {
  it('counts the traces, the largest and no content page when content is read at run time (the imported configuration is code)', () => {
    const dir = project({
      '(site)/docs/[...slug]': [
        '../../../../chunks/ssr/a.js',
        '../../../../../../node_modules/shiki/package.json',
        '../../../../../../content/site.config.json',
      ],
      '(site)/blog': ['../../../chunks/ssr/a.js'],
    });
    expect(routeTraces(dir)).toEqual({ routes: 2, largest: 3, contentFiles: 0 });
  });

  it('counts each content page once, however many traces list it (the whole project traced)', () => {
    const doc = '../../../../../../content/docs/intro.mdx';
    const dir = project({
      '(site)/docs/[...slug]': [doc, '../../../../../../content/blog/post.mdx', '../../../../chunks/ssr/a.js'],
      '(site)/api/[spec]': [doc],
    });
    expect(routeTraces(dir)).toMatchObject({ routes: 2, largest: 3, contentFiles: 2 });
  });

  it('reads no trace from a folder without a build', () => {
    expect(routeTraces(project({}))).toEqual({ routes: 0, largest: 0, contentFiles: 0 });
  });
});
