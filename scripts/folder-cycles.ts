import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from '@swc/core';

/**
 * `tsx scripts/folder-cycles.ts [folders…]` (in `npm run lint`): fails when folders import each
 * other in a cycle, naming one import for each step of it. A folder is the directory of a file
 * (lib/content, components/openapi); a cycle between two folders means one of them is two floors
 * at once, and what both need belongs in the lower one. Type-only and dynamic imports count: they
 * tie the folders together just the same. Tests do not.
 *
 * dependency-cruiser does this, but it parses TypeScript with the TypeScript compiler (below 7) or
 * swc without TSX, so it cannot read this project (TypeScript 7, TSX components): this uses swc.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_FOLDERS = ['app', 'components', 'lib'];
// Tests are left out: a test may drive its folder through a higher one (a whole-site check).
const SKIP = /(^|\/)(node_modules|\.next|__fixtures__)(\/|$)|\.test\.tsx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** One import of one file: the text after `from`, the line it is on, and whether it names types only. */
interface Specifier {
  value: string;
  line: number;
  typeOnly?: boolean;
}

/** An edge between two folders, with the first import that makes it. */
interface FolderEdge {
  from: string;
  to: string;
  file: string;
  line: number;
  specifier: string;
}

/** Every module a TypeScript source names: static, type-only, re-exported and dynamic imports. */
export function importSpecifiers(source: string, file: string): Specifier[] {
  return imports(source, file).map(({ value, line }) => ({ value, line }));
}

/** importSpecifiers, each marked when it names types only (`import type`, `typeof import()`). */
function imports(source: string, file: string): Specifier[] {
  const ast = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx'), target: 'es2022' });
  const out: Specifier[] = [];
  const lineOf = (offset: number) => source.slice(0, Math.max(0, offset - ast.span.start)).split('\n').length;
  const add = (node: { value: string; span: { start: number } } | undefined, typeOnly = false) => {
    if (node) out.push({ value: node.value, line: lineOf(node.span.start), ...(typeOnly ? { typeOnly } : {}) });
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown> & { type?: string };
    if (n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration') {
      const specifiers = (n.specifiers as Array<{ isTypeOnly?: boolean }> | undefined) ?? [];
      const typeOnly = n.typeOnly === true || (specifiers.length > 0 && specifiers.every((sp) => sp.isTypeOnly));
      add(n.source as Specifier & { span: { start: number } }, typeOnly);
    } else if (n.type === 'CallExpression' && (n.callee as { type?: string })?.type === 'Import') {
      const arg = (n.arguments as Array<{ expression: { type: string; value: string; span: { start: number } } }>)[0];
      if (arg?.expression.type === 'StringLiteral') add(arg.expression);
    } else if (n.type === 'TsImportType') add(n.argument as Specifier & { span: { start: number } }, true);
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return out;
}

/** The file a specifier names inside the project, or undefined for a package or a missing file. */
function resolveSpecifier(specifier: string, fromFile: string, root: string, imports: Record<string, string>) {
  let base: string | undefined;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier in imports) base = path.join(root, imports[specifier]);
  if (!base) return undefined;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/** The `imports` map of package.json (`#prebuilt-html` → its Node file, or its browser file). */
function packageImports(root: string, condition: 'default' | 'browser' = 'default'): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, string | { default?: string; browser?: string }>;
  };
  return Object.fromEntries(
    Object.entries(pkg.imports ?? {}).flatMap(([key, target]) => {
      const file = typeof target === 'string' ? target : (target[condition] ?? target.default);
      return file ? [[key, file]] : [];
    }),
  );
}

/** Every TypeScript file under the folders, relative to the root. */
function sourceFiles(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .map((file) => path.join(folder, file))
      .filter((file) => /\.tsx?$/.test(file) && !SKIP.test(file)),
  );
}

/** The folder-to-folder imports of the files (relative paths), one edge per pair of folders. */
export function folderEdges(root: string, files: string[]): FolderEdge[] {
  const aliases = packageImports(root);
  const edges = new Map<string, FolderEdge>();
  for (const file of files) {
    const absolute = path.join(root, file);
    for (const { value, line } of importSpecifiers(fs.readFileSync(absolute, 'utf8'), file)) {
      const target = resolveSpecifier(value, absolute, root, aliases);
      if (!target) continue;
      const from = path.dirname(file);
      const to = path.dirname(path.relative(root, target));
      if (from !== to && !edges.has(`${from}\0${to}`))
        edges.set(`${from}\0${to}`, { from, to, file, line, specifier: value });
    }
  }
  return [...edges.values()];
}

/**
 * The cycles of a directed graph: in each strongly connected component of two or more nodes
 * (Tarjan), the shortest way round from each of its nodes, without repeats. Pure.
 */
