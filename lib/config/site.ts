import raw from '../../content/site.config.json';
import { parseSiteConfig } from './parse';

/** The validated site configuration; importing this module fails fast on a bad config. */
export const siteConfig = parseSiteConfig(raw);

/** Formats a page title as "Page | Site title". */
export function pageTitle(title: string): string {
  return `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}
