import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  mermaidAsset,
  mermaidAssets,
  mermaidFiles,
  mermaidUrl,
  mermaidVersion,
  relativeImports,
} from './mermaid-assets';

describe('relativeImports', () => {
  it('finds static, bare and dynamic relative imports in minified code, and nothing else', () => {
    const source =
      'import{a as b}from"./chunks/x/chunk-A.mjs";import"./chunk-B.mjs";const c=()=>import("../y/C.mjs");' +
      'import d from "d3";const e="from",f={from:"./not-an-import"};import(url);';
    expect(relativeImports(source)).toEqual(['./chunks/x/chunk-A.mjs', './chunk-B.mjs', '../y/C.mjs']);
  });
});

describe('mermaidFiles', () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
    dist = undefined;
  });
  /** A dist folder with these files. */
  function fixture(files: Record<string, string>): string {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-dist-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      fs.writeFileSync(path.join(dist, name), text);
    }
    return dist;
  }

  it('walks the entry’s static and dynamic imports, once each, and leaves out what it does not reach', () => {
    const dir = fixture({
      'mermaid.esm.min.mjs': 'import"./chunks/m/a.mjs";const f=()=>import("./chunks/m/flow.mjs");',
      'chunks/m/a.mjs': 'export const a=1;',
      'chunks/m/flow.mjs': 'import{a}from"./a.mjs";export{a};',
      'chunks/m/a.mjs.map': '{}',
      'mermaid.core.mjs': 'import "d3";',
    });
    expect(mermaidFiles(dir).sort()).toEqual(['chunks/m/a.mjs', 'chunks/m/flow.mjs', 'mermaid.esm.min.mjs']);
  });

  it('fails naming the module whose import is missing', () => {
    const dir = fixture({ 'mermaid.esm.min.mjs': 'import"./chunks/m/gone.mjs";' });
    expect(() => mermaidFiles(dir)).toThrow(
      'mermaid/dist/mermaid.esm.min.mjs: imports chunks/m/gone.mjs, which is not in the package',
    );
  });

  it('fails on an import outside the dist folder, and on a missing entry', () => {
    expect(() => mermaidFiles(fixture({ 'mermaid.esm.min.mjs': 'import"../../secret.mjs";' }))).toThrow(
      "mermaid/dist/mermaid.esm.min.mjs: imports ../../secret.mjs, outside the package's dist folder",
    );
    expect(() => mermaidFiles(fixture({}))).toThrow('mermaid/dist/mermaid.esm.min.mjs not found');
  });
});

describe('the installed bundle', () => {
  it('is the entry and its chunks, no source map, under the installed version', () => {
    const files = mermaidAssets();
    expect(files[0]).toBe('mermaid.esm.min.mjs');
    expect(files.length).toBeGreaterThan(50);
    expect(files.every((file) => file.endsWith('.mjs'))).toBe(true);
    expect(
      files
        .filter((file) => file !== 'mermaid.esm.min.mjs')
        .every((file) => file.startsWith('chunks/mermaid.esm.min/')),
    ).toBe(true);
    const version = JSON.parse(fs.readFileSync('node_modules/mermaid/package.json', 'utf8')).version;
    expect(mermaidVersion()).toBe(version);
    expect(mermaidUrl()).toBe(`/mermaid/${version}/mermaid.esm.min.mjs`);
  });

  it('serves a file as JavaScript and refuses one outside the bundle', () => {
    const { body, type } = mermaidAsset('mermaid.esm.min.mjs');
    expect(type).toBe('text/javascript; charset=utf-8');
    expect(body.toString('utf8')).toContain('export{');
    expect(() => mermaidAsset('mermaid.esm.min.mjs.map')).toThrow("not a file of mermaid's bundle");
    expect(() => mermaidAsset('../package.json')).toThrow("not a file of mermaid's bundle");
  });
});
