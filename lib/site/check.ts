import { blogRoutes } from '../blog/posts';
import type { PostEntry } from '../blog/types';
import type { ParsedSiteConfig } from '../config/parse';
import { resolveNavbarItems } from '../config/navbar';
import type { DocEntry, MetaEntry, PageEntry } from '../content/types';
import { checkLinks, type LinkReport, type LinkSource } from '../links/check';
import { extractLinks, type FoundLink } from '../links/extract';
import { parseMarkdown } from '../markdown/parse';
import { buildSidebar } from '../navigation/tree';
import type { SidebarItem } from '../navigation/types';
import { buildRouteTable, type RouteEntry } from '../routes/table';
import { extractHeadings } from '../toc/extract';
import { ContentError } from '../utils/errors';

export interface SiteInput {
  config: ParsedSiteConfig;
  docs: DocEntry[];
  metas: MetaEntry[];
  pages: PageEntry[];
  /** Blog posts (their links are checked and their routes known). */
  posts?: PostEntry[];
  /** Routes served by app/ code rather than content (home, API references, …). */
  appRoutes: RouteEntry[];
  /** Links that app/ code renders from data (home cards …), with their source name. */
  appLinks: LinkSource[];
  configFile?: string;
}

/** Where a config-level link lives, for error messages (config links have no line numbers). */
const configLink = (url: string): FoundLink => ({ url, line: 1, column: 1 });

/** Checks the whole site: config ids, navbar, every internal link and anchor; collects all problems. */
export function checkSite(input: SiteInput): LinkReport {
  const configFile = input.configFile ?? 'content/site.config.json';
  const errors: string[] = [];
  const sidebar = buildSidebar(input.docs, input.metas);
  errors.push(...checkConfigIds(input.config, input.docs, configFile));

  const posts = input.posts ?? [];
  const analysed = [...input.docs, ...input.pages, ...posts].map((entry) => {
    const tree = parseMarkdown(entry.body, entry.filePath, entry.bodyLineOffset);
    return { entry, anchors: extractHeadings(tree).map((h) => h.id), links: extractLinks(tree, entry.bodyLineOffset) };
  });
  const table = buildRouteTable([
    ...analysed.map(({ entry, anchors }) => ({ path: entry.href, source: entry.filePath, anchors })),
    ...blogRoutes(posts, input.config.blog.postsPerPage).map((path) => ({ path, source: 'app/blog' })),
    ...input.appRoutes,
  ]);
  const fileRoutes = new Map(analysed.map(({ entry }) => [entry.filePath, entry.href]));
  const sources: LinkSource[] = [
    ...analysed.map(({ entry, links }) => ({ file: entry.filePath, href: entry.href, links })),
    ...configSources(input.config, configFile, sidebar, input.docs, errors),
    ...input.appLinks,
  ];
  const report = checkLinks(sources, table, fileRoutes);
  return { errors: [...errors, ...report.errors], warnings: [...table.duplicates, ...report.warnings] };
}

/** The sidebar id and default doc id of the docs config must exist. */
function checkConfigIds(config: ParsedSiteConfig, docs: DocEntry[], file: string): string[] {
  const errors: string[] = [];
  const ids = docs.map((d) => d.id);
  if (!ids.includes(config.docs.defaultDocId)) {
    errors.push(`${file}: docs.defaultDocId: unknown doc id "${config.docs.defaultDocId}". Available doc ids: ${ids.join(', ')}`);
  }
  if (!(config.docs.lastVersion in config.docs.versions)) {
    errors.push(`${file}: docs.lastVersion: unknown version "${config.docs.lastVersion}". Available versions: ${Object.keys(config.docs.versions).join(', ')}`);
  }
  return errors;
}

/** Links from the navbar, footer and sidebar; navbar resolution errors are collected. */
function configSources(config: ParsedSiteConfig, file: string, sidebar: SidebarItem[], docs: DocEntry[], errors: string[]): LinkSource[] {
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
  return [{ file: `${file} (navbar and footer)`, links }, { file: 'sidebar tutorialSidebar', links: sidebarLinks(sidebar) }];
}

/** Every internal `to` of the footer, flat or in columns. */
function footerLinks(config: ParsedSiteConfig): string[] {
  return config.footer.links.flatMap((entry) => ('items' in entry ? entry.items : [entry])).flatMap((l) => (l.to ? [l.to] : []));
}

/** Every link of the sidebar tree. */
function sidebarLinks(items: SidebarItem[]): FoundLink[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return sidebarLinks(item.items);
    return [configLink(item.href)];
  });
}
