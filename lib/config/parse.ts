import { ContentError, formatZodIssues } from '../utils/errors';
import { type NavbarItem, NavbarItemSchema, type SiteConfig, SiteConfigSchema } from './schema';

export type ParsedSiteConfig = Omit<SiteConfig, 'navbar'> & {
  navbar: Omit<SiteConfig['navbar'], 'items'> & { items: NavbarItem[] };
};

/** Validates raw site configuration; throws a ContentError naming each bad key path. */
export function parseSiteConfig(raw: unknown, file = 'content/site.config.json'): ParsedSiteConfig {
  const result = SiteConfigSchema.safeParse(raw);
  if (!result.success) throw new ContentError(file, formatZodIssues(result.error));
  const items = result.data.navbar.items.map((item, index) => parseNavbarItem(item, index, file));
  return { ...result.data, navbar: { ...result.data.navbar, items } };
}

/** Validates one navbar item; a failure asks the author to check the navbar configuration. */
function parseNavbarItem(item: unknown, index: number, file: string): NavbarItem {
  const result = NavbarItemSchema.safeParse(item);
  if (result.success) return result.data;
  throw new ContentError(file, [
    `navbar.items[${index}] cannot be rendered: ${JSON.stringify(item)}. ` +
      'Please double-check the navbar configuration: an item is one of ' +
      '{type:"link", label, to|href}, {type:"doc", docId, label}, {type:"docSidebar", sidebarId, label} ' +
      'or {type:"search"|"localeDropdown"|"docsVersionDropdown"}, each with an optional position "left"|"right".',
  ]);
}
