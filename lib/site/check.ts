import fs from 'node:fs';
import { checkClaims } from '../claims/check';
import { descriptionSources } from '../claims/descriptions';
import { claimApi } from '../claims/operations';
import type { ParsedSiteConfig } from '../config/parse';
import type { DocEntry } from '../content/types';
import { checkComponentProps } from '../markdown/component-props';
import { checkLinks, type LinkReport, type LinkSource } from '../markdown/link-check';
import type { FoundLink } from '../markdown/link-extract';
import { checkMath } from '../markdown/math-check';
import { checkDiagrams, type DiagramVerdicts } from '../markdown/mermaid-check';
import { parseMarkdown } from '../markdown/parse';
import { buildRouteTable, type RouteEntry, type RouteTable } from '../markdown/route-table';
import { cachedParseMarkdown } from '../markdown/tree-cache';
import { resolveNavbarItems } from '../navigation/navbar';
import type { SidebarItem } from '../navigation/types';
import type { ApiEntry } from '../openapi/catalog';
import { documentPath } from '../openapi/load';
import type { ApiSpec } from '../openapi/specs';
import { ContentError } from '../utils/errors';
import { crossVersionLinkErrors } from '../versions/check';
import { getAppLinks, getAppRoutes } from './app-routes';
import { versionApis, versionOfEntry } from './examples';
import { type ContentEntry, type ContentGraph, SITE_CONFIG_FILE } from './graph';
import { isApiPage, isEntryPage, type SitePage, sitePages } from './pages';
import { redirectErrors } from './redirects';

export interface CheckOptions {
  /** The entries whose links are checked: all by default. */
  entries?: ContentEntry[];
  /** Whether the configuration (ids, navbar, footer, sidebar) and app links are checked: yes by default. */
  config?: boolean;
  /** Links that app/ code renders from data (home cards …), with their source name. */
  appLinks?: LinkSource[];
}

/** Where a config-level link lives, for error messages (config links have no line numbers). */
const configLink = (url: string): FoundLink => ({ url, line: 1, column: 1 });

/**
 * Every route the site serves, with the anchors known on each: the page list, the app's routes,
 * public files. A page's anchors are parsed only when a link asks for one; without the API
 * references (null), operation anchors are not checked.
 */
function siteRoutes(graph: ContentGraph, apis: ApiEntry[] | null): RouteTable {
  return buildRouteTable([
    ...sitePages(graph, apis).map((page) => ({
      path: page.route,
      source: page.source,
      anchors: pageAnchors(graph, page),
    })),
    ...getAppRoutes(graph.config.docs.routeBasePath, graph.config.apis),
    ...graph.publicFiles.map((file) => ({ path: `/${file}`, source: `public/${file}` })),
  ]);
}

/** The anchors of a page: an entry's headings, a loaded reference page's ids; null when unchecked. */
function pageAnchors(graph: ContentGraph, page: SitePage): RouteEntry['anchors'] {
  if (isEntryPage(page)) return () => graph.analyse(page.entry).headings.map((h) => h.id);
  if (isApiPage(page)) return page.reference ? (page.reference.api.anchors.get(page.route) ?? []) : null;
  return null;
}

/**
 * Checks the site: config ids, navbar, footer and sidebar links, and every internal link and anchor
 * of the entries; collects all problems. The build checks everything; the development server
 * checks the configuration on every change and each page's links when it renders.
 */
