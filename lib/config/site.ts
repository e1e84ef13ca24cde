import raw from '../../content/site.config.json';
import { parseSiteConfig } from './parse';

/** The validated site configuration; importing this module fails fast on a bad config. */
export const siteConfig = parseSiteConfig(raw);
