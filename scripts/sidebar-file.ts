/**
 * Writes public/sidebar-{docs plugin id}.json: the whole docs sidebar of a production build (no
 * drafts). Pages leave the items of collapsed categories off their path out of their HTML; the
 * client loads them from this file when the reader opens one. Run by the prebuild step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sidebarFileName, toSidebarFile } from '../lib/navigation/sidebar-file';
import { buildSidebar } from '../lib/navigation/tree';
import { flattenDocs } from '../lib/navigation/walk';
import type { SiteInput } from '../lib/site/check';

/** Writes the sidebar file under public/ and returns a one-line summary. */
export function writeSidebarFile(input: SiteInput, root = process.cwd()): string {
  const started = performance.now();
  const items = buildSidebar(input.docs, input.metas);
  const json = JSON.stringify(toSidebarFile(items));
  const file = path.join(root, 'public', sidebarFileName(input.config.docs.pluginId));
  fs.writeFileSync(file, json);
  const ms = Math.round(performance.now() - started);
  return `Sidebar: ${flattenDocs(items).length} docs, ${(json.length / 1024).toFixed(1)} KB, ${ms} ms → ${path.relative(root, file)}`;
}
