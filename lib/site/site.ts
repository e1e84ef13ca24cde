import { findPostNeighbours } from '../blog/posts';
import type { PostEntry } from '../blog/types';
import type { DocEntry } from '../content/types';
import { CURRENT_VERSION } from '../versions/layout';
import type { VersionPages } from '../versions/map';
import type { ContentGraph } from './graph';
import { buildVersionPages, buildVersionViews, type VersionView } from './versions';

/**
 * The one door to what the site derives from a content graph: its versions, the routes' lookups
 * (the rule "a first segment naming a version selects it" lives here, once) and the pages'
 * neighbours. Built once per graph and memoised with it (`siteOf`), so a development reload that
 * reads the files again gets a new site, and nothing hangs caches off the graph beside it.
 * Starlight's `generateRouteData()` and fumadocs' `source.getPage()` are the models.
 */
export interface Site {
  readonly graph: ContentGraph;
  /** The site configuration this graph was read with: the one door to it (development reads it again with the content). */
  readonly config: ContentGraph['config'];
  /** Every docs version in the configuration's order ("current" for content/docs). */
  readonly versions: VersionView[];
  /** Each version's doc routes and first page ("the same page in another version"). */
  readonly versionPages: VersionPages[];
  /** The configuration's `lastVersion`. */
  readonly latest: VersionView;
  /** The version a doc belongs to. */
  versionOf(doc: DocEntry): VersionView;
  /** The doc of a docs route's segments (`['3.2', 'a', 'b']` is doc `a/b` of version 3.2), or undefined. */
  resolveDoc(slug: readonly string[]): DocEntry | undefined;
  /** Every docs route's segments, for generateStaticParams. */
  docRoutes(): Array<{ slug: string[] }>;
  /**
   * The reference id and page slug of an `/api/<spec>/<...page>` route, or undefined for a path no
   * reference can have (a cut version's pinned reference is `/api/3.2/content/…`, id `3.2/content`).
   */
  resolveReferenceRoute(spec: string, page: readonly string[]): { id: string; slug: string } | undefined;
  /** The posts before and after one, newest first (undefined at the ends). */
  postNeighbours(slug: string): { newer?: PostEntry; older?: PostEntry };
  /**
   * A view derived from this site (the page list, SEO entries, generated files, the configuration's
   * check), built on first use and kept as one of the site's fields: `key` names the view.
   */
  derive<T>(key: DerivedView<T>, build: () => T): T;
}

/** The name of a view kept on the site (`derivedView('pages')`); its type is the view's. */
export interface DerivedView<T> {
  readonly name: string;
  /** Never set: carries the view's type. */
  readonly type?: T;
}
export const derivedView = <T>(name: string): DerivedView<T> => ({ name });

const sites = new WeakMap<ContentGraph, Site>();

/** The site of a graph, built on first use and kept as long as the graph. */
export function siteOf(graph: ContentGraph): Site {
  let site = sites.get(graph);
  if (!site) sites.set(graph, (site = buildSite(graph)));
  return site;
}

function buildSite(graph: ContentGraph): Site {
  const versions = buildVersionViews(graph);
  const versionPages = buildVersionPages(graph, versions);
  const latest = versions.find((v) => v.latest) ?? versions[0];
  const byName = new Map(versions.map((v) => [v.name, v]));
  const cutNames = new Set(graph.versions.map((v) => v.name));
  const docsById = new Map(graph.docs.map((doc) => [doc.id, doc]));
  const cutDocs = new Map(graph.versions.map((v) => [v.name, new Map(v.docs.map((doc) => [doc.id, doc]))]));
  const derived = new Map<DerivedView<unknown>, unknown>();
  return {
    graph,
    config: graph.config,
    versions,
    versionPages,
    latest,
    versionOf: (doc) => byName.get(doc.version ?? CURRENT_VERSION) ?? versions[0],
    resolveDoc(slug) {
      // A version name never names a docs folder (lib/versions checks), so the first segment decides.
      if (slug.length > 1 && cutNames.has(slug[0])) return cutDocs.get(slug[0])?.get(slug.slice(1).join('/'));
      return docsById.get(slug.join('/'));
    },
    docRoutes: () => [
      ...graph.docs.map((doc) => ({ slug: doc.id.split('/') })),
      ...graph.versions.flatMap((version) =>
        version.docs.map((doc) => ({ slug: [version.name, ...doc.id.split('/')] })),
      ),
    ],
    resolveReferenceRoute(spec, page) {
      // A version name is never an API id (lib/versions checks).
      if (page.length > 0 && cutNames.has(spec))
        return page.length > 2 ? undefined : { id: `${spec}/${page[0]}`, slug: page[1] ?? '' };
      return page.length > 1 ? undefined : { id: spec, slug: page[0] ?? '' };
    },
    postNeighbours: (slug) => findPostNeighbours(graph.posts, slug),
    derive<T>(key: DerivedView<T>, build: () => T): T {
      if (!derived.has(key)) derived.set(key, build());
      return derived.get(key) as T;
    },
  };
}
