import type { DocEntry } from '../content/types';
import type { SidebarItem } from '../navigation/types';
import { firstDoc } from '../navigation/walk.client';
import type { VersionPages } from '../versions/map';
import type { ContentGraph, DocsVersion } from './graph';

/**
 * The content graph's docs versions (lib/versions): the current docs and each cut version, with
 * their sidebars and pages, for the routes, the navbar, SEO, search and the checks.
 */

/** The docs and sidebar of one version ("current" for content/docs). */
export interface VersionView {
  name: string;
  label: string;
  /** Whether this is the configuration's `lastVersion` (the one the banner and canonical URLs point to). */
  latest: boolean;
  noIndex: boolean;
  docs: DocEntry[];
  sidebar: SidebarItem[];
  /** The cut version's own data; none for the current docs. */
  cut?: DocsVersion;
}

/** Every docs version of the graph, in the configuration's order (kept by the site: lib/site/site.ts). */
export function buildVersionViews(graph: ContentGraph): VersionView[] {
  const { docs } = graph.config;
  return Object.entries(docs.versions).map(([name, settings]): VersionView => {
    const cut = graph.versions.find((v) => v.name === name);
    const latest = name === docs.lastVersion;
    if (!cut)
      return {
        name,
        label: settings.label,
        latest,
        noIndex: settings.noIndex ?? !latest,
        docs: graph.docs,
        sidebar: graph.sidebar,
      };
    return { name, label: cut.label, latest, noIndex: cut.noIndex, docs: cut.docs, sidebar: cut.sidebar, cut };
  });
}

/** Each version's doc routes and first page: what "the same page in another version" is computed from. */
export function buildVersionPages(graph: ContentGraph, views: VersionView[]): VersionPages[] {
  const defaultId = graph.config.docs.defaultDocId;
  return views.map((view) => {
    const hrefs = new Map(view.docs.map((doc) => [doc.id, doc.href]));
    const first = hrefs.get(defaultId) ?? firstDoc(view.sidebar)?.href ?? view.docs[0]?.href ?? '/';
    return { name: view.name, label: view.label, hrefs, first };
  });
}
