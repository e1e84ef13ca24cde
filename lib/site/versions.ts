import type { DocEntry } from '../content/types';
import type { SidebarItem } from '../navigation/types';
import { firstDoc } from '../navigation/walk';
import { CURRENT_VERSION } from '../versions/layout';
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

const views = new WeakMap<ContentGraph, VersionView[]>();

/** Every docs version of the graph, in the configuration's order. */
export function graphVersions(graph: ContentGraph): VersionView[] {
  let list = views.get(graph);
  if (!list) {
    const { docs } = graph.config;
    list = Object.entries(docs.versions).map(([name, settings]): VersionView => {
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
    views.set(graph, list);
  }
  return list;
}

/** The version a doc belongs to. */
export function versionOf(graph: ContentGraph, doc: DocEntry): VersionView {
  const name = doc.version ?? CURRENT_VERSION;
  const list = graphVersions(graph);
  return list.find((v) => v.name === name) ?? list[0];
}

/** The latest version (`docs.lastVersion`). */
export function latestVersion(graph: ContentGraph): VersionView {
  const list = graphVersions(graph);
  return list.find((v) => v.latest) ?? list[0];
}

const pagesCache = new WeakMap<ContentGraph, VersionPages[]>();

/** Each version's doc routes and first page: what "the same page in another version" is computed from. */
export function versionPages(graph: ContentGraph): VersionPages[] {
  let list = pagesCache.get(graph);
  if (!list) {
    const defaultId = graph.config.docs.defaultDocId;
    list = graphVersions(graph).map((view) => {
      const hrefs = new Map(view.docs.map((doc) => [doc.id, doc.href]));
      const first = hrefs.get(defaultId) ?? firstDoc(view.sidebar)?.href ?? view.docs[0]?.href ?? '/';
      return { name: view.name, label: view.label, hrefs, first };
    });
    pagesCache.set(graph, list);
  }
  return list;
}
