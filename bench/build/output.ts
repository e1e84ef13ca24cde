/** What a build of the synthetic site wrote: sizes of .next and of the pages, sidebar links per page. */
import fs from 'node:fs';
import path from 'node:path';
import { median } from '../stats';
import { REAL_PAGE } from './result';
import { hrefOf, type Plan } from './synthetic-docs';

export interface Output {
  nextBytes: number;
  appBytes: number;
  docsBytes: number;
  /** Prerendered docs pages (.html files under server/app/docs). */
  docPages: number;
  realHtml: number;
  realRsc: number;
  realSidebarLinks: number;
  syntheticHtml?: number;
  syntheticRsc?: number;
  /** What the routes' file traces (.nft.json) list: see routeTraces. */
  traces: RouteTraces;
}

export interface RouteTraces {
  /** Trace files under .next/server/app. */
  routes: number;
  /** Files the largest trace lists. */
  largest: number;
  /**
   * Pages of the project's content/ (.md, .mdx) listed by any trace; the target is 0 (a JSON file
   * imported as a module, such as the site configuration, is code).
   */
  contentFiles: number;
}

/**
 * The file traces Turbopack writes beside each route. The server reads content from the project
 * at run time, with its paths marked turbopackIgnore; a read without the mark makes Turbopack trace
 * the whole project for every route that imports it (a build warning, thousands of files per route),
 * and a path it can still resolve (`<root>/content/blog` joined with a file name) traces those files:
 * either shows here as content pages in a trace, which a content edit then invalidates.
 */
export function routeTraces(dir: string): RouteTraces {
  const app = path.join(dir, '.next/server/app');
  const content = path.join(dir, 'content') + path.sep;
  const traced = new Set<string>();
  let routes = 0;
  let largest = 0;
  if (fs.existsSync(app))
    for (const entry of fs.readdirSync(app, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.nft.json')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { files } = JSON.parse(fs.readFileSync(file, 'utf8')) as { files: string[] };
      routes += 1;
      largest = Math.max(largest, files.length);
      for (const listed of files) traced.add(path.resolve(path.dirname(file), listed));
    }
  const pages = [...traced].filter((file) => file.startsWith(content) && /\.mdx?$/.test(file));
  return { routes, largest, contentFiles: pages.length };
}

/** Apparent size of every file under a folder. */
function folderBytes(dir: string): { bytes: number; html: number } {
  let bytes = 0;
  let html = 0;
  if (!fs.existsSync(dir)) return { bytes, html };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) html += 1;
  }
  return { bytes, html };
}

const fileBytes = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export function measureOutput(dir: string, plan: Plan): Output {
  const app = path.join(dir, '.next/server/app');
  const docs = folderBytes(path.join(app, 'docs'));
  const realHtmlText = fs.readFileSync(path.join(app, `${REAL_PAGE}.html`), 'utf8');
  const synthetic = plan.docs.map((doc) => path.join(app, hrefOf(doc)));
  return {
    nextBytes: folderBytes(path.join(dir, '.next')).bytes,
    appBytes: folderBytes(app).bytes,
    docsBytes: docs.bytes,
    docPages: docs.html,
    realHtml: Buffer.byteLength(realHtmlText),
    realRsc: fileBytes(path.join(app, `${REAL_PAGE}.rsc`)),
    realSidebarLinks: realHtmlText.match(/class="sidebar-link/g)?.length ?? 0,
    syntheticHtml: synthetic.length ? median(synthetic.map((file) => fileBytes(`${file}.html`))) : undefined,
    syntheticRsc: synthetic.length ? median(synthetic.map((file) => fileBytes(`${file}.rsc`))) : undefined,
    traces: routeTraces(dir),
  };
}