export function checkSite(graph: ContentGraph, apis: ApiEntry[] | null, options: CheckOptions = {}): LinkReport {
  const configFile = SITE_CONFIG_FILE;
  const withConfig = options.config ?? true;
  const errors: string[] = withConfig ? checkConfigIds(graph.config, graph.docs, configFile) : [];
  const table = siteRoutes(graph, apis);
  const sources: LinkSource[] = [
    ...(options.entries ?? graph.entries).map((entry) => ({
      file: entry.filePath,
      href: entry.href,
      links: graph.analyse(entry).links,
    })),
    ...(withConfig
      ? [
          ...configSources(graph.config, configFile, graph.sidebar, graph.docs, errors),
          ...(options.appLinks ?? getAppLinks()),
        ]
      : []),
  ];
  const report = checkLinks(sources, table, graph.fileRoutes);
  // Redirects point at pages and shadow none (with the references loaded: their split pages and anchors).
  if (withConfig && apis) report.errors.push(...redirectErrors(graph.redirects, table));
  // Each cut version links within itself: its docs and its pinned references.
  report.errors.push(...versionLinkErrors(graph, options.entries ?? graph.entries));
  // The MDX components' props and content (lib/markdown/component-props.ts).
  for (const entry of options.entries ?? graph.entries)
    report.errors.push(
      ...checkComponentProps(graph.analyse(entry).tree, { file: entry.filePath, lineOffset: entry.bodyLineOffset }),
    );
  // What the prose says of the operations it links: token kinds, statuses, bounded parameters.
  if (apis) report.errors.push(...checkSiteClaims(graph, apis, options.entries ?? graph.entries, !options.entries));
  // A lenient reference builds with what its document got wrong, each naming the JSON pointer; the
  // model's warnings hold the load's and what the model found (a view or sample cut at its bound).
  const apiWarnings = withConfig
    ? (apis ?? []).flatMap(({ spec, loaded, model }) =>
        (model?.warnings ?? loaded?.warnings ?? []).map((w) => `${spec.file}: ${w.pointer}: ${w.message}`),
      )
    : [];
  return {
    errors: [...errors, ...report.errors],
    warnings: [...(withConfig ? table.duplicates : []), ...apiWarnings, ...report.warnings],
  };
}

/**
 * What the entries' prose and code say of the references' operations (lib/claims): a token kind
 * named next to an operation, a status said of it, a bounded parameter's value in a call. A cut
 * version's `METHOD /path` code spans and calls are read against its pinned references. With
 * `descriptions`, the site's references' own guides too (their documents' Markdown descriptions).
 */
export function checkSiteClaims(
  graph: ContentGraph,
  apis: ApiEntry[],
  entries: ContentEntry[],
  descriptions = false,
): string[] {
  const all = apis.map(claimApi);
  const site = versionApis(apis, undefined);
  // A build reads the descriptions' trees back from the tree cache: parsing them was 0.15 s of a
  // rebuild's prebuild (bench/RESULTS.md, "The build, round six").
  const parse = graph.buildCache ? cachedParseMarkdown(graph.root) : parseMarkdown;
  const guides = descriptions
    ? checkClaims(
        site.flatMap((api) => {
          const text = documentText(api, graph.root);
          return text === undefined ? [] : descriptionSources(api, text, parse);
        }),
        { all, own: site.map(claimApi) },
      )
    : [];
  const versions = [...new Set(entries.map(versionOfEntry))];
  return guides.concat(
    versions.flatMap((version) =>
      checkClaims(
        entries
          .filter((entry) => versionOfEntry(entry) === version)
          .map((entry) => ({
            file: entry.filePath,
            tree: graph.analyse(entry).tree,
            text: entry.body,
            lineOffset: entry.bodyLineOffset,
            href: entry.href,
          })),
        { all, own: versionApis(apis, version).map(claimApi) },
      ),
    ),
  );
}

/** A reference's document as written; undefined for one that is not a file (a test's stand-in). */
function documentText(api: ApiEntry, root: string): string | undefined {
  try {
    return fs.readFileSync(/*turbopackIgnore: true*/ documentPath(api.spec.file, root), 'utf8');
  } catch {
    return undefined;
  }
}