export function findCycles<E extends { from: string; to: string }>(edges: E[]): E[][] {
  const out = new Map<string, E[]>();
  for (const edge of edges) out.set(edge.from, [...(out.get(edge.from) ?? []), edge]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const strongConnect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const { to } of out.get(node) ?? []) {
      if (!index.has(to)) {
        strongConnect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of new Set(edges.flatMap((e) => [e.from, e.to]))) if (!index.has(node)) strongConnect(node);
  const loops = new Map<string, E[]>();
  for (const component of components)
    for (const node of component) {
      const loop = shortestLoop(node, new Set(component), out);
      const key = loop
        .map((e) => e.from)
        .sort()
        .join('\0');
      if (!loops.has(key)) loops.set(key, loop);
    }
  return [...loops.values()];
}

/** The shortest path from `start` back to itself inside one component (breadth first). */
function shortestLoop<E extends { from: string; to: string }>(
  start: string,
  members: Set<string>,
  out: Map<string, E[]>,
): E[] {
  const via = new Map<string, E>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const edge of out.get(node) ?? []) {
      if (!members.has(edge.to) || via.has(edge.to)) continue;
      via.set(edge.to, edge);
      if (edge.to === start) {
        const loop: E[] = [];
        for (let e = edge; ; e = via.get(e.from)!) {
          loop.unshift(e);
          if (e.from === start) return loop;
        }
      }
      queue.push(edge.to);
    }
  }
  return [];
}

/** The report: one block per cycle, each step with the import that makes it. */
export function describeCycles(cycles: FolderEdge[][]): string {
  return cycles
    .map((cycle) =>
      [
        `error: folders import each other in a cycle: ${[...cycle.map((e) => e.from), cycle[0].from].join(' → ')}`,
        ...cycle.map((e) => `  ${e.file}:${e.line} imports '${e.specifier}' (${e.to})`),
      ].join('\n'),
    )
    .join('\n');
}

/** An import a rule refuses: the importing file, its line, what it names and why it may not. */
export interface RuleBreak {
  file: string;
  line: number;
  specifier: string;
  why: string;
}

/**
 * Imports that run the wrong way inside a layer, file by file:
 * - a page component (DocPage, PostPage) takes its data (lib/site/page-data.ts builds it) and
 *   imports nothing from the site layer, lib/site/;
 * - a file that runs in the browser (`'use client'`, or `.client.` in its name) imports no `node:`
 *   module and nothing marked `server-only`.
 */
export function ruleBreaks(root: string, files: string[]): RuleBreak[] {
  const aliases = packageImports(root);
  const breaks: RuleBreak[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const pageComponent = PAGE_COMPONENTS.has(file.split(path.sep).join('/'));
    const browser = /\.client\.tsx?$/.test(file) || /^\s*['"]use client['"]/.test(source);
    if (!pageComponent && !browser) continue;
    for (const { value, line } of importSpecifiers(source, file)) {
      const target = resolveSpecifier(value, path.join(root, file), root, aliases);
      const relative = target && path.relative(root, target).split(path.sep).join('/');
      if (pageComponent && relative?.startsWith('lib/site/'))
        breaks.push({
          file,
          line,
          specifier: value,
          why: 'a page component takes its data and imports nothing from lib/site/',
        });
      if (browser && (value.startsWith('node:') || value === 'server-only'))
        breaks.push({
          file,
          line,
          specifier: value,
          why: 'a browser file imports no Node module and nothing server-only',
        });
      else if (browser && target && /^\s*import ['"]server-only['"]/m.test(fs.readFileSync(target, 'utf8')))
        breaks.push({
          file,
          line,
          specifier: value,
          why: `a browser file imports nothing server-only (${relative} is)`,
        });
    }
  }
  return breaks;
}
const PAGE_COMPONENTS = new Set(['components/docs/doc-page.tsx', 'components/blog/post-page.tsx']);

/** A lib file says it runs in the browser by its name (`.client.`, `browser.ts`) or its folder (lib/browser/). */
const SAYS_BROWSER = /(^lib\/browser\/|\.client\.tsx?$|\/browser\.ts$)/;

/**
 * The lib files that reach the browser (imported, not for types only, from a `'use client'` or
 * `.client.` file, directly or through others) and do not say so in their name or folder.
 */
export function unmarkedBrowserFiles(root: string, files: string[]): Array<{ file: string; via: string }> {
  const aliases = packageImports(root, 'browser');
  const seen = new Map<string, string>();
  const queue = files
    .filter(
      (f) => /\.client\.tsx?$/.test(f) || /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(root, f), 'utf8')),
    )
    .map((f) => [f, f] as const);
  while (queue.length) {
    const [file, via] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.set(file, via);
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const { value, typeOnly } of imports(source, file)) {
      if (typeOnly) continue;
      const target = resolveSpecifier(value, path.join(root, file), root, aliases);
      if (target && /\.tsx?$/.test(target)) queue.push([path.relative(root, target).split(path.sep).join('/'), file]);
    }
  }
  return [...seen]
    .filter(([file]) => file.startsWith('lib/') && !SAYS_BROWSER.test(file))
    .map(([file, via]) => ({ file, via }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folders = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_FOLDERS;
  const files = sourceFiles(ROOT, folders);
  const edges = folderEdges(ROOT, files);
  const cycles = findCycles(edges);
  if (cycles.length) {
    console.error(describeCycles(cycles));
    console.error('Move what both folders need into the lower one, so imports only go down.');
    process.exit(1);
  }
  const breaks = ruleBreaks(ROOT, files);
  const unmarked = folders.includes('lib') ? unmarkedBrowserFiles(ROOT, files) : [];
  for (const b of breaks) console.error(`${b.file}:${b.line}: imports "${b.specifier}": ${b.why}`);
  for (const u of unmarked)
    console.error(
      `${u.file}: reaches the browser (through ${u.via}) but does not say so: name it *.client.ts or move it to lib/browser/`,
    );
  if (breaks.length || unmarked.length) process.exit(1);
  console.log(`No folder cycles: ${files.length} files, ${new Set(edges.map((e) => e.from)).size} folders.`);
}