/** The links of the cut versions' docs that leave their version (lib/versions/check.ts). */
function versionLinkErrors(graph: ContentGraph, entries: ContentEntry[]): string[] {
  if (graph.versions.length === 0) return [];
  return crossVersionLinkErrors(
    entries.flatMap((entry) =>
      'version' in entry && entry.version
        ? [{ file: entry.filePath, version: entry.version, links: graph.analyse(entry).links }]
        : [],
    ),
    {
      docsBase: graph.config.docs.routeBasePath,
      versions: graph.versions.map((v) => v.name),
      apiIds: graph.config.apis.filter((api: ApiSpec) => !api.version).map((api) => api.id),
      pinned: new Map(graph.versions.map((v) => [v.name, v.apiIds])),
    },
  );
}

/** The sidebar id and default doc id of the docs config must exist. */
function checkConfigIds(config: ParsedSiteConfig, docs: DocEntry[], file: string): string[] {
  const errors: string[] = [];
  const ids = docs.map((d) => d.id);
  if (!ids.includes(config.docs.defaultDocId)) {
    errors.push(
      `${file}: docs.defaultDocId: unknown doc id "${config.docs.defaultDocId}". Available doc ids: ${ids.join(', ')}`,
    );
  }
  // The search index and sidebar file are routes of their own (app/search-index-default.json,
  // app/sidebar-default.json).
  if (config.docs.pluginId !== 'default') {
    errors.push(
      `${file}: docs.pluginId: "${config.docs.pluginId}" is not served: the search index and sidebar routes are ` +
        'search-index-default.json and sidebar-default.json (expected "default")',
    );
  }
  if (!(config.docs.lastVersion in config.docs.versions)) {
    errors.push(
      `${file}: docs.lastVersion: unknown version "${config.docs.lastVersion}". ` +
        `Available versions: ${Object.keys(config.docs.versions).join(', ')}`,
    );
  }
  return errors;
}

/** Links from the navbar, footer and sidebar; navbar resolution errors are collected. */
function configSources(
  config: ParsedSiteConfig,
  file: string,
  sidebar: SidebarItem[],
  docs: DocEntry[],
  errors: string[],
): LinkSource[] {
  const links: FoundLink[] = [];
  try {
    const items = resolveNavbarItems(config.navbar.items, {
      docs: new Map(docs.map((d) => [d.id, d.href])),
      sidebars: new Map([[config.docs.sidebarId, sidebar]]),
      configFile: file,
    });
    for (const item of items) if (item.kind === 'link' && !item.external) links.push(configLink(item.href));
  } catch (error) {
    errors.push(error instanceof ContentError ? error.message : String(error));
  }
  for (const link of footerLinks(config)) links.push(configLink(link));
  if (config.navbar.logo?.href) links.push(configLink(config.navbar.logo.href));
  return [
    { file: `${file} (navbar and footer)`, links },
    { file: 'sidebar tutorialSidebar', links: sidebarLinks(sidebar) },
  ];
}

/** Every internal `to` of the footer, flat or in columns. */
function footerLinks(config: ParsedSiteConfig): string[] {
  return config.footer.links
    .flatMap((entry) => ('items' in entry ? entry.items : [entry]))
    .flatMap((l) => (l.to ? [l.to] : []));
}

/** Every link of the sidebar tree. */
function sidebarLinks(items: SidebarItem[]): FoundLink[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return sidebarLinks(item.items);
    return [configLink(item.href)];
  });
}

/**
 * What the page renders at build beyond Markdown: every ```mermaid diagram parsed by mermaid, every
 * `$…$` and `$$…$$` by KaTeX (lib/markdown/mermaid-check.ts, math-check.ts); errors name the file,
 * line and column. With `diagrams` (the prebuild's), a diagram an earlier build parsed is not parsed again.
 */
export async function checkSiteRendering(
  graph: ContentGraph,
  entries: ContentEntry[] = graph.entries,
  diagrams?: DiagramVerdicts,
): Promise<string[]> {
  const sources = entries.map((entry) => ({
    file: entry.filePath,
    tree: graph.analyse(entry).tree,
    lineOffset: entry.bodyLineOffset,
  }));
  return [...checkMath(sources), ...(await checkDiagrams(sources, diagrams)).errors];
}
